import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { failureOf, pathErrors, type PathErrors } from '../api/directory-editing-api';

export interface SaveResult {
  status: 'success' | 'error';
  message: string;
}

/**
 * An editor form's save: the contract checks the draft first (its messages under the fields, FORM-15), then
 * the call; the server's field messages land under the same fields, its message (or a default) in the status.
 */
export function useEditorSave() {
  const { t } = useTranslation('directory');
  const [errors, setErrors] = useState<PathErrors>({});
  const [result, setResult] = useState<SaveResult | null>(null);
  const [saving, setSaving] = useState(false);

  /** The saved answer, or null when the draft or the call failed. */
  async function save<T>(
    parsed: z.ZodSafeParseResult<unknown>,
    send: () => Promise<T>,
    successMessage: string,
  ): Promise<T | null> {
    setResult(null);
    if (!parsed.success) {
      setErrors(pathErrors(parsed.error, t));
      setResult({ status: 'error', message: t('editing.fixErrors') });
      return null;
    }
    setSaving(true);
    try {
      const saved = await send();
      setErrors({});
      setResult({ status: 'success', message: successMessage });
      return saved;
    } catch (error) {
      const failure = failureOf(error, t('editing.saveFailed'));
      setErrors(failure.fields);
      setResult({ status: 'error', message: failure.message });
      return null;
    } finally {
      setSaving(false);
    }
  }

  return { errors, result, saving, save };
}

import { useState, type FormEvent } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../api/account-api';
import { useZodForm, type ValidSubmit } from '../../../lib/use-zod-form';

/** What the status region says after a submit (PD-10). */
export interface FormResult {
  status: 'success' | 'warning' | 'error';
  message: string;
}

/**
 * An account form: a field's error stays until the next submit, and the last submit's result shows in the
 * status region until the next submit starts.
 */
export function useAccountForm<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TValues>,
  defaultValues: NoInfer<DefaultValues<TValues>>,
) {
  const { t } = useTranslation('account');
  const form = useZodForm(schema, { defaultValues, message: (key) => errorMessage(t, key) });
  const [result, setResult] = useState<FormResult | null>(null);

  function submit(event: FormEvent<HTMLFormElement>, onValid: ValidSubmit<TValues, TOutput>): void {
    if (!form.formState.isSubmitting) setResult(null);
    form.submit(event, onValid);
  }

  return { ...form, result, setResult, submit };
}

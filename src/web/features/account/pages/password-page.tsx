import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import {
  submitPasswordChange,
  validatePasswordChange,
  type FieldErrors,
  type PasswordChangeValues,
} from '../api/account-api';
import { AccountPageFrame } from '../components/account-page-frame';
import { notifyAccountUpdated } from '../../../lib/account-events';
import { PasswordField, StatusRegion, SubmitButton } from '../components/form-field';

const EMPTY: PasswordChangeValues = { currentPassword: '', password: '' };

/** A signed-in password change: the current password, a new one (≥ 8 characters, shown on demand). */
export function PasswordPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<{ status: 'success' | 'error'; message: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = validatePasswordChange(values, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      setResult(null);
      const first = (['currentPassword', 'password'] as const).find((field) => checked.errors[field]);
      if (first) document.getElementById(`pw-${first}`)?.focus();
      return;
    }
    setSaving(true);
    setErrors({});
    setResult(null);
    const answer = await submitPasswordChange(checked.data, locale, t);
    setSaving(false);
    if (answer.ok) {
      setValues(EMPTY);
      setResult({ status: 'success', message: answer.message });
      notifyAccountUpdated(); // the session was rotated: a new CSRF token
    } else {
      setErrors(answer.errors);
      setResult({ status: 'error', message: answer.message });
      if (answer.errors.currentPassword) document.getElementById('pw-currentPassword')?.focus();
    }
  };

  return (
    <AccountPageFrame title={t('password.title')} lead={t('password.lead')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" data-testid="password-form">
        <PasswordField
          id="pw-currentPassword"
          name="currentPassword"
          label={t('password.current')}
          autoComplete="current-password"
          required
          value={values.currentPassword}
          onChange={(event) => setValues((current) => ({ ...current, currentPassword: event.target.value }))}
          error={errors.currentPassword}
        />
        <PasswordField
          id="pw-password"
          name="password"
          label={t('password.new')}
          hint={t('password.newHint')}
          autoComplete="new-password"
          required
          minLength={8}
          value={values.password}
          onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
          error={errors.password}
        />
        <StatusRegion result={result} />
        <SubmitButton saving={saving} label={t('password.submit')} savingLabel={t('password.saving')} />
      </form>
    </AccountPageFrame>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../core/i18n/locales';
import { checkEmail } from '../api/auth-api';
import { failureText } from '../lib/failure-text';
import { emailStepError } from '../lib/registration';
import { FormMessage, SubmitButton } from './auth-layout';
import { TextField } from './form-fields';

/** REG-01..04: the address first; a malformed one is caught here, a taken one by the server. */
export function RegisterEmailStep({ locale, initialEmail, onDone }: { locale: Locale; initialEmail: string; onDone: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (checking) return;
    setAlert(null);
    const key = emailStepError(email);
    if (key) {
      setError(t(`errors:${key}`));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setChecking(true);
    const outcome = await checkEmail(email.trim(), locale);
    setChecking(false);
    if (!outcome.ok) {
      const field = outcome.failure.kind === 'server' ? outcome.failure.fields.email : undefined;
      if (field) setError(field);
      else setAlert(failureText(outcome.failure, t));
      return;
    }
    if (!outcome.data.success) {
      setError(outcome.data.error ?? t('errors:emailTaken'));
      inputRef.current?.focus();
      return;
    }
    onDone(email.trim());
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" data-testid="register-email-step">
      <TextField
        ref={inputRef}
        id="register-email"
        label={t('field.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={error}
        onChange={(event) => {
          setEmail(event.target.value);
          if (error) setError(null);
        }}
      />
      {alert && <FormMessage tone="error">{alert}</FormMessage>}
      <SubmitButton disabled={checking} busy={checking}>
        {checking ? t('register.email.checking') : t('register.email.continue')}
      </SubmitButton>
    </form>
  );
}

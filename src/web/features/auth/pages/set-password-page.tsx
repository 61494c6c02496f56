import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MIN_PASSWORD_LENGTH, SetPasswordResponse } from '../../../../core/contracts/auth';
import { pageHref } from '../../../../core/routes';
import { useLocale } from '../../../lib/use-locale';
import { setNewPassword } from '../api/auth-api';
import { AuthCard, FormMessage, linkClass, SubmitButton } from '../components/auth-layout';
import { PasswordField } from '../components/form-fields';
import { failureText } from '../lib/failure-text';
import { newPasswordError, setPasswordRemainingWarning } from '../lib/set-password';

const buttonLink =
  'inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800';

type View = { kind: 'form' } | { kind: 'changed'; message: string } | { kind: 'unusable'; message: string };

/** Set a new password from the e-mailed link (A §2, PWD-01..07): form, then the changed view. */
export function SetPasswordPage() {
  const locale = useLocale();
  const { token = '' } = useParams();
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [remaining, setRemaining] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [view, setView] = useState<View>({ kind: 'form' });
  const passwordRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (view.kind !== 'form') resultRef.current?.focus();
  }, [view.kind]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setAlert(null);
    const key = newPasswordError(password);
    if (key) {
      setError(t(`errors:${key}`));
      passwordRef.current?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    const outcome = await setNewPassword(token, password.trim(), locale);
    setSubmitting(false);
    if (outcome.ok) {
      setView({ kind: 'changed', message: outcome.data.message });
      return;
    }
    const { failure } = outcome;
    if (failure.kind === 'server') {
      const answer = SetPasswordResponse.safeParse(failure.body);
      if (answer.success) {
        if (failure.status === 410) {
          setView({ kind: 'unusable', message: answer.data.message });
          return;
        }
        setAlert(answer.data.message);
        setRemaining(setPasswordRemainingWarning(answer.data));
        setPassword('');
        passwordRef.current?.focus();
        return;
      }
      // A token that is not even well-formed is as unusable as an expired one.
      if (failure.fields.token) {
        setView({ kind: 'unusable', message: t('setPassword.linkUnusable') });
        return;
      }
      if (failure.fields.password) {
        setError(failure.fields.password);
        passwordRef.current?.focus();
        return;
      }
    }
    setAlert(failureText(failure, t));
  }

  if (view.kind === 'changed') {
    return (
      <AuthCard title={t('setPassword.title')} testId="set-password-card">
        <div className="space-y-5" data-testid="password-changed">
          <FormMessage tone="success" ref={resultRef}>
            {view.message}
          </FormMessage>
          <Link to={pageHref('login', locale)} className={buttonLink}>
            {t('setPassword.login')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (view.kind === 'unusable') {
    return (
      <AuthCard title={t('setPassword.title')} testId="set-password-card">
        <div className="space-y-5" data-testid="link-unusable">
          <FormMessage tone="error" ref={resultRef}>
            {view.message}
          </FormMessage>
          <Link to={pageHref('forgotPassword', locale)} className={buttonLink}>
            {t('setPassword.requestNew')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('setPassword.title')} lead={t('setPassword.lead')} testId="set-password-card">
      <form noValidate onSubmit={submit} className="space-y-5" data-testid="set-password-form">
        <PasswordField
          ref={passwordRef}
          id="new-password"
          name="password"
          autoComplete="new-password"
          label={t('field.newPassword')}
          toggleLabel={t('field.showPassword')}
          hint={t('field.passwordHint', { count: MIN_PASSWORD_LENGTH })}
          value={password}
          error={error}
          onChange={(event) => {
            setPassword(event.target.value);
            if (error) setError(null);
          }}
        />
        {alert && (
          <FormMessage tone="error" testId="set-password-alert">
            {alert}
          </FormMessage>
        )}
        {remaining !== null && (
          <FormMessage tone="warning" testId="set-password-remaining">
            {t('setPassword.remaining', { count: remaining })}
          </FormMessage>
        )}
        <SubmitButton disabled={submitting} busy={submitting}>
          {submitting ? t('setPassword.submitting') : t('setPassword.submit')}
        </SubmitButton>
        <p className="text-center">
          <Link to={pageHref('login', locale)} className={linkClass}>
            {t('setPassword.cancel')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageHref } from '../../../../core/routes';
import { AltchaField, type CaptchaHandle } from '../../../components/captcha/altcha-field';
import { useLocale } from '../../../lib/use-locale';
import { requestPasswordReset } from '../api/auth-api';
import { AuthCard, FormMessage, linkClass, SubmitButton } from '../components/auth-layout';
import { TextField } from '../components/form-fields';
import { failureText } from '../lib/failure-text';
import { emailStepError } from '../lib/registration';

/**
 * DECISIONS PWD-08: the request for a reset link. The confirmation reads the same whether or not the
 * address has an account, so the page tells nobody which addresses are registered.
 */
export function ForgotPasswordPage() {
  const locale = useLocale();
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ email?: string; captcha?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const captchaRef = useRef<CaptchaHandle>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setAlert(null);
    const emailKey = emailStepError(email);
    setErrors(emailKey ? { email: t(`errors:${emailKey}`) } : {});
    if (emailKey) return emailRef.current?.focus();

    setSubmitting(true);
    const captcha = (await captchaRef.current?.solve()) ?? null;
    if (!captcha) {
      setSubmitting(false);
      setErrors({ captcha: t('errors:captchaMissing') });
      return formRef.current?.querySelector<HTMLElement>('altcha-widget input')?.focus();
    }
    const outcome = await requestPasswordReset(email.trim(), captcha, locale);
    setSubmitting(false);
    if (outcome.ok) {
      setSent(outcome.data.message);
      return;
    }
    captchaRef.current?.renew();
    const fields = outcome.failure.kind === 'server' ? outcome.failure.fields : {};
    setErrors({ email: fields.email });
    // A refused captcha is said in the form's message: the field itself already holds a fresh solution.
    const message = fields.captcha ?? failureText(outcome.failure, t);
    setAlert(message === fields.email ? null : message);
  }

  return (
    <AuthCard title={t('forgot.title')} lead={sent ? undefined : t('forgot.lead')} testId="forgot-card">
      {sent ? (
        <div className="space-y-5">
          <FormMessage tone="success" testId="forgot-sent">
            {sent}
          </FormMessage>
          <p className="text-center">
            <Link to={pageHref('login', locale)} className={linkClass}>
              {t('forgot.backToLogin')}
            </Link>
          </p>
        </div>
      ) : (
        <form ref={formRef} noValidate onSubmit={submit} className="space-y-5" data-testid="forgot-form">
          <TextField
            ref={emailRef}
            id="forgot-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            label={t('field.email')}
            value={email}
            error={errors.email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (errors.email) setErrors((current) => ({ ...current, email: undefined }));
            }}
          />
          <AltchaField
            ref={captchaRef}
            locale={locale}
            label={t('field.captcha')}
            error={errors.captcha}
            onChange={(payload) => {
              if (payload) setErrors((current) => (current.captcha ? { ...current, captcha: undefined } : current));
            }}
          />
          {alert && (
            <FormMessage tone="error" testId="forgot-alert">
              {alert}
            </FormMessage>
          )}
          <SubmitButton disabled={submitting} busy={submitting}>
            {submitting ? t('forgot.submitting') : t('forgot.submit')}
          </SubmitButton>
          <p className="text-center">
            <Link to={pageHref('login', locale)} className={linkClass}>
              {t('forgot.backToLogin')}
            </Link>
          </p>
        </form>
      )}
    </AuthCard>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ForgotPasswordRequest } from '../../../../core/contracts/auth';
import { pageHref } from '../../../../core/routes';
import { AltchaField } from '../../../components/captcha/altcha-field';
import { SubmitButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { linkClass } from '../../../components/ui/styles';
import { useLocale } from '../../../lib/use-locale';
import { requestPasswordReset } from '../api/auth-api';
import { AuthCard } from '../components/auth-layout';
import { useAuthForm, useFormCaptcha } from '../lib/use-auth-form';

const RequestForm = ForgotPasswordRequest.pick({ email: true });

/**
 * DECISIONS PWD-08: the request for a reset link. The confirmation reads the same whether or not the
 * address has an account, so the page tells nobody which addresses are registered.
 */
export function ForgotPasswordPage() {
  const locale = useLocale();
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState<string | null>(null);
  const { formRef, ...form } = useAuthForm(RequestForm, { email: '' });
  const captcha = useFormCaptcha(form, formRef);
  const submitting = form.formState.isSubmitting;

  // The request carries the address as typed, only trimmed.
  async function send(_data: unknown, { email }: z.input<typeof RequestForm>) {
    const solution = await captcha.solve();
    if (!solution) return;
    const outcome = await requestPasswordReset(email.trim(), solution, locale);
    if (outcome.ok) {
      setSent(outcome.data.message);
      return;
    }
    captcha.renew();
    form.showFailure(outcome.failure);
  }

  return (
    <AuthCard title={t('forgot.title')} lead={sent ? undefined : t('forgot.lead')} testId="forgot-card">
      {sent ? (
        <div className="space-y-5">
          <Notice tone="success" testId="forgot-sent">
            {sent}
          </Notice>
          <p className="text-center">
            <Link to={pageHref('login', locale)} className={linkClass}>
              {t('forgot.backToLogin')}
            </Link>
          </p>
        </div>
      ) : (
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => form.submit(event, send)}
          className="space-y-5"
          data-testid="forgot-form"
        >
          <TextField
            id="forgot-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            label={t('field.email')}
            {...form.field('email')}
          />
          <AltchaField locale={locale} label={t('field.captcha')} {...captcha.field} />
          {form.alert && (
            <Notice tone="error" testId="forgot-alert">
              {form.alert}
            </Notice>
          )}
          <SubmitButton block busy={submitting}>
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

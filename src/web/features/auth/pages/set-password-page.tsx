import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import {
  MIN_PASSWORD_LENGTH,
  SetPasswordRequest,
  SetPasswordResponse,
} from '../../../../core/contracts/auth';
import { pageHref } from '../../../../core/routes';
import { SubmitButton } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { buttonClass, linkClass } from '../../../components/ui/styles';
import { useLocale } from '../../../lib/use-locale';
import { setNewPassword } from '../api/auth-api';
import { AuthCard } from '../components/auth-layout';
import { failureText } from '../lib/failure-text';
import { setPasswordRemainingWarning } from '../lib/set-password';
import { useAuthForm } from '../lib/use-auth-form';

/** PWD-02: trimmed, at least 8 characters. */
const PasswordForm = SetPasswordRequest.pick({ password: true });
const buttonLink = buttonClass('primary', { block: true });

type View = { kind: 'form' } | { kind: 'changed'; message: string } | { kind: 'unusable'; message: string };

/** Set a new password from the e-mailed link (A §2, PWD-01..07): form, then the changed view. */
export function SetPasswordPage() {
  const locale = useLocale();
  const { token = '' } = useParams();
  const { t } = useTranslation('auth');
  const [remaining, setRemaining] = useState<number | null>(null);
  const [view, setView] = useState<View>({ kind: 'form' });
  const { formRef, ...form } = useAuthForm(PasswordForm, { password: '' });
  const submitting = form.formState.isSubmitting;
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (view.kind !== 'form') resultRef.current?.focus();
  }, [view.kind]);

  async function save({ password }: z.output<typeof PasswordForm>) {
    const outcome = await setNewPassword(token, password, locale);
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
        form.setAlert(answer.data.message);
        setRemaining(setPasswordRemainingWarning(answer.data));
        form.setValue('password', '');
        form.focusField('password');
        return;
      }
      // A token that is not even well-formed is as unusable as an expired one.
      if (failure.fields.token) {
        setView({ kind: 'unusable', message: t('setPassword.linkUnusable') });
        return;
      }
      if (failure.fields.password) {
        form.setServerErrors({ password: failure.fields.password }, true);
        return;
      }
    }
    form.setAlert(failureText(failure, t));
  }

  if (view.kind === 'changed') {
    return (
      <AuthCard title={t('setPassword.title')} testId="set-password-card">
        <div className="space-y-5" data-testid="password-changed">
          <Notice tone="success" ref={resultRef}>
            {view.message}
          </Notice>
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
          <Notice tone="error" ref={resultRef}>
            {view.message}
          </Notice>
          <Link to={pageHref('forgotPassword', locale)} className={buttonLink}>
            {t('setPassword.requestNew')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('setPassword.title')} lead={t('setPassword.lead')} testId="set-password-card">
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => form.submit(event, save)}
        className="space-y-5"
        data-testid="set-password-form"
      >
        <PasswordField
          id="new-password"
          autoComplete="new-password"
          label={t('field.newPassword')}
          toggleLabel={t('field.showPassword')}
          hint={t('field.passwordHint', { count: MIN_PASSWORD_LENGTH })}
          {...form.field('password')}
        />
        {form.alert && (
          <Notice tone="error" testId="set-password-alert">
            {form.alert}
          </Notice>
        )}
        {remaining !== null && (
          <Notice tone="warning" testId="set-password-remaining">
            {t('setPassword.remaining', { count: remaining })}
          </Notice>
        )}
        <SubmitButton block busy={submitting}>
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

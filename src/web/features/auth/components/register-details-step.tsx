import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../../../../core/contracts/auth';
import type { Locale } from '../../../../core/i18n/locales';
import { AltchaField } from '../../../components/captcha/altcha-field';
import { SubmitButton } from '../../../components/ui/button';
import { PasswordField, SelectField, TextField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { register } from '../api/auth-api';
import { DetailsForm, GENDER_OPTIONS } from '../lib/registration';
import { useAuthForm, useFormCaptcha } from '../lib/use-auth-form';

/**
 * REG-05..17: gender, names, e-mail, password twice and the captcha. The contract's checks run in the
 * spec's order and each field shows its first problem; the server's field errors land on the same fields.
 */
export function RegisterDetailsStep({
  locale,
  email,
  onDone,
}: {
  locale: Locale;
  email: string;
  onDone: (redirectUrl: string) => void;
}) {
  const { t } = useTranslation('auth');
  const { formRef, ...form } = useAuthForm(DetailsForm, {
    gender: '',
    firstname: '',
    lastname: '',
    email,
    password: '',
    confirmPassword: '',
  });
  const captcha = useFormCaptcha(form, formRef);
  const submitting = form.formState.isSubmitting;

  // The request carries the values as typed: the server applies the same contract.
  async function send(_data: unknown, values: z.input<typeof DetailsForm>) {
    // REG-15: usually solved while the form was filled in; otherwise it is solved now.
    const solution = await captcha.solve();
    if (!solution) return;
    const outcome = await register({ ...values, captcha: solution, language: locale });
    if (outcome.ok) {
      onDone(outcome.data.redirectUrl);
      return;
    }
    // Every solution is accepted once: whatever went wrong, the next try needs a fresh one.
    captcha.renew();
    form.showFailure(outcome.failure, true);
  }

  const genderOptions = GENDER_OPTIONS.map((gender) => ({
    value: gender,
    label: t(`register.details.genders.${gender || 'none'}`),
  }));

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => form.submit(event, send)}
      className="space-y-5"
      data-testid="register-details-step"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="register-gender"
          className="sm:col-span-2 sm:max-w-xs"
          label={t('register.details.gender')}
          options={genderOptions}
          {...form.field('gender')}
        />
        <TextField
          id="register-firstname"
          label={t('register.details.firstname')}
          autoComplete="given-name"
          {...form.field('firstname')}
        />
        <TextField
          id="register-lastname"
          label={t('register.details.lastname')}
          autoComplete="family-name"
          {...form.field('lastname')}
        />
        <TextField
          id="register-email"
          className="sm:col-span-2"
          type="email"
          inputMode="email"
          label={t('field.email')}
          autoComplete="email"
          {...form.field('email')}
        />
        <PasswordField
          id="register-password"
          label={t('field.password')}
          toggleLabel={t('field.showPassword')}
          autoComplete="new-password"
          hint={t('field.passwordHint', { count: MIN_PASSWORD_LENGTH })}
          {...form.field('password')}
        />
        <PasswordField
          id="register-confirmPassword"
          label={t('field.confirmPassword')}
          toggleLabel={t('field.showConfirmation')}
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
      </div>
      <AltchaField locale={locale} label={t('field.captcha')} {...captcha.field} />
      {form.alert && (
        <Notice tone="error" testId="register-alert">
          {form.alert}
        </Notice>
      )}
      <SubmitButton block busy={submitting}>
        {submitting ? t('register.details.submitting') : t('register.details.submit')}
      </SubmitButton>
    </form>
  );
}

import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CheckEmailRequest } from '../../../../core/contracts/auth';
import type { Locale } from '../../../../core/i18n/locales';
import { SubmitButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { checkEmail } from '../api/auth-api';
import { failureText } from '../lib/failure-text';
import { useAuthForm } from '../lib/use-auth-form';

const EmailStepForm = CheckEmailRequest.pick({ email: true });

/** REG-01..04: the address first; a malformed one is caught here, a taken one by the server. */
export function RegisterEmailStep({
  locale,
  initialEmail,
  onDone,
}: {
  locale: Locale;
  initialEmail: string;
  onDone: (email: string) => void;
}) {
  const { t } = useTranslation('auth');
  const { formRef, ...form } = useAuthForm(EmailStepForm, { email: initialEmail });
  const checking = form.formState.isSubmitting;

  // REG-04: the server gets the address as typed, only trimmed (the schema's output is lower-cased).
  async function check(_data: unknown, values: z.input<typeof EmailStepForm>) {
    const email = values.email.trim();
    const outcome = await checkEmail(email, locale);
    if (!outcome.ok) {
      const field = outcome.failure.kind === 'server' ? outcome.failure.fields.email : undefined;
      if (field) form.setServerErrors({ email: field });
      else form.setAlert(failureText(outcome.failure, t));
      return;
    }
    if (!outcome.data.success) {
      form.setServerErrors({ email: outcome.data.error ?? t('errors:emailTaken') }, true);
      return;
    }
    onDone(email);
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => form.submit(event, check)}
      className="space-y-5"
      data-testid="register-email-step"
    >
      <TextField
        id="register-email"
        label={t('field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...form.field('email')}
      />
      {form.alert && <Notice tone="error">{form.alert}</Notice>}
      <SubmitButton block busy={checking}>
        {checking ? t('register.email.checking') : t('register.email.continue')}
      </SubmitButton>
    </form>
  );
}

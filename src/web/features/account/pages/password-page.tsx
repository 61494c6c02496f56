import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SubmitButton } from '../../../components/ui/button';
import { StatusRegion } from '../../../components/ui/notice';
import { useLocale } from '../../../lib/use-locale';
import { PasswordChangeForm, submitPasswordChange } from '../api/account-api';
import { AccountPageFrame } from '../components/account-page-frame';
import { PasswordField } from '../../../components/ui/field';
import { useAccountForm } from '../lib/use-account-form';

/** A signed-in password change: the current password, a new one (≥ 8 characters, shown on demand). */
export function PasswordPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { formRef, ...form } = useAccountForm(PasswordChangeForm, { currentPassword: '', password: '' });
  const saving = form.formState.isSubmitting;

  async function save(data: z.output<typeof PasswordChangeForm>) {
    const answer = await submitPasswordChange(data, locale, t);
    if (answer.ok) {
      form.reset();
      form.setResult({ status: 'success', message: answer.message });
    } else {
      // A wrong current password takes the focus (it is the first field).
      form.setServerErrors(answer.errors, answer.errors.currentPassword !== undefined);
      form.setResult({ status: 'error', message: answer.message });
    }
  }

  return (
    <AccountPageFrame title={t('password.title')} lead={t('password.lead')}>
      <form ref={formRef} noValidate onSubmit={(event) => form.submit(event, save)} className="space-y-5" data-testid="password-form">
        <PasswordField id="pw-currentPassword" label={t('password.current')} toggleLabel={t('password.show')} hideLabel={t('password.hide')} autoComplete="current-password" required {...form.field('currentPassword')} />
        <PasswordField
          id="pw-password"
          toggleLabel={t('password.show')}
          hideLabel={t('password.hide')}
          label={t('password.new')}
          hint={t('password.newHint')}
          autoComplete="new-password"
          required
          minLength={8}
          {...form.field('password')}
        />
        <StatusRegion result={form.result} />
        <SubmitButton busy={saving} className="w-full sm:w-auto">
          {saving ? t('password.saving') : t('password.submit')}
        </SubmitButton>
      </form>
    </AccountPageFrame>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SubmitButton } from '../../../components/ui/button';
import { StatusRegion } from '../../../components/ui/notice';
import { useLocale } from '../../../lib/use-locale';
import {
  accountKeys,
  PasswordChangeForm,
  PasswordSetForm,
  signInMethodsOptions,
  submitPasswordChange,
} from '../api/account-api';
import { AccountPageFrame } from '../components/account-page-frame';
import { PasswordField } from '../../../components/ui/field';
import { SignInMethods } from '../components/sign-in-methods';
import { useAccountForm } from '../lib/use-account-form';

/**
 * A signed-in password change: the current password, a new one (≥ 8 characters, shown on demand). An account
 * made by social sign-in has no password yet and sets one without the current one. Below: the sign-in methods.
 */
export function PasswordPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const queryClient = useQueryClient();
  // Until the methods are known (or when they cannot be loaded) the account is taken to have a password.
  const methods = useQuery(signInMethodsOptions());
  const setsFirst = methods.data?.hasPassword === false;
  const schema = setsFirst ? PasswordSetForm : PasswordChangeForm;
  const { formRef, ...form } = useAccountForm(schema, { currentPassword: '', password: '' });
  const saving = form.formState.isSubmitting;

  async function save(data: z.output<typeof PasswordChangeForm>) {
    const answer = await submitPasswordChange(data, locale, t);
    if (answer.ok) {
      form.reset();
      form.setResult({ status: 'success', message: answer.message });
      if (setsFirst) void queryClient.invalidateQueries({ queryKey: accountKeys.signInMethods() });
    } else {
      // A wrong current password takes the focus (it is the first field).
      form.setServerErrors(answer.errors, answer.errors.currentPassword !== undefined);
      form.setResult({ status: 'error', message: answer.message });
    }
  }

  return (
    <AccountPageFrame
      title={setsFirst ? t('password.setTitle') : t('password.title')}
      lead={setsFirst ? t('password.setLead') : t('password.lead')}
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => form.submit(event, save)}
        className="space-y-5"
        data-testid="password-form"
      >
        {!setsFirst && (
          <PasswordField
            id="pw-currentPassword"
            label={t('password.current')}
            toggleLabel={t('password.show')}
            hideLabel={t('password.hide')}
            autoComplete="current-password"
            required
            {...form.field('currentPassword')}
          />
        )}
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
          {saving ? t('password.saving') : setsFirst ? t('password.setSubmit') : t('password.submit')}
        </SubmitButton>
      </form>
      <SignInMethods />
    </AccountPageFrame>
  );
}

import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PersonalData } from '../../../../core/contracts/account';
import { Button, SubmitButton } from '../../../components/ui/button';
import { PasswordField, SelectField, TextField } from '../../../components/ui/field';
import { Notice, StatusRegion } from '../../../components/ui/notice';
import { useLocale } from '../../../lib/use-locale';
import { Link } from 'react-router';
import { pageHref } from '../../../../core/routes';
import { linkClass } from '../../../components/ui/styles';
import {
  accountKeys,
  changesEmail,
  personalDataFormSchema,
  personalDataOptions,
  personalDataSubmission,
  signInMethodsOptions,
  submitPersonalData,
  type PersonalDataFormOutput,
  type PersonalDataShow,
} from '../api/account-api';
import { AccountPageFrame } from '../components/account-page-frame';
import { useAccountForm } from '../lib/use-account-form';
import { sessionStore } from '../../../lib/session';

/** PD-03: unspecified (empty), diverse, man, woman. */
export const GENDER_OPTIONS = [
  { value: '', key: 'unspecified' },
  { value: 'diverse', key: 'diverse' },
  { value: 'man', key: 'man' },
  { value: 'woman', key: 'woman' },
] as const;

/** The name the header shows, as the server builds it: first and last name, else the e-mail. */
function displayName(data: PersonalData): string {
  return `${data.firstname} ${data.lastname}`.trim() || data.email;
}

/** The header's name follows the saved data at once. */
function showSavedUser(saved: PersonalData): void {
  const { user } = sessionStore.get();
  if (user) sessionStore.set({ user: { ...user, name: displayName(saved), email: saved.email } });
}

/** A: "Personal data form. Fields: gender, first name, last name, email. One Update button." */
export function PersonalDataForm({
  initial,
  keySecret,
  hasPassword = true,
}: {
  initial: PersonalData;
  keySecret: string;
  /** False for an account made by social sign-in that has not set a password yet. */
  hasPassword?: boolean;
}) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const queryClient = useQueryClient();
  // The address the account has now; a new one waits for its link, so this changes only with a page load.
  const [savedEmail, setSavedEmail] = useState(initial.email);
  const schema = useMemo(() => personalDataFormSchema(savedEmail, hasPassword), [savedEmail, hasPassword]);
  const { formRef, ...form } = useAccountForm(schema, { ...initial, currentPassword: '' });
  const saving = form.formState.isSubmitting;
  // Issue 12 A9: a new address needs the current password, asked for only then.
  const newEmail = changesEmail(form.watch('email'), savedEmail);

  async function save(values: PersonalDataFormOutput) {
    const answer = await submitPersonalData(personalDataSubmission(values, savedEmail), keySecret, locale, t);
    form.setResult(answer);
    if (answer.status !== 'error' && answer.data) {
      const saved = answer.data;
      // With `pendingEmail` the account keeps its address until the link is opened: the form shows that one.
      form.reset({ ...saved, currentPassword: '' });
      setSavedEmail(saved.email);
      queryClient.setQueryData(accountKeys.personalData(), (old: PersonalDataShow | undefined) =>
        old ? { ...old, data: saved } : old,
      );
      showSavedUser(saved);
    }
    form.setServerErrors(answer.errors, answer.errors.currentPassword !== undefined);
  }

  const genderOptions = GENDER_OPTIONS.map((option) => ({
    value: option.value,
    label: t(`personalData.genders.${option.key}`),
  }));

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => form.submit(event, save)}
      className="space-y-5"
      data-testid="personal-data-form"
    >
      <SelectField
        id="pd-gender"
        label={t('personalData.gender')}
        options={genderOptions}
        {...form.field('gender')}
      />
      <TextField
        id="pd-firstname"
        label={t('personalData.firstname')}
        autoComplete="given-name"
        {...form.field('firstname')}
      />
      <TextField
        id="pd-lastname"
        label={t('personalData.lastname')}
        autoComplete="family-name"
        {...form.field('lastname')}
      />
      <TextField
        id="pd-email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('personalData.email')}
        hint={t('personalData.emailHint')}
        {...form.field('email')}
      />
      {newEmail && !hasPassword && (
        <Notice tone="info" testId="pd-set-password-first">
          {t('personalData.setPasswordFirst')}{' '}
          <Link to={pageHref('accountPassword', locale)} className={linkClass}>
            {t('personalData.setPasswordLink')}
          </Link>
        </Notice>
      )}
      {newEmail && hasPassword && (
        <PasswordField
          id="pd-currentPassword"
          label={t('personalData.currentPassword')}
          hint={t('personalData.currentPasswordHint')}
          toggleLabel={t('password.show')}
          hideLabel={t('password.hide')}
          autoComplete="current-password"
          required
          {...form.field('currentPassword')}
        />
      )}
      <StatusRegion result={form.result} />
      <SubmitButton busy={saving} className="w-full sm:w-auto">
        {saving ? t('personalData.saving') : t('personalData.submit')}
      </SubmitButton>
    </form>
  );
}

export function PersonalDataPage() {
  const { t } = useTranslation('account');
  const query = useQuery(personalDataOptions());
  // Whether the account has a password to confirm a new address with (an account made by social sign-in may not).
  const methods = useQuery(signInMethodsOptions());
  return (
    <AccountPageFrame title={t('personalData.title')} lead={t('personalData.lead')}>
      {query.isPending && (
        <p className="text-slate-600" role="status">
          {t('personalData.loading')}
        </p>
      )}
      {query.isError && (
        <Notice tone="error">
          <p>{t('personalData.loadError')}</p>
          <Button variant="text" className="mt-2" onClick={() => void query.refetch()}>
            {t('personalData.retry')}
          </Button>
        </Notice>
      )}
      {query.data && (
        <PersonalDataForm
          initial={query.data.data}
          keySecret={query.data.keySecret}
          hasPassword={methods.data?.hasPassword !== false}
        />
      )}
    </AccountPageFrame>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PersonalData } from '../../../../core/contracts/account';
import { Button, SubmitButton } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { Notice, StatusRegion } from '../../../components/ui/notice';
import { useLocale } from '../../../lib/use-locale';
import { accountKeys, personalDataOptions, submitPersonalData, type PersonalDataShow } from '../api/account-api';
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
export function PersonalDataForm({ initial, keySecret }: { initial: PersonalData; keySecret: string }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { formRef, ...form } = useAccountForm(PersonalData, initial);
  const saving = form.formState.isSubmitting;

  async function save(data: PersonalData) {
    const answer = await submitPersonalData(data, keySecret, locale, t);
    form.setResult(answer);
    if (answer.status !== 'error' && answer.data) {
      const saved = answer.data;
      form.reset(saved);
      queryClient.setQueryData(accountKeys.personalData(), (old: PersonalDataShow | undefined) => (old ? { ...old, data: saved } : old));
      showSavedUser(saved);
    }
    form.setServerErrors(answer.errors);
  }

  const genderOptions = GENDER_OPTIONS.map((option) => ({ value: option.value, label: t(`personalData.genders.${option.key}`) }));

  return (
    <form ref={formRef} noValidate onSubmit={(event) => form.submit(event, save)} className="space-y-5" data-testid="personal-data-form">
      <SelectField id="pd-gender" label={t('personalData.gender')} options={genderOptions} {...form.field('gender')} />
      <TextField id="pd-firstname" label={t('personalData.firstname')} autoComplete="given-name" {...form.field('firstname')} />
      <TextField id="pd-lastname" label={t('personalData.lastname')} autoComplete="family-name" {...form.field('lastname')} />
      <TextField
        id="pd-email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('personalData.email')}
        hint={t('personalData.emailHint')}
        {...form.field('email')}
      />
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
      {query.data && <PersonalDataForm initial={query.data.data} keySecret={query.data.keySecret} />}
    </AccountPageFrame>
  );
}

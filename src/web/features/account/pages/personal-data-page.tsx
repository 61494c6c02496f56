import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PersonalData } from '../../../../core/contracts/account';
import { appConfig } from '../../../lib/app-config';
import { useLocale } from '../../../lib/use-locale';
import {
  accountKeys,
  personalDataOptions,
  submitPersonalData,
  validatePersonalData,
  type FieldErrors,
  type PersonalDataResult,
  type PersonalDataShow,
  type PersonalDataValues,
} from '../api/account-api';
import { AccountPageFrame } from '../components/account-page-frame';
import { Field, selectClass, StatusRegion, SubmitButton, TextField } from '../components/form-field';
import { notifyAccountUpdated } from '../../../lib/account-events';

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

/** A: "Personal data form. Fields: gender, first name, last name, email. One Update button." */
export function PersonalDataForm({ initial, keySecret }: { initial: PersonalData; keySecret: string }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PersonalDataValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<PersonalDataResult | null>(null);
  const [saving, setSaving] = useState(false);

  const set = (field: keyof PersonalDataValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = validatePersonalData(values, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      setResult(null);
      // Focus the first field in error, so keyboard and screen reader users land on it.
      const first = ['gender', 'firstname', 'lastname', 'email'].find((field) => checked.errors[field]);
      if (first) document.getElementById(`pd-${first}`)?.focus();
      return;
    }
    setSaving(true);
    setErrors({});
    setResult(null);
    const answer = await submitPersonalData(checked.data, keySecret, locale, t);
    setSaving(false);
    setResult(answer);
    setErrors(answer.errors);
    if (answer.status !== 'error' && answer.data) {
      const saved = answer.data;
      setValues(saved);
      queryClient.setQueryData(accountKeys.personalData(), (old: PersonalDataShow | undefined) => (old ? { ...old, data: saved } : old));
      if (appConfig.user) {
        appConfig.user = { ...appConfig.user, name: displayName(saved), email: saved.email };
        notifyAccountUpdated();
      }
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" data-testid="personal-data-form">
      <Field id="pd-gender" label={t('personalData.gender')} error={errors.gender}>
        {(describedBy, invalid) => (
          <select
            id="pd-gender"
            name="gender"
            className={selectClass}
            value={values.gender}
            onChange={(event) => set('gender')(event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          >
            {GENDER_OPTIONS.map((option) => (
              <option key={option.key} value={option.value}>
                {t(`personalData.genders.${option.key}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        id="pd-firstname"
        name="firstname"
        label={t('personalData.firstname')}
        autoComplete="given-name"
        value={values.firstname}
        onChange={(event) => set('firstname')(event.target.value)}
        error={errors.firstname}
      />
      <TextField
        id="pd-lastname"
        name="lastname"
        label={t('personalData.lastname')}
        autoComplete="family-name"
        value={values.lastname}
        onChange={(event) => set('lastname')(event.target.value)}
        error={errors.lastname}
      />
      <TextField
        id="pd-email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('personalData.email')}
        hint={t('personalData.emailHint')}
        value={values.email}
        onChange={(event) => set('email')(event.target.value)}
        error={errors.email}
      />
      <StatusRegion result={result} />
      <SubmitButton saving={saving} label={t('personalData.submit')} savingLabel={t('personalData.saving')} />
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
        <div role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
          <p>{t('personalData.loadError')}</p>
          <button type="button" onClick={() => void query.refetch()} className="mt-2 font-semibold underline">
            {t('personalData.retry')}
          </button>
        </div>
      )}
      {query.data && <PersonalDataForm initial={query.data.data} keySecret={query.data.keySecret} />}
    </AccountPageFrame>
  );
}

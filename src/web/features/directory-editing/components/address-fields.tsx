import { useTranslation } from 'react-i18next';
import { ADDRESS_COUNTRIES } from '../../../../core/contracts/form-patterns';
import { SelectField, TextField } from '../../../components/ui/field';
import type { PathErrors } from '../api/directory-editing-api';

/** An address as the form edits it; the page sends it as is (the contract's input type checks it). */
export type AddressDraft = {
  country: (typeof ADDRESS_COUNTRIES)[number];
  zip: string;
  city: string;
  street: string;
  buildingNumber: string;
  buildingAdditionalInformation: string;
  phone: string;
  email: string;
  allowShowZip: boolean;
  allowShowCity: boolean;
  allowShowStreet: boolean;
  allowShowPhone: boolean;
  emailIsAccessible: boolean;
};

export const FLAGS = [
  'allowShowZip',
  'allowShowCity',
  'allowShowStreet',
  'allowShowPhone',
  'emailIsAccessible',
] as const;

export function emptyAddress(country: AddressDraft['country']): AddressDraft {
  return {
    country,
    zip: '',
    city: '',
    street: '',
    buildingNumber: '',
    buildingAdditionalInformation: '',
    phone: '',
    email: '',
    allowShowZip: true,
    allowShowCity: true,
    allowShowStreet: true,
    allowShowPhone: false,
    emailIsAccessible: false,
  };
}

/** A stored address as the form edits it (empty strings for absent values). */
export function addressDraft(address: {
  [K in keyof AddressDraft]: AddressDraft[K] | null;
}): AddressDraft {
  const draft = emptyAddress(address.country ?? 'PL');
  for (const key of Object.keys(draft) as Array<keyof AddressDraft>) {
    const value = address[key];
    if (value !== null && value !== undefined) (draft as Record<string, unknown>)[key] = value;
  }
  return draft;
}

/**
 * An address with the pattern table's fields (FORM-01…11, phone variant 1 per FORM-08) and its display flags:
 * what the public profile may show. Errors come by path (`addresses.0.zip`).
 */
export function AddressFields({
  idPrefix,
  value,
  onChange,
  errors,
  errorPath,
}: {
  idPrefix: string;
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
  errors: PathErrors;
  errorPath: string;
}) {
  const { t } = useTranslation('directory');
  const set = <K extends keyof AddressDraft>(key: K, next: AddressDraft[K]) =>
    onChange({ ...value, [key]: next });
  const text = (key: Exclude<keyof AddressDraft, 'country' | (typeof FLAGS)[number]>, extra: object = {}) => (
    <TextField
      id={`${idPrefix}-${key}`}
      name={`${errorPath}.${key}`}
      label={t(`editing.address.${key}`)}
      value={value[key]}
      error={errors[`${errorPath}.${key}`]}
      onChange={(event) => set(key, event.target.value)}
      {...extra}
    />
  );
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${idPrefix}-country`}
          name={`${errorPath}.country`}
          label={t('editing.address.country')}
          value={value.country}
          error={errors[`${errorPath}.country`]}
          options={ADDRESS_COUNTRIES.map((code) => ({ value: code, label: t(`editing.countries.${code}`) }))}
          onChange={(event) => set('country', event.target.value as AddressDraft['country'])}
        />
        {text('zip', { autoComplete: 'postal-code', hint: t(`editing.zipHint.${value.country}`) })}
        {text('city', { autoComplete: 'address-level2' })}
        {text('street', { autoComplete: 'address-line1' })}
        {text('buildingNumber')}
        {text('buildingAdditionalInformation', { autoComplete: 'address-line2' })}
        {text('phone', { type: 'tel', autoComplete: 'tel', hint: t('editing.phoneHint') })}
        {text('email', { type: 'email', autoComplete: 'email' })}
      </div>
      <fieldset className="rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">{t('editing.address.shown')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {FLAGS.map((flag) => (
            <label key={flag} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={value[flag]}
                onChange={(event) => set(flag, event.target.checked)}
              />
              {t(`editing.address.flags.${flag}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** A list of label checkboxes (professions, tags, specialisations). */
export function LabelChoices({
  legend,
  name,
  options,
  chosen,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ find: string; name: string }>;
  chosen: string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.find}
            className="flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="checkbox"
              name={name}
              value={option.find}
              checked={chosen.includes(option.find)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...chosen, option.find]
                    : chosen.filter((key) => key !== option.find),
                )
              }
            />
            {option.name}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}

import { useTranslation } from 'react-i18next';
import { SALUTATIONS, type BillingAddressInput } from '../../../core/contracts/billing-addresses';
import { ADDRESS_COUNTRIES } from '../../../core/contracts/form-patterns';
import { SelectField, TextField } from '../ui/field';
import type { FieldErrors } from './form-errors';

export type BillingAddressDraft = {
  [K in keyof Required<BillingAddressInput>]: string;
};

export const EMPTY_BILLING_ADDRESS: BillingAddressDraft = {
  salutation: '',
  title: '',
  firstname: '',
  lastname: '',
  street: '',
  building_number: '',
  building_additional_information: '',
  phone: '',
  company_identification_number: '',
  country: 'PL',
  zip: '',
  city: '',
};

type TextKey = Exclude<keyof BillingAddressDraft, 'salutation' | 'country'>;
const AUTOCOMPLETE: Partial<Record<TextKey, string>> = {
  title: 'honorific-prefix',
  firstname: 'given-name',
  lastname: 'family-name',
  street: 'address-line1',
  building_additional_information: 'address-line2',
  phone: 'tel',
  zip: 'postal-code',
  city: 'address-level2',
};

/**
 * A billing address with the pattern table's fields (B §7 names, FORM-01…13; phone variant 1 per FORM-08).
 * Errors come by path (`address.zip`), from the contract in the browser or from the server.
 */
export function BillingAddressFields({
  idPrefix,
  value,
  onChange,
  errors,
  errorPath = 'address',
}: {
  idPrefix: string;
  value: BillingAddressDraft;
  onChange: (next: BillingAddressDraft) => void;
  errors: FieldErrors;
  errorPath?: string;
}) {
  const { t } = useTranslation('shop');
  const set = (key: keyof BillingAddressDraft, next: string) => onChange({ ...value, [key]: next });
  const text = (key: TextKey, extra: { hint?: string; type?: string; optional?: boolean } = {}) => (
    <TextField
      id={`${idPrefix}-${key}`}
      name={`${errorPath}.${key}`}
      label={extra.optional ? t('address.optional', { label: t(`address.${key}`) }) : t(`address.${key}`)}
      value={value[key]}
      error={errors[`${errorPath}.${key}`]}
      autoComplete={AUTOCOMPLETE[key]}
      type={extra.type}
      hint={extra.hint}
      onChange={(event) => set(key, event.target.value)}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id={`${idPrefix}-salutation`}
        name={`${errorPath}.salutation`}
        label={t('address.salutation')}
        value={value.salutation}
        error={errors[`${errorPath}.salutation`]}
        options={SALUTATIONS.map((salutation) => ({
          value: salutation,
          label: t(`address.salutations.${salutation || 'none'}`),
        }))}
        onChange={(event) => set('salutation', event.target.value)}
      />
      {text('title', { optional: true })}
      {text('firstname')}
      {text('lastname')}
      <SelectField
        id={`${idPrefix}-country`}
        name={`${errorPath}.country`}
        label={t('address.country')}
        value={value.country}
        error={errors[`${errorPath}.country`]}
        options={ADDRESS_COUNTRIES.map((code) => ({ value: code, label: t(`address.countries.${code}`) }))}
        onChange={(event) => set('country', event.target.value)}
      />
      {text('zip', { hint: t(`address.zipHint.${value.country}`) })}
      {text('city')}
      {text('street')}
      {text('building_number')}
      {text('building_additional_information', { optional: true })}
      {text('phone', { type: 'tel', hint: t('address.phoneHint'), optional: true })}
      {text('company_identification_number', { optional: true })}
    </div>
  );
}

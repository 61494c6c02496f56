import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingAddressInput, type BillingAddress } from '../../../core/contracts/billing-addresses';
import { api } from '../../../core/routes';
import { apiClient } from '../../lib/api-client';
import { useLocale } from '../../lib/use-locale';
import { SubmitButton } from '../ui/button';
import { Notice } from '../ui/notice';
import {
  BillingAddressFields,
  EMPTY_BILLING_ADDRESS,
  type BillingAddressDraft,
} from './billing-address-fields';
import { failureOf, fieldErrors, type FieldErrors } from './form-errors';

/** The draft as the contract reads it: empty optional fields are absent. */
export const addressBody = (draft: BillingAddressDraft) => draft as BillingAddressInput;

/** Adds a billing address (checked in the browser by the same contract first); `onSaved` gets the new list. */
export function BillingAddressForm({ onSaved }: { onSaved: (addresses: BillingAddress[]) => void }) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const [draft, setDraft] = useState<BillingAddressDraft>(EMPTY_BILLING_ADDRESS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = BillingAddressInput.safeParse(draft);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error, t, 'address.'));
      setAlert(t('address.fixErrors'));
      return;
    }
    setBusy(true);
    try {
      const answer = await apiClient.call(api.billing_address_create, {
        body: { address: addressBody(draft), language: locale },
      });
      setErrors({});
      setAlert(null);
      onSaved(answer.addresses);
    } catch (error) {
      const failure = failureOf(error, t('address.saveFailed'));
      setErrors(failure.fields);
      setAlert(failure.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
      data-testid="billing-address-form"
    >
      <BillingAddressFields idPrefix="billing" value={draft} onChange={setDraft} errors={errors} />
      {alert && (
        <Notice tone="error" testId="billing-address-alert">
          {alert}
        </Notice>
      )}
      <SubmitButton busy={busy}>{busy ? t('address.saving') : t('address.save')}</SubmitButton>
    </form>
  );
}

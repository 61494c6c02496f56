import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RegistrationDetails } from '../../../core/contracts/auth';
import type { BasketProductType } from '../../../core/contracts/basket';
import { BillingAddressInput } from '../../../core/contracts/billing-addresses';
import { api } from '../../../core/routes';
import { apiClient } from '../../lib/api-client';
import { announceBasketUpdate } from '../../lib/basket';
import { refreshSession } from '../../lib/refresh-session';
import { useLocale } from '../../lib/use-locale';
import { AltchaField, type CaptchaHandle } from '../captcha/altcha-field';
import { toast } from '../toast/toast-store';
import { SubmitButton } from '../ui/button';
import { PasswordField, TextField } from '../ui/field';
import { Notice } from '../ui/notice';
import {
  BillingAddressFields,
  EMPTY_BILLING_ADDRESS,
  type BillingAddressDraft,
} from './billing-address-fields';
import { addressBody } from './billing-address-form';
import { failureOf, fieldErrors, type FieldErrors } from './form-errors';

const Form = z.object({ account: RegistrationDetails, address: BillingAddressInput });
const EMPTY_ACCOUNT = { firstname: '', lastname: '', email: '', password: '', confirmPassword: '' };
type AccountDraft = typeof EMPTY_ACCOUNT;

/**
 * B §7 purchase-page register (PROMO-08): account, billing address and captcha in one form. The product the
 * guest clicked rides along, so once the account exists it is in the basket (the add completes by itself).
 */
export function PurchaseRegisterForm({
  product,
}: {
  product: { productType: BasketProductType; productId: number } | null;
}) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const [account, setAccount] = useState<AccountDraft>(EMPTY_ACCOUNT);
  const [address, setAddress] = useState<BillingAddressDraft>(EMPTY_BILLING_ADDRESS);
  const [captchaPayload, setCaptchaPayload] = useState<string | null>(null);
  const captcha = useRef<CaptchaHandle>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = Form.safeParse({ account, address });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error, t));
      setAlert(t('address.fixErrors'));
      return;
    }
    setBusy(true);
    try {
      const solution = captchaPayload ?? (await captcha.current?.solve()) ?? null;
      if (!solution) {
        setErrors({ captcha: t('errors:captchaMissing') });
        return;
      }
      const answer = await apiClient.call(api.purchase_register, {
        body: { account, address: addressBody(address), product, captcha: solution, language: locale },
      });
      await refreshSession();
      if (answer.basketCount > 0) announceBasketUpdate(answer.basketCount);
      toast.success(answer.message);
    } catch (error) {
      // Every solution is accepted once.
      captcha.current?.renew();
      const failure = failureOf(error, t('purchase.registerFailed'));
      setErrors(failure.fields);
      setAlert(failure.message);
    } finally {
      setBusy(false);
    }
  }

  const accountField = (key: keyof AccountDraft, autoComplete: string) => ({
    id: `purchase-${key}`,
    name: `account.${key}`,
    value: account[key],
    error: errors[`account.${key}`],
    autoComplete,
    onChange: (event: { target: { value: string } }) => setAccount({ ...account, [key]: event.target.value }),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-5"
      data-testid="purchase-register-form"
      aria-labelledby="purchase-register-title"
    >
      <h2 id="purchase-register-title" className="text-lg font-semibold text-slate-900">
        {t('purchase.registerTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('address.firstname')} {...accountField('firstname', 'given-name')} />
        <TextField label={t('address.lastname')} {...accountField('lastname', 'family-name')} />
        <TextField
          className="sm:col-span-2"
          type="email"
          label={t('purchase.email')}
          {...accountField('email', 'email')}
        />
        <PasswordField
          label={t('purchase.password')}
          toggleLabel={t('purchase.showPassword')}
          {...accountField('password', 'new-password')}
        />
        <PasswordField
          label={t('purchase.confirmPassword')}
          toggleLabel={t('purchase.showConfirmation')}
          {...accountField('confirmPassword', 'new-password')}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-slate-900">{t('purchase.billingAddress')}</legend>
        <BillingAddressFields
          idPrefix="purchase-address"
          value={address}
          onChange={setAddress}
          errors={errors}
        />
      </fieldset>
      <AltchaField
        ref={captcha}
        locale={locale}
        label={t('purchase.captcha')}
        onChange={setCaptchaPayload}
        error={errors.captcha}
      />
      {alert && (
        <Notice tone="error" testId="purchase-register-alert">
          {alert}
        </Notice>
      )}
      <SubmitButton busy={busy}>{busy ? t('purchase.registering') : t('purchase.register')}</SubmitButton>
    </form>
  );
}

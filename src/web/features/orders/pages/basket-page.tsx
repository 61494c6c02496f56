import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../../../core/contracts/orders';
import { currencyForLocale, formatPrice } from '../../../../core/domain/format';
import { api, pageHref } from '../../../../core/routes';
import { addressLine, billingAddressesKey } from '../../../components/add-to-basket';
import { MarketingClaims } from '../../../components/purchase/marketing-claims';
import { BillingAddressForm } from '../../../components/purchase/billing-address-form';
import { SubmitButton } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { cardClass } from '../../../components/ui/styles';
import { toast } from '../../../components/toast/toast-store';
import { ApiError, apiClient } from '../../../lib/api-client';
import { announceBasketUpdate } from '../../../lib/basket';
import { useLocale } from '../../../lib/use-locale';
import { basketOptions, paymentMethodsOptions } from '../api/orders-api';

/**
 * The basket page (issue 18 A1, A3): the lines with their prices, the totals without tax and with it, the way
 * to pay, and the order. The server prices everything again; a bank transfer leads to the order's page with
 * the transfer's details, a card to Stripe's checkout page.
 */
export function BasketPage() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const basket = useQuery(basketOptions(locale));
  const methods = useQuery(paymentMethodsOptions());
  const addresses = useQuery({
    queryKey: billingAddressesKey,
    queryFn: ({ signal }) => apiClient.call(api.billing_addresses, { signal }),
  });
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [addressId, setAddressId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const currency = currencyForLocale(locale);
  const money = (value: number) => formatPrice(value, locale, currency);

  async function remove(id: number) {
    setRemoving(id);
    try {
      const answer = await apiClient.call(api.api_header_basket_remove, { body: { id, locale } });
      toast.success(answer.message || t('basket.removed'));
      announceBasketUpdate(answer.count);
      await queryClient.invalidateQueries({ queryKey: ['basket'] });
    } catch (failure) {
      toast.error(
        failure instanceof ApiError && failure.code !== 'http_error'
          ? failure.message
          : t('basket.removeFailed'),
      );
    } finally {
      setRemoving(null);
    }
  }

  async function order(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // BSK-15: no way to pay chosen.
    if (!method) return setError(t('basket.noPaymentMethod'));
    setError(null);
    setBusy(true);
    try {
      const billTo = addressId ?? addressList.at(-1)?.id;
      const answer = await apiClient.call(api.checkout, {
        body: { paymentMethod: method, locale, ...(billTo ? { addressId: billTo } : {}) },
      });
      announceBasketUpdate(0);
      await queryClient.invalidateQueries({ queryKey: ['basket'] });
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      if (answer.redirectUrl) window.location.assign(answer.redirectUrl);
      else await navigate(pageHref('accountOrders', locale, {}, { order: answer.order.uid }));
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.fields.paymentMethod ?? failure.fields.addressId ?? failure.message)
          : t('basket.checkoutFailed'),
      );
    } finally {
      setBusy(false);
    }
  }

  const items = basket.data?.items ?? [];
  const addressList = addresses.data?.addresses ?? [];
  const chosenAddress = addressId ?? addressList.at(-1)?.id ?? null;
  const summary = basket.data?.summary[currency];
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">{t('basket.title')}</h1>
      {basket.isPending ? (
        <p role="status" className="mt-6">
          {t('basket.loading')}
        </p>
      ) : basket.isError ? (
        <div className="mt-6">
          <Notice tone="error">{t('basket.loadFailed')}</Notice>
        </div>
      ) : items.length === 0 ? (
        <p className="mt-6 text-slate-700" data-testid="basket-page-empty">
          {t('basket.empty')}
        </p>
      ) : (
        <div className="mt-6 space-y-6">
          <ul className={`${cardClass} divide-y divide-slate-200`} data-testid="basket-page-items">
            {items.map((item) => (
              <li
                key={item.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
                data-testid="basket-page-item"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{item.title}</p>
                  <p className="text-sm text-slate-600">{t(`basket.types.${item.productType}`)}</p>
                  {item.promotion && (
                    <p className="text-sm font-semibold text-brand-800" data-testid="basket-line-promotion">
                      {t('basket.welcomeOffer', { percent: item.promotion.discountPercent })}
                    </p>
                  )}
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-medium text-slate-900">
                    {item.total[currency]
                      ? money(item.total[currency].priceTotalWithTaxAndDiscount)
                      : t('basket.noPrice')}
                  </span>
                  <button
                    type="button"
                    onClick={() => void remove(item.id)}
                    disabled={removing === item.id}
                    aria-label={t('basket.remove', { title: item.title })}
                    className="rounded-md border border-slate-300 px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
                  >
                    {t('basket.removeShort')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          {summary && (
            <dl
              className={`${cardClass} grid grid-cols-[1fr_auto] gap-x-3 gap-y-1`}
              data-testid="basket-page-summary"
            >
              <dt className="text-slate-700">{t('basket.withoutTax')}</dt>
              <dd className="text-right">{money(summary.priceTotalWithTaxAndDiscount - summary.priceTax)}</dd>
              <dt className="text-slate-700">{t('basket.tax')}</dt>
              <dd className="text-right">{money(summary.priceTax)}</dd>
              <dt className="text-lg font-semibold text-slate-900">{t('basket.total')}</dt>
              <dd className="text-right text-lg font-semibold" data-testid="basket-page-total">
                {money(summary.priceTotalWithTaxAndDiscount)}
              </dd>
            </dl>
          )}
          <form noValidate onSubmit={(event) => void order(event)} className={`${cardClass} space-y-4`}>
            {addressList.length > 0 ? (
              <fieldset>
                <legend className="text-lg font-semibold text-slate-900">{t('basket.billTo')}</legend>
                <div className="mt-3 space-y-2">
                  {addressList.map((address) => (
                    <label
                      key={address.id}
                      className="flex items-start gap-3 rounded-md border border-slate-200 p-3 has-checked:border-brand-700"
                    >
                      <input
                        type="radio"
                        name="addressId"
                        value={address.id}
                        checked={chosenAddress === address.id}
                        onChange={() => setAddressId(address.id)}
                        className="mt-1"
                      />
                      <span className="text-slate-800" data-testid="billing-address">
                        {addressLine(address)}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : (
              addresses.isSuccess && (
                <div className="space-y-3" data-testid="add-address-hint">
                  <p className="text-sm text-slate-800">{t('basket.addAddressHint')}</p>
                  <BillingAddressForm
                    onSaved={(next) => queryClient.setQueryData(billingAddressesKey, { addresses: next })}
                  />
                </div>
              )
            )}
            <fieldset aria-describedby={error ? 'payment-error' : undefined}>
              <legend className="text-lg font-semibold text-slate-900">{t('basket.payWith')}</legend>
              <div className="mt-3 space-y-2">
                {(methods.data?.methods ?? ['bank_transfer']).map((option) => (
                  <label
                    key={option}
                    className="flex items-start gap-3 rounded-md border border-slate-200 p-3 has-checked:border-brand-700"
                  >
                    <input
                      type="radio"
                      name="paymentMethod"
                      value={option}
                      checked={method === option}
                      onChange={() => {
                        setMethod(option);
                        setError(null);
                      }}
                      className="mt-1"
                    />
                    <span>
                      <span className="block font-medium text-slate-900">{t(`orders.method.${option}`)}</span>
                      <span className="block text-sm text-slate-600">{t(`orders.methodHint.${option}`)}</span>
                    </span>
                  </label>
                ))}
              </div>
              {error && (
                <p
                  id="payment-error"
                  role="alert"
                  className="mt-2 text-sm font-medium text-red-800"
                  data-testid="checkout-error"
                >
                  {error}
                </p>
              )}
            </fieldset>
            <SubmitButton busy={busy}>{busy ? t('basket.ordering') : t('basket.order')}</SubmitButton>
          </form>
          <MarketingClaims />
        </div>
      )}
    </div>
  );
}

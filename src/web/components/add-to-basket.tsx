import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BasketProductType } from '../../core/contracts/basket';
import type { BillingAddress } from '../../core/contracts/billing-addresses';
import { api, pageHref } from '../../core/routes';
import { apiClient } from '../lib/api-client';
import { appConfig } from '../lib/app-config';
import { announceBasketUpdate } from '../lib/basket';
import { useSession } from '../lib/session';
import { useLocale } from '../lib/use-locale';
import { BillingAddressForm } from './purchase/billing-address-form';
import { failureOf } from './purchase/form-errors';
import { PurchaseRegisterForm } from './purchase/purchase-register-form';
import { toast } from './toast/toast-store';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';
import { buttonClass, linkClass } from './ui/styles';

export const billingAddressesKey = ['billing-addresses'] as const;

/** One line of an address, as the confirmation shows where the invoice goes. */
export const addressLine = (address: Omit<BillingAddress, 'id'>) =>
  `${address.firstname} ${address.lastname}, ${address.street} ${address.building_number}, ${address.zip} ${address.city}`;

/**
 * The purchase page's rules (B §9, DECISIONS PROMO-09), under a product's summary and price:
 * - sales paused (the read-only flag): only a read-more link;
 * - a guest: add (which opens the registration, the product riding along), sign in, register — no
 *   registration when the flag turns it off;
 * - a member whose address is not confirmed: told to confirm it (buying waits for it, issue 12 A1);
 * - a confirmed member without a billing address: the add-address hint and form;
 * - otherwise: add to basket, after a confirmation dialog.
 */
export function AddToBasket({
  productType,
  productId,
  title,
  price,
  readMoreHref,
}: {
  productType: BasketProductType;
  productId: number;
  title: string;
  /** The price as the page shows it, for the confirmation. */
  price: string;
  /** Where the read-only flag's link goes: the page's own description. */
  readMoreHref: string;
}) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const { pathname } = useLocation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [registering, setRegistering] = useState<'with-product' | 'without' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const granted = Boolean(user?.emailVerified) && !appConfig.flags.shopReadOnly;
  const addresses = useQuery({
    queryKey: billingAddressesKey,
    queryFn: ({ signal }) => apiClient.call(api.billing_addresses, { signal }),
    enabled: granted,
  });

  if (appConfig.flags.shopReadOnly)
    return (
      <p data-testid="purchase-read-only">
        <a href={readMoreHref} className={linkClass}>
          {t('basket.readMore')}
        </a>
      </p>
    );

  if (!user) {
    const registrationOpen = !appConfig.flags.registrationDisabled;
    const loginHref = pageHref('login', locale, {}, { next: pathname });
    return (
      <div className="space-y-4" data-testid="buy-guest">
        <p className="flex flex-wrap items-center gap-3">
          {registrationOpen ? (
            <Button onClick={() => setRegistering('with-product')} data-testid="add-to-basket">
              {t('basket.add')}
            </Button>
          ) : (
            <Link to={loginHref} className={buttonClass('primary')} data-testid="add-to-basket">
              {t('basket.add')}
            </Link>
          )}
          <Link to={loginHref} className={buttonClass('secondary')}>
            {t('basket.signInToBuy')}
          </Link>
          {registrationOpen && registering === null && (
            <Button variant="text" onClick={() => setRegistering('without')}>
              {t('basket.registerToBuy')}
            </Button>
          )}
        </p>
        {registering && (
          <div className="rounded-lg border border-slate-200 p-4">
            {registering === 'with-product' && (
              <p className="mb-3 text-sm text-slate-700" data-testid="pending-add">
                {t('basket.pendingAdd', { title })}
              </p>
            )}
            <PurchaseRegisterForm
              product={registering === 'with-product' ? { productType, productId } : null}
            />
          </div>
        )}
      </div>
    );
  }

  if (!user.emailVerified)
    return (
      <p className="text-sm text-slate-700" data-testid="buy-confirm-email">
        {t('basket.confirmEmailToBuy')}
      </p>
    );

  if (addresses.isPending)
    return <p className="h-10 w-40 animate-pulse rounded-md bg-slate-100" aria-hidden />;
  const list = addresses.data?.addresses ?? [];
  if (list.length === 0)
    return (
      <div
        className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
        data-testid="add-address-hint"
      >
        <p className="text-sm text-slate-800">{t('basket.addAddressHint')}</p>
        <BillingAddressForm
          onSaved={(next) => queryClient.setQueryData(billingAddressesKey, { addresses: next })}
        />
      </div>
    );

  async function add() {
    setBusy(true);
    try {
      const answer = await apiClient.call(api.basket_add, {
        body: { productType, productId, language: locale },
      });
      toast.success(answer.message);
      announceBasketUpdate(answer.count);
      setAdded(true);
    } catch (error) {
      toast.error(failureOf(error, t('basket.addFailed')).message);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <p className="flex flex-wrap items-center gap-3">
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('basket.confirmTitle')}
        testId="add-to-basket-dialog"
        trigger={
          <Button busy={busy} data-testid="add-to-basket">
            {busy ? t('basket.adding') : t('basket.add')}
          </Button>
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('basket.cancel')}
            </Button>
            <Button busy={busy} onClick={() => void add()} data-testid="add-to-basket-confirm">
              {t('basket.confirmAdd')}
            </Button>
          </>
        }
      >
        <p className="text-slate-800">{t('basket.confirmText', { title, price })}</p>
        <p className="text-sm text-slate-700">
          {t('basket.billedTo', { address: addressLine(list.at(-1)!) })}
        </p>
      </Dialog>
      {added && (
        <Link to={pageHref('basket', locale)} className={linkClass} data-testid="go-to-basket">
          {t('basket.goToBasket')}
        </Link>
      )}
    </p>
  );
}

import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BasketProductType } from '../../core/contracts/basket';
import { api, pageHref } from '../../core/routes';
import { ApiError, apiClient } from '../lib/api-client';
import { announceBasketUpdate } from '../lib/basket';
import { useSession } from '../lib/session';
import { useLocale } from '../lib/use-locale';
import { toast } from './toast/toast-store';
import { Button } from './ui/button';
import { buttonClass, linkClass } from './ui/styles';

/**
 * Buying a product from its page (issue 18 A1): a member adds it to the basket (the server's message in a
 * toast, every basket view told by `basket:updated`); a guest is offered sign-in and registration; a member
 * whose address is not confirmed yet is told to confirm it first (buying waits for it, issue 12 A1).
 */
export function AddToBasket({
  productType,
  productId,
}: {
  productType: BasketProductType;
  productId: number;
}) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const { pathname } = useLocation();
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);

  if (!user)
    return (
      <p className="flex flex-wrap items-center gap-3" data-testid="buy-guest">
        <Link to={pageHref('login', locale, {}, { next: pathname })} className={buttonClass('primary')}>
          {t('basket.signInToBuy')}
        </Link>
        <Link to={pageHref('register', locale)} className={linkClass}>
          {t('basket.registerToBuy')}
        </Link>
      </p>
    );
  if (!user.emailVerified)
    return (
      <p className="text-sm text-slate-700" data-testid="buy-confirm-email">
        {t('basket.confirmEmailToBuy')}
      </p>
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
      toast.error(
        error instanceof ApiError && error.code !== 'http_error' ? error.message : t('basket.addFailed'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <p className="flex flex-wrap items-center gap-3">
      <Button onClick={() => void add()} busy={busy} data-testid="add-to-basket">
        {busy ? t('basket.adding') : t('basket.add')}
      </Button>
      {added && (
        <Link to={pageHref('basket', locale)} className={linkClass} data-testid="go-to-basket">
          {t('basket.goToBasket')}
        </Link>
      )}
    </p>
  );
}

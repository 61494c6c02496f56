import { useEffect, useId, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BasketAmount, BasketItem } from '../../../core/contracts/basket';
import { currencyForLocale, formatPrice } from '../../../core/domain/format';
import type { Locale } from '../../../core/i18n/locales';
import { api } from '../../../core/routes';
import { toast } from '../../components/toast/toast-store';
import { ApiError, apiClient } from '../../lib/api-client';
import { announceBasketUpdate, BASKET_UPDATED_EVENT, basketKey } from '../../lib/basket';

function BasketIcon() {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden
    >
      <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
      <circle cx="10" cy="20" r="1.3" />
      <circle cx="17" cy="20" r="1.3" />
    </svg>
  );
}

/** BSK-05: the amount without tax (total minus tax) and the total, in the page's currency. */
function Amounts({ amount, locale }: { amount: BasketAmount | undefined; locale: Locale }) {
  const { t } = useTranslation('shell');
  if (!amount) return <span className="text-sm text-slate-600">{t('basket.noPrice')}</span>;
  const currency = currencyForLocale(locale);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-3 text-sm" data-testid="basket-amounts">
      <dt className="text-slate-600">{t('basket.withoutTax')}</dt>
      <dd className="text-right text-slate-800" data-testid="basket-net">
        {formatPrice(amount.priceTotalWithTaxAndDiscount - amount.priceTax, locale, currency)}
      </dd>
      <dt className="font-semibold text-slate-900">{t('basket.total')}</dt>
      <dd className="text-right font-semibold text-slate-900" data-testid="basket-total">
        {formatPrice(amount.priceTotalWithTaxAndDiscount, locale, currency)}
      </dd>
    </dl>
  );
}

function Line({ item, locale, onRemoved }: { item: BasketItem; locale: Locale; onRemoved: () => void }) {
  const { t } = useTranslation('shell');
  const [removing, setRemoving] = useState(false);
  const currency = currencyForLocale(locale);
  const price = item.total[currency];

  async function remove() {
    setRemoving(true);
    try {
      const answer = await apiClient.call(api.api_header_basket_remove, { body: { id: item.id, locale } });
      // BSK-13: the server's message, else the default.
      toast.success(answer.message || t('basket.removed'));
      announceBasketUpdate(answer.count);
      onRemoved();
    } catch (error) {
      // BSK-14: the server's message, else a generic one.
      toast.error(
        error instanceof ApiError && error.code !== 'http_error' ? error.message : t('basket.removeFailed'),
      );
    } finally {
      setRemoving(false);
    }
  }

  return (
    <li className="flex items-start justify-between gap-3 py-3" data-testid="basket-item">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{item.title}</p>
        <p className="text-sm text-slate-600">{t(`basket.types.${item.productType}`)}</p>
        {item.promotion && (
          <p className="text-sm font-semibold text-brand-800" data-testid="basket-line-promotion">
            {t('basket.welcomeOffer', { percent: item.promotion.discountPercent })}
          </p>
        )}
        {price && (
          <p className="text-sm text-slate-800">
            {formatPrice(price.priceTotalWithTaxAndDiscount, locale, currency)}
          </p>
        )}
      </div>
      {/* BSK-09: this line's button waits for its call. */}
      <button
        type="button"
        onClick={() => void remove()}
        disabled={removing}
        aria-busy={removing || undefined}
        aria-label={t('basket.remove', { title: item.title })}
        className="shrink-0 rounded-md border border-slate-300 px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
        data-testid="basket-remove"
      >
        {t('basket.removeShort')}
      </button>
    </li>
  );
}

/**
 * The header's basket (BSK-01…14): a button with the number of lines and a panel with the lines, each with its
 * remove button, and the totals. It reloads on `basket:updated` (BSK-06) and with the page's language (BSK-08).
 */
export function BasketMenu({ locale }: { locale: Locale }) {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const basket = useQuery({
    queryKey: basketKey(locale),
    queryFn: ({ signal }) => apiClient.call(api.api_header_basket, { query: { locale }, signal }),
  });
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['basket'] });

  useEffect(() => {
    const onUpdate = () => void queryClient.invalidateQueries({ queryKey: ['basket'] });
    window.addEventListener(BASKET_UPDATED_EVENT, onUpdate);
    return () => window.removeEventListener(BASKET_UPDATED_EVENT, onUpdate);
  }, [queryClient]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  const items = basket.data?.items ?? [];
  const summary = basket.data?.summary[currencyForLocale(locale)];
  return (
    <div className="relative" ref={root}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
        data-testid="basket-button"
      >
        <BasketIcon />
        <span className="sr-only">{t('basket.button', { count: items.length })}</span>
        {items.length > 0 && (
          <span
            aria-hidden
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-brand-800 px-1 text-center text-xs font-semibold text-white"
            data-testid="basket-count"
          >
            {items.length}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={t('basket.title')}
          className="absolute right-0 z-50 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
          data-testid="basket-panel"
        >
          <h2 className="text-base font-semibold text-slate-900">{t('basket.title')}</h2>
          {basket.isPending ? (
            <p role="status" className="mt-3 text-sm text-slate-700">
              {t('basket.loading')}
            </p>
          ) : basket.isError ? (
            <p role="alert" className="mt-3 text-sm text-red-800">
              {t('basket.loadFailed')}
            </p>
          ) : items.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700" data-testid="basket-empty">
              {t('basket.empty')}
            </p>
          ) : (
            <>
              <ul className="mt-1 divide-y divide-slate-200">
                {items.map((item) => (
                  <Line key={item.id} item={item} locale={locale} onRemoved={reload} />
                ))}
              </ul>
              <div className="mt-2 border-t border-slate-200 pt-3">
                <Amounts amount={summary} locale={locale} />
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}

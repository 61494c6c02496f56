import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../../core/contracts/orders';
import { formatPrice } from '../../../../core/domain/format';
import type { Locale } from '../../../../core/i18n/locales';

/** An amount in minor units, in the order's currency as the page's language writes it. */
export function formatMinor(minor: number, currency: string, locale: Locale): string {
  return formatPrice(minor / 100, locale, currency);
}

const STATUS_STYLES: Record<OrderStatus, string> = {
  awaiting_payment: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-900',
  cancelled: 'bg-slate-200 text-slate-800',
  refunded: 'bg-violet-100 text-violet-900',
};

/** An order's status as a coloured label (the words carry it; the colour only helps). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}
      data-testid="admin-order-status"
    >
      {t(`orders.statuses.${status}`)}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import type { Order } from '../../../../core/contracts/orders';
import { formatPrice } from '../../../../core/domain/format';
import { INTL_TAGS } from '../../../../core/i18n/locales';
import { api, apiHref } from '../../../../core/routes';
import { linkClass } from '../../../components/ui/styles';
import { useLocale } from '../../../lib/use-locale';

const STATUS_TONES = {
  awaiting_payment: 'bg-amber-100 text-amber-950',
  paid: 'bg-brand-50 text-brand-900',
  cancelled: 'bg-slate-100 text-slate-800',
  refunded: 'bg-violet-100 text-violet-900',
} as const;

/** DECISIONS ACCT-10: an order with its number, date, status, items and totals; a transfer's details while awaited. */
export function OrderCard({ order, open = false }: { order: Order; open?: boolean }) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const money = (value: number) => formatPrice(value, locale, order.currency);
  const date = new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: 'medium' }).format(
    new Date(order.createdAt),
  );
  return (
    <article
      className={`rounded-xl border bg-white p-4 shadow-sm sm:p-6 ${open ? 'border-brand-700' : 'border-slate-200'}`}
      data-testid="order"
      data-status={order.status}
      aria-labelledby={`order-${order.uid}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`order-${order.uid}`} className="text-lg font-semibold text-slate-900">
          {t('orders.number', { number: order.number })}
        </h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${STATUS_TONES[order.status]}`}
          data-testid="order-status"
        >
          {t(`orders.status.${order.status}`)}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t('orders.placed', { date })} · {t(`orders.method.${order.paymentMethod}`)}
      </p>
      <ul className="mt-3 divide-y divide-slate-200">
        {order.items.map((item) => (
          <li
            key={`${item.productType}:${item.productId}`}
            className="flex justify-between gap-3 py-2 text-sm"
          >
            <span className="min-w-0 break-words text-slate-900">
              {item.title} <span className="text-slate-600">· {t(`basket.types.${item.productType}`)}</span>
            </span>
            <span className="shrink-0 text-slate-800">{money(item.amount.priceTotalWithTaxAndDiscount)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 border-t border-slate-200 pt-2 text-sm">
        <dt className="text-slate-600">{t('basket.withoutTax')}</dt>
        <dd className="text-right">
          {money(order.total.priceTotalWithTaxAndDiscount - order.total.priceTax)}
        </dd>
        <dt className="font-semibold text-slate-900">{t('basket.total')}</dt>
        <dd className="text-right font-semibold" data-testid="order-total">
          {money(order.total.priceTotalWithTaxAndDiscount)}
        </dd>
      </dl>
      {order.status === 'paid' && (
        <p className="mt-3 text-sm">
          {/* Issue 18 A4: the invoice, a PDF the server makes for the buyer of a paid order. */}
          <a
            href={apiHref(api.order_invoice, { uid: order.uid })}
            download
            className={linkClass}
            data-testid="order-invoice"
          >
            {t('orders.invoice')}
          </a>
        </p>
      )}
      {order.status === 'awaiting_payment' && order.transfer && (
        <section
          className="mt-4 rounded-lg bg-amber-50 p-4 text-sm text-amber-950"
          data-testid="transfer-details"
        >
          <h3 className="font-semibold">{t('orders.transfer.title')}</h3>
          <dl className="mt-2 grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt>{t('orders.transfer.holder')}</dt>
            <dd className="font-medium">{order.transfer.accountHolder}</dd>
            <dt>{t('orders.transfer.iban')}</dt>
            <dd className="font-mono font-medium break-all">{order.transfer.iban}</dd>
            <dt>{t('orders.transfer.bic')}</dt>
            <dd className="font-mono font-medium">{order.transfer.bic}</dd>
            <dt>{t('orders.transfer.reference')}</dt>
            <dd className="font-mono font-medium" data-testid="transfer-reference">
              {order.transfer.reference}
            </dd>
            <dt>{t('orders.transfer.amount')}</dt>
            <dd className="font-medium">{money(order.transfer.amount)}</dd>
          </dl>
          <p className="mt-2">{t('orders.transfer.note')}</p>
        </section>
      )}
    </article>
  );
}

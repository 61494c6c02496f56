import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { orderOptions, useMarkOrderPaid, type AdminOrderAnswer } from '../api/admin-api';
import { useRefundOrder } from '../api/moderation-api';
import { formatDateTime } from '../lib/format';
import { useAdminParams } from '../lib/section-params';
import { AuditList } from './audit-list';
import { ConfirmDialog } from './confirm-dialog';
import { ListSkeleton, LoadError } from './list-parts';
import { formatMinor, StatusBadge } from './order-parts';

/** One order: its facts, items and totals, the billing address, "Mark as paid" and its rows of the audit log. */
export function OrderDetail({ uid }: { uid: string }) {
  const { t } = useTranslation('admin');
  const { hrefWith } = useAdminParams();
  const detail = useQuery(orderOptions(uid));
  let body;
  if (detail.isPending) body = <ListSkeleton label={t('list.loading')} />;
  else if (detail.isError) body = <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  else body = <OrderFacts order={detail.data} />;
  return (
    <div className="space-y-6" data-testid="admin-order-detail">
      <Link
        to={hrefWith({ uid: null, auditPage: null })}
        className="text-sm font-medium text-brand-800 underline"
      >
        <span aria-hidden>← </span>
        {t('order.back')}
      </Link>
      {body}
      <section aria-labelledby="admin-order-audit" className="space-y-3">
        <h3 id="admin-order-audit" className="text-lg font-semibold text-slate-900">
          {t('order.auditHeading')}
        </h3>
        <AuditList targetType="order" targetId={uid} pageParam="auditPage" />
      </section>
    </div>
  );
}

function OrderFacts({ order }: { order: AdminOrderAnswer }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const money = (minor: number) => formatMinor(minor, order.currency, locale);
  const address = order.billingAddress;
  const facts: Array<[string, string]> = [
    [t('order.number'), order.number],
    [t('order.buyer'), order.buyerEmail],
    [t('order.method'), t(`orders.methods.${order.paymentMethod}`)],
    [t('order.createdAt'), formatDateTime(order.createdAt, locale)],
    [t('order.paidAt'), order.paidAt ? formatDateTime(order.paidAt, locale) : t('order.notPaid')],
    ...(order.refundedAt
      ? [[t('order.refundedAt'), formatDateTime(order.refundedAt, locale)] as [string, string]]
      : []),
  ];
  return (
    <div className="space-y-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-mono text-xl font-semibold break-all text-slate-900">{order.uid}</h3>
        <StatusBadge status={order.status} />
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-700">{term}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="admin-order-items">
          <caption className="mb-2 text-left text-base font-semibold text-slate-900">
            {t('order.items')}
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('order.product')}
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                {t('order.productType')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('order.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              <tr key={index} className="border-b border-slate-100">
                <td className="py-2 pr-4 break-words text-slate-900">{item.title}</td>
                <td className="py-2 pr-4 text-slate-700">{t(`order.productTypes.${item.productType}`)}</td>
                <td className="py-2 text-right whitespace-nowrap text-slate-900">
                  {money(item.grossMinor)}
                  {item.discountMinor > 0 && (
                    <span className="block text-xs text-slate-600">
                      {t('order.discount', { amount: money(item.discountMinor) })}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className="pt-2 pr-4 text-right font-medium text-slate-700">
                {t('order.tax')}
              </th>
              <td className="pt-2 text-right whitespace-nowrap text-slate-900">{money(order.taxMinor)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2} className="pr-4 text-right font-semibold text-slate-900">
                {t('order.total')}
              </th>
              <td
                className="text-right font-semibold whitespace-nowrap text-slate-900"
                data-testid="admin-order-gross"
              >
                {money(order.grossMinor)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {address && (
        <section aria-labelledby="admin-order-address">
          <h4 id="admin-order-address" className="text-base font-semibold text-slate-900">
            {t('order.billingAddress')}
          </h4>
          <address className="mt-1 text-sm whitespace-pre-line text-slate-800 not-italic">
            {[
              [address.title, address.firstname, address.lastname].filter(Boolean).join(' '),
              address.company_identification_number ?? '',
              [address.street, address.building_number, address.building_additional_information]
                .filter(Boolean)
                .join(' '),
              `${address.zip} ${address.city}`,
              address.country,
              address.phone ?? '',
            ]
              .filter((line) => line.trim() !== '')
              .join('\n')}
          </address>
        </section>
      )}
      {order.status === 'awaiting_payment' && order.paymentMethod === 'bank_transfer' && (
        <MarkPaid order={order} />
      )}
      {order.status === 'paid' && <Refund order={order} />}
    </div>
  );
}

/** "Mark as paid" for a bank transfer that arrived: asks first; the status and the log follow. */
function MarkPaid({ order }: { order: AdminOrderAnswer }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [asking, setAsking] = useState(false);
  const markPaid = useMarkOrderPaid(order.uid);
  const confirm = () =>
    markPaid.mutate(undefined, {
      onSuccess: () => toast.success(t('order.markedPaid')),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : t('user.actionFailed')),
      onSettled: () => setAsking(false),
    });
  return (
    <div className="border-t border-slate-200 pt-4">
      <Button onClick={() => setAsking(true)} data-testid="admin-order-paid">
        {t('order.markPaid')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('order.markPaidTitle')}
        description={t('order.markPaidQuestion', {
          number: order.number,
          amount: formatMinor(order.grossMinor, order.currency, locale),
        })}
        confirmLabel={t('order.markPaid')}
        busy={markPaid.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}

/** "Refund" for a paid order: the question names what the buyer loses and how the money goes back. */
function Refund({ order }: { order: AdminOrderAnswer }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [asking, setAsking] = useState(false);
  const refund = useRefundOrder(order.uid);
  const amount = formatMinor(order.grossMinor, order.currency, locale);
  const revoked = order.items.map((item) =>
    t(`order.refundRevokes.${item.productType}`, { title: item.title }),
  );
  const money =
    order.paymentMethod === 'stripe'
      ? t('order.refundStripe', { amount })
      : t('order.refundTransfer', { amount });
  const confirm = () =>
    refund.mutate(undefined, {
      onSuccess: () => toast.success(t('order.refunded')),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : t('user.actionFailed')),
      onSettled: () => setAsking(false),
    });
  return (
    <div className="border-t border-slate-200 pt-4">
      <Button variant="danger" onClick={() => setAsking(true)} data-testid="admin-order-refund">
        {t('order.refund')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('order.refundTitle')}
        description={`${t('order.refundQuestion', { number: order.number, amount })} ${revoked.join('; ')}. ${money}`}
        confirmLabel={t('order.refund')}
        busy={refund.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}

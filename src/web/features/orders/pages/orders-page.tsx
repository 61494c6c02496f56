import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageHref } from '../../../../core/routes';
import { Notice } from '../../../components/ui/notice';
import { AccountSubPage } from '../../../components/ui/account-sub-page';
import { linkClass } from '../../../components/ui/styles';
import { useLocale } from '../../../lib/use-locale';
import { ordersOptions } from '../api/orders-api';
import { OrderCard } from '../components/order-card';

/** DECISIONS ACCT-10: the member's orders, newest first; `?order=` puts one on top (with `?paid=1` after Stripe). */
export function OrdersPage() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const [params] = useSearchParams();
  const chosen = params.get('order');
  const orders = useQuery(ordersOptions());
  const all = orders.data?.orders ?? [];
  const first = all.find((order) => order.uid === chosen);
  const listed = first ? [first, ...all.filter((order) => order !== first)] : all;
  return (
    <AccountSubPage
      title={t('orders.title')}
      lead={t('orders.lead')}
      backLabel={t('orders.back')}
      width="wide"
    >
      {params.get('paid') === '1' && first?.status !== 'paid' && (
        <div className="mb-4">
          <Notice tone="info">{t('orders.confirming')}</Notice>
        </div>
      )}
      {params.get('cancelled') === '1' && (
        <div className="mb-4">
          <Notice tone="warning">{t('orders.paymentCancelled')}</Notice>
        </div>
      )}
      {orders.isPending ? (
        <p role="status">{t('orders.loading')}</p>
      ) : orders.isError ? (
        <Notice tone="error">{t('orders.loadFailed')}</Notice>
      ) : listed.length === 0 ? (
        <p className="text-slate-700" data-testid="orders-empty">
          {t('orders.empty')}{' '}
          <Link to={pageHref('ebooks', locale)} className={linkClass}>
            {t('orders.toShop')}
          </Link>
        </p>
      ) : (
        <div className="space-y-4">
          {listed.map((order) => (
            <OrderCard key={order.uid} order={order} open={order.uid === chosen} />
          ))}
        </div>
      )}
    </AccountSubPage>
  );
}

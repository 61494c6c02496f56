import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../../../../core/contracts/orders';
import { useSearchText } from '../../../components/catalogue/search-box';
import { useLocale } from '../../../lib/use-locale';
import { ordersOptions, type AdminOrderRow, type OrdersFilter } from '../api/admin-api';
import { formatDateTime } from '../lib/format';
import { pageOf, useAdminParams } from '../lib/section-params';
import { FilterSelect, ListBody, SearchField, SearchForm } from './list-parts';
import { formatMinor, StatusBadge } from './order-parts';
import { OrderDetail } from './order-detail';

type Status = (typeof ORDER_STATUSES)[number];
type Method = (typeof PAYMENT_METHODS)[number];
const isStatus = (value: string | null): value is Status =>
  (ORDER_STATUSES as readonly (string | null)[]).includes(value);
const isMethod = (value: string | null): value is Method =>
  (PAYMENT_METHODS as readonly (string | null)[]).includes(value);

const UID = /^[A-Za-z0-9_-]{16,32}$/;

/** Orders: search by uid or buyer e-mail, status and method filters and pages; `?uid=` opens one order. */
export function OrdersSection() {
  const { params } = useAdminParams();
  const uid = params.get('uid');
  if (uid && UID.test(uid)) return <OrderDetail uid={uid} />;
  return <OrdersList />;
}

function OrdersList() {
  const { t } = useTranslation('admin');
  const { params, update, hrefWith } = useAdminParams();
  const q = params.get('q') ?? '';
  const status = params.get('status');
  const method = params.get('method');
  const filter: OrdersFilter = {
    ...(q ? { q } : {}),
    ...(isStatus(status) ? { status } : {}),
    ...(isMethod(method) ? { method } : {}),
    page: pageOf(params.get('page')),
  };
  const [text, setText] = useSearchText(q, (next) => update({ q: next, page: null }));
  const list = useQuery(ordersOptions(filter));

  return (
    <>
      <SearchForm onSearch={() => update({ q: text.trim(), page: null })}>
        <SearchField
          id="admin-orders-search"
          label={t('orders.search')}
          value={text}
          placeholder={t('orders.searchPlaceholder')}
          testId="admin-orders-search"
          onChange={setText}
        />
        <FilterSelect
          id="admin-orders-status"
          label={t('orders.statusFilter')}
          value={filter.status ?? ''}
          options={[
            { value: '', label: t('orders.allStatuses') },
            ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders.statuses.${s}`) })),
          ]}
          onChange={(value) => update({ status: value, page: null })}
        />
        <FilterSelect
          id="admin-orders-method"
          label={t('orders.methodFilter')}
          value={filter.method ?? ''}
          options={[
            { value: '', label: t('orders.allMethods') },
            ...PAYMENT_METHODS.map((m) => ({ value: m, label: t(`orders.methods.${m}`) })),
          ]}
          onChange={(value) => update({ method: value, page: null })}
        />
      </SearchForm>
      <ListBody list={list} summaryKey="orders.summary" emptyText={t('orders.empty')}>
        {(data) => (
          <ul className="space-y-2" data-testid="admin-orders">
            {data.items.map((order) => (
              <OrderRow key={order.uid} order={order} href={hrefWith({ uid: order.uid })} />
            ))}
          </ul>
        )}
      </ListBody>
    </>
  );
}

function OrderRow({ order, href }: { order: AdminOrderRow; href: string }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <li>
      <Link
        to={href}
        className="block rounded-lg border border-slate-200 bg-white p-3 hover:border-brand-700 focus-visible:border-brand-700"
        data-testid="admin-order-row"
      >
        <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <span className="font-mono font-semibold break-all text-slate-900">{order.uid}</span>
          <span className="flex flex-wrap items-baseline gap-2">
            <span className="font-semibold text-slate-900" data-testid="admin-order-total">
              {formatMinor(order.grossMinor, order.currency, locale)}
            </span>
            <StatusBadge status={order.status} />
          </span>
        </span>
        <span className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
          <span className="break-all">{order.buyerEmail}</span>
          <span>{t(`orders.methods.${order.paymentMethod}`)}</span>
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, locale)}</time>
        </span>
      </Link>
    </li>
  );
}

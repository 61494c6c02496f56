import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { cardClass } from '../../../components/ui/styles';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { invoicesOptions, type InvoiceListItem } from '../api/specialist-clients-api';
import { InvoiceDownload } from '../components/invoice-links';
import { ListSkeleton, PageFrame } from '../components/page-frame';
import { formatDay, formatMoney } from '../lib/format';

/** Every member's invoices (issue 17 A7): what specialists issued them, and for a specialist what they issued. */
export function InvoicesPage() {
  const { t } = useTranslation('clients');
  const list = useQuery(invoicesOptions());

  let body;
  if (list.isPending) body = <ListSkeleton label={t('invoices.loading')} />;
  else if (list.isError)
    body = (
      <Notice tone="error">
        {list.error instanceof ApiError ? list.error.message : t('invoices.loadFailed')}{' '}
        <button type="button" className="underline" onClick={() => void list.refetch()}>
          {t('clients.retry')}
        </button>
      </Notice>
    );
  else
    body = (
      <div className="space-y-8">
        <InvoiceSection
          title={t('invoices.received')}
          invoices={list.data.received}
          party="specialist"
          empty={t('invoices.empty')}
          testId="received-invoices"
        />
        {list.data.issued.length > 0 && (
          <InvoiceSection
            title={t('invoices.issued')}
            invoices={list.data.issued}
            party="client"
            testId="issued-invoices"
          />
        )}
      </div>
    );

  return (
    <PageFrame title={t('invoices.title')} lead={t('invoices.lead')}>
      {body}
    </PageFrame>
  );
}

function InvoiceSection({
  title,
  invoices,
  party,
  empty,
  testId,
}: {
  title: string;
  invoices: InvoiceListItem[];
  /** Who the other party is: the specialist of a received invoice, the client of an issued one. */
  party: 'specialist' | 'client';
  empty?: string;
  testId: string;
}) {
  const { t } = useTranslation('clients');
  const locale = useLocale();
  return (
    <section>
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {invoices.length === 0 ? (
        <p className={`${cardClass} mt-3 text-slate-800`}>{empty}</p>
      ) : (
        <ul className="mt-3 space-y-3" data-testid={testId}>
          {invoices.map((invoice) => (
            <li
              key={invoice.id}
              className={`${cardClass} flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between`}
            >
              <div className="min-w-0">
                <h3 className="font-semibold break-words text-slate-900">{invoice.number}</h3>
                <p className="text-sm text-slate-800">
                  {party === 'specialist'
                    ? t('invoices.from', { name: invoice.specialist.name })
                    : t('invoices.to', { name: invoice.client.name })}{' '}
                  · {t('invoices.consultation', { date: formatDay(invoice.consultationDate, locale) })}
                </p>
                <p className="text-sm text-slate-700">
                  {t('invoices.dates', {
                    issued: formatDay(invoice.issueDate, locale),
                    due: formatDay(invoice.dueDate, locale),
                  })}
                </p>
              </div>
              <div className="flex flex-col gap-1 sm:items-end">
                <p className="font-semibold text-slate-900">
                  {t('invoices.total', { amount: formatMoney(invoice.gross, invoice.currency, locale) })}
                </p>
                <p className="text-sm text-slate-700">
                  {t('invoices.net', {
                    net: formatMoney(invoice.net, invoice.currency, locale),
                    tax: formatMoney(invoice.tax, invoice.currency, locale),
                  })}
                </p>
                <InvoiceDownload invoice={invoice} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

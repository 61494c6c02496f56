import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from '../../../../core/contracts/specialist-clients';
import { linkClass } from '../../../components/ui/styles';
import { useLocale } from '../../../lib/use-locale';
import { formatDay, formatMoney } from '../lib/format';

/** A PDF download of an invoice, named by its number for screen readers. */
export function InvoiceDownload({ invoice }: { invoice: Pick<InvoiceSummary, 'number' | 'pdfUrl'> }) {
  const { t } = useTranslation('clients');
  return (
    <a
      href={invoice.pdfUrl}
      download={`${invoice.number}.pdf`}
      className={linkClass}
      aria-label={t('invoice.downloadLabel', { number: invoice.number })}
    >
      {t('invoice.download')}
    </a>
  );
}

/** The invoices I issued to one client: number, consultation date, total, and the PDF. */
export function IssuedInvoices({ invoices }: { invoices: InvoiceSummary[] }) {
  const { t } = useTranslation('clients');
  const locale = useLocale();
  if (invoices.length === 0) return null;
  return (
    <section>
      <h3 className="text-base font-semibold text-slate-900">{t('invoice.issued')}</h3>
      <ul className="mt-2 divide-y divide-slate-200" data-testid="issued-invoices">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span className="text-slate-800">
              {t('invoice.issuedSummary', {
                number: invoice.number,
                date: formatDay(invoice.consultationDate, locale),
                gross: formatMoney(invoice.gross, invoice.currency, locale),
              })}
            </span>
            <InvoiceDownload invoice={invoice} />
          </li>
        ))}
      </ul>
    </section>
  );
}

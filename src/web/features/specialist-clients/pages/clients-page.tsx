import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageHref } from '../../../../core/routes';
import { Notice } from '../../../components/ui/notice';
import { buttonClass, cardClass, linkClass } from '../../../components/ui/styles';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session';
import { useLocale } from '../../../lib/use-locale';
import { clientsOptions, type Client, type ClientsAnswer } from '../api/specialist-clients-api';
import { AssignDietForm } from '../components/assign-diet-form';
import { InvoiceForm } from '../components/invoice-form';
import { IssuedInvoices } from '../components/invoice-links';
import { ListSkeleton, PageFrame } from '../components/page-frame';

/**
 * A specialist's clients (issue 17 A7, PROF-31, PROF-32): every member with an accepted chat, to whom the
 * specialist assigns a saved diet and issues invoices for consultations. Members without the role are told
 * the page is for specialists (the server refuses them anyway).
 */
export function ClientsPage() {
  const { t } = useTranslation('clients');
  const locale = useLocale();
  const user = useCurrentUser();
  const isSpecialist = user?.roles.includes('specialist') ?? false;
  const list = useQuery({ ...clientsOptions(), enabled: isSpecialist });

  let body;
  if (!isSpecialist) {
    body = (
      <Notice tone="info">
        {t('clients.notSpecialist')}{' '}
        <Link to={pageHref('accountInvoices', locale)} className={linkClass}>
          {t('clients.toInvoices')}
        </Link>
      </Notice>
    );
  } else if (list.isPending) {
    body = <ListSkeleton label={t('clients.loading')} />;
  } else if (list.isError) {
    body = (
      <Notice tone="error">
        {list.error instanceof ApiError ? list.error.message : t('clients.loadFailed')}{' '}
        <button type="button" className="underline" onClick={() => void list.refetch()}>
          {t('clients.retry')}
        </button>
      </Notice>
    );
  } else if (list.data.clients.length === 0) {
    body = (
      <div className={cardClass} data-testid="clients-empty">
        <p className="text-slate-800">{t('clients.empty')}</p>
        <Link to={pageHref('chat', locale)} className={`${buttonClass('secondary')} mt-4`}>
          {t('clients.openChat')}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <p className="mb-3 text-slate-700" aria-live="polite">
          {t('clients.count', { count: list.data.clients.length })}
        </p>
        <ul className="space-y-4" data-testid="clients">
          {list.data.clients.map((client) => (
            <ClientCard key={client.userId} client={client} answer={list.data} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <PageFrame title={t('clients.title')} lead={t('clients.lead')}>
      {body}
    </PageFrame>
  );
}

function ClientCard({ client, answer }: { client: Client; answer: ClientsAnswer }) {
  const { t } = useTranslation('clients');
  const locale = useLocale();
  const headingId = `client-${client.userId}`;
  return (
    <li className={`${cardClass} space-y-5`} data-testid="client">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold break-words text-slate-900">
          {client.name}
        </h2>
        <Link
          to={pageHref('chat', locale, {}, { chat: client.chatUid })}
          className={linkClass}
          aria-label={t('clients.openChatLabel', { name: client.name })}
        >
          {t('clients.openChat')}
        </Link>
      </div>
      <AssignDietForm client={client} diets={answer.diets} />
      <details className="group rounded-lg border border-slate-200 p-3 sm:p-4">
        <summary className="cursor-pointer text-base font-semibold text-slate-900">
          {t('invoice.heading')}
        </summary>
        <div className="mt-4">
          <InvoiceForm client={client} seller={answer.seller} />
        </div>
      </details>
      <IssuedInvoices invoices={client.invoices} />
    </li>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { auditOptions, type AuditRow } from '../api/admin-api';
import { formatDateTime, readableJson } from '../lib/format';
import { pageOf, useAdminParams } from '../lib/section-params';
import { ListBody } from './list-parts';

/** The audit log, newest first: the whole log, or one record's rows (`targetType` and `targetId`). */
export function AuditList({
  targetType,
  targetId,
  pageParam = 'page',
}: {
  targetType?: string;
  targetId?: string;
  pageParam?: string;
}) {
  const { t } = useTranslation('admin');
  const { params } = useAdminParams();
  const page = pageOf(params.get(pageParam));
  const list = useQuery(
    auditOptions({ page, ...(targetType ? { targetType } : {}), ...(targetId ? { targetId } : {}) }),
  );
  return (
    <ListBody list={list} summaryKey="audit.summary" emptyText={t('audit.empty')} pageParam={pageParam}>
      {(data) => (
        <ul className="space-y-2">
          {data.items.map((row) => (
            <AuditItem key={row.id} row={row} />
          ))}
        </ul>
      )}
    </ListBody>
  );
}

function AuditItem({ row }: { row: AuditRow }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const before = readableJson(row.before);
  const after = readableJson(row.after);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 text-sm" data-testid="admin-audit-row">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-mono font-semibold break-all text-slate-900">{row.action}</span>
        <time dateTime={row.createdAt} className="text-slate-600">
          {formatDateTime(row.createdAt, locale)}
        </time>
      </div>
      <p className="mt-1 break-words text-slate-700">
        {t('audit.target', { type: row.targetType, id: row.targetId })} ·{' '}
        {t('audit.actor', { actor: row.actorEmail ?? t('audit.system') })}
      </p>
      {(before !== '' || after !== '') && (
        <details className="mt-2">
          <summary className="cursor-pointer font-medium text-brand-800">{t('audit.changes')}</summary>
          <div className="mt-2 grid gap-2 md:grid-cols-2">
            <div>
              <p className="font-medium text-slate-800">{t('audit.before')}</p>
              <pre className="mt-1 max-h-64 overflow-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap">
                {before || t('audit.nothing')}
              </pre>
            </div>
            <div>
              <p className="font-medium text-slate-800">{t('audit.after')}</p>
              <pre className="mt-1 max-h-64 overflow-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap">
                {after || t('audit.nothing')}
              </pre>
            </div>
          </div>
        </details>
      )}
    </li>
  );
}

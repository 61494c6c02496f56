import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/catalogue/pagination';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { useAdminParams } from '../lib/section-params';

/** Placeholders while a list loads, announced as busy. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <ul className="space-y-3" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <li key={i} className="h-16 animate-pulse rounded-xl bg-slate-100" />
      ))}
    </ul>
  );
}

/** The server's own text when it sent one, and a way to try again. */
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Notice tone="error">
      {error instanceof ApiError ? error.message : t('list.loadFailed')}{' '}
      <button type="button" className="underline" onClick={onRetry}>
        {t('list.retry')}
      </button>
    </Notice>
  );
}

/**
 * A paged list's frame: "Showing X – Y of N", an updating hint while the next page loads, the items and the
 * page links (`?page=N` in the URL, or `pageParam`).
 */
export function PagedList(props: {
  total: number;
  page: number;
  perPage: number;
  /** The summary's catalogue key (with `_one`/`_other` forms). */
  summaryKey: string;
  updating: boolean;
  emptyText: string;
  pageParam?: string;
  onPage?: (page: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { hrefWith, update } = useAdminParams();
  const pageParam = props.pageParam ?? 'page';
  if (props.total === 0)
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700" data-testid="admin-empty">
        {props.emptyText}
      </p>
    );
  const from = Math.min((props.page - 1) * props.perPage + 1, props.total);
  const to = Math.min(props.page * props.perPage, props.total);
  const totalPages = Math.max(1, Math.ceil(props.total / props.perPage));
  return (
    <div aria-busy={props.updating || undefined}>
      <p className="mb-3 text-sm text-slate-700" aria-live="polite" data-testid="admin-summary">
        {t(props.summaryKey, { from, to, total: props.total, count: props.total })}
        {props.updating && <span className="ml-2 text-slate-500">{t('list.updating')}</span>}
      </p>
      {props.children}
      <Pagination
        page={props.page}
        totalPages={totalPages}
        window={5}
        hrefOf={(page) => hrefWith({ [pageParam]: page === 1 ? null : page })}
        onPage={(page) =>
          props.onPage ? props.onPage(page) : update({ [pageParam]: page === 1 ? null : page })
        }
      />
    </div>
  );
}

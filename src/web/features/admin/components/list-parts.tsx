import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/catalogue/pagination';
import { Notice } from '../../../components/ui/notice';
import { inputClass } from '../../../components/ui/styles';
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

/** One page of a list as the server sends it. */
interface Page {
  total: number;
  page: number;
  perPage: number;
}

/**
 * A paged list query's body: placeholders while it loads, the error with a retry, or the page in its
 * `PagedList` frame (`lead` goes above the frame).
 */
export function ListBody<D extends Page>(props: {
  list: UseQueryResult<D>;
  /** The summary's catalogue key (with `_one`/`_other` forms). */
  summaryKey: string;
  emptyText: string;
  pageParam?: string;
  lead?: (data: D) => ReactNode;
  children: (data: D) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { list } = props;
  if (list.isPending) return <ListSkeleton label={t('list.loading')} />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      {props.lead?.(list.data)}
      <PagedList
        total={list.data.total}
        page={list.data.page}
        perPage={list.data.perPage}
        summaryKey={props.summaryKey}
        updating={list.isPlaceholderData}
        emptyText={props.emptyText}
        pageParam={props.pageParam}
      >
        {props.children(list.data)}
      </PagedList>
    </>
  );
}

/** A form control with its label above it. */
function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled search input for a list's search form. */
export function SearchField(props: {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  testId: string;
  onChange: (value: string) => void;
}) {
  return (
    <Labelled id={props.id} label={props.label}>
      <input
        id={props.id}
        type="search"
        className={inputClass}
        value={props.value}
        maxLength={200}
        placeholder={props.placeholder}
        onChange={(event) => props.onChange(event.target.value)}
        data-testid={props.testId}
      />
    </Labelled>
  );
}

/** A labelled filter (or sort) `<select>` for a list's search form. */
export function FilterSelect(props: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Labelled id={props.id} label={props.label}>
      <select
        id={props.id}
        className={inputClass}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** A list's search form: submitting it runs `onSearch`; the fields go inside. */
export function SearchForm({ onSearch, children }: { onSearch: () => void; children: ReactNode }) {
  return (
    <form
      role="search"
      className="mb-4 grid gap-3 sm:grid-cols-[1fr_auto_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      {children}
    </form>
  );
}

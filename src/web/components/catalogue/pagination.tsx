import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageNumbers } from './catalogue-state';

/**
 * The list's pages as real links (`?page=3`), so a crawler or a browser without JavaScript reaches every page
 * of a server-rendered list; with the app running, a plain click changes the page in place (`onPage`).
 */
export function Pagination(props: {
  page: number;
  totalPages: number;
  window: number;
  hrefOf: (page: number) => string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('catalogue');
  if (props.totalPages <= 1) return null;
  const style = 'min-w-10 rounded-md border px-3 py-2 text-center text-sm';
  const pageLink = (page: number, children: ReactNode, extra: Record<string, string | undefined> = {}) => {
    const follow = (event: MouseEvent) => {
      // A new tab or window (modifier keys, middle button) is the browser's to open.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      props.onPage(page);
    };
    return (
      <a href={props.hrefOf(page)} onClick={follow} {...extra}>
        {children}
      </a>
    );
  };
  const step = (page: number, label: string, rel: 'prev' | 'next') =>
    page < 1 || page > props.totalPages ? (
      <span aria-disabled="true" className={`${style} border-slate-300 opacity-40`}>
        {label}
      </span>
    ) : (
      pageLink(page, label, { rel, className: `${style} border-slate-300 hover:border-brand-700` })
    );
  return (
    <nav
      aria-label={t('pagination.label')}
      className="mt-8 flex flex-wrap items-center justify-center gap-2"
      data-testid="pagination"
    >
      {step(props.page - 1, t('pagination.previous'), 'prev')}
      {pageNumbers(props.page, props.totalPages, props.window).map((n) => (
        <span key={n}>
          {pageLink(n, n, {
            'aria-current': n === props.page ? 'page' : undefined,
            'aria-label': t('pagination.page', { page: n }),
            className: `${style} inline-block ${n === props.page ? 'border-brand-800 bg-brand-800 font-semibold text-white' : 'border-slate-300 hover:border-brand-700'}`,
          })}
        </span>
      ))}
      {step(props.page + 1, t('pagination.next'), 'next')}
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { pageNumbers } from './catalogue-state';

export function Pagination(props: {
  page: number;
  totalPages: number;
  window: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('catalogue');
  if (props.totalPages <= 1) return null;
  const button = 'min-w-10 rounded-md border px-3 py-2 text-sm';
  return (
    <nav
      aria-label={t('pagination.label')}
      className="mt-8 flex flex-wrap items-center justify-center gap-2"
      data-testid="pagination"
    >
      <button
        type="button"
        className={`${button} border-slate-300 disabled:opacity-40`}
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        {t('pagination.previous')}
      </button>
      {pageNumbers(props.page, props.totalPages, props.window).map((n) => (
        <button
          key={n}
          type="button"
          aria-current={n === props.page ? 'page' : undefined}
          aria-label={t('pagination.page', { page: n })}
          onClick={() => props.onPage(n)}
          className={`${button} ${n === props.page ? 'border-brand-800 bg-brand-800 font-semibold text-white' : 'border-slate-300 hover:border-brand-700'}`}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={`${button} border-slate-300 disabled:opacity-40`}
        disabled={props.page >= props.totalPages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  );
}

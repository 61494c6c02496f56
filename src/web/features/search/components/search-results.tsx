import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchGroup, SearchItem } from '../../../../core/contracts/header-search';
import { linkClass } from '../../../components/ui/styles';

function ResultCard({ item }: { item: SearchItem }) {
  return (
    <li>
      <Link
        to={item.url}
        className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-700 hover:shadow"
        data-testid="search-card"
      >
        {item.image ? (
          <img
            src={item.image}
            alt=""
            loading="lazy"
            className="h-16 w-16 flex-none rounded-lg bg-slate-100 object-cover"
          />
        ) : (
          <span aria-hidden="true" className="h-16 w-16 flex-none rounded-lg bg-brand-50" />
        )}
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900" data-testid="search-card-title">
            {item.title}
          </span>
          {item.subtitle && (
            <span
              className="mt-0.5 line-clamp-2 block text-sm text-slate-700"
              data-testid="search-card-subtitle"
            >
              {item.subtitle}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

/** SRCH-07, SRCH-09: the groups, each with its cards and a view-all link to its own list carrying the query. */
export function SearchResults({ groups }: { groups: SearchGroup[] }) {
  const { t } = useTranslation('search');
  return (
    <div className="space-y-8">
      {groups.map((group) => {
        const headingId = `search-group-${group.key}`;
        return (
          <section
            key={group.key}
            aria-labelledby={headingId}
            data-testid="search-group"
            data-group={group.key}
          >
            <div className="mb-3 flex items-baseline justify-between gap-4">
              <h2 id={headingId} className="text-xl font-semibold text-slate-900">
                {group.label}
              </h2>
              <Link to={group.viewAllUrl} className={linkClass} data-testid="search-view-all">
                {t('landing.viewAll')}
                <span className="sr-only">: {group.label}</span>
              </Link>
            </div>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {group.items.map((item) => (
                <ResultCard key={item.id} item={item} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

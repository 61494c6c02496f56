import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSearchText } from '../../../components/catalogue/search-box';
import { useLocale } from '../../../lib/use-locale';
import { ebooksOptions, type CatalogueFilter } from '../api/catalogues-api';
import { pageOf, useAdminParams } from '../lib/section-params';
import { ListBody, SearchField, SearchForm } from './list-parts';
import { formatMinor } from './ebook-prices';

/** E-books: search by title (any language), 20 a page; a row opens the editor. */
export function EbookList() {
  const { t } = useTranslation('adminCatalogue');
  const locale = useLocale();
  const { params, update, hrefWith } = useAdminParams();
  const q = params.get('q') ?? '';
  const filter: CatalogueFilter = { ...(q ? { q } : {}), page: pageOf(params.get('page')) };
  const [text, setText] = useSearchText(q, (next) => update({ q: next, page: null }));
  const list = useQuery(ebooksOptions(filter));
  return (
    <>
      <SearchForm onSearch={() => update({ q: text.trim(), page: null })}>
        <SearchField
          id="admin-ebooks-search"
          label={t('ebooks.search')}
          value={text}
          placeholder={t('ebooks.searchPlaceholder')}
          testId="admin-ebooks-search"
          onChange={setText}
        />
      </SearchForm>
      <ListBody list={list} summaryKey="adminCatalogue:ebooks.summary" emptyText={t('ebooks.empty')}>
        {(data) => (
          <ul className="space-y-2">
            {data.items.map((book) => (
              <li
                key={book.id}
                className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm"
                data-testid="admin-ebook-row"
              >
                {book.cover ? (
                  <img src={book.cover} alt="" className="h-16 w-12 shrink-0 rounded object-cover" />
                ) : (
                  <span className="h-16 w-12 shrink-0 rounded bg-slate-100" aria-hidden />
                )}
                <div className="min-w-0">
                  <Link
                    to={hrefWith({ id: book.id })}
                    className="font-semibold break-words text-brand-800 underline"
                  >
                    {book.names[locale]}
                  </Link>
                  {book.prices && (
                    <p className="mt-1 text-slate-700">
                      {(['PLN', 'EUR', 'USD'] as const)
                        .map((currency) => formatMinor(book.prices![currency].finalMinor, currency, locale))
                        .join(' · ')}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </>
  );
}

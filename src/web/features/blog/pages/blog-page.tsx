import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Pagination } from '../../../components/catalogue/pagination';
import { SearchForm, useSearchText } from '../../../components/catalogue/search-box';
import { appConfig } from '../../../lib/app-config';
import { useLocale } from '../../../lib/use-locale';
import { blogCategoriesOptions, blogSearchOptions, type BlogState } from '../api/blog-api';
import { ArticleCard } from '../components/article-card';

function parseBlogState(params: URLSearchParams): BlogState {
  const page = Number(params.get('page'));
  return {
    text: (params.get('text') ?? '').trim(),
    category: params.get('category')?.trim() || null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function blogParams(state: BlogState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.text) params.set('text', state.text);
  if (state.category) params.set('category', state.category);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The blog (issue 16 A5): search, category pills, the newest articles first, pages as real links. */
export function BlogPage() {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const state = parseBlogState(params);
  const hasKey = !!appConfig.apiKey && appConfig.apiKey.trim() !== '';
  const apply = (next: BlogState) => setParams(blogParams(next));
  const [text, setText] = useSearchText(state.text, (typed) =>
    setParams((previous) => blogParams({ ...parseBlogState(previous), text: typed, page: 1 })),
  );
  const results = useQuery({
    ...blogSearchOptions(state, locale),
    placeholderData: keepPreviousData,
    enabled: hasKey,
  });
  const categories = useQuery({ ...blogCategoriesOptions(locale), enabled: hasKey });
  const data = results.data;
  const pill = (active: boolean) =>
    `rounded-full border px-3 py-1.5 text-sm ${active ? 'border-brand-800 bg-brand-800 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700'}`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8" data-testid="blog">
      <h1 className="text-3xl font-bold">{t('blog.title')}</h1>
      <p className="mt-2 mb-6 max-w-3xl text-slate-700">{t('blog.lead')}</p>
      {!hasKey ? (
        <p role="alert" className="rounded-md border border-amber-400 bg-amber-50 p-4 text-amber-900">
          {t('blog.missingKey')}
        </p>
      ) : (
        <>
          <SearchForm
            id="blog-search"
            label={t('blog.search')}
            placeholder={t('blog.searchPlaceholder')}
            submit={t('ebooks.search.submit')}
            text={text}
            onText={setText}
            onSubmit={(typed) => apply({ ...state, text: typed, page: 1 })}
          />
          <nav aria-label={t('blog.categories')} className="mt-4">
            <ul className="flex flex-wrap gap-2" data-testid="blog-categories">
              <li>
                <button
                  type="button"
                  aria-pressed={state.category === null}
                  className={pill(state.category === null)}
                  onClick={() => apply({ ...state, category: null, page: 1 })}
                >
                  {t('blog.all')}
                </button>
              </li>
              {(categories.data ?? []).map((category) => (
                <li key={category.find}>
                  <button
                    type="button"
                    aria-pressed={state.category === category.find}
                    className={pill(state.category === category.find)}
                    onClick={() =>
                      apply({
                        ...state,
                        category: state.category === category.find ? null : category.find,
                        page: 1,
                      })
                    }
                  >
                    {category.name}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-6">
            {results.isError && !data ? (
              <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
                {t('blog.loadError')}
              </p>
            ) : !data ? (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
                {Array.from({ length: 6 }, (_, i) => (
                  <li key={i} className="h-80 animate-pulse rounded-xl bg-slate-100" />
                ))}
              </ul>
            ) : data.items.length === 0 ? (
              <p
                className="rounded-md border border-slate-200 p-8 text-center text-slate-700"
                data-testid="empty"
              >
                {t('blog.empty')}
              </p>
            ) : (
              <>
                <p className="mb-3 text-sm text-slate-700" data-testid="summary">
                  {t('blog.summary', { count: data.total })}
                </p>
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="results">
                  {data.items.map((article) => (
                    <li key={article.id}>
                      <ArticleCard article={article} />
                    </li>
                  ))}
                </ul>
                <Pagination
                  page={data.page}
                  totalPages={data.totalPages}
                  window={2}
                  hrefOf={(page) =>
                    `${pathname}?${blogParams({ ...state, page }).toString()}`.replace(/\?$/, '')
                  }
                  onPage={(page) => {
                    apply({ ...state, page });
                    window.scrollTo({ top: 0 });
                  }}
                />
              </>
            )}
          </div>
        </>
      )}
    </div>
  );
}

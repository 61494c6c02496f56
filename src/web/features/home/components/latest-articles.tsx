import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../../core/routes';
import { apiClient } from '../../../lib/api-client';
import { appConfig } from '../../../lib/app-config';
import { useLocale } from '../../../lib/use-locale';
import { articlesLimit, normalizeArticles } from '../lib/latest-articles';

const warning = 'rounded-md border border-amber-400 bg-amber-50 p-4 text-amber-900';

/**
 * The latest articles (B §2 home, HOME-40..51): a heading and cards (picture, category, author, date, read
 * time, title, description, "read more"); a spinner while loading, a warning on failure, a message when
 * empty. `route` and `limit` are the block's settings (a host may leave the route out: HOME-48).
 */
export function LatestArticles({
  route = api.articles_latest,
  limit,
  enabled = true,
}: {
  route?: typeof api.articles_latest | null;
  limit?: unknown;
  enabled?: boolean;
}) {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const count = articlesLimit(limit);
  const hasKey = !!appConfig.apiKey && appConfig.apiKey.trim() !== '';
  const articles = useQuery({
    queryKey: ['home', 'latestArticles', locale, count],
    queryFn: async ({ signal }) =>
      normalizeArticles(
        (await apiClient.call(route!, {
          query: { _locale: locale, limit: String(count) },
          signal,
        })) as unknown,
        locale,
        count,
      ),
    enabled: hasKey && route !== null && enabled,
  });
  let body;
  if (route === null) body = <p className={warning}>{t('articles.routeError')}</p>;
  else if (!hasKey) body = <p className={warning}>{t('articles.missingKey')}</p>;
  else if (articles.isPending)
    body = (
      <p role="status" className="flex items-center gap-2 text-slate-600" data-testid="articles-loading">
        <span
          aria-hidden="true"
          className="h-5 w-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
        />
        {t('articles.loading')}
      </p>
    );
  else if (articles.isError)
    body = (
      <p role="alert" className={warning}>
        {t('articles.loadFailed')}
      </p>
    );
  else if (articles.data.length === 0) body = <p className="text-slate-700">{t('articles.empty')}</p>;
  else
    body = (
      <ul className="grid gap-6 md:grid-cols-3" data-testid="latest-articles">
        {articles.data.map((article) => (
          <li
            key={article.id}
            className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            {article.image && (
              <img
                src={article.image}
                alt=""
                width={1200}
                height={630}
                loading="lazy"
                className="aspect-[1200/630] w-full object-cover"
              />
            )}
            <div className="flex flex-1 flex-col gap-2 p-4">
              {article.category && (
                <span
                  data-testid="article-category"
                  className="self-start rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-900"
                >
                  {article.category}
                </span>
              )}
              <p className="text-xs text-slate-600">
                {[
                  article.author,
                  article.date,
                  article.readTime ? t('articles.readTime', { count: article.readTime }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <h3 className="text-lg leading-snug font-semibold text-slate-900">{article.name}</h3>
              <p className="text-sm text-slate-700">{article.description}</p>
              {article.href && (
                <Link to={article.href} className="mt-auto pt-2 font-medium text-brand-800 underline">
                  {t('articles.readMore')}
                  <span className="sr-only">: {article.name}</span>
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="latest-articles-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="latest-articles-heading" className="mb-6 text-2xl font-bold">
        {t('articles.heading')}
      </h2>
      {body}
    </section>
  );
}

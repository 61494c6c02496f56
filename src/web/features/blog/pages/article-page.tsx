import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pageHref } from '../../../../core/routes';
import { NotFoundPage } from '../../../components/not-found-page';
import { useDocumentTitle } from '../../../lib/document-title';
import { idFromSlug } from '../../../lib/id-slug';
import { useLocale } from '../../../lib/use-locale';
import { articleOptions } from '../api/blog-api';
import { NarrationControl } from '../../../components/narration/narration-control';

/**
 * An article (issue 16 A5): its category, author, date and reading time, picture, the body the server
 * rendered from Markdown and sanitized, and its sources.
 */
export function ArticlePage() {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const id = idFromSlug(useParams().idSlug);
  const article = useQuery({ ...articleOptions(id ?? 0, locale), enabled: id !== null });
  useDocumentTitle(article.data?.name);
  if (id === null || (article.error as { status?: number } | null)?.status === 404) return <NotFoundPage />;
  if (article.isError)
    return (
      <p role="alert" className="p-8 text-red-900">
        {t('blog.loadError')}
      </p>
    );
  if (!article.data) return <p className="p-8 text-slate-600">{t('common:loading')}</p>;
  const a = article.data;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8" data-testid="article">
      <Link to={pageHref('blog', locale)} className="text-sm text-brand-800 underline">
        {t('blog.back')}
      </Link>
      <p className="mt-4 text-sm font-semibold text-brand-800">
        {a.categories.map((c) => c.name).join(', ')}
      </p>
      <h1 className="mt-1 text-3xl leading-tight font-bold text-slate-900">{a.name}</h1>
      <NarrationControl type="article" id={a.id} language={locale} />
      <p className="mt-2 text-sm text-slate-600" data-testid="article-meta">
        {a.writer ? `${a.writer.fullname} · ` : ''}
        <time dateTime={a.created_at}>{a.created_at_formatted.text}</time> ·{' '}
        {t('blog.readTime', { count: a.read_time })}
      </p>
      {a.image && <img src={a.image} alt="" width={1200} height={630} className="mt-6 w-full rounded-xl" />}
      <p className="mt-6 text-lg text-slate-800">{a.description}</p>
      <div
        className="mt-6 space-y-4 text-slate-800 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:ml-6 [&_li]:list-disc [&_ol_li]:list-decimal"
        data-testid="article-body"
        // Sanitized on the server (markdownToSafeHtml): structure and safe links only.
        dangerouslySetInnerHTML={{ __html: a.bodyHtml }}
      />
      {a.sources.length > 0 && (
        <section className="mt-10 border-t border-slate-200 pt-6" aria-labelledby="article-sources">
          <h2 id="article-sources" className="text-lg font-semibold">
            {t('blog.sources')}
          </h2>
          <ul className="mt-2 space-y-1 text-sm" data-testid="article-sources">
            {a.sources.map((source) => (
              <li key={source.url}>
                <a
                  href={source.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="text-brand-800 underline"
                >
                  {source.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

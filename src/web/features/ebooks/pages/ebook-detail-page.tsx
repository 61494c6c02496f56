import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pageHref } from '../../../../core/routes';
import { NotFoundPage } from '../../../components/not-found-page';
import { Notice } from '../../../components/ui/notice';
import { buttonClass } from '../../../components/ui/styles';
import { useDocumentTitle } from '../../../lib/document-title';
import { idFromSlug } from '../../../lib/id-slug';
import { useSession } from '../../../lib/session';
import { useLocale } from '../../../lib/use-locale';
import { ebookDetailOptions } from '../api/ebooks-api';
import { EbookPrice } from '../components/ebook-price';
import { AddToBasket } from '../../../components/add-to-basket';
import { NarrationControl } from '../../../components/narration/narration-control';

/**
 * An e-book's page (issue 16 A2): cover, writer, description, the table of contents, page count, language
 * and price, and the first chapter to read for free; the PDF download for those who own it. The sample is
 * HTML the server rendered from Markdown and sanitized (no author HTML reaches the page).
 */
export function EbookDetailPage() {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const id = idFromSlug(useParams().idSlug);
  const { user } = useSession();
  // The server renders the page for anyone; whether a member owns the e-book is asked again in their browser.
  const ebook = useQuery({
    ...ebookDetailOptions(id ?? 0, locale),
    enabled: id !== null,
    ...(user ? { refetchOnMount: 'always' as const } : {}),
  });
  useDocumentTitle(ebook.data?.name);
  if (id === null || (ebook.error as { status?: number } | null)?.status === 404) return <NotFoundPage />;
  if (ebook.isError)
    return (
      <p role="alert" className="p-8 text-red-900">
        {t('ebook.loadError')}
      </p>
    );
  if (!ebook.data) return <p className="p-8 text-slate-600">{t('common:loading')}</p>;
  const e = ebook.data;
  return (
    <article className="mx-auto max-w-5xl px-4 py-8" data-testid="ebook-detail">
      <Link to={pageHref('ebooks', locale)} className="text-sm text-brand-800 underline">
        {t('ebook.back')}
      </Link>
      <div className="mt-4 grid gap-8 md:grid-cols-[16rem_1fr]">
        {e.image && (
          <img
            src={e.image}
            alt=""
            width={300}
            height={400}
            className="w-48 rounded-lg shadow-md md:w-64"
            data-testid="ebook-cover"
          />
        )}
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{e.name}</h1>
          <NarrationControl type="ebook" id={e.id} language={locale} />
          <p className="mt-2 text-slate-700" data-testid="ebook-writer">
            {t('ebooks.card.by', { writer: e.writer })}
          </p>
          <ul className="mt-3 flex flex-wrap gap-1">
            {[...e.categories, ...e.tags].map((label) => (
              <li
                key={label.find}
                className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-900"
              >
                {label.name}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-slate-800">{e.description}</p>
          <p className="mt-3 text-sm text-slate-600" data-testid="ebook-facts">
            {t('ebook.format')} · {t('ebook.pages', { count: e.pages })} · {t('ebook.language')}
          </p>
          <div className="mt-4">{e.price && <EbookPrice price={e.price} large />}</div>
          <div className="mt-4">
            {e.owned && e.download ? (
              <div className="space-y-2">
                <Notice tone="success">{t('ebook.owned')}</Notice>
                <a href={e.download} className={buttonClass('primary')} data-testid="ebook-download">
                  {t('ebook.download')}
                </a>
              </div>
            ) : (
              <AddToBasket
                productType="ebook"
                productId={e.id}
                title={e.name}
                price={e.price?.finalFormatted ?? ''}
                readMoreHref="#ebook-contents"
              />
            )}
          </div>
        </div>
      </div>
      <section className="mt-10" aria-labelledby="ebook-contents">
        <h2 id="ebook-contents" className="text-xl font-semibold">
          {t('ebook.contents')}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-800" data-testid="ebook-contents">
          {e.contents.map((title) => (
            <li key={title}>{title}</li>
          ))}
        </ol>
      </section>
      <section
        className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-6"
        aria-labelledby="ebook-sample"
      >
        <h2 id="ebook-sample" className="text-xl font-semibold">
          {t('ebook.sample', { title: e.contents[0] ?? '' })}
        </h2>
        <div
          className="prose-article mt-4 space-y-3 text-slate-800 [&_h3]:mt-4 [&_h3]:font-semibold [&_li]:ml-5 [&_li]:list-disc"
          data-testid="ebook-sample"
          // Sanitized on the server (markdownToSafeHtml): structure and safe links only.
          dangerouslySetInnerHTML={{ __html: e.sampleHtml }}
        />
      </section>
    </article>
  );
}

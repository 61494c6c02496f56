import type { ArticleCard, ArticleDetail } from '../../../../core/contracts/articles';
import type { Locale } from '../../../../core/i18n/locales';
import { pageHref } from '../../../../core/routes';
import { markdownToSafeHtml } from '../../../lib/markdown';
import type { ArticleRow } from './articles.repo';

const INTL: Record<Locale, string> = { en: 'en-GB', de: 'de-DE', pl: 'pl-PL' };
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const formatDate = (date: string, locale: Locale) => {
  let format = dateFormats.get(locale);
  if (!format)
    dateFormats.set(
      locale,
      (format = new Intl.DateTimeFormat(INTL[locale], { dateStyle: 'long', timeZone: 'UTC' })),
    );
  return format.format(new Date(`${date}T00:00:00Z`));
};

export interface CategoryNames {
  get(key: string): { name_en: string; name_pl: string; name_de: string } | undefined;
}

/** HOME-42: an article card in the visitor's language, its author one of our users. */
export function articleCard(row: ArticleRow, locale: Locale, categories: CategoryNames): ArticleCard {
  const category = categories.get(row.category);
  const first = row.author_first_name ?? '';
  const last = row.author_last_name ?? '';
  const slug = row[`slug_${locale}`];
  return {
    id: row.id,
    slug,
    name: row[`name_${locale}`],
    description: row[`description_${locale}`],
    language: locale,
    image: `/media/articles/${row.key}.svg`,
    href: pageHref('blogArticle', locale, { idSlug: `${row.id}-${slug}` }),
    writer: first || last ? { fullname: `${first} ${last}`.trim(), firstname: first, lastname: last } : null,
    created_at: row.published_at,
    created_at_formatted: { text: formatDate(row.published_at, locale) },
    read_time: row[`read_time_${locale}`],
    categories: [{ name: category ? category[`name_${locale}`] : row.category, find: row.category }],
  };
}

export function articleDetail(row: ArticleRow, locale: Locale, categories: CategoryNames): ArticleDetail {
  return {
    ...articleCard(row, locale, categories),
    bodyHtml: markdownToSafeHtml(row[`body_${locale}`]),
    sources: JSON.parse(row.sources) as Array<{ title: string; url: string }>,
  };
}

import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { searchPage } from './catalogue';
import { MAX_SEARCH_TEXT } from './catalogue-options';
import { LocaleSchema } from './common';

/** Blog list page sizes (the catalogues' B §9 sizes). */
export const ARTICLE_PAGE_SIZES = [12, 24, 36] as const;
/** HOME-45: the latest-articles limit: 3 by default, 1–12. */
export const LATEST_ARTICLES_DEFAULT = 3;
export const LATEST_ARTICLES_MAX = 12;

const Label = z.object({ name: z.string(), find: z.string() });

/** HOME-42: an article card. */
export const ArticleCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  language: z.enum(LOCALES),
  image: z.string().nullable(),
  href: z.string(),
  writer: z.object({ fullname: z.string(), firstname: z.string(), lastname: z.string() }).nullable(),
  created_at: z.string(),
  created_at_formatted: z.object({ text: z.string() }),
  /** Minutes, computed from the text. */
  read_time: z.number().int(),
  categories: z.array(Label),
});
export type ArticleCard = z.infer<typeof ArticleCard>;

export const ArticleDetail = ArticleCard.extend({
  /** The body as sanitized HTML, rendered from Markdown on the server. */
  bodyHtml: z.string(),
  sources: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type ArticleDetail = z.infer<typeof ArticleDetail>;

export const ArticleSearchRequest = z.object({
  text: z
    .string()
    .max(MAX_SEARCH_TEXT, 'searchTextTooLong')
    .optional()
    .transform((t) => (t ?? '').trim()),
  category: z.string().max(100).nullable().optional().catch(null),
  perPage: z.coerce
    .number()
    .pipe(z.union(ARTICLE_PAGE_SIZES.map((n) => z.literal(n))))
    .catch(12)
    .default(12),
  page: z.coerce.number().int().min(1).catch(1).default(1),
  _locale: LocaleSchema,
});
export type ArticleSearchRequest = z.infer<typeof ArticleSearchRequest>;
export const ArticleSearchResponse = searchPage(ArticleCard);

/** HOME-47: by locale and limit; HOME-45's rule on the limit holds on the server too. */
export const LatestArticlesQuery = z.object({
  _locale: LocaleSchema,
  locale: z.string().optional(),
  limit: z
    .string()
    .max(20)
    .optional()
    .transform((value) => {
      const n = Number(value);
      return value === undefined || value.trim() === '' || !Number.isFinite(n)
        ? LATEST_ARTICLES_DEFAULT
        : Math.min(LATEST_ARTICLES_MAX, Math.max(1, Math.floor(n)));
    }),
});
export const LatestArticlesResponse = z.object({ articles: z.array(ArticleCard) });
export const ArticleCategoriesResponse = z.object({
  categories: z.array(Label.extend({ id: z.number().int() })),
});

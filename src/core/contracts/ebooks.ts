import { z } from 'zod';
import { FilterList, searchPage } from './catalogue';
import { MAX_SEARCH_TEXT } from './catalogue-options';
import { LOCALES } from '../i18n/locales';
import { LocaleSchema } from './common';
import { EBOOK_DEFAULT_PAGE_SIZE, EBOOK_PAGE_SIZES, EBOOK_SORTS, type EbookSort } from './ebook-options';

export { EBOOK_DEFAULT_PAGE_SIZE, EBOOK_PAGE_SIZES, EBOOK_SORTS, type EbookSort };

/** B §3 "Ebook" price: minor units, formatted in the page's currency (DECISIONS CONST-02). */
export const Price = z.object({
  currency: z.string(),
  regular: z.number(),
  final: z.number(),
  regularFormatted: z.string(),
  finalFormatted: z.string(),
  hasDiscount: z.boolean(),
  /** Whole percent off the regular price, computed (never typed in). */
  discount: z.number().int(),
});
export type Price = z.infer<typeof Price>;

/** EBOOK-11: a category or tag; `find` is what a search sends; `filterable: false` hides it. */
export const EbookLabel = z.object({
  id: z.number().int(),
  name: z.string(),
  find: z.string(),
  filterable: z.boolean(),
});
export type EbookLabel = z.infer<typeof EbookLabel>;

/** EBOOK-10: a card of the shop. */
export const EbookCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** The detail page, or null when there is none (the card's button is then disabled, EBOOK-19). */
  link: z.string().nullable(),
  writer: z.string(),
  categories: z.array(z.object({ name: z.string(), find: z.string() })),
  tags: z.array(z.object({ name: z.string(), find: z.string() })),
  price: Price.nullable(),
});
export type EbookCard = z.infer<typeof EbookCard>;

/** The detail page: the card plus the table of contents, the free sample chapter and the files' facts. */
export const EbookDetail = EbookCard.extend({
  contents: z.array(z.string()),
  /** The sample chapter as sanitized HTML (rendered from Markdown on the server). */
  sampleHtml: z.string(),
  pages: z.number().int(),
  language: z.enum(LOCALES),
  /** The signed-in member bought it (or was granted it): the download is theirs. */
  owned: z.boolean(),
  download: z.string().nullable(),
});
export type EbookDetail = z.infer<typeof EbookDetail>;

/** EBOOK-12: text, sort, category (nullable), tags, perPage; the request adds page and _locale. */
export const EbookSearchRequest = z.object({
  text: z
    .string()
    .max(MAX_SEARCH_TEXT, 'searchTextTooLong')
    .optional()
    .transform((t) => (t ?? '').trim()),
  sort: z.enum(EBOOK_SORTS).catch('id_desc').default('id_desc'),
  category: z.string().max(100).nullable().optional().catch(null),
  tags: FilterList,
  perPage: z.coerce
    .number()
    .pipe(z.union(EBOOK_PAGE_SIZES.map((n) => z.literal(n))))
    .catch(EBOOK_DEFAULT_PAGE_SIZE)
    .default(EBOOK_DEFAULT_PAGE_SIZE),
  page: z.coerce.number().int().min(1).catch(1).default(1),
  _locale: LocaleSchema,
});
export type EbookSearchRequest = z.infer<typeof EbookSearchRequest>;

export const EbookSearchResponse = searchPage(EbookCard);
export const EbookCategoriesResponse = z.object({ categories: z.array(EbookLabel) });
export const EbookTagsResponse = z.object({ tags: z.array(EbookLabel) });
/** EBOOK-40: the home list, optionally one category. */
export const EbookListQuery = z.object({
  _locale: LocaleSchema,
  locale: z.string().optional(),
  category: z.string().max(100).optional(),
});
export const EbookListResponse = z.object({ ebooks: z.array(EbookCard) });
export const EbookDownloadQuery = z.object({ lang: z.enum(LOCALES).optional().catch(undefined) });

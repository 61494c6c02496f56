import { z } from 'zod';
import { LocaleSchema } from './common';

/**
 * Site search (B §3, §7 api_header_search; A §3 search result group): one query over every catalogue, grouped.
 * DECISIONS HDR-34 / SRCH-14: the header sends `area=product` on shop pages (diet templates, e-books, pro
 * package) and `area=other` elsewhere; the search landing sends none and gets all groups.
 */
export const SEARCH_GROUP_KEYS = [
  'diet-template',
  'training-template',
  'recipe',
  'food',
  'exercise',
  'user',
  'company',
  'article',
] as const;
export type SearchGroupKey = (typeof SEARCH_GROUP_KEYS)[number];
export const SEARCH_AREAS = ['product', 'other'] as const;
export type SearchArea = (typeof SEARCH_AREAS)[number];

/** The longest query the search reads (a longer one is cut, not refused). */
export const MAX_SEARCH_QUERY = 200;

export const HeaderSearchQuery = z.object({
  locale: LocaleSchema,
  q: z
    .string()
    .max(1000)
    .default('')
    .transform((text) => text.trim().slice(0, MAX_SEARCH_QUERY)),
  area: z.enum(SEARCH_AREAS).optional(),
  /** Items per group (the header shows fewer than the landing). */
  limit: z.coerce.number().int().min(1).max(12).default(5),
});
export type HeaderSearchQuery = z.input<typeof HeaderSearchQuery>;

/** HDR-32, SRCH-08: a result card. */
export const SearchItem = z.object({
  id: z.union([z.number().int(), z.string()]),
  url: z.string(),
  image: z.string().nullable(),
  title: z.string(),
  subtitle: z.string(),
});
export type SearchItem = z.infer<typeof SearchItem>;

/** HDR-32, SRCH-08, SRCH-09: a group with its view-all link to that catalogue's page carrying q (SRCH-10). */
export const SearchGroup = z.object({
  key: z.enum(SEARCH_GROUP_KEYS),
  label: z.string(),
  items: z.array(SearchItem),
  viewAllUrl: z.string(),
});
export type SearchGroup = z.infer<typeof SearchGroup>;

/** Only groups with items; none for an empty query. */
export const HeaderSearchResponse = z.object({ groups: z.array(SearchGroup) });
export type HeaderSearchResponse = z.infer<typeof HeaderSearchResponse>;

export const AiSearchQuery = z.object({
  locale: LocaleSchema,
  q: HeaderSearchQuery.shape.q,
});

/**
 * SRCH-15, DECISIONS SRCH-19: `online` with groups and a short answer; `error` with `reason: 'offline'` (no AI
 * backend configured, or it cannot be reached) → the AI offline toast; any other reason → the AI error toast.
 */
export const AiSearchResponse = z.object({
  status: z.enum(['online', 'error']),
  reason: z.enum(['offline', 'failed']).optional(),
  /** The model's one- or two-sentence answer, in the page's language; plain text. */
  answer: z.string().optional(),
  groups: z.array(SearchGroup),
});
export type AiSearchResponse = z.infer<typeof AiSearchResponse>;

import { LOCALES, type Locale } from '../../core/i18n/locales';
import type { JsonLd } from '../../core/seo/structured-data';

/** What the server puts into the HTML head of a detail page (search engines read it without JavaScript). */
export interface DetailMeta {
  /** The canonical `<id>-<slug>` path segment in each language. */
  idSlugs: Record<Locale, string>;
  title: string;
  description: string;
  /** The item's name (the last step of the breadcrumb trail). */
  name: string;
  /** The item's picture under /media/, when it has one. */
  image?: string | null;
  /** The picture link previews show (JPEG, PNG or WebP; they show no SVG), when there is one. */
  previewImage?: string | null;
}

export type DetailMetaLookup = (id: number, locale: Locale) => Promise<DetailMeta | null>;

/** The schema.org node of a detail page's item (a recipe page's `Recipe`); absolute URLs in `page`. */
export type MainEntityLookup = (
  id: number,
  locale: Locale,
  page: { url: string; image: string | null },
) => Promise<JsonLd | null>;

/** A detail page's `<id>-<slug>` in each language, from a row with `slug_en`, `slug_pl` and `slug_de`. */
export function idSlugsOf(id: number, row: Record<string, unknown>): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((l) => [l, `${id}-${String(row[`slug_${l}`])}`])) as Record<
    Locale,
    string
  >;
}

/** A description cut to what search results show. */
export function metaDescription(text: string, max = 160): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The page title of a catalogue item. */
export const metaTitle = (name: string) => `${name} – Nutrio`;

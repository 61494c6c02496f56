import type { Locale } from '../../core/i18n/locales';

/** What the server puts into the HTML head of a detail page (search engines read it without JavaScript). */
export interface DetailMeta {
  /** The canonical `<id>-<slug>` path segment. */
  idSlug: string;
  title: string;
  description: string;
}

export type DetailMetaLookup = (id: number, locale: Locale) => Promise<DetailMeta | null>;

/** A description cut to what search results show. */
export function metaDescription(text: string, max = 160): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The page title of a catalogue item. */
export const metaTitle = (name: string) => `${name} – Nutrio`;

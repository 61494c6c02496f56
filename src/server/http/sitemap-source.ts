import type { Locale } from '../../core/i18n/locales';

/** One detail page for the sitemap: its `<id>-<slug>` in each language and when the item last changed. */
export interface SitemapItem {
  idSlugs: Record<Locale, string>;
  updatedAt: string;
}

/** A catalogue's detail pages for the sitemap, in id order, a slice at a time (issue 14 A3). */
export interface SitemapSource {
  count(): Promise<number>;
  /** The latest change of any item: the list page's lastmod. */
  lastModified(): Promise<string | null>;
  items(offset: number, limit: number): Promise<SitemapItem[]>;
}

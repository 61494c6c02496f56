import { LOCALES, type Locale } from '../../../core/i18n/locales';
import { escapeHtml } from '../../http/page-html';

export interface SitemapUrl {
  /** Absolute URLs of the page in each language; the sitemap's locale gives `loc`. */
  alternates: Record<Locale, string>;
  lastmod?: string | null;
}

const lastmodTag = (lastmod: string | null | undefined) =>
  lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : '';

/** A `<urlset>` of one language's pages, each with its hreflang alternates (x-default: English). */
export function urlSetXml(locale: Locale, urls: readonly SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const links = [
      ...LOCALES.map(
        (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeHtml(url.alternates[l])}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(url.alternates.en)}"/>`,
    ];
    return `<url><loc>${escapeHtml(url.alternates[locale])}</loc>${lastmodTag(url.lastmod)}${links.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** The `<sitemapindex>` naming every sitemap. */
export function sitemapIndexXml(sitemaps: ReadonlyArray<{ loc: string; lastmod?: string | null }>): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps.map((s) => `<sitemap><loc>${escapeHtml(s.loc)}</loc>${lastmodTag(s.lastmod)}</sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

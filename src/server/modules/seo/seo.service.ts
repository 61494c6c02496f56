import { LOCALES, type Locale } from '../../../core/i18n/locales';
import { LIVE_PAGE_NAMES, pagePath, pages, type PageName, type PageRoute } from '../../../core/routes';
import type { SitemapSource } from '../../http/sitemap-source';
import { keptPerRevision } from '../../lib/revision-cache';
import { sitemapIndexXml, urlSetXml, type SitemapUrl } from './sitemap-xml';

/** The protocol's limit of URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

/** What the sitemaps need of a catalogue (its definition, handed in by app.ts). */
export interface SitemapCatalogue {
  listPage: PageName;
  detailPage: PageName;
  sitemap: SitemapSource;
}

export interface SeoSettings {
  publicUrl: string;
  catalogues: readonly SitemapCatalogue[];
  /** The catalogue's change revision: sitemaps are kept per revision. */
  revision: () => Promise<number>;
  maxUrls?: number;
}

const isIndexed = (name: PageName) => (pages[name] as PageRoute).indexed === true;
const hasParams = (name: PageName) => pages[name].slugs.en.includes(':');

/** A sitemap's name: `<locale>-pages` or `<locale>-<detail page>-<n>` (n from 1). */
const sitemapName = (locale: Locale, kind: string, part?: number) =>
  part === undefined ? `${locale}-${kind}` : `${locale}-${kind}-${part}`;

/**
 * Sitemaps and robots.txt (issue 14 A3): a sitemap index naming, per language, one sitemap of the indexed
 * pages without parameters and as many of each catalogue's detail pages as 50,000 URLs a file take, each URL
 * with its hreflang alternates and the data's last change; robots.txt points at the index and keeps crawlers
 * off the API and every page the registry does not mark `indexed` (accounts, saved diets, sign-in, tokens).
 */
export function createSeoService({
  publicUrl,
  catalogues,
  revision,
  maxUrls = SITEMAP_MAX_URLS,
}: SeoSettings) {
  const absolute = (path: string) => `${publicUrl}${path}`;
  const alternatesOf = (name: PageName, params: (locale: Locale) => Record<string, string>) =>
    Object.fromEntries(LOCALES.map((l) => [l, absolute(pagePath(name, l, params(l)))])) as Record<
      Locale,
      string
    >;
  const staticPages = LIVE_PAGE_NAMES.filter((name) => isIndexed(name) && !hasParams(name));
  const detailCatalogues = catalogues.filter((c) => pages[c.detailPage].live && isIndexed(c.detailPage));

  async function pagesSitemap(locale: Locale): Promise<string> {
    const changed = new Map<PageName, string | null>();
    for (const catalogue of catalogues)
      changed.set(catalogue.listPage, await catalogue.sitemap.lastModified());
    const latest =
      [...changed.values()]
        .filter((at): at is string => !!at)
        .sort()
        .at(-1) ?? null;
    const urls: SitemapUrl[] = staticPages.map((name) => ({
      alternates: alternatesOf(name, () => ({})),
      lastmod: name === 'home' ? latest : (changed.get(name) ?? null),
    }));
    return urlSetXml(locale, urls);
  }

  async function detailSitemap(locale: Locale, catalogue: SitemapCatalogue, part: number) {
    const items = await catalogue.sitemap.items((part - 1) * maxUrls, maxUrls);
    if (items.length === 0) return null;
    return urlSetXml(
      locale,
      items.map((item) => ({
        alternates: alternatesOf(catalogue.detailPage, (l) => ({ idSlug: item.idSlugs[l] })),
        lastmod: item.updatedAt,
      })),
    );
  }

  const index = keptPerRevision(revision, async (_whole: null) => {
    const entries: Array<{ loc: string; lastmod?: string | null }> = [];
    const latest: Array<string | null> = [];
    const parts: Array<{ kind: string; count: number; lastmod: string | null }> = [];
    for (const catalogue of detailCatalogues) {
      const lastmod = await catalogue.sitemap.lastModified();
      latest.push(lastmod);
      parts.push({
        kind: catalogue.detailPage,
        count: Math.ceil((await catalogue.sitemap.count()) / maxUrls),
        lastmod,
      });
    }
    const newest =
      latest
        .filter((at): at is string => !!at)
        .sort()
        .at(-1) ?? null;
    for (const locale of LOCALES) {
      entries.push({ loc: absolute(`/sitemaps/${sitemapName(locale, 'pages')}.xml`), lastmod: newest });
      for (const { kind, count, lastmod } of parts)
        for (let part = 1; part <= count; part++)
          entries.push({ loc: absolute(`/sitemaps/${sitemapName(locale, kind, part)}.xml`), lastmod });
    }
    return sitemapIndexXml(entries);
  });

  const sitemap = keptPerRevision(
    revision,
    async (name: string): Promise<string | null> => {
      const [locale, kind, part] = name.split('-') as [string, string | undefined, string | undefined];
      if (!(LOCALES as readonly string[]).includes(locale)) return null;
      if (kind === 'pages' && part === undefined) return pagesSitemap(locale as Locale);
      const catalogue = detailCatalogues.find((c) => c.detailPage === kind);
      if (!catalogue || !part || !/^[1-9]\d{0,5}$/.test(part)) return null;
      return detailSitemap(locale as Locale, catalogue, Number(part));
    },
    50,
  );

  function robots(): string {
    const indexedPaths = LIVE_PAGE_NAMES.filter(isIndexed).flatMap((name) =>
      LOCALES.map((locale) => `/${locale}/${pages[name].slugs[locale].split(':')[0]}`),
    );
    // Each page outside the index, up to its first parameter; never a prefix of an indexed page's path.
    const disallowed = new Set(
      LIVE_PAGE_NAMES.filter((name) => !isIndexed(name))
        .flatMap((name) => LOCALES.map((locale) => `/${locale}/${pages[name].slugs[locale].split(':')[0]}`))
        .filter((path) => !indexedPaths.some((indexed) => indexed.startsWith(path))),
    );
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      ...[...disallowed].sort().map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${absolute('/sitemap.xml')}`,
      '',
    ].join('\n');
  }

  return { index: () => index(null), sitemap, robots };
}

export type SeoService = ReturnType<typeof createSeoService>;

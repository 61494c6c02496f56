import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { catalogueLocales, withFallback, type Catalogue } from '../src/core/i18n/catalogue-fallback';
import { isLocale } from '../src/core/i18n/locales';

const CATALOGUE_FILE = /\/src\/core\/i18n\/locales\/([a-z]+)\/(\w+)\.json$/;

/**
 * DECISIONS I18N-08 at build time: each catalogue file the web app loads (`src/web/lib/i18n.ts`) comes with
 * its fallback language's texts merged in where it has none (what `resolvedCatalogue` does for the server
 * and the tests), so a page fetches one file per namespace instead of its own and the fallback's.
 */
export function resolvedCatalogues(): Plugin {
  return {
    name: 'nutrio-resolved-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const match = CATALOGUE_FILE.exec(id.split('?')[0] ?? '');
      if (!match) return null;
      const [, locale, namespace] = match as unknown as [string, string, string];
      if (!isLocale(locale)) return null;
      const [fallback] = catalogueLocales(namespace, locale);
      if (!fallback || fallback === locale) return null;
      const fallbackFile = id.replace(`/locales/${locale}/`, `/locales/${fallback}/`).split('?')[0]!;
      this.addWatchFile(fallbackFile);
      const merged = withFallback(
        JSON.parse(readFileSync(fallbackFile, 'utf8')) as Catalogue,
        JSON.parse(code) as Catalogue,
      );
      return { code: JSON.stringify(merged), map: { mappings: '' } };
    },
  };
}

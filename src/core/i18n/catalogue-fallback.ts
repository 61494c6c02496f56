import type { Locale } from './locales';

export type Catalogue = { [key: string]: string | Catalogue };

/**
 * DECISIONS I18N-08: the shared `common` catalogue falls back to Polish, every feature catalogue
 * to English. i18next has one fallback language for all namespaces, so the fallback is merged in here.
 */
export function fallbackLocaleOf(namespace: string): Locale {
  return namespace === 'common' ? 'pl' : 'en';
}

/** The locales whose files make up a namespace's catalogue in `locale`: its fallback's, then its own. */
export function catalogueLocales(namespace: string, locale: Locale): Locale[] {
  const fallback = fallbackLocaleOf(namespace);
  return fallback === locale ? [locale] : [fallback, locale];
}

/** `preferred`, with what it lacks taken from `fallback`, key by key. */
export function withFallback(fallback: Catalogue, preferred: Catalogue): Catalogue {
  const merged: Catalogue = { ...fallback };
  for (const [key, value] of Object.entries(preferred)) {
    const base = fallback[key];
    merged[key] = typeof value === 'object' && typeof base === 'object' ? withFallback(base, value) : value;
  }
  return merged;
}

export const LOCALES = ['pl', 'de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Native names shown in the language menu: each language names itself. */
export const LOCALE_NAMES: Record<Locale, string> = { pl: 'Polski', de: 'Deutsch', en: 'English' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The spec's rule: keep the first segment ("de-AT" → "de", "pl_PL" → "pl"), lower-cased;
 * anything unsupported becomes the default locale.
 */
export function normalizeLocale(value: unknown): Locale {
  return supportedLocaleOf(value) ?? DEFAULT_LOCALE;
}

function supportedLocaleOf(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  const first = value.trim().split(/[-_]/, 1)[0]?.toLowerCase();
  return isLocale(first) ? first : undefined;
}

/** Languages of an Accept-Language header, best first (q-values respected, q=0 dropped). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The locale a visitor of `/` is sent to: the remembered choice, then the browser's languages, else en. */
export function preferredLocale(input: {
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}): Locale {
  const remembered = supportedLocaleOf(input.cookie);
  if (remembered) return remembered;
  for (const tag of parseAcceptLanguage(input.acceptLanguage)) {
    const locale = supportedLocaleOf(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** BCP 47 tags used for Intl formatting. */
export const INTL_TAGS: Record<Locale, string> = { pl: 'pl-PL', de: 'de-DE', en: 'en-US' };

export const LOCALE_COOKIE = 'nutrio_locale';

import { LOCALE_COOKIE, type Locale } from '../../core/i18n/locales';

/** Remembers the visitor's language for `/` (the server sets the same cookie on page loads). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
}

export function rememberedLocale(): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
}

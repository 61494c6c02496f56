import { useLocation } from 'react-router';
import { isLocale, type Locale } from '../../core/i18n/locales';
import { appConfig } from './app-config';

/** The locale of the current page: its first path segment, else the one the server chose. */
export function localeOfPath(pathname: string, fallback: Locale = appConfig.locale): Locale {
  const segment = pathname.split('/')[1];
  return isLocale(segment) ? segment : fallback;
}

export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

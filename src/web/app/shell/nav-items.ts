import { NAV_PAGE_NAMES, pageHref, type LivePageName } from '../../../core/routes';
import type { Locale } from '../../../core/i18n/locales';

export interface NavItem {
  page: LivePageName;
  href: string;
}

/** Quick navigation: every page that exists and is marked for the navigation in the route registry. */
export function navItems(locale: Locale): NavItem[] {
  return NAV_PAGE_NAMES.map((page) => ({ page, href: pageHref(page, locale) }));
}

import type { SearchArea } from '../../../core/contracts/header-search';
import { matchPagePath, type PageName } from '../../../core/routes';

/** B §9: the header search asks after a 250 ms pause in typing. */
export const HEADER_SEARCH_DEBOUNCE_MS = 250;

/** DECISIONS HDR-34: the shop's pages (diet templates, e-books, pro packages), lists and details alike. */
const SHOP_PAGES: ReadonlySet<PageName> = new Set<PageName>([
  'dietTemplates',
  'dietTemplateDetail',
  'ebooks',
  'ebookDetail',
  'proPackages',
  'proPackageDetail',
]);

/** `product` on a shop page, `other` everywhere else. */
export function searchAreaOf(pathname: string): SearchArea {
  const match = matchPagePath(pathname);
  return match && SHOP_PAGES.has(match.name) ? 'product' : 'other';
}

import { livePagePath } from '../../../core/domain/account-menu';
import type { Locale } from '../../../core/i18n/locales';
import { api } from '../../../core/routes';

/** HDR-20: every link target the header takes from its host page. */
export const HEADER_LINK_NAMES = [
  'root',
  'dietTemplateSearch',
  'accountDiet',
  'promotion',
  'accountOrder',
  'accountCalendar',
  'accountSettings',
  'account',
  'logout',
  'chat',
  'ebookSearch',
  'blogSearch',
  'search',
  'recipeSearch',
  'proPackage',
  'userSearch',
  'companySearch',
  'dietGenerator',
  'shop',
  'exerciseSearch',
  'foodSearch',
  'assistant',
  'calculator',
  'newsletter',
  'contact',
] as const;
export type HeaderLinkName = (typeof HEADER_LINK_NAMES)[number];
export type HeaderLinks = Readonly<Record<HeaderLinkName, string>>;

/** HDR-23: what a link the host does not supply becomes. */
export const MISSING_LINK = '#';

/** The links only a signed-in member has (a guest's are missing, and hidden by HDR-24). */
const MEMBER_LINKS = new Set<HeaderLinkName>([
  'accountDiet',
  'accountOrder',
  'accountCalendar',
  'accountSettings',
  'account',
  'logout',
  'chat',
]);

/** The account items of HDR-24: hidden, not '#', when their link is missing. */
export const ACCOUNT_LINK_NAMES: readonly HeaderLinkName[] = [
  'accountDiet',
  'accountOrder',
  'accountCalendar',
  'accountSettings',
  'account',
  'logout',
  'chat',
];

/**
 * Where each link leads: a page of the route registry (plus a query), or the first live one of several.
 * `shop`, `newsletter` and `contact` have no page yet: they stay missing until one is added.
 */
const TARGETS: Record<
  Exclude<HeaderLinkName, 'logout'>,
  ReadonlyArray<{ page: string; query?: Record<string, string> }>
> = {
  root: [{ page: 'home' }],
  dietTemplateSearch: [{ page: 'dietTemplates' }],
  accountDiet: [{ page: 'personalDietMyDiets' }],
  promotion: [{ page: 'promotion' }],
  accountOrder: [{ page: 'accountOrders' }],
  accountCalendar: [{ page: 'accountCalendar' }],
  accountSettings: [{ page: 'accountPersonalData' }],
  account: [{ page: 'account' }],
  chat: [{ page: 'chat' }],
  ebookSearch: [{ page: 'ebooks' }],
  blogSearch: [{ page: 'blog' }],
  search: [{ page: 'search' }],
  recipeSearch: [{ page: 'recipes' }],
  proPackage: [{ page: 'proPackages' }],
  userSearch: [{ page: 'specialists' }],
  companySearch: [{ page: 'fitnessClubs' }],
  // The four-step generator once it is there; until then the personal generator is the site's diet generator.
  dietGenerator: [{ page: 'dietGenerator' }, { page: 'personalDiet' }],
  shop: [],
  exerciseSearch: [{ page: 'exercises' }],
  foodSearch: [{ page: 'foods' }],
  // The tools group's assistant is the search landing in its AI mode.
  assistant: [{ page: 'search', query: { mode: 'ai' } }],
  calculator: [{ page: 'calculator' }],
  newsletter: [],
  contact: [],
};

export interface HeaderLinksUser {
  roles: readonly string[];
}

/**
 * The header's link targets for a locale and user (HDR-20): a page that does not exist (yet) and a member's
 * link for a guest are missing and become '#' (HDR-23). A pro member's blog link carries pro=1 (HDR-22).
 */
export function headerLinks(
  locale: Locale,
  user: HeaderLinksUser | null,
  resolvePage: (page: string, locale: Locale) => string | null = livePagePath,
): HeaderLinks {
  const pro = user?.roles.includes('pro') ?? false;
  const entries = HEADER_LINK_NAMES.map((name): [HeaderLinkName, string] => {
    if (!user && MEMBER_LINKS.has(name)) return [name, MISSING_LINK];
    if (name === 'logout') return [name, api.logout.path];
    for (const target of TARGETS[name]) {
      const path = resolvePage(target.page, locale);
      if (path === null) continue;
      const query = { ...target.query, ...(name === 'blogSearch' && pro ? { pro: '1' } : {}) };
      const search = new URLSearchParams(query).toString();
      return [name, search ? `${path}?${search}` : path];
    }
    return [name, MISSING_LINK];
  });
  return Object.fromEntries(entries) as Record<HeaderLinkName, string>;
}

/** HDR-21: the settings link is accountSettings, or account when that is what the host supplies. */
export function settingsLink(links: HeaderLinks): string {
  return links.accountSettings !== MISSING_LINK ? links.accountSettings : links.account;
}

export const isMissing = (href: string): boolean => href === MISSING_LINK;

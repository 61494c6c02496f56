/**
 * The account menu (B §2 "Account menu page", §3): sections of items, shared by the account page, the
 * header's account menu and the mobile menu. An item links to a page of the route registry; an item
 * whose page does not exist (yet) is left out, and a section left without items is left out too
 * (DECISIONS HDR-24). The pro section is there only for users with the role `pro` (B §6; the server
 * enforces the role itself, ROLE-20), the specialist section only for the role `specialist` (issue 17 A7).
 */
import type { Locale } from '../i18n/locales';
import { api, pagePath, pages, type PageName } from '../routes';

export const ACCOUNT_SECTION_IDS = [
  'diet',
  'orders',
  'calendar',
  'settings',
  'specialist',
  'pro',
  'admin',
  'logout',
] as const;
export type AccountSectionId = (typeof ACCOUNT_SECTION_IDS)[number];

export const ACCOUNT_ITEM_IDS = [
  'myDiets',
  'generator',
  'orders',
  'invoices',
  'calendar',
  'personalData',
  'password',
  'specialistProfile',
  'companies',
  'clients',
  'ebooks',
  'blog',
  'search',
  'admin',
  'logout',
] as const;
export type AccountItemId = (typeof ACCOUNT_ITEM_IDS)[number];

/** ACCT-04: the icon says whether the target is a public page or a private one; logout has its own. */
export type AccountMenuIcon = 'public' | 'private' | 'logout';

/** ACCT-06/07: a logout item is a form: GET to the logout route with the session's CSRF token. */
export interface AccountLogoutForm {
  action: string;
  method: 'get';
  token: string;
}

export interface AccountMenuItem {
  id: AccountItemId;
  label: string;
  description: string;
  href: string;
  icon: AccountMenuIcon;
  isPublic: boolean;
  logout?: AccountLogoutForm;
}

export interface AccountMenuSection {
  id: AccountSectionId;
  title: string;
  description: string;
  items: AccountMenuItem[];
}

/** Where an item leads: a page by its registry name (it may not exist yet), plus a query. */
interface ItemTarget {
  page: string;
  query?: Record<string, string>;
}

interface ItemSpec {
  id: Exclude<AccountItemId, 'logout'>;
  target: ItemTarget;
  isPublic: boolean;
}

/**
 * The page names the menu links to. `accountOrders`, `accountCalendar` and `blog` are not in the route
 * registry yet (DECISIONS ACCT-10): their items appear as soon as those pages are added and made live.
 */
const SECTIONS: ReadonlyArray<{ id: Exclude<AccountSectionId, 'logout'>; items: ItemSpec[]; role?: string }> =
  [
    {
      id: 'diet',
      items: [
        { id: 'myDiets', target: { page: 'personalDietMyDiets' }, isPublic: false },
        { id: 'generator', target: { page: 'personalDiet' }, isPublic: true },
      ],
    },
    {
      id: 'orders',
      items: [
        { id: 'orders', target: { page: 'accountOrders' }, isPublic: false },
        { id: 'invoices', target: { page: 'accountInvoices' }, isPublic: false },
      ],
    },
    // CAL-11 (decided): specialists publish their own and their clubs' events there (HDR-15: every member has it).
    { id: 'calendar', items: [{ id: 'calendar', target: { page: 'accountCalendar' }, isPublic: false }] },
    {
      id: 'settings',
      items: [
        { id: 'personalData', target: { page: 'accountPersonalData' }, isPublic: false },
        { id: 'password', target: { page: 'accountPassword' }, isPublic: false },
      ],
    },
    // Issue 17 A7: a specialist's clients (diet assignments, invoices); the server enforces the role itself.
    {
      id: 'specialist',
      role: 'specialist',
      items: [
        { id: 'specialistProfile', target: { page: 'accountSpecialistProfile' }, isPublic: false },
        { id: 'companies', target: { page: 'accountCompanies' }, isPublic: false },
        { id: 'clients', target: { page: 'accountClients' }, isPublic: false },
      ],
    },
    {
      id: 'pro',
      role: 'pro',
      items: [
        { id: 'ebooks', target: { page: 'ebooks' }, isPublic: true },
        // HDR-22: the pro variant of the blog search (and of the site search) carries pro=1.
        { id: 'blog', target: { page: 'blog', query: { pro: '1' } }, isPublic: true },
        { id: 'search', target: { page: 'search', query: { pro: '1' } }, isPublic: true },
      ],
    },
    // Issue 24: the admin area (the server enforces the role on every admin call).
    { id: 'admin', role: 'admin', items: [{ id: 'admin', target: { page: 'admin' }, isPublic: false }] },
  ];

/** Translates a full key such as `account:menu.items.password.label`. */
export type MenuTranslate = (key: string) => string;

export interface AccountMenuInput {
  locale: Locale;
  roles: readonly string[];
  /** The session's CSRF token; without one (a guest) there is no logout item. */
  csrfToken: string | null;
  t: MenuTranslate;
  /**
   * The path of a page by its registry name, or null when it does not exist or is not live; the route
   * registry decides unless a caller says otherwise.
   */
  resolvePage?: (page: string, locale: Locale) => string | null;
}

function isPageName(name: string): name is PageName {
  return Object.hasOwn(pages, name);
}

/** The path of a live page of the route registry, else null. */
export function livePagePath(name: string, locale: Locale): string | null {
  return isPageName(name) && pages[name].live ? pagePath(name, locale, {}) : null;
}

function hrefOf(
  target: ItemTarget,
  locale: Locale,
  resolvePage: NonNullable<AccountMenuInput['resolvePage']>,
): string | null {
  const path = resolvePage(target.page, locale);
  if (path === null) return null;
  const query = target.query ? `?${new URLSearchParams(target.query).toString()}` : '';
  return `${path}${query}`;
}

/** The logout route's form (B §5: GET form with a `_csrf_token` field). */
export function logoutForm(csrfToken: string): AccountLogoutForm {
  return { action: api.logout.path, method: 'get', token: csrfToken };
}

export function buildAccountMenu({
  locale,
  roles,
  csrfToken,
  t,
  resolvePage = livePagePath,
}: AccountMenuInput): AccountMenuSection[] {
  const section = (id: AccountSectionId, items: AccountMenuItem[]): AccountMenuSection => ({
    id,
    title: t(`account:menu.sections.${id}.title`),
    description: t(`account:menu.sections.${id}.description`),
    items,
  });
  const item = (id: AccountItemId, href: string, isPublic: boolean): AccountMenuItem => ({
    id,
    label: t(`account:menu.items.${id}.label`),
    description: t(`account:menu.items.${id}.description`),
    href,
    icon: isPublic ? 'public' : 'private',
    isPublic,
  });

  const sections: AccountMenuSection[] = [];
  for (const spec of SECTIONS) {
    if (spec.role && !roles.includes(spec.role)) continue;
    const items = spec.items.flatMap((entry) => {
      const href = hrefOf(entry.target, locale, resolvePage);
      return href ? [item(entry.id, href, entry.isPublic)] : [];
    });
    if (items.length > 0) sections.push(section(spec.id, items));
  }
  if (csrfToken) {
    // The token travels in the form only: the item's href is the bare action, never a link that logs out.
    const form = logoutForm(csrfToken);
    sections.push(
      section('logout', [{ ...item('logout', form.action, false), icon: 'logout', logout: form }]),
    );
  }
  return sections;
}

/** The number of items across sections (what the switcher's "all" entry counts). */
export function countItems(sections: readonly AccountMenuSection[]): number {
  return sections.reduce((sum, entry) => sum + entry.items.length, 0);
}

/** Up to two initials of a display name, for the header's account button ("Anna Nowak" → "AN"). */
export function initialsOf(name: string): string {
  const words = (name.trim().split('@')[0] ?? '').split(/[\s@._-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

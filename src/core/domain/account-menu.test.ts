import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/create-i18n';
import { PAGE_NAMES, pages } from '../routes';
import { buildAccountMenu, countItems, initialsOf, livePagePath } from './account-menu';

const t = createI18n('en').t;
const translate = (key: string) => t(key);
type Resolve = (page: string, locale: 'en' | 'de' | 'pl') => string | null;
/** Every page exists: registry pages at their real path, the ones still missing at /<locale>/<name>. */
const everyPageLive: Resolve = (page, locale) => livePagePath(page, locale) ?? `/${locale}/${page}`;

function menu(
  options: {
    roles?: string[];
    csrfToken?: string | null;
    isLive?: Resolve;
    locale?: 'en' | 'de' | 'pl';
  } = {},
) {
  return buildAccountMenu({
    locale: options.locale ?? 'en',
    roles: options.roles ?? ['user'],
    csrfToken: options.csrfToken === undefined ? 'tok-123' : options.csrfToken,
    t: options.locale ? (key) => createI18n(options.locale ?? 'en').t(key) : translate,
    ...(options.isLive ? { resolvePage: options.isLive } : {}),
  });
}

describe('account menu model', () => {
  it('[ACCT-05] [ACCT-06] sections carry id, title, description and items; items label, description, href, icon, isPublic', () => {
    const sections = menu({ isLive: everyPageLive });
    for (const section of sections) {
      expect(Object.keys(section).sort()).toEqual(['description', 'id', 'items', 'title']);
      expect(section.title).not.toBe('');
      expect(section.description).not.toBe('');
      for (const item of section.items) {
        expect(item).toEqual(
          expect.objectContaining({
            label: expect.any(String),
            description: expect.any(String),
            href: expect.any(String),
            icon: expect.any(String),
            isPublic: expect.any(Boolean),
          }),
        );
      }
    }
    const settings = sections.find((section) => section.id === 'settings');
    expect(settings).toEqual({
      id: 'settings',
      title: 'Settings',
      description: 'Your personal data and password.',
      items: [
        {
          id: 'personalData',
          label: 'Personal data',
          description: 'Gender, name and e-mail address.',
          href: '/en/account/personal-data',
          icon: 'private',
          isPublic: false,
        },
        {
          id: 'password',
          label: 'Password',
          description: 'Change your password.',
          href: '/en/account/password',
          icon: 'private',
          isPublic: false,
        },
      ],
    });
  });

  it('[HDR-15] with every page live the menu has diet, orders, calendar, settings and logout, in that order', () => {
    const sections = menu({ isLive: everyPageLive });
    expect(sections.map((section) => section.id)).toEqual([
      'diet',
      'orders',
      'calendar',
      'settings',
      'logout',
    ]);
    const diet = sections[0]?.items ?? [];
    expect(diet.map((item) => [item.id, item.href])).toEqual([
      ['myDiets', '/en/personal-diet/my-diets'],
      ['generator', '/en/personal-diet'],
    ]);
    expect(sections.find((section) => section.id === 'orders')?.items.map((item) => item.href)).toEqual([
      '/en/account/orders',
      '/en/account/invoices',
    ]);
  });

  it('the specialist section (profile, clubs, clients) is there only for the role specialist; every member has invoices', () => {
    expect(menu({ isLive: everyPageLive }).some((section) => section.id === 'specialist')).toBe(false);
    const sections = menu({ roles: ['user', 'specialist'], locale: 'de' });
    const specialist = sections.find((section) => section.id === 'specialist');
    expect(specialist?.items.map((item) => [item.id, item.label, item.href])).toEqual([
      ['specialistProfile', 'Spezialistenprofil', '/de/konto/spezialistenprofil'],
      ['companies', 'Meine Fitnessstudios', '/de/konto/studios'],
      ['clients', 'Klienten', '/de/konto/klienten'],
    ]);
    expect(
      menu({ locale: 'pl' })
        .find((section) => section.id === 'orders')
        ?.items.map((item) => [item.id, item.href]),
    ).toEqual([
      ['orders', '/pl/konto/zamowienia'],
      ['invoices', '/pl/konto/faktury'],
    ]);
  });

  it('the admin section links to the admin area, only for the role admin (issue 24)', () => {
    expect(menu({ roles: ['user', 'pro', 'specialist'] }).some((section) => section.id === 'admin')).toBe(
      false,
    );
    const admin = menu({ roles: ['user', 'admin'], locale: 'pl' }).find((section) => section.id === 'admin');
    expect(admin?.items.map((item) => [item.id, item.label, item.href])).toEqual([
      ['admin', 'Panel administracyjny', '/pl/admin'],
    ]);
  });

  it('[ACCT-03] [ACCT-06] [ACCT-07] [HDR-17] the logout item is a GET form to the logout route carrying the CSRF token', () => {
    const logout = menu().find((section) => section.id === 'logout');
    expect(logout?.items).toHaveLength(1);
    const item = logout?.items[0];
    expect(item?.logout).toEqual({ action: '/logout', method: 'get', token: 'tok-123' });
    expect(item?.icon).toBe('logout');
    // The token travels only in the form, never in a plain link.
    expect(item?.href).toBe('/logout');
    expect(menu({ csrfToken: null }).some((section) => section.id === 'logout')).toBe(false);
  });

  it('[ACCT-04] the icon follows isPublic', () => {
    const items = menu({ roles: ['pro'], isLive: everyPageLive }).flatMap((section) => section.items);
    for (const item of items.filter((entry) => !entry.logout))
      expect(item.icon).toBe(item.isPublic ? 'public' : 'private');
    expect(items.find((item) => item.id === 'generator')?.isPublic).toBe(true);
    expect(items.find((item) => item.id === 'myDiets')?.isPublic).toBe(false);
  });

  it('[HDR-24] items whose page does not exist or is not live are hidden, and so are sections left empty', () => {
    const onlyAccountPages: Resolve = (page, locale) =>
      page.startsWith('account') && page !== 'accountOrders' && page !== 'accountCalendar'
        ? livePagePath(page, locale)
        : null;
    expect(menu({ isLive: onlyAccountPages }).map((section) => section.id)).toEqual([
      'orders',
      'settings',
      'logout',
    ]);
    expect(countItems(menu({ isLive: onlyAccountPages }))).toBe(4);

    const dietMissing = menu({
      isLive: (page, locale) => (page.startsWith('personalDiet') ? null : everyPageLive(page, locale)),
    });
    expect(dietMissing.map((section) => section.id)).toEqual(['orders', 'calendar', 'settings', 'logout']);
  });

  it('[HDR-24] by default the route registry decides: live pages only, unknown names never', () => {
    for (const name of PAGE_NAMES.filter((page) => !pages[page].slugs.en.includes(':'))) {
      expect(livePagePath(name, 'de') !== null, name).toBe(pages[name].live);
    }
    expect(livePagePath('accountPersonalData', 'en')).toBe('/en/account/personal-data');
    expect(livePagePath('imageToKcal', 'en')).toBe('/en/image-to-kcal');
    expect(livePagePath('toString', 'en')).toBeNull();
    const defaults = menu().flatMap((section) => section.items);
    const expected = menu({ isLive: (page, locale) => livePagePath(page, locale) }).flatMap(
      (section) => section.items,
    );
    expect(defaults).toEqual(expected);
    expect(defaults.some((item) => item.id === 'personalData')).toBe(true);
  });

  it('[HDR-16] [ACCT-09] [ROLE-10] the pro section (e-books, blog, search) is there only for the role pro', () => {
    expect(menu({ isLive: everyPageLive }).some((section) => section.id === 'pro')).toBe(false);
    const pro = menu({ roles: ['user', 'pro'], isLive: everyPageLive }).find(
      (section) => section.id === 'pro',
    );
    expect(pro?.items.map((item) => item.id)).toEqual(['ebooks', 'blog', 'search']);
  });

  it('[HDR-22] the pro blog and search links carry pro=1', () => {
    const live: Resolve = (page, locale) =>
      ({ ebooks: '/de/shop/e-books/', blog: '/de/blog/', search: '/de/suche' })[page] ??
      everyPageLive(page, locale);
    const pro = menu({ roles: ['pro'], isLive: live, locale: 'de' }).find((section) => section.id === 'pro');
    expect(pro?.items.map((item) => item.href)).toEqual([
      '/de/shop/e-books/',
      '/de/blog/?pro=1',
      '/de/suche?pro=1',
    ]);
    expect(pro?.title).toBe('Pro');
    expect(pro?.items[2]?.label).toBe('Suche');
  });

  it('[I18N-04] the labels follow the locale', () => {
    const settings = menu({ locale: 'pl' }).find((section) => section.id === 'settings');
    expect(settings?.title).toBe('Ustawienia');
    expect(settings?.items.map((item) => item.href)).toEqual(['/pl/konto/dane-osobowe', '/pl/konto/haslo']);
  });

  it('counts the items of all sections and makes initials of a name', () => {
    expect(initialsOf('Anna Maria Nowak')).toBe('AN');
    expect(initialsOf('łukasz')).toBe('Ł');
    expect(initialsOf('jan.kowalski@example.com')).toBe('JK');
    expect(initialsOf('')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { livePagePath } from '../../../core/domain/account-menu';
import type { Locale } from '../../../core/i18n/locales';
import { pagePath } from '../../../core/routes';
import { HEADER_LINK_NAMES, headerLinks, MISSING_LINK, settingsLink } from './header-links';

const MEMBER = { roles: ['user'] };
const PRO = { roles: ['user', 'pro'] };
/** Every page of the registry as if it were live. */
const allLive = (page: string, locale: Locale) =>
  livePagePath(page, locale) ?? pagePath(page as 'home', locale, {});

describe('the header’s link targets', () => {
  it('[HDR-20] name every target of the spec, each a path of the locale with every page live', () => {
    const links = headerLinks('de', MEMBER, allLive);
    expect(Object.keys(links).sort()).toEqual(
      [
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
        'root',
      ].sort(),
    );
    expect(links).toMatchObject({
      root: '/de/',
      dietTemplateSearch: '/de/shop/diaeten/',
      accountDiet: '/de/individuelle-diaet/my-diets',
      promotion: '/de/aktion',
      accountOrder: '/de/konto/bestellungen',
      accountCalendar: '/de/konto/kalender',
      accountSettings: '/de/konto/persoenliche-daten',
      account: '/de/konto',
      logout: '/logout',
      chat: '/de/chat',
      ebookSearch: '/de/shop/e-books/',
      blogSearch: '/de/blog/',
      search: '/de/suche',
      recipeSearch: '/de/rezepte/',
      proPackage: '/de/pro-paket/',
      userSearch: '/de/spezialisten/',
      companySearch: '/de/fitness-studios/',
      dietGenerator: '/de/diaet-generator',
      exerciseSearch: '/de/uebungen/',
      foodSearch: '/de/lebensmittel/',
      assistant: '/de/suche?mode=ai',
      calculator: '/de/rechner',
    });
    // No page exists for these in any case: they stay missing.
    expect([links.shop, links.newsletter, links.contact]).toEqual([MISSING_LINK, MISSING_LINK, MISSING_LINK]);
  });

  it('[HDR-20] by default the route registry decides: live pages are linked in the page’s language', () => {
    const links = headerLinks('pl', MEMBER);
    expect(links.recipeSearch).toBe('/pl/przepisy/');
    expect(links.companySearch).toBe('/pl/kluby-fitness/');
    expect(links.calculator).toBe('/pl/kalkulator');
    // Until the four-step generator is live, the personal generator is the diet generator.
    expect(links.dietGenerator).toBe(livePagePath('dietGenerator', 'pl') ?? '/pl/dieta-personalna');
  });

  it('[HDR-23] a link whose page is missing becomes #', () => {
    const links = headerLinks('en', MEMBER, () => null);
    for (const name of HEADER_LINK_NAMES.filter((name) => name !== 'logout'))
      expect([name, links[name]]).toEqual([name, '#']);
    const some = headerLinks('en', MEMBER, (page, locale) =>
      page === 'recipes' ? `/${locale}/recipes/` : null,
    );
    expect(some.recipeSearch).toBe('/en/recipes/');
    expect(some.foodSearch).toBe('#');
  });

  it('[HDR-23] a guest has no member links: they are missing', () => {
    const links = headerLinks('en', null, allLive);
    for (const name of [
      'accountDiet',
      'accountOrder',
      'accountCalendar',
      'accountSettings',
      'account',
      'logout',
      'chat',
    ] as const)
      expect([name, links[name]]).toEqual([name, '#']);
    expect(links.recipeSearch).toBe('/en/recipes/');
  });

  it('[HDR-21] the settings link is accountSettings, or account when that is all the host supplies', () => {
    expect(settingsLink(headerLinks('en', MEMBER, allLive))).toBe('/en/account/personal-data');
    const withoutSettings = headerLinks('en', MEMBER, (page, locale) =>
      page === 'accountPersonalData' ? null : allLive(page, locale),
    );
    expect(settingsLink(withoutSettings)).toBe('/en/account');
  });

  it('[HDR-22] a pro member’s blog link carries pro=1; others’ do not', () => {
    expect(headerLinks('en', PRO, allLive).blogSearch).toBe('/en/blog/?pro=1');
    expect(headerLinks('en', MEMBER, allLive).blogSearch).toBe('/en/blog/');
    expect(headerLinks('en', null, allLive).blogSearch).toBe('/en/blog/');
  });
});

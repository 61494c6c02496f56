import { describe, expect, it } from 'vitest';
import { LOCALES } from './i18n/locales';
import {
  api,
  apiHref,
  pageTrail,
  isLocalPath,
  LIVE_PAGE_NAMES,
  matchPagePath,
  PAGE_NAMES,
  pageHref,
  pages,
  type PageRoute,
} from './routes';

describe('route registry', () => {
  it('page hrefs use the localized slugs of ARCHITECTURE §7', () => {
    expect(pageHref('recipes', 'de')).toBe('/de/rezepte/');
    expect(pageHref('foods', 'pl')).toBe('/pl/produkty-spozywcze/');
    expect(pageHref('ebooks', 'pl')).toBe('/pl/sklep/e-booki/');
    expect(pageHref('home', 'en')).toBe('/en/');
    expect(pageHref('imageToKcal', 'de')).toBe('/de/foto-zu-kcal');
    expect(pageHref('recipeDetail', 'en', { idSlug: '12-apple-pie' })).toBe('/en/recipes/12-apple-pie');
    expect(pageHref('search', 'pl', {}, { q: 'żółw' })).toBe('/pl/szukaj?q=%C5%BC%C3%B3%C5%82w');
  });

  it('api hrefs fill and encode path parameters', () => {
    expect(apiHref(api.chat_show, { uid: 'a/b' })).toBe('/api/chats/a%2Fb');
    expect(apiHref(api.frontend_recipe_search, {}, { page: 2 })).toBe('/api/recipes/search?page=2');
    expect(apiHref(api.health)).toBe('/api/health');
  });

  it('every page path of every locale matches back to its page, canonically', () => {
    for (const name of PAGE_NAMES) {
      for (const locale of LOCALES) {
        const params = Object.fromEntries(
          [...pages[name].slugs.en.matchAll(/:(\w+)/g)].map((m) => [m[1], 'x1']),
        );
        const path = pageHref(name, locale, params as never);
        const match = matchPagePath(path);
        expect(match, path).toMatchObject({ name, locale, canonicalPath: path });
      }
    }
  });

  it('a slug in another language matches with the canonical path of the requested locale', () => {
    expect(matchPagePath('/de/recipes/')).toMatchObject({ name: 'recipes', canonicalPath: '/de/rezepte/' });
    expect(matchPagePath('/en/przepisy/5-zupa')).toMatchObject({
      name: 'recipeDetail',
      params: { idSlug: '5-zupa' },
      canonicalPath: '/en/recipes/5-zupa',
    });
    expect(matchPagePath('/en/recipes')?.canonicalPath).toBe('/en/recipes/');
    expect(matchPagePath('/en/about-data/')?.canonicalPath).toBe('/en/about-data');
  });

  it('[DT-02] the spec’s path diet-template names the diet template search page in every language', () => {
    for (const [locale, path] of [
      ['en', '/en/shop/diets/'],
      ['de', '/de/shop/diaeten/'],
      ['pl', '/pl/sklep/diety/'],
    ])
      for (const alias of [`/${locale}/diet-template`, `/${locale}/diet-template/`])
        expect(matchPagePath(alias), alias).toMatchObject({ name: 'dietTemplates', canonicalPath: path });
  });

  it('no alias is a page’s own path', () => {
    const own = new Set(PAGE_NAMES.flatMap((name) => LOCALES.map((locale) => pages[name].slugs[locale])));
    for (const name of PAGE_NAMES)
      for (const alias of (pages[name] as PageRoute).aliases ?? []) expect(own.has(alias), alias).toBe(false);
  });

  it('unknown paths and locales do not match', () => {
    expect(matchPagePath('/fr/recipes/')).toBeNull();
    expect(matchPagePath('/en/nope')).toBeNull();
    expect(matchPagePath('/en/recipes/1/extra')).toBeNull();
    expect(matchPagePath('/')).toBeNull();
  });

  it('no two pages share a path in one locale', () => {
    for (const locale of LOCALES) {
      const slugs = PAGE_NAMES.map((name) => pages[name].slugs[locale]);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('api routes are unique by method and path', () => {
    const keys = Object.values(api).map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(LIVE_PAGE_NAMES).toContain('home');
  });
});

describe('isLocalPath', () => {
  it('accepts paths of this site only; whitespace that browsers drop cannot make `//host`', () => {
    expect(isLocalPath('/en/recipes/?text=a+b')).toBe(true);
    for (const target of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/\t/evil.example',
      '/\n/evil',
      '',
      null,
      undefined,
    ]) {
      expect(isLocalPath(target), String(target)).toBe(false);
    }
  });
});

describe('page trail (breadcrumbs, issue 14 A2)', () => {
  it('leads from home through the pages above, by path', () => {
    expect(pageTrail('home')).toEqual([]);
    expect(pageTrail('recipes')).toEqual(['home']);
    expect(pageTrail('recipeDetail')).toEqual(['home', 'recipes']);
    expect(pageTrail('accountPassword')).toEqual(['home', 'account']);
    expect(pageTrail('personalDietSaved')).toEqual(['home', 'personalDiet']);
    expect(pageTrail('ebookDetail')).toEqual(['home', 'ebooks']);
  });
});

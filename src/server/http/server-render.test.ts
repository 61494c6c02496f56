import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_STATE_ELEMENT_ID } from '../../core/contracts/server-render';
import { LOCALES, type Locale } from '../../core/i18n/locales';
import { pagePath, type PageName } from '../../core/routes';
import { translatorFor } from '../i18n';
import { registerUser } from '../testing/auth-helpers';
import { buildReferenceFixture, type ReferenceFixture } from '../testing/reference-fixture';
import { metaContent, ofType, structuredData } from '../testing/structured-data-check';
import { createTestApp, TEST_API_KEY, TEST_DIALECTS, type TestApp } from '../testing/test-app';
import { catalogueIndexing } from '../modules/catalogue/catalogues';
import { importReferenceData } from '../modules/reference-data/reference-import';

const BASE = 'https://nutrio.test';
type Kind = 'recipes' | 'foods' | 'exercises';
const LIST_PAGE: Record<Kind, PageName> = { recipes: 'recipes', foods: 'foods', exercises: 'exercises' };
const DETAIL_PAGE: Record<Kind, PageName> = {
  recipes: 'recipeDetail',
  foods: 'foodDetail',
  exercises: 'exerciseDetail',
};
const SEARCH_CALL: Record<Kind, string> = {
  recipes: '/api/recipes/search',
  foods: '/api/foods/search',
  exercises: '/api/exercises/search',
};
const DETAIL_CALL: Record<Kind, string> = {
  recipes: '/api/recipes',
  foods: '/api/foods',
  exercises: '/api/exercises',
};

interface Rendered {
  html: string;
  root: Element;
  /** The queries the page's state hands to the browser, by key. */
  queries: Array<{ queryKey: unknown[]; state: { data: unknown; status: string } }>;
}

/** Parses a page: the markup the server rendered into #root and the state it put beside it. */
function readPage(html: string): Rendered {
  const { document } = new JSDOM(html).window;
  const root = document.getElementById('root')!;
  const stateText = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  const state = stateText ? (JSON.parse(stateText) as { queries: { queries: Rendered['queries'] } }) : null;
  return { html, root, queries: state?.queries.queries ?? [] };
}

/** The CSP allows no inline script: every <script> is a file or a data block. */
function expectNoInlineScripts(html: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
  for (const attributes of scripts)
    expect(attributes, `<script${attributes}>`).toMatch(/\bsrc=|type="application\/(json|ld\+json)"/);
}

/** The head's canonical, its hreflang alternates and a valid JSON-LD graph with breadcrumbs. */
function expectIndexableHead(html: string, canonical: string) {
  expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
  const hreflangs = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map((m) => m[1]);
  expect(hreflangs).toEqual([...LOCALES, 'x-default']);
  expect(ofType(structuredData(html), 'BreadcrumbList')).toHaveLength(1);
  expect(metaContent(html, 'description')).toBeTruthy();
}

describe.each(TEST_DIALECTS)('server-rendered public pages on %s (issue 14 A1, A5)', (dialect) => {
  let t: TestApp;
  let fixture: ReferenceFixture;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const apiGet = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${TEST_API_KEY}` } });
  const firstPage = async (kind: Kind, locale: Locale) =>
    (
      await t.app.inject({
        method: 'POST',
        url: SEARCH_CALL[kind],
        headers: { authorization: `Bearer ${TEST_API_KEY}` },
        payload: { _locale: locale },
      })
    ).json<{ items: Array<{ id: number; name: string; slug: string }>; total: number }>();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    fixture = buildReferenceFixture();
    await importReferenceData(t.app.database.db, fixture.paths, {
      search: catalogueIndexing(t.app.database.db, t.app.searchProvider),
    });
  });
  afterAll(async () => {
    await t.close();
    fixture.cleanup();
  });

  describe.each(LOCALES)('in %s', (locale) => {
    const tr = (key: string) => translatorFor(locale)(key);

    it.each(['recipes', 'foods', 'exercises'] as const)(
      '%s list: its first page with links to each item, the answer in the page state, title and head',
      async (kind) => {
        const path = pagePath(LIST_PAGE[kind], locale, {});
        const res = await get(path);
        expect(res.statusCode).toBe(200);
        const page = readPage(res.body);
        expect(page.root.querySelector('main h1')?.textContent).toBe(tr(`catalogue:${kind}.title`));
        const answer = await firstPage(kind, locale);
        expect(answer.items.length).toBeGreaterThan(0);
        const links = [...page.root.querySelectorAll('[data-testid="results"] a')].map((a) =>
          a.getAttribute('href'),
        );
        for (const item of answer.items) {
          expect(page.root.textContent).toContain(item.name);
          expect(
            links.some((href) =>
              href?.startsWith(`${pagePath(DETAIL_PAGE[kind], locale, { idSlug: `${item.id}-` })}`),
            ),
          ).toBe(true);
        }
        const search = page.queries.find((q) => q.queryKey[1] === 'search');
        expect(search?.state.status).toBe('success');
        expect((search?.state.data as { total: number }).total).toBe(answer.total);
        expect(page.queries.find((q) => q.queryKey[1] === 'filters')?.state.status).toBe('success');
        expect(page.html).toContain(`<title>${tr(`pages:${LIST_PAGE[kind]}.title`)}</title>`);
        expectIndexableHead(page.html, `${BASE}${path}`);
        expectNoInlineScripts(page.html);
      },
    );

    it.each(['recipes', 'foods', 'exercises'] as const)(
      '%s detail: the item itself (name, content) rendered, with its title and head',
      async (kind) => {
        const [item] = (await firstPage(kind, locale)).items;
        const detail = (await apiGet(`${DETAIL_CALL[kind]}/${item!.id}?_locale=${locale}`)).json<{
          name: string;
          slug: string;
          ingredients?: Array<{ name: string }>;
          instructions?: string[];
        }>();
        const path = pagePath(DETAIL_PAGE[kind], locale, { idSlug: `${item!.id}-${detail.slug}` });
        const res = await get(path);
        expect(res.statusCode).toBe(200);
        const page = readPage(res.body);
        expect(page.root.querySelector('main h1')?.textContent).toBe(detail.name);
        const text = page.root.textContent ?? '';
        for (const ingredient of detail.ingredients ?? []) expect(text).toContain(ingredient.name);
        for (const step of detail.instructions ?? []) expect(text).toContain(step);
        expect(page.queries.some((q) => q.state.status === 'success')).toBe(true);
        expect(page.html).toMatch(new RegExp(`<title>${detail.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
        expectIndexableHead(page.html, `${BASE}${path}`);
        if (kind === 'recipes') expect(ofType(structuredData(page.html), 'Recipe')).toHaveLength(1);
        expectNoInlineScripts(page.html);
      },
    );

    it('home and about-data: their content rendered', async () => {
      const home = readPage((await get(`/${locale}/`)).body);
      expect(home.root.querySelector('main h1')?.textContent).toBe(tr('home:hero.title'));
      expectIndexableHead(home.html, `${BASE}/${locale}/`);
      const aboutPath = pagePath('aboutData', locale, {});
      const about = readPage((await get(aboutPath)).body);
      expect(about.root.querySelector('main h1')?.textContent).toBe(tr('aboutData:title'));
      expectIndexableHead(about.html, `${BASE}${aboutPath}`);
    });
  });

  it('a query in the address is rendered as asked (a later page, a search), each kept apart', async () => {
    const [first, second] = (await firstPage('recipes', 'en')).items;
    const searched = readPage((await get(`/en/recipes/?text=${encodeURIComponent(second!.name)}`)).body);
    expect(searched.root.textContent).toContain(second!.name);
    expect(searched.root.textContent).not.toContain(first!.name);
    const plain = readPage((await get('/en/recipes/')).body);
    expect(plain.root.textContent).toContain(first!.name);
  });

  it('a change to the catalogue shows on the next render (kept renders follow the revision)', async () => {
    const before = readPage((await get('/en/foods/')).body);
    const [food] = (await firstPage('foods', 'en')).items;
    expect(before.root.textContent).toContain(food!.name);
    await t.app.database.db
      .updateTable('foods')
      .set({ name_en: 'Renamed for the render test' })
      .where('id', '=', food!.id)
      .execute();
    const after = readPage((await get('/en/foods/')).body);
    expect(after.root.textContent).toContain('Renamed for the render test');
  });

  it('a signed-in member and private pages get the browser-rendered shell', async () => {
    const member = await registerUser(t.app, { email: `render-${dialect}@example.com` });
    const list = readPage((await get('/en/recipes/', { cookie: member.cookie })).body);
    expect(list.root.innerHTML).toBe('');
    expect(list.html).not.toContain(`id="${PAGE_STATE_ELEMENT_ID}"`);
    const account = readPage((await get(pagePath('account', 'en', {}), { cookie: member.cookie })).body);
    expect(account.root.innerHTML).toBe('');
    const login = readPage((await get(pagePath('login', 'en', {}))).body);
    expect(login.root.innerHTML).toBe('');
  });
});

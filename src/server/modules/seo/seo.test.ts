import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/i18n/locales';
import { pagePath } from '../../../core/routes';
import { CATALOGUE_COUNTER, changeRevision } from '../../db/change-counters';
import { buildReferenceFixture, type ReferenceFixture } from '../../testing/reference-fixture';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { catalogueDefinitions, catalogueIndexing } from '../catalogue/catalogues';
import { importReferenceData } from '../reference-data/reference-import';
import { createSeoService } from './seo.service';

const PUBLIC_URL = 'https://nutrio.test';

/** A well-formed XML document (a parse error fails the test), namespaces kept. */
function parseXml(text: string): Document {
  const document = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}
const texts = (document: Document, tag: string) =>
  [...document.getElementsByTagName(tag)].map((element) => element.textContent ?? '');

describe.each(TEST_DIALECTS)('sitemaps and robots.txt on %s (issue 14 A3)', (dialect) => {
  let t: TestApp;
  let fixture: ReferenceFixture;
  const db = () => t.app.database.db;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    fixture = buildReferenceFixture();
    await importReferenceData(db(), fixture.paths, { search: catalogueIndexing(db(), t.app.searchProvider) });
  });
  afterAll(async () => {
    await t.close();
    fixture.cleanup();
  });

  it('robots.txt points at the sitemap and keeps crawlers off the API and private pages, never off a public one', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    for (const path of ['/api/', '/en/account', '/pl/konto', '/de/konto', '/en/login', '/en/personal-diet']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice(10));
    for (const locale of LOCALES)
      for (const path of [
        pagePath('home', locale, {}),
        pagePath('recipes', locale, {}),
        pagePath('foods', locale, {}),
        pagePath('aboutData', locale, {}),
      ])
        expect(disallowed.filter((rule) => path.startsWith(rule))).toEqual([]);
  });

  it('the index names a pages sitemap and a detail sitemap per catalogue in each language, and every URL in them is a page', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const sitemaps = texts(parseXml(res.body), 'loc');
    for (const locale of LOCALES)
      for (const name of ['pages', 'recipeDetail-1', 'foodDetail-1', 'exerciseDetail-1'])
        expect(sitemaps).toContain(`${PUBLIC_URL}/sitemaps/${locale}-${name}.xml`);
    expect(sitemaps).toHaveLength(LOCALES.length * 4);

    const recipes = await db()
      .selectFrom('recipes')
      .select(['id', 'slug_de', 'updated_at'])
      .orderBy('id')
      .execute();
    const sitemap = parseXml((await get('/sitemaps/de-recipeDetail-1.xml')).body);
    const urls = [...sitemap.getElementsByTagName('url')];
    expect(urls.map((url) => url.getElementsByTagName('loc')[0]?.textContent)).toEqual(
      recipes.map((r) => `${PUBLIC_URL}/de/rezepte/${r.id}-${r.slug_de}`),
    );
    expect(urls.map((url) => url.getElementsByTagName('lastmod')[0]?.textContent)).toEqual(
      recipes.map((r) => r.updated_at),
    );
    const links = [...urls[0]!.getElementsByTagName('xhtml:link')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(links.map(([hreflang]) => hreflang)).toEqual([...LOCALES, 'x-default']);
    expect(links.at(-1)?.[1]).toMatch(new RegExp(`^${PUBLIC_URL}/en/recipes/${recipes[0]!.id}-`));

    // Every URL of every sitemap is served as it is (no redirect, no 404).
    for (const file of sitemaps) {
      const locs = texts(parseXml((await get(file.slice(PUBLIC_URL.length))).body), 'loc');
      expect(locs.length).toBeGreaterThan(0);
      for (const loc of locs.slice(0, 40))
        expect((await get(loc.slice(PUBLIC_URL.length))).statusCode, loc).toBe(200);
    }
    const pages = texts(parseXml((await get('/sitemaps/pl-pages.xml')).body), 'loc');
    expect(pages).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/pl/`,
        `${PUBLIC_URL}/pl/przepisy/`,
        `${PUBLIC_URL}/pl/o-danych`,
      ]),
    );
    expect(pages.some((loc) => /konto|logowanie|dieta-personalna/.test(loc))).toBe(false);
  });

  it('an edited recipe gets a later lastmod, at once; an unknown sitemap is 404', async () => {
    const [first] = await db().selectFrom('recipes').select(['id', 'updated_at']).orderBy('id').execute();
    await new Promise((done) => setTimeout(done, 5));
    await db()
      .updateTable('recipes')
      .set({ name_en: 'Apples in brown butter' })
      .where('id', '=', first!.id)
      .execute();
    const after = await db()
      .selectFrom('recipes')
      .select('updated_at')
      .where('id', '=', first!.id)
      .executeTakeFirstOrThrow();
    expect(after.updated_at > first!.updated_at).toBe(true);
    const lastmods = texts(parseXml((await get('/sitemaps/en-recipeDetail-1.xml')).body), 'lastmod');
    expect(lastmods[0]).toBe(after.updated_at);
    for (const url of [
      '/sitemaps/en-recipeDetail-2.xml',
      '/sitemaps/xx-pages.xml',
      '/sitemaps/en-account-1.xml',
      '/sitemaps/en-pages-1.xml',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });

  it('a catalogue larger than a sitemap file takes as many files as it needs, none twice', async () => {
    const seo = createSeoService({
      publicUrl: PUBLIC_URL,
      catalogues: catalogueDefinitions(db()),
      revision: () => changeRevision(db(), CATALOGUE_COUNTER),
      maxUrls: 1,
    });
    const count = (await db().selectFrom('recipes').select('id').execute()).length;
    const files = texts(parseXml(await seo.index()), 'loc').filter((loc) =>
      loc.includes('/sitemaps/en-recipeDetail-'),
    );
    expect(files).toHaveLength(count);
    const urls = [];
    for (let part = 1; part <= count; part++)
      urls.push(...texts(parseXml((await seo.sitemap(`en-recipeDetail-${part}`))!), 'loc'));
    expect(new Set(urls).size).toBe(count);
    expect(await seo.sitemap(`en-recipeDetail-${count + 1}`)).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ArticleDetail,
  ArticleSearchResponse,
  LatestArticlesResponse,
} from '../../../../core/contracts/articles';
import { reindex } from '../../../db/search/search-provider';
import { ofType, structuredData } from '../../../testing/structured-data-check';
import { createTestApp, TEST_API_KEY, TEST_DIALECTS, type TestApp } from '../../../testing/test-app';
import { authorEmail, importArticles, readTimeMinutes } from '../../reference-data/article-content';
import { changes } from '../../reference-data/table-sync';
import { articlesDefinition } from './articles.catalogue';

const auth = { authorization: `Bearer ${TEST_API_KEY}` };
const PATHS = { contentDir: 'content', mediaDir: 'var/test-cache/media' };

describe('article read time', () => {
  it('is the words at 200 a minute, markup left out, at least one minute', () => {
    expect(readTimeMinutes('## Title\n\n' + 'word '.repeat(1000))).toBe(5);
    expect(readTimeMinutes('- **a** b')).toBe(1);
  });
});

describe.each(TEST_DIALECTS)('blog API on %s (issue 16 A5)', (dialect) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });
  const search = async (body: Record<string, unknown>) =>
    ArticleSearchResponse.parse(
      (
        await t.app.inject({ method: 'POST', url: '/api/articles/search', payload: body, headers: auth })
      ).json(),
    );

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await importArticles(t.app.database.db, PATHS);
    await reindex(t.app.searchProvider, 'article', await articlesDefinition(t.app.database.db).documents());
  });
  afterAll(async () => t.close());

  it('[HOME-47] [HOME-42] the latest articles by locale and limit, newest first, with author, date and read time', async () => {
    const latest = LatestArticlesResponse.parse(
      (await get('/api/articles/latest?_locale=de&limit=5')).json(),
    ).articles;
    expect(latest).toHaveLength(5);
    const dates = latest.map((article) => article.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of latest) {
      expect(article).toMatchObject({
        language: 'de',
        href: expect.stringMatching(/^\/de\/blog\/\d+-/),
        image: expect.stringMatching(/^\/media\/articles\/.+\.svg$/),
        writer: { fullname: expect.stringMatching(/\S+ \S+/) },
        created_at_formatted: { text: expect.stringMatching(/^\d{1,2}\. \S+ 2026$/) },
      });
      expect(article.read_time).toBeGreaterThanOrEqual(2);
      expect(article.categories[0]!.find).toMatch(/^[a-z-]+$/);
    }
    expect((await get('/api/articles/latest?_locale=en')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/articles/latest?_locale=en' })).statusCode).toBe(
      401,
    );
  });

  it('[HOME-45] the limit: missing or not a number gives 3, otherwise floored into 1–12', async () => {
    const count = async (limit: string) =>
      LatestArticlesResponse.parse((await get(`/api/articles/latest?_locale=en${limit}`)).json()).articles
        .length;
    expect(await count('')).toBe(3);
    expect(await count('&limit=abc')).toBe(3);
    expect(await count('&limit=0')).toBe(1);
    expect(await count('&limit=7.9')).toBe(7);
    expect(await count('&limit=500')).toBe(12);
  });

  it('search: text in the visitor’s language, a category, pages of 12', async () => {
    const all = await search({ _locale: 'en' });
    expect(all).toMatchObject({ total: 30, perPage: 12, totalPages: 3 });
    const found = await search({ _locale: 'pl', text: 'mifflin' });
    expect(found.items.map((article) => article.name)).toContain(
      'Jak Nutrio oblicza Twoje zapotrzebowanie kaloryczne',
    );
    const calculators = await search({ _locale: 'en', category: 'calculators' });
    expect(calculators.total).toBeGreaterThanOrEqual(5);
    expect(calculators.items.every((article) => article.categories[0]!.find === 'calculators')).toBe(true);
    expect((await search({ _locale: 'en', category: 'nope' })).total).toBe(0);
  });

  it('an article: the body as sanitized HTML, its sources, an author who is one of our users and cannot sign in', async () => {
    const [first] = (await search({ _locale: 'en', text: 'how much water' })).items;
    const article = ArticleDetail.parse((await get(`/api/articles/${first!.id}?_locale=en`)).json());
    expect(article.bodyHtml).toMatch(/<h2>/);
    expect(article.bodyHtml).not.toMatch(/<script|<img|<iframe/i);
    expect(article.sources.length).toBeGreaterThanOrEqual(2);
    expect(article.sources.every((source) => source.url.startsWith('https://'))).toBe(true);
    const author = await t.app.database.db
      .selectFrom('users')
      .select(['email', 'password_hash'])
      .where('first_name', '=', article.writer!.firstname)
      .executeTakeFirstOrThrow();
    expect(author.email).toMatch(/@authors\.nutrio\.invalid$/);
    expect(author.password_hash).toBe('');
    expect(authorEmail('x')).toBe('x@authors.nutrio.invalid');
    expect((await get('/api/articles/999999?_locale=en')).statusCode).toBe(404);
    expect((await get('/api/articles/abc?_locale=en')).statusCode).toBe(400);
  });

  it('an article page is rendered on the server, readable without JavaScript, with a schema.org Article', async () => {
    const [card] = (await search({ _locale: 'pl', text: 'witamina d zima' })).items;
    const res = await t.app.inject({ method: 'GET', url: card!.href });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<h1 class="mt-1 text-3xl leading-tight font-bold text-slate-900">${card!.name}</h1>`,
    );
    expect(res.body).toMatch(/data-testid="article-body"><p>[^<]+<\/p>/);
    expect(res.body).toContain('<h2>');
    const [article] = ofType(structuredData(res.body), 'Article');
    expect(article).toMatchObject({
      headline: card!.name,
      inLanguage: 'pl',
      author: { '@type': 'Person', name: card!.writer!.fullname },
      datePublished: card!.created_at,
    });
  });

  it('a second import over the same content changes nothing', async () => {
    const report = await importArticles(t.app.database.db, PATHS);
    for (const [table, counts] of Object.entries(report!.tables)) expect(changes(counts), table).toBe(0);
  });
});

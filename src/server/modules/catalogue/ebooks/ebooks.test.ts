import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EbookCategoriesResponse,
  EbookDetail,
  EbookListResponse,
  EbookSearchResponse,
  EbookTagsResponse,
  type EbookCard,
} from '../../../../core/contracts/ebooks';
import { api } from '../../../../core/routes';
import { reindex } from '../../../db/search/search-provider';
import { registerUser } from '../../../testing/auth-helpers';
import { ofType, structuredData } from '../../../testing/structured-data-check';
import { createTestApp, TEST_API_KEY, TEST_DIALECTS, type TestApp } from '../../../testing/test-app';
import { importEbooks } from '../../reference-data/ebook-content';
import { changes } from '../../reference-data/table-sync';
import { ebooksDefinition } from './ebooks.catalogue';

const auth = { authorization: `Bearer ${TEST_API_KEY}` };
/** The shop's real content (content/ebooks); PDFs are kept between runs in the test cache. */
const PATHS = { contentDir: 'content', mediaDir: 'var/test-cache/media', filesDir: 'var/test-cache/files' };

describe.each(TEST_DIALECTS)('e-book shop API on %s (issue 16 A1, A2)', (dialect) => {
  let t: TestApp;
  const search = async (body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ebooks/search',
      payload: body,
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return EbookSearchResponse.parse(res.json());
  };
  const all = async (locale: string, sort = 'id_desc') =>
    (await search({ _locale: locale, sort, perPage: 15, page: 1 })).items.concat(
      (await search({ _locale: locale, sort, perPage: 15, page: 2 })).items,
    );

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { FILES_DIR: PATHS.filesDir } });
    await importEbooks(t.app.database.db, PATHS);
    await reindex(t.app.searchProvider, 'ebook', await ebooksDefinition(t.app.database.db).documents());
  }, 180_000);
  afterAll(async () => t.close());

  it('[EBOOK-28] [EBOOK-23] search answers a page of 9 by default with items, total, perPage, totalPages and hasMore', async () => {
    const page = await search({ _locale: 'en' });
    expect(page).toMatchObject({ total: 24, perPage: 9, page: 1, totalPages: 3, hasMore: true });
    expect(page.items).toHaveLength(9);
    for (const perPage of [12, 15]) expect((await search({ _locale: 'en', perPage })).perPage).toBe(perPage);
    expect((await search({ _locale: 'en', perPage: 24 })).perPage).toBe(9);
    const last = await search({ _locale: 'en', page: 99 });
    expect(last).toMatchObject({ page: 3, hasMore: false });
    expect(last.items).toHaveLength(6);
  });

  it('[EBOOK-10] cards carry name, description, image, link, writer, categories and a computed price in the page’s currency', async () => {
    const [en, pl, de] = (await Promise.all(['en', 'pl', 'de'].map((locale) => all(locale)))) as [
      EbookCard[],
      EbookCard[],
      EbookCard[],
    ];
    const losing = (cards: EbookCard[]) => cards.find((card) => card.writer.startsWith('Joanna Kamińska'))!;
    expect(losing(en)).toMatchObject({
      name: 'Losing weight without constant hunger: protein, fibre and volume',
      image: expect.stringMatching(/^\/media\/ebooks\/losing-weight-without-hunger-en\.svg$/),
      link: expect.stringMatching(/^\/en\/shop\/e-books\/\d+-losing-weight-without-constant-hunger/),
      categories: [{ name: 'Weight management', find: 'weight-management' }],
      price: {
        currency: 'USD',
        regular: 14.99,
        final: 10.99,
        regularFormatted: '$14.99',
        finalFormatted: '$10.99',
        hasDiscount: true,
        discount: 27,
      },
    });
    expect(losing(pl).price).toMatchObject({
      currency: 'PLN',
      finalFormatted: '43,99\u00a0zł',
      discount: 25,
    });
    expect(losing(pl).categories[0]!.name).toBe('Kontrola masy ciała');
    expect(losing(de).price).toMatchObject({ currency: 'EUR', finalFormatted: '9,99\u00a0€', discount: 29 });
    const full = en.find((card) => !card.price!.hasDiscount)!;
    expect(full.price).toMatchObject({ discount: 0 });
    expect(full.price!.final).toBe(full.price!.regular);
  });

  it('[EBOOK-24] the seven sorts: id both ways, name in the page’s language, final price both ways, discount', async () => {
    const ids = (cards: EbookCard[]) => cards.map((card) => card.id);
    const byId = await all('en', 'id_asc');
    expect(ids(byId)).toEqual([...ids(byId)].sort((a, b) => a - b));
    expect(ids(await all('en', 'id_desc'))).toEqual(ids(byId).reverse());
    const polish = (await all('pl', 'name_asc')).map((card) => card.name);
    expect(polish).toEqual([...polish].sort((a, b) => a.localeCompare(b, 'pl')));
    expect((await all('pl', 'name_desc')).map((card) => card.name)).toEqual([...polish].reverse());
    for (const locale of ['en', 'pl', 'de']) {
      const prices = (await all(locale, 'price_asc')).map((card) => card.price!.final);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const descending = (await all(locale, 'price_desc')).map((card) => card.price!.final);
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
    }
    const discounts = (await all('en', 'discount')).map((card) => card.price!.discount);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    expect(discounts[0]).toBeGreaterThan(0);
  });

  it('filters: text folded per language, a category, any of the tags; an unknown category matches nothing', async () => {
    expect((await search({ _locale: 'pl', text: 'bialko' })).items.map((card) => card.name)).toContain(
      'Białko bez tajemnic: ile, kiedy i z jakich produktów',
    );
    const sports = await search({ _locale: 'en', category: 'sports-nutrition', perPage: 15 });
    expect(sports.total).toBe(5);
    expect(sports.items.every((card) => card.categories[0]!.find === 'sports-nutrition')).toBe(true);
    const tagged = await search({ _locale: 'en', tags: ['vegan', 'gluten-free'], perPage: 15 });
    expect(tagged.total).toBeGreaterThan(1);
    expect(
      tagged.items.every((card) => card.tags.some((tag) => ['vegan', 'gluten-free'].includes(tag.find))),
    ).toBe(true);
    expect((await search({ _locale: 'en', category: 'no-such' })).total).toBe(0);
    expect((await search({ _locale: 'en', tags: ['no-such'] })).total).toBe(24);
  });

  it('[EBOOK-29] [EBOOK-30] [EBOOK-31] categories and tags in the visitor’s language: id, name, find, filterable; the tags call is api_frontend_ebook_tags', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });
    const categories = EbookCategoriesResponse.parse((await get('/api/ebooks/categories?_locale=de')).json());
    expect(categories.categories).toContainEqual({
      id: expect.any(Number),
      name: 'Sporternährung',
      find: 'sports-nutrition',
      filterable: true,
    });
    // DECISIONS EBOOK-31: the tags call is named like the categories call, at the path ARCHITECTURE §7 gives.
    expect(api.api_frontend_ebook_tags).toMatchObject({
      method: 'GET',
      path: '/api/ebooks/tags',
      access: 'api-key',
    });
    const tags = EbookTagsResponse.parse(
      (await get(`${api.api_frontend_ebook_tags.path}?_locale=pl`)).json(),
    );
    expect(tags.tags.map((tag) => tag.name)).toContain('Bez glutenu');
    expect((await t.app.inject({ method: 'GET', url: '/api/ebooks/tags?_locale=pl' })).statusCode).toBe(401);
  });

  it('[EBOOK-40] the home list: the newest e-books, or those of one category', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });
    const newest = EbookListResponse.parse((await get('/api/ebooks/list?_locale=en')).json()).ebooks;
    expect(newest).toHaveLength(6);
    const plant = EbookListResponse.parse(
      (await get('/api/ebooks/list?_locale=en&category=plant-based')).json(),
    ).ebooks;
    expect(plant.length).toBeGreaterThan(0);
    expect(plant.every((card) => card.categories[0]!.find === 'plant-based')).toBe(true);
  });

  it('the detail page’s data: contents, the sample chapter as sanitized HTML, pages, not owned', async () => {
    const [card] = (await search({ _locale: 'pl', text: 'bialko bez tajemnic' })).items;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ebooks/${card!.id}?_locale=pl`,
      headers: auth,
    });
    const detail = EbookDetail.parse(res.json());
    expect(detail.contents).toHaveLength(4);
    expect(detail.contents[0]).toBe('Ile białka naprawdę potrzebujesz?');
    expect(detail.sampleHtml).toMatch(/^<p>/);
    expect(detail.sampleHtml).not.toMatch(/<script|<img/i);
    expect(detail.pages).toBeGreaterThanOrEqual(6);
    expect(detail).toMatchObject({ language: 'pl', owned: false, download: null });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/ebooks/999999?_locale=pl', headers: auth })).statusCode,
    ).toBe(404);
  });

  it('the PDF only for its buyers: a guest 401, a member without it 403 and no bytes, a buyer the file', async () => {
    const [card] = (await search({ _locale: 'en', text: 'hydration handbook' })).items;
    const url = `/api/ebooks/${card!.id}/download?lang=de`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const member = await registerUser(t.app, { email: `ebook-reader-${dialect}@example.com` });
    const refused = await t.app.inject({ method: 'GET', url, headers: member.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/json/);
    expect(refused.body).not.toContain('%PDF');
    expect(refused.json().error).toBe('You can download this e-book once you have bought it.');

    const { id: userId } = (
      await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: member.headers })
    ).json<{ user: { id: number } }>().user;
    await t.app.database.db
      .insertInto('ebook_access')
      .values({
        user_id: userId,
        ebook_id: card!.id,
        source: 'purchase',
        granted_at: new Date().toISOString(),
      })
      .execute();
    const file = await t.app.inject({ method: 'GET', url, headers: member.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.rawPayload.toString('latin1')).toContain('/Lang (de)');
    const detail = EbookDetail.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/ebooks/${card!.id}?_locale=en`,
          headers: { ...auth, cookie: member.cookie },
        })
      ).json(),
    );
    expect(detail).toMatchObject({ owned: true, download: `/api/ebooks/${card!.id}/download?lang=en` });
  });

  it('the e-book page is rendered on the server with its head and a schema.org Product and Offer in the page’s currency', async () => {
    const [card] = (await search({ _locale: 'de', text: 'trink handbuch' })).items;
    const res = await t.app.inject({ method: 'GET', url: card!.link! });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${card!.name} – Nutrio</title>`);
    expect(res.body).toContain('data-testid="ebook-sample"');
    const [product] = ofType(structuredData(res.body), 'Product');
    expect(product).toMatchObject({
      name: card!.name,
      offers: { '@type': 'Offer', priceCurrency: 'EUR', price: card!.price!.final.toFixed(2) },
    });
  });

  it('bad input gets 4xx, never 500', async () => {
    const post = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/ebooks/search', payload: payload as object, headers: auth });
    expect((await post({ _locale: 'en', text: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await post({ _locale: 'en', sort: 'nope', perPage: 'many', category: 5 })).statusCode).toBe(200);
    expect((await post({ _locale: 'en', tags: [{ a: 1 }] })).statusCode).toBe(400);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });
    expect((await get('/api/ebooks/abc?_locale=en')).statusCode).toBe(400);
    expect((await get('/api/ebooks/0x10?_locale=en')).statusCode).toBe(400);
  });

  it('a second import over the same content changes nothing and writes no file', async () => {
    const report = await importEbooks(t.app.database.db, PATHS);
    for (const [table, counts] of Object.entries(report!.tables)) expect(changes(counts), table).toBe(0);
  });
});

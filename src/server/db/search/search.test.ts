import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import type { SearchProvider } from './search-provider';

const FOOD = 'food';

describe.each(TEST_DIALECTS)('SearchProvider on %s', (dialect) => {
  let t: TestApp;
  let search: SearchProvider;
  const ids = (text: string, locale = 'pl') =>
    search.search({ entityType: FOOD, locale, text }).then((r) => r.hits.map((h) => h.entityId));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    search = t.app.searchProvider;
    await search.upsert([
      { entityType: FOOD, entityId: 1, locale: 'pl', name: 'Żółw', body: 'zupa z żółwia' },
      { entityType: FOOD, entityId: 2, locale: 'pl', name: 'Sok', body: 'sok z jabłko i marchwi' },
      { entityType: FOOD, entityId: 3, locale: 'pl', name: 'Jabłko', body: 'owoc' },
      { entityType: FOOD, entityId: 4, locale: 'de', name: 'Äpfel', body: 'Obst vom Baum' },
      { entityType: FOOD, entityId: 5, locale: 'de', name: 'Straße', body: 'kein Essen' },
      { entityType: FOOD, entityId: 6, locale: 'de', name: 'Kuchen', body: 'mit Äpfel und Zimt' },
      { entityType: 'exercise', entityId: 7, locale: 'pl', name: 'Jabłko', body: '' },
    ]);
  });
  afterAll(() => t.close());

  it('"zolw" finds "Żółw"', async () => {
    expect(await ids('zolw')).toContain(1);
  });

  it('"apfel" finds "Äpfel"', async () => {
    expect(await ids('apfel', 'de')).toContain(4);
  });

  it('"jablk" finds "jabłko" by prefix', async () => {
    expect(await ids('jablk')).toEqual(expect.arrayContaining([2, 3]));
  });

  it('"strasse" finds "Straße", and "STRASSE" too', async () => {
    expect(await ids('strasse', 'de')).toEqual([5]);
    expect(await ids('STRASSE', 'de')).toEqual([5]);
  });

  it('a name match ranks above a description match', async () => {
    expect(await ids('jabłko')).toEqual([3, 2]);
    expect(await ids('äpfel', 'de')).toEqual([4, 6]);
  });

  it('filters by entity type and locale, counts the total, pages with limit and offset', async () => {
    const page = await search.search({ entityType: FOOD, locale: 'pl', text: 'jablko', limit: 1, offset: 1 });
    expect(page.total).toBe(2);
    expect(page.hits.map((h) => h.entityId)).toEqual([2]);
  });

  it('one- and two-letter terms match whole words only, three letters and more match as prefixes (issue 13 A3)', async () => {
    expect(await ids('z')).toEqual(expect.arrayContaining([1, 2]));
    expect(await ids('zu')).toEqual([]);
    expect(await ids('zup')).toEqual([1]);
    expect(await ids('ma')).toEqual([]);
    expect(await ids('sok z')).toEqual([2]);
    expect(await ids('jab')).toEqual(expect.arrayContaining([2, 3]));
  });

  it('all query words must match', async () => {
    expect(await ids('sok marchwi')).toEqual([2]);
    expect(await ids('sok zimt')).toEqual([]);
  });

  it('query syntax in user input is harmless', async () => {
    for (const text of ['"', 'jab*', 'NEAR(a b)', "'; DROP TABLE users; --", ':*', '&|!', '']) {
      await expect(search.search({ entityType: FOOD, locale: 'pl', text })).resolves.toBeDefined();
    }
    expect(await ids('jab*')).toEqual(expect.arrayContaining([2, 3]));
  });

  it('topPerType: each type’s best hits, ranked, in one statement; `only` narrows a type before ranking', async () => {
    const top = async (only?: Record<string, ReturnType<typeof sql>>) =>
      (
        await search.topPerType({
          entityTypes: [FOOD, 'exercise'],
          locale: 'pl',
          text: 'jablko',
          limit: 1,
          only,
        })
      )
        .map((hit) => `${hit.entityType}:${hit.entityId}`)
        .sort();
    expect(await top()).toEqual(['exercise:7', `${FOOD}:3`]);
    // Without id 3 the type's next best comes up; the other type is untouched.
    expect(await top({ [FOOD]: sql`SELECT 2` })).toEqual(['exercise:7', `${FOOD}:2`]);
    const all = await search.topPerType({ entityTypes: [FOOD], locale: 'pl', text: 'jablko', limit: 5 });
    expect(all.map((h) => h.entityId)).toEqual([3, 2]);
    expect(all[0]!.score).toBeGreaterThan(all[1]!.score);
    // A name beginning with the first word ranks above names and bodies that only mention it, however often.
    await search.upsert([
      {
        entityType: 'recipe',
        entityId: 1,
        locale: 'pl',
        name: 'Makaron z kurczakiem',
        body: 'kurczak kurczak kurczak',
      },
      {
        entityType: 'recipe',
        entityId: 2,
        locale: 'pl',
        name: 'Kurczak pieczony z ziołami i czosnkiem',
        body: '',
      },
    ]);
    const dishes = await search.topPerType({
      entityTypes: ['recipe'],
      locale: 'pl',
      text: 'kurczak',
      limit: 2,
    });
    expect(dishes.map((h) => h.entityId)).toEqual([2, 1]);
    for (const text of ['"', 'NEAR(a b)', '*', '-', "'", '']) {
      await expect(
        search.topPerType({ entityTypes: [FOOD], locale: 'pl', text, limit: 3 }),
      ).resolves.toBeDefined();
    }
  });

  it('a search reads its own entity type and language only, whatever the entity ids; removeType leaves the other types', async () => {
    await search.upsert([
      { entityType: 'article', entityId: 1, locale: 'pl', name: 'Borówka', body: '' },
      { entityType: 'article', entityId: 1, locale: 'de', name: 'Borówka', body: '' },
      { entityType: 'ebook', entityId: 1, locale: 'pl', name: 'Borówka', body: '' },
      // The largest id either database holds (PostgreSQL's integer).
      { entityType: 'ebook', entityId: 2 ** 31 - 1, locale: 'pl', name: 'Borówka', body: '' },
    ]);
    const found = (entityType: string, locale = 'pl') =>
      search
        .search({ entityType, locale, text: 'borowka' })
        .then((r) => [r.total, r.hits.map((h) => h.entityId)]);
    expect(await found('article')).toEqual([1, [1]]);
    expect(await found('article', 'en')).toEqual([0, []]);
    expect(await found('ebook')).toEqual([2, [1, 2 ** 31 - 1]]);
    expect(await found(FOOD)).toEqual([0, []]);
    const matching = search.matchingIds({ entityType: 'ebook', locale: 'pl', text: 'borowka' })!;
    expect(
      (await sql<{ entity_id: number }>`${matching} ORDER BY 1`.execute(t.app.database.db)).rows,
    ).toEqual([{ entity_id: 1 }, { entity_id: 2 ** 31 - 1 }]);
    const top = await search.topPerType({
      entityTypes: ['ebook', 'article'],
      locale: 'pl',
      text: 'borowka',
      limit: 5,
    });
    expect(top.map((hit) => `${hit.entityType}:${hit.entityId}`).sort()).toEqual([
      'article:1',
      'ebook:1',
      `ebook:${2 ** 31 - 1}`,
    ]);
    await search.removeType('ebook');
    expect(await found('ebook')).toEqual([0, []]);
    expect(await found('article')).toEqual([1, [1]]);
    expect(await found('article', 'de')).toEqual([1, [1]]);
    await search.removeType('article');
  });

  it('matchingIdsPage: a page of the matches in entity id order, either way, of its own type and language only', async () => {
    await search.upsert([
      ...[12, 3, 40, 7, 25].map((entityId) => ({
        entityType: 'diet_template',
        entityId,
        locale: 'de',
        name: 'Hafer',
        body: '',
      })),
      { entityType: 'diet_template', entityId: 99, locale: 'pl', name: 'Hafer', body: '' },
      { entityType: 'article', entityId: 30, locale: 'de', name: 'Hafer', body: '' },
    ]);
    const page = async (descending: boolean, offset: number) =>
      (
        await sql<{ entity_id: number }>`${search.matchingIdsPage(
          { entityType: 'diet_template', locale: 'de', text: 'hafer' },
          { descending, limit: 2, offset },
        )!}`.execute(t.app.database.db)
      ).rows.map((row) => row.entity_id);
    expect(await page(true, 0)).toEqual([40, 25]);
    expect(await page(true, 2)).toEqual([12, 7]);
    expect(await page(true, 4)).toEqual([3]);
    expect(await page(false, 0)).toEqual([3, 7]);
    expect(await page(false, 4)).toEqual([40]);
    expect(
      search.matchingIdsPage(
        { entityType: 'diet_template', locale: 'de', text: '""' },
        {
          descending: true,
          limit: 2,
          offset: 0,
        },
      ),
    ).toBeNull();
    await search.removeType('diet_template');
    await search.removeType('article');
  });

  it('an entity type or language the index does not know is refused, nothing is written', async () => {
    await expect(
      search.upsert([{ entityType: 'dish', entityId: 1, locale: 'pl', name: 'Bigos', body: '' }]),
    ).rejects.toThrow(/unknown entity type/);
    await expect(
      search.upsert([{ entityType: FOOD, entityId: 1, locale: 'fr', name: 'Bigos', body: '' }]),
    ).rejects.toThrow(/unknown language/);
    expect(await ids('bigos')).toEqual([]);
  });

  it('upsert replaces a document and remove deletes it', async () => {
    await search.upsert([{ entityType: FOOD, entityId: 9, locale: 'pl', name: 'Gruszka', body: '' }]);
    expect(await ids('gruszka')).toEqual([9]);
    await search.upsert([{ entityType: FOOD, entityId: 9, locale: 'pl', name: 'Śliwka', body: '' }]);
    expect(await ids('gruszka')).toEqual([]);
    expect(await ids('sliwka')).toEqual([9]);
    // Compacting the index after writes finds the same.
    await search.optimize();
    expect(await ids('sliwka')).toEqual([9]);
    expect(await ids('jablko')).toEqual([3, 2]);
    await search.remove(FOOD, [9]);
    expect(await ids('sliwka')).toEqual([]);
  });
});

import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HeaderSearchResponse,
  SEARCH_GROUP_KEYS,
  type SearchGroup,
  type SearchGroupKey,
} from '../../../core/contracts/header-search';
import { pageHref } from '../../../core/routes';
import { REAL_DATA_DIR } from '../../testing/reference-fixture';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { catalogueIndexing } from '../catalogue/catalogues';
import { importReferenceData } from '../reference-data/reference-import';

describe.each(TEST_DIALECTS)('the site search on %s (issue 19 A2)', (dialect) => {
  let t: TestApp;

  const ask = (query: Record<string, string | number>) =>
    t.app.inject({
      method: 'GET',
      url: `/api/header/search?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    });
  const search = async (query: Record<string, string | number>) => {
    const res = await ask(query);
    expect(res.statusCode, res.body).toBe(200);
    return HeaderSearchResponse.parse(res.json()).groups;
  };
  const group = (groups: SearchGroup[], key: SearchGroupKey) => groups.find((g) => g.key === key);
  const titles = (groups: SearchGroup[], key: SearchGroupKey) =>
    group(groups, key)?.items.map((i) => i.title) ?? [];

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { FILES_DIR: 'var/test-cache/files' } });
    await importReferenceData(
      t.app.database.db,
      {
        dataDir: REAL_DATA_DIR,
        contentDir: resolve('content'),
        mediaDir: resolve('var/test-cache/media'),
        filesDir: 'var/test-cache/files',
      },
      { search: catalogueIndexing(t.app.database.db, t.app.searchProvider) },
    );
  }, 300_000);
  afterAll(async () => t.close());

  it('[HDR-30] [SRCH-13] GET with locale, q and area answers groups in the asked language, at most `limit` items each', async () => {
    const en = await search({ locale: 'en', q: 'chicken', area: 'other' });
    expect(en.map((g) => g.key)).toEqual(expect.arrayContaining(['recipe', 'food']));
    expect(titles(en, 'recipe')[0]).toMatch(/chicken/i);
    const pl = await search({ locale: 'pl', q: 'kurczak', area: 'other' });
    expect(titles(pl, 'recipe')[0]).toMatch(/kurczak/i);
    const de = await search({ locale: 'de', q: 'Hähnchen' });
    expect(titles(de, 'recipe')[0]).toMatch(/hähnchen/i);
    for (const g of en) expect(g.items.length).toBeLessThanOrEqual(5);
    const two = await search({ locale: 'en', q: 'chicken', limit: 2 });
    expect(group(two, 'food')!.items).toHaveLength(2);
  });

  it('[HDR-32] [SRCH-08] each group has its key and translated label, each item an id, its detail page, image, title and subtitle', async () => {
    const groups = await search({ locale: 'en', q: 'protein' });
    expect(groups.length).toBeGreaterThan(2);
    for (const g of groups) {
      expect(SEARCH_GROUP_KEYS).toContain(g.key);
      expect(g.items.length).toBeGreaterThan(0);
      for (const item of g.items) {
        expect(item.title).not.toBe('');
        expect(item.subtitle).not.toBe('');
        expect(item.url).toMatch(new RegExp(`^/en/[a-z/-]+/${item.id}(-[a-z0-9-]+)?$`));
      }
    }
    expect(group(groups, 'article')!.label).toBe('Articles');
    const article = group(groups, 'article')!.items[0]!;
    expect(article.url.startsWith('/en/blog/')).toBe(true);
    expect(article.image).toMatch(/^\/media\/articles\/.+\.svg$/);
    expect(article.subtitle).toMatch(/min read$/);
    const template = group(groups, 'diet-template')!.items[0]!;
    expect(template.url.startsWith('/en/shop/diets/')).toBe(true);
    expect(template.subtitle).toMatch(/^[\d,]+ kcal a day · \d+ days$/);

    const foods = await search({ locale: 'de', q: 'Brokkoli' });
    expect(group(foods, 'food')!.label).toBe('Lebensmittel');
    const food = group(foods, 'food')!.items[0]!;
    expect(food.url.startsWith('/de/lebensmittel/')).toBe(true);
    expect(food.image).toBeNull();
    expect(food.subtitle).toMatch(/kcal pro 100 g$/);
    const recipe = group(foods, 'recipe')!.items[0]!;
    expect(recipe.url.startsWith('/de/rezepte/')).toBe(true);
    expect(recipe.subtitle).toMatch(/kcal pro Portion · \d+ Min\.$/);

    const people = await search({ locale: 'pl', q: 'dietetyk' });
    const person = group(people, 'user')!;
    expect(person.label).toBe('Specjaliści');
    expect(person.items[0]!.url.startsWith('/pl/specjalisci/')).toBe(true);
    expect(person.items[0]!.subtitle).toMatch(/dietetyk/i);

    const clubs = await search({ locale: 'en', q: 'yoga' });
    const club = group(clubs, 'company')!.items[0]!;
    expect(club.url.startsWith('/en/fitness-clubs/')).toBe(true);
    expect(club.subtitle).toMatch(/Yoga studio/);
    const exercise = group(await search({ locale: 'en', q: 'squat' }), 'exercise')!.items[0]!;
    expect(exercise.url.startsWith('/en/exercises/')).toBe(true);
    expect(exercise.title).toMatch(/squat/i);
    expect(exercise.subtitle).toMatch(/kcal per hour$/);
  });

  it('[SRCH-09] [SRCH-10] each group’s view-all link opens its own list with the query (training templates: exercises, articles: the blog)', async () => {
    type Listed = Exclude<SearchGroupKey, 'training-template'>;
    const lists: Record<Listed, Parameters<typeof pageHref>[0]> = {
      'diet-template': 'dietTemplates',
      recipe: 'recipes',
      food: 'foods',
      exercise: 'exercises',
      user: 'specialists',
      company: 'fitnessClubs',
      article: 'blog',
    };
    const queries: Record<'en' | 'de', Record<Listed, string>> = {
      en: {
        'diet-template': 'vegan',
        recipe: 'chicken',
        food: 'chicken',
        exercise: 'squat',
        user: 'dietitian',
        company: 'yoga',
        article: 'protein',
      },
      de: {
        'diet-template': 'vegan',
        recipe: 'Hähnchen',
        food: 'Brokkoli',
        exercise: 'Kniebeuge',
        user: 'Ernährungsberater',
        company: 'Yoga',
        article: 'Eiweiß',
      },
    };
    for (const locale of ['en', 'de'] as const)
      for (const [key, q] of Object.entries(queries[locale])) {
        const found = group(await search({ locale, q }), key as Listed);
        expect(found, `${key} for "${q}"`).toBeDefined();
        expect(found!.viewAllUrl).toBe(
          `${pageHref(lists[key as Listed] as 'recipes', locale)}?${new URLSearchParams({ text: q })}`,
        );
      }
    // The query travels encoded: a German word with an umlaut and a space.
    const de = group(await search({ locale: 'de', q: 'Hähnchen mit' }), 'recipe')!;
    expect(de.viewAllUrl).toBe('/de/rezepte/?text=H%C3%A4hnchen+mit');
    // No training-template catalogue exists yet: the group is never sent empty.
    expect((await search({ locale: 'en', q: 'squat' })).map((g) => g.key)).not.toContain('training-template');
  });

  it('[HDR-34] [SRCH-14] area product finds the shop’s diet templates only; other and no area search every catalogue', async () => {
    const product = await search({ locale: 'en', q: 'vegan', area: 'product' });
    expect(product.map((g) => g.key)).toEqual(['diet-template']);
    const other = await search({ locale: 'en', q: 'vegan', area: 'other' });
    const all = await search({ locale: 'en', q: 'vegan' });
    expect(other.map((g) => g.key)).toContain('diet-template');
    expect(other.map((g) => g.key)).toContain('recipe');
    expect(all).toEqual(other);
    // The groups come in the contract's order.
    const order = all.map((g) => SEARCH_GROUP_KEYS.indexOf(g.key));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect((await ask({ locale: 'en', q: 'vegan', area: 'shop' })).statusCode).toBe(400);
  });

  it('a specialist whose account lost the specialist role is never found', async () => {
    const db = t.app.database.db;
    const person = await db
      .selectFrom('specialists as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 'u.id as user_id', 'u.last_name', 'u.roles'])
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
    const ids = async () =>
      (group(await search({ locale: 'en', q: person.last_name }), 'user')?.items ?? []).map((i) => i.id);
    expect(await ids()).toContain(person.id);
    await db.updateTable('users').set({ roles: '["user"]' }).where('id', '=', person.user_id).execute();
    try {
      expect(await ids()).not.toContain(person.id);
      // Hidden profiles are left out before ranking: a profession still fills its group.
      const dietitians = group(await search({ locale: 'en', q: 'dietitian', limit: 12 }), 'user')!;
      expect(dietitians.items.map((i) => i.id)).not.toContain(person.id);
      expect(dietitians.items).toHaveLength(12);
    } finally {
      await db.updateTable('users').set({ roles: person.roles }).where('id', '=', person.user_id).execute();
    }
    expect(await ids()).toContain(person.id);
  });

  it('misspelt words find what they meant, in English, Polish and German; the view-all link carries the corrected words', async () => {
    const cases: Array<[string, 'en' | 'pl' | 'de', SearchGroupKey, RegExp]> = [
      ['brocoli', 'en', 'food', /broccoli/i],
      ['chiken', 'en', 'recipe', /chicken/i],
      ['jogurt', 'en', 'food', /yogurt/i],
      ['chiken brocoli', 'en', 'food', /chicken|broccoli/i],
      ['brokoly', 'pl', 'food', /brokuł/i],
      ['kurczk', 'pl', 'recipe', /kurczak/i],
      ['Hänchen', 'de', 'recipe', /hähnchen/i],
      ['Brokoli', 'de', 'food', /brokkoli/i],
    ];
    for (const [q, locale, key, meant] of cases) {
      const found = group(await search({ locale, q }), key);
      expect(found, `${q} (${locale})`).toBeDefined();
      expect(found!.items[0]!.title, `${q} (${locale})`).toMatch(meant);
    }
    const corrected = group(await search({ locale: 'en', q: 'chiken' }), 'recipe')!;
    expect(corrected.viewAllUrl).toBe('/en/recipes/?text=chicken');
  });

  it('an empty or wordless query answers no groups', async () => {
    for (const q of ['', '   ', '%', '_-*"', '?']) expect(await search({ locale: 'en', q })).toEqual([]);
    expect(await search({ locale: 'en' })).toEqual([]);
    expect(await search({ locale: 'en', q: 'xylophonezzz' })).toEqual([]);
  });

  it('long queries and query syntax never fail (SQL and full-text operators are plain text)', async () => {
    const odd = [
      'a'.repeat(1000),
      `${'chicken '.repeat(120)}`.slice(0, 1000),
      '100%',
      'chicken_soup',
      '"chicken',
      "chicken' OR 1=1 --",
      'chick*',
      'NEAR(chicken soup)',
      'chicken NEAR soup',
      '-chicken',
      'chicken AND OR NOT',
      'soup:*',
      '&|!()',
      '\\',
      'ąęłńóśźż ÄÖÜß',
      '🍗 chicken',
    ];
    for (const q of odd) {
      const res = await ask({ locale: 'en', q });
      expect(res.statusCode, `${q.slice(0, 40)}: ${res.body}`).toBe(200);
      HeaderSearchResponse.parse(res.json());
    }
    expect(group(await search({ locale: 'en', q: '"chicken' }), 'recipe')).toBeDefined();
    // Past the contract's 1000 characters a query is refused, not failed.
    expect((await ask({ locale: 'en', q: 'a'.repeat(1001) })).statusCode).toBe(400);
  });
});

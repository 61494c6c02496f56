import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DietTemplateDetail,
  DietTemplateFilters,
  DietTemplateSearchResponse,
  type DietTemplateCard,
} from '../../../../core/contracts/diet-templates';
import { REAL_DATA_DIR } from '../../../testing/reference-fixture';
import { ofType, structuredData } from '../../../testing/structured-data-check';
import { createTestApp, TEST_API_KEY, TEST_DIALECTS, type TestApp } from '../../../testing/test-app';
import { importReferenceData } from '../../reference-data/reference-import';
import { catalogueIndexing } from '../catalogues';

const auth = { authorization: `Bearer ${TEST_API_KEY}` };
type StoredDay = { meals: Array<{ recipeId: number; foods: Array<[number, number]> }> };

describe.each(TEST_DIALECTS)('diet templates on %s (issue 16 A3, A4)', (dialect) => {
  let t: TestApp;
  const search = async (body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/diet-templates/search',
      payload: body,
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return DietTemplateSearchResponse.parse(res.json());
  };
  const all = async (body: Record<string, unknown>) =>
    (await search({ perPage: 36, ...body })).items as DietTemplateCard[];

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
  }, 240_000);
  afterAll(async () => t.close());

  it('every template is a real plan of our engine: each day within ±5 % of its target, its kcal and macros computed from the days', async () => {
    const rows = await t.app.database.db.selectFrom('diet_templates').selectAll().execute();
    expect(rows).toHaveLength(30);
    const foods = new Map(
      (await t.app.database.db.selectFrom('foods').select(['id', 'energy_kcal', 'protein_g']).execute()).map(
        (f) => [f.id, f],
      ),
    );
    for (const row of rows) {
      const days = JSON.parse(row.plan) as StoredDay[];
      expect(days, row.key).toHaveLength(row.days);
      const kcalPerDay = days.map((day) =>
        day.meals.reduce(
          (sum, meal) =>
            sum +
            meal.foods.reduce((s, [id, grams]) => s + (foods.get(id)!.energy_kcal ?? 0) * (grams / 100), 0),
          0,
        ),
      );
      for (const kcal of kcalPerDay)
        expect(Math.abs(kcal - row.target_kcal) / row.target_kcal, row.key).toBeLessThanOrEqual(0.05);
      const average = kcalPerDay.reduce((a, b) => a + b, 0) / kcalPerDay.length;
      expect(Math.abs(row.kcal - average), row.key).toBeLessThanOrEqual(1);
      expect(days.every((day) => day.meals.length === row.meals_per_day)).toBe(true);
    }
  });

  it('an excluded allergen is absent from every recipe of the plan — neither contained nor "may contain" — and the filter holds to it', async () => {
    const recipes = new Map(
      (
        await t.app.database.db
          .selectFrom('recipes')
          .select(['id', 'allergens', 'may_contain_allergens'])
          .execute()
      ).map((r) => [
        r.id,
        [...(JSON.parse(r.allergens) as string[]), ...(JSON.parse(r.may_contain_allergens) as string[])],
      ]),
    );
    const allergensOf = async (id: number) => {
      const row = await t.app.database.db
        .selectFrom('diet_templates')
        .select('plan')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return new Set(
        (JSON.parse(row.plan) as StoredDay[]).flatMap((day) =>
          day.meals.flatMap((meal) => recipes.get(meal.recipeId)!),
        ),
      );
    };
    for (const excluded of [['milk'], ['gluten'], ['nuts', 'peanuts'], ['fish', 'crustaceans', 'molluscs']]) {
      const found = await all({ _locale: 'en', allergenExclude: excluded });
      expect(found.length, excluded.join()).toBeGreaterThan(0);
      for (const card of found) {
        const used = await allergensOf(card.id);
        for (const code of excluded) expect(used.has(code), `${card.name} uses ${code}`).toBe(false);
      }
    }
    const rows = await t.app.database.db
      .selectFrom('diet_templates')
      .select(['id', 'excluded_allergens'])
      .execute();
    for (const row of rows) {
      const used = await allergensOf(row.id);
      for (const code of JSON.parse(row.excluded_allergens) as string[]) expect(used.has(code)).toBe(false);
    }
  });

  it('[DT-16] [DT-08] search answers pages of cards with goals, types, tags, days, kcal, free, free_title, price and discount', async () => {
    const page = await search({ _locale: 'pl' });
    expect(page).toMatchObject({ total: 30, perPage: 12, totalPages: 3, hasMore: true });
    const cards = await all({ _locale: 'pl' });
    const free = cards.filter((card) => card.free);
    expect(free).toHaveLength(4);
    for (const card of free)
      expect(card).toMatchObject({ price: null, discount: 0, free_title: expect.any(String) });
    const paid = cards.find((card) => card.price?.hasDiscount)!;
    expect(paid.price).toMatchObject({ currency: 'PLN', hasDiscount: true });
    expect(paid.discount).toBe(paid.price!.discount);
    const vegan = cards.find((card) => card.types.some((type) => type.value === 'vegan'))!;
    expect(vegan.types.find((type) => type.value === 'vegan')!.label).toBe('Wegańska');
    expect(vegan.goals[0]!.label).toMatch(/\S/);
    expect([7, 14, 28]).toContain(vegan.days);
  });

  it('[DT-14] sorts: id, name, price both ways (free first when ascending), discount', async () => {
    const ids = (cards: DietTemplateCard[]) => cards.map((card) => card.id);
    const up = await all({ _locale: 'en', sort: 'id_asc' });
    expect(ids(up)).toEqual([...ids(up)].sort((a, b) => a - b));
    const cheap = (await all({ _locale: 'de', sort: 'price_asc' })).map((card) => card.price?.final ?? 0);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    expect(cheap.slice(0, 4)).toEqual([0, 0, 0, 0]);
    const dear = (await all({ _locale: 'de', sort: 'price_desc' })).map((card) => card.price?.final ?? 0);
    expect(dear).toEqual([...dear].sort((a, b) => b - a));
    const discounts = (await all({ _locale: 'en', sort: 'discount' })).map((card) => card.discount);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    const names = (await all({ _locale: 'en', sort: 'name_asc' })).map((card) => card.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('[DT-05] [DT-06] filters: allergens, goals, kcal, categories and tags; goal, type and the kcal band filter on computed values', async () => {
    const filters = DietTemplateFilters.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/diet-templates/filters?_locale=de', headers: auth })
      ).json(),
    );
    expect(Object.keys(filters)).toEqual(['allergens', 'goals', 'kcal', 'categories', 'tags']);
    expect(filters.allergens).toContainEqual({ value: 'gluten', label: expect.stringMatching(/Gluten/) });
    expect(filters.goals.map((goal) => goal.value)).toEqual(['lose', 'maintain', 'gain']);
    const lose = await all({ _locale: 'en', goal: ['lose'] });
    expect(lose.length).toBe(12);
    expect(lose.every((card) => card.goals[0]!.value === 'lose')).toBe(true);
    const band = await all({ _locale: 'en', cpm: ['1600-1999'] });
    expect(band.length).toBeGreaterThan(0);
    expect(band.every((card) => card.kcal >= 1600 && card.kcal <= 1999)).toBe(true);
    const vegan = await all({ _locale: 'en', type: ['vegan'] });
    expect(vegan.length).toBe(5);
    const plant = await all({ _locale: 'en', type: ['plant-based'] });
    expect(plant.every((card) => card.types.some((type) => type.value === 'plant-based'))).toBe(true);
  });

  it('a template’s page data: its first day’s meals with foods in grams and macros, what it excludes and contains', async () => {
    const [card] = await all({ _locale: 'en', allergenExclude: ['gluten'], type: ['vegan'] });
    const detail = DietTemplateDetail.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/diet-templates/${card!.id}?_locale=en`,
          headers: auth,
        })
      ).json(),
    );
    expect(detail.firstDay.meals).toHaveLength(detail.mealsPerDay);
    for (const meal of detail.firstDay.meals) {
      expect(meal.recipe.href).toMatch(/^\/en\/recipes\/\d+-/);
      expect(meal.foods.every((food) => food.grams > 0 && food.name !== '')).toBe(true);
    }
    expect(detail.excludedAllergens.map((a) => a.value)).toContain('gluten');
    expect(detail.allergens.map((a) => a.value)).not.toContain('gluten');
    const target = (
      await t.app.database.db
        .selectFrom('diet_templates')
        .select('target_kcal')
        .where('id', '=', card!.id)
        .executeTakeFirstOrThrow()
    ).target_kcal;
    expect(Math.abs(detail.firstDay.totals.kcal - target) / target).toBeLessThanOrEqual(0.05);
  });

  it('each template has its own picture, made at import from its computed kcal, days and meals', async () => {
    const cards = await all({ _locale: 'pl' });
    expect(new Set(cards.map((card) => card.image)).size).toBe(cards.length);
    for (const card of cards) {
      expect(card.image).toMatch(/^\/media\/diet-templates\/[a-z0-9-]+\.svg$/);
      const svg = readFileSync(resolve('var/test-cache', card.image!.slice(1)), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg.replace(/\u202f/g, '')).toContain(`>${card.kcal}</text>`);
      expect(svg.match(/<rect x="\d+" y="\d+" width="44"/g)).toHaveLength(card.days);
    }
  });

  it('a template’s page is rendered on the server with its picture and a schema.org Product, a free one offered at 0', async () => {
    const cards = await all({ _locale: 'de', sort: 'price_asc' });
    const free = cards.find((card) => card.free)!;
    const paid = cards.find((card) => card.price)!;
    for (const card of [free, paid]) {
      const res = await t.app.inject({ method: 'GET', url: `/de/shop/diaeten/${card.id}-${card.slug}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>${card.name} – Nutrio</title>`);
      expect(res.body).toContain(`src="${card.image}"`);
      const [product] = ofType(structuredData(res.body), 'Product');
      expect(product).toMatchObject({
        name: card.name,
        image: [expect.stringMatching(new RegExp(`${card.image}$`))],
        offers: {
          '@type': 'Offer',
          priceCurrency: 'EUR',
          price: card.free ? '0.00' : card.price!.final.toFixed(2),
        },
      });
    }
  });

  it('[DT-02] the spec’s path diet-template leads to the shop’s list in the visitor’s language', async () => {
    for (const [path, target] of [
      ['/de/diet-template', '/de/shop/diaeten/'],
      ['/pl/diet-template/?goal=lose', '/pl/sklep/diety/?goal=lose'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(target);
    }
  });

  it('bad input gets 4xx, never 500', async () => {
    const post = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/diet-templates/search',
        payload: payload as object,
        headers: auth,
      });
    expect((await post({ _locale: 'en', text: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await post({ _locale: 'en', sort: 'cheap', perPage: 7, cpm: ['nonsense'] })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/diet-templates/abc', headers: auth })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/diet-templates/999999', headers: auth })).statusCode,
    ).toBe(404);
  });
});

import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildReferenceFixture,
  FIXTURE_RECIPES,
  type ReferenceFixture,
} from '../../testing/reference-fixture';
import { api } from '../../../core/routes';
import { createTestApp, TEST_API_KEY, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { allergenMask } from '../../db/allergen-mask';
import { CATALOGUE_COUNTER, changeRevision } from '../../db/change-counters';
import { createRevisionCache } from '../../lib/revision-cache';
import { createRecipesRepo } from './recipes/recipes.repo';
import { importReferenceData } from '../reference-data/reference-import';
import { catalogueIndexing } from './catalogues';

const auth = { authorization: `Bearer ${TEST_API_KEY}` };

describe.each(TEST_DIALECTS)('catalogue API on %s', (dialect) => {
  let t: TestApp;
  let fixture: ReferenceFixture;
  const post = (url: string, payload: unknown, headers: Record<string, string> = auth) =>
    t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });
  const names = async (url: string, payload: unknown) =>
    ((await post(url, payload)).json().items as Array<{ name: string }>).map((i) => i.name);

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

  it('[CAT-44] search without a key → 401 "Missing authorization header."', async () => {
    for (const url of ['/api/recipes/search', '/api/foods/search', '/api/exercises/search']) {
      const res = await post(url, {}, {});
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Missing authorization header.');
    }
  });

  it('[CAT-37] answers items, total, perPage, totalPages and hasMore', async () => {
    const body = (await post('/api/foods/search', { _locale: 'en' })).json();
    expect(body).toMatchObject({ total: 8, perPage: 12, page: 1, totalPages: 1, hasMore: false });
    expect(body.items).toHaveLength(8);
  });

  it('a kept answer is written from the same UTF-8 bytes: a Polish page asked twice is identical, with its length, charset and a brotli form (issue 13 A1)', async () => {
    const ask = (headers: Record<string, string> = {}) =>
      post('/api/recipes/search', { _locale: 'pl', sort: 'name_asc' }, { ...auth, ...headers });
    const first = await ask();
    const again = await ask();
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(first.rawPayload.length).toBeGreaterThan(first.body.length); // Polish letters are two bytes each
    expect(first.rawPayload.length).toBeGreaterThan(1024); // compressed above 1 KB
    expect(first.json().items.map((i: { name: string }) => i.name)).toContain('Jabłka na maśle');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const br = await ask({ 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(first.rawPayload)).toBe(true);
  });

  it("a recipe card names its foods from the names' copy: every food is there, and a renamed food shows at once (issue 13 A1, A2)", async () => {
    const db = t.app.database.db;
    const counted = async (table: 'foods' | 'food_names') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await counted('food_names')).toBe(await counted('foods'));
    const cardFoods = async () =>
      (await post('/api/recipes/search', { text: 'jablk', _locale: 'pl' })).json().items[0].foods as Array<{
        id: number;
        name: string;
      }>;
    const [food] = await cardFoods();
    const { name_pl } = await db
      .selectFrom('foods')
      .select('name_pl')
      .where('id', '=', food!.id)
      .executeTakeFirstOrThrow();
    expect(food!.name).toBe(name_pl);
    await db.updateTable('foods').set({ name_pl: 'Nazwa po zmianie' }).where('id', '=', food!.id).execute();
    expect((await cardFoods()).find((f) => f.id === food!.id)?.name).toBe('Nazwa po zmianie');
    await db.updateTable('foods').set({ name_pl }).where('id', '=', food!.id).execute();
    expect((await cardFoods()).find((f) => f.id === food!.id)?.name).toBe(name_pl);
  });

  it("a recipe card's foods are kept by the database: they follow every ingredient write, in order, in each language (issue 13 A1)", async () => {
    const db = t.app.database.db;
    // What the card foods must read: the ingredients in order, with the foods' own names.
    const expected = async () =>
      (
        await sql<{ recipe_id: number; en: string; pl: string; de: string }>`
          SELECT ri.recipe_id,
            string_agg(ri.food_id || ${'\u001f'} || f.name_en, ${'\u001e'} ORDER BY ri.position) AS en,
            string_agg(ri.food_id || ${'\u001f'} || f.name_pl, ${'\u001e'} ORDER BY ri.position) AS pl,
            string_agg(ri.food_id || ${'\u001f'} || f.name_de, ${'\u001e'} ORDER BY ri.position) AS de
          FROM recipe_ingredients ri JOIN foods f ON f.id = ri.food_id GROUP BY ri.recipe_id ORDER BY ri.recipe_id`.execute(
          db,
        )
      ).rows;
    const kept = async () =>
      (
        await sql<{ recipe_id: number; en: string; pl: string; de: string }>`
          SELECT recipe_id, foods_en AS en, foods_pl AS pl, foods_de AS de FROM recipe_card_foods ORDER BY recipe_id`.execute(
          db,
        )
      ).rows;
    const cardOf = async (id: number) =>
      (
        (await post('/api/recipes/search', { _locale: 'de' })).json().items as Array<{
          id: number;
          foods: Array<{ id: number; name: string }>;
        }>
      ).find((card) => card.id === id)!;
    expect((await kept()).length).toBeGreaterThan(0);
    expect(await kept()).toEqual(await expected());

    const recipe = await db.selectFrom('recipes').select('id').orderBy('id').executeTakeFirstOrThrow();
    const before = await db
      .selectFrom('recipe_ingredients')
      .selectAll()
      .where('recipe_id', '=', recipe.id)
      .orderBy('position')
      .execute();
    const other = await db
      .selectFrom('foods')
      .select(['id', 'name_de'])
      .where(
        'id',
        'not in',
        before.map((i) => i.food_id),
      )
      .executeTakeFirstOrThrow();
    const foodIds = async () => (await cardOf(recipe.id)).foods.map((f) => f.id);
    try {
      // Appended, moved to the front, removed: the card follows each write.
      await db
        .insertInto('recipe_ingredients')
        .values({ recipe_id: recipe.id, position: 999, food_id: other.id, grams: 10 })
        .execute();
      expect(await foodIds()).toEqual([...before.map((i) => i.food_id), other.id]);
      expect((await cardOf(recipe.id)).foods.at(-1)!.name).toBe(other.name_de);
      await db
        .updateTable('recipe_ingredients')
        .set({ position: -1 })
        .where('recipe_id', '=', recipe.id)
        .where('position', '=', 999)
        .execute();
      expect(await foodIds()).toEqual([other.id, ...before.map((i) => i.food_id)]);
      expect(await kept()).toEqual(await expected());
      await db.deleteFrom('recipe_ingredients').where('recipe_id', '=', recipe.id).execute();
      expect(await foodIds()).toEqual([]);
      expect((await kept()).some((row) => row.recipe_id === recipe.id)).toBe(false);
    } finally {
      await db.deleteFrom('recipe_ingredients').where('recipe_id', '=', recipe.id).execute();
      await db.insertInto('recipe_ingredients').values(before).execute();
    }
    expect(await foodIds()).toEqual(before.map((i) => i.food_id));
    expect(await kept()).toEqual(await expected());
  });

  it('[FOOD-14] text search is prefix-matching and diacritic-insensitive in each locale', async () => {
    expect(await names('/api/foods/search', { text: 'masl', _locale: 'pl' })).toEqual(['Masło solone']);
    expect(await names('/api/foods/search', { text: 'APFEL', _locale: 'de' })).toEqual([
      'Apfel mit Schale, roh',
    ]);
    expect(await names('/api/recipes/search', { text: 'jablk', _locale: 'pl' })).toEqual(['Jabłka na maśle']);
    expect(await names('/api/exercises/search', { text: 'rudern', _locale: 'de' })).toEqual([
      'Rudern am Ergometer',
    ]);
    expect(await names('/api/foods/search', { text: 'zzzz', _locale: 'en' })).toEqual([]);
  });

  it('[CAT-39] sorts id_desc by default, and names by the locale alphabet', async () => {
    const recipes = (await post('/api/recipes/search', { _locale: 'en' })).json().items;
    const byId = recipes.map((i: { id: number }) => i.id);
    expect(byId).toEqual([...byId].sort((a: number, b: number) => b - a));
  });

  it('a recipe card carries its kcal per portion as stored, rounded (what the card shows)', async () => {
    const cards = (await post('/api/recipes/search', { _locale: 'en' })).json().items as Array<{
      id: number;
      kcalPortion: number | null;
    }>;
    const stored = await t.app.database.db.selectFrom('recipes').select(['id', 'energy_kcal']).execute();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const row = stored.find((r) => r.id === card.id)!;
      expect(row.energy_kcal).toBeGreaterThan(0);
      expect(card.kcalPortion).toBe(Math.round(row.energy_kcal!));
    }
  });

  it('a recipe card names the foods of its ingredients in order, on every search path, in each language', async () => {
    for (const locale of ['en', 'pl', 'de'] as const) {
      // A text search (the set path) and the plain listing (the table path).
      for (const payload of [
        { _locale: locale },
        { _locale: locale, text: locale === 'en' ? 'apple' : locale === 'pl' ? 'jabłk' : 'äpfel' },
      ]) {
        const items = (await post('/api/recipes/search', payload)).json().items as Array<{
          id: number;
          foods: Array<{ id: number; name: string }>;
        }>;
        expect(items.length).toBeGreaterThan(0);
        for (const item of items) {
          const detail = (await get(`/api/recipes/${item.id}?_locale=${locale}`)).json() as {
            ingredients: Array<{ foodId: number; name: string }>;
          };
          expect(item.foods).toEqual(detail.ingredients.map((i) => ({ id: i.foodId, name: i.name })));
          expect(item.foods.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('foods: the default order lists the foods recipes use first (newest first within), id_asc the reverse', async () => {
    const items = (await post('/api/foods/search', { _locale: 'en', perPage: 12 })).json().items as Array<{
      id: number;
      name: string;
    }>;
    const usedByRecipes = [
      'Butter, salted',
      'Apple with skin, raw',
      'Buckwheat groats, roasted',
      'Onion, raw',
    ];
    const firstFour = items.slice(0, 4);
    expect(new Set(firstFour.map((i) => i.name))).toEqual(new Set(usedByRecipes));
    expect(firstFour.map((i) => i.id)).toEqual([...firstFour.map((i) => i.id)].sort((a, b) => b - a));
    const rest = items.slice(4).map((i) => i.id);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
    const ascending = (await post('/api/foods/search', { _locale: 'en', sort: 'id_asc', perPage: 12 })).json()
      .items as Array<{ name: string }>;
    expect(new Set(ascending.slice(-4).map((i) => i.name))).toEqual(new Set(usedByRecipes));
  });

  it('[CAT-39] names sort by the locale alphabet', async () => {
    const pl = await names('/api/foods/search', {
      sort: 'name_asc',
      _locale: 'pl',
      type: [
        'dairy-and-egg-products',
        'fruits-and-fruit-juices',
        'vegetables-and-vegetable-products',
        'cereal-grains-and-pasta',
      ],
    });
    expect(pl).toEqual([
      'Cebula, surowa',
      'Egg, whole, raw, fresh',
      'Jabłko ze skórką, surowe',
      'Kasza gryczana prażona',
      'Masło solone',
    ]);
    const desc = await names('/api/foods/search', {
      sort: 'name_desc',
      _locale: 'pl',
      type: ['dairy-and-egg-products', 'fruits-and-fruit-juices'],
    });
    expect(desc).toEqual(['Masło solone', 'Jabłko ze skórką, surowe', 'Egg, whole, raw, fresh']);
  });

  it('[CAT-38] [CAT-34] perPage outside 12/24/36 → 12; the page clamps to the last; ?page wins over the body', async () => {
    expect((await post('/api/foods/search', { perPage: 50 })).json().perPage).toBe(12);
    expect((await post('/api/foods/search', { perPage: '24' })).json().perPage).toBe(24);
    expect((await post('/api/foods/search', { page: 99 })).json().page).toBe(1);
    expect((await post('/api/foods/search?page=1', { page: 7 })).json().page).toBe(1);
    expect((await post('/api/foods/search', { page: -3 })).json().page).toBe(1);
    const clamped = (
      await post('/api/recipes/search', { occasion: ['dessert', 'lunch'], page: 5, _locale: 'en' })
    ).json();
    expect(clamped).toMatchObject({ page: 1, total: 2, totalPages: 1 });
    expect(clamped.items).toHaveLength(2);
    expect((await post('/api/recipes/search', { occasion: ['snack'] })).json()).toMatchObject({
      total: 0,
      items: [],
    });
  });

  it('[REC-07] recipe filters: OR within a group, AND across groups, allergen exclusion, buckets, hard', async () => {
    const url = '/api/recipes/search';
    expect(await names(url, { _locale: 'en', occasion: ['dessert', 'lunch'] })).toHaveLength(2);
    // A recipe for lunch and dinner counts once when both are chosen.
    expect((await post(url, { occasion: ['lunch', 'dinner'] })).json()).toMatchObject({
      total: 1,
      items: [expect.objectContaining({ name: 'Buckwheat with onion' })],
    });
    expect(await names(url, { _locale: 'en', occasion: ['dessert', 'lunch'], sort: 'name_asc' })).toEqual([
      'Apples in butter',
      'Buckwheat with onion',
    ]);
    expect(await names(url, { _locale: 'pl', occasion: ['dessert', 'lunch'], sort: 'name_desc' })).toEqual([
      'Kasza z cebulą',
      'Jabłka na maśle',
    ]);
    expect(await names(url, { _locale: 'en', occasion: ['dessert', 'lunch'], sort: 'id_asc' })).toEqual([
      'Apples in butter',
      'Buckwheat with onion',
    ]);
    expect(await names(url, { _locale: 'en', allergenExclude: ['gluten'], sort: 'name_desc' })).toEqual([
      'Buckwheat with onion',
      'Apples in butter',
    ]);
    expect(
      await names(url, { _locale: 'en', occasion: ['dessert', 'lunch'], type: ['rice-and-grains'] }),
    ).toEqual(['Buckwheat with onion']);
    expect(await names(url, { _locale: 'en', allergenExclude: ['milk'] })).toEqual(['Buckwheat with onion']);
    expect(await names(url, { _locale: 'en', allergenExclude: 'milk, gluten' })).toEqual([
      'Buckwheat with onion',
    ]);
    // Exclusions alone: the total is all recipes minus those carrying any excluded allergen.
    expect((await post(url, { allergenExclude: ['milk', 'eggs', 'gluten'] })).json()).toMatchObject({
      total: 1,
    });
    expect(await names(url, { _locale: 'en', preparationTime: ['upTo15'] })).toEqual(['Apples in butter']);
    expect(await names(url, { _locale: 'en', portion: ['one'] })).toEqual(['Buckwheat with onion']);
    expect(await names(url, { _locale: 'en', tags: ['budget'] })).toEqual(['Buckwheat with onion']);
    expect(await names(url, { _locale: 'en', hard: true })).toEqual([]);
    expect(await names(url, { _locale: 'en', nutrientInclude: ['protein_g'] })).toEqual([
      'Buckwheat with onion',
    ]);
    expect((await names(url, { _locale: 'en', nutrientInclude: ['fiber_g'] })).sort()).toEqual([
      'Apples in butter',
      'Buckwheat with onion',
    ]);
  });

  it('[FOOD-04] food filters: type, tags, occasion, allergens, nutrients', async () => {
    const url = '/api/foods/search';
    expect(
      await names(url, {
        _locale: 'en',
        allergenExclude: ['milk', 'eggs', 'peanuts', 'sesame', 'crustaceans'],
      }),
    ).toHaveLength(3);
    expect(await names(url, { _locale: 'en', type: ['finfish-and-shellfish-products'] })).toEqual([
      expect.stringMatching(/^Crustaceans, shrimp/),
    ]);
    expect((await names(url, { _locale: 'en', tags: ['high-protein'] })).length).toBeGreaterThan(0);
    expect(
      await names(url, { _locale: 'en', occasion: ['breakfast'], type: ['nut-and-seed-products'] }),
    ).toEqual(['Seeds, sesame butter, tahini, from roasted and toasted kernels (most common type)']);
    const sodiumFree = await names(url, { _locale: 'en', nutrientExclude: ['sodium_mg'] });
    expect(sodiumFree).not.toContain('Butter, salted');
  });

  it('exercise filters: group, goal, MET and kcal ranges', async () => {
    const url = '/api/exercises/search';
    expect(await names(url, { _locale: 'en', group: ['full_body'] })).toEqual(['Rowing, Stationary']);
    expect(await names(url, { _locale: 'en', goal: ['weight_loss'] })).toEqual(['Rowing, Stationary']);
    expect(await names(url, { _locale: 'en', metsMin: ['6'] })).toEqual(['Rowing, Stationary']);
    expect((await names(url, { _locale: 'en', metsMax: ['4'] })).sort()).toEqual([
      '3/4 Sit-Up',
      'Side Bridge',
    ]);
    expect(await names(url, { _locale: 'en', kcalMin: ['400'] })).toEqual(['Rowing, Stationary']);
  });

  it('[CAT-35] bad input → 400 or a documented fallback, never 500', async () => {
    const long = await post('/api/recipes/search', { text: 'x'.repeat(10_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.text).toBe('The search text is too long (at most 200 characters).');
    expect((await post('/api/recipes/search', { tags: { a: 1 } })).statusCode).toBe(400);
    expect((await post('/api/recipes/search', { hard: 'sometimes' })).statusCode).toBe(400);
    expect(
      (await post('/api/recipes/search', { sort: 'bogus', perPage: 'many', page: 'x' })).json(),
    ).toMatchObject({ perPage: 12, page: 1 });
    expect(
      (await post('/api/recipes/search', { tags: ['no-such-tag'], type: 'nope', _locale: 'xx' })).json()
        .total,
    ).toBe(2);
    expect((await post('/api/recipes/search', { text: '  jabłka  ', _locale: 'pl' })).json().total).toBe(1);
    const odd = await t.app.inject({
      method: 'POST',
      url: '/api/foods/search',
      payload: '[1,2]',
      headers: { ...auth, 'content-type': 'application/json' },
    });
    expect(odd.statusCode).toBe(400);
  });

  it('[FOOD-03] filter option lists carry labels in the requested locale', async () => {
    const recipes = (await get('/api/recipes/filters?_locale=de')).json();
    expect(recipes.occasions).toContainEqual({ value: 'breakfast', label: 'Frühstück' });
    expect(recipes.allergens).toContainEqual({
      value: 'milk',
      label: 'Milch und Milchprodukte (inkl. Laktose)',
    });
    expect(recipes.nutrientsInclude).toContainEqual({ value: 'fiber_g', label: 'Ballaststoffe' });
    const foods = (await get('/api/foods/filters?locale=pl')).json();
    expect(foods.categories).toContainEqual({ value: 'dairy-and-egg-products', label: 'Nabiał i jaja' });
    const exercises = (await get('/api/exercises/filters?_locale=en')).json();
    expect(exercises.groups.map((g: { value: string }) => g.value)).toEqual([
      'upper_body',
      'lower_body',
      'core',
      'full_body',
    ]);
  });

  it('detail endpoints answer full records; unknown ids → JSON 404; malformed ids → 400', async () => {
    const recipes = (await post('/api/recipes/search', { _locale: 'en', text: 'apples' })).json().items;
    const recipe = (await get(`/api/recipes/${recipes[0].id}?_locale=pl`)).json();
    expect(recipe).toMatchObject({ name: 'Jabłka na maśle', portions: 2, dietType: { value: 'vegetarian' } });
    expect(recipe.ingredients).toEqual([
      expect.objectContaining({ name: 'Masło solone', grams: 20, measure: null }),
      expect.objectContaining({
        name: 'Jabłko ze skórką, surowe',
        grams: 400,
        measure: { amount: 2, unit: 'medium' },
      }),
    ]);
    const kcal = recipe.nutritionPerPortion.find((n: { code: string }) => n.code === 'energy_kcal');
    expect(kcal.amount).toBeCloseTo(175.7, 2);
    expect(
      recipe.nutritionPer100g.find((n: { code: string }) => n.code === 'energy_kcal').amount,
    ).toBeCloseTo(83.667, 2);
    const foodId = (await post('/api/foods/search', { text: 'salted', _locale: 'en' })).json().items[0].id;
    const food = (await get(`/api/foods/${foodId}?_locale=en`)).json();
    expect(food.nutrients.find((n: { code: string }) => n.code === 'sodium_mg')).toMatchObject({
      unit: 'mg',
      amount: 643,
    });
    expect(food.nutrients.find((n: { code: string }) => n.code === 'starch_g').amount).toBeNull();
    expect(food.portions.length).toBeGreaterThan(0);
    expect(food.portions.map((p: { unit: string }) => p.unit)).toContain('tbsp');
    // Household measures in the page's language (issue 10 B7); allergens by level, butter is no composite food.
    const plFood = (await get(`/api/foods/${foodId}?_locale=pl`)).json();
    expect(plFood.portions.map((p: { unit: string }) => p.unit)).toContain('łyżka');
    expect(plFood).toMatchObject({
      allergens: [{ value: 'milk' }],
      mayContain: [],
      allergensFromDescription: false,
    });
    const exerciseId = (await post('/api/exercises/search', { text: 'rowing', _locale: 'en' })).json()
      .items[0].id;
    const exercise = (await get(`/api/exercises/${exerciseId}?_locale=de`)).json();
    expect(exercise).toMatchObject({
      mets: 7,
      kcal_hour: 490,
      images: ['/media/exercises/Rowing_Stationary/0.webp', '/media/exercises/Rowing_Stationary/1.webp'],
    });
    const missing = await get('/api/recipes/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
    expect((await get('/api/foods/abc')).statusCode).toBe(400);
  });

  it('each catalogue’s answer is exactly its contract: parsing it strips and changes nothing (issue 13 A1: written without a second schema check)', async () => {
    for (const route of [api.frontend_recipe_search, api.frontend_food_search, api.frontend_exercise_search])
      for (const locale of ['en', 'pl', 'de']) {
        const res = await t.app.inject({
          method: 'POST',
          url: route.path,
          headers: auth,
          payload: { _locale: locale, perPage: 48 },
        });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.items.length, route.path).toBeGreaterThan(0);
        expect(route.response[200].parse(body)).toEqual(body);
      }
  });
});

describe.each(TEST_DIALECTS)('recipe exclusions on %s', (dialect) => {
  let t: TestApp;
  let fixture: ReferenceFixture;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    fixture = buildReferenceFixture();
    // A third recipe that carries two allergens (milk from butter, eggs).
    const eggs = {
      ...FIXTURE_RECIPES[0],
      id: 'eggs-in-butter-test',
      name: { pl: 'Jajka na maśle', de: 'Eier in Butter', en: 'Eggs in butter' },
      occasions: ['snack'],
      categories: ['eggs'],
      portions: 1,
      ingredients: [
        { ndbNo: '01123', grams: 100 },
        { ndbNo: '01001', grams: 10 },
      ],
    };
    fixture.write('content/recipes/extra.json', JSON.stringify([eggs]));
    await importReferenceData(t.app.database.db, fixture.paths, {
      search: catalogueIndexing(t.app.database.db, t.app.searchProvider),
    });
  });
  afterAll(async () => {
    await t.close();
    fixture.cleanup();
  });

  it('[REC-07] a recipe with several excluded allergens is subtracted once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/search',
      headers: auth,
      payload: { allergenExclude: ['milk', 'eggs'], _locale: 'en' },
    });
    expect(res.json()).toMatchObject({
      total: 1,
      items: [expect.objectContaining({ name: 'Buckwheat with onion' })],
    });
    const withText = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/search',
      headers: auth,
      payload: { text: 'butter', allergenExclude: ['eggs'], _locale: 'en' },
    });
    expect(withText.json().items.map((i: { name: string }) => i.name)).toEqual(['Apples in butter']);
  });

  it('search totals are counted once per filter state and revision; a new, edited or removed recipe shows at once with an exact total (issue 13 A2, A9)', async () => {
    const db = t.app.database.db;
    const search = async (payload: object) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/recipes/search',
          headers: auth,
          payload: { _locale: 'en', perPage: 12, ...payload },
        })
      ).json() as { total: number; page: number; items: Array<{ name: string }> };

    // The repository keeps the total it counted; planting a wrong one shows the next page turn reads it.
    const counts = createRevisionCache<number>();
    const repo = createRecipesRepo(db, t.app.searchProvider, t.app.database.adapter, counts);
    const query = {
      text: 'butter',
      locale: 'en' as const,
      included: [],
      exclusions: [],
      excludedAllergens: [],
      sort: 'id_desc' as const,
      revision: await repo.revision(),
      page: 1,
      perPage: 12,
    };
    const first = await repo.search(query);
    expect(counts.size()).toBe(1);
    const revision = await changeRevision(db, CATALOGUE_COUNTER);
    expect(query.revision).toBe(revision);
    const [key] = counts.keys();
    counts.set(key!, revision, 999);
    expect((await repo.search({ ...query, page: 2, sort: 'name_asc' })).total).toBe(999);

    // Any write to the catalogue's tables, by any connection, moves the revision: counted again, exact.
    const eggs = {
      ...FIXTURE_RECIPES[0],
      id: 'more-eggs-test',
      name: { pl: 'Jajecznica na maśle', de: 'Rührei in Butter', en: 'Scrambled eggs in butter' },
    };
    const before = await search({ text: 'butter' });
    fixture.write('content/recipes/more.json', JSON.stringify([eggs]));
    await importReferenceData(db, fixture.paths, { search: catalogueIndexing(db, t.app.searchProvider) });
    expect(await changeRevision(db, CATALOGUE_COUNTER)).toBeGreaterThan(revision);
    expect((await repo.search(query)).total, 'the old revision: what was kept for it').toBe(999);
    expect((await repo.search({ ...query, revision: await repo.revision() })).total).toBe(first.total + 1);
    const added = await search({ text: 'butter' });
    expect(added.total).toBe(before.total + 1);
    expect(added.items.map((i) => i.name)).toContain('Scrambled eggs in butter');

    // Edited: the new name is found, the old one no longer; then removed.
    fixture.write(
      'content/recipes/more.json',
      JSON.stringify([{ ...eggs, name: { ...eggs.name, en: 'Egg scramble with chives' } }]),
    );
    await importReferenceData(db, fixture.paths, { search: catalogueIndexing(db, t.app.searchProvider) });
    expect((await search({ text: 'scrambled' })).total).toBe(0);
    expect((await search({ text: 'chives' })).items.map((i) => i.name)).toEqual(['Egg scramble with chives']);
    fixture.write('content/recipes/more.json', '[]');
    await importReferenceData(db, fixture.paths, { search: catalogueIndexing(db, t.app.searchProvider) });
    expect((await search({ text: 'chives' })).total).toBe(0);
    expect((await search({ text: 'butter', page: 5 })).page).toBe(1);
  });

  it('a text search counted small before reads its set once after a write: the same pages, order and total (issue 13 A1, A2)', async () => {
    const db = t.app.database.db;
    const salads = ['Kale', 'Beet', 'Carrot'].map((name, i) => ({
      ...FIXTURE_RECIPES[0],
      id: `salad-test-${i}`,
      name: { pl: `Sałatka ${i}`, de: `Salat ${i}`, en: `${name} salad` },
    }));
    fixture.write('content/recipes/salads.json', JSON.stringify(salads));
    await importReferenceData(db, fixture.paths, { search: catalogueIndexing(db, t.app.searchProvider) });
    // How often the search index was walked for a page in id order (the way without a count from before).
    let walks = 0;
    const provider = {
      ...t.app.searchProvider,
      matchingIdsPage: (...args: Parameters<typeof t.app.searchProvider.matchingIdsPage>) => {
        walks++;
        return t.app.searchProvider.matchingIdsPage(...args);
      },
    };
    const searchOf = (repo: ReturnType<typeof createRecipesRepo>, sort: 'id_asc' | 'id_desc', page: number) =>
      repo
        .revision()
        .then((revision) =>
          repo.search({
            text: 'salad',
            locale: 'en',
            included: [],
            exclusions: [],
            excludedAllergens: [],
            sort,
            revision,
            page,
            perPage: 1,
          }),
        )
        .then(({ rows, total }) => ({ ids: rows.map((row) => row.id), total }));
    const kept = createRecipesRepo(db, provider, t.app.database.adapter);
    await searchOf(kept, 'id_desc', 1);
    for (const sort of ['id_desc', 'id_asc'] as const)
      for (const page of [1, 2, 3, 4]) {
        // A write moves the revision: the total is counted again; the kept repository knows it was 3.
        await db
          .updateTable('change_counters')
          .set({ revision: sql`revision + 1` })
          .execute();
        walks = 0;
        const once = await searchOf(kept, sort, page);
        expect(walks, `${sort} page ${page}: read once`).toBe(0);
        const walked = await searchOf(createRecipesRepo(db, provider, t.app.database.adapter), sort, page);
        expect(walks, `${sort} page ${page}: walked`).toBeGreaterThan(0);
        expect(once).toEqual(walked);
        expect(once.total).toBe(3);
        expect(once.ids).toHaveLength(1);
      }
    fixture.write('content/recipes/salads.json', '[]');
    await importReferenceData(db, fixture.paths, { search: catalogueIndexing(db, t.app.searchProvider) });
  });

  it('food and exercise answers are kept per revision: an edited name or allergen shows at once (issue 13 A2, A9)', async () => {
    const db = t.app.database.db;
    const first = async (url: string) =>
      (
        await t.app.inject({ method: 'POST', url, headers: auth, payload: { _locale: 'en', sort: 'id_asc' } })
      ).json().items[0] as { id: number; name: string; allergens?: unknown[] };
    const food = await first('/api/foods/search');
    expect(await first('/api/foods/search')).toEqual(food);
    await db.updateTable('foods').set({ name_en: 'Renamed food' }).where('id', '=', food.id).execute();
    expect((await first('/api/foods/search')).name).toBe('Renamed food');
    const allergenId = (
      await db.selectFrom('allergens').select('id').where('code', '=', 'celery').executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('food_allergens')
      .values({ food_id: food.id, allergen_id: allergenId, rule: 'test', level: 'contains' })
      .execute();
    expect(JSON.stringify((await first('/api/foods/search')).allergens)).toContain('celery');

    const exercise = await first('/api/exercises/search');
    await db
      .updateTable('exercises')
      .set({ name_en: 'Renamed exercise' })
      .where('id', '=', exercise.id)
      .execute();
    expect((await first('/api/exercises/search')).name).toBe('Renamed exercise');
  });

  it('the allergen mask is computed by the database from both lists, whoever writes them (issue 13 A3)', async () => {
    const db = t.app.database.db;
    const search = async (payload: object) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/recipes/search',
          headers: auth,
          payload: { _locale: 'en', ...payload },
        })
      ).json() as { total: number; items: Array<{ name: string }> };
    const before = await search({ allergenExclude: ['nuts'] });
    expect(before.items.map((i) => i.name)).toContain('Buckwheat with onion');
    // A writer that only touches the JSON list (an import, an admin edit): the mask follows at once.
    await db
      .updateTable('recipes')
      .set({ may_contain_allergens: '["nuts","sesame"]' })
      .where('name_en', '=', 'Buckwheat with onion')
      .execute();
    const after = await search({ allergenExclude: ['nuts'] });
    expect(after.items.map((i) => i.name)).not.toContain('Buckwheat with onion');
    expect(after.total).toBe(before.total - 1);
    expect((await search({ text: 'buckwheat', allergenExclude: ['sesame'] })).total).toBe(0);
    // With another exclusion (not hard) and with other filters, the sets combine.
    const rows = await db
      .selectFrom('recipes')
      .select(['name_en', 'hard', 'allergens', 'may_contain_allergens'])
      .execute();
    const safe = (r: (typeof rows)[number], code: string) =>
      !`${r.allergens}${r.may_contain_allergens}`.includes(`"${code}"`);
    const easyWithoutMilk = rows.filter((r) => r.hard === 0 && safe(r, 'milk')).map((r) => r.name_en);
    const combined = await search({ allergenExclude: ['milk'], hard: false, perPage: 48 });
    expect(combined.total).toBe(easyWithoutMilk.length);
    expect(combined.items.map((i) => i.name).sort()).toEqual(easyWithoutMilk.sort());
    for (const row of await db
      .selectFrom('recipes')
      .select(['allergens', 'may_contain_allergens', 'allergen_mask'])
      .execute())
      expect(row.allergen_mask).toBe(
        allergenMask([...JSON.parse(row.allergens), ...JSON.parse(row.may_contain_allergens)]),
      );
  });
});

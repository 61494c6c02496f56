import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HybridRecipesAnswer, ReplacementSearchAnswer } from '../../../core/contracts/alt-generator-recipes';
import { REAL_DATA_DIR } from '../../testing/reference-fixture';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { catalogueIndexing } from '../catalogue/catalogues';
import { jsonList } from '../diet-generator/plan-data';
import { createAltGeneratorRecipesRepo } from './alt-generator-recipes.repo';
import { dietClassOfFood } from '../reference-data/diet-class';
import { importReferenceData } from '../reference-data/reference-import';

const HYBRID = '/api/diet-generator/hybrid-recipes';
const SEARCH = '/api/diet-generator/recipes/search';

describe.each(TEST_DIALECTS)('the 4-step generator’s recipes on %s (issue 20 A3, A5)', (dialect) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const hybrid = async (query: string) => {
    const response = await get(`${HYBRID}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return HybridRecipesAnswer.parse(response.json());
  };
  const search = async (query: string) => {
    const response = await get(`${SEARCH}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return ReplacementSearchAnswer.parse(response.json());
  };
  const recipeRows = (ids: number[]) =>
    ids.length
      ? t.app.database.db
          .selectFrom('recipes')
          .select(['id', 'allergens', 'may_contain_allergens', 'diet_type', 'tags', 'energy_kcal'])
          .where('id', 'in', ids)
          .execute()
      : Promise.resolve([]);

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
  afterAll(() => t?.close());

  it('[AGEN-12] [AGEN-13] hybrid recipes: at most 36 with their fields and meta, the same order all day', async () => {
    const answer = await hybrid('locale=de');
    expect(answer.meta.limit).toBe(36);
    expect(answer.meta.preference).toBeNull();
    expect(answer.meta.total).toBeGreaterThan(36);
    expect(answer.recipes).toHaveLength(36);
    const recipe = answer.recipes[0]!;
    expect(recipe.name).not.toBe('');
    expect(recipe.caloriesPerPortion).toBeGreaterThan(0);
    expect(recipe.portions).toBeGreaterThan(0);
    // A few recipes carry no tags; the day decides which comes first.
    expect(answer.recipes.filter((r) => r.tags.length > 0).length).toBeGreaterThan(30);
    expect(recipe.ingredients.length).toBeGreaterThan(0);
    expect(recipe.ingredients[0]!.name).not.toBe('');
    // Allergens carry our key as `find` and the name in the asked language, as the database has them.
    const allergen = answer.recipes.flatMap((r) => [...r.allergens, ...r.mayContain])[0]!;
    const stored = await t.app.database.db
      .selectFrom('allergens')
      .select(['id', 'name_de'])
      .where('code', '=', allergen.find)
      .executeTakeFirstOrThrow();
    expect(allergen).toEqual({ id: stored.id, find: allergen.find, name: stored.name_de });
    expect((await hybrid('locale=de')).recipes.map((r) => r.id)).toEqual(answer.recipes.map((r) => r.id));
    expect((await hybrid('locale=en&limit=5')).recipes).toHaveLength(5);
  });

  it('the day decides the order: another day, other recipes first; the same day, the same order', async () => {
    const repo = createAltGeneratorRecipesRepo(t.app.database.db, t.app.searchProvider);
    const filter = { dietClasses: null, excludedAllergens: [] };
    const ids = async (day: number) => (await repo.dailySelection(filter, 'en', 36, day)).map((r) => r.id);
    const today = await ids(20_000);
    expect(await ids(20_000)).toEqual(today);
    expect(await ids(20_001)).not.toEqual(today);
  });

  it('[AGEN-14] no recipe contains or may contain a selected allergen (checked against the database)', async () => {
    const all = await hybrid('locale=en');
    const selected = ['milk', 'gluten', 'eggs'];
    const answer = await hybrid(`locale=en&allergens=${selected.join(',%20')}`);
    expect(answer.meta.total).toBeGreaterThan(0);
    expect(answer.meta.total).toBeLessThan(all.meta.total);
    const rows = await recipeRows(answer.recipes.map((r) => r.id));
    expect(rows).toHaveLength(answer.recipes.length);
    for (const row of rows) {
      const listed = [...jsonList(row.allergens), ...jsonList(row.may_contain_allergens)];
      expect(
        listed.filter((code) => selected.includes(code)),
        `recipe ${row.id}`,
      ).toEqual([]);
    }
    // "May contain" alone is enough to leave a recipe out (the lists never share a code).
    const traced = await t.app.database.db
      .selectFrom('recipes')
      .select(['id', 'may_contain_allergens'])
      .where('may_contain_allergens', '!=', '[]')
      .where('energy_kcal', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const code = jsonList(traced.may_contain_allergens)[0]!;
    const everyId = async (query: string) => {
      const first = await search(`${query}&pageSize=36`);
      const pages = await Promise.all(
        Array.from({ length: first.meta.pages - 1 }, (_, i) => search(`${query}&pageSize=36&page=${i + 2}`)),
      );
      return [first, ...pages].flatMap((p) => p.items.map((item) => item.id));
    };
    expect(await everyId('locale=en')).toContain(traced.id);
    const without = await everyId(`locale=en&allergens=${code}`);
    expect(without).not.toContain(traced.id);
    expect((await hybrid(`locale=en&allergens=${code}`)).meta.total).toBe(without.length);
  });

  it('[AGEN-15] recipes without calories are never selected', async () => {
    const before = await hybrid('locale=en');
    const first = before.recipes[0]!;
    const { energy_kcal: kept } = await t.app.database.db
      .selectFrom('recipes')
      .select('energy_kcal')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    await t.app.database.db
      .updateTable('recipes')
      .set({ energy_kcal: null })
      .where('id', '=', first.id)
      .execute();
    try {
      const after = await hybrid('locale=en');
      expect(after.meta.total).toBe(before.meta.total - 1);
      expect(after.recipes.map((r) => r.id)).not.toContain(first.id);
      expect(after.recipes.every((r) => r.caloriesPerPortion > 0)).toBe(true);
    } finally {
      await t.app.database.db
        .updateTable('recipes')
        .set({ energy_kcal: kept })
        .where('id', '=', first.id)
        .execute();
    }
  });

  it('[AGEN-16] the diet preference filters recipes: vegan ones hold no meat, fish, dairy or egg', async () => {
    const vegan = await hybrid('locale=en&preference=vegan');
    const vegetarian = await hybrid('locale=en&preference=vegetarian');
    const meat = await hybrid('locale=en&preference=meat');
    expect(vegan.meta.preference).toBe('vegan');
    expect(vegan.meta.total).toBeGreaterThan(0);
    expect(vegan.meta.total).toBeLessThan(vegetarian.meta.total);
    expect(vegetarian.meta.total).toBeLessThan(meat.meta.total);
    expect(vegan.recipes.every((r) => r.dietType === 'vegan')).toBe(true);
    expect(vegetarian.recipes.every((r) => ['vegan', 'vegetarian'].includes(r.dietType))).toBe(true);
    const foodIds = [...new Set(vegan.recipes.flatMap((r) => r.ingredients.map((i) => i.foodId)))];
    const foods = await t.app.database.db
      .selectFrom('foods')
      .innerJoin('food_groups', 'food_groups.id', 'foods.food_group_id')
      .select(['foods.id', 'foods.sr28_description', 'food_groups.name_en as group'])
      .where('foods.id', 'in', foodIds)
      .execute();
    expect(foods).toHaveLength(foodIds.length);
    for (const food of foods)
      expect(dietClassOfFood(food.group, food.sr28_description), food.sr28_description).toBe('vegan');
  });

  it('[AGEN-51] [AGEN-52] replacement search: pages of 12 with meta, cards cut to 4 ingredients and 4 tags', async () => {
    const first = await search('locale=pl');
    expect(first.meta.page).toBe(1);
    expect(first.meta.pageSize).toBe(12);
    expect(first.items).toHaveLength(12);
    expect(first.meta.pages).toBe(Math.ceil(first.meta.total / 12));
    const second = await search('locale=pl&page=2');
    expect(second.items.map((i) => i.id)).not.toContain(first.items[0]!.id);
    const last = await search(`locale=pl&page=${first.meta.pages}`);
    expect(last.items).toHaveLength(first.meta.total - 12 * (first.meta.pages - 1));
    expect((await search(`locale=pl&page=${first.meta.pages + 1}`)).items).toEqual([]);
    const all = await search('locale=en&pageSize=36');
    for (const item of all.items) {
      expect(item.ingredients.length).toBe(Math.min(4, item.ingredientCount));
      expect(item.tags.length).toBeLessThanOrEqual(4);
      expect(item.caloriesPerPortion).toBeGreaterThan(0);
      expect(item.image).toMatch(/^\/media\//);
    }
    expect(all.items.some((i) => i.ingredientCount > 4)).toBe(true);
  });

  it('replacement search leaves the recipe being replaced out of the page and of the count', async () => {
    const all = await search('locale=en&pageSize=36');
    const current = all.items[1]!;
    const without = await search(`locale=en&pageSize=36&exclude=${current.id}`);
    expect(without.meta.total).toBe(all.meta.total - 1);
    const ids = (items: typeof all.items) => items.map((i) => i.id);
    expect(ids(without.items.slice(0, 35))).toEqual(ids(all.items.filter((i) => i.id !== current.id)));
    expect(without.items.map((i) => i.id)).not.toContain(current.id);
    for (const bad of ['0', '-1', 'x', '2147483648'])
      expect((await get(`${SEARCH}?locale=en&exclude=${bad}`)).statusCode).toBe(400);
  });

  it('[AGEN-51] replacement search filters: text, time, portions, tags, allergens, diets', async () => {
    const all = await search('locale=en&pageSize=36');
    const target = all.items.find((i) => i.tags.length > 0)!;
    const word = target.name.split(/\s+/).find((w) => w.length > 4) ?? target.name;
    const found = await search(`locale=en&pageSize=36&search=${encodeURIComponent(word)}`);
    expect(found.items.map((i) => i.id)).toContain(target.id);
    expect(found.meta.total).toBeLessThan(all.meta.total);

    const quick = await search('locale=en&pageSize=36&time=20');
    expect(quick.meta.total).toBeGreaterThan(0);
    expect(quick.meta.total).toBeLessThan(all.meta.total);
    expect(quick.items.every((i) => i.timeMinutes <= 20)).toBe(true);

    const portions = target.portions;
    const same = await search(`locale=en&pageSize=36&portions=${portions}`);
    expect(same.items.every((i) => i.portions === portions)).toBe(true);

    const tag = target.tags[0]!.value;
    const tagged = await search(`locale=en&pageSize=36&tags=${tag}`);
    expect(tagged.meta.total).toBeGreaterThan(0);
    const taggedRows = await recipeRows(tagged.items.map((i) => i.id));
    expect(taggedRows.every((row) => jsonList(row.tags).includes(tag))).toBe(true);

    const noNuts = await search('locale=en&pageSize=36&allergens=nuts,milk');
    expect(noNuts.meta.total).toBeLessThan(all.meta.total);
    for (const row of await recipeRows(noNuts.items.map((i) => i.id))) {
      const listed = [...jsonList(row.allergens), ...jsonList(row.may_contain_allergens)];
      expect(listed.filter((code) => code === 'nuts' || code === 'milk')).toEqual([]);
    }

    const vegan = await search('locale=en&pageSize=36&diets=vegan');
    expect(vegan.meta.total).toBeGreaterThan(0);
    expect((await recipeRows(vegan.items.map((i) => i.id))).every((row) => row.diet_type === 'vegan')).toBe(
      true,
    );
    const veganOrFish = await search('locale=en&diets=vegan,fish');
    expect(veganOrFish.meta.total).toBeGreaterThan(vegan.meta.total);
  });

  it('bad input answers 400 with translated field errors, never 500', async () => {
    const bad = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      return response.json() as { errors: Record<string, string> };
    };
    const unknown = await bad(`${HYBRID}?locale=en&allergens=milk,peanut_butter`);
    expect(unknown.errors.allergens).toBe('This allergen is unknown.');
    expect((await bad(`${SEARCH}?locale=de&allergens=gluten,xyz`)).errors.allergens).toBe(
      'Dieses Allergen ist unbekannt.',
    );
    await bad(`${HYBRID}?limit=37`);
    await bad(`${HYBRID}?limit=-1`);
    await bad(`${HYBRID}?preference=carnivore`);
    await bad(`${SEARCH}?page=1000000000000`);
    await bad(`${SEARCH}?page=-3`);
    await bad(`${SEARCH}?pageSize=0`);
    await bad(`${SEARCH}?time=abc`);
    await bad(`${SEARCH}?tags=a,b,c,d,e,f`);
    await bad(`${SEARCH}?diets=paleo`);
    const operators = encodeURIComponent('"soup" OR NEAR(a b) * -x ^ : (( '.repeat(30).slice(0, 1000));
    expect((await bad(`${SEARCH}?locale=en&search=${operators}`)).errors.search).toBe(
      'The search text is too long (at most 200 characters).',
    );
    // The same operators within the length are searched as text, not run.
    const short = await get(
      `${SEARCH}?locale=en&search=${encodeURIComponent('"soup" OR NEAR(a b) * -x ^ :')}`,
    );
    expect(short.statusCode).toBe(200);
    const onlyOperators = await get(`${SEARCH}?locale=en&search=${encodeURIComponent('*" ( ) ^ : -')}`);
    expect(onlyOperators.statusCode).toBe(200);
    expect(onlyOperators.json().meta.total).toBe(0);
  });
});

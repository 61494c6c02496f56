import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminRecipe,
  AdminRecipeFoodsResponse,
  AdminRecipesResponse,
  RecipeNutrition,
  type AdminRecipeInput,
} from '../../../core/contracts/admin-recipes';
import { RecipeDetail } from '../../../core/contracts/catalogue';
import { apiHref, api } from '../../../core/routes';
import { registerUser, type SignedIn } from '../../testing/auth-helpers';
import { buildReferenceFixture, type ReferenceFixture } from '../../testing/reference-fixture';
import { createTestApp, TEST_API_KEY, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { catalogueIndexing } from '../catalogue/catalogues';
import { deriveRecipe } from '../reference-data/nutrition';
import { importReferenceData } from '../reference-data/reference-import';
import { SR28_NUTRIENT_COLUMNS } from '../../../core/domain/nutrient-columns';
import type { NutrientValues } from '../reference-data/sr28';

const BEARER = { authorization: `Bearer ${TEST_API_KEY}` };

describe.each(TEST_DIALECTS)('recipe editing for admins on %s (issue 24 A2)', (dialect) => {
  let t: TestApp;
  let fixture: ReferenceFixture;
  let admin: SignedIn;
  let member: SignedIn;
  const food: Record<string, number> = {};
  let apples: { id: number; source_id: string };
  let buckwheat: { id: number; source_id: string };

  const db = () => t.app.database.db;
  const call = (
    who: SignedIn | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    language = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(who?.headers ?? {}), 'accept-language': language },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** The editor's input of a recipe as the API answers it, with changes. */
  const inputOf = (recipe: AdminRecipe, change: Partial<AdminRecipeInput> = {}): AdminRecipeInput => ({
    name: recipe.name,
    description: recipe.description,
    instructions: recipe.instructions,
    portions: recipe.portions,
    prepTimeMin: recipe.prepTimeMin,
    hard: recipe.hard,
    cuisine: recipe.cuisine,
    occasions: recipe.occasions,
    categories: recipe.categories,
    tags: recipe.tags,
    ingredients: recipe.ingredients.map((i) => ({ foodId: i.foodId, amount: i.amount, portion: i.portion })),
    ...change,
  });
  const editable = async (id: number, language = 'en') => {
    const res = await call(admin, 'GET', apiHref(api.admin_recipe, { id: String(id) }), undefined, language);
    expect(res.statusCode, res.body).toBe(200);
    return AdminRecipe.parse(res.json());
  };
  const save = (id: number, input: unknown) =>
    call(admin, 'PUT', apiHref(api.admin_recipe_update, { id: String(id) }), input);
  const publicRecipe = async (id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/recipes/${id}?_locale=en`, headers: BEARER });
    expect(res.statusCode, res.body).toBe(200);
    return RecipeDetail.parse(res.json());
  };
  const catalogueSearch = async (text: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/search',
      headers: BEARER,
      payload: { text, _locale: 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: Array<{ id: number; name: string; kcalPortion: number | null }> }>();
  };
  const per100gOf = async (
    id: number,
  ): Promise<{ values: NutrientValues; group: string; description: string }> => {
    const row = await db()
      .selectFrom('foods')
      .innerJoin('food_groups', 'food_groups.id', 'foods.food_group_id')
      .selectAll('foods')
      .select('food_groups.source_id as group_source')
      .where('foods.id', '=', id)
      .executeTakeFirstOrThrow();
    const values = Object.fromEntries(
      SR28_NUTRIENT_COLUMNS.map((c) => [c, row[c] === null ? null : Number(row[c])]),
    ) as NutrientValues;
    return { values, group: row.group_source, description: row.sr28_description };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    fixture = buildReferenceFixture();
    await importReferenceData(db(), fixture.paths, { search: catalogueIndexing(db(), t.app.searchProvider) });
    for (const row of await db().selectFrom('foods').select(['id', 'ndb_no']).execute())
      food[row.ndb_no] = row.id;
    apples = await db()
      .selectFrom('recipes')
      .select(['id', 'source_id'])
      .where('name_en', '=', 'Apples in butter')
      .executeTakeFirstOrThrow();
    buckwheat = await db()
      .selectFrom('recipes')
      .select(['id', 'source_id'])
      .where('name_en', '=', 'Buckwheat with onion')
      .executeTakeFirstOrThrow();
    // Buckwheat may carry traces of gluten (a reviewed "may contain" of the reference data).
    const gluten = await db()
      .selectFrom('allergens')
      .select('id')
      .where('code', '=', 'gluten')
      .executeTakeFirstOrThrow();
    await db()
      .deleteFrom('food_allergens')
      .where('food_id', '=', food['20009']!)
      .where('allergen_id', '=', gluten.id)
      .execute();
    await db()
      .insertInto('food_allergens')
      .values({ food_id: food['20009']!, allergen_id: gluten.id, rule: 'review', level: 'may_contain' })
      .execute();
    admin = await registerUser(t.app, { firstname: 'Ada', email: `ada-recipes-${dialect}@example.com` });
    member = await registerUser(t.app, { firstname: 'Ola', email: `ola-recipes-${dialect}@example.com` });
    await db()
      .updateTable('users')
      .set({ roles: JSON.stringify(['user', 'admin']) })
      .where('email', '=', `ada-recipes-${dialect}@example.com`)
      .execute();
  }, 120_000);
  afterAll(async () => {
    await t.close();
    fixture.cleanup();
  });

  it('[ROLE-20] a recipe’s admin detail refuses a guest (401) and a member who is no admin (403); so does its save for the member', async () => {
    const url = apiHref(api.admin_recipe, { id: String(apples.id) });
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
    expect((await call(member, 'GET', url)).statusCode).toBe(403);
    const recipe = await editable(apples.id);
    expect((await call(member, 'PUT', url, inputOf(recipe))).statusCode).toBe(403);
  });

  it('lists recipes by name with search and paging, 20 a page', async () => {
    const res = await call(admin, 'GET', `${api.admin_recipes.path}?q=APPLES`);
    expect(res.statusCode, res.body).toBe(200);
    const page = AdminRecipesResponse.parse(res.json());
    expect(page).toMatchObject({ total: 1, page: 1, perPage: 20 });
    expect(page.items[0]).toMatchObject({
      id: apples.id,
      sourceId: 'apple-butter-test',
      name: { pl: 'Jabłka na maśle', de: 'Äpfel in Butter', en: 'Apples in butter' },
    });
    const all = AdminRecipesResponse.parse((await call(admin, 'GET', api.admin_recipes.path)).json());
    expect(all.items.map((i) => i.name.en)).toEqual(['Apples in butter', 'Buckwheat with onion']);
    // Polish names match too ("Kasza"), in any case.
    const pl = AdminRecipesResponse.parse(
      (await call(admin, 'GET', `${api.admin_recipes.path}?q=kasza`)).json(),
    );
    expect(pl.items.map((i) => i.id)).toEqual([buckwheat.id]);
  });

  it('answers a recipe as editable: three languages, ingredients with food names in the caller’s language and their measures', async () => {
    const recipe = await editable(apples.id, 'pl');
    expect(recipe.name).toEqual({ pl: 'Jabłka na maśle', de: 'Äpfel in Butter', en: 'Apples in butter' });
    expect(recipe.instructions.de).toEqual(['Äpfel schneiden.', 'In Butter braten.']);
    expect(recipe.ingredients.map((i) => [i.food.name, i.grams])).toEqual([
      ['Masło solone', 20],
      ['Jabłko ze skórką, surowe', 400],
    ]);
    const butter = recipe.ingredients[0]!.food;
    expect(butter.allergens.map((a) => a.value)).toEqual(['milk']);
    expect(butter.portions.find((p) => p.seq === 2)).toMatchObject({ amount: 1, grams: 14.2 });
    expect((await call(admin, 'GET', apiHref(api.admin_recipe, { id: '999999' }))).statusCode).toBe(404);
  });

  it('looks foods up for the ingredient picker with their allergens and household measures', async () => {
    const res = await call(admin, 'GET', `${api.admin_recipe_foods.path}?q=butter`);
    expect(res.statusCode, res.body).toBe(200);
    const { items } = AdminRecipeFoodsResponse.parse(res.json());
    const butter = items.find((i) => i.id === food['01001']);
    expect(butter?.name).toBe('Butter, salted');
    expect(butter?.allergens.map((a) => a.value)).toEqual(['milk']);
    expect(butter?.portions.map((p) => p.grams)).toContain(113);
  });

  it('previews nutrition with the import’s own computation, household measures worked out', async () => {
    const res = await call(admin, 'POST', api.admin_recipe_nutrition.path, {
      portions: 2,
      ingredients: [
        { foodId: food['01001'], amount: 2, portion: 2 },
        { foodId: food['09003'], amount: 400, portion: null },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = RecipeNutrition.parse(res.json());
    // By hand: 2 tbsp of butter weigh 28.4 g (717 kcal/100 g) → 203.628; 400 g apple (52 kcal/100 g) → 208.
    expect(preview.grams).toEqual([28.4, 400]);
    expect(preview.perPortion.kcal).toBe(205.8);
    expect(preview.allergens.map((a) => a.value)).toEqual(['milk']);
    expect(preview.dietType.value).toBe('vegetarian');
  });

  it('saves changed grams: kcal and macros equal the import’s function, shown at once on the public page and in the catalogue search', async () => {
    const recipe = await editable(apples.id);
    const before = await publicRecipe(apples.id);
    // The public page rounds kcal per portion: 175.7 → 176.
    expect(before.kcalPortion).toBe(176);
    const res = await save(
      apples.id,
      inputOf(recipe, {
        name: { ...recipe.name, en: 'Caramel apples in butter' },
        ingredients: [
          { foodId: food['01001']!, amount: 30, portion: null },
          { foodId: food['09003']!, amount: 400, portion: null },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = AdminRecipe.parse(res.json());
    // By hand: (717 × 0.30 + 52 × 4.00) / 2 portions = 211.55 kcal; protein (0.85 × 0.3 + 0.26 × 4) / 2 = 0.6475 g.
    const butter = await per100gOf(food['01001']!);
    const apple = await per100gOf(food['09003']!);
    const expected = deriveRecipe(
      [
        { grams: 30, per100g: butter.values, contains: ['milk'], mayContain: [], ...butter },
        { grams: 400, per100g: apple.values, contains: [], mayContain: [], ...apple },
      ],
      2,
    );
    const row = await db()
      .selectFrom('recipes')
      .selectAll()
      .where('id', '=', apples.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.energy_kcal)).toBe(211.55);
    expect(Number(row.energy_kcal)).toBe(expected.perPortion.energy_kcal);
    expect(Number(row.protein_g)).toBe(expected.perPortion.protein_g);
    expect(Number(row.carbohydrate_g)).toBe(expected.perPortion.carbohydrate_g);
    expect(Number(row.fat_g)).toBe(expected.perPortion.fat_g);
    expect(Number(row.fiber_g)).toBe(expected.perPortion.fiber_g);
    expect(saved.nutrition.perPortion.kcal).toBe(211.6);
    // The source id stays; slugs and sort keys follow the new name.
    expect(row.source_id).toBe('apple-butter-test');
    expect(row.slug_en).toBe('caramel-apples-in-butter');
    const shown = await publicRecipe(apples.id);
    expect(shown.name).toBe('Caramel apples in butter');
    expect(shown.kcalPortion).toBe(212);
    expect(shown.nutritionPerPortion.find((n) => n.code === 'energy_kcal')?.amount).toBe(211.55);
    expect(shown.ingredients.map((i) => i.grams)).toEqual([30, 400]);
    const found = await catalogueSearch('caramel');
    expect(found.items.map((i) => [i.id, i.name])).toEqual([[apples.id, 'Caramel apples in butter']]);
    expect(found.items[0]!.kcalPortion).toBe(212);
  });

  it('recomputes allergens, "may contain", the diet type and the facets from the ingredients', async () => {
    const recipe = await editable(buckwheat.id);
    const res = await save(
      buckwheat.id,
      inputOf(recipe, {
        ingredients: [...inputOf(recipe).ingredients, { foodId: food['01001']!, amount: 10, portion: null }],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await db()
      .selectFrom('recipes')
      .selectAll()
      .where('id', '=', buckwheat.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.allergens)).toEqual(['milk']);
    expect(JSON.parse(row.may_contain_allergens)).toEqual(['gluten']);
    expect(row.diet_type).toBe('vegetarian');
    const facets = await db()
      .selectFrom('recipe_facets')
      .select(['facet', 'value'])
      .where('recipe_id', '=', buckwheat.id)
      .where('facet', '=', 'allergen')
      .execute();
    expect(facets.map((f) => f.value).sort()).toEqual(['gluten', 'milk']);
    const shown = await publicRecipe(buckwheat.id);
    expect(shown.allergens.map((a) => a.value)).toEqual(['milk']);
    expect(shown.mayContain.map((a) => a.value)).toEqual(['gluten']);
    expect(shown.dietType.value).toBe('vegetarian');
  });

  it('writes an audit row with the recipe before and after', async () => {
    const rows = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'recipe')
      .where('target_id', '=', String(apples.id))
      .execute();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.action).toBe('recipe.update');
    expect(row.actor_email).toBe(`ada-recipes-${dialect}@example.com`);
    const before = JSON.parse(row.before ?? 'null') as {
      name: { en: string };
      ingredients: Array<{ grams: number }>;
    };
    const after = JSON.parse(row.after ?? 'null') as {
      name: { en: string };
      ingredients: Array<{ grams: number }>;
    };
    expect(before.name.en).toBe('Apples in butter');
    expect(before.ingredients.map((i) => i.grams)).toEqual([20, 400]);
    expect(after.name.en).toBe('Caramel apples in butter');
    expect(after.ingredients.map((i) => i.grams)).toEqual([30, 400]);
  });

  it('creates a recipe with generated slugs, an ingredient in a household measure', async () => {
    const recipe = await editable(apples.id);
    const res = await call(
      admin,
      'POST',
      api.admin_recipe_create.path,
      inputOf(recipe, {
        name: {
          pl: 'Jabłko z masłem orzechowym',
          de: 'Apfel mit Erdnussbutter',
          en: 'Apple with peanut butter',
        },
        portions: 1,
        ingredients: [
          { foodId: food['09003']!, amount: 1, portion: 4 },
          { foodId: food['16098']!, amount: 20, portion: null },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const created = AdminRecipe.parse(res.json());
    expect(created.source).toBe('nutrio-admin');
    expect(created.slug.de).toBe('apfel-mit-erdnussbutter');
    expect(created.ingredients.map((i) => [i.grams, i.portion])).toEqual([
      [182, 4],
      [20, null],
    ]);
    expect(created.nutrition.allergens.map((a) => a.value)).toEqual(['peanuts']);
    const shown = await publicRecipe(created.id);
    expect(shown.ingredients[0]).toMatchObject({ grams: 182, measure: { amount: 1 } });
    expect((await catalogueSearch('peanut')).items.map((i) => i.id)).toContain(created.id);
  });

  it('refuses invalid input with translated texts by the fields, and an unknown recipe with 404', async () => {
    const recipe = await editable(apples.id);
    const bad = async (change: Partial<AdminRecipeInput>, language = 'en') => {
      const res = await call(
        admin,
        'PUT',
        apiHref(api.admin_recipe_update, { id: String(apples.id) }),
        inputOf(recipe, change),
        language,
      );
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ errors: Record<string, string> }>().errors;
    };
    expect(await bad({ ingredients: [] })).toEqual({
      ingredients: 'A recipe needs at least one ingredient.',
    });
    expect(await bad({ ingredients: [{ foodId: food['01001']!, amount: 0.05, portion: null }] })).toEqual({
      'ingredients.0.amount': 'An ingredient must weigh between 0.1 and 5,000 g.',
    });
    expect(await bad({ ingredients: [{ foodId: food['01001']!, amount: 6000, portion: null }] })).toEqual({
      'ingredients.0.amount': 'An ingredient must weigh between 0.1 and 5,000 g.',
    });
    // 400 tbsp of butter weigh 5,680 g.
    expect(await bad({ ingredients: [{ foodId: food['01001']!, amount: 400, portion: 2 }] })).toEqual({
      'ingredients.0.amount': 'An ingredient must weigh between 0.1 and 5,000 g.',
    });
    expect(await bad({ ingredients: [{ foodId: 999_999, amount: 10, portion: null }] }, 'de')).toEqual({
      'ingredients.0.foodId': 'Bitte wähle ein Lebensmittel aus der Liste.',
    });
    expect(await bad({ name: { ...recipe.name, pl: ' ' } }, 'pl')).toEqual({
      'name.pl': 'Podaj nazwę (co najmniej 2 znaki).',
    });
    const missing = await save(999_999, inputOf(recipe));
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: string }>().error).toBe('This recipe was not found.');
    // Nothing changed by the refused saves.
    const row = await db()
      .selectFrom('recipes')
      .select('energy_kcal')
      .where('id', '=', apples.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.energy_kcal)).toBe(211.55);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReferenceFixture, type ReferenceFixture } from '../../testing/reference-fixture';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { importReferenceData } from '../reference-data/reference-import';
import { catalogueIndexing } from '../catalogue/catalogues';
import { ingredientsOf, loadPlanData, packPlanData, unpackPlanData } from './plan-data';

describe('ingredientsOf (issue 13 A5)', () => {
  it('reads "foodId grams …" per portion, also decimals and exponents', () => {
    expect(ingredientsOf('12 150 7 32.5', 2)).toEqual([
      { foodId: 12, grams: 75 },
      { foodId: 7, grams: 16.25 },
    ]);
    expect(ingredientsOf('3 1.5e-05', 1)).toEqual([{ foodId: 3, grams: 1.5e-5 }]);
    expect(ingredientsOf('', 1)).toEqual([]);
  });
});

describe.each(TEST_DIALECTS)('the plan generator data on %s (issue 13 A5)', (dialect) => {
  let t: TestApp;
  let fixture: ReferenceFixture;
  const db = () => t.app.database.db;

  /** Each recipe's ingredients as the ingredient rows give them, per portion, in position order. */
  async function fromIngredientRows() {
    const recipes = await db().selectFrom('recipes').select(['id', 'portions']).orderBy('id').execute();
    const rows = await db()
      .selectFrom('recipe_ingredients')
      .select(['recipe_id', 'food_id', 'grams'])
      .orderBy('recipe_id')
      .orderBy('position')
      .execute();
    return recipes.map((recipe) => ({
      id: recipe.id,
      ingredients: rows
        .filter((row) => row.recipe_id === recipe.id)
        .map((row) => ({ foodId: row.food_id, grams: row.grams / recipe.portions })),
    }));
  }
  const fromPlanData = async () =>
    (await loadPlanData(db())).recipes.map((recipe) => ({ id: recipe.id, ingredients: recipe.ingredients }));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    fixture = buildReferenceFixture();
    await importReferenceData(db(), fixture.paths, { search: catalogueIndexing(db(), t.app.searchProvider) });
  });
  afterAll(async () => {
    await t.close();
    fixture.cleanup();
  });

  it('every recipe arrives with exactly its ingredient rows, and the foods they use', async () => {
    const expected = await fromIngredientRows();
    expect(expected.length).toBeGreaterThanOrEqual(2);
    expect(expected.every((recipe) => recipe.ingredients.length > 0)).toBe(true);
    expect(await fromPlanData()).toEqual(expected);
    const data = await loadPlanData(db());
    // What the plan workers receive (packed) unpacks to the same, also from data a test hands them.
    expect(unpackPlanData(packPlanData(data))).toEqual(data);
    const used = new Set(expected.flatMap((recipe) => recipe.ingredients.map((i) => i.foodId)));
    expect([...data.foods.keys()].sort((a, b) => a - b)).toEqual([...used].sort((a, b) => a - b));
  });

  it('an ingredient added, changed, moved to another recipe or removed is in the next load', async () => {
    const [first, second] = await fromIngredientRows();
    const food = first!.ingredients[0]!.foodId;
    await db()
      .insertInto('recipe_ingredients')
      .values({ recipe_id: first!.id, position: 99, food_id: food, grams: 12.5 })
      .execute();
    await db()
      .updateTable('recipe_ingredients')
      .set({ grams: 321 })
      .where('recipe_id', '=', first!.id)
      .where('position', '=', 0)
      .execute();
    expect(await fromPlanData()).toEqual(await fromIngredientRows());
    await db()
      .updateTable('recipe_ingredients')
      .set({ recipe_id: second!.id })
      .where('recipe_id', '=', first!.id)
      .where('position', '=', 99)
      .execute();
    let loaded = await fromPlanData();
    expect(loaded).toEqual(await fromIngredientRows());
    expect(loaded.find((r) => r.id === second!.id)!.ingredients.at(-1)?.foodId).toBe(food);
    await db().deleteFrom('recipe_ingredients').where('recipe_id', '=', second!.id).execute();
    loaded = await fromPlanData();
    expect(loaded).toEqual(await fromIngredientRows());
    expect(loaded.find((r) => r.id === second!.id)!.ingredients).toEqual([]);
  });

  it('a recipe added, changed or deleted is in the next load, from the copy the database keeps (migration 0032)', async () => {
    const source = await db().selectFrom('recipes').selectAll().orderBy('id').executeTakeFirstOrThrow();
    // Every column a writer sets (the database sets the rest).
    const row = Object.fromEntries(
      Object.entries(source).filter(
        ([key]) => !['id', 'allergen_mask', 'plan_ingredients', 'updated_at'].includes(key),
      ),
    ) as Omit<typeof source, 'id' | 'allergen_mask' | 'plan_ingredients' | 'updated_at'>;
    const { id } = await db()
      .insertInto('recipes')
      .values({
        ...row,
        source_id: 'plan-copy-test',
        slug_en: `${row.slug_en}-copy`,
        slug_pl: `${row.slug_pl}-copy`,
        slug_de: `${row.slug_de}-copy`,
        portions: 2,
        diet_type: 'vegan',
        allergens: '["fish"]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const food = (await fromIngredientRows())[0]!.ingredients[0]!.foodId;
    await db()
      .insertInto('recipe_ingredients')
      .values({ recipe_id: id, position: 0, food_id: food, grams: 300 })
      .execute();
    const loaded = async () => (await loadPlanData(db())).recipes.find((recipe) => recipe.id === id);
    expect(await loaded()).toMatchObject({
      dietType: 'vegan',
      allergens: ['fish'],
      ingredients: [{ foodId: food, grams: 150 }],
    });
    await db()
      .updateTable('recipes')
      .set({ portions: 3, diet_type: 'meat', allergens: '["milk"]', occasions: '["dinner"]' })
      .where('id', '=', id)
      .execute();
    expect(await loaded()).toMatchObject({
      dietType: 'meat',
      allergens: ['milk'],
      occasions: ['dinner'],
      ingredients: [{ foodId: food, grams: 100 }],
    });
    const columns = [
      'id',
      'portions',
      'diet_type',
      'occasions',
      'allergens',
      'may_contain_allergens',
      'plan_ingredients',
    ] as const;
    const copyEqualsRecipes = async () =>
      expect(await db().selectFrom('recipe_plan_rows').select(columns).orderBy('id').execute()).toEqual(
        await db().selectFrom('recipes').select(columns).orderBy('id').execute(),
      );
    await copyEqualsRecipes();
    await db().deleteFrom('recipes').where('id', '=', id).execute();
    expect(await loaded()).toBeUndefined();
    await copyEqualsRecipes();
  });

  it('a recipe whose allergen list cannot be read is left out, never taken as free of allergens', async () => {
    const [recipe] = await fromIngredientRows();
    await db()
      .updateTable('recipes')
      .set({ may_contain_allergens: 'milk?' })
      .where('id', '=', recipe!.id)
      .execute();
    const data = await loadPlanData(db());
    expect(data.recipes.map((r) => r.id)).not.toContain(recipe!.id);
    expect(data.recipes.length).toBeGreaterThan(0);
  });
});

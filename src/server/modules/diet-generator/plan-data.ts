import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import {
  DIET_TYPES,
  type DietType,
  type FoodNutrition,
  type PlanData,
  type PlanRecipe,
} from '../../../core/domain/plan/types';

/** A JSON text column holding a list of strings; anything else reads as empty. */
export function jsonList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const isDietType = (value: string): value is DietType => (DIET_TYPES as readonly string[]).includes(value);

const macrosOf = (row: {
  energy_kcal: number | null;
  protein_g: number | null;
  fat_g: number | null;
  carbohydrate_g: number | null;
}) => ({
  kcal: row.energy_kcal ?? 0,
  protein: row.protein_g ?? 0,
  fat: row.fat_g ?? 0,
  carbs: row.carbohydrate_g ?? 0,
});

/**
 * The one mapping from the foods table to the plan's nutrition fields (per 100 g): kcal and macros, plus the
 * asked-for nutrient codes under `other` (an unknown value counts as 0, as the metrics sum it).
 */
export async function foodNutrition(
  db: Kysely<DB>,
  ids: readonly number[],
  codes: readonly string[] = [],
): Promise<Map<number, FoodNutrition>> {
  const unique = [...new Set(ids)];
  const foods = new Map<number, FoodNutrition>();
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('foods')
      .select([
        'id',
        'energy_kcal',
        'protein_g',
        'fat_g',
        'carbohydrate_g',
        ...(codes as Array<'energy_kcal'>),
      ])
      .where('id', 'in', unique.slice(i, i + 500))
      .execute();
    for (const row of rows) {
      const values = row as unknown as Record<string, number | null>;
      foods.set(row.id, {
        ...macrosOf(row),
        ...(codes.length > 0
          ? { other: Object.fromEntries(codes.map((code) => [code, values[code] ?? 0])) }
          : {}),
      });
    }
  }
  return foods;
}

/** A JSON list of codes, or null when the text is not one (the caller must not read it as "none"). */
function codeList(text: string): string[] | null {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
  } catch {
    return null;
  }
}

/**
 * "foodId grams foodId grams …" (recipes.plan_ingredients) divided into portions. Digits and one dot are read
 * in place, as a million ingredients are; any other number form (an exponent, 16+ digits) goes through Number.
 */
export function ingredientsOf(list: string, portions: number): Array<{ foodId: number; grams: number }> {
  const ingredients: Array<{ foodId: number; grams: number }> = [];
  let foodId = -1;
  let start = 0;
  while (start < list.length) {
    let end = list.indexOf(' ', start);
    if (end < 0) end = list.length;
    let value = 0;
    let scale = 0;
    // Up to 15 digits both parts are exact doubles and one division rounds as Number() does.
    let plain = end > start && end - start <= 16;
    for (let i = start; i < end && plain; i++) {
      const code = list.charCodeAt(i);
      if (code >= 48 && code <= 57) {
        value = value * 10 + code - 48;
        if (scale) scale *= 10;
      } else if (code === 46 && !scale) scale = 1;
      else plain = false;
    }
    const number = plain ? (scale ? value / scale : value) : Number(list.slice(start, end));
    if (foodId < 0) foodId = number;
    else {
      ingredients.push({ foodId, grams: number / portions });
      foodId = -1;
    }
    start = end + 1;
  }
  return ingredients;
}

const FIELD = '\t';
const ROW = '\n';

/**
 * The plan engine's reference data as the database hands it over (issue 13 A5): every recipe as one line of
 * text — id, portions, diet type, occasions, allergens, may contain (JSON lists) and its ingredients
 * ("foodId grams …" for the whole recipe, migration 0014), tab-separated — with every food's kcal and macros
 * and each exercise's METs. The main thread reads and passes this on as it is; the plan workers unpack it
 * (`unpackPlanData`), so a million ingredients never become objects on the event loop.
 */
export interface PackedPlanData {
  recipes: string;
  foods: ReadonlyMap<number, FoodNutrition>;
  exercises: PlanData['exercises'];
}

/**
 * 100,000 recipes in one round trip: the database joins the lines (in table order: an ORDER BY would sort
 * them), read from the recipes' narrow copy (migration 0032) rather than their wide rows.
 */
export async function loadPackedPlanData(db: Kysely<DB>): Promise<PackedPlanData> {
  const field = sql.lit(FIELD);
  const [packed, foods, exercises] = await Promise.all([
    sql<{ recipes: string | null }>`SELECT string_agg(
        id || ${field} || portions || ${field} || diet_type || ${field} || occasions || ${field} || allergens
          || ${field} || may_contain_allergens || ${field} || plan_ingredients,
        ${sql.lit(ROW)}) AS recipes
      FROM recipe_plan_rows`.execute(db),
    allFoodNutrition(db),
    db.selectFrom('exercises').select(['id', 'met', 'category']).orderBy('id').execute(),
  ]);
  return {
    recipes: packed.rows[0]?.recipes ?? '',
    foods,
    exercises: exercises.map((e) => ({ id: e.id, mets: e.met, category: e.category })),
  };
}

async function allFoodNutrition(db: Kysely<DB>): Promise<Map<number, FoodNutrition>> {
  const rows = await db
    .selectFrom('foods')
    .select(['id', 'energy_kcal', 'protein_g', 'fat_g', 'carbohydrate_g'])
    .execute();
  return new Map(rows.map((row) => [row.id, macrosOf(row)]));
}

/**
 * What the plan engine needs: every recipe with its per-portion ingredients, in id order, and the foods they
 * use. Lists of codes are parsed once per distinct text; a recipe whose allergen lists cannot be read is left
 * out, never taken as free of allergens.
 */
export function unpackPlanData(packed: PackedPlanData): PlanData {
  const lists = new Map<string, string[] | null>();
  const listOf = (text: string) => {
    let list = lists.get(text);
    if (list === undefined) lists.set(text, (list = codeList(text)));
    return list;
  };
  const recipes: PlanRecipe[] = [];
  const foods = new Map<number, FoodNutrition>();
  for (const row of packed.recipes ? packed.recipes.split(ROW) : []) {
    const [id, portions, dietType, occasions, allergens, mayContain, ingredients] = row.split(FIELD);
    const allergenList = listOf(allergens ?? '');
    const mayContainList = listOf(mayContain ?? '');
    if (!dietType || !isDietType(dietType) || !allergenList || !mayContainList) continue;
    const recipe: PlanRecipe = {
      id: Number(id),
      occasions: listOf(occasions ?? '') ?? [],
      dietType,
      allergens: allergenList,
      mayContain: mayContainList,
      ingredients: ingredientsOf(ingredients ?? '', Math.max(1, Number(portions))),
    };
    for (const { foodId } of recipe.ingredients) {
      const food = packed.foods.get(foodId);
      if (food) foods.set(foodId, food);
    }
    recipes.push(recipe);
  }
  if (recipes.some((recipe, i) => i > 0 && recipe.id < recipes[i - 1]!.id))
    recipes.sort((a, b) => a.id - b.id);
  return { recipes, foods, exercises: packed.exercises };
}

/** The inverse of `unpackPlanData` (tests and benches hand the workers data of their own). */
export function packPlanData(data: PlanData): PackedPlanData {
  const line = (recipe: PlanRecipe) =>
    [
      recipe.id,
      1,
      recipe.dietType,
      JSON.stringify(recipe.occasions),
      JSON.stringify(recipe.allergens),
      JSON.stringify(recipe.mayContain),
      recipe.ingredients.map((i) => `${i.foodId} ${i.grams}`).join(' '),
    ].join(FIELD);
  return { recipes: data.recipes.map(line).join(ROW), foods: data.foods, exercises: data.exercises };
}

/** Packed and unpacked at once, where the caller wants the engine's data on its own thread. */
export async function loadPlanData(db: Kysely<DB>): Promise<PlanData> {
  return unpackPlanData(await loadPackedPlanData(db));
}

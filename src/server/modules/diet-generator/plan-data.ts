import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import {
  DIET_TYPES,
  type DietType,
  type FoodNutrition,
  type PlanData,
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

/**
 * What the plan engine needs from the reference data: every recipe with its per-portion ingredients, the
 * foods they use (kcal and macros per 100 g), and each exercise's METs. Reference data only changes on
 * import, so callers may keep the result.
 */
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
        kcal: row.energy_kcal ?? 0,
        protein: row.protein_g ?? 0,
        fat: row.fat_g ?? 0,
        carbs: row.carbohydrate_g ?? 0,
        ...(codes.length > 0
          ? { other: Object.fromEntries(codes.map((code) => [code, values[code] ?? 0])) }
          : {}),
      });
    }
  }
  return foods;
}

export async function loadPlanData(db: Kysely<DB>): Promise<PlanData> {
  const [recipes, ingredients, exercises] = await Promise.all([
    db
      .selectFrom('recipes')
      .select(['id', 'portions', 'diet_type', 'occasions', 'allergens', 'may_contain_allergens'])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('recipe_ingredients')
      .select(['recipe_id', 'food_id', 'grams'])
      .orderBy('recipe_id')
      .orderBy('position')
      .execute(),
    db.selectFrom('exercises').select(['id', 'met', 'category']).orderBy('id').execute(),
  ]);
  const foods = await foodNutrition(
    db,
    ingredients.map((row) => row.food_id),
  );
  const byRecipe = new Map<number, Array<{ foodId: number; grams: number }>>();
  const portionsOf = new Map(recipes.map((r) => [r.id, Math.max(1, r.portions)]));
  for (const row of ingredients) {
    const list = byRecipe.get(row.recipe_id) ?? [];
    list.push({ foodId: row.food_id, grams: row.grams / (portionsOf.get(row.recipe_id) ?? 1) });
    byRecipe.set(row.recipe_id, list);
  }
  return {
    recipes: recipes
      .filter((r) => isDietType(r.diet_type))
      .map((r) => ({
        id: r.id,
        occasions: jsonList(r.occasions),
        dietType: r.diet_type as DietType,
        allergens: jsonList(r.allergens),
        mayContain: jsonList(r.may_contain_allergens),
        ingredients: byRecipe.get(r.id) ?? [],
      })),
    foods,
    exercises: exercises.map((e) => ({ id: e.id, mets: e.met, category: e.category })),
  };
}

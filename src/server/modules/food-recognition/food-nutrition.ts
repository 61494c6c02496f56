import type { FoodNutrition } from '../../../core/contracts/food-recognition';

/** A food's values per 100 g as the table holds them: null where SR28 has no analysis. */
export interface Per100gRow {
  energy_kcal: number | null;
  protein_g: number | null;
  carbohydrate_g: number | null;
  fat_g: number | null;
  fiber_g: number | null;
  sugars_g: number | null;
  sodium_mg: number | null;
}

export type Per100g = Omit<FoodNutrition, 'weight'>;

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The seven figures of IMG-21 per 100 g. A value SR28 did not analyse counts as 0 here: the photo tool shows
 * one total per nutrient, and an unknown fibre or sugar content adds nothing it could show (the catalogue's
 * own pages keep showing such values as unknown).
 */
export function per100g(row: Per100gRow): Per100g {
  return {
    calories: Number(row.energy_kcal ?? 0),
    protein: Number(row.protein_g ?? 0),
    carbohydrates: Number(row.carbohydrate_g ?? 0),
    fat: Number(row.fat_g ?? 0),
    fiber: Number(row.fiber_g ?? 0),
    sugar: Number(row.sugars_g ?? 0),
    sodium: Number(row.sodium_mg ?? 0),
  };
}

/** Per-100 g values as shown: grams and kcal to one decimal, sodium in whole mg. */
export function roundedPer100g(values: Per100g): Per100g {
  return {
    calories: round1(values.calories),
    protein: round1(values.protein),
    carbohydrates: round1(values.carbohydrates),
    fat: round1(values.fat),
    fiber: round1(values.fiber),
    sugar: round1(values.sugar),
    sodium: Math.round(values.sodium),
  };
}

/**
 * IMG-20, IMG-21: the nutrition of `weight` grams: kcal whole, protein, carbohydrates, fat, fibre and sugar in
 * g to one decimal, sodium in whole mg (IMG-22).
 */
export function nutritionFor(values: Per100g, weight: number): FoodNutrition {
  const f = weight / 100;
  return {
    calories: Math.round(values.calories * f),
    protein: round1(values.protein * f),
    carbohydrates: round1(values.carbohydrates * f),
    fat: round1(values.fat * f),
    fiber: round1(values.fiber * f),
    sugar: round1(values.sugar * f),
    sodium: Math.round(values.sodium * f),
    weight,
  };
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * IMG-24: each figure's median over the foods given, each figure on its own and over the foods SR28 analysed
 * for it (an unknown value is left out rather than counted as 0); 0 when none has it.
 */
export function medianPer100g(foods: Per100gRow[]): Per100g {
  const of = (key: keyof Per100gRow) =>
    median(foods.flatMap((food) => (food[key] === null ? [] : [Number(food[key])])));
  return {
    calories: of('energy_kcal'),
    protein: of('protein_g'),
    carbohydrates: of('carbohydrate_g'),
    fat: of('fat_g'),
    fiber: of('fiber_g'),
    sugar: of('sugars_g'),
    sodium: of('sodium_mg'),
  };
}

import { SR28_NUTRIENT_COLUMNS, type NutrientColumn, type NutrientValues } from './sr28';

/**
 * A total is known when the ingredients that have a value make up at least this share of the weight;
 * otherwise it stays unknown rather than pretending a missing analysis is zero.
 */
export const KNOWN_WEIGHT_SHARE = 0.95;

export interface WeightedFood {
  grams: number;
  per100g: NutrientValues;
}

/** Sums nutrients of ingredients given in grams; `divideBy` turns the total into per-portion values. */
export function sumNutrients(items: WeightedFood[], divideBy = 1): NutrientValues {
  const totalGrams = items.reduce((sum, item) => sum + item.grams, 0);
  const result = {} as NutrientValues;
  for (const column of SR28_NUTRIENT_COLUMNS) result[column] = sumColumn(items, column, totalGrams, divideBy);
  return result;
}

function sumColumn(
  items: WeightedFood[],
  column: NutrientColumn,
  totalGrams: number,
  divideBy: number,
): number | null {
  let sum = 0;
  let knownGrams = 0;
  for (const item of items) {
    const value = item.per100g[column];
    if (value === null) continue;
    sum += (value * item.grams) / 100;
    knownGrams += item.grams;
  }
  if (totalGrams === 0 || knownGrams / totalGrams < KNOWN_WEIGHT_SHARE) return null;
  return round(sum / divideBy);
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

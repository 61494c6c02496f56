import { ALLERGEN_CODES, type AllergenCode } from './allergen-rules';
import { dietClassOfFood, loosestDietClass, type DietClass } from './diet-class';
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

/** One ingredient of a recipe with what its food brings: values per 100 g, allergens, SR28 group and description. */
export interface RecipeIngredientFacts extends WeightedFood {
  contains: readonly string[];
  mayContain: readonly string[];
  /** SR28's food group (`Dairy and Egg Products`) and description, which decide the diet class. */
  group: string;
  description: string;
}

export interface RecipeDerived {
  perPortion: NutrientValues;
  allergens: AllergenCode[];
  /** Allergens some ingredient may contain that no ingredient contains. */
  mayContain: AllergenCode[];
  dietType: DietClass;
}

/**
 * Everything a recipe's figures derive from its ingredients: nutrients per portion, allergens, "may contain"
 * and the diet type. The reference import and the admins' recipe editor (issue 24) both compute them here.
 */
export function deriveRecipe(ingredients: RecipeIngredientFacts[], portions: number): RecipeDerived {
  const allergens = ALLERGEN_CODES.filter((code) => ingredients.some((i) => i.contains.includes(code)));
  // A recipe inherits "may contain" from any ingredient that may contain an allergen it doesn't contain anyway.
  const mayContain = ALLERGEN_CODES.filter(
    (code) => !allergens.includes(code) && ingredients.some((i) => i.mayContain.includes(code)),
  );
  return {
    perPortion: sumNutrients(ingredients, portions),
    allergens,
    mayContain,
    dietType: loosestDietClass(ingredients.map((i) => dietClassOfFood(i.group, i.description))),
  };
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

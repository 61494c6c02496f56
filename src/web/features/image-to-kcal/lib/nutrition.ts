import type { FoodNutrition, Recognition } from '../../../../core/contracts/food-recognition';

/** IMG-20: the weights the nutrition call takes, in whole grams. */
export const MIN_WEIGHT_G = 1;
export const MAX_WEIGHT_G = 2000;

/** Per-100 g values of a food (its own, or its category's median when nothing matched: DECISIONS IMG-24). */
export type Per100g = Recognition['per100g'];

/** The food the result is about: a recognition, or a food the user picked instead. */
export type ChosenFood = Pick<Recognition, 'foodId' | 'name' | 'category' | 'per100g'>;

/** What the nutrition panel shows, and whether it is an estimate or still being confirmed by the server. */
export interface ShownNutrition {
  nutrition: FoodNutrition;
  estimate: boolean;
  pending: boolean;
}

/** A typed weight as whole grams within 1–2000; anything unreadable becomes the minimum. */
export function clampWeight(value: number): number {
  if (!Number.isFinite(value)) return MIN_WEIGHT_G;
  return Math.min(MAX_WEIGHT_G, Math.max(MIN_WEIGHT_G, Math.round(value)));
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Values for a weight from values for another (nutrition is proportional to the weight). */
function scaled(values: Per100g, fromGrams: number, toGrams: number): FoodNutrition {
  const factor = fromGrams > 0 ? toGrams / fromGrams : 0;
  return {
    calories: Math.round(values.calories * factor),
    protein: round1(values.protein * factor),
    carbohydrates: round1(values.carbohydrates * factor),
    fat: round1(values.fat * factor),
    fiber: round1(values.fiber * factor),
    sugar: round1(values.sugar * factor),
    sodium: Math.round(values.sodium * factor),
    weight: toGrams,
  };
}

/** IMG-23, IMG-24: the fallback estimate, per-100 g values × weight / 100. */
export function estimateNutrition(per100g: Per100g, weight: number): FoodNutrition {
  return scaled(per100g, 100, weight);
}

/** A server answer for one weight, brought to another at once while the new answer is on its way. */
export function scaleNutrition(nutrition: FoodNutrition, weight: number): FoodNutrition {
  return nutrition.weight === weight ? nutrition : scaled(nutrition, nutrition.weight, weight);
}

/**
 * What the panel shows for a food and a weight (IMG-22…24):
 * - a food without a database match (`foodId` null), or whose lookup failed: the estimate, marked as such;
 * - the server's answer for this food, scaled to the current weight until the answer for it arrives;
 * - before the first answer for a newly chosen food: its per-100 g values for the weight, pending.
 */
export function shownNutrition({
  food,
  weight,
  answer,
  failed,
  fetching,
}: {
  food: ChosenFood;
  weight: number;
  /** The last answer of the nutrition call, for whichever food it was. */
  answer: { foodId: number; nutrition: FoodNutrition } | undefined;
  failed: boolean;
  fetching: boolean;
}): ShownNutrition {
  if (food.foodId === null || failed)
    return { nutrition: estimateNutrition(food.per100g, weight), estimate: true, pending: false };
  if (answer && answer.foodId === food.foodId) {
    const nutrition = scaleNutrition(answer.nutrition, weight);
    return { nutrition, estimate: false, pending: fetching || answer.nutrition.weight !== weight };
  }
  return { nutrition: estimateNutrition(food.per100g, weight), estimate: false, pending: true };
}

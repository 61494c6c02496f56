import { addDays, emptyDay } from './engine';
import { fitsDiet, hasExcludedAllergen } from './pool';
import type { PlanData, PlanDay, PlanInput, PlanRecipe } from './types';

/** The spec's rule: a meal is filled only while more than this many kcal remain. */
const MIN_REMAINING_KCAL = 100;

/**
 * The spec's picker (B §9), kept as the documented baseline the engine is measured against: per day each
 * meal takes the unused recipe of the diet type whose calories are at or below the remaining budget and
 * closest to the remaining budget divided by the remaining meals; the used list resets when candidates run
 * out. One portion, the recipe's own amounts. (It knows no allergens; we still honour exclusions.)
 */
export function generateGreedyPlan(input: PlanInput, data: PlanData): PlanDay[] {
  const excluded = new Set(input.preferences.allergens);
  const pool = data.recipes.filter(
    (r) => fitsDiet(r.dietType, input.preferences.dietType) && !hasExcludedAllergen(r, excluded),
  );
  const kcalOf = new Map(pool.map((r) => [r.id, recipeKcal(r, data)]));
  const mealItems = [...input.schedule]
    .filter((item) => item.type === 'Meal')
    .sort((a, b) => a.time.localeCompare(b.time));
  let used = new Set<number>();
  const days: PlanDay[] = [];
  for (let d = 0; d < input.planDuration; d++) {
    const day = emptyDay(addDays(input.startDate, d));
    let remaining = input.targetCalories;
    mealItems.forEach((item, i) => {
      if (remaining <= MIN_REMAINING_KCAL) return;
      const share = remaining / (mealItems.length - i);
      const fits = (r: PlanRecipe) => (kcalOf.get(r.id) ?? 0) <= remaining;
      let candidates = pool.filter((r) => !used.has(r.id) && fits(r));
      if (candidates.length === 0) {
        used = new Set();
        candidates = pool.filter(fits);
      }
      if (candidates.length === 0) return;
      const pick = candidates.reduce((best, r) =>
        Math.abs((kcalOf.get(r.id) ?? 0) - share) < Math.abs((kcalOf.get(best.id) ?? 0) - share) ? r : best,
      );
      used.add(pick.id);
      remaining -= kcalOf.get(pick.id) ?? 0;
      day.meals.push({
        scheduleItemId: item.id,
        recipeId: pick.id,
        portions: 1,
        foodItems: pick.ingredients.map(({ foodId, grams }) => ({ foodId, quantity: Math.round(grams) })),
      });
    });
    days.push(day);
  }
  return days;
}

function recipeKcal(recipe: PlanRecipe, data: PlanData): number {
  return recipe.ingredients.reduce(
    (sum, { foodId, grams }) => sum + ((data.foods.get(foodId)?.kcal ?? 0) * grams) / 100,
    0,
  );
}

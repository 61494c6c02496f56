import type { PlanDayInput } from '../contracts/diet-plan';
import { MAX_FOOD_GRAMS, TARGET_KCAL_RANGE } from './plan/limits';
import type { ScheduleItem } from './plan/types';

/** Meal times of a diet template by its number of meals a day (the importer plans with these). */
export const TEMPLATE_SCHEDULES: Readonly<Record<number, ReadonlyArray<readonly [string, string]>>> = {
  3: [
    ['breakfast', '08:00'],
    ['lunch', '13:00'],
    ['dinner', '19:00'],
  ],
  4: [
    ['breakfast', '08:00'],
    ['lunch', '13:00'],
    ['snack', '16:00'],
    ['dinner', '19:00'],
  ],
  5: [
    ['breakfast', '07:30'],
    ['second-breakfast', '10:30'],
    ['lunch', '13:30'],
    ['snack', '16:30'],
    ['dinner', '19:30'],
  ],
};

export function templateSchedule(mealsPerDay: number): ScheduleItem[] {
  return (TEMPLATE_SCHEDULES[mealsPerDay] ?? TEMPLATE_SCHEDULES[4]!).map(([id, time]) => ({
    id,
    time,
    type: 'Meal',
    label: '',
  }));
}

/** A template's stored days: each meal's slot, recipe and foods with grams. */
export type StoredTemplatePlan = Array<{
  meals: Array<{ slot: string; recipeId: number; foods: Array<[number, number]> }>;
}>;

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * A bought template as the buyer's own diet (issue 18 A4, beyond the spec): its days from `startDate`, every
 * food's grams scaled by the buyer's calorie target over the template's, as the plan engine's portion fitting
 * does (each food keeps its share of the meal; grams are whole and stay within the engine's limits).
 */
export function templateAsDiet(
  plan: StoredTemplatePlan,
  template: { kcal: number; targetKcal: number },
  { startDate, targetCalories }: { startDate: string; targetCalories: number | null },
): { days: PlanDayInput[]; targetCalories: number } {
  const target = Math.min(
    TARGET_KCAL_RANGE.max,
    Math.max(TARGET_KCAL_RANGE.min, Math.round(targetCalories ?? template.targetKcal)),
  );
  const factor = template.kcal > 0 ? target / template.kcal : 1;
  return {
    targetCalories: target,
    days: plan.map((day, index) => ({
      date: addDays(startDate, index),
      meals: day.meals.map((meal) => ({
        scheduleItemId: meal.slot,
        recipeId: meal.recipeId,
        portions: 1,
        foodItems: meal.foods.map(([foodId, grams]) => ({
          foodId,
          quantity: Math.min(MAX_FOOD_GRAMS, Math.max(1, Math.round(grams * factor))),
        })),
      })),
      exercises: [],
      hydrationLog: [],
    })),
  };
}

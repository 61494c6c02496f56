import { exerciseKcal } from '../energy';
import type { DayMetrics, FoodNutrition, PlanDay, PlanMetrics } from './types';

const emptyMetrics = (): DayMetrics => ({
  calories: 0,
  protein: 0,
  fat: 0,
  carbs: 0,
  burnedCalories: 0,
  hydrationMl: 0,
  caffeineMg: 0,
  exerciseMinutes: 0,
  nutrients: {},
});

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Per-day metrics (A §3): intake from the foods actually in the meals, burn from METs × kg × hours,
 * drinks and caffeine from the hydration log; totals and the average intake over the days.
 */
export function planMetrics(
  days: readonly PlanDay[],
  foods: ReadonlyMap<number, FoodNutrition>,
  exerciseMets: ReadonlyMap<number, number>,
  weightKg: number,
  monitored: readonly string[] = [],
): PlanMetrics {
  const perDay = days.map((day) => {
    const m = emptyMetrics();
    for (const id of monitored) m.nutrients[id] = 0;
    for (const meal of day.meals) {
      for (const item of meal.foodItems) {
        const food = foods.get(item.foodId);
        if (!food) continue;
        const factor = item.quantity / 100;
        m.calories += food.kcal * factor;
        m.protein += food.protein * factor;
        m.fat += food.fat * factor;
        m.carbs += food.carbs * factor;
        for (const id of monitored) m.nutrients[id]! += (food.other?.[id] ?? 0) * factor;
      }
    }
    for (const exercise of day.exercises) {
      m.burnedCalories += exerciseKcal(
        exerciseMets.get(exercise.exerciseId) ?? 0,
        weightKg,
        exercise.duration,
      );
      m.exerciseMinutes += exercise.duration;
    }
    for (const drink of day.hydrationLog) {
      m.hydrationMl += drink.volume;
      m.caffeineMg += drink.caffeine;
    }
    return rounded(m);
  });
  const totals = emptyMetrics();
  for (const id of monitored) totals.nutrients[id] = 0;
  for (const m of perDay) {
    for (const key of [
      'calories',
      'protein',
      'fat',
      'carbs',
      'burnedCalories',
      'hydrationMl',
      'caffeineMg',
      'exerciseMinutes',
    ] as const) {
      totals[key] += m[key];
    }
    for (const id of monitored) totals.nutrients[id]! += m.nutrients[id] ?? 0;
  }
  return {
    days: perDay,
    totals: rounded(totals),
    averageCalories: perDay.length > 0 ? Math.round(totals.calories / perDay.length) : 0,
  };
}

function rounded(m: DayMetrics): DayMetrics {
  return {
    calories: Math.round(m.calories),
    protein: round1(m.protein),
    fat: round1(m.fat),
    carbs: round1(m.carbs),
    burnedCalories: Math.round(m.burnedCalories),
    hydrationMl: Math.round(m.hydrationMl),
    caffeineMg: Math.round(m.caffeineMg),
    exerciseMinutes: m.exerciseMinutes,
    nutrients: Object.fromEntries(Object.entries(m.nutrients).map(([id, value]) => [id, round1(value)])),
  };
}

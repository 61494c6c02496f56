/**
 * Pure helpers of the personal generator's plan view: a day's deviation from the kcal target in colour
 * bands, a meal's nutrition, metrics recomputed after edits (with the monitored nutrients the server
 * computed kept where the day did not change), swapping one meal, and merging a regenerated day.
 */
import type { PlanDayInput } from '../../contracts/diet-plan';
import { exerciseKcal } from '../energy';
import { NO_REPEAT_DAYS } from './engine';
import { PORTIONS_RANGE } from './limits';
import { planMetrics } from './metrics';
import { eligibleRecipes, recipeTiers, slotOccasion } from './pool';
import { energyWeights, tuneQuantities, type Quantity } from './solver';
import type {
  DietPreference,
  FoodNutrition,
  MealEntry,
  PlanDay,
  PlanMetrics,
  PlanRecipe,
  ScheduleItem,
} from './types';

export type DeviationBand = 'within3' | 'within7' | 'within10' | 'beyond';

/** The bands' upper limits, in per cent of the target. */
export const DEVIATION_BANDS: ReadonlyArray<[DeviationBand, number]> = [
  ['within3', 3],
  ['within7', 7],
  ['within10', 10],
];

/** A day's intake against the target: signed per cent (one decimal) and its band. */
export function kcalDeviation(calories: number, target: number): { percent: number; band: DeviationBand } {
  const percent = target > 0 ? Math.round(((calories - target) / target) * 1000) / 10 : 0;
  const size = Math.abs(percent);
  const band = DEVIATION_BANDS.find(([, limit]) => size <= limit)?.[0] ?? 'beyond';
  return { percent, band };
}

export interface Nutrition {
  kcal: number;
  protein: number;
  fat: number;
  carbs: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Energy and macros of a list of food amounts (foods per 100 g); unknown foods count as nothing. */
export function foodItemsNutrition(
  items: ReadonlyArray<{ foodId: number; quantity: number }>,
  foods: ReadonlyMap<number, FoodNutrition>,
): Nutrition {
  const sum = { kcal: 0, protein: 0, fat: 0, carbs: 0 };
  for (const { foodId, quantity } of items) {
    const food = foods.get(foodId);
    if (!food) continue;
    sum.kcal += (food.kcal * quantity) / 100;
    sum.protein += (food.protein * quantity) / 100;
    sum.fat += (food.fat * quantity) / 100;
    sum.carbs += (food.carbs * quantity) / 100;
  }
  return {
    kcal: Math.round(sum.kcal),
    protein: round1(sum.protein),
    fat: round1(sum.fat),
    carbs: round1(sum.carbs),
  };
}

/** kcal an exercise entry burns: METs × kg × hours, whole kcal. */
export function exerciseBurn(mets: number | undefined, weightKg: number, minutes: number): number {
  return Math.round(exerciseKcal(mets ?? 0, weightKg, minutes));
}

/** A plan day with every optional part filled in (what the engine's metrics read). */
export function normalizedDay(day: PlanDayInput): PlanDay {
  return {
    date: day.date,
    meals: day.meals.map((meal) => ({
      ...meal,
      portions: meal.portions ?? 1,
      foodItems: meal.foodItems.map((f) => ({ ...f })),
    })),
    exercises: day.exercises.map((e) => ({ ...e })),
    nutrients: (day.nutrients ?? []).map((n) => ({ ...n, dosage: { ...n.dosage } })),
    medications: (day.medications ?? []).map((m) => ({ ...m, dosage: { ...m.dosage } })),
    hydrationLog: day.hydrationLog.map((h) => ({ ...h })),
    notes: day.notes ?? '',
    feeling: day.feeling ?? 3,
    images: [...(day.images ?? [])],
    healthInfo: {
      sleepHours: day.healthInfo?.sleepHours ?? null,
      stoolShape: day.healthInfo?.stoolShape ?? null,
      stoolColor: day.healthInfo?.stoolColor ?? null,
      urineColor: day.healthInfo?.urineColor ?? null,
      medications: (day.healthInfo?.medications ?? []).map((m) => ({ ...m })),
    },
    ...(day.shortfall ? { shortfall: { ...day.shortfall } } : {}),
    ...(day.proteinShortfall ? { proteinShortfall: { ...day.proteinShortfall } } : {}),
  };
}

export interface MetricsContext {
  foods: ReadonlyMap<number, FoodNutrition>;
  exerciseMets: ReadonlyMap<number, number>;
  weightKg: number;
  /** Nutrient codes (the keys of `metrics.days[i].nutrients`). */
  monitored: readonly string[];
}

/**
 * The plan's metrics after an edit, computed in the browser with the engine's own `planMetrics` (the
 * figures shown; on save the server computes its own). A monitored nutrient of a day is known when every
 * food of the day carries it (`FoodNutrition.other`); otherwise the day leaves it out, and so do the totals.
 */
export function recomputeMetrics(plan: readonly PlanDayInput[], context: MetricsContext): PlanMetrics {
  const days = plan.map(normalizedDay);
  const metrics = planMetrics(days, context.foods, context.exerciseMets, context.weightKg, context.monitored);
  const totals: Record<string, number> = {};
  const unknown = new Set<string>();
  metrics.days.forEach((dayMetrics, i) => {
    const day = days[i]!;
    const complete = day.meals.every((meal) =>
      meal.foodItems.every((item) =>
        context.monitored.every((code) => context.foods.get(item.foodId)?.other?.[code] !== undefined),
      ),
    );
    const nutrients: Record<string, number> = {};
    for (const code of context.monitored) {
      const value = complete ? dayMetrics.nutrients[code] : undefined;
      if (value === undefined) unknown.add(code);
      else {
        nutrients[code] = value;
        totals[code] = (totals[code] ?? 0) + value;
      }
    }
    dayMetrics.nutrients = nutrients;
  });
  metrics.totals.nutrients = Object.fromEntries(
    Object.entries(totals)
      .filter(([code]) => !unknown.has(code))
      .map(([code, value]) => [code, round1(value)]),
  );
  return metrics;
}

export interface SwapRequest {
  recipes: readonly PlanRecipe[];
  foods: ReadonlyMap<number, FoodNutrition>;
  preferences: { dietType: DietPreference; allergens: readonly string[] };
  day: Pick<PlanDayInput, 'meals'>;
  mealIndex: number;
  scheduleItem: Pick<ScheduleItem, 'time' | 'label'> | undefined;
  /** Recipes of the neighbouring days (see `nearbyRecipeIds`): offered only after all the others. */
  avoidRecipeIds?: readonly number[];
  limit?: number;
}

export interface SwapOption {
  recipe: PlanRecipe;
  /** kcal of one portion as the recipe writes it. */
  kcalPerPortion: number;
  /** The factor that brings it to the replaced meal's kcal. */
  scale: number;
  /** The amounts the meal gets: scaled, then tuned per ingredient (see `fitToMeal`). */
  foodItems: MealEntry['foodItems'];
  /** How far the tuned meal stays from the replaced one: kcal and macro kcal (4/9/4 per g) off, per kcal. */
  misfit: number;
}

const MIN_SCALE = PORTIONS_RANGE.min;
const MAX_SCALE = PORTIONS_RANGE.max;
/** How far a tuned swap may leave the replaced meal's kcal before the plainly scaled recipe is kept. */
const SWAP_KCAL_TOLERANCE = 0.03;

type Amounts = MealEntry['foodItems'];

function misfitOf(after: Nutrition, before: Nutrition): number {
  const off =
    Math.abs(after.kcal - before.kcal) +
    4 * Math.abs(after.protein - before.protein) +
    9 * Math.abs(after.fat - before.fat) +
    4 * Math.abs(after.carbs - before.carbs);
  return off / Math.max(before.kcal, 1);
}

/**
 * A recipe's amounts for a replaced meal: first scaled by one factor to the meal's kcal, then each
 * ingredient tuned between 50 % and 150 % of that (whole grams, the engine's solver) towards the meal's
 * protein, fat and carbohydrate too, so the day keeps both its kcal band and its macro balance. Where the
 * tuning cannot keep the kcal within 3 %, the plainly scaled amounts stay.
 */
function fitToMeal(
  recipe: PlanRecipe,
  scale: number,
  before: Nutrition,
  foods: ReadonlyMap<number, FoodNutrition>,
): Amounts {
  const scaled = recipe.ingredients.map((i) => ({
    foodId: i.foodId,
    quantity: Math.min(5000, Math.max(1, Math.round(i.grams * scale))),
  }));
  if (before.kcal <= 0) return scaled;
  const quantities: Quantity[] = scaled.map(({ foodId, quantity }) => {
    const food = foods.get(foodId);
    return {
      base: quantity,
      min: Math.max(1, Math.ceil(quantity * 0.5)),
      max: Math.max(1, Math.floor(quantity * 1.5)),
      perGram: food ? [food.kcal / 100, food.protein / 100, food.fat / 100, food.carbs / 100] : [0, 0, 0, 0],
    };
  });
  const targets = [before.kcal, before.protein, before.fat, before.carbs] as const;
  const grams = tuneQuantities(quantities, targets, undefined, energyWeights(before.kcal)).grams;
  const tuned = scaled.map((item, j) => ({
    foodId: item.foodId,
    quantity: Math.min(quantities[j]!.max, Math.max(quantities[j]!.min, Math.round(grams[j]!))),
  }));
  const kcal = foodItemsNutrition(tuned, foods).kcal;
  return Math.abs(kcal - before.kcal) / before.kcal <= SWAP_KCAL_TOLERANCE ? tuned : scaled;
}

/**
 * Alternatives for one meal: the engine's own pool rules (diet type nesting, no excluded allergen), the
 * slot's occasion first (then its stand-ins, then anything), never a recipe the day already has, a recipe
 * of the neighbouring days only when nothing else is left (the 3-day rule); within that order, the recipes
 * that, once fitted (`fitToMeal`), come nearest the replaced meal's kcal and macros.
 */
export function swapOptions({
  recipes,
  foods,
  preferences,
  day,
  mealIndex,
  scheduleItem,
  avoidRecipeIds = [],
  limit = 8,
}: SwapRequest): SwapOption[] {
  const meal = day.meals[mealIndex];
  if (!meal) return [];
  const before = foodItemsNutrition(meal.foodItems, foods);
  const taken = new Set(day.meals.map((m) => m.recipeId));
  const pool = eligibleRecipes(recipes, preferences.dietType, preferences.allergens).filter(
    (r) => !taken.has(r.id),
  );
  const occasion = slotOccasion(scheduleItem ?? { time: '12:00', label: '' });
  const avoided = new Set(avoidRecipeIds);
  const seen = new Set<number>();
  const options: Array<SwapOption & { tier: number }> = [];
  recipeTiers(pool, occasion).forEach((tier, tierIndex) => {
    for (const recipe of tier) {
      if (seen.has(recipe.id)) continue;
      seen.add(recipe.id);
      const kcalPerPortion = foodItemsNutrition(
        recipe.ingredients.map((i) => ({ foodId: i.foodId, quantity: i.grams })),
        foods,
      ).kcal;
      if (kcalPerPortion <= 0) continue;
      const scale = before.kcal > 0 ? before.kcal / kcalPerPortion : 1;
      if (scale < MIN_SCALE || scale > MAX_SCALE) continue;
      const foodItems = fitToMeal(recipe, scale, before, foods);
      const misfit = misfitOf(foodItemsNutrition(foodItems, foods), before);
      // A neighbouring day's recipe ranks after every tier of the others.
      options.push({
        recipe,
        kcalPerPortion,
        scale,
        foodItems,
        misfit,
        tier: avoided.has(recipe.id) ? tierIndex + 100 : tierIndex,
      });
    }
  });
  options.sort((a, b) => a.tier - b.tier || a.misfit - b.misfit || a.recipe.id - b.recipe.id);
  return options.slice(0, limit).map(({ recipe, kcalPerPortion, scale, foodItems, misfit }) => ({
    recipe,
    kcalPerPortion,
    scale,
    foodItems,
    misfit,
  }));
}

/** The replacement meal: the option's recipe with its fitted amounts, in the replaced meal's slot. */
export function swappedMeal(meal: Pick<MealEntry, 'scheduleItemId'>, option: SwapOption): MealEntry {
  return {
    scheduleItemId: meal.scheduleItemId,
    recipeId: option.recipe.id,
    portions: Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.round(option.scale * 4) / 4)),
    foodItems: option.foodItems,
  };
}

/** The recipes of the days less than NO_REPEAT_DAYS away from `dayIndex` (the day itself left out). */
export function nearbyRecipeIds(plan: readonly Pick<PlanDayInput, 'meals'>[], dayIndex: number): number[] {
  return plan
    .filter((_, i) => i !== dayIndex && Math.abs(i - dayIndex) < NO_REPEAT_DAYS)
    .flatMap((day) => day.meals.map((meal) => meal.recipeId));
}

/** Replaces one meal of one day; the other days are the same objects. */
export function withMeal(
  plan: readonly PlanDayInput[],
  dayIndex: number,
  mealIndex: number,
  meal: MealEntry,
): PlanDayInput[] {
  return plan.map((day, i) =>
    i === dayIndex ? { ...day, meals: day.meals.map((m, j) => (j === mealIndex ? meal : m)) } : day,
  );
}

/**
 * A regenerated day: new meals and exercises (and the engine's shortfall note) from `fresh`; the drinks,
 * notes, feeling, images, supplements, medications and health information the user keeps.
 */
export function mergeRegeneratedDay(old: PlanDayInput, fresh: PlanDayInput): PlanDayInput {
  const merged: PlanDayInput = { ...old, meals: fresh.meals, exercises: fresh.exercises };
  delete merged.shortfall;
  delete merged.proteinShortfall;
  if (fresh.shortfall) merged.shortfall = fresh.shortfall;
  if (fresh.proteinShortfall) merged.proteinShortfall = fresh.proteinShortfall;
  return merged;
}

/** The last day of a plan (inclusive) from its first day and length. */
export function planEndDate(startDate: string, days: number): string {
  const date = new Date(`${startDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return startDate;
  date.setUTCDate(date.getUTCDate() + Math.max(0, days - 1));
  return date.toISOString().slice(0, 10);
}

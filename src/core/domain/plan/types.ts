/**
 * The plan engine's data and answers (spec A §3 "Saved diet", B §3 plan day entries and generation input).
 * What travels over the API is typed from its zod schema (`contracts/diet-plan.ts`); the engine's own
 * inputs (recipes, foods, exercises as it reads them) are declared here.
 */
import type { z } from 'zod';
import type {
  DrinkVolumesSchema,
  PlanDaySchema,
  PlanMetricsSchema,
  ScheduleItemSchema,
} from '../../contracts/diet-plan';
import type { DietPreference, DietType, PlanGoal } from './vocabulary';

export { DIET_TYPES, PLAN_GOALS, SCHEDULE_ITEM_TYPES } from './vocabulary';
export type { DietPreference, DietType, PlanGoal, ScheduleItemType } from './vocabulary';

export type ScheduleItem = z.output<typeof ScheduleItemSchema>;

export type Occasion = 'breakfast' | 'lunch' | 'dinner' | 'snack' | 'dessert';

/** Per 100 g. */
export interface FoodNutrition {
  kcal: number;
  protein: number;
  fat: number;
  carbs: number;
  /** Further nutrients by nutrient code (the monitored ones, e.g. `fiber_g`), per 100 g. */
  other?: Readonly<Record<string, number>>;
}

export interface PlanRecipe {
  id: number;
  occasions: readonly string[];
  dietType: DietType;
  allergens: readonly string[];
  /** Allergens it may contain: an excluded allergen removes the recipe just the same. */
  mayContain: readonly string[];
  /** Ingredients of one portion, in grams. */
  ingredients: ReadonlyArray<{ foodId: number; grams: number }>;
}

export interface PlanExercise {
  id: number;
  mets: number;
  /** free-exercise-db category: only `cardio` activities make whole sessions for a plan's exercise slot. */
  category: string;
}

export interface MacroTargets {
  /** Shares of the day's kcal; they sum to 1. */
  protein: number;
  fat: number;
  carbs: number;
}

export const DEFAULT_MACRO_TARGETS: MacroTargets = { protein: 0.2, fat: 0.3, carbs: 0.5 };

export type DrinkVolumes = z.output<typeof DrinkVolumesSchema>;

export interface PlanInput {
  targetCalories: number;
  preferences: { dietType: DietPreference; allergens: readonly string[] };
  schedule: readonly ScheduleItem[];
  planDuration: number;
  /** YYYY-MM-DD */
  startDate: string;
  seed?: number;
  macroTargets?: MacroTargets;
  /** For exercise burn and hydration. */
  weightKg?: number;
  /** Shapes the exercise sessions (brisker and longer for weight loss). */
  goal?: PlanGoal;
  defaultDrinkVolumes?: DrinkVolumes;
  /** Recipes of neighbouring days (regenerating one day): kept out like recently used ones while the pool allows. */
  avoidRecipeIds?: readonly number[];
  /**
   * One recipe per meal slot (in the schedule's time order), for refitting a day around recipes already chosen
   * (a replaced meal): the engine only fits their portions and amounts. A recipe outside the pool (its diet or
   * allergens) leaves its slot without candidates, so the day is not planned.
   */
  fixedRecipes?: readonly number[];
  /** Keeps every meal at most this many kcal above its slot's share of the day (A §9: +120). */
  mealMarginKcal?: number;
}

export interface PlanData {
  recipes: readonly PlanRecipe[];
  foods: ReadonlyMap<number, FoodNutrition>;
  exercises: readonly PlanExercise[];
}

export type PlanDay = z.output<typeof PlanDaySchema>;
export type MealEntry = PlanDay['meals'][number];
export type ExerciseEntry = PlanDay['exercises'][number];
export type HydrationEntry = PlanDay['hydrationLog'][number];

export type PlanMetrics = z.output<typeof PlanMetricsSchema>;
/** One day's figures; `nutrients` holds the monitored nutrients by nutrient code (`fiber_g`). */
export type DayMetrics = PlanMetrics['totals'];

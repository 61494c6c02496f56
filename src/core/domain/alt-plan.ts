import type { z } from 'zod';
import type {
  AltGeneratorFormSchema,
  AltPlanDay,
  AltPlanMetaSchema,
  ExercisePreferencesSchema,
} from '../contracts/alt-generator';
import type { ALLERGEN_CODES, PlanDayInput } from '../contracts/diet-plan';
import {
  basalMetabolicRate,
  exerciseKcal,
  GOAL_ADJUSTMENT_KCAL,
  MIN_DAILY_KCAL,
  weeklyWeightChangeKg,
} from './energy';
import { DEFAULT_EXERCISE_MINUTES } from './plan/day-edit';
import { addDays } from './plan/engine';
import { slotTargets } from './plan/pool';
import type { PlanInput, ScheduleItem } from './plan/types';

type AllergenCode = (typeof ALLERGEN_CODES)[number];

/**
 * The alternative four-step generator (A §2–§4, §9; issue 20): its form's defaults and bounds, the energy it
 * plans for, the engine's input, and the plan's trainings, meta and saved-diet form. The energy comes from the
 * same functions as the personal generator's.
 */

export type AltGeneratorForm = z.output<typeof AltGeneratorFormSchema>;
export type ExercisePreferences = z.output<typeof ExercisePreferencesSchema>;
export type AltPlanMeta = z.output<typeof AltPlanMetaSchema>;

/** DECISIONS GQ-27: the alternative generator's defaults (PAL 1.2, 25 y, 170 cm, 70 kg, 4 meals from B). */
export const ALT_FORM_DEFAULTS: AltGeneratorForm = {
  sex: 'male',
  age: 25,
  height: 170,
  weight: 70,
  pal: 1.2,
  goal: 'maintain',
  allergens: [],
  dietPreference: 'meat',
  planLength: 7,
  calculationMethod: 'mifflin-st-jeor',
  mealSchema: { count: 4, times: ['08:00', '12:00', '16:00', '20:00'] },
  trainingSchema: { times: ['18:00'] },
  units: 'metric',
  calorieGoal: null,
};

export const DEFAULT_EXERCISE_PREFERENCES: ExercisePreferences = {
  filters: {
    search: '',
    kcalMin: null,
    kcalMax: null,
    duration: null,
    tags: [],
    allergens: [],
    diets: [],
    pageSize: 9,
  },
  selected: [],
};

/** DECISIONS GQ-06: 7, 31 or 61 days; anything else is 7. */
export function planLengthOf(value: unknown): 7 | 31 | 61 {
  const n = Number(value);
  return n === 31 || n === 61 ? n : 7;
}

/** The weekly weight change is shown only when it is above 0.01 kg either way. */
export const WEIGHT_CHANGE_SHOWN_ABOVE_KG = 0.01;

export interface AltEnergy {
  bmr: number;
  /** BMR × PAL. */
  cpm: number;
  /** CPM with the goal's −450 / +400, never below 1200 kcal. */
  targetCalories: number;
  /** True when the 1200 kcal floor raised the target. */
  floored: boolean;
  /** CPM with the goal's adjustment (at least 1200): the target unless the member set a goal of their own. */
  recommended: number;
  /** kg per week at the target; null when within ±0.01 kg. */
  weeklyChangeKg: number | null;
}

export function altEnergy(form: AltGeneratorForm): AltEnergy {
  const profile = { sex: form.sex, age: form.age, weightKg: form.weight, heightCm: form.height };
  const bmr = basalMetabolicRate(profile, form.calculationMethod);
  const cpm = bmr * form.pal;
  const recommended = Math.round(cpm + GOAL_ADJUSTMENT_KCAL[form.goal]);
  const wanted = form.calorieGoal ?? recommended;
  const targetCalories = Math.max(MIN_DAILY_KCAL, wanted);
  const change = weeklyWeightChangeKg(targetCalories, cpm);
  return {
    bmr: Math.round(bmr),
    cpm: Math.round(cpm),
    targetCalories,
    floored: targetCalories > wanted,
    recommended: Math.max(MIN_DAILY_KCAL, recommended),
    weeklyChangeKg: Math.abs(change) > WEIGHT_CHANGE_SHOWN_ABOVE_KG ? change : null,
  };
}

/** Times spread over the day for a meal count the user has not timed yet (07:00 … 21:00). */
function spreadTimes(count: number): string[] {
  if (count === 1) return ['12:00'];
  const first = 7 * 60;
  const step = (14 * 60) / (count - 1);
  return Array.from({ length: count }, (_, i) => {
    const minutes = Math.round((first + i * step) / 15) * 15;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
}

/** The meal times of a schema: the given ones for as many meals as it counts, the rest spread over the day. */
export function mealTimesOf(schema: AltGeneratorForm['mealSchema']): string[] {
  const spread = spreadTimes(schema.count);
  return Array.from({ length: schema.count }, (_, i) => schema.times[i] ?? spread[i]!).sort();
}

const mealItemId = (index: number) => `meal-${index + 1}`;
const trainingItemId = (index: number) => `training-${index + 1}`;

/** The engine's input for the plan (or, with `fixedRecipes`, for refitting one day around the given recipes). */
export function altPlanInput(
  form: AltGeneratorForm,
  allergens: readonly string[],
  options: { startDate: string; seed?: number; days?: number; fixedRecipes?: readonly number[] },
): PlanInput {
  const schedule: ScheduleItem[] = mealTimesOf(form.mealSchema).map((time, i) => ({
    id: mealItemId(i),
    time,
    type: 'Meal',
    label: '',
  }));
  return {
    targetCalories: altEnergy(form).targetCalories,
    preferences: { dietType: form.dietPreference, allergens },
    schedule,
    planDuration: options.days ?? planLengthOf(form.planLength),
    startDate: options.startDate,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.fixedRecipes ? { fixedRecipes: options.fixedRecipes } : {}),
    weightKg: form.weight,
    goal: form.goal,
    mealMarginKcal: MEAL_FIT_MARGIN_KCAL,
  };
}

/** A §9: a meal fits if it is within its target + 120 kcal (our engine also keeps the day within ±5 %). */
export const MEAL_FIT_MARGIN_KCAL = 120;

/** Each meal's kcal target: the day's target shared by the meal's occasion (the engine's own split). */
export const mealTargetsOf = (times: readonly string[], targetCalories: number): number[] =>
  slotTargets(
    times.map((time) => ({ time, label: '' })),
    targetCalories,
  );

export const mealFits = (calories: number, target: number): boolean =>
  calories <= target + MEAL_FIT_MARGIN_KCAL;

/** What a plan's training needs of an exercise. */
export interface TrainingExercise {
  id: number;
  name: string;
  mets: number;
}

/**
 * The selected exercises as the plan's trainings: one at each time of the training schema, taken in turn
 * from the selection day after day, `minutes` long, burning METs × kg × hours (issue 20 A4).
 */
export function withTrainings(
  plan: readonly AltPlanDay[],
  exercises: readonly TrainingExercise[],
  times: readonly string[],
  weightKg: number,
  minutes: number = DEFAULT_EXERCISE_MINUTES,
): AltPlanDay[] {
  const slots = [...new Set(times)].sort();
  return plan.map((day, d) => ({
    ...day,
    trainings:
      exercises.length === 0
        ? []
        : slots.map((time, t) => {
            const exercise = exercises[(d * slots.length + t) % exercises.length]!;
            return {
              time,
              exerciseId: exercise.id,
              name: exercise.name,
              duration: minutes,
              calories: Math.round(exerciseKcal(exercise.mets, weightKg, minutes)),
            };
          }),
  }));
}

/** A day's intake less what its trainings burn. */
export const netCalories = (day: AltPlanDay): number =>
  day.totalCalories - day.trainings.reduce((sum, training) => sum + training.calories, 0);

/** AGEN-25: the plan's meta. */
export function altPlanMeta(
  plan: readonly AltPlanDay[],
  form: AltGeneratorForm,
  exercisePreferences: ExercisePreferences,
  name = '',
): AltPlanMeta {
  const energy = altEnergy(form);
  const total = plan.reduce((sum, day) => sum + day.totalCalories, 0);
  const averageCalories = plan.length > 0 ? Math.round(total / plan.length) : 0;
  return {
    bmr: energy.bmr,
    cpm: energy.cpm,
    targetCalories: energy.targetCalories,
    weeklyCalories: Math.round(averageCalories * 7),
    averageCalories,
    goal: form.goal,
    selectedAllergens: form.allergens,
    dietPreference: form.dietPreference,
    planLength: planLengthOf(form.planLength),
    form,
    exercisePreferences,
    name,
  };
}

/** The engine's days in the saved-diet form (the personal generator's format), for "my diets". */
export function altPlanAsDiet(
  plan: readonly AltPlanDay[],
  meta: AltPlanMeta,
  startDate: string,
): {
  plan: PlanDayInput[];
  schedule: ScheduleItem[];
} {
  const mealTimes = mealTimesOf(meta.form.mealSchema);
  const trainingTimes = [...new Set(meta.form.trainingSchema.times)].sort();
  const schedule: ScheduleItem[] = [
    ...mealTimes.map((time, i) => ({ id: mealItemId(i), time, type: 'Meal' as const, label: '' })),
    ...trainingTimes.map((time, i) => ({
      id: trainingItemId(i),
      time,
      type: 'Exercise' as const,
      label: '',
    })),
  ];
  const days = plan.map((day, d): PlanDayInput => ({
    date: addDays(startDate, d),
    meals: day.meals.map((meal, i) => ({
      scheduleItemId: mealItemId(i),
      recipeId: meal.recipeId,
      portions: meal.portions,
      foodItems: meal.foodItems ?? [],
    })),
    exercises: day.trainings.map((training) => ({
      scheduleItemId: trainingItemId(Math.max(0, trainingTimes.indexOf(training.time))),
      exerciseId: training.exerciseId,
      duration: training.duration,
    })),
    hydrationLog: [],
  }));
  return { plan: days, schedule };
}

/** Allergen codes of a form (the UI sends codes; numeric ids are left to the server to resolve). */
export const allergenCodesOf = (form: AltGeneratorForm): AllergenCode[] =>
  form.allergens.filter((a): a is AllergenCode => typeof a === 'string');

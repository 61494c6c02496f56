import { z } from 'zod';
import { LocaleSchema, RecordId } from './common';
import { ALLERGEN_CODES, IsoDate } from './diet-plan';
import { CALORIE_GOAL_STEP, MIN_DAILY_KCAL, PAL_OPTIONS, PROFILE_BOUNDS } from '../domain/energy';
import {
  MAX_EXERCISE_MINUTES,
  MAX_FOOD_GRAMS,
  MAX_PLAN_DAYS,
  PORTIONS_RANGE,
  TARGET_KCAL_RANGE,
  TIME_OF_DAY,
} from '../domain/plan/limits';
import { DIET_TYPES, PLAN_GOALS } from '../domain/plan/vocabulary';

/**
 * The alternative 4-step generator's server calls (A §7, issue 20 A6/A7): shareable plan snapshots, a recipe's
 * nutrition and the hydration advice. Every list and text of a snapshot is bounded: anyone may store one.
 */

/** A snapshot's canonical JSON may be at most this large (the route refuses larger bodies with 413). */
export const MAX_SNAPSHOT_BYTES = 512 * 1024;
/** AGEN form: the meal schema has 1–10 meals a day. */
export const MAX_MEALS_PER_DAY = 10;
export const MAX_TRAININGS_PER_DAY = 10;
export const PLAN_LENGTHS = [7, 31, 61] as const;
/** The server's content hash: sha256, base64url without padding. */
export const SNAPSHOT_HASH = /^[A-Za-z0-9_-]{43}$/;

const Time = z.string().regex(TIME_OF_DAY, 'timeInvalid');
const Kcal = z.number().min(0).max(20_000);
const Text = (max: number) => z.string().max(max);
const PalSchema = z
  .number()
  .refine((value) => (PAL_OPTIONS as readonly number[]).includes(value), 'invalidValue');
const PlanLength = z.union([z.literal(7), z.literal(31), z.literal(61)]);
const AllergenRef = z.union([z.enum(ALLERGEN_CODES), z.number().int().positive()]);
const Allergens = z.array(AllergenRef).max(ALLERGEN_CODES.length);

/** AGEN-24: a plan day — its number, meals at their times, trainings, and the day's calories. */
export const AltPlanDaySchema = z.object({
  day: z.number().int().min(1).max(MAX_PLAN_DAYS),
  meals: z
    .array(
      z.object({
        time: Time,
        recipeId: z.number().int().positive(),
        name: Text(200).default(''),
        portions: z.number().min(PORTIONS_RANGE.min).max(PORTIONS_RANGE.max).default(1),
        calories: Kcal,
        protein: z.number().min(0).max(2000).optional(),
        fat: z.number().min(0).max(2000).optional(),
        carbs: z.number().min(0).max(2000).optional(),
        /** The engine's amounts (g per food), kept so a meal can be refitted and the plan saved as a diet. */
        foodItems: z
          .array(
            z.object({
              foodId: z.number().int().positive(),
              quantity: z.number().int().min(0).max(MAX_FOOD_GRAMS),
            }),
          )
          .max(60)
          .optional(),
      }),
    )
    .max(MAX_MEALS_PER_DAY),
  trainings: z
    .array(
      z.object({
        time: Time,
        exerciseId: z.number().int().positive(),
        name: Text(200).default(''),
        duration: z.number().int().min(1).max(MAX_EXERCISE_MINUTES),
        calories: Kcal,
      }),
    )
    .max(MAX_TRAININGS_PER_DAY),
  totalCalories: Kcal,
});
export type AltPlanDay = z.output<typeof AltPlanDaySchema>;

/** A §3 "Alternative generator form". */
export const AltGeneratorFormSchema = z.object({
  sex: z.enum(['male', 'female']),
  age: z.number().int().min(PROFILE_BOUNDS.age[0]).max(PROFILE_BOUNDS.age[1]),
  height: z.number().min(PROFILE_BOUNDS.heightCm[0]).max(PROFILE_BOUNDS.heightCm[1]),
  weight: z.number().min(PROFILE_BOUNDS.weightKg[0]).max(PROFILE_BOUNDS.weightKg[1]),
  pal: PalSchema,
  /** AGEN-04/05: A's goals are lose, gain and other; "other" is maintain (DECISIONS AGEN-05). */
  goal: z.enum([...PLAN_GOALS, 'other']).transform((goal) => (goal === 'other' ? 'maintain' : goal)),
  allergens: Allergens.default([]),
  dietPreference: z.enum(DIET_TYPES),
  planLength: PlanLength,
  calculationMethod: z.enum(['harris-benedict', 'mifflin-st-jeor']),
  mealSchema: z.object({
    count: z.number().int().min(1).max(MAX_MEALS_PER_DAY),
    times: z.array(Time).max(MAX_MEALS_PER_DAY),
  }),
  trainingSchema: z.object({ times: z.array(Time).max(MAX_TRAININGS_PER_DAY) }),
  units: z.enum(['metric', 'imperial']).default('metric'),
  /** B §9, GQ-22: the member's own daily goal in steps of 100 kcal; null: the recommended target. */
  calorieGoal: z
    .number()
    .int()
    .min(MIN_DAILY_KCAL)
    .max(TARGET_KCAL_RANGE.max)
    .refine((kcal) => kcal % CALORIE_GOAL_STEP === 0, 'calorieGoalStep')
    .nullable()
    .default(null),
});

/** A §3 "Exercise preferences": the picker's filters and the chosen exercises. */
export const ExercisePreferencesSchema = z.object({
  filters: z
    .object({
      search: Text(200).default(''),
      kcalMin: z.number().min(0).max(20_000).nullable().default(null),
      kcalMax: z.number().min(0).max(20_000).nullable().default(null),
      duration: z.number().int().min(0).max(MAX_EXERCISE_MINUTES).nullable().default(null),
      tags: z.array(Text(60)).max(30).default([]),
      allergens: z.array(Text(60)).max(30).default([]),
      diets: z.array(Text(60)).max(30).default([]),
      pageSize: z.number().int().min(3).max(24).default(9),
    })
    .prefault({}),
  selected: z.array(z.number().int().positive()).max(50).default([]),
});

/** AGEN-25: the plan's meta. */
export const AltPlanMetaSchema = z.object({
  bmr: Kcal,
  cpm: Kcal,
  targetCalories: Kcal,
  weeklyCalories: z
    .number()
    .min(0)
    .max(20_000 * 7),
  averageCalories: Kcal,
  goal: z.enum(PLAN_GOALS),
  selectedAllergens: Allergens,
  dietPreference: z.enum(DIET_TYPES),
  planLength: PlanLength,
  form: AltGeneratorFormSchema,
  exercisePreferences: ExercisePreferencesSchema,
  name: Text(120).default(''),
});

/** What a shared link reopens: the plan's days and its meta. */
export const PlanSnapshotSchema = z
  .object({
    plan: z.array(AltPlanDaySchema).min(1).max(MAX_PLAN_DAYS),
    meta: AltPlanMetaSchema,
  })
  .refine((snapshot) => snapshot.plan.length <= snapshot.meta.planLength, {
    message: 'invalidValue',
    path: ['plan'],
  });
export type PlanSnapshot = z.output<typeof PlanSnapshotSchema>;

/** AGEN-29: the client's hash is accepted for compatibility and never trusted; the server computes its own. */
export const PlanSnapshotSaveRequest = z.object({
  hash: Text(200).optional(),
  snapshot: PlanSnapshotSchema,
});
export const PlanSnapshotMeta = z.object({ createdAt: z.string(), size: z.number() });
export const PlanSnapshotSaveResponse = z.object({ hash: z.string(), meta: PlanSnapshotMeta });
export const PlanSnapshotParams = z.object({ hash: z.string().regex(SNAPSHOT_HASH, 'invalidValue') });
export const PlanSnapshotResponse = z.object({
  hash: z.string(),
  snapshot: PlanSnapshotSchema,
  meta: PlanSnapshotMeta,
});

/** A §3 "Nutrition"; sodium in mg, weight in g, the rest in g or kcal; null where our data has no value. */
export const NutritionSchema = z.object({
  calories: z.number().nullable(),
  protein: z.number().nullable(),
  carbohydrates: z.number().nullable(),
  fat: z.number().nullable(),
  fiber: z.number().nullable(),
  sugar: z.number().nullable(),
  sodium: z.number().nullable(),
  weight: z.number().nullable(),
});
export type Nutrition = z.infer<typeof NutritionSchema>;

export const RecipeNutritionParams = z.object({ id: RecordId });
export const RecipeNutritionQuery = z.object({ locale: LocaleSchema, _locale: LocaleSchema });
/** DECISIONS AGEN-33. */
export const RecipeNutritionResponse = z.object({
  id: z.number(),
  portions: z.number(),
  perPortion: NutritionSchema,
  per100g: NutritionSchema,
});

/** A query number: plain decimal digits (with an optional fraction), nothing that `Number()` would also take. */
const QueryNumber = z
  .string()
  .regex(/^\d{1,4}(\.\d{1,4})?$/, 'invalidValue')
  .transform(Number);

export const HydrationQuery = z.object({
  weight: QueryNumber.pipe(
    z
      .number()
      .min(PROFILE_BOUNDS.weightKg[0], 'invalidValue')
      .max(PROFILE_BOUNDS.weightKg[1], 'invalidValue'),
  ),
  activityLevel: QueryNumber.pipe(PalSchema),
  goal: z.enum(PLAN_GOALS),
});
/** DECISIONS AGEN-35. */
export const HydrationResponse = z.object({
  recommendedMl: z.number(),
  glasses: z.number(),
  basis: z.object({ weight: z.number(), activityLevel: z.number(), goal: z.enum(PLAN_GOALS) }),
});

/**
 * Step 2 (issue 20 A1–A3): the plan for the form, planned by our engine on the server. Trainings are added by
 * the page from the exercises picked at step 3 (`withTrainings`), so picking needs no new plan.
 */
export const AltPlanRequest = z.object({
  form: AltGeneratorFormSchema,
  exercisePreferences: ExercisePreferencesSchema.prefault({}),
  name: Text(120).default(''),
  locale: LocaleSchema,
  startDate: IsoDate.optional(),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .optional(),
});
export type AltPlanRequest = z.input<typeof AltPlanRequest>;

export const AltEnergySchema = z.object({
  bmr: z.number(),
  cpm: z.number(),
  targetCalories: z.number(),
  floored: z.boolean(),
  recommended: z.number(),
  weeklyChangeKg: z.number().nullable(),
  formula: z.enum(['harris-benedict', 'mifflin-st-jeor']),
});

export const AltPlanResponse = z.object({
  plan: z.array(AltPlanDaySchema),
  meta: AltPlanMetaSchema,
  energy: AltEnergySchema,
  startDate: z.string(),
});
export type AltPlanResponse = z.output<typeof AltPlanResponse>;

/** Issue 20 A5: a meal replaced by another recipe, and the day refitted to its target by the engine. */
export const AltRefitRequest = z.object({
  form: AltGeneratorFormSchema,
  day: AltPlanDaySchema,
  mealIndex: z
    .number()
    .int()
    .min(0)
    .max(MAX_MEALS_PER_DAY - 1),
  recipeId: z.number().int().positive().max(2_147_483_647),
  locale: LocaleSchema,
});
export type AltRefitRequest = z.input<typeof AltRefitRequest>;
export const AltRefitResponse = z.object({ day: AltPlanDaySchema });

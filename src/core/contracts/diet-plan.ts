import { z } from 'zod';
import { LocaleSchema, RecordId } from './common';
import { PROFILE_BOUNDS } from '../domain/energy';
import {
  DRINK_VOLUME_RANGE,
  MAX_CAFFEINE_MG,
  MAX_DAY_IMAGES,
  MAX_DOSAGE,
  MAX_DRINK_ML,
  MAX_DRINKS_PER_DAY,
  MAX_EXERCISE_MINUTES,
  MAX_FOOD_GRAMS,
  MAX_HEALTH_MEDICATIONS,
  MAX_MONITORED_NUTRIENTS,
  MAX_PLAN_DAYS,
  MAX_SCHEDULE_ITEMS,
  PLAN_DATE_RANGE,
  PERSONAL_PLAN_MAX_DAYS,
  PORTIONS_RANGE,
  TARGET_KCAL_RANGE,
  TIME_OF_DAY,
} from '../domain/plan/limits';
import { DIET_TYPES, PLAN_GOALS, SCHEDULE_ITEM_TYPES } from '../domain/plan/vocabulary';

/** The path of a stored day photo (B §4 day images): only its owner can fetch it. */
export const DAY_IMAGE_PATH = /^\/api\/diets\/images\/[0-9a-f]{32}\.webp$/;

/** The EU's 14 allergen codes as the reference data names them. */
export const ALLERGEN_CODES = [
  'celery',
  'crustaceans',
  'eggs',
  'fish',
  'gluten',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'nuts',
  'peanuts',
  'sesame',
  'soybeans',
  'sulphites',
] as const;

/** The engine runs 1–61 days; the personal generator's form offers 1–30 (DECISIONS PGEN-53). */
export { MAX_PLAN_DAYS, PERSONAL_PLAN_MAX_DAYS };

/** A calendar date, YYYY-MM-DD, that exists. */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'dateInvalid')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'dateInvalid',
  )
  .refine((value) => value >= PLAN_DATE_RANGE.min && value <= PLAN_DATE_RANGE.max, 'dateOutOfRange');

/** The ISO date `days` days after `date`; null when either is not usable (their own checks say why). */
function addDays(date: unknown, days: unknown): string | null {
  const start = typeof date === 'string' ? Date.parse(`${date}T00:00:00Z`) : NaN;
  const end = start + (typeof days === 'number' ? days : NaN) * 86_400_000;
  return Number.isFinite(end) && Math.abs(end) < 8.64e15 ? new Date(end).toISOString().slice(0, 10) : null;
}

export const ScheduleItemSchema = z.object({
  id: z.string().min(1).max(64),
  time: z.string().regex(TIME_OF_DAY, 'timeInvalid'),
  type: z.enum(SCHEDULE_ITEM_TYPES),
  label: z.string().max(80).default(''),
});

/** A schedule as a list, or as `{ items }` the way a saved diet's meta keeps it. */
const ScheduleInput = z
  .union([
    z.array(ScheduleItemSchema).max(MAX_SCHEDULE_ITEMS),
    z.object({ items: z.array(ScheduleItemSchema).max(MAX_SCHEDULE_ITEMS) }),
  ])
  .transform((value) => (Array.isArray(value) ? value : value.items))
  .refine((items) => items.length > 0, 'scheduleEmpty');

export const DietPreferenceSchema = z.enum(['any', ...DIET_TYPES]);

export const DrinkVolumesSchema = z.object({
  water: z.number().int().min(DRINK_VOLUME_RANGE.min).max(DRINK_VOLUME_RANGE.max).default(250),
  coffee: z.number().int().min(DRINK_VOLUME_RANGE.min).max(DRINK_VOLUME_RANGE.max).default(250),
  tea: z.number().int().min(DRINK_VOLUME_RANGE.min).max(DRINK_VOLUME_RANGE.max).default(250),
  energy: z.number().int().min(DRINK_VOLUME_RANGE.min).max(DRINK_VOLUME_RANGE.max).default(250),
});

export const MonitoredNutrientSchema = z.object({
  nutrientId: z.number().int().positive(),
  targetValue: z.number().min(0).max(100_000),
});

export const PlanRequest = z
  .object({
    targetCalories: z.number().int().min(TARGET_KCAL_RANGE.min).max(TARGET_KCAL_RANGE.max),
    preferences: z.object({
      dietType: DietPreferenceSchema.default('any'),
      // Codes ("gluten") or the ids the allergens loader answers (3 or "3"); the server resolves ids to codes.
      allergens: z
        .array(
          z.union([
            z.enum(ALLERGEN_CODES),
            z.number().int().positive(),
            z
              .string()
              .regex(/^\d{1,6}$/, 'allergenUnknown')
              .transform(Number),
          ]),
        )
        .max(ALLERGEN_CODES.length)
        .default([]),
    }),
    schedule: ScheduleInput,
    planDuration: z.number().int().min(1, 'planDurationRange').max(MAX_PLAN_DAYS, 'planDurationRange'),
    startDate: IsoDate,
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31)
      .optional(),
    macroTargets: z
      .object({
        protein: z.number().min(0.05).max(0.6),
        fat: z.number().min(0.1).max(0.7),
        carbs: z.number().min(0.05).max(0.8),
      })
      .refine((m) => Math.abs(m.protein + m.fat + m.carbs - 1) < 0.01, 'macroSum')
      .optional(),
    weightKg: z.number().min(PROFILE_BOUNDS.weightKg[0]).max(PROFILE_BOUNDS.weightKg[1]).optional(),
    goal: z.enum(PLAN_GOALS).optional(),
    defaultDrinkVolumes: DrinkVolumesSchema.optional(),
    monitoredNutrients: z.array(MonitoredNutrientSchema).max(MAX_MONITORED_NUTRIENTS).default([]),
    avoidRecipeIds: z.array(z.number().int().positive()).max(300).default([]),
  })
  .refine((request) => (addDays(request.startDate, request.planDuration - 1) ?? '') <= PLAN_DATE_RANGE.max, {
    message: 'dateOutOfRange',
    path: ['startDate'],
  });
export type PlanRequest = z.input<typeof PlanRequest>;

const Dosage = z.object({ amount: z.number().min(0).max(MAX_DOSAGE), unit: z.string().max(20) });

export const PlanDaySchema = z.object({
  date: IsoDate,
  meals: z
    .array(
      z.object({
        scheduleItemId: z.string().max(64),
        recipeId: z.number().int().positive(),
        portions: z.number().min(PORTIONS_RANGE.min).max(PORTIONS_RANGE.max).default(1),
        foodItems: z
          .array(
            z.object({
              foodId: z.number().int().positive(),
              quantity: z.number().int().min(0).max(MAX_FOOD_GRAMS),
            }),
          )
          .max(60),
      }),
    )
    .max(20),
  exercises: z
    .array(
      z.object({
        scheduleItemId: z.string().max(64),
        exerciseId: z.number().int().positive(),
        duration: z.number().int().min(1).max(MAX_EXERCISE_MINUTES),
      }),
    )
    .max(20),
  nutrients: z
    .array(
      z.object({
        scheduleItemId: z.string().max(64),
        supplementId: z.number().int().positive(),
        dosage: Dosage,
      }),
    )
    .max(40)
    .default([]),
  medications: z
    .array(
      z.object({
        scheduleItemId: z.string().max(64),
        medicalProductId: z.number().int().positive(),
        dosage: Dosage,
      }),
    )
    .max(40)
    .default([]),
  hydrationLog: z
    .array(
      z.object({
        id: z.string().max(64),
        name: z.string().max(80),
        volume: z.number().min(0).max(MAX_DRINK_ML),
        caffeine: z.number().min(0).max(MAX_CAFFEINE_MG),
      }),
    )
    .max(MAX_DRINKS_PER_DAY),
  notes: z.string().max(5000).default(''),
  feeling: z.number().int().min(1).max(5).default(3),
  // Our own stored photos only, never a foreign URL.
  images: z.array(z.string().max(120).regex(DAY_IMAGE_PATH)).max(MAX_DAY_IMAGES).default([]),
  healthInfo: z
    .object({
      sleepHours: z.number().min(0).max(24).nullable().default(null),
      stoolShape: z.number().int().min(1).max(7).nullable().default(null),
      stoolColor: z.string().max(30).nullable().default(null),
      urineColor: z.string().max(30).nullable().default(null),
      medications: z
        .array(
          z.object({
            id: z.number().int(),
            name: z.string().max(120),
            dosage: z.string().max(60),
            notes: z.string().max(500),
          }),
        )
        .max(MAX_HEALTH_MEDICATIONS)
        .default([]),
    })
    .default({ sleepHours: null, stoolShape: null, stoolColor: null, urineColor: null, medications: [] }),
  shortfall: z
    .object({ reason: z.enum(['pool-too-small', 'target-out-of-reach']), calories: z.number() })
    .optional(),
  proteinShortfall: z.object({ protein: z.number(), target: z.number() }).optional(),
});
export type PlanDayInput = z.input<typeof PlanDaySchema>;

const DayMetricsSchema = z.object({
  calories: z.number(),
  protein: z.number(),
  fat: z.number(),
  carbs: z.number(),
  burnedCalories: z.number(),
  hydrationMl: z.number(),
  caffeineMg: z.number(),
  exerciseMinutes: z.number(),
  nutrients: z.record(z.string(), z.number()).default({}),
});
export const PlanMetricsSchema = z.object({
  days: z.array(DayMetricsSchema).max(MAX_PLAN_DAYS),
  totals: DayMetricsSchema,
  averageCalories: z.number(),
});

export const PlanResponse = z.object({ plan: z.array(PlanDaySchema), metrics: PlanMetricsSchema });

export const DIET_GENERATORS = ['personal', 'alternative'] as const;

/** A saved diet's meta (A §3). */
export const DietMetaSchema = z.object({
  personalData: z.object({
    age: z.number().int().min(PROFILE_BOUNDS.age[0]).max(PROFILE_BOUNDS.age[1]).default(30),
    gender: z.enum(['male', 'female']).default('male'),
    weight: z.number().min(PROFILE_BOUNDS.weightKg[0]).max(PROFILE_BOUNDS.weightKg[1]).default(70),
    height: z.number().min(PROFILE_BOUNDS.heightCm[0]).max(PROFILE_BOUNDS.heightCm[1]).default(180),
    pal: z.number().min(1).max(2.5).default(1.2),
  }),
  preferences: z.object({
    allergens: z.array(z.enum(ALLERGEN_CODES)).default([]),
    dietType: DietPreferenceSchema.default('any'),
    monitoredNutrients: z.array(MonitoredNutrientSchema).max(MAX_MONITORED_NUTRIENTS).default([]),
    defaultDrinkVolumes: DrinkVolumesSchema.default({ water: 250, coffee: 250, tea: 250, energy: 250 }),
  }),
  schedule: z.object({ items: z.array(ScheduleItemSchema).max(20) }),
  targetCalories: z.number().int().min(TARGET_KCAL_RANGE.min).max(TARGET_KCAL_RANGE.max),
  planDuration: z.number().int().min(1).max(MAX_PLAN_DAYS),
  startDate: IsoDate,
  generatedAt: z.string().max(40),
  /** Which generator made the plan (issue 20 A6): my diets says so. */
  generator: z.enum(DIET_GENERATORS).default('personal'),
});

export type DietMeta = z.output<typeof DietMetaSchema>;

export const SaveDietRequest = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().trim().max(120).optional(),
  plan: z.array(PlanDaySchema).min(1).max(MAX_PLAN_DAYS),
  meta: DietMetaSchema,
  /** Accepted for older clients and ignored: the server stores the metrics it computes itself. */
  metrics: PlanMetricsSchema.optional(),
  /** The revision the client started from; 0 for a new diet. */
  version: z.number().int().min(0),
});
export type SaveDietRequest = z.input<typeof SaveDietRequest>;

export const SavedDietSchema = z.object({
  id: z.number(),
  name: z.string(),
  plan: z.array(PlanDaySchema),
  meta: DietMetaSchema,
  metrics: PlanMetricsSchema,
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedDiet = z.infer<typeof SavedDietSchema>;

export const DietResponse = z.object({ diet: SavedDietSchema });
export const DietSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  startDate: z.string(),
  planDuration: z.number(),
  targetCalories: z.number(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The specialist who assigned this copy (issue 17 A7); null for the member's own diets. */
  assignedBy: z.object({ name: z.string() }).nullable(),
  generator: z.enum(DIET_GENERATORS),
});
export const DietListResponse = z.object({ items: z.array(DietSummarySchema) });
export const RenameDietRequest = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(120, 'nameTooLong'),
});
export const DietIdParams = z.object({ id: RecordId });
export const GeneratorLocaleQuery = z.object({ locale: LocaleSchema, _locale: LocaleSchema });

/** A day photo of the plan editor: where the stored copy can be fetched (by its owner only). */
export const DietImageResponse = z.object({ url: z.string() });
export const DietImageParams = z.object({ file: z.string().max(64) });

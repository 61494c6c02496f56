import { z } from 'zod';
import { PAL_OPTIONS } from '../domain/energy';
import { PLAN_GOALS } from '../domain/plan/vocabulary';

/**
 * The alternative generator's weekly training templates (A §7 "GET training templates (locale, limit 3, goal,
 * activity)", issue 20 A7, AGEN-36). The templates are our own content (content/training-templates/); their
 * exercises are catalogue exercises, named in the asked language.
 */

export const TRAINING_TEMPLATE_LIMIT = { default: 3, min: 1, max: 12 } as const;
/** The activity a template suits, as a PAL (GQ-12): the generator's options span 1.2 to 1.9. */
export const TRAINING_ACTIVITY_RANGE = {
  min: Math.min(...PAL_OPTIONS),
  max: Math.max(...PAL_OPTIONS),
} as const;
export const TRAINING_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type TrainingLevel = (typeof TRAINING_LEVELS)[number];

/** A number in the query: given as a number (the web client) or as plain decimal text, nothing `Number()` would also read (hex, exponents). */
const QueryNumber = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d{1,3}(\.\d{1,4})?$/, 'invalidValue')
    .transform(Number),
]);

export const TrainingTemplatesQuery = z.object({
  locale: z.string().max(10).optional(),
  _locale: z.string().max(10).optional(),
  limit: QueryNumber.pipe(
    z
      .number()
      .int('invalidValue')
      .min(TRAINING_TEMPLATE_LIMIT.min, 'invalidValue')
      .max(TRAINING_TEMPLATE_LIMIT.max, 'invalidValue'),
  ).default(TRAINING_TEMPLATE_LIMIT.default),
  goal: z.enum(PLAN_GOALS, 'invalidValue'),
  /** The person's activity level (PAL). */
  activity: QueryNumber.pipe(
    z
      .number()
      .min(TRAINING_ACTIVITY_RANGE.min, 'invalidValue')
      .max(TRAINING_ACTIVITY_RANGE.max, 'invalidValue'),
  ),
});
export type TrainingTemplatesQuery = z.input<typeof TrainingTemplatesQuery>;

/** One exercise of a training day: minutes for steady work, or sets of reps (a range up to `repsMax`) or of a hold in `seconds`. */
export const TrainingExercise = z.object({
  /** The catalogue exercise's id (`GET /api/exercises/:id`). */
  exerciseId: z.number().int(),
  name: z.string(),
  minutes: z.number().int().optional(),
  sets: z.number().int().optional(),
  reps: z.number().int().optional(),
  repsMax: z.number().int().optional(),
  seconds: z.number().int().optional(),
});
export type TrainingExercise = z.infer<typeof TrainingExercise>;

export const TrainingTemplate = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  /** The goal asked for (a template may serve more than one). */
  goal: z.enum(PLAN_GOALS),
  level: z.enum(TRAINING_LEVELS),
  /** The activity levels (PAL) the template suits. */
  activity: z.object({ min: z.number(), max: z.number() }),
  sessionsPerWeek: z.number().int(),
  /** Training days only, by their place in the week (1–7); the days between are rest days. */
  days: z.array(
    z.object({
      day: z.number().int().min(1).max(7),
      exercises: z.array(TrainingExercise),
    }),
  ),
});
export type TrainingTemplate = z.infer<typeof TrainingTemplate>;

/**
 * AGEN-36: the templates for the goal whose activity range holds the activity first, then the nearest
 * ranges; at most `limit`.
 */
export const TrainingTemplatesResponse = z.object({ templates: z.array(TrainingTemplate) });
export type TrainingTemplatesResponse = z.infer<typeof TrainingTemplatesResponse>;

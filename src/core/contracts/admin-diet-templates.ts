import { z } from 'zod';
import { TEMPLATE_SCHEDULES } from '../domain/diet-template-diet';
import { DIET_TYPES, PLAN_GOALS } from '../domain/plan/vocabulary';
import { pageOf } from './common';
import { ALLERGEN_CODES } from './diet-plan';

/**
 * The shop's diet templates as admins make and edit them (issue 24 A2): the plan engine makes the days from
 * chosen parameters; an admin then changes meal by meal (another recipe, more or less of it) and every number
 * — each day's kcal and macros, the averages, the allergens — is recomputed on the server, never typed.
 */
export const ADMIN_TEMPLATES_PER_PAGE = 20;
export const TEMPLATE_DAY_COUNTS = [7, 14, 28] as const;
export const TEMPLATE_MEAL_COUNTS = [3, 4, 5] as const;
/** A meal's amount may be scaled between half and four times the recipe's portion. */
export const MEAL_GRAMS_RANGE = { min: 1, max: 3000 } as const;

const pageNumber = z.coerce
  .number('invalidValue')
  .int('invalidValue')
  .min(1, 'invalidValue')
  .max(10_000, 'invalidValue')
  .default(1);

export const AdminTemplatesQuery = z.object({
  q: z.string('invalidValue').trim().max(200, 'invalidValue').optional(),
  page: pageNumber,
});
export type AdminTemplatesQuery = z.infer<typeof AdminTemplatesQuery>;

export const AdminTemplateIdParams = z.object({
  id: z.coerce
    .number('invalidValue')
    .int('invalidValue')
    .min(1, 'invalidValue')
    .max(2 ** 31 - 1, 'invalidValue'),
});

const DietTypeChoice = z.enum(['any', ...DIET_TYPES], { error: 'invalidValue' });

/** What the engine makes a template from. */
export const TemplateParameters = z.object({
  dietType: DietTypeChoice,
  goal: z.enum(PLAN_GOALS, { error: 'invalidValue' }),
  kcal: z.coerce
    .number('invalidValue')
    .int('invalidValue')
    .min(1200, 'templateKcalRange')
    .max(4000, 'templateKcalRange'),
  days: z.coerce.number('invalidValue').pipe(z.literal(TEMPLATE_DAY_COUNTS, { error: 'invalidValue' })),
  mealsPerDay: z.coerce
    .number('invalidValue')
    .pipe(z.literal(TEMPLATE_MEAL_COUNTS, { error: 'invalidValue' })),
  excludeAllergens: z
    .array(z.enum(ALLERGEN_CODES, { error: 'invalidValue' }))
    .max(ALLERGEN_CODES.length)
    .default([]),
});
export type TemplateParameters = z.infer<typeof TemplateParameters>;

const MealFood = z.tuple([
  z.number('invalidValue').int('invalidValue').min(1, 'invalidValue'),
  z
    .number('invalidValue')
    .min(MEAL_GRAMS_RANGE.min, 'invalidValue')
    .max(MEAL_GRAMS_RANGE.max, 'invalidValue'),
]);
/** A meal as stored: its slot, its recipe and the recipe's foods in grams. */
export const TemplateMealInput = z.object({
  slot: z.enum(
    Object.values(TEMPLATE_SCHEDULES).flatMap((schedule) => schedule.map(([id]) => id)) as [
      string,
      ...string[],
    ],
    { error: 'invalidValue' },
  ),
  recipeId: z.number('invalidValue').int('invalidValue').min(1, 'invalidValue'),
  foods: z.array(MealFood).min(1, 'invalidValue').max(60, 'invalidValue'),
});
export type TemplateMealInput = z.infer<typeof TemplateMealInput>;
export const TemplatePlanInput = z
  .array(z.object({ meals: z.array(TemplateMealInput).min(1, 'invalidValue').max(5, 'invalidValue') }))
  .min(1, 'invalidValue')
  .max(28, 'invalidValue');
export type TemplatePlanInput = z.infer<typeof TemplatePlanInput>;

const Text = (max: number) =>
  z.string('templateTextRequired').trim().min(1, 'templateTextRequired').max(max, 'templateTextTooLong');
const Localized = (max: number) => z.object({ en: Text(max), de: Text(max), pl: Text(max) });
const Amount = z.object({
  regular: z
    .number('invalidValue')
    .int('invalidValue')
    .min(1, 'invalidValue')
    .max(10_000_000, 'invalidValue'),
  final: z.number('invalidValue').int('invalidValue').min(1, 'invalidValue').max(10_000_000, 'invalidValue'),
});
/** Prices in minor units per shop currency; null: the template is free. */
export const TemplatePrices = z.object({ PLN: Amount, EUR: Amount, USD: Amount }).nullable();

export const TemplateTexts = z.object({
  names: Localized(120),
  descriptions: Localized(2000),
});

export const TemplateSave = TemplateTexts.extend({
  prices: TemplatePrices,
  plan: TemplatePlanInput,
});
export type TemplateSave = z.infer<typeof TemplateSave>;

export const TemplateCreate = TemplateSave.extend({ parameters: TemplateParameters });
export type TemplateCreate = z.infer<typeof TemplateCreate>;

/** Numbers of a plan as the server computes them; the plan with the recipes' names in the caller's locale. */
export const TemplateMealView = z.object({
  slot: z.string(),
  time: z.string(),
  recipeId: z.number().int(),
  recipeName: z.string(),
  foods: z.array(z.tuple([z.number().int(), z.number()])),
  kcal: z.number(),
  protein: z.number(),
  fat: z.number(),
  carbs: z.number(),
});
export const TemplateDayView = z.object({
  meals: z.array(TemplateMealView),
  kcal: z.number(),
  protein: z.number(),
  fat: z.number(),
  carbs: z.number(),
});
export const TemplatePlanView = z.object({
  days: z.array(TemplateDayView),
  average: z.object({ kcal: z.number(), protein: z.number(), fat: z.number(), carbs: z.number() }),
  /** Every allergen the plan's recipes contain or may contain. */
  allergens: z.array(z.string()),
});
export type TemplatePlanView = z.infer<typeof TemplatePlanView>;

export const PreviewRequest = z.object({ parameters: TemplateParameters, plan: TemplatePlanInput });

export const AdminTemplateSummary = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  dietType: z.string(),
  goal: z.string(),
  targetKcal: z.number(),
  kcal: z.number(),
  days: z.number().int(),
  mealsPerDay: z.number().int(),
  free: z.boolean(),
  updatedAt: z.string(),
});
export const AdminTemplatesResponse = pageOf(AdminTemplateSummary);

export const AdminTemplateDetail = z.object({
  id: z.number().int(),
  key: z.string(),
  slug: z.string(),
  parameters: TemplateParameters,
  names: z.object({ en: z.string(), de: z.string(), pl: z.string() }),
  descriptions: z.object({ en: z.string(), de: z.string(), pl: z.string() }),
  prices: TemplatePrices,
  plan: TemplatePlanView,
  updatedAt: z.string(),
});
export type AdminTemplateDetail = z.infer<typeof AdminTemplateDetail>;

/** A recipe that may take a meal's place: it fits the template's diet and allergens, scaled to the meal's kcal. */
export const MealCandidatesQuery = z.object({
  dietType: DietTypeChoice,
  /** Comma-separated allergen codes. */
  excludeAllergens: z
    .string('invalidValue')
    .max(200, 'invalidValue')
    .default('')
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.enum(ALLERGEN_CODES, { error: 'invalidValue' }))),
  slot: TemplateMealInput.shape.slot,
  kcal: z.coerce.number('invalidValue').int('invalidValue').min(50, 'invalidValue').max(3000, 'invalidValue'),
  q: z.string('invalidValue').trim().max(100, 'invalidValue').optional(),
});
export const MealCandidate = z.object({
  recipeId: z.number().int(),
  name: z.string(),
  kcal: z.number(),
  foods: z.array(z.tuple([z.number().int(), z.number()])),
});
export const MealCandidatesResponse = z.object({ items: z.array(MealCandidate) });
export type MealCandidate = z.infer<typeof MealCandidate>;

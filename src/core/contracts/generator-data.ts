import { z } from 'zod';
import { SR28_NUTRIENT_COLUMNS } from '../domain/nutrient-columns';
import { MAX_EXERCISE_MINUTES } from '../domain/plan/limits';
import { SearchText } from './common';

/**
 * The personal generator's data loaders (PGEN-39..51, shapes in docs/decisions.md PGEN-40): the server answers
 * with these schemas (unknown fields are dropped on the way out) and the web app reads its types from them.
 */
export const NamedOption = z.object({ id: z.number(), find: z.string(), name: z.string() });
export type NamedOption = z.infer<typeof NamedOption>;

export const AllergensAnswer = z.object({ allergens: z.array(NamedOption) });
export const DietTypesAnswer = z.object({ dietTypes: z.array(NamedOption) });

export const NutrientOption = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  daily_men: z.number().nullable(),
  daily_woman: z.number().nullable(),
});
export type NutrientOption = z.infer<typeof NutrientOption>;
export const NutrientsAnswer = z.object({ nutrients: z.array(NutrientOption) });

export const CatalogueItem = z.object({
  id: z.number(),
  name: z.string(),
  unit: z.string().nullable(),
  tags: z.array(z.string()),
});
export type CatalogueItem = z.infer<typeof CatalogueItem>;
export const SupplementsAnswer = z.object({ supplements: z.array(CatalogueItem) });
export const MedicalProductsAnswer = z.object({ medicalProducts: z.array(CatalogueItem) });

const LoaderMeta = z.object({ total: z.number() });

export const GeneratorRecipe = z.object({
  id: z.number(),
  name: z.string(),
  instructions: z.string(),
  tags: z.array(z.string()),
  occasions: z.array(z.string()),
  dietTypes: z.array(NamedOption),
  dietType: z.string(),
  allergens: z.array(z.string()),
  mayContain: z.array(z.string()),
  portions: z.number(),
  calories: z.number(),
  protein: z.number(),
  fat: z.number(),
  carbs: z.number(),
  ingredients: z.array(z.object({ foodId: z.number(), quantity: z.number() })),
});
export const RecipesAnswer = z.object({ recipes: z.array(GeneratorRecipe), meta: LoaderMeta });

export const GeneratorExercise = z.object({
  id: z.number(),
  name: z.string(),
  mets: z.number(),
  /** kcal burned in an hour by the reference adult (70 kg). */
  kcalPerHour: z.number(),
  caloriesBurnedPerMinute: z.number(),
  group: z.string(),
  tags: z.array(z.string()),
  /** AGEN-41: optional; our catalogue's exercises name no allergens and suit every diet, so it leaves them out. */
  allergens: z.array(z.string()).optional(),
  diets: z.array(z.string()).optional(),
});
export type GeneratorExercise = z.infer<typeof GeneratorExercise>;

/** B §9: the 4-step generator's exercise picker pages 3–24 exercises; any other size falls back to 9 (AGEN-42). */
export const EXERCISE_PICKER_PAGE_SIZE = 9;
export const EXERCISE_PICKER_PAGE_SIZES = { min: 3, max: 24 } as const;
/** B §9: a picker card shows at most 5 tags; the picker's list is kept 60 s. */
export const EXERCISE_CARD_TAGS = 5;
export const EXERCISE_PICKER_STALE_MS = 60_000;
/** The most exercises the personal generator's editor loads in one call (no `page`). */
export const EXERCISE_LOADER_MAX = 1000;
const EXERCISE_FILTER_MAX_ITEMS = 30;
const EXERCISE_KCAL_MAX = 20_000;

/** AGEN-42, the same rule on both sides: an integer 3–24 is the page size, anything else is 9 (no clamping). */
export function exercisePickerPageSize(value: unknown): number {
  const size = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof size === 'number' &&
    Number.isInteger(size) &&
    size >= EXERCISE_PICKER_PAGE_SIZES.min &&
    size <= EXERCISE_PICKER_PAGE_SIZES.max
    ? size
    : EXERCISE_PICKER_PAGE_SIZE;
}

/** AGEN-43: a comma-separated input split, trimmed, blanks and repeats dropped. */
export function splitCommaList(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

const ExerciseCommaList = z
  .string()
  .max(2000)
  .transform(splitCommaList)
  .pipe(z.array(z.string().max(60)).max(EXERCISE_FILTER_MAX_ITEMS, 'invalidValue'))
  .optional();
const KcalBound = z.coerce.number().min(0).max(EXERCISE_KCAL_MAX).optional();

/**
 * GET api_diet_generator_exercises (B §7 "exercise picker list", AGEN-39). With `page` it answers one page of
 * the picker: `limit` is the page size, 3–24, anything else falls back to 9. Without `page` it is the personal
 * generator's loader as before: up to `limit` (1–1000, default 1000) exercises from the first.
 *
 * `kcalMin`/`kcalMax` (≥ 0, AGEN-44) bound the kcal burned in `duration` minutes when a duration is given,
 * else in an hour (the exercise's kcal/h), both for the reference adult of 70 kg; the bounds are inclusive.
 * `tags` keeps exercises with any of the tags (a tag as stored, "muscle:chest", or by its key, "chest"). Exercises carry no allergens and suit every diet, so
 * `allergens` and `diets` are checked and split like the other lists but leave every exercise in.
 */
export const ExercisesQuery = z
  .object({
    locale: z.string().max(10).optional(),
    _locale: z.string().max(10).optional(),
    page: z.coerce.number().int().min(1).max(10_000).optional(),
    /** A number; see above for the range in each mode. */
    limit: z.coerce.number().finite().optional(),
    search: SearchText.optional(),
    kcalMin: KcalBound,
    kcalMax: KcalBound,
    /** Minutes of exercise the kcal bounds refer to. */
    duration: z.coerce.number().int().min(1).max(MAX_EXERCISE_MINUTES).optional(),
    tags: ExerciseCommaList,
    allergens: ExerciseCommaList,
    diets: ExerciseCommaList,
    /** Comma-separated exercise ids (at most 50, the most a plan selects): only these exercises. */
    ids: z
      .string()
      .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, 'invalidValue')
      .transform((value) => [...new Set(value.split(',').map(Number))])
      .optional(),
  })
  .superRefine((query, context) => {
    const { page, limit, kcalMin, kcalMax } = query;
    if (page === undefined && limit !== undefined) {
      if (!Number.isInteger(limit) || limit < 1 || limit > EXERCISE_LOADER_MAX)
        context.addIssue({ code: 'custom', path: ['limit'], message: 'invalidValue' });
    }
    if (kcalMin !== undefined && kcalMax !== undefined && kcalMin > kcalMax)
      context.addIssue({ code: 'custom', path: ['kcalMax'], message: 'invalidValue' });
  });
export type ExercisesQueryInput = z.input<typeof ExercisesQuery>;
export type ExercisesQuery = z.output<typeof ExercisesQuery>;

/** The page a query asks for: the picker's (with `page`) or the whole list as the editor loads it. */
export function exercisesWindow(query: Pick<ExercisesQuery, 'page' | 'limit'>): {
  page: number;
  limit: number;
} {
  return query.page === undefined
    ? { page: 1, limit: query.limit ?? EXERCISE_LOADER_MAX }
    : { page: query.page, limit: exercisePickerPageSize(query.limit) };
}

export const ExercisesMeta = z.object({
  /** All exercises the filters match. */
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  /** ceil(total / limit): 0 when nothing matches. */
  pages: z.number(),
});
export const ExercisesAnswer = z.object({ items: z.array(GeneratorExercise), meta: ExercisesMeta });
export type ExercisesAnswer = z.infer<typeof ExercisesAnswer>;

export const GeneratorFood = z.object({
  id: z.number(),
  name: z.string(),
  calories: z.number(),
  protein: z.number(),
  fat: z.number(),
  carbs: z.number(),
  /** Ids of the allergens it contains or may contain. */
  allergenIds: z.array(z.number()),
  tags: z.array(z.string()),
  groupId: z.number().nullable(),
  /** The food group's name in the asked language. */
  groupName: z.string(),
  /** Per 100 g, only for the nutrient codes asked for. */
  nutrients: z.record(z.string(), z.number()).optional(),
});
export type GeneratorFood = z.infer<typeof GeneratorFood>;
export const FoodsAnswer = z.object({ foods: z.array(GeneratorFood), meta: LoaderMeta });

/** The query every loader accepts; each loader reads the fields it needs. */
export const LoaderQuery = z.object({
  locale: z.string().max(10).optional(),
  _locale: z.string().max(10).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  search: z.string().trim().max(100).optional(),
  dietType: z.string().max(20).optional(),
  /** Comma-separated food ids (foods loader). */
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,199}$/, 'invalidValue')
    .transform((value) => value.split(',').map(Number))
    .optional(),
  /** Comma-separated nutrient codes to add per 100 g (foods loader), e.g. `fiber_g,vit_c_mg`. */
  nutrients: z
    .string()
    .max(2000)
    .transform((value) => value.split(',').filter(Boolean))
    .refine(
      (codes) => codes.every((code) => (SR28_NUTRIENT_COLUMNS as readonly string[]).includes(code)),
      'invalidValue',
    )
    .optional(),
});

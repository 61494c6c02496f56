import { z } from 'zod';
import { CATALOGUE_SORTS, DEFAULT_PAGE_SIZE, MAX_SEARCH_TEXT, PAGE_SIZES } from './catalogue-options';
import { LocaleSchema, RecordId } from './common';

export { CATALOGUE_SORTS, DEFAULT_PAGE_SIZE, MAX_SEARCH_TEXT, PAGE_SIZES };
export type { CatalogueSort } from './catalogue-options';
const MAX_LIST_ITEMS = 50;

/**
 * A filter list: an array or a comma-separated string (B §5: split, trimmed, blanks dropped).
 * Values that name no option match nothing and are dropped by the server.
 */
export const FilterList = z
  .union([z.string().max(2000), z.array(z.union([z.string().max(100), z.number()])).max(MAX_LIST_ITEMS)])
  .optional()
  .transform((value) =>
    (typeof value === 'string' ? value.split(',') : (value ?? []).map(String))
      .map((item) => item.trim())
      .filter((item) => item !== '')
      .slice(0, MAX_LIST_ITEMS),
  );

/** Unknown sorts, sizes and pages fall back to the defaults (documented) instead of failing. */
export const CatalogueBase = z.object({
  text: z
    .string()
    .max(MAX_SEARCH_TEXT, 'searchTextTooLong')
    .optional()
    .transform((t) => (t ?? '').trim()),
  sort: z.enum(CATALOGUE_SORTS).catch('id_desc').default('id_desc'),
  perPage: z.coerce
    .number()
    .pipe(z.union(PAGE_SIZES.map((n) => z.literal(n))))
    .catch(DEFAULT_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE),
  page: z.coerce.number().int().min(1).catch(1).default(1),
  _locale: LocaleSchema,
});

const Flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', ''])])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === true || v === '1' || v === 'true'));

/** B §3: the filter state foods and recipes share. */
export const FoodSearchRequest = CatalogueBase.extend({
  tags: FilterList,
  type: FilterList,
  occasion: FilterList,
  allergenExclude: FilterList,
  nutrientInclude: FilterList,
  nutrientExclude: FilterList,
});
export type FoodSearchRequest = z.infer<typeof FoodSearchRequest>;

export const RecipeSearchRequest = FoodSearchRequest.extend({
  preparationTime: FilterList,
  portion: FilterList,
  hard: Flag,
});
export type RecipeSearchRequest = z.infer<typeof RecipeSearchRequest>;

export const ExerciseSearchRequest = CatalogueBase.extend({
  tags: FilterList,
  type: FilterList,
  goal: FilterList,
  group: FilterList,
  metsMin: FilterList,
  metsMax: FilterList,
  kcalMin: FilterList,
  kcalMax: FilterList,
});
export type ExerciseSearchRequest = z.infer<typeof ExerciseSearchRequest>;

/** `?page=N` wins over the body's page (ARCHITECTURE §7). */
export const PageQuery = z.object({ page: z.coerce.number().int().min(1).optional().catch(undefined) });

export const LocaleQuery = z.object({ _locale: LocaleSchema, locale: z.string().optional() });
export const IdParams = z.object({ id: RecordId });

export const Option = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof Option>;

export function searchPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    perPage: z.number().int(),
    page: z.number().int(),
    totalPages: z.number().int(),
    hasMore: z.boolean(),
  });
}

const Nutrient = z.object({
  code: z.string(),
  label: z.string(),
  unit: z.string(),
  amount: z.number().nullable(),
});

export const RecipeCard = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  description: z.string(),
  time: z.number(),
  hard: z.boolean(),
  kcalPortion: z.number().nullable(),
  tags: z.array(Option),
  types: z.array(Option),
  occasions: z.array(Option),
  /** Allergens it is made with. */
  allergens: z.array(Option),
  /** Allergens it may contain (an ingredient's composition varies or is unknown); excluding one excludes both. */
  mayContain: z.array(Option),
  foods: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type RecipeCard = z.infer<typeof RecipeCard>;

export const RecipeDetail = RecipeCard.extend({
  /** What the cover shows, for screen readers (the heaviest ingredients on the plate). */
  imageAlt: z.string(),
  portions: z.number(),
  cuisine: Option,
  dietType: Option,
  instructions: z.array(z.string()),
  ingredients: z.array(
    z.object({
      foodId: z.number(),
      name: z.string(),
      grams: z.number(),
      measure: z.object({ amount: z.number(), unit: z.string() }).nullable(),
    }),
  ),
  nutritionPerPortion: z.array(Nutrient),
  nutritionPer100g: z.array(Nutrient),
});
export type RecipeDetail = z.infer<typeof RecipeDetail>;

export const FoodCard = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  nameTranslated: z.boolean(),
  tags: z.array(Option),
  types: z.array(Option),
  occasions: z.array(Option),
  allergens: z.array(Option),
  mayContain: z.array(Option),
  /** Composite or branded food: SR28 has no ingredient list, so its allergens come from its description. */
  allergensFromDescription: z.boolean(),
  nutrients_assigned: z.array(Option),
  kcal: z.number().nullable(),
});
export type FoodCard = z.infer<typeof FoodCard>;

export const FoodDetail = FoodCard.extend({
  nutrients: z.array(Nutrient),
  portions: z.array(z.object({ amount: z.number(), unit: z.string(), grams: z.number() })),
  source: z.object({ dataset: z.string(), id: z.string(), description: z.string() }),
});
export type FoodDetail = z.infer<typeof FoodDetail>;

export const ExerciseCard = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  tags: z.array(Option),
  type: Option,
  group: Option,
  goals: z.array(Option),
  kcal_hour: z.number(),
  mets: z.number(),
  level: Option,
  language: z.string(),
});
export type ExerciseCard = z.infer<typeof ExerciseCard>;

export const ExerciseDetail = ExerciseCard.extend({
  images: z.array(z.string()),
  instructions: z.array(z.string()),
  instructionsTranslated: z.boolean(),
  primaryMuscles: z.array(Option),
  secondaryMuscles: z.array(Option),
  equipment: Option,
  force: Option.nullable(),
  mechanic: Option.nullable(),
});
export type ExerciseDetail = z.infer<typeof ExerciseDetail>;

export const FilterGroups = z.record(z.string(), z.array(Option));
export type FilterGroups = z.infer<typeof FilterGroups>;

import { z } from 'zod';
import { SR28_NUTRIENT_COLUMNS } from '../domain/nutrient-columns';

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
  kcalPerHour: z.number(),
  caloriesBurnedPerMinute: z.number(),
  group: z.string(),
  tags: z.array(z.string()),
});
export type GeneratorExercise = z.infer<typeof GeneratorExercise>;
export const ExercisesAnswer = z.object({ items: z.array(GeneratorExercise), meta: LoaderMeta });

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

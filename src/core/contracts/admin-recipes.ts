import { z } from 'zod';
import {
  CUISINES,
  RECIPE_AUTHOR_TAGS,
  RECIPE_CATEGORIES,
  RECIPE_OCCASIONS,
} from '../domain/reference-vocabulary';
import { Option } from './catalogue';
import { pageOf, RecordId } from './common';

/**
 * Recipe editing for admins (issue 24 A2): a list, one recipe as editable, a food lookup for the ingredient
 * picker, a nutrition preview and saving. The server computes every figure (nutrients, allergens, diet type,
 * facets, search document) from the ingredients; nutrition is never sent by the browser. Recipes are never
 * deleted: saved diets use them.
 */
export const ADMIN_RECIPES_PER_PAGE = 20;
export const ADMIN_RECIPE_SORTS = ['name', 'updated'] as const;
export const RECIPE_GRAMS_MIN = 0.1;
export const RECIPE_GRAMS_MAX = 5000;
export const RECIPE_MAX_INGREDIENTS = 30;
export const RECIPE_MAX_STEPS = 20;

export const AdminRecipesQuery = z.object({
  /** Part of a name in any of the three languages. */
  q: z.string('invalidValue').trim().max(200, 'searchTextTooLong').optional(),
  sort: z.enum(ADMIN_RECIPE_SORTS, { error: 'invalidValue' }).default('name'),
  page: z.coerce
    .number('invalidValue')
    .int('invalidValue')
    .min(1, 'invalidValue')
    .max(10_000, 'invalidValue')
    .default(1),
  _locale: z.string().max(10, 'invalidValue').optional(),
});
export type AdminRecipesQuery = z.infer<typeof AdminRecipesQuery>;

export const AdminRecipeIdParams = z.object({ id: RecordId });

const Localized = z.object({ pl: z.string(), de: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof Localized>;

export const AdminRecipeSummary = z.object({
  id: z.number().int(),
  /** The record's origin (`nutrio`, `admin`) and its id there, kept by every edit. */
  source: z.string(),
  sourceId: z.string(),
  name: Localized,
  /** The public page's slug in the caller's language. */
  slug: z.string(),
  kcalPerPortion: z.number().nullable(),
  updatedAt: z.string(),
});
export type AdminRecipeSummary = z.infer<typeof AdminRecipeSummary>;

export const AdminRecipesResponse = pageOf(AdminRecipeSummary);
export type AdminRecipesResponse = z.infer<typeof AdminRecipesResponse>;

/** A household measure of a food (SR28's portions): `amount` × `unit` weighs `grams`. */
export const FoodPortion = z.object({
  seq: z.number().int(),
  amount: z.number(),
  /** The unit in the caller's language (SR28's English where no translation exists). */
  unit: z.string(),
  grams: z.number(),
});
export type FoodPortion = z.infer<typeof FoodPortion>;

export const AdminRecipeFood = z.object({
  id: z.number().int(),
  name: z.string(),
  allergens: z.array(Option),
  mayContain: z.array(Option),
  portions: z.array(FoodPortion),
});
export type AdminRecipeFood = z.infer<typeof AdminRecipeFood>;

export const AdminRecipeFoodsQuery = z.object({
  q: z.string('invalidValue').trim().max(200, 'searchTextTooLong').default(''),
  _locale: z.string().max(10, 'invalidValue').optional(),
});
export type AdminRecipeFoodsQuery = z.infer<typeof AdminRecipeFoodsQuery>;

export const AdminRecipeFoodsResponse = z.object({ items: z.array(AdminRecipeFood) });
export type AdminRecipeFoodsResponse = z.infer<typeof AdminRecipeFoodsResponse>;

/**
 * One ingredient as an admin enters it: `amount` grams (`portion` null), or `amount` × the food's household
 * measure `portion` (its `seq`), whose grams the server computes from the measure's weight.
 */
export const RecipeIngredientInput = z.object({
  foodId: z.number('recipeFoodUnknown').int('recipeFoodUnknown').positive('recipeFoodUnknown'),
  amount: z.number('recipeAmountInvalid').positive('recipeAmountInvalid').max(5000, 'recipeGramsRange'),
  portion: z.number('invalidValue').int('invalidValue').positive('invalidValue').nullable().default(null),
});
export type RecipeIngredientInput = z.input<typeof RecipeIngredientInput>;

/** Grams given directly must lie in 0.1–5000 (a pinch of a spice weighs half a gram); a measure's grams are checked by the server once it knows the weight. */
const Ingredients = z
  .array(RecipeIngredientInput, 'recipeIngredientsRequired')
  .min(1, 'recipeIngredientsRequired')
  .max(RECIPE_MAX_INGREDIENTS, 'recipeTooManyIngredients')
  .superRefine((items, ctx) => {
    items.forEach((item, index) => {
      if (item.portion === null && (item.amount < RECIPE_GRAMS_MIN || item.amount > RECIPE_GRAMS_MAX))
        ctx.addIssue({ code: 'custom', path: [index, 'amount'], message: 'recipeGramsRange' });
    });
  });

const Portions = z
  .number('recipePortionsRange')
  .int('recipePortionsRange')
  .min(1, 'recipePortionsRange')
  .max(12, 'recipePortionsRange');

export const RecipeNutritionRequest = z.object({
  portions: Portions,
  ingredients: Ingredients,
  _locale: z.string().max(10, 'invalidValue').optional(),
});
export type RecipeNutritionRequest = z.input<typeof RecipeNutritionRequest>;

export const Macros = z.object({
  kcal: z.number().nullable(),
  protein: z.number().nullable(),
  carbohydrates: z.number().nullable(),
  fat: z.number().nullable(),
});
export type Macros = z.infer<typeof Macros>;

export const RecipeNutrition = z.object({
  perPortion: Macros,
  per100g: Macros,
  totalGrams: z.number(),
  /** Each ingredient's grams in order, household measures worked out. */
  grams: z.array(z.number()),
  allergens: z.array(Option),
  mayContain: z.array(Option),
  dietType: Option,
});
export type RecipeNutrition = z.infer<typeof RecipeNutrition>;

const name = z.string('recipeNameRequired').trim().min(2, 'recipeNameRequired').max(120, 'recipeNameTooLong');
const description = z
  .string('recipeDescriptionRequired')
  .trim()
  .min(2, 'recipeDescriptionRequired')
  .max(2000, 'recipeTextTooLong');
const step = z.string('invalidValue').trim().max(1000, 'recipeTextTooLong');
const Steps = z
  .array(step, 'recipeInstructionsRequired')
  .max(RECIPE_MAX_STEPS, 'recipeTooManySteps')
  .transform((steps) => steps.filter((s) => s !== ''))
  .pipe(z.array(z.string()).min(1, 'recipeInstructionsRequired'));

export const AdminRecipeInput = z.object({
  name: z.object({ pl: name, de: name, en: name }),
  description: z.object({ pl: description, de: description, en: description }),
  instructions: z.object({ pl: Steps, de: Steps, en: Steps }),
  portions: Portions,
  prepTimeMin: z
    .number('recipePrepTimeRange')
    .int('recipePrepTimeRange')
    .min(1, 'recipePrepTimeRange')
    .max(600, 'recipePrepTimeRange'),
  hard: z.boolean('invalidValue'),
  cuisine: z.enum(CUISINES, { error: 'invalidValue' }),
  occasions: z
    .array(z.enum(RECIPE_OCCASIONS, { error: 'invalidValue' }), 'recipeOccasionRequired')
    .min(1, 'recipeOccasionRequired'),
  categories: z
    .array(z.enum(RECIPE_CATEGORIES, { error: 'invalidValue' }), 'recipeCategoryRequired')
    .min(1, 'recipeCategoryRequired'),
  tags: z.array(z.enum(RECIPE_AUTHOR_TAGS, { error: 'invalidValue' })).default([]),
  ingredients: Ingredients,
});
export type AdminRecipeInput = z.input<typeof AdminRecipeInput>;
export type AdminRecipeData = z.output<typeof AdminRecipeInput>;

export const AdminRecipeIngredient = z.object({
  foodId: z.number().int(),
  amount: z.number(),
  portion: z.number().int().nullable(),
  grams: z.number(),
  food: AdminRecipeFood,
});
export type AdminRecipeIngredient = z.infer<typeof AdminRecipeIngredient>;

export const AdminRecipe = z.object({
  id: z.number().int(),
  source: z.string(),
  sourceId: z.string(),
  updatedAt: z.string(),
  slug: Localized,
  name: Localized,
  description: Localized,
  instructions: z.object({ pl: z.array(z.string()), de: z.array(z.string()), en: z.array(z.string()) }),
  portions: z.number().int(),
  prepTimeMin: z.number().int(),
  hard: z.boolean(),
  cuisine: z.enum(CUISINES),
  occasions: z.array(z.enum(RECIPE_OCCASIONS)),
  categories: z.array(z.enum(RECIPE_CATEGORIES)),
  tags: z.array(z.enum(RECIPE_AUTHOR_TAGS)),
  ingredients: z.array(AdminRecipeIngredient),
  nutrition: RecipeNutrition,
});
export type AdminRecipe = z.infer<typeof AdminRecipe>;

import { z } from 'zod';
import { DIET_TYPES } from '../domain/plan/vocabulary';
import { SearchText } from './common';
import { ALLERGEN_CODES } from './diet-plan';
import { NamedOption } from './generator-data';

/**
 * The alternative (4-step) generator's recipe calls (issue 20 A3, A5; A §7, B §7): the hybrid recipes the
 * plan is made from, and the replacement search behind a meal's "replace" picker.
 */

/** A §9: the generator loads at most 36 recipes. */
export const HYBRID_RECIPE_LIMIT = 36;
/** B §9: the replacement search's page size, and what a card shows of a recipe. */
export const REPLACEMENT_PAGE_SIZE = 12;
export const REPLACEMENT_MAX_PAGE_SIZE = 36;
export const REPLACEMENT_CARD_INGREDIENTS = 4;
export const REPLACEMENT_CARD_TAGS = 4;
export const REPLACEMENT_MAX_TAGS = 5;
/** Diet type codes a filter may name: the preferences plus "any" (content/diet-types.json). */
export const REPLACEMENT_DIETS = ['any', ...DIET_TYPES] as const;

const Locale = z.string().max(10).optional();

/**
 * A comma-separated list, split, trimmed and without blanks or repeats (B §5); with `allowed`, a value outside
 * it fails the whole field (the error names the field, not an item of it).
 */
const commaList = (maxItems: number, allowed?: readonly string[], message = 'invalidValue') =>
  z
    .string()
    .max(2000)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().max(60))
        .max(maxItems, message)
        .refine((items) => !allowed || items.every((item) => allowed.includes(item)), message),
    )
    .optional();

/**
 * Our allergen keys only: an unknown key is an error, never silently dropped (a dropped allergen would call
 * a recipe safe for someone it is not safe for).
 */
const AllergenList = commaList(ALLERGEN_CODES.length, ALLERGEN_CODES, 'allergenUnknown');

export const HybridRecipesQuery = z.object({
  locale: Locale,
  _locale: Locale,
  limit: z.coerce.number().int().min(1).max(HYBRID_RECIPE_LIMIT).default(HYBRID_RECIPE_LIMIT),
  preference: z.enum(DIET_TYPES).optional(),
  allergens: AllergenList,
});
export type HybridRecipesQuery = z.input<typeof HybridRecipesQuery>;

export const HybridRecipe = z.object({
  id: z.number(),
  name: z.string(),
  tags: z.array(z.string()),
  /** The allergens it contains (`find` is our allergen key). */
  allergens: z.array(NamedOption),
  /** The allergens it may contain (traces, inherited from its ingredients). */
  mayContain: z.array(NamedOption),
  /** The recipe's diet class: vegan, vegetarian, fish or meat. */
  dietType: z.string(),
  caloriesPerPortion: z.number(),
  portions: z.number(),
  /** Grams per portion, in the recipe's order. */
  ingredients: z.array(z.object({ foodId: z.number(), name: z.string(), quantity: z.number() })),
});
export type HybridRecipe = z.infer<typeof HybridRecipe>;

export const HybridRecipesAnswer = z.object({
  recipes: z.array(HybridRecipe),
  meta: z.object({
    /** All recipes the selection allows (the answer holds at most `limit` of them). */
    total: z.number(),
    limit: z.number(),
    preference: z.enum(DIET_TYPES).nullable(),
  }),
});
export type HybridRecipesAnswer = z.infer<typeof HybridRecipesAnswer>;

export const ReplacementSearchQuery = z.object({
  locale: Locale,
  _locale: Locale,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(REPLACEMENT_MAX_PAGE_SIZE).default(REPLACEMENT_PAGE_SIZE),
  search: SearchText.optional(),
  /** Recipes for exactly this many portions. */
  portions: z.coerce.number().int().min(1).max(100).optional(),
  /** At most this many minutes of preparation. */
  time: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .optional(),
  /** Recipes with any of these tags. */
  tags: commaList(REPLACEMENT_MAX_TAGS),
  /** Recipes containing or maybe containing any of these are left out. */
  allergens: AllergenList,
  /** Recipes that fit any of these diets. */
  diets: commaList(REPLACEMENT_DIETS.length, REPLACEMENT_DIETS),
  /** The recipe being replaced: never offered, nor counted. */
  exclude: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type ReplacementSearchQuery = z.input<typeof ReplacementSearchQuery>;

export const ReplacementRecipe = z.object({
  id: z.number(),
  name: z.string(),
  caloriesPerPortion: z.number(),
  portions: z.number(),
  timeMinutes: z.number(),
  image: z.string().nullable(),
  /** The first ingredients' names (at most 4) and how many the recipe has. */
  ingredients: z.array(z.string()).max(REPLACEMENT_CARD_INGREDIENTS),
  ingredientCount: z.number(),
  /** The first tags (at most 4): `value` for a filter, `label` in the asked language. */
  tags: z.array(z.object({ value: z.string(), label: z.string() })).max(REPLACEMENT_CARD_TAGS),
});
export type ReplacementRecipe = z.infer<typeof ReplacementRecipe>;

export const ReplacementSearchAnswer = z.object({
  items: z.array(ReplacementRecipe),
  meta: z.object({ page: z.number(), pageSize: z.number(), total: z.number(), pages: z.number() }),
});
export type ReplacementSearchAnswer = z.infer<typeof ReplacementSearchAnswer>;

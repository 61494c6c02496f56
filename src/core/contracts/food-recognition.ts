import { z } from 'zod';
import { LOCALES } from '../i18n/locales';

/**
 * Photo to kcal (issue 22; A §2 "Image-to-kcal", §3, §7 "Food recognition", §8, §9; DECISIONS IMG-11, IMG-19,
 * IMG-24, IMG-31). The photo is sent raw (image/jpeg, image/png or image/webp) to the recognise call; the server
 * reads it by content.
 */

/** IMG-16: the weights the spec names, in grams, by the recognised food's kind. */
export const ESTIMATED_WEIGHTS_G = {
  apple: 150,
  banana: 120,
  orange: 180,
  sandwich: 200,
  pizza: 300,
  burger: 250,
  salad: 150,
  bread: 100,
  cake: 120,
  cookie: 25,
} as const;
export type WeightedKind = keyof typeof ESTIMATED_WEIGHTS_G;

/** IMG-17: any other food, 100 g per MB of the photo, clamped to 50–400 g. */
export const GRAMS_PER_MB = 100;
export const MIN_ESTIMATED_G = 50;
export const MAX_ESTIMATED_G = 400;

/** IMG-16, IMG-17: the estimated weight of a recognised food (whole grams). */
export function estimatedWeight(kind: string | null, imageBytes: number): number {
  if (kind !== null && Object.hasOwn(ESTIMATED_WEIGHTS_G, kind))
    return ESTIMATED_WEIGHTS_G[kind as WeightedKind];
  const grams = Math.round((imageBytes / (1024 * 1024)) * GRAMS_PER_MB);
  return Math.min(MAX_ESTIMATED_G, Math.max(MIN_ESTIMATED_G, grams));
}

/** IMG-13: the remote model is asked at most 3 times, 1500 ms apart unless it says how long to wait. */
export const MODEL_TRIES = 3;
export const MODEL_RETRY_DELAY_MS = 1500;
/** How many recognitions an answer lists, best first. */
export const TOP_RECOGNITIONS = 5;

/** IMG-21: a food's nutrition for a weight: sodium in mg, the rest in g, energy in kcal. */
export const FoodNutrition = z.object({
  calories: z.number(),
  protein: z.number(),
  carbohydrates: z.number(),
  fat: z.number(),
  fiber: z.number(),
  sugar: z.number(),
  sodium: z.number(),
  weight: z.number(),
});
export type FoodNutrition = z.infer<typeof FoodNutrition>;

/**
 * IMG-15: one recognition, best first. `name` is the matched food's name in the asked language (or the
 * model's label translated when nothing matched, `foodId` null). `per100g` lets the page estimate nutrition
 * when the lookup fails (IMG-23, IMG-24): the food's own values, or its category's median.
 */
export const Recognition = z.object({
  id: z.string(),
  name: z.string(),
  confidence: z.number().min(0).max(1),
  estimatedWeight: z.number().int(),
  category: z.string(),
  foodId: z.number().int().nullable(),
  per100g: FoodNutrition.omit({ weight: true }),
});
export type Recognition = z.infer<typeof Recognition>;

export const RecognizeResponse = z.object({
  recognitions: z.array(Recognition).min(1),
  /** Which recogniser answered (DECISIONS IMG-11). */
  model: z.enum(['embedded', 'remote']),
});
export type RecognizeResponse = z.infer<typeof RecognizeResponse>;

/** IMG-18, IMG-19: foods of our table by name in a language, best match first. */
export const FoodRecognitionSearchRequest = z.object({
  query: z.string('invalidValue').trim().min(1, 'invalidValue').max(100, 'invalidValue'),
  language: z.enum(LOCALES, 'invalidValue'),
});
export const FoodRecognitionSearchResponse = z.object({
  results: z.array(
    z.object({
      foodId: z.number().int(),
      name: z.string(),
      category: z.string(),
      per100g: FoodNutrition.omit({ weight: true }),
    }),
  ),
});
export type FoodRecognitionSearchResponse = z.infer<typeof FoodRecognitionSearchResponse>;

/** IMG-20: a food's nutrition for a weight in grams (1–2,000). */
export const FoodNutritionRequest = z.object({
  foodId: z.number('invalidValue').int('invalidValue').positive('invalidValue'),
  weight: z.number('invalidValue').min(1, 'invalidValue').max(2000, 'invalidValue'),
  language: z.enum(LOCALES, 'invalidValue').optional(),
});
export const FoodNutritionResponse = z.object({
  success: z.literal(true),
  food: z.object({ id: z.number().int(), name: z.string(), nutrition: FoodNutrition }),
});
export type FoodNutritionResponse = z.infer<typeof FoodNutritionResponse>;

/** IMG-31: one saved analysis in localStorage `food_analyses` (newest first, at most 50: IMG-32). */
export const FOOD_ANALYSES_KEY = 'food_analyses';
export const MAX_FOOD_ANALYSES = 50;
export const FoodAnalysis = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** A small JPEG data URL. */
  imageThumb: z.string(),
  recognitions: z.array(Recognition),
  nutrition: FoodNutrition.extend({ estimate: z.boolean() }),
  weight: z.number(),
});
export type FoodAnalysis = z.infer<typeof FoodAnalysis>;

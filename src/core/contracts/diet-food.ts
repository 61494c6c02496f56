import { z } from 'zod';
import { TIME_OF_DAY } from '../domain/plan/limits';
import { IsoDate } from './diet-plan';

/** The grams one add may carry (the photo tool's weight slider stays within them). */
export const DIET_FOOD_GRAMS = { min: 1, max: 2000 } as const;

/**
 * "Add to today in my diet plan" (issue 22 A5): a food, with its weight, into a meal of today's day of the
 * signed-in user's current diet.
 *
 * - `date`: the client's own calendar day. The server's local date is used when it is absent; when present it
 *   must lie within one day of the server's, so a user in another time zone reaches their today.
 * - `time`: the client's clock (HH:MM), used with `date` to pick the meal; the server's local time otherwise.
 * - `scheduleItemId`: the meal to add to; else the meal whose time is the latest not after now, else the
 *   first meal of the day.
 */
export const AddDietFoodRequest = z.object({
  foodId: z.number().int().positive().max(2_147_483_647),
  grams: z
    .number('dietFoodGramsRange')
    .int('dietFoodGramsRange')
    .min(DIET_FOOD_GRAMS.min, 'dietFoodGramsRange')
    .max(DIET_FOOD_GRAMS.max, 'dietFoodGramsRange'),
  scheduleItemId: z.string().trim().min(1).max(64).optional(),
  date: IsoDate.optional(),
  time: z.string().regex(TIME_OF_DAY, 'timeInvalid').optional(),
});
export type AddDietFoodRequest = z.input<typeof AddDietFoodRequest>;
export type AddDietFoodInput = z.output<typeof AddDietFoodRequest>;

/** Where the food went, and the diet's new revision. */
export const AddDietFoodResponse = z.object({
  dietId: z.number(),
  date: z.string(),
  scheduleItemId: z.string(),
  /** The meal's own label as the user named it; empty when it has none (the client then names it by time). */
  mealLabel: z.string(),
  /** The meal's time (HH:MM); null when the schedule no longer holds the meal's item. */
  mealTime: z.string().nullable(),
  /** The food's grams in that meal now (more than `grams` when it was there already). */
  quantity: z.number(),
  version: z.number(),
});
export type AddDietFoodResponse = z.infer<typeof AddDietFoodResponse>;

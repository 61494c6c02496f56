import { z } from 'zod';
import { DIET_CLASSES } from './diet-class';
import {
  CUISINES,
  RECIPE_AUTHOR_TAGS,
  RECIPE_CATEGORIES,
  RECIPE_OCCASIONS,
} from '../../../core/domain/reference-vocabulary';
export {
  CUISINES,
  RECIPE_AUTHOR_TAGS,
  RECIPE_CATEGORIES,
  RECIPE_OCCASIONS,
} from '../../../core/domain/reference-vocabulary';

const text = z.string().trim().min(2).max(2000);
const Localized = z.object({ pl: text, de: text, en: text }).strict();
const Steps = z.array(z.string().trim().min(3).max(1000)).min(2).max(20);

export const RecipeIngredient = z
  .object({
    ndbNo: z.string().regex(/^\d{5}$/, 'ndbNo must be the 5-digit SR28 number'),
    grams: z.number().positive().max(5000),
    /** Optional household measure shown next to the grams, e.g. { amount: 2, unit: "tbsp" }. */
    measure: z
      .object({ amount: z.number().positive().max(100), unit: z.string().min(1).max(40) })
      .strict()
      .optional(),
  })
  .strict();

export const RecipeContent = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be kebab-case ASCII')
      .max(80),
    name: z
      .object({
        pl: z.string().min(2).max(120),
        de: z.string().min(2).max(120),
        en: z.string().min(2).max(120),
      })
      .strict(),
    description: Localized,
    instructions: z.object({ pl: Steps, de: Steps, en: Steps }).strict(),
    portions: z.number().int().min(1).max(12),
    prepTimeMin: z.number().int().min(1).max(600),
    hard: z.boolean(),
    cuisine: z.enum(CUISINES),
    occasions: z.array(z.enum(RECIPE_OCCASIONS)).min(1),
    categories: z.array(z.enum(RECIPE_CATEGORIES)).min(1),
    dietType: z.enum(DIET_CLASSES),
    tags: z.array(z.enum(RECIPE_AUTHOR_TAGS)).default([]),
    ingredients: z.array(RecipeIngredient).min(2).max(30),
  })
  .strict()
  .superRefine((recipe, ctx) => {
    for (const lang of ['pl', 'de', 'en'] as const) {
      if (recipe.instructions[lang].length !== recipe.instructions.en.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['instructions', lang],
          message: 'every language needs the same number of steps',
        });
      }
    }
  });
export type RecipeContent = z.infer<typeof RecipeContent>;

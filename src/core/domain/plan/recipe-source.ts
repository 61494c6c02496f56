/**
 * PGEN-47: recipes reach the generator in more than one shape (B §3): energy as `calories` or `kcalPortion`,
 * macros as `protein`/`fat`/`carbs` or `btwPortion` (Polish białko, tłuszcze, węglowodany: `{b, t, w}` or
 * `[b, t, w]`), ingredients as `ingredients` ({foodId, quantity} in grams per portion) or `foods` (an input
 * weight with its unit). One normaliser turns every variant into the generator's recipe; a recipe it cannot
 * read is left out rather than guessed.
 */
import { z } from 'zod';

export interface SourceRecipe {
  id: number;
  name: string;
  occasions: string[];
  dietType: string;
  allergens: string[];
  /** Allergens the recipe may contain; an excluded allergen excludes these too. */
  mayContain: string[];
  portions: number;
  calories: number;
  protein: number | null;
  fat: number | null;
  carbs: number | null;
  /** Grams per portion. */
  ingredients: Array<{ foodId: number; quantity: number }>;
}

/** Grams in one of each unit a source may give an ingredient in (ml counted as grams, as for water). */
export const GRAMS_PER_UNIT: Readonly<Record<string, number>> = {
  g: 1,
  dag: 10,
  kg: 1000,
  mg: 0.001,
  ml: 1,
  l: 1000,
};

const amount = z.number().finite().nonnegative();
const Macros = z.union([
  z.object({ b: amount, t: amount, w: amount }),
  z.tuple([amount, amount, amount]).transform(([b, t, w]) => ({ b, t, w })),
]);
const SourceFood = z.object({
  foodId: z.number().int().positive().optional(),
  id: z.number().int().positive().optional(),
  inputWeight: amount.optional(),
  weight: amount.optional(),
  unit: z.string().trim().toLowerCase().default('g'),
});
const Source = z.object({
  id: z.number().int().positive(),
  name: z.string().default(''),
  occasions: z.array(z.string()).default([]),
  dietType: z.string().default('meat'),
  allergens: z.array(z.string()).default([]),
  mayContain: z.array(z.string()).default([]),
  portions: z.number().int().positive().default(1),
  calories: amount.optional(),
  kcalPortion: amount.optional(),
  protein: amount.optional(),
  fat: amount.optional(),
  carbs: amount.optional(),
  btwPortion: Macros.optional(),
  ingredients: z.array(z.object({ foodId: z.number().int().positive(), quantity: amount })).optional(),
  foods: z.array(SourceFood).optional(),
});

/** The generator's recipe from any accepted variant, or null when energy or ingredients cannot be read. */
export function normalizeSourceRecipe(raw: unknown): SourceRecipe | null {
  const parsed = Source.safeParse(raw);
  if (!parsed.success) return null;
  const source = parsed.data;
  const calories = source.calories ?? source.kcalPortion;
  if (calories === undefined) return null;

  let ingredients = source.ingredients;
  if (!ingredients && source.foods) {
    ingredients = [];
    for (const food of source.foods) {
      const foodId = food.foodId ?? food.id;
      const weight = food.inputWeight ?? food.weight;
      const perUnit = GRAMS_PER_UNIT[food.unit];
      if (foodId === undefined || weight === undefined || perUnit === undefined) return null;
      ingredients.push({ foodId, quantity: Math.round(weight * perUnit * 10) / 10 });
    }
  }
  if (!ingredients) return null;

  const macros = source.btwPortion;
  return {
    id: source.id,
    name: source.name,
    occasions: source.occasions,
    dietType: source.dietType,
    allergens: source.allergens,
    mayContain: source.mayContain,
    portions: source.portions,
    calories,
    protein: source.protein ?? macros?.b ?? null,
    fat: source.fat ?? macros?.t ?? null,
    carbs: source.carbs ?? macros?.w ?? null,
    ingredients,
  };
}

/** Every readable recipe of a loader's answer, in order. */
export function normalizeSourceRecipes(raw: readonly unknown[]): SourceRecipe[] {
  return raw.flatMap((recipe) => normalizeSourceRecipe(recipe) ?? []);
}

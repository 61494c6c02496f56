import type { Nutrition } from '../../../core/contracts/alt-generator';
import type { RecipeDetail } from '../../../core/contracts/catalogue';
import type { Goal } from '../../../core/domain/energy';
import { hydrationAdvice } from '../../../core/domain/hydration';
import type { Locale } from '../../../core/i18n/locales';

/**
 * The recipe page's detail, wired in app.ts: its nutrition per portion and per 100 g is the one computation
 * of them, so the generator shows the same figures as the recipe page. Throws NotFoundError for an unknown id.
 */
export interface RecipeDetails {
  detail(id: number, locale: Locale): Promise<RecipeDetail>;
}

/** A §3 "Nutrition" from our nutrient columns. */
const NUTRITION_CODES = {
  calories: 'energy_kcal',
  protein: 'protein_g',
  carbohydrates: 'carbohydrate_g',
  fat: 'fat_g',
  fiber: 'fiber_g',
  sugar: 'sugars_g',
  sodium: 'sodium_mg',
} as const;

function nutritionOf(nutrients: RecipeDetail['nutritionPerPortion'], weight: number | null): Nutrition {
  const amounts = new Map(nutrients.map((n) => [n.code, n.amount]));
  const pick = (code: string) => amounts.get(code) ?? null;
  return {
    calories: pick(NUTRITION_CODES.calories),
    protein: pick(NUTRITION_CODES.protein),
    carbohydrates: pick(NUTRITION_CODES.carbohydrates),
    fat: pick(NUTRITION_CODES.fat),
    fiber: pick(NUTRITION_CODES.fiber),
    sugar: pick(NUTRITION_CODES.sugar),
    sodium: pick(NUTRITION_CODES.sodium),
    weight,
  };
}

export function createAltGeneratorService(recipes: RecipeDetails) {
  return {
    /** AGEN-32/33: per portion as stored, per 100 g as the recipe page computes it. */
    async recipeNutrition(id: number, locale: Locale) {
      const recipe = await recipes.detail(id, locale);
      const totalGrams = recipe.ingredients.reduce((sum, i) => sum + i.grams, 0);
      const gramsPerPortion = recipe.portions > 0 ? totalGrams / recipe.portions : 0;
      return {
        id: recipe.id,
        portions: recipe.portions,
        perPortion: nutritionOf(
          recipe.nutritionPerPortion,
          gramsPerPortion > 0 ? Math.round(gramsPerPortion * 10) / 10 : null,
        ),
        per100g: nutritionOf(recipe.nutritionPer100g, gramsPerPortion > 0 ? 100 : null),
      };
    },

    /** AGEN-34/35. */
    hydration: (weight: number, activityLevel: number, goal: Goal) =>
      hydrationAdvice(weight, activityLevel, goal),
  };
}

export type AltGeneratorService = ReturnType<typeof createAltGeneratorService>;

import type { z } from 'zod';
import type {
  AltPlanDay,
  AltPlanRequest,
  AltPlanResponse,
  AltRefitRequest,
  Nutrition,
} from '../../../core/contracts/alt-generator';
import {
  altEnergy,
  altPlanInput,
  altPlanMeta,
  mealTimesOf,
  type AltGeneratorForm,
} from '../../../core/domain/alt-plan';
import { foodItemsNutrition } from '../../../core/domain/plan/plan-view';
import type { FoodNutrition, PlanDay, PlanInput } from '../../../core/domain/plan/types';
import { ValidationError } from '../../errors';
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

/** The plan engine and its data, wired in app.ts from the personal generator's module. */
export interface AltPlanner {
  /** Allergen codes for codes or loader ids; undefined when an id names no allergen. */
  allergenCodes(refs: ReadonlyArray<string | number>): Promise<string[] | undefined>;
  /** The engine in the plan workers; `client` names who asks, for the pool's fair share. */
  generate(input: PlanInput, client: string): Promise<PlanDay[]>;
  foods(ids: readonly number[]): Promise<ReadonlyMap<number, FoodNutrition>>;
  recipeNames(ids: readonly number[], locale: Locale): Promise<Map<number, string>>;
}

const today = () => new Date().toISOString().slice(0, 10);

export function createAltGeneratorService(recipes: RecipeDetails, planner: AltPlanner) {
  async function codesOf(form: AltGeneratorForm): Promise<string[]> {
    const codes = await planner.allergenCodes(form.allergens);
    if (!codes) throw new ValidationError({ 'form.allergens': 'allergenUnknown' });
    return codes;
  }

  /** The engine's days as the alternative generator's (A §3 plan day): names, times, kcal and macros per meal. */
  async function altDays(
    plan: readonly PlanDay[],
    form: AltGeneratorForm,
    locale: Locale,
  ): Promise<AltPlanDay[]> {
    const recipeIds = plan.flatMap((day) => day.meals.map((meal) => meal.recipeId));
    const foodIds = plan.flatMap((day) =>
      day.meals.flatMap((meal) => meal.foodItems.map((item) => item.foodId)),
    );
    const [names, foods] = await Promise.all([
      planner.recipeNames(recipeIds, locale),
      planner.foods(foodIds),
    ]);
    const times = mealTimesOf(form.mealSchema);
    return plan.map((day, d) => {
      const meals = day.meals.map((meal, i) => {
        const nutrition = foodItemsNutrition(meal.foodItems, foods);
        return {
          time: times[i] ?? times[times.length - 1]!,
          recipeId: meal.recipeId,
          name: names.get(meal.recipeId) ?? '',
          portions: meal.portions,
          calories: nutrition.kcal,
          protein: nutrition.protein,
          fat: nutrition.fat,
          carbs: nutrition.carbs,
          foodItems: meal.foodItems,
        };
      });
      return {
        day: d + 1,
        meals,
        trainings: [],
        totalCalories: meals.reduce((sum, meal) => sum + meal.calories, 0),
      };
    });
  }

  return {
    /**
     * Step 2: the plan for the form by our engine (the day within ±5 % of the target where the pool allows;
     * meals fitted by portions and amounts), with its meta (AGEN-25). No recipe of a day contains or may
     * contain a selected allergen (DECISIONS AGEN-56), nor falls outside the diet preference.
     */
    async plan(request: z.output<typeof AltPlanRequest>, client: string): Promise<AltPlanResponse> {
      const allergens = await codesOf(request.form);
      const startDate = request.startDate ?? today();
      const input = altPlanInput(request.form, allergens, {
        startDate,
        seed: request.seed ?? Math.floor(Math.random() * 2 ** 31),
      });
      const days = await altDays(await planner.generate(input, client), request.form, request.locale);
      const energy = altEnergy(request.form);
      return {
        plan: days,
        meta: altPlanMeta(days, request.form, request.exercisePreferences, request.name),
        energy: { ...energy, formula: request.form.calculationMethod },
        startDate,
      };
    },

    /**
     * Issue 20 A5: the meal at `mealIndex` becomes `recipeId`, and the engine fits the day's portions and
     * amounts to the target again, the other recipes staying. A recipe the form's diet or allergens rule out
     * is refused (the engine would leave the day unplanned).
     */
    async refit(request: z.output<typeof AltRefitRequest>, client: string): Promise<{ day: AltPlanDay }> {
      const { day, mealIndex, recipeId, form } = request;
      if (mealIndex >= day.meals.length) throw new ValidationError({ mealIndex: 'invalidValue' });
      const allergens = await codesOf(form);
      const fixedRecipes = day.meals.map((meal, i) => (i === mealIndex ? recipeId : meal.recipeId));
      // The day's own meal times: the meals keep their places whatever the form says now.
      const dayForm = {
        ...form,
        mealSchema: { count: day.meals.length, times: day.meals.map((m) => m.time) },
      };
      const input = altPlanInput(dayForm, allergens, { startDate: today(), seed: 1, days: 1, fixedRecipes });
      const [planned] = await planner.generate(input, client);
      if (!planned || planned.meals.length !== day.meals.length)
        throw new ValidationError({ recipeId: 'recipeNotAllowed' });
      const [fitted] = await altDays([planned], dayForm, request.locale);
      return { day: { ...fitted!, day: day.day, trainings: day.trainings } };
    },

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

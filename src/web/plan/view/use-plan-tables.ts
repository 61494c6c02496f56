import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PlanDayInput } from '../../../core/contracts/diet-plan';
import { DIET_TYPES, type DietType, type FoodNutrition, type PlanRecipe } from '../../../core/domain/plan/types';
import { mealSignature, recomputeMetrics, type NutrientMemory } from '../../../core/domain/plan/plan-view';
import type { Locale } from '../../../core/i18n/locales';
import {
  exercisesOptions,
  foodsByIdsOptions,
  foodsOptions,
  nutrientsOptions,
  recipesOptions,
  type GeneratorExercise,
  type GeneratorRecipe,
  type NutrientOption,
} from '../api/plan-api';
import type { PlanDoc, PlanMetricsData } from '../lib/plan-doc';

export interface PlanTables {
  ready: boolean;
  failed: boolean;
  retry(): void;
  foods: ReadonlyMap<number, FoodNutrition>;
  foodName(id: number): string | undefined;
  recipe(id: number): GeneratorRecipe | undefined;
  planRecipes: readonly PlanRecipe[];
  exercise(id: number): GeneratorExercise | undefined;
  exerciseMets: ReadonlyMap<number, number>;
  nutrients: readonly NutrientOption[];
  nutrient(id: number): NutrientOption | undefined;
  /** Nutrient codes of the plan's monitored nutrients, in the meta's order. */
  monitoredCodes(doc: Pick<PlanDoc, 'meta'>): string[];
  /** Metrics of an edited plan, computed here with the engine's own rules. */
  recompute(plan: readonly PlanDayInput[], doc: Pick<PlanDoc, 'meta' | 'memory'>, memory?: NutrientMemory): PlanMetricsData;
}

const isDietType = (value: string): value is DietType => (DIET_TYPES as readonly string[]).includes(value);

/**
 * The reference data the plan view reads (loaders of the generator, fetched once per session), plus the
 * catalogue details of foods the everyday list lacks or whose monitored nutrients an edited day needs.
 */
export function usePlanTables(locale: Locale, doc: PlanDoc | null): PlanTables {
  const foodsQuery = useQuery(foodsOptions(locale));
  const recipesQuery = useQuery(recipesOptions(locale));
  const exercisesQuery = useQuery(exercisesOptions(locale));
  const nutrientsQuery = useQuery(nutrientsOptions(locale));

  const nutrientList = useMemo(() => nutrientsQuery.data?.nutrients ?? [], [nutrientsQuery.data]);
  const codesOf = useMemo(() => {
    const byId = new Map(nutrientList.map((n) => [n.id, n.code]));
    return (meta: PlanDoc['meta']) =>
      meta.preferences.monitoredNutrients.map((m) => byId.get(m.nutrientId)).filter((code): code is string => Boolean(code));
  }, [nutrientList]);

  const loaderFoods = foodsQuery.data?.foods;
  const detailIds = useMemo(() => {
    if (!doc || !loaderFoods) return [];
    const known = new Set(loaderFoods.map((f) => f.id));
    const wanted = new Set<number>();
    const monitored = codesOf(doc.meta).length > 0;
    for (const day of doc.plan) {
      const needsNutrients = monitored && !doc.memory[mealSignature(day)];
      for (const meal of day.meals) for (const item of meal.foodItems) if (!known.has(item.foodId) || needsNutrients) wanted.add(item.foodId);
    }
    return [...wanted].sort((a, b) => a - b);
  }, [doc, loaderFoods, codesOf]);
  const monitoredCodes = useMemo(() => (doc ? codesOf(doc.meta) : []), [doc, codesOf]);
  const detailQuery = useQuery(foodsByIdsOptions(detailIds, monitoredCodes, locale));

  const foodTables = useMemo(() => {
    const foods = new Map<number, FoodNutrition>();
    const names = new Map<number, string>();
    for (const food of loaderFoods ?? []) {
      foods.set(food.id, { kcal: food.calories, protein: food.protein, fat: food.fat, carbs: food.carbs });
      names.set(food.id, food.name);
    }
    for (const food of detailQuery.data?.foods ?? []) {
      foods.set(food.id, { kcal: food.calories, protein: food.protein, fat: food.fat, carbs: food.carbs, other: food.nutrients ?? {} });
      if (!names.has(food.id)) names.set(food.id, food.name);
    }
    return { foods, names };
  }, [loaderFoods, detailQuery.data]);

  const recipeTables = useMemo(() => {
    const recipes = recipesQuery.data?.recipes ?? [];
    const byId = new Map(recipes.map((r) => [r.id, r]));
    const planRecipes: PlanRecipe[] = recipes
      .filter((r) => isDietType(r.dietType))
      .map((r) => ({
        id: r.id,
        occasions: r.occasions,
        dietType: r.dietType as DietType,
        allergens: r.allergens,
        mayContain: r.mayContain,
        ingredients: r.ingredients.map((i) => ({ foodId: i.foodId, grams: i.quantity })),
      }));
    return { byId, planRecipes };
  }, [recipesQuery.data]);

  const exerciseTables = useMemo(() => {
    const items = exercisesQuery.data?.items ?? [];
    return { byId: new Map(items.map((e) => [e.id, e])), mets: new Map(items.map((e) => [e.id, e.mets])) };
  }, [exercisesQuery.data]);

  const nutrientById = useMemo(() => new Map(nutrientList.map((n) => [n.id, n])), [nutrientList]);

  const queries = [foodsQuery, recipesQuery, exercisesQuery, nutrientsQuery];
  const ready = queries.every((q) => q.isSuccess);
  const failed = queries.some((q) => q.isError);

  return {
    ready,
    failed,
    retry: () => queries.filter((q) => q.isError).forEach((q) => void q.refetch()),
    foods: foodTables.foods,
    foodName: (id) => foodTables.names.get(id),
    recipe: (id) => recipeTables.byId.get(id),
    planRecipes: recipeTables.planRecipes,
    exercise: (id) => exerciseTables.byId.get(id),
    exerciseMets: exerciseTables.mets,
    nutrients: nutrientList,
    nutrient: (id) => nutrientById.get(id),
    monitoredCodes: (d) => codesOf(d.meta),
    recompute: (plan, d, memory) =>
      recomputeMetrics(plan, {
        foods: foodTables.foods,
        exerciseMets: exerciseTables.mets,
        weightKg: d.meta.personalData.weight,
        monitored: codesOf(d.meta),
        memory: memory ?? d.memory,
      }),
  };
}

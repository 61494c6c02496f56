import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { PlanDayInput } from '../../../core/contracts/diet-plan';
import {
  DIET_TYPES,
  type DietType,
  type FoodNutrition,
  type PlanRecipe,
} from '../../../core/domain/plan/types';
import { recomputeMetrics } from '../../../core/domain/plan/plan-view';
import type { Locale } from '../../../core/i18n/locales';
import {
  exercisesOptions,
  foodsByIdsOptions,
  foodsOptions,
  MAX_FOOD_IDS,
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
  recompute(plan: readonly PlanDayInput[], doc: Pick<PlanDoc, 'meta'>): PlanMetricsData;
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
      meta.preferences.monitoredNutrients
        .map((m) => byId.get(m.nutrientId))
        .filter((code): code is string => Boolean(code));
  }, [nutrientList]);

  const loaderFoods = foodsQuery.data?.foods;
  const monitoredCodes = useMemo(() => (doc ? codesOf(doc.meta) : []), [doc, codesOf]);
  // Foods the everyday list lacks, and — when the plan monitors nutrients — every food of the plan, whose
  // monitored values per 100 g only the catalogue has; asked for in batches the loader accepts.
  const detailBatches = useMemo(() => {
    if (!doc || !loaderFoods) return [];
    const known = new Set(loaderFoods.map((f) => f.id));
    const wanted = new Set<number>();
    for (const day of doc.plan) {
      for (const meal of day.meals)
        for (const item of meal.foodItems)
          if (!known.has(item.foodId) || monitoredCodes.length > 0) wanted.add(item.foodId);
    }
    const ids = [...wanted].sort((a, b) => a - b);
    return Array.from({ length: Math.ceil(ids.length / MAX_FOOD_IDS) }, (_, i) =>
      ids.slice(i * MAX_FOOD_IDS, (i + 1) * MAX_FOOD_IDS),
    );
  }, [doc, loaderFoods, monitoredCodes]);
  const detailQueries = useQueries({
    queries: detailBatches.map((ids) => foodsByIdsOptions(ids, monitoredCodes, locale)),
  });
  const detailFoods = detailQueries.flatMap((query) => query.data?.foods ?? []);
  const detailKey = detailQueries.map((query) => query.dataUpdatedAt).join(',');

  const foodTables = useMemo(() => {
    const foods = new Map<number, FoodNutrition>();
    const names = new Map<number, string>();
    for (const food of loaderFoods ?? []) {
      foods.set(food.id, { kcal: food.calories, protein: food.protein, fat: food.fat, carbs: food.carbs });
      names.set(food.id, food.name);
    }
    for (const food of detailFoods) {
      foods.set(food.id, {
        kcal: food.calories,
        protein: food.protein,
        fat: food.fat,
        carbs: food.carbs,
        other: food.nutrients ?? {},
      });
      if (!names.has(food.id)) names.set(food.id, food.name);
    }
    return { foods, names };
    // detailKey changes exactly when a batch's answer does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaderFoods, detailKey]);

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
    recompute: (plan, d) =>
      recomputeMetrics(plan, {
        foods: foodTables.foods,
        exerciseMets: exerciseTables.mets,
        weightKg: d.meta.personalData.weight,
        monitored: codesOf(d.meta),
      }),
  };
}

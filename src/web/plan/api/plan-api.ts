import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  DietListResponse,
  DietResponse,
  PlanRequest,
  PlanResponse,
  SaveDietRequest,
} from '../../../core/contracts/diet-plan';
import type {
  CatalogueItem,
  GeneratorExercise,
  GeneratorFood,
  NamedOption,
  NutrientOption,
} from '../../../core/contracts/generator-data';
import { normalizeSourceRecipes, type SourceRecipe } from '../../../core/domain/plan/recipe-source';
import type { Locale } from '../../../core/i18n/locales';
import { api } from '../../../core/routes';
import { apiClient } from '../../lib/api-client';

/** Loader shapes: the server's response schemas (src/core/contracts/generator-data.ts). */
export type { CatalogueItem, GeneratorExercise, GeneratorFood, NamedOption, NutrientOption };

/** A recipe of the generator's loader, whichever source variant it came in (PGEN-47). */
export type GeneratorRecipe = SourceRecipe;

export type PlanAnswer = z.infer<typeof PlanResponse>;
export type DietAnswer = z.infer<typeof DietResponse>;
export type DietList = z.infer<typeof DietListResponse>;

/**
 * Reference data changes only on import: the generator's loaders never go stale in a session
 * (PGEN-45: static data never expires).
 */
const STATIC = { staleTime: Infinity, gcTime: Infinity } as const;

export const generatorKeys = {
  all: ['diet-generator'] as const,
  loader: (name: string, locale: Locale) => [...generatorKeys.all, name, locale] as const,
};

export const dietKeys = {
  all: ['diets'] as const,
  mine: () => [...dietKeys.all, 'me'] as const,
  list: () => [...dietKeys.all, 'list'] as const,
  detail: (id: number) => [...dietKeys.all, 'detail', id] as const,
};

const loaderQuery = (locale: Locale) => ({ locale });

export const allergensOptions = (locale: Locale) =>
  queryOptions({
    queryKey: generatorKeys.loader('allergens', locale),
    queryFn: ({ signal }) =>
      apiClient.call(api.api_diet_generator_allergens, { query: loaderQuery(locale), signal }),
    ...STATIC,
  });

export const dietTypesOptions = (locale: Locale) =>
  queryOptions({
    queryKey: generatorKeys.loader('diet-types', locale),
    queryFn: ({ signal }) =>
      apiClient.call(api.api_diet_generator_diet_types, { query: loaderQuery(locale), signal }),
    ...STATIC,
  });

export const nutrientsOptions = (locale: Locale) =>
  queryOptions({
    queryKey: generatorKeys.loader('nutrients', locale),
    queryFn: ({ signal }) =>
      apiClient.call(api.api_diet_generator_nutrients, { query: loaderQuery(locale), signal }),
    ...STATIC,
  });

export const recipesOptions = (locale: Locale) =>
  queryOptions({
    queryKey: generatorKeys.loader('recipes', locale),
    queryFn: async ({ signal }): Promise<{ recipes: GeneratorRecipe[] }> => {
      const answer = await apiClient.call(api.api_diet_generator_recipes, {
        query: loaderQuery(locale),
        signal,
      });
      return { recipes: normalizeSourceRecipes(answer.recipes ?? []) };
    },
    ...STATIC,
  });

export const foodsOptions = (locale: Locale) =>
  queryOptions({
    queryKey: generatorKeys.loader('foods', locale),
    queryFn: ({ signal }) =>
      apiClient.call(api.api_diet_generator_foods, {
        query: { ...loaderQuery(locale), limit: 1000 },
        signal,
      }),
    ...STATIC,
  });

export const exercisesOptions = (locale: Locale) =>
  queryOptions({
    queryKey: generatorKeys.loader('exercises', locale),
    queryFn: ({ signal }) =>
      apiClient.call(api.api_diet_generator_exercises, { query: loaderQuery(locale), signal }),
    ...STATIC,
  });

export const supplementsOptions = (locale: Locale) =>
  queryOptions({
    queryKey: generatorKeys.loader('supplements', locale),
    queryFn: ({ signal }) =>
      apiClient.call(api.api_diet_generator_supplements, { query: loaderQuery(locale), signal }),
    ...STATIC,
  });

export const medicalProductsOptions = (locale: Locale) =>
  queryOptions({
    queryKey: generatorKeys.loader('medical-products', locale),
    queryFn: ({ signal }) =>
      apiClient.call(api.api_diet_generator_medical_products, { query: loaderQuery(locale), signal }),
    ...STATIC,
  });

/** The loader answers at most this many ids per call. */
export const MAX_FOOD_IDS = 200;

/**
 * Foods by id — those the everyday list lacks (added in the editor, or in an imported plan), or those whose
 * monitored nutrients (`codes`, per 100 g) an edited day needs — in one call, no catalogue key needed.
 */
export const foodsByIdsOptions = (ids: readonly number[], codes: readonly string[], locale: Locale) =>
  queryOptions({
    queryKey: [...generatorKeys.all, 'foods-by-id', ids.join(','), codes.join(','), locale] as const,
    queryFn: ({ signal }) =>
      apiClient.call(api.api_diet_generator_foods, {
        query: {
          ...loaderQuery(locale),
          ids: ids.slice(0, MAX_FOOD_IDS).join(','),
          nutrients: codes.length > 0 ? codes.join(',') : undefined,
          limit: MAX_FOOD_IDS,
        },
        signal,
      }),
    enabled: ids.length > 0,
    ...STATIC,
  });

export const myDietOptions = (locale: Locale) =>
  queryOptions({
    queryKey: dietKeys.mine(),
    queryFn: ({ signal }) => apiClient.call(api.diets_mine, { query: { _locale: locale }, signal }),
    retry: false,
    staleTime: 0,
  });

export const dietListOptions = (locale: Locale) =>
  queryOptions({
    queryKey: dietKeys.list(),
    queryFn: ({ signal }) => apiClient.call(api.diets_list, { query: { _locale: locale }, signal }),
    retry: false,
    staleTime: 0,
  });

export const dietOptions = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: dietKeys.detail(id),
    queryFn: ({ signal }) =>
      apiClient.call(api.diet_show, { params: { id }, query: { _locale: locale }, signal }),
    retry: false,
    staleTime: 0,
  });

export const generatePlan = (body: PlanRequest, locale: Locale) =>
  apiClient.call(api.plan_generate, { query: { _locale: locale }, body });

export const fetchDiet = (id: number, locale: Locale) =>
  apiClient.call(api.diet_show, { params: { id }, query: { _locale: locale } });

// Mutations: each saved-diet change refreshes every diet query through the key factory.

/** A plan from the server's engine (the whole plan, or one day to regenerate). */
export const useGeneratePlan = (locale: Locale) =>
  useMutation({ mutationFn: (body: PlanRequest) => generatePlan(body, locale) });

export function useSaveDiet(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDietRequest) =>
      apiClient.call(api.diet_save, { query: { _locale: locale }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dietKeys.all }),
  });
}

export function useRenameDiet(id: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiClient.call(api.diet_rename, { params: { id }, query: { _locale: locale }, body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dietKeys.all }),
  });
}

export function useDeleteDiet(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.call(api.diet_delete, { params: { id }, query: { _locale: locale } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dietKeys.all }),
  });
}

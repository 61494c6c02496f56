import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminRecipeInput,
  AdminRecipesQuery,
  RecipeNutritionRequest,
} from '../../../../core/contracts/admin-recipes';
import { api, type ApiResponse } from '../../../../core/routes';
import { apiClient, type ApiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-api';

export type AdminRecipesAnswer = ApiResponse<typeof api.admin_recipes>;
export type AdminRecipeRow = AdminRecipesAnswer['items'][number];
export type AdminRecipeAnswer = ApiResponse<typeof api.admin_recipe>;
export type RecipeFoodAnswer = ApiResponse<typeof api.admin_recipe_foods>['items'][number];
export type RecipeNutritionAnswer = ApiResponse<typeof api.admin_recipe_nutrition>;

/** What the recipes list asks for; `page` 1-based. */
export type RecipesFilter = Pick<AdminRecipesQuery, 'q' | 'sort' | 'page'>;

/** The recipes part of the admin area's keys: a save invalidates the lists, the recipe and the audit log. */
export const recipeKeys = {
  all: [...adminKeys.all, 'recipes'] as const,
  list: (filter: RecipesFilter) => [...recipeKeys.all, 'list', filter] as const,
  recipe: (id: number) => [...recipeKeys.all, 'recipe', id] as const,
  foods: (q: string) => [...recipeKeys.all, 'foods', q] as const,
  nutrition: (input: RecipeNutritionRequest) => [...recipeKeys.all, 'nutrition', input] as const,
};

export const recipesOptions = (filter: RecipesFilter, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: recipeKeys.list(filter),
    queryFn: ({ signal }) =>
      client.call(api.admin_recipes, {
        query: { ...(filter.q ? { q: filter.q } : {}), sort: filter.sort, page: filter.page },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const recipeOptions = (id: number, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: recipeKeys.recipe(id),
    queryFn: ({ signal }) => client.call(api.admin_recipe, { params: { id }, signal }),
    staleTime: 0,
  });

/** Foods for the ingredient picker (name in the page's language, allergens, household measures). */
export const recipeFoodsOptions = (q: string, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: recipeKeys.foods(q),
    queryFn: ({ signal }) => client.call(api.admin_recipe_foods, { query: { q }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** The server's nutrition of ingredients as entered: the editor never computes figures itself. */
export const recipeNutritionOptions = (input: RecipeNutritionRequest, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: recipeKeys.nutrition(input),
    queryFn: ({ signal }) => client.call(api.admin_recipe_nutrition, { body: input, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });

/** Saves a recipe (`id` null: creates one); the answer becomes the recipe's cached detail. */
export function useSaveRecipe(id: number | null, client: ApiClient = apiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminRecipeInput) =>
      id === null
        ? client.call(api.admin_recipe_create, { body: input })
        : client.call(api.admin_recipe_update, { params: { id }, body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(recipeKeys.recipe(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: [...recipeKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
    },
  });
}

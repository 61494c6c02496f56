import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../core/routes';
import type { CatalogueSearchBody } from '../../../components/catalogue/catalogue-list';
import { apiClient } from '../../../lib/api-client';

export const recipeKeys = {
  all: ['recipes'] as const,
  detail: (id: number, locale: string) => [...recipeKeys.all, 'detail', id, locale] as const,
};

export const recipeDetailOptions = (id: number, locale: string) =>
  queryOptions({
    queryKey: recipeKeys.detail(id, locale),
    queryFn: ({ signal }) =>
      apiClient.call(api.recipe_detail, { params: { id }, query: { _locale: locale }, signal }),
  });

/** The recipes list's calls (its catalogue definition). */
export const searchRecipes = (body: CatalogueSearchBody, signal: AbortSignal) =>
  apiClient.call(api.frontend_recipe_search, { body, signal });
export const recipeFilters = (locale: string, signal: AbortSignal) =>
  apiClient.call(api.frontend_recipe_search_filters, { query: { _locale: locale }, signal });

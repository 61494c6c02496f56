import { queryOptions } from '@tanstack/react-query';
import type { RecipeDetail } from '../../../../core/contracts/catalogue';
import { api, apiHref } from '../../../../core/routes';
import { apiClient } from '../../../lib/api-client';

export const recipeKeys = {
  all: ['recipes'] as const,
  detail: (id: number, locale: string) => [...recipeKeys.all, 'detail', id, locale] as const,
};

export const recipeDetailOptions = (id: number, locale: string) =>
  queryOptions({
    queryKey: recipeKeys.detail(id, locale),
    queryFn: ({ signal }) => apiClient.get<RecipeDetail>(api.recipe_detail, apiHref(api.recipe_detail, { id }, { _locale: locale }), { signal }),
  });

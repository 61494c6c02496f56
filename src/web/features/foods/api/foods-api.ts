import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../core/routes';
import type { CatalogueSearchBody } from '../../../components/catalogue/catalogue-list';
import { apiClient } from '../../../lib/api-client';

export const foodKeys = {
  all: ['foods'] as const,
  detail: (id: number, locale: string) => [...foodKeys.all, 'detail', id, locale] as const,
};

export const foodDetailOptions = (id: number, locale: string) =>
  queryOptions({
    queryKey: foodKeys.detail(id, locale),
    queryFn: ({ signal }) =>
      apiClient.call(api.food_detail, { params: { id }, query: { _locale: locale }, signal }),
  });

/** The foods list's calls (its catalogue definition). */
export const searchFoods = (body: CatalogueSearchBody, signal: AbortSignal) =>
  apiClient.call(api.frontend_food_search, { body, signal });
export const foodFilters = (locale: string, signal: AbortSignal) =>
  apiClient.call(api.frontend_food_search_filters, { query: { _locale: locale }, signal });

import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../core/routes';
import type { CatalogueSearchBody } from '../../../components/catalogue/catalogue-list';
import { ApiError, apiClient } from '../../../lib/api-client';

export const exerciseKeys = {
  all: ['exercises'] as const,
  detail: (id: number, locale: string) => [...exerciseKeys.all, 'detail', id, locale] as const,
};

export const exerciseDetailOptions = (id: number, locale: string) =>
  queryOptions({
    queryKey: exerciseKeys.detail(id, locale),
    queryFn: ({ signal }) =>
      apiClient.call(api.exercise_detail, { params: { id }, query: { _locale: locale }, signal }),
  });

/**
 * The signed-in user's body weight for kcal per hour: from their latest saved diet (the generator's personal
 * data); null when they have none yet.
 */
export const myWeightOptions = (locale: string, signedIn: boolean) =>
  queryOptions({
    queryKey: [...exerciseKeys.all, 'my-weight', locale] as const,
    queryFn: async ({ signal }): Promise<number | null> => {
      try {
        const answer = await apiClient.call(api.diets_mine, { query: { _locale: locale }, signal });
        return answer.diet.meta.personalData.weight ?? null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: signedIn,
    retry: false,
  });

/** The exercises list's calls (its catalogue definition). */
export const searchExercises = (body: CatalogueSearchBody, signal: AbortSignal) =>
  apiClient.call(api.frontend_exercise_search, { body, signal });
export const exerciseFilters = (locale: string, signal: AbortSignal) =>
  apiClient.call(api.frontend_exercise_search_filters, { query: { _locale: locale }, signal });

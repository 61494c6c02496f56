import { queryOptions } from '@tanstack/react-query';
import type { ExerciseDetail } from '../../../../core/contracts/catalogue';
import { api, apiHref } from '../../../../core/routes';
import type { z } from 'zod';
import type { DietResponse } from '../../../../core/contracts/diet-plan';
import { ApiError, apiClient } from '../../../lib/api-client';

export const exerciseKeys = {
  all: ['exercises'] as const,
  detail: (id: number, locale: string) => [...exerciseKeys.all, 'detail', id, locale] as const,
};

export const exerciseDetailOptions = (id: number, locale: string) =>
  queryOptions({
    queryKey: exerciseKeys.detail(id, locale),
    queryFn: ({ signal }) => apiClient.get<ExerciseDetail>(api.exercise_detail, apiHref(api.exercise_detail, { id }, { _locale: locale }), { signal }),
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
        const answer = await apiClient.get<z.infer<typeof DietResponse>>(api.diets_mine, apiHref(api.diets_mine, {}, { _locale: locale }), { signal });
        return answer.diet.meta.personalData.weight ?? null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: signedIn,
    retry: false,
  });

import { queryOptions } from '@tanstack/react-query';
import type { ExerciseDetail } from '../../../../core/contracts/catalogue';
import { api, apiHref } from '../../../../core/routes';
import { apiClient } from '../../../lib/api-client';

export const exerciseKeys = {
  all: ['exercises'] as const,
  detail: (id: number, locale: string) => [...exerciseKeys.all, 'detail', id, locale] as const,
};

export const exerciseDetailOptions = (id: number, locale: string) =>
  queryOptions({
    queryKey: exerciseKeys.detail(id, locale),
    queryFn: ({ signal }) => apiClient.get<ExerciseDetail>(api.exercise_detail, apiHref(api.exercise_detail, { id }, { _locale: locale }), { signal }),
  });

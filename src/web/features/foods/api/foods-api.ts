import { queryOptions } from '@tanstack/react-query';
import type { FoodDetail } from '../../../../core/contracts/catalogue';
import { api, apiHref } from '../../../../core/routes';
import { apiClient } from '../../../lib/api-client';

export const foodKeys = {
  all: ['foods'] as const,
  detail: (id: number, locale: string) => [...foodKeys.all, 'detail', id, locale] as const,
};

export const foodDetailOptions = (id: number, locale: string) =>
  queryOptions({
    queryKey: foodKeys.detail(id, locale),
    queryFn: ({ signal }) => apiClient.get<FoodDetail>(api.food_detail, apiHref(api.food_detail, { id }, { _locale: locale }), { signal }),
  });

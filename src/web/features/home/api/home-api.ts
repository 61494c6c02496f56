import { queryOptions } from '@tanstack/react-query';
import { RANDOM_DAY_STALE_MS } from '../../../../core/contracts/home';
import type { Locale } from '../../../../core/i18n/locales';
import { api } from '../../../../core/routes';
import { apiClient } from '../../../lib/api-client';

/** The home blocks' own calls (HOME-10, HOME-33, HOME-39), each cached on its own. */
export const homeKeys = {
  all: ['home'] as const,
  latestDiets: (locale: Locale, limit: number) => [...homeKeys.all, 'latestDiets', locale, limit] as const,
  randomDay: (locale: Locale) => [...homeKeys.all, 'randomDay', locale] as const,
  experts: (locale: Locale) => [...homeKeys.all, 'experts', locale] as const,
};

export const latestDietsOptions = (locale: Locale, limit: number) =>
  queryOptions({
    queryKey: homeKeys.latestDiets(locale, limit),
    queryFn: async ({ signal }) =>
      (
        await apiClient.call(api.api_frontend_diets_latest, {
          query: { locale, limit: String(limit) },
          signal,
        })
      ).diets,
  });

/** HOME-34: a sample day is shown for 15 minutes, then fetched again. */
export const randomDayOptions = (locale: Locale) =>
  queryOptions({
    queryKey: homeKeys.randomDay(locale),
    queryFn: ({ signal }) => apiClient.call(api.home_random_day, { query: { locale }, signal }),
    staleTime: RANDOM_DAY_STALE_MS,
  });

export const expertsOptions = (locale: Locale) =>
  queryOptions({
    queryKey: homeKeys.experts(locale),
    queryFn: async ({ signal }) =>
      (await apiClient.call(api.home_experts, { query: { locale }, signal })).experts,
    staleTime: 5 * 60 * 1000,
  });

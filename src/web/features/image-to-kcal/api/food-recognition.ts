import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../core/i18n/locales';
import { api } from '../../../../core/routes';
import { apiClient } from '../../../lib/api-client';

export const foodRecognitionKeys = {
  all: ['food-recognition'] as const,
  nutrition: (foodId: number | null, weight: number) =>
    [...foodRecognitionKeys.all, 'nutrition', foodId, weight] as const,
  search: (language: Locale, query: string) =>
    [...foodRecognitionKeys.all, 'search', language, query] as const,
};

/** IMG-10: the photo's own bytes, sent with its own type; names in the page's language. */
export function recognizeFood(file: Blob, locale: Locale, signal?: AbortSignal) {
  return apiClient.call(api.food_recognition_recognize, { file, query: { locale, _locale: locale }, signal });
}

/**
 * IMG-20: a food's nutrition for a weight. Not retried: a failed lookup falls back to the estimate at once
 * (IMG-23). The last answer stays while the next loads, so the figures never blank out.
 */
export const nutritionOptions = (foodId: number | null, weight: number, language: Locale) =>
  queryOptions({
    queryKey: foodRecognitionKeys.nutrition(foodId, weight),
    queryFn: ({ signal }) =>
      apiClient.call(api.food_recognition_nutrition, {
        body: { foodId: foodId ?? 0, weight, language },
        signal,
      }),
    enabled: foodId !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });

/** The shortest text the food search sends. */
export const MIN_SEARCH_LENGTH = 2;

/** IMG-18, DECISIONS IMG-19: foods of our table by name in the page's language, to correct the food. */
export const foodSearchOptions = (query: string, language: Locale) =>
  queryOptions({
    queryKey: foodRecognitionKeys.search(language, query.trim()),
    queryFn: ({ signal }) =>
      apiClient.call(api.food_recognition_search, { body: { query: query.trim(), language }, signal }),
    enabled: query.trim().length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
  });

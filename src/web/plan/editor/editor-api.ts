import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../core/i18n/locales';
import { api } from '../../../core/routes';
import { ApiError, apiClient } from '../../lib/api-client';
import { generatorKeys } from '../api/plan-api';

export const editorKeys = {
  foodSearch: (locale: Locale, text: string) => [...generatorKeys.all, 'food-search', locale, text] as const,
};

/** Foods by name for adding to a meal (the whole catalogue, not only the foods recipes use). */
export const foodSearchOptions = (locale: Locale, text: string) =>
  queryOptions({
    queryKey: editorKeys.foodSearch(locale, text),
    queryFn: ({ signal }) =>
      apiClient.call(api.api_diet_generator_foods, { query: { locale, search: text, limit: 20 }, signal }),
    enabled: text.trim().length >= 2,
  });

/** Day photos: what the server accepts (src/server/modules/diet-images). */
export const DAY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_DAY_IMAGE_BYTES = 5 * 1024 * 1024;

/** Sends a photo as the raw request body; answers the stored photo's URL. Failures carry the server's translated text. */
export async function uploadDayImage(file: Blob, locale: Locale, fallbackMessage: string): Promise<string> {
  try {
    return (await apiClient.call(api.diet_image_upload, { file, query: { locale } })).url;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'http_error')
      throw new ApiError(error.status, fallbackMessage, 'http_error');
    throw error;
  }
}

import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ErrorBody } from '../../../../core/contracts/common';
import type { Locale } from '../../../../core/i18n/locales';
import { api, apiHref } from '../../../../core/routes';
import { ApiError, apiClient } from '../../../lib/api-client';
import { appConfig } from '../../../lib/app-config';
import { generatorKeys, type GeneratorFood } from '../api/personal-diet-api';

export const editorKeys = {
  foodSearch: (locale: Locale, text: string) => [...generatorKeys.all, 'food-search', locale, text] as const,
};

/** Foods by name for adding to a meal (the whole catalogue, not only the foods recipes use). */
export const foodSearchOptions = (locale: Locale, text: string) =>
  queryOptions({
    queryKey: editorKeys.foodSearch(locale, text),
    queryFn: ({ signal }) =>
      apiClient.get<{ foods: GeneratorFood[] }>(
        api.api_diet_generator_foods,
        apiHref(api.api_diet_generator_foods, {}, { locale, search: text, limit: 20 }),
        { signal },
      ),
    enabled: text.trim().length >= 2,
  });

/** Day photos: what the server accepts (src/server/modules/diet-images). */
export const DAY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_DAY_IMAGE_BYTES = 5 * 1024 * 1024;
const UploadAnswer = z.object({ url: z.string() });

/**
 * Sends a photo as the raw request body (the API client speaks JSON only) with the session's CSRF token;
 * answers the stored photo's URL. Failures carry the server's translated text.
 */
export async function uploadDayImage(file: Blob, locale: Locale, fallbackMessage: string): Promise<string> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': file.type };
  if (appConfig.csrfToken) headers['x-csrf-token'] = appConfig.csrfToken;
  const response = await fetch(apiHref(api.diet_image_upload, {}, { locale }), {
    method: 'POST',
    headers,
    body: file,
    credentials: 'same-origin',
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = ErrorBody.safeParse(payload);
    throw error.success
      ? new ApiError(response.status, error.data.error, error.data.code)
      : new ApiError(response.status, fallbackMessage, 'http_error');
  }
  const answer = UploadAnswer.safeParse(payload);
  if (!answer.success) throw new ApiError(response.status, fallbackMessage, 'http_error');
  return answer.data.url;
}

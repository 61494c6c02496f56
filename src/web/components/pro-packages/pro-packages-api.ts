import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../core/i18n/locales';
import { api } from '../../../core/routes';
import { ApiError, apiClient } from '../../lib/api-client';

export const proPackageKeys = {
  all: ['proPackages'] as const,
  list: (locale: Locale) => [...proPackageKeys.all, 'list', locale] as const,
  detail: (id: number, locale: Locale) => [...proPackageKeys.all, 'detail', id, locale] as const,
};

/** HOME-20: GET api_frontend_professional_packages with the locale and the bearer key. */
export const proPackagesOptions = (locale: Locale) =>
  queryOptions({
    queryKey: proPackageKeys.list(locale),
    queryFn: ({ signal }) =>
      apiClient.call(api.api_frontend_professional_packages, { query: { locale }, signal }),
  });

export const proPackageOptions = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: proPackageKeys.detail(id, locale),
    queryFn: ({ signal }) =>
      apiClient.call(api.professional_package_detail, { params: { id }, query: { locale }, signal }),
  });

/**
 * HOME-22: the error string of the server's answer, else the default text (a dropped connection, or an
 * answer without an error body).
 */
export function packagesErrorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== 'http_error' && error.message.trim() !== ''
    ? error.message
    : fallback;
}

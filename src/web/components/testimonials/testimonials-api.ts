import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../core/i18n/locales';
import { api } from '../../../core/routes';
import { apiClient } from '../../lib/api-client';

export const testimonialKeys = {
  all: ['testimonials'] as const,
  list: (locale: Locale) => [...testimonialKeys.all, 'list', locale] as const,
};

/** HOME-55: GET home_testimonials in the page's language with the public key (heaviest first). */
export const testimonialsOptions = (locale: Locale) =>
  queryOptions({
    queryKey: testimonialKeys.list(locale),
    queryFn: ({ signal }) => apiClient.call(api.home_testimonials, { query: { locale }, signal }),
  });

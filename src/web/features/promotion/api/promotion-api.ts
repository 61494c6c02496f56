import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../core/i18n/locales';
import { api } from '../../../../core/routes';
import { apiClient } from '../../../lib/api-client';

export const promotionKeys = {
  all: ['promotions'] as const,
  welcome: (locale: Locale) => [...promotionKeys.all, 'welcome', locale] as const,
};

/** GET promotion_welcome: the running welcome promotion, else the latest, and whether it is the member's. */
export const welcomePromotionOptions = (locale: Locale) =>
  queryOptions({
    queryKey: promotionKeys.welcome(locale),
    queryFn: ({ signal }) => apiClient.call(api.promotion_welcome, { query: { locale }, signal }),
  });

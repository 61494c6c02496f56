import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../core/i18n/locales';
import { api } from '../../../../core/routes';
import { apiClient } from '../../../lib/api-client';
import { basketKey } from '../../../lib/basket';

export const basketOptions = (locale: Locale) =>
  queryOptions({
    queryKey: basketKey(locale),
    queryFn: ({ signal }) => apiClient.call(api.api_header_basket, { query: { locale }, signal }),
  });

export const paymentMethodsOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'methods'],
    queryFn: ({ signal }) => apiClient.call(api.checkout_methods, { signal }),
    staleTime: Infinity,
  });

export const ordersOptions = () =>
  queryOptions({
    queryKey: ['orders'],
    queryFn: ({ signal }) => apiClient.call(api.orders_list, { signal }),
  });

import { queryOptions } from '@tanstack/react-query';
import type { ShopSort } from '../../../../core/contracts/catalogue-options';
import { api } from '../../../../core/routes';
import type { CatalogueSearchBody } from '../../../components/catalogue/catalogue-list';
import { apiClient } from '../../../lib/api-client';

/** The diet template list's calls (its catalogue definition). */
export const searchDietTemplates = (body: CatalogueSearchBody<ShopSort>, signal: AbortSignal) =>
  apiClient.call(api.frontend_diet_template_search, { body, signal });
export const dietTemplateFilters = (locale: string, signal: AbortSignal) =>
  apiClient.call(api.diet_template_filters, { query: { _locale: locale }, signal });

export const dietTemplateOptions = (id: number, locale: string) =>
  queryOptions({
    queryKey: ['dietTemplates', 'detail', id, locale],
    queryFn: ({ signal }) =>
      apiClient.call(api.diet_template_detail, { params: { id }, query: { _locale: locale }, signal }),
  });

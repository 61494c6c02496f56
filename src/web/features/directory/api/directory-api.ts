import { queryOptions } from '@tanstack/react-query';
import type { CatalogueSort } from '../../../../core/contracts/catalogue-options';
import type { FilterGroups } from '../../../../core/contracts/catalogue';
import type { DirectoryLabel } from '../../../../core/contracts/directory';
import { api } from '../../../../core/routes';
import type { CatalogueSearchBody } from '../../../components/catalogue/catalogue-list';
import { apiClient } from '../../../lib/api-client';

const asOptions = (labels: DirectoryLabel[]) =>
  labels.map((label) => ({ value: label.find, label: label.name }));

/** COMP-17: company data goes stale after 5 minutes; so does the specialists' (B §9). */
export const DIRECTORY_STALE_MS = 5 * 60_000;

export const specialistFiltersOptions = (locale: string) =>
  queryOptions({
    queryKey: ['directory', 'specialists', 'host-filters', locale],
    queryFn: ({ signal }) => apiClient.call(api.specialist_filters, { query: { _locale: locale }, signal }),
    staleTime: Infinity,
  });
export const companyFiltersOptions = (locale: string) =>
  queryOptions({
    queryKey: ['directory', 'companies', 'host-filters', locale],
    queryFn: ({ signal }) => apiClient.call(api.company_filters, { query: { _locale: locale }, signal }),
    staleTime: Infinity,
  });

/** The specialist list's calls (its catalogue definition). */
export const searchSpecialists = (body: CatalogueSearchBody<CatalogueSort>, signal: AbortSignal) =>
  apiClient.call(api.frontend_user_search, { body, signal });
export async function specialistFilterGroups(locale: string, signal: AbortSignal): Promise<FilterGroups> {
  const filters = await apiClient.call(api.specialist_filters, { query: { _locale: locale }, signal });
  return { professions: asOptions(filters.professions), tags: asOptions(filters.tags) };
}

/** The club list's calls: the page goes in the query (COMP-15, DECISIONS CAT-46). */
export const searchCompanies = ({ page, ...body }: CatalogueSearchBody<CatalogueSort>, signal: AbortSignal) =>
  apiClient.call(api.frontend_company_search, { body, query: { page }, signal });
export async function companyFilterGroups(locale: string, signal: AbortSignal): Promise<FilterGroups> {
  const filters = await apiClient.call(api.company_filters, { query: { _locale: locale }, signal });
  return {
    types: asOptions(filters.types),
    specialisations: asOptions(filters.specialisations),
    tags: asOptions(filters.tags),
  };
}

/** SPEC-18: place suggestions, without the key. */
export const geoSuggestions = (
  text: string,
  country: string | undefined,
  locale: string,
  signal: AbortSignal,
) =>
  apiClient.call(api.search_geo_suggestion, {
    body: { data: text, type: 'city', ...(country ? { country } : {}), _locale: locale },
    signal,
  });

import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../core/routes';
import { apiClient } from '../../../lib/api-client';
import { ebookRequest, type EbookState } from '../lib/ebook-state';

export const ebookKeys = {
  all: ['ebooks'] as const,
  search: (state: EbookState, locale: string) => [...ebookKeys.all, 'search', state, locale] as const,
  categories: (locale: string) => [...ebookKeys.all, 'categories', locale] as const,
  tags: (locale: string) => [...ebookKeys.all, 'tags', locale] as const,
  detail: (id: number, locale: string) => [...ebookKeys.all, 'detail', id, locale] as const,
};

/** EBOOK-28: a page of cards (an aborted request is dropped by the query, never shown as an error). */
export const ebookSearchOptions = (state: EbookState, locale: string) =>
  queryOptions({
    queryKey: ebookKeys.search(state, locale),
    queryFn: ({ signal }) =>
      apiClient.call(api.frontend_ebook_search, { body: ebookRequest(state, locale), signal }),
  });

/** EBOOK-29, EBOOK-30: the labels change rarely; entries with `filterable: false` are hidden. */
export const ebookCategoriesOptions = (locale: string) =>
  queryOptions({
    queryKey: ebookKeys.categories(locale),
    queryFn: async ({ signal }) =>
      (
        await apiClient.call(api.api_frontend_ebook_categories, { query: { _locale: locale }, signal })
      ).categories.filter((entry) => entry.filterable),
    staleTime: Infinity,
  });
export const ebookTagsOptions = (locale: string) =>
  queryOptions({
    queryKey: ebookKeys.tags(locale),
    queryFn: async ({ signal }) =>
      (await apiClient.call(api.api_frontend_ebook_tags, { query: { _locale: locale }, signal })).tags.filter(
        (entry) => entry.filterable,
      ),
    staleTime: Infinity,
  });

export const ebookDetailOptions = (id: number, locale: string) =>
  queryOptions({
    queryKey: ebookKeys.detail(id, locale),
    queryFn: ({ signal }) =>
      apiClient.call(api.ebook_detail, { params: { id }, query: { _locale: locale }, signal }),
  });

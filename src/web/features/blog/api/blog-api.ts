import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../core/routes';
import { apiClient } from '../../../lib/api-client';

export interface BlogState {
  text: string;
  category: string | null;
  page: number;
}

export const blogKeys = {
  all: ['blog'] as const,
  search: (state: BlogState, locale: string) => [...blogKeys.all, 'search', state, locale] as const,
  categories: (locale: string) => [...blogKeys.all, 'categories', locale] as const,
  detail: (id: number, locale: string) => [...blogKeys.all, 'detail', id, locale] as const,
};

export const blogSearchOptions = (state: BlogState, locale: string) =>
  queryOptions({
    queryKey: blogKeys.search(state, locale),
    queryFn: ({ signal }) =>
      apiClient.call(api.article_search, {
        body: { text: state.text, category: state.category, page: state.page, perPage: 12, _locale: locale },
        signal,
      }),
  });

export const blogCategoriesOptions = (locale: string) =>
  queryOptions({
    queryKey: blogKeys.categories(locale),
    queryFn: async ({ signal }) =>
      (await apiClient.call(api.article_categories, { query: { _locale: locale }, signal })).categories,
    staleTime: Infinity,
  });

export const articleOptions = (id: number, locale: string) =>
  queryOptions({
    queryKey: blogKeys.detail(id, locale),
    queryFn: ({ signal }) =>
      apiClient.call(api.article_detail, { params: { id }, query: { _locale: locale }, signal }),
  });

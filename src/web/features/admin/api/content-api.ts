import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminArticleInput,
  AdminArticlesQuery,
  AdminPackageInput,
  ArticleStatus,
} from '../../../../core/contracts/admin-content';
import type { PromotionInput } from '../../../../core/contracts/promotions';
import { api, type ApiResponse } from '../../../../core/routes';
import { apiClient, type ApiClient } from '../../../lib/api-client';

export type AdminArticlesAnswer = ApiResponse<typeof api.admin_articles>;
export type AdminArticleRow = AdminArticlesAnswer['items'][number];
export type AdminArticleAnswer = ApiResponse<typeof api.admin_article>;
export type AdminPackageRow = ApiResponse<typeof api.admin_packages>['packages'][number];
export type AdminPromotionRow = ApiResponse<typeof api.admin_promotions>['promotions'][number];

/** What the articles list asks for; `page` 1-based. */
export type ArticlesFilter = Pick<AdminArticlesQuery, 'q' | 'status' | 'page'>;
/** A promotion's change: its window and discount (key and rule stay). */
export interface PromotionChange {
  discountPercent: number;
  startsAt: string;
  endsAt: string;
}

/** The content sections' keys (issue 24 A2), under the admin area's. */
export const contentKeys = {
  all: ['admin', 'content'] as const,
  articles: (filter: ArticlesFilter) => [...contentKeys.all, 'articles', filter] as const,
  article: (id: number) => [...contentKeys.all, 'article', id] as const,
  packages: () => [...contentKeys.all, 'packages'] as const,
  promotions: () => [...contentKeys.all, 'promotions'] as const,
};
const auditKey = ['admin', 'audit'] as const;

/** Admin data is always read fresh: another admin may have changed it a moment ago. */
export const articlesOptions = (filter: ArticlesFilter, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: contentKeys.articles(filter),
    queryFn: ({ signal }) =>
      client.call(api.admin_articles, {
        query: {
          ...(filter.q ? { q: filter.q } : {}),
          ...(filter.status ? { status: filter.status } : {}),
          page: filter.page,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const articleOptions = (id: number, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: contentKeys.article(id),
    queryFn: ({ signal }) => client.call(api.admin_article, { params: { id }, signal }),
    staleTime: 0,
  });

/** Markdown → the sanitized HTML the public article page shows (the server renders it). */
export const previewMarkdown = (markdown: string, signal?: AbortSignal, client: ApiClient = apiClient) =>
  client.call(api.admin_article_preview, { body: { markdown }, ...(signal ? { signal } : {}) });

/** After an article's change: its detail from the answer, the lists and the log follow. */
function useArticleMutation<T>(mutationFn: (value: T) => Promise<AdminArticleAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (article) => {
      queryClient.setQueryData(contentKeys.article(article.id), article);
      void queryClient.invalidateQueries({ queryKey: [...contentKeys.all, 'articles'] });
      void queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}

/** Creates an article (no id) or replaces an existing one's fields. */
export function useSaveArticle(id: number | null, client: ApiClient = apiClient) {
  return useArticleMutation((input: AdminArticleInput) =>
    id === null
      ? client.call(api.admin_article_create, { body: input })
      : client.call(api.admin_article_update, { params: { id }, body: input }),
  );
}

/** Publishes an article or takes it back to a draft. */
export function useArticleStatus(id: number, client: ApiClient = apiClient) {
  return useArticleMutation((status: ArticleStatus) =>
    client.call(api.admin_article_status, { params: { id }, body: { status } }),
  );
}

export const packagesOptions = (client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: contentKeys.packages(),
    queryFn: ({ signal }) => client.call(api.admin_packages, { signal }),
    staleTime: 0,
  });

export function useSavePackage(id: number, client: ApiClient = apiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminPackageInput) =>
      client.call(api.admin_package_update, { params: { id }, body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.packages() });
      void queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}

export const promotionsOptions = (client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: contentKeys.promotions(),
    queryFn: ({ signal }) => client.call(api.admin_promotions, { signal }),
    staleTime: 0,
  });

/** The list and the log follow a promotion's change. */
function usePromotionMutation<T>(mutationFn: (value: T) => Promise<AdminPromotionRow>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.promotions() });
      void queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}

export function useCreatePromotion(client: ApiClient = apiClient) {
  return usePromotionMutation((input: PromotionInput) =>
    client.call(api.admin_promotion_create, { body: input }),
  );
}

/** Changes an existing promotion's window and discount (its key and rule stay). */
export function useUpdatePromotion(id: number, client: ApiClient = apiClient) {
  return usePromotionMutation((change: PromotionChange) =>
    client.call(api.admin_promotion_update, { params: { id }, body: change }),
  );
}

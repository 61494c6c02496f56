import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ModerationKind,
  ModerationQuery,
  SetPublicationRequest,
} from '../../../../core/contracts/admin-moderation';
import { api, type ApiResponse } from '../../../../core/routes';
import { apiClient, type ApiClient } from '../../../lib/api-client';

export type ModerationAnswer = ApiResponse<typeof api.admin_moderation_list>;
export type ModerationRow = ModerationAnswer['items'][number];

/** What a moderation list asks for; `page` 1-based. */
export type ModerationFilter = Pick<ModerationQuery, 'q' | 'status' | 'page'>;

/** Moderation's keys (issue 24 A2), under the admin area's; a refund changes the orders' keys. */
export const moderationKeys = {
  all: ['admin', 'moderation'] as const,
  list: (kind: ModerationKind, filter: ModerationFilter) => [...moderationKeys.all, kind, filter] as const,
};
const auditKey = ['admin', 'audit'] as const;

/** Admin data is always read fresh: another admin may have changed it a moment ago. */
export const moderationOptions = (
  kind: ModerationKind,
  filter: ModerationFilter,
  client: ApiClient = apiClient,
) =>
  queryOptions({
    queryKey: moderationKeys.list(kind, filter),
    queryFn: ({ signal }) =>
      client.call(api.admin_moderation_list, {
        params: { kind },
        query: {
          ...(filter.q ? { q: filter.q } : {}),
          status: filter.status,
          page: filter.page,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Publish or unpublish one profile; the lists and the log follow. */
export function useSetPublication(kind: ModerationKind, client: ApiClient = apiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: SetPublicationRequest }) =>
      client.call(api.admin_moderation_publication, { params: { kind, id }, body: change }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
      void queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}

/** Refund a paid order (issue 24 A3): the order, the orders list and the log follow. */
export function useRefundOrder(uid: string, client: ApiClient = apiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call(api.admin_order_refund, { params: { uid } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'order', uid] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
      void queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}

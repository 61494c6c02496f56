import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrdersQuery } from '../../../../core/contracts/admin-orders';
import type { AdminRolesChange, AdminUsersQuery } from '../../../../core/contracts/admin-users';
import type { TestimonialInput } from '../../../../core/contracts/home';
import { api, type ApiResponse } from '../../../../core/routes';
import { apiClient, type ApiClient } from '../../../lib/api-client';

export type AdminUsersAnswer = ApiResponse<typeof api.admin_users>;
export type AdminUserRow = AdminUsersAnswer['items'][number];
export type AdminUserAnswer = ApiResponse<typeof api.admin_user>;
export type AuditAnswer = ApiResponse<typeof api.admin_audit>;
export type AuditRow = AuditAnswer['items'][number];
export type FeedbackAnswer = ApiResponse<typeof api.admin_feedback>;
export type NarrationGradesAnswer = ApiResponse<typeof api.admin_text_to_speech_grades>;

export type AdminOrdersAnswer = ApiResponse<typeof api.admin_orders>;
export type AdminOrderRow = AdminOrdersAnswer['items'][number];
export type AdminOrderAnswer = ApiResponse<typeof api.admin_order>;

/** What the orders list asks for; `page` 1-based. */
export type OrdersFilter = Pick<AdminOrdersQuery, 'q' | 'status' | 'method' | 'page'>;
/** What the users list asks for; `page` 1-based. */
export type UsersFilter = Pick<AdminUsersQuery, 'q' | 'role' | 'sort' | 'page'>;
export interface AuditFilter {
  targetType?: string;
  targetId?: string;
  page: number;
}

/** One key factory for the admin area: a change to a user invalidates the lists, the detail and the log. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (filter: UsersFilter) => [...adminKeys.all, 'users', filter] as const,
  user: (id: number) => [...adminKeys.all, 'user', id] as const,
  audit: (filter: AuditFilter) => [...adminKeys.all, 'audit', filter] as const,
  feedback: (page: number) => [...adminKeys.all, 'feedback', page] as const,
  narration: (page: number) => [...adminKeys.all, 'narration', page] as const,
  orders: (filter: OrdersFilter) => [...adminKeys.all, 'orders', filter] as const,
  order: (uid: string) => [...adminKeys.all, 'order', uid] as const,
};

/** Admin data is always read fresh: another admin may have changed it a moment ago. */
export const usersOptions = (filter: UsersFilter, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: adminKeys.users(filter),
    queryFn: ({ signal }) =>
      client.call(api.admin_users, {
        query: {
          ...(filter.q ? { q: filter.q } : {}),
          ...(filter.role ? { role: filter.role } : {}),
          sort: filter.sort,
          page: filter.page,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const userOptions = (id: number, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => client.call(api.admin_user, { params: { id }, signal }),
    staleTime: 0,
  });

export const auditOptions = (filter: AuditFilter, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: adminKeys.audit(filter),
    queryFn: ({ signal }) =>
      client.call(api.admin_audit, {
        query: {
          ...(filter.targetType ? { targetType: filter.targetType } : {}),
          ...(filter.targetId ? { targetId: filter.targetId } : {}),
          page: filter.page,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const feedbackOptions = (page: number, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: adminKeys.feedback(page),
    queryFn: ({ signal }) => client.call(api.admin_feedback, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const narrationGradesOptions = (page: number, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: adminKeys.narration(page),
    queryFn: ({ signal }) => client.call(api.admin_text_to_speech_grades, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const ordersOptions = (filter: OrdersFilter, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: adminKeys.orders(filter),
    queryFn: ({ signal }) =>
      client.call(api.admin_orders, {
        query: {
          ...(filter.q ? { q: filter.q } : {}),
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.method ? { method: filter.method } : {}),
          page: filter.page,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const orderOptions = (uid: string, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: adminKeys.order(uid),
    queryFn: ({ signal }) => client.call(api.admin_order, { params: { uid }, signal }),
    staleTime: 0,
  });

/** Confirms that a bank transfer arrived; the order, the lists and the log follow. */
export function useMarkOrderPaid(uid: string, client: ApiClient = apiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call(api.admin_order_paid, { params: { uid } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.order(uid) });
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'orders'] });
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
    },
  });
}

/** The account's new detail goes into the cache; lists and the log follow. */
function useUserMutation<T>(id: number, mutationFn: (value: T) => Promise<AdminUserAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (detail) => {
      queryClient.setQueryData(adminKeys.user(id), detail);
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'users'] });
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
    },
  });
}

/** Grants and revokes roles (only the differences are sent). */
export function useChangeRoles(id: number, client: ApiClient = apiClient) {
  return useUserMutation(id, (change: AdminRolesChange) =>
    client.call(api.admin_user_roles, { params: { id }, body: change }),
  );
}

export function useSetLocked(id: number, client: ApiClient = apiClient) {
  return useUserMutation(id, (locked: boolean) =>
    client.call(api.admin_user_lock, { params: { id }, body: { locked } }),
  );
}

/** Signs the account out everywhere; the detail's session count follows. */
export function useEndSessions(id: number, client: ApiClient = apiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call(api.admin_user_sessions_end, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.user(id) });
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
    },
  });
}

export type AdminTestimonialsAnswer = ApiResponse<typeof api.admin_testimonials>;
export type AdminTestimonialRow = AdminTestimonialsAnswer['testimonials'][number];

export const testimonialsOptions = (client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'testimonials'] as const,
    queryFn: ({ signal }) => client.call(api.admin_testimonials, { signal }),
    staleTime: 0,
  });

/** Creates a testimonial (no id) or replaces one's fields; the list follows. */
export function useSaveTestimonial(id: number | null, client: ApiClient = apiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TestimonialInput) =>
      id === null
        ? client.call(api.admin_testimonial_create, { body: input })
        : client.call(api.admin_testimonial_update, { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'testimonials'] }),
  });
}

export function useDeleteTestimonial(client: ApiClient = apiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.call(api.admin_testimonial_delete, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'testimonials'] }),
  });
}

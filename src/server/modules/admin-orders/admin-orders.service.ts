import {
  ADMIN_ORDERS_PER_PAGE,
  type AdminOrderDetail,
  type AdminOrdersQuery,
  type AdminOrdersResponse,
} from '../../../core/contracts/admin-orders';
import { NotFoundError } from '../../errors';
import { presentAdminOrderDetail, presentAdminOrderPage } from './admin-orders.presenter';
import type { AdminOrdersRepo } from './admin-orders.repo';

/**
 * Orders for admins (issue 24 A3): the list and an order's detail. Confirming a bank transfer stays with the
 * orders module (`admin_order_paid`), which pays, grants and writes the audit row.
 */
export function createAdminOrdersService({ repo }: { repo: AdminOrdersRepo }) {
  return {
    async list(query: AdminOrdersQuery): Promise<AdminOrdersResponse> {
      const [rows, total] = await Promise.all([
        repo.page(query, (query.page - 1) * ADMIN_ORDERS_PER_PAGE, ADMIN_ORDERS_PER_PAGE),
        repo.count(query),
      ]);
      return presentAdminOrderPage(rows, { page: query.page, perPage: ADMIN_ORDERS_PER_PAGE, total });
    },

    async detail(uid: string): Promise<AdminOrderDetail> {
      const row = await repo.byUid(uid);
      if (!row) throw new NotFoundError('orderNotFound');
      return presentAdminOrderDetail(row, await repo.items(row.id));
    },
  };
}
export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;

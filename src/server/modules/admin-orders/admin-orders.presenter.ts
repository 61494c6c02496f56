import { orderNumber } from '../../../core/domain/order-number';
import type {
  AdminOrderDetail,
  AdminOrdersResponse,
  AdminOrderSummary,
} from '../../../core/contracts/admin-orders';
import { BilledAddress } from '../../../core/contracts/billing-addresses';
import type { AdminOrderItemRow, AdminOrderRow } from './admin-orders.repo';

/** A billing address stored at checkout; one that no longer reads as an address is left out. */
function billedAddress(stored: string | null): BilledAddress | null {
  if (stored === null) return null;
  try {
    const parsed = BilledAddress.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function presentAdminOrder(row: AdminOrderRow): AdminOrderSummary {
  return {
    uid: row.uid,
    number: orderNumber(row),
    status: row.status,
    paymentMethod: row.payment_method,
    currency: row.currency,
    grossMinor: Number(row.gross_minor),
    buyerEmail: row.buyer_email,
    buyerId: Number(row.user_id),
    itemCount: Number(row.item_count),
    createdAt: row.created_at,
    paidAt: row.paid_at,
  };
}

export function presentAdminOrderPage(
  rows: AdminOrderRow[],
  { page, perPage, total }: { page: number; perPage: number; total: number },
): AdminOrdersResponse {
  return { items: rows.map(presentAdminOrder), total, page, perPage };
}

export function presentAdminOrderDetail(row: AdminOrderRow, items: AdminOrderItemRow[]): AdminOrderDetail {
  return {
    ...presentAdminOrder(row),
    taxMinor: Number(row.tax_minor),
    items: items.map((item) => ({
      title: item.title,
      productType: item.product_type,
      productId: Number(item.product_id),
      grossMinor: Number(item.gross_minor),
      taxMinor: Number(item.tax_minor),
      discountMinor: Number(item.discount_minor),
    })),
    billingAddress: billedAddress(row.billing_address),
    refundedAt: row.refunded_at,
  };
}

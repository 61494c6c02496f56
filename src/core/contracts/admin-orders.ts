import { z } from 'zod';
import { pageOf } from './common';
import { BASKET_PRODUCT_TYPES, CURRENCIES } from './basket';
import { BilledAddress } from './billing-addresses';
import { ORDER_STATUSES, PAYMENT_METHODS } from './orders';

/**
 * Orders as admins see them (issue 24 A3): a searchable, filterable list, an order's detail, and the
 * confirmation of a bank transfer (`admin_order_paid`, written to the audit log). Amounts in minor units.
 */
export const ADMIN_ORDERS_PER_PAGE = 20;

export const AdminOrdersQuery = z.object({
  /** Part of the order's uid or of the buyer's e-mail address. */
  q: z.string('invalidValue').trim().max(200, 'invalidValue').optional(),
  status: z.enum(ORDER_STATUSES, { error: 'invalidValue' }).optional(),
  method: z.enum(PAYMENT_METHODS, { error: 'invalidValue' }).optional(),
  page: z.coerce
    .number('invalidValue')
    .int('invalidValue')
    .min(1, 'invalidValue')
    .max(10_000, 'invalidValue')
    .default(1),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;

export const AdminOrderSummary = z.object({
  uid: z.string(),
  /** The number people read (NUT-2026-000042), also a bank transfer's reference. */
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  currency: z.enum(CURRENCIES),
  grossMinor: z.number().int(),
  buyerEmail: z.string(),
  buyerId: z.number().int(),
  itemCount: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;

export const AdminOrdersResponse = pageOf(AdminOrderSummary);
export type AdminOrdersResponse = z.infer<typeof AdminOrdersResponse>;

export const AdminOrderItem = z.object({
  title: z.string(),
  productType: z.enum(BASKET_PRODUCT_TYPES),
  productId: z.number().int(),
  grossMinor: z.number().int(),
  taxMinor: z.number().int(),
  /** What a promotion took off the line (its gross is after it). */
  discountMinor: z.number().int(),
});
export type AdminOrderItem = z.infer<typeof AdminOrderItem>;

export const AdminOrderDetail = AdminOrderSummary.extend({
  taxMinor: z.number().int(),
  items: z.array(AdminOrderItem),
  /** The billing address as it was at checkout; null for orders made before addresses were kept. */
  billingAddress: BilledAddress.nullable(),
  /** Issue 24 A3: when an admin refunded the order (its status is then `refunded`). */
  refundedAt: z.string().nullable(),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

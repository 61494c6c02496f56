import { z } from 'zod';
import { BASKET_PRODUCT_TYPES, BasketAmount, CURRENCIES } from './basket';
import { BilledAddress } from './billing-addresses';
import { LocaleSchema } from './common';

/** Issue 18 A3: how an order is paid. Stripe only where it is configured. */
export const PAYMENT_METHODS = ['bank_transfer', 'stripe'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PaymentMethodsResponse = z.object({ methods: z.array(z.enum(PAYMENT_METHODS)) });

/** BSK-15: without a method the answer is "No payment method selected" under `paymentMethod`. */
export const CheckoutRequest = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS, 'noPaymentMethod').optional(),
  /** The billing address (B §9); without one, the member's newest. */
  addressId: z.number().int().positive().max(2_147_483_647).optional(),
  locale: LocaleSchema,
});

export const OrderItem = z.object({
  productType: z.enum(BASKET_PRODUCT_TYPES),
  productId: z.number().int(),
  title: z.string(),
  amount: BasketAmount,
  /** What a promotion took off (major units; 0 without one). */
  discount: z.number().default(0),
});

/** What a bank transfer needs: where to, how much and the reference that finds the order. */
export const TransferDetails = z.object({
  accountHolder: z.string(),
  iban: z.string(),
  bic: z.string(),
  reference: z.string(),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
});

/** DECISIONS ACCT-10: an order with its status, items and totals. */
export const Order = z.object({
  uid: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  currency: z.enum(CURRENCIES),
  total: BasketAmount,
  items: z.array(OrderItem),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  transfer: TransferDetails.nullable(),
  billingAddress: BilledAddress.nullable().default(null),
});
export type Order = z.infer<typeof Order>;

export const CheckoutResponse = z.object({
  order: Order,
  /** Stripe: the hosted checkout page to go to; a bank transfer stays on our pages. */
  redirectUrl: z.string().nullable(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

export const OrdersResponse = z.object({ orders: z.array(Order) });
export const OrderUidParams = z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/) });

export const StripeWebhookResponse = z.object({
  received: z.literal(true),
  outcome: z.enum(['paid', 'ignored', 'replay']),
});

/** Issue 18 A4: an admin gives a seat of a paid team package to a member's account, by its e-mail address. */
export const AssignSeatRequest = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('emailInvalid')),
});
export const OrderSeatsResponse = z.object({
  seats: z.number().int(),
  holders: z.array(z.object({ email: z.string(), assignedAt: z.string() })),
  proUntil: z.string(),
});

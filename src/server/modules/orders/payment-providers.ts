import Stripe from 'stripe';
import type { Currency } from '../../../core/contracts/basket';
import type { PaymentMethod } from '../../../core/contracts/orders';

/** An order as a provider needs it to take the payment. */
export interface PayableOrder {
  uid: string;
  number: string;
  currency: Currency;
  grossMinor: number;
  locale: string;
  email: string;
  items: Array<{ title: string; grossMinor: number }>;
}

/** What starting a payment gives back: a page to send the buyer to, or nothing (they pay by themselves). */
export interface PaymentStart {
  redirectUrl: string | null;
  /** The provider's own id of this payment (a Stripe checkout session id). */
  providerRef: string | null;
}

/** A way to pay (issue 18 A3). */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  start(order: PayableOrder, urls: { success: string; cancel: string }): Promise<PaymentStart>;
  /** Pays the whole amount back (issue 24 A3); absent where money goes back by hand (a bank transfer). */
  refund?(payment: { providerRef: string; orderUid: string }): Promise<void>;
}

/** Where a bank transfer goes (BANK_ACCOUNT_* settings). */
export interface BankAccount {
  holder: string;
  iban: string;
  bic: string;
}

/** A bank transfer: nothing to start; the order waits for the money and an admin marks it paid. */
export function bankTransferProvider(): PaymentProvider {
  return { method: 'bank_transfer', start: async () => ({ redirectUrl: null, providerRef: null }) };
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API (a loopback stand-in in tests). */
  apiUrl: string;
}

export function stripeClient(settings: StripeSettings): Stripe {
  const api = new URL(settings.apiUrl);
  return new Stripe(settings.secretKey, {
    host: api.hostname,
    port: api.port || (api.protocol === 'http:' ? '80' : '443'),
    protocol: api.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
  });
}

/**
 * Stripe Checkout: a hosted checkout session with the order's lines at the server's prices; the buyer goes to
 * Stripe's page and comes back; the signed `checkout.session.completed` webhook marks the order paid.
 */
export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    method: 'stripe',
    async start(order, urls) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: order.uid,
          customer_email: order.email,
          metadata: { order: order.uid },
          success_url: urls.success,
          cancel_url: urls.cancel,
          line_items: order.items.map((item) => ({
            quantity: 1,
            price_data: {
              currency: order.currency.toLowerCase(),
              unit_amount: item.grossMinor,
              product_data: { name: item.title },
            },
          })),
        },
        // A retried checkout of the same order never makes a second session.
        { idempotencyKey: `order-${order.uid}` },
      );
      if (!session.url) throw new Error('Stripe answered without a checkout page');
      return { redirectUrl: session.url, providerRef: session.id };
    },
    /** The session's payment intent, refunded in full; a repeated refund of the order is the same refund. */
    async refund({ providerRef, orderUid }) {
      const session = await stripe.checkout.sessions.retrieve(providerRef);
      const intent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new Error(`Stripe checkout session ${providerRef} has no payment to refund`);
      await stripe.refunds.create({ payment_intent: intent }, { idempotencyKey: `refund-${orderUid}` });
    },
  };
}

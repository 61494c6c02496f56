import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { api } from '../../../core/routes';
import { NotFoundError, ValidationError } from '../../errors';
import { routeFor } from '../../http/route-for';
import { sendError } from '../../plugins/errors';
import type { OrderInvoices } from './order-invoice';
import type { OrderSeats } from './order-seats';
import type { OrdersService } from './orders.service';

/** Stripe's webhook bodies are small; their bytes must reach the signature check untouched. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * Checkout, the member's orders and their invoices, an admin's confirmation of a bank transfer and assignment
 * of a team package's seats, and Stripe's signed webhook (issue 18 A3, A4). The webhook reads its body as bytes
 * in a scope of its own.
 */
export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  invoices: OrderInvoices;
  seats: OrderSeats;
  stripe: { client: Stripe; webhookSecret: string } | null;
}> = async (app, { orders, invoices, seats, stripe }) => {
  app.route({
    ...routeFor(app, api.checkout_methods),
    handler: async () => ({ methods: orders.methods() }),
  });
  app.route({
    ...routeFor(app, api.checkout),
    handler: async (request) => orders.checkout(request.signedIn.user.id, request.body),
  });
  app.route({
    ...routeFor(app, api.orders_list),
    handler: async (request) => ({ orders: await orders.orders(request.signedIn.user.id) }),
  });
  app.route({
    ...routeFor(app, api.order_detail),
    handler: async (request) => orders.order(request.signedIn.user.id, request.params.uid),
  });
  app.route({
    ...routeFor(app, api.order_invoice),
    handler: async (request, reply) => {
      const { number, bytes } = await invoices.pdf(request.signedIn.user.id, request.params.uid);
      return reply
        .type('application/pdf')
        .header('content-length', bytes.length)
        .header('content-disposition', `attachment; filename="${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  });
  app.route({
    ...routeFor(app, api.admin_order_paid),
    handler: async (request) =>
      orders.confirmTransfer(request.params.uid, {
        id: request.signedIn.user.id,
        email: request.signedIn.user.email,
      }),
  });
  app.route({
    ...routeFor(app, api.admin_order_refund),
    handler: async (request) =>
      orders.refund(request.params.uid, {
        id: request.signedIn.user.id,
        email: request.signedIn.user.email,
      }),
  });
  app.route({
    ...routeFor(app, api.admin_order_seat),
    handler: async (request) => seats.assign(request.params.uid, request.body.email),
  });

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return sendError(request, reply, 413, 'validation', 'body_too_large');
      throw error;
    });
    scope.route({
      ...routeFor(scope, api.stripe_webhook),
      bodyLimit: WEBHOOK_BODY_LIMIT,
      handler: async (request) => {
        if (!stripe) throw new NotFoundError();
        const signature = request.headers['stripe-signature'];
        let event: Stripe.Event;
        try {
          event = stripe.client.webhooks.constructEvent(
            Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            typeof signature === 'string' ? signature : '',
            stripe.webhookSecret,
          );
        } catch {
          // A forged, altered or stale event.
          throw new ValidationError(undefined, 'webhookSignatureInvalid');
        }
        if (event.type !== 'checkout.session.completed')
          return { received: true as const, outcome: 'ignored' as const };
        const session = event.data.object;
        return { received: true as const, outcome: await orders.stripeSessionCompleted(event.id, session) };
      },
    });
  });
};

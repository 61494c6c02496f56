import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import type { PurchaseService } from './purchase.service';

/** The purchase page's registration (B §7): the new member is signed in by it. */
export const purchaseRoutes: FastifyPluginAsyncZod<{
  purchase: PurchaseService;
  rateLimitMax: number;
}> = async (app, { purchase, rateLimitMax }) => {
  app.route({
    ...routeFor(app, api.purchase_register),
    // As limited as the registration page's call: it makes accounts and sends mail.
    config: { rateLimit: { max: rateLimitMax, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const { userId, answer } = await purchase.register(request.body);
      await app.signIn(request, reply, userId);
      return answer;
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import type { AdminOrdersService } from './admin-orders.service';

/** Orders for admins (issue 24 A3): every route is for admins only (the registry's access rule). */
export const adminOrdersRoutes: FastifyPluginAsyncZod<{ adminOrders: AdminOrdersService }> = async (
  app,
  { adminOrders },
) => {
  app.route({
    ...routeFor(app, api.admin_orders),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminOrders.list(request.query);
    },
  });
  app.route({
    ...routeFor(app, api.admin_order),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminOrders.detail(request.params.uid);
    },
  });
};

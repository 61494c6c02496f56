import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import type { BillingAddressesService } from './billing-addresses.service';

/** A member's billing addresses: list, add, remove (issue 18 A2). */
export const billingAddressesRoutes: FastifyPluginAsyncZod<{ addresses: BillingAddressesService }> = async (
  app,
  { addresses },
) => {
  app.route({
    ...routeFor(app, api.billing_addresses),
    handler: async (request) => ({ addresses: await addresses.list(request.signedIn.user.id) }),
  });
  app.route({
    ...routeFor(app, api.billing_address_create),
    handler: async (request) => addresses.create(request.signedIn.user.id, request.body.address),
  });
  app.route({
    ...routeFor(app, api.billing_address_delete),
    handler: async (request) => addresses.remove(request.signedIn.user.id, request.params.id),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import type { BasketService } from './basket.service';

/** The basket's calls (B §7): the header's basket and its removal, and the purchase page's add. */
export const basketRoutes: FastifyPluginAsyncZod<{ basket: BasketService }> = async (app, { basket }) => {
  app.route({
    ...routeFor(app, api.api_header_basket),
    handler: async (request) => basket.show(request.signedIn.user.id, request.query.locale),
  });
  app.route({
    ...routeFor(app, api.api_header_basket_remove),
    handler: async (request) => basket.remove(request.signedIn.user.id, request.body.id, request.body.locale),
  });
  app.route({
    ...routeFor(app, api.basket_add),
    handler: async (request) => basket.add(request.signedIn.user.id, request.body),
  });
};

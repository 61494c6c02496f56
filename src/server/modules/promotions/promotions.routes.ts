import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import type { AuditActor } from '../audit/audit.repo';
import type { PromotionsService } from './promotions.service';

/** The signed-in admin, as the audit log names them. */
const actorOf = (request: FastifyRequest): AuditActor => ({
  id: request.signedIn.user.id,
  email: request.signedIn.user.email,
});

/** The welcome promotion for everyone; promotions for admins (issue 18 A6; the admin screens come later). */
export const promotionsRoutes: FastifyPluginAsyncZod<{ promotions: PromotionsService }> = async (
  app,
  { promotions },
) => {
  app.route({
    ...routeFor(app, api.promotion_welcome),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return promotions.publicWelcome(request.session?.user.id ?? null);
    },
  });
  app.route({ ...routeFor(app, api.admin_promotions), handler: async () => promotions.list() });
  app.route({
    ...routeFor(app, api.admin_promotion_create),
    handler: async (request) => promotions.create(actorOf(request), request.body),
  });
  app.route({
    ...routeFor(app, api.admin_promotion_update),
    handler: async (request) => promotions.update(actorOf(request), request.params.id, request.body),
  });
};

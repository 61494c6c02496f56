import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import type { ModerationService } from './moderation.service';

/** Moderation of specialists and companies (issue 24 A2): admins only (the registry's access rule). */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (
  app,
  { moderation },
) => {
  app.route({
    ...routeFor(app, api.admin_moderation_list),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return moderation.list(request.params.kind, request.query);
    },
  });
  app.route({
    ...routeFor(app, api.admin_moderation_publication),
    handler: async (request) =>
      moderation.setPublication(request.params, request.body, {
        id: request.signedIn.user.id,
        email: request.signedIn.user.email,
      }),
  });
};

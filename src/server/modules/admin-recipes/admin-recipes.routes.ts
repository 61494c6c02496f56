import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { requestLocale } from '../../http/request-locale';
import { routeFor } from '../../http/route-for';
import type { AuditActor } from '../audit/audit.repo';
import type { AdminRecipesService } from './admin-recipes.service';

/** The signed-in admin, as the audit log names them. */
const actorOf = (request: FastifyRequest): AuditActor => ({
  id: request.signedIn.user.id,
  email: request.signedIn.user.email,
});

/** Recipe editing for admins (issue 24 A2): every route is for admins only (the registry's access rule). */
export const adminRecipesRoutes: FastifyPluginAsyncZod<{ adminRecipes: AdminRecipesService }> = async (
  app,
  { adminRecipes },
) => {
  app.route({
    ...routeFor(app, api.admin_recipes),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminRecipes.list(request.query, requestLocale(request));
    },
  });
  app.route({
    ...routeFor(app, api.admin_recipe),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminRecipes.detail(request.params.id, requestLocale(request));
    },
  });
  app.route({
    ...routeFor(app, api.admin_recipe_foods),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminRecipes.foods(request.query.q, requestLocale(request));
    },
  });
  app.route({
    ...routeFor(app, api.admin_recipe_nutrition),
    handler: async (request) => adminRecipes.preview(request.body, requestLocale(request)),
  });
  app.route({
    ...routeFor(app, api.admin_recipe_create),
    handler: async (request) =>
      adminRecipes.save(actorOf(request), null, request.body, requestLocale(request)),
  });
  app.route({
    ...routeFor(app, api.admin_recipe_update),
    handler: async (request) =>
      adminRecipes.save(actorOf(request), request.params.id, request.body, requestLocale(request)),
  });
};

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { requestLocale } from '../../http/request-locale';
import { routeFor } from '../../http/route-for';
import type { AuditActor } from '../audit/audit.repo';
import type { AdminDietTemplatesService } from './admin-diet-templates.service';

const actorOf = (request: FastifyRequest): AuditActor => ({
  id: request.signedIn.user.id,
  email: request.signedIn.user.email,
});

/** The shop's diet templates for admins (issue 24 A2): every route is for admins only (the registry's rule). */
export const adminDietTemplatesRoutes: FastifyPluginAsyncZod<{
  templates: AdminDietTemplatesService;
}> = async (app, { templates }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.route({
    ...routeFor(app, api.admin_diet_templates),
    handler: async (request) => templates.list(request.query, requestLocale(request)),
  });
  app.route({
    ...routeFor(app, api.admin_diet_template_candidates),
    handler: async (request) => templates.candidates(request.query, requestLocale(request)),
  });
  app.route({
    ...routeFor(app, api.admin_diet_template),
    handler: async (request) => templates.detail(request.params.id, requestLocale(request)),
  });
  app.route({
    ...routeFor(app, api.admin_diet_template_generate),
    handler: async (request) =>
      templates.generate(request.body, requestLocale(request), `user:${request.signedIn.user.id}`),
  });
  app.route({
    ...routeFor(app, api.admin_diet_template_preview),
    handler: async (request) =>
      templates.preview(request.body.parameters, request.body.plan, requestLocale(request)),
  });
  app.route({
    ...routeFor(app, api.admin_diet_template_create),
    handler: async (request, reply) => {
      reply.code(201);
      return templates.create(actorOf(request), request.body, requestLocale(request));
    },
  });
  app.route({
    ...routeFor(app, api.admin_diet_template_update),
    handler: async (request) =>
      templates.update(actorOf(request), request.params.id, request.body, requestLocale(request)),
  });
};

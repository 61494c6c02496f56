import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import type { SeoHealthService } from './seo-health.service';

/** The search-engine health dashboard (issue 24 A4): admins only (the registry's access rule). */
export const seoHealthRoutes: FastifyPluginAsyncZod<{ seoHealth: SeoHealthService }> = async (
  app,
  { seoHealth },
) => {
  app.route({
    ...routeFor(app, api.admin_seo_scan_start),
    handler: async (request, reply) => {
      const started = await seoHealth.start({
        id: request.signedIn.user.id,
        email: request.signedIn.user.email,
      });
      return reply.code(202).send(started);
    },
  });
  app.route({
    ...routeFor(app, api.admin_seo_scans),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return seoHealth.list(request.query);
    },
  });
  app.route({
    ...routeFor(app, api.admin_seo_scan),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return seoHealth.report(request.params.id);
    },
  });
  app.route({
    ...routeFor(app, api.admin_seo_keywords),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return seoHealth.keywords(request.query);
    },
  });
};

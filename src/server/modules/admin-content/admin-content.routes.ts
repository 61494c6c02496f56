import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import type { AuditActor } from '../audit/audit.repo';
import type { AdminContentService } from './admin-content.service';

/** The signed-in admin, as the audit log names them. */
const actorOf = (request: FastifyRequest): AuditActor => ({
  id: request.signedIn.user.id,
  email: request.signedIn.user.email,
});

/** Articles and professional packages for admins (issue 24 A2): admins only (the registry's access rule). */
export const adminContentRoutes: FastifyPluginAsyncZod<{ adminContent: AdminContentService }> = async (
  app,
  { adminContent },
) => {
  app.route({
    ...routeFor(app, api.admin_articles),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminContent.articles(request.query);
    },
  });
  app.route({
    ...routeFor(app, api.admin_article),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminContent.article(request.params.id);
    },
  });
  app.route({
    ...routeFor(app, api.admin_article_create),
    handler: async (request) => adminContent.createArticle(actorOf(request), request.body),
  });
  app.route({
    ...routeFor(app, api.admin_article_update),
    handler: async (request) => adminContent.updateArticle(actorOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeFor(app, api.admin_article_status),
    handler: async (request) =>
      adminContent.setArticleStatus(actorOf(request), request.params.id, request.body.status),
  });
  app.route({
    ...routeFor(app, api.admin_article_preview),
    handler: async (request) => adminContent.preview(request.body.markdown),
  });
  app.route({
    ...routeFor(app, api.admin_packages),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminContent.packages();
    },
  });
  app.route({
    ...routeFor(app, api.admin_package_update),
    handler: async (request) => adminContent.updatePackage(actorOf(request), request.params.id, request.body),
  });
};

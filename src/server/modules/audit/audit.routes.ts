import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import type { AuditService } from './audit.service';

/** The audit log for admins (issue 24 A2). */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.route({
    ...routeFor(app, api.admin_audit),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { targetType, targetId, page } = request.query;
      return audit.list({ targetType, targetId }, page);
    },
  });
};

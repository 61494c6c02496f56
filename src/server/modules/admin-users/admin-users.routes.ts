import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import type { AuditActor } from '../audit/audit.repo';
import type { AdminUsersService } from './admin-users.service';

/** The signed-in admin, as the audit log names them. */
const actorOf = (request: FastifyRequest): AuditActor => ({
  id: request.signedIn.user.id,
  email: request.signedIn.user.email,
});

/** Administration of accounts (issue 24 A3): every route is for admins only (the registry's access rule). */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ adminUsers: AdminUsersService }> = async (
  app,
  { adminUsers },
) => {
  app.route({
    ...routeFor(app, api.admin_users),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminUsers.list(request.query);
    },
  });
  app.route({
    ...routeFor(app, api.admin_user),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminUsers.detail(request.params.id);
    },
  });
  app.route({
    ...routeFor(app, api.admin_user_roles),
    handler: async (request) => adminUsers.changeRoles(actorOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeFor(app, api.admin_user_lock),
    handler: async (request) =>
      adminUsers.setLocked(actorOf(request), request.params.id, request.body.locked),
  });
  app.route({
    ...routeFor(app, api.admin_user_sessions_end),
    handler: async (request) => adminUsers.endSessions(actorOf(request), request.params.id),
  });
};

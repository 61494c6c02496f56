import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import type { NotificationsService } from './notifications.service';

/** The header's notifications (B §7): the newest with the unread count, and marking them all read. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.route({
    ...routeFor(app, api.api_header_notifications),
    handler: async (request) => notifications.list(request.signedIn.user.id, request.query.locale),
  });
  app.route({
    ...routeFor(app, api.api_header_notifications_mark_all_read),
    handler: async (request) => notifications.markAllRead(request.signedIn.user.id),
  });
};

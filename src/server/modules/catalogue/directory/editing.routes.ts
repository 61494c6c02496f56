import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { api } from '../../../../core/routes';
import { ForbiddenError } from '../../../errors';
import { routeFor } from '../../../http/route-for';
import { MAX_UPLOAD_IMAGE_BYTES, UPLOAD_IMAGE_TYPES } from '../../../lib/uploaded-image';
import { sendError } from '../../../plugins/errors';
import type { DirectoryEditingService, Editor } from './editing.service';

const editorOf = (request: FastifyRequest): Editor => ({
  userId: request.signedIn.user.id,
  isAdmin: request.signedIn.user.roles.includes('admin'),
});

/**
 * Issue 17 A5/A6: specialists edit their profile, owners and admins their clubs, both their calendars. The
 * access rule of each route is in the registry; ownership is the service's (another's club answers 404).
 */
export const directoryEditingRoutes: FastifyPluginAsyncZod<{ editing: DirectoryEditingService }> = async (
  app,
  { editing },
) => {
  app.route({
    ...routeFor(app, api.specialist_profile_edit_show),
    handler: async (request) => editing.specialistProfile(request.signedIn.user.id, request.query._locale),
  });
  app.route({
    ...routeFor(app, api.specialist_profile_edit),
    handler: async (request) =>
      editing.saveSpecialistProfile(request.signedIn.user.id, request.body, request.query._locale),
  });
  app.route({
    ...routeFor(app, api.company_edit_list),
    handler: async (request) => editing.companies(editorOf(request), request.query._locale),
  });
  app.route({
    ...routeFor(app, api.company_create),
    handler: async (request) => {
      const roles = request.signedIn.user.roles;
      // A club belongs to a specialist (or is added by an admin), never to a plain member.
      if (!roles.includes('specialist') && !roles.includes('admin')) throw new ForbiddenError();
      return editing.createCompany(editorOf(request), request.body);
    },
  });
  app.route({
    ...routeFor(app, api.company_update),
    handler: async (request) => editing.updateCompany(editorOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeFor(app, api.calendar_owner_events),
    handler: async (request) =>
      editing.events(
        editorOf(request),
        request.params.ownerType,
        request.params.ownerId,
        request.query._locale,
      ),
  });
  app.route({
    ...routeFor(app, api.calendar_event_create),
    handler: async (request) =>
      editing.saveEvent(
        editorOf(request),
        request.params.ownerType,
        request.params.ownerId,
        null,
        request.body,
      ),
  });
  app.route({
    ...routeFor(app, api.calendar_event_update),
    handler: async (request) =>
      editing.saveEvent(
        editorOf(request),
        request.params.ownerType,
        request.params.ownerId,
        request.params.eventId,
        request.body,
      ),
  });
  app.route({
    ...routeFor(app, api.calendar_event_delete),
    handler: async (request, reply) => {
      const { ownerType, ownerId, eventId } = request.params;
      await editing.deleteEvent(editorOf(request), ownerType, ownerId, eventId);
      return reply.code(204).send(null);
    },
  });

  // Pictures come as raw image bodies; the parser for them lives in this scope only.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      [...UPLOAD_IMAGE_TYPES],
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_IMAGE_BYTES },
      (_request, body, done) => {
        done(null, body);
      },
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return sendError(request, reply, 413, 'imageTooLarge', 'image_too_large');
      throw error;
    });
    const bodyOf = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
    scope.route({
      ...routeFor(scope, api.specialist_picture_upload),
      bodyLimit: MAX_UPLOAD_IMAGE_BYTES,
      handler: async (request) => ({
        url: await editing.uploadSpecialistPicture(
          request.signedIn.user.id,
          request.params.picture,
          bodyOf(request.body),
        ),
      }),
    });
    scope.route({
      ...routeFor(scope, api.company_picture_upload),
      bodyLimit: MAX_UPLOAD_IMAGE_BYTES,
      handler: async (request) => ({
        url: await editing.uploadCompanyPicture(
          editorOf(request),
          request.params.id,
          request.params.picture,
          bodyOf(request.body),
        ),
      }),
    });
  });
};

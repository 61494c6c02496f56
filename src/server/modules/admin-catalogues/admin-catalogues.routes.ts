import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_PDF_MAX_BYTES,
  ADMIN_PHOTO_MAX_BYTES,
  ADMIN_PHOTO_TYPES,
} from '../../../core/contracts/admin-catalogues';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import { sendError } from '../../plugins/errors';
import type { AuditActor } from '../audit/audit.repo';
import type { AdminCataloguesService } from './admin-catalogues.service';

/** The signed-in admin, as the audit log names them. */
const actorOf = (request: FastifyRequest): AuditActor => ({
  id: request.signedIn.user.id,
  email: request.signedIn.user.email,
});

const noStore = { 'cache-control': 'no-store' };

/** Foods, exercises and e-books for admins (issue 24 A2): every route is for admins only (the registry's rule). */
export const adminCataloguesRoutes: FastifyPluginAsyncZod<{ catalogues: AdminCataloguesService }> = async (
  app,
  { catalogues },
) => {
  app.route({
    ...routeFor(app, api.admin_foods),
    handler: async (request, reply) => reply.headers(noStore).send(await catalogues.foods(request.query)),
  });
  app.route({
    ...routeFor(app, api.admin_food_groups),
    handler: async (_request, reply) => reply.headers(noStore).send(await catalogues.foodGroups()),
  });
  app.route({
    ...routeFor(app, api.admin_food),
    handler: async (request, reply) => reply.headers(noStore).send(await catalogues.food(request.params.id)),
  });
  app.route({
    ...routeFor(app, api.admin_food_update),
    handler: async (request) => catalogues.updateFood(actorOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeFor(app, api.admin_exercises),
    handler: async (request, reply) => reply.headers(noStore).send(await catalogues.exercises(request.query)),
  });
  app.route({
    ...routeFor(app, api.admin_exercise_compendium),
    handler: async () => catalogues.compendium(),
  });
  app.route({
    ...routeFor(app, api.admin_exercise),
    handler: async (request, reply) =>
      reply.headers(noStore).send(await catalogues.exercise(request.params.id)),
  });
  app.route({
    ...routeFor(app, api.admin_exercise_update),
    handler: async (request) => catalogues.updateExercise(actorOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeFor(app, api.admin_exercise_photo_order),
    handler: async (request) =>
      catalogues.orderExercisePhotos(actorOf(request), request.params.id, request.body.paths),
  });
  app.route({
    ...routeFor(app, api.admin_exercise_photo_delete),
    handler: async (request) =>
      catalogues.removeExercisePhoto(actorOf(request), request.params.id, request.params.index),
  });
  app.route({
    ...routeFor(app, api.admin_ebooks),
    handler: async (request, reply) => reply.headers(noStore).send(await catalogues.ebooks(request.query)),
  });
  app.route({
    ...routeFor(app, api.admin_ebook),
    handler: async (request, reply) => reply.headers(noStore).send(await catalogues.ebook(request.params.id)),
  });
  app.route({
    ...routeFor(app, api.admin_ebook_update),
    handler: async (request) => catalogues.updateEbook(actorOf(request), request.params.id, request.body),
  });

  // Uploads come as raw bodies (an image, a PDF); their parsers live in this scope only.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      [...ADMIN_PHOTO_TYPES, 'application/pdf', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: ADMIN_PDF_MAX_BYTES },
      (_request, body, done) => {
        done(null, body);
      },
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return sendError(request, reply, 413, 'adminCatalogueUploadTooLarge', 'upload_too_large');
      throw error;
    });
    const bodyOf = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
    scope.route({
      ...routeFor(scope, api.admin_exercise_photo_upload),
      bodyLimit: ADMIN_PHOTO_MAX_BYTES,
      handler: async (request) =>
        catalogues.addExercisePhoto(actorOf(request), request.params.id, bodyOf(request.body)),
    });
    scope.route({
      ...routeFor(scope, api.admin_ebook_cover_upload),
      bodyLimit: ADMIN_PHOTO_MAX_BYTES,
      handler: async (request) =>
        catalogues.uploadEbookCover(actorOf(request), request.params.id, bodyOf(request.body)),
    });
    scope.route({
      ...routeFor(scope, api.admin_ebook_file_upload),
      bodyLimit: ADMIN_PDF_MAX_BYTES,
      handler: async (request) =>
        catalogues.uploadEbookFile(
          actorOf(request),
          request.params.id,
          request.params.locale,
          bodyOf(request.body),
        ),
    });
  });
};

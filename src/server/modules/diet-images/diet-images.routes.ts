import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { NotFoundError } from '../../errors';
import { routeFor } from '../../http/route-for';
import { sendError } from '../../plugins/errors';
import { DIET_IMAGE_TYPES, MAX_DIET_IMAGE_BYTES } from './diet-image';
import type { DietImagesService } from './diet-images.service';

/**
 * Day photos of the plan editor: signed-in users send the raw image (Content-Type image/jpeg, image/png or
 * image/webp, at most 5 MB); the content decides, the stored copy is a re-encoded WebP that only its owner
 * can fetch. The parser for image bodies lives in this module's scope only.
 */
export const dietImageRoutes: FastifyPluginAsyncZod<{ images: DietImagesService }> = async (
  app,
  { images },
) => {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      [...DIET_IMAGE_TYPES],
      { parseAs: 'buffer', bodyLimit: MAX_DIET_IMAGE_BYTES },
      (_request, body, done) => {
        done(null, body);
      },
    );
    // Too large: the image's own message; everything else goes on to the app's error handler.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return sendError(request, reply, 413, 'imageTooLarge', 'image_too_large');
      throw error;
    });

    scope.route({
      ...routeFor(scope, api.diet_image_upload),
      bodyLimit: MAX_DIET_IMAGE_BYTES,
      handler: async (request) => ({ url: await images.upload(request.signedIn.user.id, request.body) }),
    });
  });

  app.route({
    ...routeFor(app, api.diet_image_show),
    handler: async (request, reply) => {
      const image = await images.read(request.signedIn.user.id, request.params.file);
      if (!image) throw new NotFoundError();
      // Personal photos: kept by this browser only, never by a shared cache.
      return reply.type('image/webp').header('cache-control', 'private, max-age=86400').send(image);
    },
  });
};

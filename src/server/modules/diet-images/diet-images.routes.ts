import type { FastifyError } from 'fastify';
import { z } from 'zod';
import { api } from '../../../core/routes';
import type { App } from '../../app';
import { ValidationError } from '../../errors';
import { routeFor } from '../../http/route-for';
import { sendError } from '../../plugins/errors';
import { DIET_IMAGE_TYPES, MAX_DIET_IMAGE_BYTES, toDietImage } from './diet-image';
import { createDiskImageStore, type ImageStore } from './image-store';

export const DietImageResponse = z.object({ url: z.string() });

/**
 * Day photos of the plan editor: signed-in users send the raw image (Content-Type image/jpeg, image/png or
 * image/webp, at most 5 MB); the content decides, the stored copy is a re-encoded WebP. The parser for image
 * bodies lives in this module's scope only.
 */
export function registerDietImageRoutes(app: App, { varDir, store = createDiskImageStore(varDir) }: { varDir: string; store?: ImageStore }): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser([...DIET_IMAGE_TYPES], { parseAs: 'buffer', bodyLimit: MAX_DIET_IMAGE_BYTES }, (_request, body, done) => {
      done(null, body);
    });
    // Too large: the image's own message; everything else goes on to the app's error handler.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(request, reply, 413, 'imageTooLarge', 'image_too_large');
      throw error;
    });

    scope.route({
      ...routeFor(scope, api.diet_image_upload),
      bodyLimit: MAX_DIET_IMAGE_BYTES,
      preHandler: app.requireUser,
      schema: { tags: ['diets'], response: { 200: DietImageResponse } },
      handler: async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) throw new ValidationError(undefined, 'imageInvalid');
        const image = await toDietImage(body);
        if (!image.ok) throw new ValidationError(undefined, image.reason === 'too-large' ? 'imageTooLarge' : 'imageInvalid');
        return { url: await store.putWebp(image.webp) };
      },
    });
  });
}

import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { isLocale } from '../../../core/i18n/locales';
import { api } from '../../../core/routes';
import { requestLocale } from '../../http/request-locale';
import { routeFor } from '../../http/route-for';
import { sendError } from '../../plugins/errors';
import { presentNutrition, presentRecognitions, presentSearch } from './food-recognition.presenter';
import type { FoodRecognitionService } from './food-recognition.service';

/** What the recognise call reads as a photo; its content decides what it really is. */
export const FOOD_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];

/**
 * Photo to kcal (issue 22, A §7 "Food recognition"): anyone may use it; recognising is limited per IP and
 * minute, since each photo costs a model run. The photo is the raw request body (`?locale=` names the answer's language); the
 * parser for it exists in this route's scope only.
 */
export const foodRecognitionRoutes: FastifyPluginAsyncZod<{
  foodRecognition: FoodRecognitionService;
  maxPhotoBytes: number;
  perMinute: number;
}> = async (app, { foodRecognition, maxPhotoBytes, perMinute }) => {
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      FOOD_PHOTO_TYPES,
      { parseAs: 'buffer', bodyLimit: maxPhotoBytes },
      (_request, body, done) => {
        done(null, body);
      },
    );
    // Too large: the photo's own message; everything else goes on to the app's error handler.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return sendError(request, reply, 413, 'foodPhotoTooLarge', 'image_too_large');
      throw error;
    });
    const route = routeFor(scope, api.food_recognition_recognize);
    scope.route({
      ...route,
      bodyLimit: maxPhotoBytes,
      config: { ...route.config, rateLimit: { max: perMinute, timeWindow: 60_000 } },
      handler: async (request) =>
        presentRecognitions(
          await foodRecognition.recognize(request.body),
          isLocale(request.query.locale) ? request.query.locale : request.query._locale,
          foodRecognition.categoryName,
        ),
    });
  });

  // Search and nutrition are plain reads (the weight slider asks often): the app's own limits apply.
  app.route({
    ...routeFor(app, api.food_recognition_search),
    handler: async (request) =>
      presentSearch(
        await foodRecognition.search(request.body.query, request.body.language),
        request.body.language,
        foodRecognition.categoryOf,
        foodRecognition.categoryName,
      ),
  });

  app.route({
    ...routeFor(app, api.food_recognition_nutrition),
    handler: async (request) =>
      presentNutrition(
        await foodRecognition.nutrition(request.body.foodId, request.body.weight),
        request.body.language ?? requestLocale(request),
      ),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import { requestLocale } from '../../http/request-locale';
import { translatorFor } from '../../i18n';
import type { DietsService } from './diets.service';

/**
 * "Add to today in my diet plan" (issue 22 A5): HTTP only. The registry entry gives the body's contract and
 * the owner's guard (a confirmed address, as for every diet save); the rules are `diet-food.service.ts`'s.
 */
export const dietFoodRoutes: FastifyPluginAsyncZod<{ diets: Pick<DietsService, 'addFoodToday'> }> = async (
  app,
  { diets },
) => {
  app.route({
    ...routeFor(app, api.diet_add_food),
    handler: async (request) => {
      const locale = requestLocale(request);
      return diets.addFoodToday(request.signedIn.user.id, request.body, {
        t: translatorFor(locale),
        locale,
      });
    },
  });
};

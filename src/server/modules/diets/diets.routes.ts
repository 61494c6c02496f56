import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import { requestLocale } from '../../http/request-locale';
import { translatorFor } from '../../i18n';
import { dietFoodRoutes } from './diet-food.routes';
import { presentDiet, presentSummary } from './diets.presenter';
import type { DietsService } from './diets.service';

/**
 * Saved diets (A §7, ARCHITECTURE §7): HTTP only. The registry entry gives each route its schemas and its
 * `owner` guard, `diets.service.ts` holds the rules, `diets.repo.ts` the SQL (scoped by owner), and
 * `diets.presenter.ts` decides what leaves the server.
 */
export const dietRoutes: FastifyPluginAsyncZod<{ diets: DietsService }> = async (app, { diets }) => {
  app.route({
    ...routeFor(app, api.diets_mine),
    handler: async (request) => ({ diet: presentDiet(await diets.latest(request.signedIn.user.id)) }),
  });

  app.route({
    ...routeFor(app, api.diets_list),
    handler: async (request) => ({ items: (await diets.list(request.signedIn.user.id)).map(presentSummary) }),
  });

  app.route({
    ...routeFor(app, api.diet_show),
    handler: async (request) => ({
      diet: presentDiet(await diets.find(request.signedIn.user.id, request.params.id)),
    }),
  });

  app.route({
    ...routeFor(app, api.diet_save),
    handler: async (request) => {
      const locale = requestLocale(request);
      const diet = await diets.save(request.signedIn.user.id, request.body, {
        t: translatorFor(locale),
        locale,
      });
      return { diet: presentDiet(diet) };
    },
  });

  await app.register(dietFoodRoutes, { diets });

  app.route({
    ...routeFor(app, api.diet_rename),
    handler: async (request) => ({
      diet: presentDiet(await diets.rename(request.signedIn.user.id, request.params.id, request.body.name)),
    }),
  });

  app.route({
    ...routeFor(app, api.diet_delete),
    handler: async (request, reply) => {
      await diets.remove(request.signedIn.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  });
};

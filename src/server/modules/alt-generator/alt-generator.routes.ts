import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import type { AltGeneratorService } from './alt-generator.service';

/** The alternative generator's recipe nutrition and hydration calls (A §7, issue 20 A7). */
export const altGeneratorRoutes: FastifyPluginAsyncZod<{ altGenerator: AltGeneratorService }> = async (
  app,
  { altGenerator },
) => {
  app.route({
    ...routeFor(app, api.api_diet_generator_recipe_nutrition),
    handler: async (request) => altGenerator.recipeNutrition(request.params.id, request.query.locale),
  });
  app.route({
    ...routeFor(app, api.api_diet_generator_hydration),
    handler: async (request) =>
      altGenerator.hydration(request.query.weight, request.query.activityLevel, request.query.goal),
  });
};

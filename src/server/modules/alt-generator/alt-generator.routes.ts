import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import type { AltGeneratorService } from './alt-generator.service';

/** The alternative generator's plan and refit, recipe nutrition and hydration calls (A §7, issue 20). */
export const altGeneratorRoutes: FastifyPluginAsyncZod<{ altGenerator: AltGeneratorService }> = async (
  app,
  { altGenerator },
) => {
  app.route({
    ...routeFor(app, api.api_diet_generator_recipe_nutrition),
    handler: async (request) => altGenerator.recipeNutrition(request.params.id, request.query.locale),
  });
  const client = (request: FastifyRequest) =>
    request.session ? `user:${request.session.user.id}` : `ip:${request.ip}`;
  app.route({
    ...routeFor(app, api.alt_plan_generate),
    handler: async (request) => altGenerator.plan(request.body, client(request)),
  });
  app.route({
    ...routeFor(app, api.alt_plan_refit),
    handler: async (request) => altGenerator.refit(request.body, client(request)),
  });
  app.route({
    ...routeFor(app, api.api_diet_generator_hydration),
    handler: async (request) =>
      altGenerator.hydration(request.query.weight, request.query.activityLevel, request.query.goal),
  });
};

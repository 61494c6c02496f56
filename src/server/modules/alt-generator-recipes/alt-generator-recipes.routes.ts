import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeLocale } from '../../../core/i18n/locales';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import type { AltGeneratorRecipesService } from './alt-generator-recipes.service';

const localeOf = (query: { locale?: string | undefined; _locale?: string | undefined }) =>
  normalizeLocale(query.locale ?? query._locale ?? '');

/** The 4-step generator's recipe calls (issue 20 A3, A5): hybrid recipes and the replacement search. */
export const altGeneratorRecipesRoutes: FastifyPluginAsyncZod<{
  recipes: AltGeneratorRecipesService;
}> = async (app, { recipes }) => {
  app.route({
    ...routeFor(app, api.api_diet_generator_hybrid_recipes),
    handler: async (request) => {
      const { limit, preference, allergens } = request.query;
      return recipes.hybridRecipes(localeOf(request.query), { limit, preference, allergens });
    },
  });

  app.route({
    ...routeFor(app, api.api_diet_generator_recipes_search),
    handler: async (request) => recipes.replacementSearch(localeOf(request.query), request.query),
  });
};

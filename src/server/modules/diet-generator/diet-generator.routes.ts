import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeLocale, type Locale } from '../../../core/i18n/locales';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import type { DietGeneratorService } from './diet-generator.service';
import type { GeneratorData } from './generator-data';

const localeOf = (query: { locale?: string | undefined; _locale?: string | undefined }): Locale =>
  normalizeLocale(query.locale ?? query._locale ?? '');

/**
 * The personal generator's calls (A §7, ARCHITECTURE §7): the plan itself — the same engine the browser
 * could run, here on the server's reference data — and the data loaders the forms and editor use.
 */
export const dietGeneratorRoutes: FastifyPluginAsyncZod<{
  generator: DietGeneratorService;
  data: GeneratorData;
}> = async (app, { generator, data }) => {
  app.route({
    ...routeFor(app, api.plan_generate),
    // The engine's own typed output, written as JSON without checking a 61-day plan against its schema again
    // on the event loop: under load that check held up every other request (bench:plan-load).
    serializerCompiler: () => (answer) => JSON.stringify(answer),
    handler: async (request) =>
      generator.generate(
        request.body,
        request.session ? `user:${request.session.user.id}` : `ip:${request.ip}`,
      ),
  });

  const loaders = [
    [api.api_diet_generator_allergens, (locale: Locale) => data.allergens(locale)],
    [api.api_diet_generator_diet_types, (locale: Locale) => data.dietTypes(locale)],
    [api.api_diet_generator_nutrients, (locale: Locale) => data.nutrients(locale)],
    [
      api.api_diet_generator_supplements,
      async (locale: Locale) => ({ supplements: await data.catalogueItems('supplements', locale) }),
    ],
    [
      api.api_diet_generator_medical_products,
      async (locale: Locale) => ({ medicalProducts: await data.catalogueItems('medical_products', locale) }),
    ],
  ] as const;
  for (const [route, load] of loaders) {
    app.route({
      ...routeFor(app, route),
      handler: async (request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return load(localeOf(request.query));
      },
    });
  }

  app.route({
    ...routeFor(app, api.api_diet_generator_recipes),
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const { limit, dietType, search } = request.query;
      return data.recipes(localeOf(request.query), { limit, dietType, search });
    },
  });

  app.route({
    ...routeFor(app, api.api_diet_generator_exercises),
    handler: async (request, reply) => {
      // The picker's pages are kept 60 s (B §9); the editor's whole list like the other loaders.
      reply.header('cache-control', `public, max-age=${request.query.page === undefined ? 300 : 60}`);
      return data.exercises(localeOf(request.query), request.query);
    },
  });

  app.route({
    ...routeFor(app, api.api_diet_generator_foods),
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const { limit, search, ids, nutrients } = request.query;
      return data.foods(localeOf(request.query), { limit, search, ids, nutrients });
    },
  });
};

import { ValidationError } from '../../errors';
import {
  AllergensAnswer,
  DietTypesAnswer,
  ExercisesAnswer,
  FoodsAnswer,
  MedicalProductsAnswer,
  NutrientsAnswer,
  RecipesAnswer,
  SupplementsAnswer,
} from '../../../core/contracts/generator-data';
import { z } from 'zod';
import { PlanRequest, PlanResponse } from '../../../core/contracts/diet-plan';
import { generatePlan } from '../../../core/domain/plan/engine';
import { planMetrics } from '../../../core/domain/plan/metrics';
import type { PlanData } from '../../../core/domain/plan/types';
import { normalizeLocale, type Locale } from '../../../core/i18n/locales';
import { api } from '../../../core/routes';
import type { App } from '../../app';
import { routeFor } from '../../http/route-for';
import { SR28_NUTRIENT_COLUMNS } from '../reference-data/sr28';
import type { GeneratorData } from './generator-data';

const LoaderQuery = z.object({
  locale: z.string().max(10).optional(),
  _locale: z.string().max(10).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  search: z.string().trim().max(100).optional(),
  dietType: z.string().max(20).optional(),
  /** Comma-separated food ids (foods loader). */
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,199}$/, 'invalidValue')
    .transform((value) => value.split(',').map(Number))
    .optional(),
  /** Comma-separated nutrient codes to add per 100 g (foods loader), e.g. `fiber_g,vit_c_mg`. */
  nutrients: z
    .string()
    .max(2000)
    .transform((value) => value.split(',').filter(Boolean))
    .refine((codes) => codes.every((code) => (SR28_NUTRIENT_COLUMNS as readonly string[]).includes(code)), 'invalidValue')
    .optional(),
});

const localeOf = (query: { locale?: string | undefined; _locale?: string | undefined }): Locale =>
  normalizeLocale(query.locale ?? query._locale ?? '');

/**
 * The personal generator's calls (A §7, ARCHITECTURE §7): the plan itself — the same engine the browser
 * could run, here on the server's reference data — and the data loaders the forms and editor use.
 */
export function registerDietGeneratorRoutes(app: App, { data }: { data: GeneratorData }): void {
  const tags = ['diet-generator'];

  app.route({
    ...routeFor(app, api.plan_generate),
    schema: { tags, body: PlanRequest, response: { 200: PlanResponse } },
    handler: async (request) => {
      const allergens = await data.allergenCodes(request.body.preferences.allergens);
      if (!allergens) throw new ValidationError({ 'preferences.allergens': 'allergenUnknown' });
      const input = { ...request.body, preferences: { ...request.body.preferences, allergens } };
      const planData: PlanData = await data.planData();
      const plan = generatePlan({ ...input, seed: input.seed ?? Math.floor(Math.random() * 2 ** 31) }, planData);
      const monitored = await data.nutrientCodes(input.monitoredNutrients.map((n) => n.nutrientId));
      const metrics = planMetrics(
        plan,
        await data.foodsWithNutrients(monitored),
        new Map(planData.exercises.map((e) => [e.id, e.mets])),
        input.weightKg ?? 70,
        monitored,
      );
      return { plan, metrics };
    },
  });

  const loaders = [
    [api.api_diet_generator_allergens, AllergensAnswer, (locale: Locale) => data.allergens(locale)],
    [api.api_diet_generator_diet_types, DietTypesAnswer, (locale: Locale) => data.dietTypes(locale)],
    [api.api_diet_generator_nutrients, NutrientsAnswer, (locale: Locale) => data.nutrients(locale)],
    [api.api_diet_generator_supplements, SupplementsAnswer, async (locale: Locale) => ({ supplements: await data.catalogueItems('supplements', locale) })],
    [api.api_diet_generator_medical_products, MedicalProductsAnswer, async (locale: Locale) => ({ medicalProducts: await data.catalogueItems('medical_products', locale) })],
  ] as const;
  for (const [route, answer, load] of loaders) {
    app.route({
      ...routeFor(app, route),
      schema: { tags, querystring: LoaderQuery, response: { 200: answer } },
      handler: async (request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return load(localeOf(request.query));
      },
    });
  }

  app.route({
    ...routeFor(app, api.api_diet_generator_recipes),
    schema: { tags, querystring: LoaderQuery, response: { 200: RecipesAnswer } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const { limit, dietType, search } = request.query;
      return data.recipes(localeOf(request.query), { limit, dietType, search });
    },
  });

  app.route({
    ...routeFor(app, api.api_diet_generator_exercises),
    schema: { tags, querystring: LoaderQuery, response: { 200: ExercisesAnswer } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const { limit, search } = request.query;
      return data.exercises(localeOf(request.query), { limit, search });
    },
  });

  app.route({
    ...routeFor(app, api.api_diet_generator_foods),
    schema: { tags, querystring: LoaderQuery, response: { 200: FoodsAnswer } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const { limit, search, ids, nutrients } = request.query;
      return data.foods(localeOf(request.query), { limit, search, ids, nutrients });
    },
  });
}

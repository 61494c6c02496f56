import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeLocale } from '../../../core/i18n/locales';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import type { HomeService } from './home.service';

/** `?locale=` or `?_locale=`, as the spec's calls send it. */
const localeOf = (query: { _locale: string; locale?: string | undefined }) =>
  normalizeLocale(query.locale ?? query._locale);

/** The home page's calls (B §7; issue 21): the bearer key and the locale; testimonials for admins to manage. */
export const homeRoutes: FastifyPluginAsyncZod<{ home: HomeService }> = async (app, { home }) => {
  app.route({
    ...routeFor(app, api.home_random_day),
    handler: async (request) => home.randomDay(localeOf(request.query)),
  });
  app.route({
    ...routeFor(app, api.home_experts),
    handler: async (request) => home.experts(localeOf(request.query)),
  });
  app.route({
    ...routeFor(app, api.api_frontend_diets_latest),
    handler: async (request) => home.latestDiets(request.query.limit, localeOf(request.query)),
  });
  app.route({
    ...routeFor(app, api.home_testimonials),
    handler: async (request) => home.testimonials(localeOf(request.query)),
  });
  app.route({ ...routeFor(app, api.admin_testimonials), handler: async () => home.adminTestimonials() });
  app.route({
    ...routeFor(app, api.admin_testimonial_create),
    handler: async (request) => home.createTestimonial(request.body),
  });
  app.route({
    ...routeFor(app, api.admin_testimonial_update),
    handler: async (request) => home.updateTestimonial(request.params.id, request.body),
  });
  app.route({
    ...routeFor(app, api.admin_testimonial_delete),
    handler: async (request, reply) => {
      await home.deleteTestimonial(request.params.id);
      return reply.code(204).send(null);
    },
  });
};

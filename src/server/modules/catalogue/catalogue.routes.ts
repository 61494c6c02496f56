import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeLocale } from '../../../core/i18n/locales';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import { writtenOnce } from '../../http/written-once';
import { LOCALES, type Locale } from '../../../core/i18n/locales';
import type { ArticlesService } from './articles/articles.service';
import type { DietTemplatesService } from './diet-templates/diet-templates.service';
import type { DirectoryService } from './directory/directory.service';
import type { EbooksService } from './ebooks/ebooks.service';
import type { ExercisesService } from './exercises/exercises.service';
import type { FoodsService } from './foods/foods.service';
import type { RecipesService } from './recipes/recipes.service';

export interface CatalogueServices {
  recipes: RecipesService;
  foods: FoodsService;
  exercises: ExercisesService;
  ebooks: EbooksService;
  articles: ArticlesService;
  dietTemplates: DietTemplatesService;
  directory: DirectoryService;
}

/** `?_locale=` or `?locale=`, as the spec's calls send it. */
const localeOf = (query: { _locale: string; locale?: string | undefined }) =>
  normalizeLocale(query.locale ?? query._locale);

/** The catalogues' calls (B §3, §6): HTTP only; each catalogue's rules are in its service. */
export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueServices> = async (app, services) => {
  app.route({
    ...routeFor(app, api.frontend_recipe_search),
    ...writtenOnce,
    handler: async (request) =>
      services.recipes.search({ ...request.body, page: request.query.page ?? request.body.page }),
  });
  app.route({
    ...routeFor(app, api.frontend_food_search),
    ...writtenOnce,
    handler: async (request) =>
      services.foods.search({ ...request.body, page: request.query.page ?? request.body.page }),
  });
  app.route({
    ...routeFor(app, api.frontend_exercise_search),
    ...writtenOnce,
    handler: async (request) =>
      services.exercises.search({ ...request.body, page: request.query.page ?? request.body.page }),
  });

  for (const [route, service] of [
    [api.frontend_recipe_search_filters, services.recipes],
    [api.frontend_food_search_filters, services.foods],
    [api.frontend_exercise_search_filters, services.exercises],
  ] as const) {
    app.route({
      ...routeFor(app, route),
      handler: async (request) => service.filters(localeOf(request.query)),
    });
  }

  app.route({
    ...routeFor(app, api.recipe_detail),
    handler: async (request) => services.recipes.detail(request.params.id, localeOf(request.query)),
  });
  app.route({
    ...routeFor(app, api.food_detail),
    handler: async (request) => services.foods.detail(request.params.id, localeOf(request.query)),
  });
  app.route({
    ...routeFor(app, api.exercise_detail),
    handler: async (request) => services.exercises.detail(request.params.id, localeOf(request.query)),
  });

  app.route({
    ...routeFor(app, api.frontend_ebook_search),
    ...writtenOnce,
    handler: async (request) =>
      services.ebooks.search({ ...request.body, page: request.query.page ?? request.body.page }),
  });
  app.route({
    ...routeFor(app, api.api_frontend_ebook_categories),
    handler: async (request) => services.ebooks.categories(localeOf(request.query)),
  });
  app.route({
    ...routeFor(app, api.api_frontend_ebook_tags),
    handler: async (request) => services.ebooks.tags(localeOf(request.query)),
  });
  app.route({
    ...routeFor(app, api.api_frontend_ebook_list),
    handler: async (request) => services.ebooks.list(localeOf(request.query), request.query.category),
  });
  app.route({
    ...routeFor(app, api.ebook_detail),
    handler: async (request) =>
      services.ebooks.detail(request.params.id, localeOf(request.query), request.session?.user.id ?? null),
  });
  app.route({
    ...routeFor(app, api.ebook_download),
    handler: async (request, reply) => {
      const locale: Locale = request.query.lang ?? LOCALES[0];
      const file = await services.ebooks.download(request.params.id, request.signedIn.user.id, locale);
      return reply
        .type('application/pdf')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  });

  app.route({
    ...routeFor(app, api.article_search),
    ...writtenOnce,
    handler: async (request) =>
      services.articles.search({ ...request.body, page: request.query.page ?? request.body.page }),
  });
  app.route({
    ...routeFor(app, api.articles_latest),
    handler: async (request) => services.articles.latest(localeOf(request.query), request.query.limit),
  });
  app.route({
    ...routeFor(app, api.article_categories),
    handler: async (request) => services.articles.categories(localeOf(request.query)),
  });
  app.route({
    ...routeFor(app, api.article_detail),
    handler: async (request) => services.articles.detail(request.params.id, localeOf(request.query)),
  });

  app.route({
    ...routeFor(app, api.frontend_diet_template_search),
    ...writtenOnce,
    handler: async (request) =>
      services.dietTemplates.search({ ...request.body, page: request.query.page ?? request.body.page }),
  });
  app.route({
    ...routeFor(app, api.diet_template_filters),
    handler: async (request) => services.dietTemplates.filters(localeOf(request.query)),
  });
  app.route({
    ...routeFor(app, api.diet_template_detail),
    handler: async (request) => services.dietTemplates.detail(request.params.id, localeOf(request.query)),
  });

  app.route({
    ...routeFor(app, api.frontend_user_search),
    ...writtenOnce,
    handler: async (request) =>
      services.directory.searchSpecialists({
        ...request.body,
        page: request.query.page ?? request.body.page,
      }),
  });
  app.route({
    ...routeFor(app, api.specialist_filters),
    handler: async (request) => services.directory.specialistFilters(localeOf(request.query)),
  });
  app.route({
    ...routeFor(app, api.frontend_company_search),
    ...writtenOnce,
    handler: async (request) =>
      services.directory.searchCompanies({ ...request.body, page: request.query.page ?? request.body.page }),
  });
  app.route({
    ...routeFor(app, api.company_filters),
    handler: async (request) => services.directory.companyFilters(localeOf(request.query)),
  });
  app.route({
    ...routeFor(app, api.specialist_detail),
    handler: async (request) => services.directory.specialist(request.params.id, localeOf(request.query)),
  });
  app.route({
    ...routeFor(app, api.company_detail),
    handler: async (request) => services.directory.company(request.params.id, localeOf(request.query)),
  });
  app.route({
    ...routeFor(app, api.calendar_user_events),
    handler: async (request) =>
      services.directory.events('specialist', request.params.id, localeOf(request.query)),
  });
  app.route({
    ...routeFor(app, api.calendar_company_events),
    handler: async (request) =>
      services.directory.events('company', request.params.id, localeOf(request.query)),
  });
  for (const [route, ownerType] of [
    [api.calendar_user_feed, 'specialist'],
    [api.calendar_company_feed, 'company'],
  ] as const)
    app.route({
      ...routeFor(app, route),
      handler: async (request, reply) =>
        reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `inline; filename="calendar-${request.params.id}.ics"`)
          .header('cache-control', 'public, max-age=300')
          .send(await services.directory.feed(ownerType, request.params.id, localeOf(request.query))),
    });
};

import { z } from 'zod';
import { DietIdParams, DietListResponse, DietResponse, RenameDietRequest, SaveDietRequest } from '../../../core/contracts/diet-plan';
import { api } from '../../../core/routes';
import type { App } from '../../app';
import { routeFor } from '../../http/route-for';
import { requestLocale } from '../../http/request-locale';
import { translatorFor } from '../../i18n';
import { presentDiet, presentSummary } from './diets.presenter';
import type { DietsService } from './diets.service';

/**
 * Saved diets (A §7, ARCHITECTURE §7): HTTP only — the rules are in `diets.service.ts`, the SQL in
 * `diets.repo.ts`, what leaves the server in `diets.presenter.ts`.
 */
export function registerDietRoutes(app: App, { diets }: { diets: DietsService }): void {
  const tags = ['diets'];
  const owner = (request: { session: { user: { id: number } } | null }) => request.session!.user.id;

  app.route({
    ...routeFor(app, api.diets_mine),
    preHandler: app.requireUser,
    schema: { tags, response: { 200: DietResponse } },
    handler: async (request) => ({ diet: presentDiet(await diets.latest(owner(request))) }),
  });

  app.route({
    ...routeFor(app, api.diets_list),
    preHandler: app.requireUser,
    schema: { tags, response: { 200: DietListResponse } },
    handler: async (request) => ({ items: (await diets.list(owner(request))).map(presentSummary) }),
  });

  app.route({
    ...routeFor(app, api.diet_show),
    preHandler: app.requireUser,
    schema: { tags, params: DietIdParams, response: { 200: DietResponse } },
    handler: async (request) => ({ diet: presentDiet(await diets.find(owner(request), request.params.id)) }),
  });

  app.route({
    ...routeFor(app, api.diet_save),
    preHandler: app.requireUser,
    schema: { tags, body: SaveDietRequest, response: { 200: DietResponse } },
    handler: async (request) => {
      const locale = requestLocale(request);
      return { diet: presentDiet(await diets.save(owner(request), request.body, { t: translatorFor(locale), locale })) };
    },
  });

  app.route({
    ...routeFor(app, api.diet_rename),
    preHandler: app.requireUser,
    schema: { tags, params: DietIdParams, body: RenameDietRequest, response: { 200: DietResponse } },
    handler: async (request) => ({ diet: presentDiet(await diets.rename(owner(request), request.params.id, request.body.name)) }),
  });

  app.route({
    ...routeFor(app, api.diet_delete),
    preHandler: app.requireUser,
    schema: { tags, params: DietIdParams, response: { 204: z.null().describe('No content') } },
    handler: async (request, reply) => {
      await diets.remove(owner(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
}

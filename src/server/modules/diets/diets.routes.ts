import { defaultDietName } from '../../../core/domain/diet-name';
import {
  DietIdParams,
  DietListResponse,
  DietMetaSchema,
  DietResponse,
  PlanDaySchema,
  PlanMetricsSchema,
  RenameDietRequest,
  SaveDietRequest,
  type SavedDiet,
} from '../../../core/contracts/diet-plan';
import { api } from '../../../core/routes';
import { z } from 'zod';
import type { App } from '../../app';
import { ConflictError, NotFoundError } from '../../errors';
import { routeFor } from '../../http/route-for';
import { requestLocale } from '../../http/request-locale';
import { translatorFor } from '../../i18n';
import type { GeneratorData } from '../diet-generator/generator-data';
import type { DietsRepo } from './diets.repo';

type DietRow = NonNullable<Awaited<ReturnType<DietsRepo['find']>>>;

/** Rows hold JSON written by this module after validation; reading it back re-validates all the same. */
function present(row: DietRow): SavedDiet {
  return {
    id: row.id,
    name: row.name,
    plan: z.array(PlanDaySchema).parse(JSON.parse(row.plan)),
    meta: DietMetaSchema.parse(JSON.parse(row.meta)),
    metrics: PlanMetricsSchema.parse(JSON.parse(row.metrics)),
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * Saved diets (A §7, ARCHITECTURE §7): the signed-in user's own only — another user's id answers 404
 * exactly like a missing one. `version` guards against overwriting a newer save (409).
 */
/** What saving needs from the generator: the server's own metrics of a plan (a narrow port, not the module). */
export type PlanMetricsPort = Pick<GeneratorData, 'metricsFor'>;

export function registerDietRoutes(app: App, { diets, plans }: { diets: DietsRepo; plans: PlanMetricsPort }): void {
  const tags = ['diets'];
  const owner = (request: { session: { user: { id: number } } | null }) => request.session!.user.id;

  app.route({
    ...routeFor(app, api.diets_mine),
    preHandler: app.requireUser,
    schema: { tags, response: { 200: DietResponse } },
    handler: async (request) => {
      const row = await diets.latest(owner(request));
      if (!row) throw new NotFoundError('dietNotFound');
      return { diet: present(row) };
    },
  });

  app.route({
    ...routeFor(app, api.diets_list),
    preHandler: app.requireUser,
    schema: { tags, response: { 200: DietListResponse } },
    handler: async (request) => ({
      items: (await diets.list(owner(request))).map((row) => {
        const meta = DietMetaSchema.safeParse(JSON.parse(row.meta));
        return {
          id: row.id,
          name: row.name,
          startDate: meta.success ? meta.data.startDate : '',
          planDuration: meta.success ? meta.data.planDuration : 0,
          targetCalories: meta.success ? meta.data.targetCalories : 0,
          version: row.version,
          createdAt: row.created_at,
          updatedAt: row.updated_at,
        };
      }),
    }),
  });

  app.route({
    ...routeFor(app, api.diet_show),
    preHandler: app.requireUser,
    schema: { tags, params: DietIdParams, response: { 200: DietResponse } },
    handler: async (request) => {
      const row = await diets.find(owner(request), request.params.id);
      if (!row) throw new NotFoundError('dietNotFound');
      return { diet: present(row) };
    },
  });

  app.route({
    ...routeFor(app, api.diet_save),
    preHandler: app.requireUser,
    schema: { tags, body: SaveDietRequest, response: { 200: DietResponse } },
    handler: async (request) => {
      const userId = owner(request);
      const { id, plan, meta, version } = request.body;
      // The browser's figures are never trusted: the stored metrics are the server's own computation.
      const metrics = await plans.metricsFor(plan, meta.personalData.weight, meta.preferences.monitoredNutrients.map((n) => n.nutrientId));
      const t = translatorFor(requestLocale(request));
      const name =
        request.body.name ||
        defaultDietName(t, requestLocale(request), meta, new Set((await diets.list(userId)).filter((d) => d.id !== id).map((d) => d.name)));
      const json = { plan: JSON.stringify(plan), meta: JSON.stringify(meta), metrics: JSON.stringify(metrics) };
      if (id === undefined) {
        const created = await diets.insert(userId, { name, ...json });
        return { diet: present((await diets.find(userId, created))!) };
      }
      const current = await diets.find(userId, id);
      if (!current) throw new NotFoundError('dietNotFound');
      if (!(await diets.update(userId, id, version, { ...(request.body.name ? { name } : {}), ...json }))) {
        throw new ConflictError('dietVersionConflict');
      }
      return { diet: present((await diets.find(userId, id))!) };
    },
  });

  app.route({
    ...routeFor(app, api.diet_rename),
    preHandler: app.requireUser,
    schema: { tags, params: DietIdParams, body: RenameDietRequest, response: { 200: DietResponse } },
    handler: async (request) => {
      const userId = owner(request);
      if (!(await diets.rename(userId, request.params.id, request.body.name))) throw new NotFoundError('dietNotFound');
      return { diet: present((await diets.find(userId, request.params.id))!) };
    },
  });

  app.route({
    ...routeFor(app, api.diet_delete),
    preHandler: app.requireUser,
    schema: { tags, params: DietIdParams, response: { 204: z.null().describe('No content') } },
    handler: async (request, reply) => {
      if (!(await diets.remove(owner(request), request.params.id))) throw new NotFoundError('dietNotFound');
      return reply.code(204).send(null);
    },
  });
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { pingDatabase } from '../../db/dialect';
import { routeFor } from '../../http/route-for';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeFor(app, api.health),
    handler: async () => {
      await pingDatabase(app.database.db);
      return { status: 'ok' as const, db: app.database.adapter.name };
    },
  });
};

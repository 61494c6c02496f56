import { HealthResponse } from '../../../core/contracts/health';
import { api } from '../../../core/routes';
import type { App } from '../../app';
import { pingDatabase } from '../../db/dialect';
import { routeFor } from '../../http/route-for';

export function registerHealthRoutes(app: App): void {
  app.route({
    ...routeFor(app, api.health),
    schema: { tags: ['system'], response: { 200: HealthResponse } },
    handler: async () => {
      await pingDatabase(app.database.db);
      return { status: 'ok' as const, db: app.database.adapter.name };
    },
  });
}

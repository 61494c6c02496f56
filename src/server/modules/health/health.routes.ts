import { HealthResponse } from '../../../core/contracts/health';
import { api } from '../../../core/routes';
import type { App } from '../../app';
import { pingDatabase } from '../../db/dialect';

export function registerHealthRoutes(app: App): void {
  app.route({
    method: api.health.method,
    url: api.health.path,
    schema: { tags: ['system'], response: { 200: HealthResponse } },
    handler: async () => {
      await pingDatabase(app.database.db);
      return { status: 'ok' as const, db: app.database.adapter.name };
    },
  });
}

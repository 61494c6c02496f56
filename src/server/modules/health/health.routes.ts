import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api } from '../../../core/routes';
import { pingDatabase } from '../../db/dialect';
import { pendingMigrations } from '../../db/migrate';
import { routeFor } from '../../http/route-for';

/** Liveness (`/api/health`), readiness (`/api/ready`) and the Prometheus metrics (`/metrics`). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeFor(app, api.health),
    handler: async () => {
      await pingDatabase(app.database.db);
      return { status: 'ok' as const, db: app.database.adapter.name };
    },
  });

  /** For orchestrators: 503 until the database answers and has this build's migrations. */
  app.route({
    ...routeFor(app, api.ready),
    handler: async (_request, reply) => {
      let reachable = true;
      let pending: string[] = [];
      try {
        await pingDatabase(app.database.db);
        pending = await pendingMigrations(app.database.db, app.database.adapter);
      } catch {
        reachable = false;
      }
      const ready = reachable && pending.length === 0;
      return reply.code(ready ? 200 : 503).send({
        status: ready ? ('ready' as const) : ('not-ready' as const),
        db: reachable ? ('reachable' as const) : ('unreachable' as const),
        pendingMigrations: pending,
      });
    },
  });

  app.route({
    ...routeFor(app, api.metrics),
    handler: async (_request, reply) => reply.type('text/plain; version=0.0.4').header('cache-control', 'no-store').send(app.metricsText()),
  });
};

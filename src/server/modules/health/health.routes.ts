import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { api } from '../../../core/routes';
import { pingDatabase } from '../../db/dialect';
import { pendingMigrations } from '../../db/migrate';
import { routeFor } from '../../http/route-for';
import { pingRedis } from '../../lib/redis';

export interface HealthOptions {
  /** The shared rate-limit store, when REDIS_URL is set: readiness needs it to answer. */
  redis?: Pick<Redis, 'ping'>;
}

/** `reachable`/`unreachable` for a configured Redis; nothing when there is none. */
async function redisState(redis: HealthOptions['redis']) {
  if (!redis) return {};
  return { redis: (await pingRedis(redis)) ? ('reachable' as const) : ('unreachable' as const) };
}

/** Liveness (`/api/health`), readiness (`/api/ready`) and the Prometheus metrics (`/metrics`). */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { redis }) => {
  app.route({
    ...routeFor(app, api.health),
    // A liveness probe must not fail because the limiter's Redis is down: that would restart healthy instances.
    // Nor wait behind requests in work (plugins/event-loop-turns.ts).
    config: { rateLimit: false, probe: true },
    handler: async () => {
      await app.database.ping();
      return { status: 'ok' as const, db: app.database.adapter.name };
    },
  });

  /** For orchestrators: 503 until the database answers and has this build's migrations, and Redis (if set) answers. */
  app.route({
    ...routeFor(app, api.ready),
    // The limiter counts in Redis and fails while Redis is down; the probe must still answer and say why.
    config: { rateLimit: false, probe: true },
    handler: async (_request, reply) => {
      let reachable = true;
      let pending: string[] = [];
      const redisCheck = redisState(redis);
      try {
        await pingDatabase(app.database.db);
        pending = await pendingMigrations(app.database.db, app.database.adapter);
      } catch {
        reachable = false;
      }
      const shared = await redisCheck;
      const ready = reachable && pending.length === 0 && shared.redis !== 'unreachable';
      return reply.code(ready ? 200 : 503).send({
        status: ready ? ('ready' as const) : ('not-ready' as const),
        db: reachable ? ('reachable' as const) : ('unreachable' as const),
        pendingMigrations: pending,
        ...shared,
      });
    },
  });

  app.route({
    ...routeFor(app, api.metrics),
    handler: async (_request, reply) =>
      reply.type('text/plain; version=0.0.4').header('cache-control', 'no-store').send(app.metricsText()),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_SNAPSHOT_BYTES } from '../../../core/contracts/alt-generator';
import { api } from '../../../core/routes';
import { routeFor } from '../../http/route-for';
import type { PlanSnapshotsService } from './plan-snapshots.service';

/** Room for the request's own wrapping and whitespace around a snapshot at its limit. */
const BODY_LIMIT = MAX_SNAPSHOT_BYTES + 16 * 1024;

/** The alternative generator's shareable plans (A §7, issue 20 A6). */
export const planSnapshotsRoutes: FastifyPluginAsyncZod<{
  snapshots: PlanSnapshotsService;
  /** Saves per IP and minute: anyone may store a snapshot, so the table must not be filled by one client. */
  savesPerMinute: number;
}> = async (app, { snapshots, savesPerMinute }) => {
  app.route({
    ...routeFor(app, api.plan_snapshot_create),
    bodyLimit: BODY_LIMIT,
    config: { rateLimit: { max: savesPerMinute, timeWindow: 60_000 } },
    handler: async (request) => snapshots.save(request.body.snapshot),
  });
  app.route({
    ...routeFor(app, api.plan_snapshot_show),
    handler: async (request) => snapshots.show(request.params.hash),
  });
};

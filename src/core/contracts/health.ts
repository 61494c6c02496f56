import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.literal('ok'),
  db: z.enum(['sqlite', 'postgres']),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** Readiness: the database answers and has every migration of this build. */
export const ReadyResponse = z.object({
  status: z.enum(['ready', 'not-ready']),
  db: z.enum(['reachable', 'unreachable']),
  pendingMigrations: z.array(z.string()),
});

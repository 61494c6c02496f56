import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.literal('ok'),
  db: z.enum(['sqlite', 'postgres']),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** Readiness: the database answers and has every migration of this build, and Redis answers where one is configured. */
export const ReadyResponse = z.object({
  status: z.enum(['ready', 'not-ready']),
  db: z.enum(['reachable', 'unreachable']),
  pendingMigrations: z.array(z.string()),
  /** Only with REDIS_URL (shared rate-limit counters). */
  redis: z.enum(['reachable', 'unreachable']).optional(),
});

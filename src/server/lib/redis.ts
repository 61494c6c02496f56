import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Bounds on every Redis call. Rate limiting runs before each request, so a dead or stalled Redis must
 * turn into a quick error (the request fails, `/api/ready` says why) rather than a request that hangs:
 * ioredis waits 10 s for a connection and retries a command 20 times by default.
 */
const REDIS_TIMEOUTS = { connectTimeout: 2_000, commandTimeout: 1_000, maxRetriesPerRequest: 1 } as const;

/** A client for REDIS_URL (shared rate-limit counters), connecting now and reconnecting on its own. */
export function openRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, REDIS_TIMEOUTS);
  logConnectionChanges(redis, log);
  return redis;
}

/**
 * One line when the connection is lost and one when it is back: ioredis reports every failed reconnect,
 * which would flood the log during an outage (and without a listener it prints to stderr itself).
 */
function logConnectionChanges(redis: Redis, log: FastifyBaseLogger): void {
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    // The message only: the URL (which may hold a password) never reaches the log.
    log.error(`Redis unreachable: ${error.message}`);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis reachable again');
  });
}

/** QUIT lets Redis finish what it holds; when Redis cannot answer, disconnect() ends the reconnect loop. */
export async function closeRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}

/** True when Redis answers PING (within the command timeout). */
export async function pingRedis(redis: Pick<Redis, 'ping'>): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}

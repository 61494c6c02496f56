import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMIT_NAMESPACE } from '../plugins/security';
import { registerUser } from './auth-helpers';
import { createTestApp, freshDatabase, type FreshDatabase, type TestApp } from './test-app';

/**
 * Two app instances, as behind a load balancer: one PostgreSQL database, one Redis, each instance its own
 * process state and its own HTTP listener. Needs TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run starts both);
 * without them the suite shows as skipped, and postgres-suites.test.ts fails CI for it.
 */
const databaseServer = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** Low enough to reach in a few calls; the limits are per IP, and every call here comes from 127.0.0.1. */
const GLOBAL_MAX = 10;
const AUTH_MAX = 4;

interface Instance {
  app: TestApp;
  /** `http://127.0.0.1:<port>` of this instance's real listener. */
  origin: string;
}

async function startInstance(databaseUrl: string, sharedRedisUrl: string): Promise<Instance> {
  const app = await createTestApp('postgres', {
    sharedDatabaseUrl: databaseUrl,
    env: {
      REDIS_URL: sharedRedisUrl,
      RATE_LIMIT_MAX: String(GLOBAL_MAX),
      AUTH_RATE_LIMIT_MAX: String(AUTH_MAX),
    },
  });
  await app.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.app.server.address() as AddressInfo;
  return { app, origin: `http://127.0.0.1:${port}` };
}

async function get(instance: Instance, path: string, cookie?: string): Promise<Response> {
  return fetch(`${instance.origin}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
}

async function sessionUser(instance: Instance, cookie: string): Promise<{ email: string } | null> {
  const res = await get(instance, '/api/auth/session', cookie);
  expect(res.status).toBe(200);
  return ((await res.json()) as { user: { email: string } | null }).user;
}

/** Statuses of `count` calls to `path`, alternating between the instances (A, B, A, …). */
async function alternate(instances: [Instance, Instance], path: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await get(instances[i % 2]!, path)).status);
  return statuses;
}

describe.skipIf(!databaseServer || !redisUrl)(
  'two app instances sharing one PostgreSQL database and one Redis',
  () => {
    let database: FreshDatabase;
    let a: Instance;
    let b: Instance;
    let redis: Redis;

    beforeAll(async () => {
      redis = new Redis(redisUrl!);
      database = await freshDatabase('postgres');
      // One after the other, as a rolling start would: the first migrates and seeds, the second finds it done.
      a = await startInstance(database.url, redisUrl!);
      b = await startInstance(database.url, redisUrl!);
    });

    afterAll(async () => {
      await a?.app.app.close();
      await b?.app.app.close();
      await database?.drop();
      await redis?.quit();
    });

    // Every test starts with fresh counters: only our namespace goes, whatever else shares the Redis database.
    beforeEach(async () => {
      const keys = await redis.keys(`${RATE_LIMIT_NAMESPACE}*`);
      if (keys.length > 0) await redis.del(...keys);
    });

    it('both instances are ready and see Redis', async () => {
      for (const instance of [a, b]) {
        const res = await get(instance, '/api/ready');
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({
          status: 'ready',
          db: 'reachable',
          pendingMigrations: [],
          redis: 'reachable',
        });
      }
    });

    it('calls to A and B count against one per-IP limit: past it, both answer 429', async () => {
      // Each instance alone sees only half the limit, so with counters in memory none of these would be refused.
      expect(await alternate([a, b], '/api/auth/session', GLOBAL_MAX)).toEqual(Array(GLOBAL_MAX).fill(200));
      const overA = await get(a, '/api/auth/session');
      expect(overA.status).toBe(429);
      expect(await overA.json()).toMatchObject({ success: false, code: 'rate_limited' });
      expect((await get(b, '/api/auth/session')).status).toBe(429);
      expect(await redis.keys(`${RATE_LIMIT_NAMESPACE}*`)).not.toEqual([]);
    });

    it('the tighter per-route limit of the auth calls is shared too', async () => {
      expect(await alternate([a, b], '/api/auth/captcha', AUTH_MAX)).toEqual(Array(AUTH_MAX).fill(200));
      expect((await get(a, '/api/auth/captcha')).status).toBe(429);
      expect((await get(b, '/api/auth/captcha')).status).toBe(429);
      // The auth limit has its own counter: other calls still pass.
      expect((await get(b, '/api/auth/session')).status).toBe(200);
    });

    it('a session made on A is accepted on B, and logging out on B ends it on A', async () => {
      const session = await registerUser(a.app.app, { email: 'two-instances@example.com' });
      expect(await sessionUser(b, session.cookie)).toMatchObject({ email: 'two-instances@example.com' });

      const logout = await get(
        b,
        `/logout?_csrf_token=${encodeURIComponent(session.csrfToken)}`,
        session.cookie,
      );
      expect(logout.status).toBe(303);
      expect(await sessionUser(a, session.cookie)).toBeNull();
      expect(await sessionUser(b, session.cookie)).toBeNull();
    });
  },
);

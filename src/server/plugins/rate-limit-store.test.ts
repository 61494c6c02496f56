import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/** A loopback port nothing listens on: taken from the OS, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** With REDIS_URL the rate-limit counters live in Redis; this is what an instance does while Redis is down. */
describe('rate limits in Redis, with Redis unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}/0` } });
  });
  afterAll(() => t.close());

  it('GET /api/ready answers 503 naming Redis', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'not-ready',
      db: 'reachable',
      pendingMigrations: [],
      redis: 'unreachable',
    });
  });

  it('limited calls fail closed and quickly instead of hanging or going unlimited; liveness still answers', async () => {
    const started = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('an app without REDIS_URL does not mention Redis when ready', async () => {
    const plain = await createTestApp('sqlite');
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/ready' })).json()).not.toHaveProperty(
        'redis',
      );
    } finally {
      await plain.close();
    }
  });
});

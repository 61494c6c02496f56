import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('TRUST_PROXY (issue 12 A2)', () => {
  it('takes a hop count or a list of proxy addresses; "true" stays possible but is not the advice', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'not an address' })).toThrow(/TRUST_PROXY/);
  });

  describe('behind one proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('sqlite', { env: { TRUST_PROXY: '1', AUTH_RATE_LIMIT_MAX: '3' } });
    });
    afterAll(() => t.close());

    it('a client cannot dodge the per-IP limit by inventing X-Forwarded-For entries', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/check-email',
          // The proxy appends the address it saw; whatever the client wrote comes before it.
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
          payload: { email: `someone${i}@example.com`, language: 'en' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    });
  });
});

describe('stalled request bodies (issue 12 A3)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { IDLE_TIMEOUT_MS: '500' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('a body announced but never sent is cut off after the idle timeout', async () => {
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/auth/check-email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":',
        );
      });
      socket.on('close', () => resolve(Date.now() - started));
      socket.on('error', () => undefined);
      setTimeout(() => reject(new Error('the socket was still open after 10 s')), 10_000).unref();
    });
    expect(closedAfter).toBeGreaterThanOrEqual(400);
    expect(closedAfter).toBeLessThan(5_000);
  }, 15_000);
});

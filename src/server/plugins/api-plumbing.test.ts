import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { z } from 'zod';
import { api } from '../../core/routes';
import { routeFor } from '../http/route-for';
import {
  createTestApp,
  TEST_API_KEY,
  TEST_DIALECTS,
  TEST_METRICS_TOKEN,
  type TestApp,
} from '../testing/test-app';

const EchoBody = z.object({ name: z.string().min(2), amount: z.number().int().max(10) });
const Ok = { response: { 200: z.object({ ok: z.boolean() }) } };

describe.each(TEST_DIALECTS)('API plumbing on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: { BODY_LIMIT_BYTES: '2048' },
      extend: (app) => {
        app.get('/api/test/protected', { preHandler: app.requireApiKey, schema: Ok }, async () => ({
          ok: true,
        }));
        // A registry route's access rule on a path of its own: the helper must add the rule's guard.
        app.route({
          ...routeFor(app, { ...api.home_random_day, path: '/api/test/keyed', ...Ok }),
          handler: async () => ({ ok: true }),
        });
        app.post(
          '/api/test/echo',
          { schema: { body: EchoBody, response: { 200: EchoBody } } },
          async (request) => request.body,
        );
        app.get('/api/test/crash', { schema: Ok }, async () => {
          throw new Error('secret database password leaked in message');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('GET /api/health reports ok and the database dialect', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: dialect });
  });

  it('GET /api/ready: ready once the database answers with every migration; 503 naming what is missing (issue 12 B18)', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', db: 'reachable', pendingMigrations: [] });
    // As if the database were left behind by an older build: its last migration not run.
    await sql`DELETE FROM kysely_migration WHERE name = '0008-upload-quotas'`.execute(t.app.database.db);
    const behind = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toEqual({
      status: 'not-ready',
      db: 'reachable',
      pendingMigrations: ['0008-upload-quotas'],
    });
  });

  it('GET /metrics: Prometheus text behind the operator token; routes by template, event-loop lag (issue 12 B18)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: 'Bearer wrong-token-of-the-same-size' },
        })
      ).statusCode,
    ).toBe(401);
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/diets/12345' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(
      /^nutrio_http_requests_total\{method="GET",route="\/api\/health",status="2xx"\} \d+$/m,
    );
    expect(res.body).toContain('route="/api/diets/:id",status="4xx"');
    expect(res.body).not.toContain('12345');
    expect(res.body).toMatch(/^nutrio_event_loop_lag_seconds\{quantile="0.99"\} [\d.]+$/m);
    expect(res.body).toMatch(/^nutrio_db_pool_connections\{state="waiting"\} 0$/m);
  });

  it('[ROLE-13] no or blank bearer key → 401 "Missing authorization header."', async () => {
    for (const authorization of [undefined, '', 'Bearer ', 'Bearer    ']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/test/protected',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        success: false,
        error: 'Missing authorization header.',
        code: 'missing_authorization',
      });
    }
  });

  it('[ROLE-13] a wrong key → 401, the public key → 200', async () => {
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/test/protected',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('invalid_api_key');
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/test/protected',
      headers: { authorization: `Bearer ${TEST_API_KEY}` },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('[ROLE-13] a registry route marked for the key gets the guard; health stays public', async () => {
    const guarded = await t.app.inject({ method: 'GET', url: '/api/test/keyed' });
    expect(guarded.statusCode).toBe(401);
    const opened = await t.app.inject({
      method: 'GET',
      url: '/api/test/keyed',
      headers: { authorization: `Bearer ${TEST_API_KEY}` },
    });
    expect(opened.json()).toEqual({ ok: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('error bodies carry the request id that the response header names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'not_found', error: 'Not found.' });
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('a safe client request id is kept, an unsafe one replaced', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-12345678');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('<script>');
  });

  it('unknown /api paths answer JSON 404 for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/does/not/exist' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });

  it('malformed JSON → 400 with a readable message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_json', error: 'The request body is not valid JSON.' });
  });

  it('a NUL character anywhere in the input → 400, on every database (PostgreSQL cannot store it) (issue 12 B14)', async () => {
    const inBody = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-email',
      payload: { email: 'a\u0000@example.com', language: 'en' },
    });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json()).toMatchObject({
      code: 'validation_failed',
      error: 'The text contains a character that is not allowed.',
    });
    const inQuery = await t.app.inject({ method: 'GET', url: '/api/diet-generator/foods?search=ab%00c' });
    expect(inQuery.statusCode).toBe(400);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: '\u0000', password: 'x', language: 'en' },
    });
    expect(login.statusCode).toBe(400);
  });

  it('a body over the limit → 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(5000), amount: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('body_too_large');
  });

  it('[FORM-15] invalid fields → 400 with a message per field, translated by _locale', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo?_locale=de',
      payload: { name: 'x', amount: 'lots' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.error).toBe('Einige Felder sind ungültig.');
    expect(body.errors).toEqual({
      name: 'Bitte geben Sie einen gültigen Wert an.',
      amount: 'Bitte geben Sie einen gültigen Wert an.',
    });
  });

  it('errors speak the Accept-Language when no locale is given', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nothing',
      headers: { 'accept-language': 'pl-PL,pl;q=0.9' },
    });
    expect(res.json().error).toBe('Nie znaleziono.');
  });

  it('[TOAST-08] a crash → 500 with the global text and no internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toBe('Processing error. Please try again later or contact our support.');
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('stack');
  });

  it('security headers: a CSP without inline script or inline style (a fresh style nonce per page), nosniff, no framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/en/' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    // No inline style wholesale (issue 12 A12): the page's own nonce, handed to the web app in its config.
    const styleSrc = csp.split(';').find((d) => d.trim().startsWith('style-src')) ?? '';
    expect(styleSrc).not.toContain('unsafe-inline');
    const nonce = /'nonce-([^']+)'/.exec(styleSrc)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
    const config = JSON.parse(
      /<script type="application\/json" id="app-config">(.*?)<\/script>/s.exec(res.body)![1]!,
    );
    expect(config.styleNonce).toBe(nonce);
    const again = String(
      (await t.app.inject({ method: 'GET', url: '/en/' })).headers['content-security-policy'],
    );
    expect(again).not.toContain(nonce!);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('OpenAPI UI at /api/docs and the document lists the health route', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(doc.json().paths)).toContain('/api/health');
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WRITE_MAX: '2', RATE_LIMIT_WINDOW_MS: '60000' },
    });
  });
  afterAll(() => t.close());

  it('per IP: the request over the limit → 429 in the error shape, another IP still passes', async () => {
    const from = (ip: string) => t.app.inject({ method: 'GET', url: '/api/auth/session', remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await from('10.0.0.1')).statusCode).toBe(200);
    const limited = await from('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'rate_limited' });
    expect((await from('10.0.0.2')).statusCode).toBe(200);
  });

  it('route groups (issue 13 A7): pages are not limited; writes have their own, stricter count', async () => {
    const ip = '10.0.0.4';
    for (let i = 0; i < 5; i++)
      expect((await t.app.inject({ method: 'GET', url: '/en/', remoteAddress: ip })).statusCode).toBeLessThan(
        400,
      );
    // Reads used up …
    for (let i = 0; i < 3; i++)
      await t.app.inject({ method: 'GET', url: '/api/auth/session', remoteAddress: ip });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/session', remoteAddress: ip })).statusCode,
    ).toBe(429);
    // … a write still has its own two (RATE_LIMIT_WRITE_MAX), then it is refused too.
    const write = () => t.app.inject({ method: 'POST', url: '/api/diets', remoteAddress: ip, payload: {} });
    expect((await write()).statusCode).toBe(401);
    expect((await write()).statusCode).toBe(401);
    expect((await write()).statusCode).toBe(429);
  });

  it('the liveness and readiness probes are never limited (a probe answering 429 would restart a healthy instance)', async () => {
    for (let i = 0; i < 6; i++) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.3' })).statusCode,
      ).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/ready', remoteAddress: '10.0.0.3' })).statusCode,
      ).toBe(200);
    }
  });
});

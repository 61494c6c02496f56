import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { login, registerUser, sessionCookieOf, sessionOf } from '../testing/auth-helpers';

describe('role guards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      extend: (app) => {
        const schema = { response: { 200: z.object({ ok: z.boolean() }) } };
        app.get('/api/test/admin-only', { preHandler: app.requireRole('admin'), schema }, async () => ({
          ok: true,
        }));
        app.get('/api/test/pro-only', { preHandler: app.requireRole('pro'), schema }, async () => ({
          ok: true,
        }));
      },
    });
  });
  afterAll(async () => t.close());

  it('[ROLE-01][ROLE-20] guests get 401, users without the role 403, the role holder passes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/test/admin-only' })).statusCode).toBe(401);
    const user = await registerUser(t.app, { email: 'plain@example.com' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/test/admin-only', headers: { cookie: user.cookie } }))
        .statusCode,
    ).toBe(403);
    const res = await login(t.app, 'admin@nutrio.local', 'admin-test-password');
    const admin = await sessionOf(t.app, sessionCookieOf(res.headers['set-cookie'])!);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/test/admin-only', headers: { cookie: admin.cookie } })
      ).json(),
    ).toEqual({ ok: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/test/pro-only', headers: { cookie: admin.cookie } }))
        .statusCode,
    ).toBe(403);
    await t.app.database.db
      .updateTable('users')
      .set({ roles: JSON.stringify(['user', 'pro']) })
      .where('email', '=', 'plain@example.com')
      .execute();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/test/pro-only', headers: { cookie: user.cookie } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('session lookup', () => {
  it('is skipped for built assets and media (a stale cookie is only cleared where the session matters)', async () => {
    const t = await createTestApp('sqlite');
    try {
      const cookie = 'nutrio_session=not-a-live-session';
      const clears = (res: { headers: Record<string, unknown> }) =>
        String(res.headers['set-cookie'] ?? '').startsWith('nutrio_session=;');
      expect(
        clears(await t.app.inject({ method: 'GET', url: '/media/nothing.webp', headers: { cookie } })),
      ).toBe(false);
      expect(
        clears(await t.app.inject({ method: 'GET', url: '/assets/nothing.js', headers: { cookie } })),
      ).toBe(false);
      expect(
        clears(await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })),
      ).toBe(true);
    } finally {
      await t.close();
    }
  });
});

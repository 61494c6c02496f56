import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../src/server/testing/auth-helpers';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../src/server/testing/test-app';

const run = promisify(execFile);

/** The real command against the test app's own database; the running app sees the change at once. */
describe.each(TEST_DIALECTS)('npm run user:roles on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const roles = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/user-roles.ts', ...args], {
      env: { ...process.env, DATABASE_URL: t.config.databaseUrl, LOG_LEVEL: 'silent' },
    });

  it('[ROLE-01] [ROLE-10] grants pro to an account; its session has the role on the next request; -pro takes it away', async () => {
    const user = await registerUser(t.app, { email: 'grace@example.com' });
    const session = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: user.cookie } })
      ).json().user.roles;
    expect(await session()).toEqual(['user']);

    expect((await roles('Grace@Example.com', '+pro', '+specialist')).stdout.trim()).toBe(
      'grace@example.com: user, pro, specialist',
    );
    expect(await session()).toEqual(['user', 'pro', 'specialist']);
    expect((await roles('grace@example.com', '-pro')).stdout.trim()).toBe(
      'grace@example.com: user, specialist',
    );
    expect((await roles('grace@example.com')).stdout.trim()).toBe('grace@example.com: user, specialist');
    expect(await session()).toEqual(['user', 'specialist']);
  }, 30_000);

  it('an unknown address or role changes nothing and exits non-zero with a message', async () => {
    await expect(roles('nobody@example.com', '+pro')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account uses'),
    });
    await expect(roles('grace@example.com', '+owner')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage:'),
    });
    expect((await roles('grace@example.com')).stdout.trim()).toBe('grace@example.com: user, specialist');
  }, 30_000);
});

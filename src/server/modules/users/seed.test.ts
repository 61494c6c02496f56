import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { verifyPassword } from '../../lib/passwords';
import { freshDatabase, TEST_DIALECTS } from '../../testing/test-app';

describe.each(TEST_DIALECTS)('start-up seeding on %s', (dialect) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function start(url: string, env: Record<string, string>) {
    const built = await buildApp(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, ...env }),
    );
    return built;
  }

  it('creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD with an argon2id hash', async () => {
    const db = await freshDatabase(dialect);
    cleanups.push(db.drop);
    const { app, adminSeed } = await start(db.url, {
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'correct horse',
    });
    expect(adminSeed).toEqual({ created: true, email: 'boss@example.com' });
    const row = await app.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'boss@example.com')
      .executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(row.password_hash, 'correct horse')).toBe(true);
    expect(JSON.parse(row.roles)).toEqual(['admin']);
    await app.close();
  });

  it('without ADMIN_PASSWORD a random one-time password is generated once; the public key survives restarts', async () => {
    const db = await freshDatabase(dialect);
    cleanups.push(db.drop);
    const first = await start(db.url, {});
    expect(first.adminSeed.created).toBe(true);
    const password = first.adminSeed.oneTimePassword;
    expect(password).toMatch(/^[\w-]{16}$/);
    const row = await first.app.database.db
      .selectFrom('users')
      .select('password_hash')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, password!)).toBe(true);
    const keys1 = await first.app.database.db.selectFrom('api_keys').select('token').execute();
    await first.app.close();

    const second = await start(db.url, {});
    expect(second.adminSeed).toEqual({ created: false, email: 'admin@nutrio.local' });
    const keys2 = await second.app.database.db.selectFrom('api_keys').select('token').execute();
    expect(keys2).toEqual(keys1);
    expect(keys1).toHaveLength(1);
    await second.app.close();
  });
});

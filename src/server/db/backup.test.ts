import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { registerUser } from '../testing/auth-helpers';
import { createTestApp, TEST_DIALECTS } from '../testing/test-app';
import { backupDatabase, restoreDatabase } from './backup';

describe.each(TEST_DIALECTS)('backup and restore on %s (issue 12 B16)', (dialect) => {
  const dir = mkdtempSync(join(tmpdir(), 'nutrio-backup-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a backup taken while the app runs brings the data back after it changed', async () => {
    const t = await createTestApp(dialect);
    try {
      const emails = async () =>
        (await t.app.database.db.selectFrom('users').select('email').orderBy('email').execute()).map(
          (r) => r.email,
        );
      await registerUser(t.app, { email: 'kept@example.com' });
      const before = await emails();
      const file = join(dir, `nutrio-${dialect}.backup`);
      await backupDatabase(t.config.databaseUrl, file);

      await registerUser(t.app, { email: 'after-backup@example.com' });
      await t.app.database.db.deleteFrom('users').where('email', '=', 'kept@example.com').execute();
      expect(await emails()).not.toEqual(before);

      // Restoring wants the server stopped: the app's connections close first.
      await t.app.close();
      await restoreDatabase(t.config.databaseUrl, file);
      const reopened = await createTestApp(dialect, { env: { DATABASE_URL: t.config.databaseUrl } });
      try {
        expect(
          (await reopened.app.database.db.selectFrom('users').select('email').orderBy('email').execute()).map(
            (r) => r.email,
          ),
        ).toEqual(before);
      } finally {
        await reopened.close();
      }
    } finally {
      await t.close();
    }
  }, 60_000);
});

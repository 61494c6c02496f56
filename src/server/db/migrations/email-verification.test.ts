import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../dialect';
import { migrateToLatest } from '../migrate';
import { migrations } from './index';

describe('migration 0010: e-mail confirmation (issue 12 A1)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nutrio-migration-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('accounts made by a social sign-in start confirmed; accounts registered with a password do not', async () => {
    const { db, adapter, close } = openDatabase(`sqlite:${join(dir, 'upgrade.db')}`);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(adapter) } });
      const before = await migrator.migrateTo('0009-trusted-devices');
      expect(before.error).toBeUndefined();
      const row = (email: string, passwordHash: string) => ({
        email,
        username: email,
        password_hash: passwordHash,
        roles: '["user"]',
        created_at: '2026-01-02T03:04:05.000Z',
        updated_at: '2026-01-02T03:04:05.000Z',
      });
      // Migration 0010 adds the column, so the rows are written through a schema that lacks it.
      await db
        .insertInto('users')
        .values([row('password@example.com', '$argon2id$v=19$stub'), row('social@example.com', '')] as never)
        .execute();
      await migrateToLatest(db, adapter);
      const users = await db
        .selectFrom('users')
        .select(['email', 'email_verified_at'])
        .orderBy('email')
        .execute();
      expect(users).toEqual([
        { email: 'password@example.com', email_verified_at: null },
        { email: 'social@example.com', email_verified_at: '2026-01-02T03:04:05.000Z' },
      ]);
    } finally {
      await close();
    }
  });
});

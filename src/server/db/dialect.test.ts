import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './dialect';

describe('the embedded SQLite database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nutrio-dialect-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('commits durably: WAL with synchronous=FULL, so a power loss keeps every acknowledged write (issue 12 A12)', async () => {
    const connection = openDatabase(`sqlite:${join(dir, 'durable.db')}`);
    try {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`PRAGMA ${name}`).execute(connection.db)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      // 2 = FULL (0 OFF, 1 NORMAL, 3 EXTRA).
      expect(await pragma('synchronous')).toBe(2);
    } finally {
      await connection.close();
    }
  });
});

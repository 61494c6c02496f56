import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/dialect';
import { migrateToLatest } from '../../db/migrate';
import { createApiKeysRepo } from './api-keys.repo';
import { API_KEY_CACHE_MS, createApiKeysService } from './api-keys.service';

describe('the API key check (issue 13 A1)', () => {
  it('answers from memory, reads the table at most once per 30 s, and sees a revocation after that', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nutrio-keys-'));
    const { db, adapter, close } = openDatabase(`sqlite:${join(dir, 'keys.db')}`);
    try {
      await migrateToLatest(db, adapter);
      const repo = createApiKeysRepo(db);
      let reads = 0;
      const counted = { ...repo, activeTokens: async () => ((reads += 1), repo.activeTokens()) };
      let clock = 1_000_000;
      const keys = createApiKeysService(counted, () => clock);
      const key = await keys.ensurePublicKey('configured-key-0123456789');

      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => keys.isValid(i % 2 ? key : 'wrong-key')),
      );
      expect(answers.filter(Boolean)).toHaveLength(25);
      expect(reads).toBe(1);

      await db
        .updateTable('api_keys')
        .set({ revoked_at: new Date().toISOString() })
        .where('token', '=', key)
        .execute();
      clock += API_KEY_CACHE_MS - 1;
      expect(await keys.isValid(key)).toBe(true);
      clock += 2;
      expect(await keys.isValid(key)).toBe(false);
      expect(reads).toBe(2);
    } finally {
      await close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

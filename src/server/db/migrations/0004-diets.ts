import type { Kysely, Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';

/** Saved diet plans of the personal generator (A §3 "Saved diet"); plan, meta and metrics as JSON text. */
export function dietsMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await adapter
        .addIdColumn(db.schema.createTable('diets'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('plan', 'text', (col) => col.notNull())
        .addColumn('meta', 'text', (col) => col.notNull())
        .addColumn('metrics', 'text', (col) => col.notNull())
        .addColumn('version', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('diets_user_updated')
        .on('diets')
        .columns(['user_id', 'updated_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('diets').execute();
    },
  };
}

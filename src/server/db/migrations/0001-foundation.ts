import type { Kysely, Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';

export function foundationMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await adapter
        .addIdColumn(db.schema.createTable('api_keys'))
        .addColumn('token', 'text', (col) => col.notNull().unique())
        .addColumn('label', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('revoked_at', 'text')
        .execute();

      await adapter
        .addIdColumn(db.schema.createTable('users'))
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('username', 'text', (col) => col.notNull().unique())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('roles', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();

      await adapter
        .addIdColumn(db.schema.createTable('search_documents'))
        .addColumn('entity_type', 'text', (col) => col.notNull())
        .addColumn('entity_id', 'integer', (col) => col.notNull())
        .addColumn('locale', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addUniqueConstraint('search_documents_key', ['entity_type', 'entity_id', 'locale'])
        .execute();
      await adapter.createSearchSchema(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('search_documents').execute();
      await db.schema.dropTable('users').execute();
      await db.schema.dropTable('api_keys').execute();
    },
  };
}

import type { Kysely, Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * Administration of accounts (issue 24 A2, A3): an admin can lock an account (`users.locked_at`; a locked
 * account cannot sign in), and every change an admin makes is written to the audit log — who, when, what, and
 * the record before and after as JSON. Admins read the log newest first, for one record or for all (the
 * indexes).
 */
export function adminAccountsMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('locked_at', 'text').execute();
      await adapter
        .addIdColumn(db.schema.createTable('audit_log'))
        .addColumn('actor_id', 'integer')
        .addColumn('actor_email', 'text')
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('target_type', 'text', (col) => col.notNull())
        .addColumn('target_id', 'text', (col) => col.notNull())
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('audit_log_target')
        .on('audit_log')
        .columns(['target_type', 'target_id', 'id'])
        .execute();
      await db.schema
        .createIndex('audit_log_created')
        .on('audit_log')
        .columns(['created_at', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('audit_log').execute();
      await db.schema.alterTable('users').dropColumn('locked_at').execute();
    },
  };
}

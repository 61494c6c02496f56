import type { Kysely, Migration } from 'kysely';

/**
 * Browsers an account has signed in from (issue 12 A4): the lock against password guessing does not keep
 * them out, so a stranger cannot lock the owner out. Stored as hashes of the browser's cookie.
 */
export function trustedDevicesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('trusted_devices')
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('last_used_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('trusted_devices_user').on('trusted_devices').column('user_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('trusted_devices').execute();
    },
  };
}

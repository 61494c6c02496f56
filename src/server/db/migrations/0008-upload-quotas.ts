import type { Kysely, Migration } from 'kysely';

/**
 * Per-user limits on day photos (issue 12 A10): each stored photo's size, for a byte quota, and a log of
 * uploads (kept for an hour) for the hourly rate, which counts photos removed since as well.
 */
export function uploadQuotasMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('diet_images')
        .addColumn('bytes', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('diet_images_user').on('diet_images').column('user_id').execute();
      await db.schema
        .createTable('upload_log')
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('upload_log_user_time')
        .on('upload_log')
        .columns(['user_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('upload_log').execute();
      await db.schema.dropIndex('diet_images_user').execute();
      await db.schema.alterTable('diet_images').dropColumn('bytes').execute();
    },
  };
}

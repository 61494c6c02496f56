import type { Kysely, Migration } from 'kysely';

/**
 * Day photos belong to the user who uploaded them: only the owner may fetch one, and a photo that no saved
 * diet of its owner mentions is removed after a grace period.
 */
export function dietImagesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('diet_images')
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('diet_images_created').on('diet_images').column('created_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('diet_images').execute();
    },
  };
}

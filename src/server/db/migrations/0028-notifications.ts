import type { Kysely, Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * A member's notifications (issue 19 A5). A row keeps the event (its kind and its data as JSON), not a text:
 * the title and content are written when read, in the language the member reads in then. `once_key` makes an
 * event that may be seen again (a pro package's end date, checked daily) a single notification; NULLs are
 * distinct in a unique index on both databases, so events without one never collide.
 */
export function notificationsMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await adapter
        .addIdColumn(db.schema.createTable('notifications'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('params', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('read_at', 'text')
        .addColumn('once_key', 'text')
        .addUniqueConstraint('notifications_once', ['user_id', 'once_key'])
        .execute();
      await db.schema
        .createIndex('notifications_user')
        .on('notifications')
        .columns(['user_id', 'id'])
        .execute();
      await db.schema
        .createIndex('notifications_unread')
        .on('notifications')
        .columns(['user_id', 'read_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('notifications').execute();
    },
  };
}

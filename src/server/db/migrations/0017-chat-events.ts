import type { Kysely, Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * What each member's open chat pages are told (issue 15 A4): one row per member and change (a message, a
 * chat accepted, rejected or blocked). Its id is the live stream's event id, so a page that reconnects with
 * Last-Event-ID is sent exactly what it missed, from whichever app instance it reaches.
 */
export function chatEventsMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await adapter
        .addIdColumn(db.schema.createTable('chat_events'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('chat_id', 'integer', (col) => col.notNull().references('chats.id').onDelete('cascade'))
        .addColumn('message_id', 'integer', (col) => col.references('chat_messages.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('chat_events_user').on('chat_events').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('chat_events_created').on('chat_events').column('created_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('chat_events').execute();
    },
  };
}

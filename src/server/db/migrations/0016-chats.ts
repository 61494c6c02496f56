import type { Kysely, Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * Chats between two members and their messages (issue 15). `pair_key` ("lowId:highId") makes one chat per
 * pair, also under concurrent creates; each side's read mark is the last message id it has seen. A member
 * can block another (`user_blocks`): the blocked one can no longer write to them.
 */
export function chatsMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await adapter
        .addIdColumn(db.schema.createTable('chats'))
        .addColumn('uid', 'text', (col) => col.notNull().unique())
        .addColumn('pair_key', 'text', (col) => col.notNull().unique())
        .addColumn('starter_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('recipient_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('starter_read_id', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('recipient_read_id', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('chats_starter')
        .on('chats')
        .columns(['starter_id', 'updated_at'])
        .execute();
      await db.schema
        .createIndex('chats_recipient')
        .on('chats')
        .columns(['recipient_id', 'updated_at'])
        .execute();
      await adapter
        .addIdColumn(db.schema.createTable('chat_messages'))
        .addColumn('chat_id', 'integer', (col) => col.notNull().references('chats.id').onDelete('cascade'))
        .addColumn('author_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('chat_messages_chat')
        .on('chat_messages')
        .columns(['chat_id', 'id'])
        .execute();
      // Per-member rate limits count a member's recent messages.
      await db.schema
        .createIndex('chat_messages_author')
        .on('chat_messages')
        .columns(['author_id', 'created_at'])
        .execute();
      await db.schema
        .createTable('user_blocks')
        .addColumn('blocker_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('blocked_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('user_blocks_pk', ['blocker_id', 'blocked_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('user_blocks').execute();
      await db.schema.dropTable('chat_messages').execute();
      await db.schema.dropTable('chats').execute();
    },
  };
}

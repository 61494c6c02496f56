import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * Narration (issue 23 A3, A4; TTS-09, TTS-15, TTS-18). `narrations` is both the audio cache and the job table of
 * the in-process worker (ARCHITECTURE §8): one row per sha256 of engine, voice, language and text, so the same
 * text in the same voice is synthesised once. `narration_grades` holds the listeners' good/bad grades, read by
 * admins newest first (the index).
 */
export function narrationsMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('narrations')
        .addColumn('hash', 'text', (col) => col.primaryKey())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('item_id', 'integer', (col) => col.notNull())
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('voice', 'text', (col) => col.notNull())
        .addColumn('area', 'text', (col) => col.notNull())
        .addColumn('engine', 'text', (col) => col.notNull())
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) =>
          col.notNull().check(sql`status IN ('pending', 'processing', 'ready', 'failed')`),
        )
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('error', 'text')
        .addColumn('file', 'text')
        .addColumn('bytes', 'integer')
        .addColumn('mime', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      // The worker's claim: the oldest waiting row of its engine.
      await db.schema
        .createIndex('narrations_queue')
        .on('narrations')
        .columns(['status', 'engine', 'created_at'])
        .execute();
      await adapter
        .addIdColumn(db.schema.createTable('narration_grades'))
        .addColumn('hash', 'text', (col) => col.notNull())
        .addColumn('good', 'integer', (col) => col.notNull().check(sql`good IN (0, 1)`))
        .addColumn('comment', 'text')
        .addColumn('locale', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('narration_grades_created')
        .on('narration_grades')
        .columns(['created_at', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('narration_grades').execute();
      await db.schema.dropTable('narrations').execute();
    },
  };
}

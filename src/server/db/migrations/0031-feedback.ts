import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * The feedback modal's messages (issue 21 A4; TOAST-06): a rating of 1–5, an optional comment and e-mail
 * address, the page it was sent from and that page's language. Admins read them newest first (the index).
 */
export function feedbackMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await adapter
        .addIdColumn(db.schema.createTable('feedback'))
        .addColumn('rating', 'integer', (col) => col.notNull().check(sql`rating BETWEEN 1 AND 5`))
        .addColumn('comment', 'text')
        .addColumn('email', 'text')
        .addColumn('path', 'text', (col) => col.notNull())
        .addColumn('locale', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('feedback_created').on('feedback').columns(['created_at', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('feedback').execute();
    },
  };
}

import type { Kysely, Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * Admin editing of articles (issue 24 A2): an article may be a draft (1), which no public page, list, search or
 * sitemap shows; imported and existing articles stay published (0).
 */
export function adminContentMigration(_adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('articles')
        .addColumn('draft', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('articles').dropColumn('draft').execute();
    },
  };
}

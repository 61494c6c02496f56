import type { Kysely, Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * Search-engine health scans and the search log (issue 24 A4): the log is read grouped by query and language
 * and pruned by age (the indexes); a scan's pages are read by scan.
 */
export function seoHealthMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await adapter
        .addIdColumn(db.schema.createTable('search_log'))
        .addColumn('query', 'text', (col) => col.notNull())
        .addColumn('locale', 'text', (col) => col.notNull())
        .addColumn('source', 'text', (col) => col.notNull())
        .addColumn('result_count', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('search_log_created').on('search_log').column('created_at').execute();
      await db.schema.createIndex('search_log_query').on('search_log').columns(['query', 'locale']).execute();
      await adapter
        .addIdColumn(db.schema.createTable('seo_scans'))
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('started_by_id', 'integer')
        .addColumn('started_by_email', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('started_at', 'text')
        .addColumn('finished_at', 'text')
        .addColumn('pages_done', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('pages_total', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('pages_with_problems', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('summary', 'text', (col) => col.notNull())
        .addColumn('lighthouse', 'text')
        .addColumn('error', 'text')
        .execute();
      await db.schema.createIndex('seo_scans_status').on('seo_scans').columns(['status', 'id']).execute();
      await adapter
        .addIdColumn(db.schema.createTable('seo_scan_pages'))
        .addColumn('scan_id', 'integer', (col) =>
          col.notNull().references('seo_scans.id').onDelete('cascade'),
        )
        .addColumn('url', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('locale', 'text', (col) => col.notNull())
        .addColumn('status', 'integer', (col) => col.notNull())
        .addColumn('title', 'text')
        .addColumn('problems', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('seo_scan_pages_scan')
        .on('seo_scan_pages')
        .columns(['scan_id', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('seo_scan_pages').execute();
      await db.schema.dropTable('seo_scans').execute();
      await db.schema.dropTable('search_log').execute();
    },
  };
}

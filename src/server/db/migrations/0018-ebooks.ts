import type { Kysely, Migration } from 'kysely';
import { LOCALES } from '../../../core/i18n/locales';
import type { DialectAdapter } from '../dialect';

const COUNTER = 'catalogue';
const COUNTED = ['ebooks', 'ebook_labels', 'product_prices'];

/**
 * The e-book shop (issue 16): e-books with their texts in each language (description, table of contents,
 * a sample chapter, the page count and storage key of each language's PDF), their category and tag labels,
 * prices per product and currency in minor units with the tax rate (diet templates and packages use the
 * same table), and who may download which e-book (`ebook_access`: a purchase or a grant). Writes bump the
 * catalogue counter (kept answers are never stale) and `updated_at` (the sitemap's lastmod).
 */
export function ebooksMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      let ebooks = adapter
        .addIdColumn(db.schema.createTable('ebooks'))
        .addColumn('key', 'text', (col) => col.notNull().unique())
        .addColumn('writer', 'text', (col) => col.notNull())
        .addColumn('category', 'text', (col) => col.notNull())
        .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('cover', 'text');
      for (const locale of LOCALES)
        ebooks = ebooks
          .addColumn(`name_${locale}`, 'text', (col) => col.notNull())
          .addColumn(`slug_${locale}`, 'text', (col) => col.notNull())
          .addColumn(`sort_key_${locale}`, 'text', (col) => col.notNull())
          .addColumn(`description_${locale}`, 'text', (col) => col.notNull())
          .addColumn(`contents_${locale}`, 'text', (col) => col.notNull().defaultTo('[]'))
          .addColumn(`sample_${locale}`, 'text', (col) => col.notNull().defaultTo(''))
          .addColumn(`pages_${locale}`, 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn(`file_${locale}`, 'text');
      await ebooks.addColumn('created_at', 'text', (col) => col.notNull()).execute();
      await adapter.addUpdatedAt(db, 'ebooks');
      await db.schema.createIndex('ebooks_category').on('ebooks').column('category').execute();

      let labels = adapter
        .addIdColumn(db.schema.createTable('ebook_labels'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('filterable', 'integer', (col) => col.notNull().defaultTo(1));
      for (const locale of LOCALES)
        labels = labels.addColumn(`name_${locale}`, 'text', (col) => col.notNull());
      await labels.addUniqueConstraint('ebook_labels_kind_key', ['kind', 'key']).execute();

      await db.schema
        .createTable('product_prices')
        .addColumn('product_type', 'text', (col) => col.notNull())
        .addColumn('product_id', 'integer', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('regular_minor', 'integer', (col) => col.notNull())
        .addColumn('final_minor', 'integer', (col) => col.notNull())
        .addColumn('tax_rate_bp', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('product_prices_pk', ['product_type', 'product_id', 'currency'])
        .execute();

      await db.schema
        .createTable('ebook_access')
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('ebook_id', 'integer', (col) => col.notNull().references('ebooks.id').onDelete('cascade'))
        .addColumn('source', 'text', (col) => col.notNull())
        .addColumn('granted_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('ebook_access_pk', ['user_id', 'ebook_id'])
        .execute();

      await adapter.createChangeCounter(db, COUNTER, COUNTED);
    },
    async down(db: Kysely<unknown>) {
      await adapter.dropChangeCounter(db, COUNTER, COUNTED);
      await db.schema.dropTable('ebook_access').execute();
      await db.schema.dropTable('product_prices').execute();
      await db.schema.dropTable('ebook_labels').execute();
      await adapter.dropUpdatedAt(db, 'ebooks');
      await db.schema.dropTable('ebooks').execute();
    },
  };
}

import type { Kysely, Migration } from 'kysely';
import { LOCALES } from '../../../core/i18n/locales';
import type { DialectAdapter } from '../dialect';

const COUNTER = 'catalogue';
const COUNTED = ['pro_packages'];

/**
 * The shop's professional packages (issue 18 A5): how long each gives the pro role and to how many accounts,
 * its place among the pricing cards, and per language its name, slug, short duration text, description and
 * features (a JSON array). Prices are rows of `product_prices` with product type `pro_package`. Writes bump
 * the catalogue counter (kept answers and pages are never stale) and `updated_at` (the sitemap's lastmod).
 */
export function proPackagesMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      let table = adapter
        .addIdColumn(db.schema.createTable('pro_packages'))
        .addColumn('key', 'text', (col) => col.notNull().unique())
        .addColumn('duration_days', 'integer', (col) => col.notNull())
        .addColumn('seats', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('position', 'integer', (col) => col.notNull());
      for (const locale of LOCALES)
        table = table
          .addColumn(`name_${locale}`, 'text', (col) => col.notNull())
          .addColumn(`slug_${locale}`, 'text', (col) => col.notNull())
          .addColumn(`time_feature_${locale}`, 'text', (col) => col.notNull())
          .addColumn(`description_${locale}`, 'text', (col) => col.notNull())
          .addColumn(`features_${locale}`, 'text', (col) => col.notNull().defaultTo('[]'));
      await table.execute();
      await adapter.addUpdatedAt(db, 'pro_packages');
      await adapter.createChangeCounter(db, COUNTER, COUNTED);
    },
    async down(db: Kysely<unknown>) {
      await adapter.dropChangeCounter(db, COUNTER, COUNTED);
      await adapter.dropUpdatedAt(db, 'pro_packages');
      await db.schema.dropTable('pro_packages').execute();
    },
  };
}

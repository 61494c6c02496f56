import type { Kysely, Migration } from 'kysely';
import { LOCALES } from '../../../core/i18n/locales';
import type { DialectAdapter } from '../dialect';

const COUNTER = 'catalogue';
const COUNTED = ['diet_templates', 'shop_labels'];

/**
 * Ready-made diet plans of the shop (issue 16 A3, A4). Each is made by our plan engine from our recipes for
 * its kcal target, diet type and excluded allergens, and stored with its days (`plan`, JSON); its kcal,
 * macros and allergens are computed from those days, never typed: the search filters on them. Their
 * categories, tags and goals are named in `shop_labels` (kind + key, a name per language).
 */
export function dietTemplatesMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      let table = adapter
        .addIdColumn(db.schema.createTable('diet_templates'))
        .addColumn('key', 'text', (col) => col.notNull().unique())
        .addColumn('diet_type', 'text', (col) => col.notNull())
        .addColumn('goal', 'text', (col) => col.notNull())
        .addColumn('target_kcal', 'integer', (col) => col.notNull())
        .addColumn('days', 'integer', (col) => col.notNull())
        .addColumn('meals_per_day', 'integer', (col) => col.notNull())
        .addColumn('excluded_allergens', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('categories', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('free', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('plan', 'text', (col) => col.notNull())
        .addColumn('allergens', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('kcal', 'integer', (col) => col.notNull())
        .addColumn('protein_g', 'integer', (col) => col.notNull())
        .addColumn('fat_g', 'integer', (col) => col.notNull())
        .addColumn('carbs_g', 'integer', (col) => col.notNull());
      for (const locale of LOCALES)
        table = table
          .addColumn(`name_${locale}`, 'text', (col) => col.notNull())
          .addColumn(`slug_${locale}`, 'text', (col) => col.notNull())
          .addColumn(`sort_key_${locale}`, 'text', (col) => col.notNull())
          .addColumn(`description_${locale}`, 'text', (col) => col.notNull())
          .addColumn(`free_title_${locale}`, 'text');
      await table.execute();
      await adapter.addUpdatedAt(db, 'diet_templates');
      let labels = adapter
        .addIdColumn(db.schema.createTable('shop_labels'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('key', 'text', (col) => col.notNull());
      for (const locale of LOCALES)
        labels = labels.addColumn(`name_${locale}`, 'text', (col) => col.notNull());
      await labels.addUniqueConstraint('shop_labels_kind_key', ['kind', 'key']).execute();
      await adapter.createChangeCounter(db, COUNTER, COUNTED);
    },
    async down(db: Kysely<unknown>) {
      await adapter.dropChangeCounter(db, COUNTER, COUNTED);
      await db.schema.dropTable('shop_labels').execute();
      await adapter.dropUpdatedAt(db, 'diet_templates');
      await db.schema.dropTable('diet_templates').execute();
    },
  };
}

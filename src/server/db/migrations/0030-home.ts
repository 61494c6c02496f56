import type { Kysely, Migration } from 'kysely';
import { LOCALES } from '../../../core/i18n/locales';
import type { DialectAdapter } from '../dialect';

/**
 * The home page (issue 21): the testimonials admins manage (HOME-55, HOME-56: the heaviest first, weight 0
 * stored but hidden; `key` names the ones we ship, null for those admins add), and the specialists' academic
 * title for the experts' badge (HOME-36: 'doctor', 'professor', 'mgr' or null, shown as "other").
 */
/**
 * Pages kept per catalogue revision show these (the home's testimonials, the promotion page's offer): a change
 * of either renders them anew.
 */
const COUNTER = 'catalogue';
const COUNTED = ['testimonials', 'promotions'];

export function homeMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      let table = adapter
        .addIdColumn(db.schema.createTable('testimonials'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('rating', 'integer', (col) => col.notNull())
        .addColumn('weight', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('key', 'text', (col) => col.unique());
      for (const locale of LOCALES) table = table.addColumn(`text_${locale}`, 'text', (col) => col.notNull());
      await table.execute();
      await adapter.addUpdatedAt(db, 'testimonials');
      await db.schema
        .createIndex('testimonials_order')
        .on('testimonials')
        .columns(['weight', 'id'])
        .execute();
      await db.schema.alterTable('specialists').addColumn('academic_title', 'text').execute();
      await adapter.createChangeCounter(db, COUNTER, COUNTED);
    },
    async down(db: Kysely<unknown>) {
      await adapter.dropChangeCounter(db, COUNTER, COUNTED);
      await db.schema.alterTable('specialists').dropColumn('academic_title').execute();
      await adapter.dropUpdatedAt(db, 'testimonials');
      await db.schema.dropTable('testimonials').execute();
    },
  };
}

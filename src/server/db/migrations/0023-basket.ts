import type { Kysely, Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * The basket (issue 18 A1): each member's lines on the server, one per product (an e-book or a diet template
 * is bought once per account). Prices are not stored here: they are read from `product_prices` whenever the
 * basket is shown or paid, so a line never carries a stale or tampered price.
 */
export function basketMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await adapter
        .addIdColumn(db.schema.createTable('basket_items'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('product_type', 'text', (col) => col.notNull())
        .addColumn('product_id', 'integer', (col) => col.notNull())
        .addColumn('added_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('basket_items_product', ['user_id', 'product_type', 'product_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('basket_items').execute();
    },
  };
}

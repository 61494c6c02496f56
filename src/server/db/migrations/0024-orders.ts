import type { Kysely, Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * Orders (issue 18 A3, A4): what a member bought, at the prices of the moment of checkout (read on the
 * server), in integer minor units; how it is paid; and what paying granted.
 *
 * - `orders.status` goes from `awaiting_payment` to `paid` once: the update is conditional, so a repeated
 *   payment event finds nothing to change.
 * - `order_items.granted_at` is claimed before an item's grant (an e-book's access, a template's diet): a grant
 *   runs at most once however often the payment is reported.
 * - `payment_events`: the provider's event ids already handled (a replayed webhook is a no-op).
 */
export function ordersMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await adapter
        .addIdColumn(db.schema.createTable('orders'))
        .addColumn('uid', 'text', (col) => col.notNull().unique())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('payment_method', 'text', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('locale', 'text', (col) => col.notNull())
        .addColumn('gross_minor', 'bigint', (col) => col.notNull())
        .addColumn('tax_minor', 'bigint', (col) => col.notNull())
        .addColumn('provider_ref', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('paid_at', 'text')
        .execute();
      await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'id']).execute();
      await adapter
        .addIdColumn(db.schema.createTable('order_items'))
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('product_type', 'text', (col) => col.notNull())
        .addColumn('product_id', 'integer', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('gross_minor', 'bigint', (col) => col.notNull())
        .addColumn('tax_minor', 'bigint', (col) => col.notNull())
        .addColumn('tax_rate_bp', 'integer', (col) => col.notNull())
        .addColumn('granted_at', 'text')
        .execute();
      await db.schema.createIndex('order_items_order').on('order_items').columns(['order_id']).execute();
      await db.schema
        .createTable('payment_events')
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('event_id', 'text', (col) => col.notNull())
        .addColumn('received_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('payment_events').execute();
      await db.schema.dropTable('order_items').execute();
      await db.schema.dropTable('orders').execute();
    },
  };
}

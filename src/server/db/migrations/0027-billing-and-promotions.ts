import type { Kysely, Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * Buying's remaining data (issue 18 A2, A4, A6):
 *
 * - `billing_addresses`: a member's addresses to bill to (B §9: buying needs at least one); an order keeps a
 *   copy of the one it was billed to (`orders.billing_address`, JSON) for its invoice.
 * - `promotions`: discounts as data with a validity window (DECISIONS PROMO-10); `kind` names the rule
 *   (`welcome`: one diet template free for an account without a paid order).
 * - `promotion_redemptions`: one row per account and kind, written in the checkout's transaction: the primary
 *   key is what keeps two parallel checkouts from both getting the free diet.
 * - `order_items.discount_minor`: what a promotion took off the line's price (its gross is after it).
 * - `pro_seats`: the accounts a team pro package's seats were given to (the buyer holds the first).
 */
export function billingAndPromotionsMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await adapter
        .addIdColumn(db.schema.createTable('billing_addresses'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('salutation', 'text', (col) => col.notNull())
        .addColumn('title', 'text')
        .addColumn('firstname', 'text', (col) => col.notNull())
        .addColumn('lastname', 'text', (col) => col.notNull())
        .addColumn('street', 'text', (col) => col.notNull())
        .addColumn('building_number', 'text', (col) => col.notNull())
        .addColumn('building_additional_information', 'text')
        .addColumn('phone', 'text')
        .addColumn('company_identification_number', 'text')
        .addColumn('country', 'text', (col) => col.notNull())
        .addColumn('zip', 'text', (col) => col.notNull())
        .addColumn('city', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('billing_addresses_user')
        .on('billing_addresses')
        .columns(['user_id'])
        .execute();
      await db.schema.alterTable('orders').addColumn('billing_address', 'text').execute();
      await db.schema
        .alterTable('order_items')
        .addColumn('discount_minor', 'bigint', (col) => col.notNull().defaultTo(0))
        .execute();
      await adapter
        .addIdColumn(db.schema.createTable('promotions'))
        .addColumn('key', 'text', (col) => col.notNull().unique())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('product_type', 'text', (col) => col.notNull())
        .addColumn('discount_percent', 'integer', (col) => col.notNull())
        .addColumn('starts_at', 'text', (col) => col.notNull())
        .addColumn('ends_at', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('promotion_redemptions')
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('promotion_id', 'integer', (col) => col.notNull().references('promotions.id'))
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('promotion_redemptions_pk', ['user_id', 'kind'])
        .execute();
      await db.schema
        .createTable('pro_seats')
        .addColumn('order_item_id', 'integer', (col) =>
          col.notNull().references('order_items.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('assigned_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('pro_seats_pk', ['order_item_id', 'user_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('pro_seats').execute();
      await db.schema.dropTable('promotion_redemptions').execute();
      await db.schema.dropTable('promotions').execute();
      await db.schema.alterTable('order_items').dropColumn('discount_minor').execute();
      await db.schema.alterTable('orders').dropColumn('billing_address').execute();
      await db.schema.dropTable('billing_addresses').execute();
    },
  };
}

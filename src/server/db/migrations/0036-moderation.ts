import type { Kysely, Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * Moderation of specialists and companies, refunds (issue 24 A2, A3):
 * - `specialists` and `companies` get a publication flag: `unpublished_at` (null: published; new rows are
 *   published) and the admin's optional `unpublished_reason`. Every public read skips unpublished rows; both
 *   tables already count as catalogue changes (migration 0021), so kept pages refresh at once.
 * - `orders` gets `refunded_at` and `refunded_by` (the admin's user id) beside its new status `refunded`.
 */
export function moderationMigration(_adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ['specialists', 'companies']) {
        await db.schema.alterTable(table).addColumn('unpublished_at', 'text').execute();
        await db.schema.alterTable(table).addColumn('unpublished_reason', 'text').execute();
      }
      await db.schema.alterTable('orders').addColumn('refunded_at', 'text').execute();
      await db.schema.alterTable('orders').addColumn('refunded_by', 'integer').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').dropColumn('refunded_by').execute();
      await db.schema.alterTable('orders').dropColumn('refunded_at').execute();
      for (const table of ['companies', 'specialists']) {
        await db.schema.alterTable(table).dropColumn('unpublished_reason').execute();
        await db.schema.alterTable(table).dropColumn('unpublished_at').execute();
      }
    },
  };
}

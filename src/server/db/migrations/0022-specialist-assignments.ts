import type { Kysely, Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * What a specialist does for a member they have an accepted chat with (issue 17 A7, PROF-31, PROF-32).
 *
 * - `diets.assigned_by_user_id`: a diet copied into the member's diets by a specialist (the copy is the
 *   member's own; the specialist is named on it until their account goes).
 * - `specialist_invoices`: one invoice per specialist, client and consultation date — generating it again
 *   overwrites that row (same id, number and issue date). Each specialist numbers their invoices per year
 *   (`sequence`: NUT-2026-000001, NUT-2026-000002 …). Amounts are integer minor units; items, seller and buyer
 *   are JSON text; `locale` is the language the PDF is written in.
 */
export function specialistAssignmentsMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('diets')
        .addColumn('assigned_by_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('diets_assigned_by').on('diets').columns(['assigned_by_user_id']).execute();

      await adapter
        .addIdColumn(db.schema.createTable('specialist_invoices'))
        .addColumn('number', 'text', (col) => col.notNull())
        .addColumn('sequence', 'integer', (col) => col.notNull())
        .addColumn('specialist_user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('client_user_id', 'integer', (col) =>
          col.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('consultation_date', 'text', (col) => col.notNull())
        .addColumn('issue_date', 'text', (col) => col.notNull())
        .addColumn('due_date', 'text', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('locale', 'text', (col) => col.notNull())
        .addColumn('items', 'text', (col) => col.notNull())
        .addColumn('seller', 'text', (col) => col.notNull())
        .addColumn('buyer', 'text', (col) => col.notNull())
        .addColumn('notes', 'text')
        .addColumn('net_total', 'bigint', (col) => col.notNull())
        .addColumn('tax_total', 'bigint', (col) => col.notNull())
        .addColumn('gross_total', 'bigint', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('specialist_invoices_number', ['specialist_user_id', 'number'])
        .addUniqueConstraint('specialist_invoices_consultation', [
          'specialist_user_id',
          'client_user_id',
          'consultation_date',
        ])
        .execute();
      await db.schema
        .createIndex('specialist_invoices_client')
        .on('specialist_invoices')
        .columns(['client_user_id', 'issue_date'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('specialist_invoices').execute();
      await db.schema.dropIndex('diets_assigned_by').execute();
      await db.schema.alterTable('diets').dropColumn('assigned_by_user_id').execute();
    },
  };
}

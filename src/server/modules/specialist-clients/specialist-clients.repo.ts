import type { Kysely, Selectable } from 'kysely';
import type { DB, SpecialistInvoicesTable } from '../../db/schema';

export type InvoiceRow = Selectable<SpecialistInvoicesTable> & {
  specialist_first_name: string;
  specialist_last_name: string;
  client_first_name: string;
  client_last_name: string;
};

/** What an invoice is made of; the number, sequence and dates of a new one come from `insert`. */
export interface InvoiceContent {
  currency: string;
  locale: string;
  items: string;
  seller: string;
  buyer: string;
  notes: string | null;
  net_total: number;
  tax_total: number;
  gross_total: number;
}

export interface InvoiceKey {
  specialistId: number;
  clientId: number;
  consultationDate: string;
}

/** NUT-2026-000042: the year of issue and the specialist's running number in it. */
export function invoiceNumber(year: string, sequence: number): string {
  return `NUT-${year}-${String(sequence).padStart(6, '0')}`;
}

const isUniqueViolation = (error: unknown) => /unique|duplicate/i.test(String(error));

/** The invoices' SQL (each with both parties' names); the service decides who may see and change what. */
export function createSpecialistClientsRepo(db: Kysely<DB>) {
  const invoices = () =>
    db
      .selectFrom('specialist_invoices as i')
      .innerJoin('users as s', 's.id', 'i.specialist_user_id')
      .innerJoin('users as c', 'c.id', 'i.client_user_id')
      .selectAll('i')
      .select([
        's.first_name as specialist_first_name',
        's.last_name as specialist_last_name',
        'c.first_name as client_first_name',
        'c.last_name as client_last_name',
      ]);

  async function byKey(key: InvoiceKey) {
    return db
      .selectFrom('specialist_invoices')
      .select('id')
      .where('specialist_user_id', '=', key.specialistId)
      .where('client_user_id', '=', key.clientId)
      .where('consultation_date', '=', key.consultationDate)
      .executeTakeFirst();
  }

  async function nextSequence(specialistId: number, year: string): Promise<number> {
    const row = await db
      .selectFrom('specialist_invoices')
      .select((eb) => eb.fn.max('sequence').as('last'))
      .where('specialist_user_id', '=', specialistId)
      .where('issue_date', '>=', `${year}-01-01`)
      .where('issue_date', '<=', `${year}-12-31`)
      .executeTakeFirst();
    return Number(row?.last ?? 0) + 1;
  }

  return {
    people: (ids: number[]) =>
      ids.length
        ? db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', ids).execute()
        : Promise.resolve([]),

    byId: (id: number): Promise<InvoiceRow | undefined> =>
      invoices().where('i.id', '=', id).executeTakeFirst(),

    /** What a specialist issued, the newest first. */
    issuedBy: (specialistId: number): Promise<InvoiceRow[]> =>
      invoices()
        .where('i.specialist_user_id', '=', specialistId)
        .orderBy('i.issue_date', 'desc')
        .orderBy('i.id', 'desc')
        .execute(),

    /** What a member received, the newest first. */
    receivedBy: (clientId: number): Promise<InvoiceRow[]> =>
      invoices()
        .where('i.client_user_id', '=', clientId)
        .orderBy('i.issue_date', 'desc')
        .orderBy('i.id', 'desc')
        .execute(),

    /**
     * PROF-31: writes the invoice of a specialist, client and consultation date — over the existing one (its
     * id, number and dates stay), or as a new one numbered next in the specialist's year. Concurrent writes of
     * the same invoice, or of two new ones taking the same number, are retried. Resolves with the id.
     */
    async save(
      key: InvoiceKey,
      content: InvoiceContent,
      dates: { issue: string; due: string },
    ): Promise<number> {
      for (let attempt = 0; ; attempt += 1) {
        const now = new Date().toISOString();
        const existing = await byKey(key);
        if (existing) {
          await db
            .updateTable('specialist_invoices')
            .set({ ...content, updated_at: now })
            .where('id', '=', existing.id)
            .execute();
          return existing.id;
        }
        const year = dates.issue.slice(0, 4);
        const sequence = await nextSequence(key.specialistId, year);
        try {
          const row = await db
            .insertInto('specialist_invoices')
            .values({
              ...content,
              number: invoiceNumber(year, sequence),
              sequence,
              specialist_user_id: key.specialistId,
              client_user_id: key.clientId,
              consultation_date: key.consultationDate,
              issue_date: dates.issue,
              due_date: dates.due,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 4) throw error;
        }
      }
    },
  };
}

export type SpecialistClientsRepo = ReturnType<typeof createSpecialistClientsRepo>;

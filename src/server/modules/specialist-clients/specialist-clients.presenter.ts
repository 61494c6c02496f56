import {
  InvoicePartyView,
  type InvoiceCurrency,
  type InvoiceDetail,
  type InvoiceSummary,
} from '../../../core/contracts/specialist-clients';
import { api, apiHref } from '../../../core/routes';
import { z } from 'zod';
import type { InvoiceRow } from './specialist-clients.repo';

/** A line as stored: what was sent, with the amounts the server computed. */
export const StoredInvoiceLine = z.object({
  description: z.string(),
  quantity: z.number(),
  unitNet: z.number(),
  taxRate: z.number(),
  net: z.number(),
  tax: z.number(),
  gross: z.number(),
});

/** A member's name as the app shows it ("Anna Nowak"). */
export const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** What both parties see of an invoice. */
export function presentInvoiceSummary(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    issueDate: row.issue_date,
    consultationDate: row.consultation_date,
    dueDate: row.due_date,
    currency: row.currency as InvoiceCurrency,
    net: Number(row.net_total),
    tax: Number(row.tax_total),
    gross: Number(row.gross_total),
    specialist: {
      id: row.specialist_user_id,
      name: fullName(row.specialist_first_name, row.specialist_last_name),
    },
    client: { id: row.client_user_id, name: fullName(row.client_first_name, row.client_last_name) },
    pdfUrl: apiHref(api.invoice_pdf, { id: row.id }),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** With its lines, parties and notes (rows hold JSON this module wrote after validation; read back all the same). */
export function presentInvoice(row: InvoiceRow): InvoiceDetail {
  return {
    ...presentInvoiceSummary(row),
    items: z.array(StoredInvoiceLine).parse(JSON.parse(row.items)),
    seller: InvoicePartyView.parse(JSON.parse(row.seller)),
    buyer: InvoicePartyView.parse(JSON.parse(row.buyer)),
    notes: row.notes,
  };
}

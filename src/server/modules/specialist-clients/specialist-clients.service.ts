import type { z } from 'zod';
import {
  INVOICE_PAYMENT_DAYS,
  type InvoiceDetail,
  type InvoiceRequest,
  type SpecialistClientsResponse,
} from '../../../core/contracts/specialist-clients';
import { addDays, invoiceTotals } from '../../../core/domain/invoice-totals';
import { isLocale, type Locale } from '../../../core/i18n/locales';
import { ForbiddenError, NotFoundError } from '../../errors';
import { translatorFor } from '../../i18n';
import {
  postalLines,
  renderInvoicePdf,
  INVOICE_PDF_LABEL_KEYS,
  type InvoicePdfLabels,
  type InvoicePdfParty,
} from '../../lib/invoice-pdf/invoice-pdf';
import type { RenderInvoicePdf } from '../../lib/invoice-pdf/invoice-pdf-renderer';
import type { InvoiceStore } from './invoice-store';
import { fullName, presentInvoice } from './specialist-clients.presenter';
import type { InvoiceRow, SpecialistClientsRepo } from './specialist-clients.repo';

/** The chat module's port: whether two members have an accepted chat, and a member's accepted chats. */
export interface ChatLinks {
  isAcceptedBetween(userA: number, userB: number): Promise<boolean>;
  acceptedPartners(userId: number): Promise<Array<{ userId: number; chatUid: string }>>;
}

/** The diets module's port: a member's saved diets, and a copy of one in another member's diets. */
export interface DietAssigner {
  list(userId: number): Promise<Array<{ id: number; name: string }>>;
  /** The copy's id; 404 `dietNotFound` when the owner has no such diet. */
  assignCopy(ownerId: number, dietId: number, recipientId: number): Promise<number>;
}

/** The notifications module's port (issue 19 A5): the client hears of a diet assigned to them. */
export type ClientNotify = (
  userId: number,
  kind: 'diet_assigned',
  params: { name: string; diet: string; dietId: number },
) => Promise<void>;

/** The consultation invoice's dates come on top of the renderer's labels. */
const PDF_LABELS = [
  ...INVOICE_PDF_LABEL_KEYS,
  'issueDate',
  'consultationDate',
  'dueDate',
] as const satisfies ReadonlyArray<keyof PdfLabels>;

/** The renderer's labels and the names of a consultation invoice's three dates. */
type PdfLabels = InvoicePdfLabels & { issueDate: string; consultationDate: string; dueDate: string };

function pdfLabels(locale: Locale): PdfLabels {
  const t = translatorFor(locale);
  const labels = {} as PdfLabels;
  for (const key of PDF_LABELS) labels[key] = String(t(`clients:pdf.${key}`));
  return labels;
}

const pdfParty = (party: InvoiceDetail['seller'], locale: Locale): InvoicePdfParty => ({
  name: party.name,
  lines: postalLines(party, locale),
  taxId: party.taxId,
});

/**
 * What a specialist does for the members they have an accepted chat with (issue 17 A7): assign one of their
 * saved diets (a copy, the member's own from then on) and issue an invoice for a consultation — one per client
 * and consultation date; generating it again overwrites it (PROF-31). Both parties, and nobody else, see the
 * invoice and download its PDF.
 */
export function createSpecialistClientsService({
  repo,
  store,
  chats,
  diets,
  render = renderInvoicePdf,
  now = () => new Date(),
  notify = async () => undefined,
}: {
  repo: SpecialistClientsRepo;
  store: InvoiceStore;
  chats: ChatLinks;
  diets: DietAssigner;
  /** Lays out the PDF; the app's runs in a worker thread (`invoice-pdf-renderer.ts`). */
  render?: RenderInvoicePdf;
  now?: () => Date;
  /** Never throws: the diet is assigned whether or not its notice is stored. */
  notify?: ClientNotify;
}) {
  /** Only a member the specialist has an accepted chat with: anyone else is refused, and told why. */
  async function mayServe(specialistId: number, clientId: number): Promise<void> {
    if (!(await chats.isAcceptedBetween(specialistId, clientId)))
      throw new ForbiddenError('specialistNoAcceptedChat', 'no_accepted_chat');
  }

  async function renderPdf(row: InvoiceRow): Promise<Buffer> {
    const invoice = presentInvoice(row);
    const locale: Locale = isLocale(row.locale) ? row.locale : 'en';
    const labels = pdfLabels(locale);
    return render(
      {
        number: invoice.number,
        dates: [
          { label: labels.issueDate, date: invoice.issueDate },
          { label: labels.consultationDate, date: invoice.consultationDate },
          { label: labels.dueDate, date: invoice.dueDate },
        ],
        currency: invoice.currency,
        seller: pdfParty(invoice.seller, locale),
        buyer: pdfParty(invoice.buyer, locale),
        items: invoice.items,
        byRate: invoiceTotals(invoice.items).byRate,
        net: invoice.net,
        tax: invoice.tax,
        gross: invoice.gross,
        notes: invoice.notes,
        createdAt: invoice.updatedAt,
        labels,
      },
      locale,
    );
  }

  return {
    /** Each member with an accepted chat, with the invoices issued to them; my diets; my latest seller details. */
    async clients(specialistId: number): Promise<SpecialistClientsResponse> {
      const partners = await chats.acceptedPartners(specialistId);
      const [people, issued, saved] = await Promise.all([
        repo.people(partners.map((partner) => partner.userId)),
        repo.issuedBy(specialistId),
        diets.list(specialistId),
      ]);
      const names = new Map(
        people.map((person) => [person.id, fullName(person.first_name, person.last_name)]),
      );
      const invoices = issued.map(presentInvoice);
      return {
        clients: partners.flatMap(({ userId, chatUid }) => {
          const name = names.get(userId);
          if (name === undefined) return [];
          return [
            { userId, name, chatUid, invoices: invoices.filter((invoice) => invoice.client.id === userId) },
          ];
        }),
        diets: saved.map(({ id, name }) => ({ id, name })),
        seller: invoices[0]?.seller ?? null,
      };
    },

    /** A copy of my diet in the client's diets; 403 without an accepted chat, 404 for a diet that is not mine. */
    async assignDiet(specialistId: number, clientId: number, dietId: number): Promise<number> {
      await mayServe(specialistId, clientId);
      const copy = await diets.assignCopy(specialistId, dietId, clientId);
      // The diet is assigned: a failed look-up of the names skips the notice, it does not fail the call.
      const [people, saved] = await Promise.all([repo.people([specialistId]), diets.list(clientId)]).catch(
        () => [[], []] as const,
      );
      const specialist = people[0];
      const diet = saved.find((entry) => entry.id === copy);
      if (specialist && diet)
        await notify(clientId, 'diet_assigned', {
          name: fullName(specialist.first_name, specialist.last_name),
          diet: diet.name,
          dietId: copy,
        });
      return copy;
    },

    /**
     * PROF-31: creates the invoice of this client and consultation date, or overwrites it (same id, number and
     * issue date; new lines, parties, totals and PDF). The server computes every amount. The PDF is written
     * in the specialist's language.
     */
    async issueInvoice(
      specialistId: number,
      clientId: number,
      input: z.output<typeof InvoiceRequest>,
      locale: Locale,
    ): Promise<InvoiceRow> {
      await mayServe(specialistId, clientId);
      const totals = invoiceTotals(input.items);
      const items = input.items.map((item, index) => ({ ...item, ...totals.lines[index]! }));
      const issue = now().toISOString().slice(0, 10);
      const id = await repo.save(
        { specialistId, clientId, consultationDate: input.consultationDate },
        {
          currency: input.currency,
          locale,
          items: JSON.stringify(items),
          seller: JSON.stringify(input.seller),
          buyer: JSON.stringify(input.buyer),
          notes: input.notes,
          net_total: totals.net,
          tax_total: totals.tax,
          gross_total: totals.gross,
        },
        { issue, due: addDays(issue, INVOICE_PAYMENT_DAYS) },
      );
      const row = await repo.byId(id);
      if (!row) throw new NotFoundError('invoiceNotFound');
      await store.put(row.id, await renderPdf(row));
      return row;
    },

    /** What a member received and, as a specialist, issued. */
    async invoices(userId: number): Promise<{ received: InvoiceRow[]; issued: InvoiceRow[] }> {
      const [received, issued] = await Promise.all([repo.receivedBy(userId), repo.issuedBy(userId)]);
      return { received, issued };
    },

    /** The PDF, for the invoice's specialist or client; anyone else gets 404, as for an invoice that does not exist. */
    async pdf(userId: number, id: number): Promise<{ number: string; bytes: Buffer }> {
      const row = await repo.byId(id);
      if (!row || (row.specialist_user_id !== userId && row.client_user_id !== userId))
        throw new NotFoundError('invoiceNotFound');
      let bytes = await store.read(row.id);
      if (!bytes) {
        // The file went missing (a restored database, a new disk): the stored invoice writes it again.
        bytes = await renderPdf(row);
        await store.put(row.id, bytes);
      }
      return { number: row.number, bytes };
    },
  };
}

export type SpecialistClientsService = ReturnType<typeof createSpecialistClientsService>;

import { BilledAddress } from '../../../core/contracts/billing-addresses';
import { isLocale, type Locale } from '../../../core/i18n/locales';
import { NotFoundError } from '../../errors';
import { translatorFor } from '../../i18n';
import {
  formatMoney,
  INVOICE_PDF_LABEL_KEYS,
  postalLines,
  type InvoicePdfContent,
  type InvoicePdfLabels,
  type InvoicePdfParty,
} from '../../lib/invoice-pdf/invoice-pdf';
import type { RenderInvoicePdf } from '../../lib/invoice-pdf/invoice-pdf-renderer';
import type { OrdersRepo } from './orders.repo';
import { orderNumber } from '../../../core/domain/order-number';

/** The shop as the seller on its invoices (`SELLER_NAME`, `SELLER_ADDRESS`, `SELLER_TAX_ID`). */
export interface InvoiceSeller {
  name: string;
  addressLines: string[];
  taxId: string | null;
}

type OrderRow = NonNullable<Awaited<ReturnType<OrdersRepo['byUid']>>>;
type ItemRow = Awaited<ReturnType<OrdersRepo['items']>>[number];
type Account = NonNullable<Awaited<ReturnType<OrdersRepo['account']>>>;

const LABELS = INVOICE_PDF_LABEL_KEYS;

/** The address an order keeps as JSON; null when it has none (or what it has is not one). */
function billedAddress(text: string | null): BilledAddress | null {
  if (text === null) return null;
  try {
    const parsed = BilledAddress.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The buyer: the address the order was billed to, or (orders made before there were any) the account's name and e-mail. */
export function invoiceBuyer(billed: string | null, account: Account, locale: Locale): InvoicePdfParty {
  const address = billedAddress(billed);
  if (address) {
    return {
      name: [address.title, address.firstname, address.lastname].filter(Boolean).join(' '),
      lines: postalLines(
        {
          street: address.street,
          buildingNumber: address.building_number,
          extra: address.building_additional_information,
          zip: address.zip,
          city: address.city,
          country: address.country,
        },
        locale,
      ),
      taxId: address.company_identification_number,
    };
  }
  const name = `${account.first_name} ${account.last_name}`.trim();
  return { name: name || account.email, lines: name ? [account.email] : [], taxId: null };
}

/**
 * A paid order's invoice in the order's language: numbered as the order, issued on (and for a sale on) the day
 * it was paid, each line with its net, tax and gross (quantity one: every product is bought once), the tax
 * summary per rate, and the payment as a note. Amounts are the order's own, stored at checkout.
 */
export function orderInvoiceContent(
  row: OrderRow,
  items: ItemRow[],
  parties: { seller: InvoiceSeller; buyer: InvoicePdfParty },
  locale: Locale,
): InvoicePdfContent {
  const t = translatorFor(locale);
  const labels = {} as InvoicePdfLabels;
  for (const key of LABELS) labels[key] = String(t(`shop:invoice.${key}`));
  const paidOn = (row.paid_at ?? row.created_at).slice(0, 10);
  const lines = items.map((item) => {
    const gross = Number(item.gross_minor);
    const tax = Number(item.tax_minor);
    const discount = Number(item.discount_minor);
    return {
      description:
        discount > 0
          ? `${item.title}\n${t('shop:invoice.discount', { amount: formatMoney(discount, row.currency, locale) })}`
          : item.title,
      quantity: 1,
      unitNet: gross - tax,
      taxRate: item.tax_rate_bp / 100,
      net: gross - tax,
      tax,
      gross,
    };
  });
  const rates = new Map<number, { taxRate: number; net: number; tax: number; gross: number }>();
  for (const line of lines) {
    const sum = rates.get(line.taxRate) ?? { taxRate: line.taxRate, net: 0, tax: 0, gross: 0 };
    rates.set(line.taxRate, {
      taxRate: line.taxRate,
      net: sum.net + line.net,
      tax: sum.tax + line.tax,
      gross: sum.gross + line.gross,
    });
  }
  const total = (key: 'net' | 'tax' | 'gross') => lines.reduce((sum, line) => sum + line[key], 0);
  const number = orderNumber(row);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
  return {
    number,
    dates: [
      { label: String(t('shop:invoice.issueDate')), date: paidOn },
      { label: String(t('shop:invoice.saleDate')), date: paidOn },
    ],
    currency: row.currency,
    seller: { name: parties.seller.name, lines: parties.seller.addressLines, taxId: parties.seller.taxId },
    buyer: parties.buyer,
    items: lines,
    byRate: [...rates.values()].sort((a, b) => b.taxRate - a.taxRate),
    net: total('net'),
    tax: total('tax'),
    gross: total('gross'),
    notes: String(
      t('shop:invoice.paidNote', {
        number,
        placed: date(row.created_at),
        paid: date(row.paid_at ?? row.created_at),
        method: t(`shop:invoice.method.${row.payment_method}`),
      }),
    ),
    createdAt: row.paid_at ?? row.created_at,
    labels,
  };
}

/** Invoices of the shop's paid orders (issue 18 A4), laid out on request by the app's invoice worker. */
export function createOrderInvoices({
  repo,
  render,
  seller,
}: {
  repo: OrdersRepo;
  render: RenderInvoicePdf;
  seller: InvoiceSeller;
}) {
  return {
    /** The PDF of one of the member's paid orders; anyone else's order, or one not paid, is not found. */
    async pdf(userId: number, uid: string): Promise<{ number: string; bytes: Buffer }> {
      const row = await repo.byUid(uid);
      if (!row || row.user_id !== userId || row.status !== 'paid') throw new NotFoundError('orderNotFound');
      const [items, account] = await Promise.all([repo.items([row.id]), repo.account(row.user_id)]);
      if (!account) throw new NotFoundError('orderNotFound');
      const locale: Locale = isLocale(row.locale) ? row.locale : 'en';
      const buyer = invoiceBuyer(row.billing_address, account, locale);
      const bytes = await render(orderInvoiceContent(row, items, { seller, buyer }, locale), locale);
      return { number: orderNumber(row), bytes };
    },
  };
}

export type OrderInvoices = ReturnType<typeof createOrderInvoices>;

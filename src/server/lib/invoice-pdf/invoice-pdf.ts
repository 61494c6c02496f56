import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { InvoiceRateAmounts } from '../../../core/domain/invoice-totals';
import type { Locale } from '../../../core/i18n/locales';
import { PDF_FONTS } from '../pdf-fonts';

/** A seller or buyer as printed: the name, the lines below it (address, e-mail), the tax id when there is one. */
export interface InvoicePdfParty {
  name: string;
  lines: string[];
  taxId: string | null;
}

/** One line of the invoice; amounts in minor units, the rate in percent (23, 7, 5.5). */
export interface InvoicePdfItem {
  description: string;
  quantity: number;
  unitNet: number;
  taxRate: number;
  net: number;
  tax: number;
  gross: number;
}

/**
 * What an invoice PDF shows, whoever issues it (a specialist's consultation, the shop's order): the number and
 * the dates with their labels, the parties, the lines, the tax summary per rate, the totals, the notes, and
 * every text in the invoice's language.
 */
export interface InvoicePdfContent {
  number: string;
  /** The heading's dates (ISO dates), in order: issue date first. */
  dates: Array<{ label: string; date: string }>;
  /** ISO 4217 (PLN, EUR, USD). */
  currency: string;
  seller: InvoicePdfParty;
  buyer: InvoicePdfParty;
  items: InvoicePdfItem[];
  byRate: InvoiceRateAmounts[];
  net: number;
  tax: number;
  gross: number;
  notes: string | null;
  /** When the invoice was last written (the PDF's creation date). */
  createdAt: string;
  labels: InvoicePdfLabels;
}

export interface InvoicePdfLabels {
  title: string;
  number: string;
  seller: string;
  buyer: string;
  taxId: string;
  position: string;
  description: string;
  quantity: string;
  unitNet: string;
  taxRate: string;
  net: string;
  tax: string;
  gross: string;
  taxSummary: string;
  total: string;
  /** The boxed total: "Amount due", or "Paid" for an invoice that was paid before it was issued. */
  amountDue: string;
  notes: string;
  footer: string;
}

/** The renderer's label keys, for callers that read each from their own catalogue. */
export const INVOICE_PDF_LABEL_KEYS = [
  'title',
  'number',
  'seller',
  'buyer',
  'taxId',
  'position',
  'description',
  'quantity',
  'unitNet',
  'taxRate',
  'net',
  'tax',
  'gross',
  'taxSummary',
  'total',
  'amountDue',
  'notes',
  'footer',
] as const satisfies ReadonlyArray<keyof InvoicePdfLabels>;

/** A postal address as an invoice prints it: street and number, postcode and city, the country's name. */
export function postalLines(
  address: {
    street: string;
    buildingNumber: string;
    extra?: string | null;
    zip: string;
    city: string;
    country: string;
  },
  locale: Locale,
): string[] {
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.country) ?? address.country;
  return [
    `${address.street} ${address.buildingNumber}`,
    ...(address.extra ? [address.extra] : []),
    `${address.zip} ${address.city}`,
    country,
  ];
}

const INK = '#1e293b';
const MUTED = '#475569';
const BRAND = '#166534';
const RULE = '#cbd5e1';
const MARGIN = 50;

/** The fonts' bytes, read once: every invoice embeds the subset it uses. */
let fontBytes: Record<keyof typeof PDF_FONTS, Buffer> | null = null;
function fonts() {
  fontBytes ??= {
    body: readFileSync(PDF_FONTS.body),
    bold: readFileSync(PDF_FONTS.bold),
    italic: readFileSync(PDF_FONTS.italic),
  };
  return fontBytes;
}

export function formatMoney(minor: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

function formatDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/**
 * Writes a one-page A4 invoice (more pages only for many long lines): number and dates, seller and buyer, the
 * lines with net, tax and gross, the tax summary per rate, the totals and the notes. The document's title,
 * author and language are set for readers and search. Resolves with the PDF's bytes. CPU-heavy (fonts,
 * layout, compression): the app calls it in a worker thread (`invoice-pdf-renderer.ts`).
 */
export function renderInvoicePdf(invoice: InvoicePdfContent, locale: Locale): Promise<Buffer> {
  const { labels, byRate } = invoice;
  const money = (minor: number) => formatMoney(minor, invoice.currency, locale);
  const numberFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percent = (rate: number) => `${numberFormat.format(rate)} %`;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    lang: locale,
    displayTitle: true,
    info: {
      Title: `${labels.title} ${invoice.number}`,
      Author: invoice.seller.name,
      Subject: `${labels.title} ${invoice.number}: ${labels.total} ${money(invoice.gross)}`,
      Creator: 'Nutrio',
      Producer: 'Nutrio',
      CreationDate: new Date(invoice.createdAt),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const bytes = fonts();
  doc.registerFont('body', bytes.body);
  doc.registerFont('bold', bytes.bold);
  doc.registerFont('italic', bytes.italic);
  const width = doc.page.width - 2 * MARGIN;

  // Heading: the brand, the title and number, the dates on the right.
  doc.font('bold').fontSize(10).fillColor(BRAND).text('Nutrio', MARGIN, MARGIN);
  doc
    .font('bold')
    .fontSize(20)
    .fillColor(INK)
    .text(labels.title, MARGIN, MARGIN + 18);
  doc
    .font('body')
    .fontSize(11)
    .fillColor(INK)
    .text(`${labels.number}: ${invoice.number}`, MARGIN, MARGIN + 46);
  const datesX = MARGIN + width / 2;
  invoice.dates.forEach(({ label, date }, index) => {
    const y = MARGIN + 18 + index * 16;
    doc.font('body').fontSize(9).fillColor(MUTED).text(label, datesX, y, { width: 130 });
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(INK)
      .text(formatDate(date, locale), datesX + 130, y, { width: width / 2 - 130, align: 'right' });
  });

  // Seller and buyer, below the heading (lower when it has more than three dates).
  const partyTop = MARGIN + Math.max(100, 52 + invoice.dates.length * 16);
  const partyWidth = width / 2 - 15;
  let partyBottom = partyTop;
  (
    [
      [labels.seller, invoice.seller, MARGIN],
      [labels.buyer, invoice.buyer, MARGIN + width / 2 + 15],
    ] as const
  ).forEach(([label, party, x]) => {
    doc.font('bold').fontSize(8).fillColor(BRAND).text(label.toUpperCase(), x, partyTop, {
      width: partyWidth,
      characterSpacing: 0.8,
    });
    doc
      .moveDown(0.3)
      .font('bold')
      .fontSize(10.5)
      .fillColor(INK)
      .text(party.name, x, undefined, { width: partyWidth });
    doc.font('body').fontSize(9.5).fillColor(INK);
    for (const line of party.lines) doc.text(line, x, undefined, { width: partyWidth });
    if (party.taxId) doc.text(`${labels.taxId}: ${party.taxId}`, x, undefined, { width: partyWidth });
    partyBottom = Math.max(partyBottom, doc.y);
  });

  // The lines.
  const columns = [
    { label: labels.position, width: 28, align: 'left' },
    { label: labels.description, width: 139, align: 'left' },
    { label: labels.quantity, width: 38, align: 'right' },
    { label: labels.unitNet, width: 68, align: 'right' },
    { label: labels.taxRate, width: 34, align: 'right' },
    { label: labels.net, width: 62, align: 'right' },
    { label: labels.tax, width: 60, align: 'right' },
    { label: labels.gross, width: 66, align: 'right' },
  ] as const;
  const row = (cells: string[], y: number, font: 'body' | 'bold', color = INK): number => {
    doc.font(font).fontSize(8.5).fillColor(color);
    let x = MARGIN;
    let height = 0;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      const options = { width: column.width - 4, align: column.align };
      height = Math.max(height, doc.heightOfString(cell, options));
      doc.text(cell, x + 2, y, options);
      x += column.width;
    });
    return y + height + 6;
  };
  const header = (y: number) => {
    const next = row(
      columns.map((column) => column.label),
      y,
      'bold',
      MUTED,
    );
    doc
      .moveTo(MARGIN, next - 3)
      .lineTo(MARGIN + width, next - 3)
      .strokeColor(RULE)
      .lineWidth(0.8)
      .stroke();
    return next + 2;
  };
  let y = header(partyBottom + 28);
  invoice.items.forEach((item, index) => {
    const cells = [
      String(index + 1),
      item.description,
      numberFormat.format(item.quantity),
      money(item.unitNet),
      percent(item.taxRate),
      money(item.net),
      money(item.tax),
      money(item.gross),
    ];
    doc.font('body').fontSize(8.5);
    const needed = doc.heightOfString(item.description, { width: columns[1].width - 4 }) + 6;
    if (y + needed > doc.page.height - MARGIN - 40) {
      doc.addPage();
      y = header(MARGIN);
    }
    y = row(cells, y, 'body');
  });
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .strokeColor(RULE)
    .lineWidth(0.8)
    .stroke();

  // The tax summary per rate, then the totals.
  const summaryX = MARGIN + width - 300;
  const summary = (cells: string[], top: number, font: 'body' | 'bold', size = 9) => {
    doc.font(font).fontSize(size).fillColor(INK);
    [84, 72, 72, 72].forEach((cellWidth, index) => {
      const x = summaryX + [0, 84, 156, 228][index]!;
      doc.text(cells[index]!, x, top, { width: cellWidth - 4, align: index === 0 ? 'left' : 'right' });
    });
    return top + doc.currentLineHeight() + 5;
  };
  if (y > doc.page.height - MARGIN - 160) {
    doc.addPage();
    y = MARGIN;
  }
  y += 12;
  doc.font('bold').fontSize(9).fillColor(MUTED).text(labels.taxSummary, summaryX, y);
  y = summary([labels.taxRate, labels.net, labels.tax, labels.gross], y + 16, 'bold', 8.5);
  for (const rate of byRate)
    y = summary([percent(rate.taxRate), money(rate.net), money(rate.tax), money(rate.gross)], y, 'body');
  doc
    .moveTo(summaryX, y)
    .lineTo(MARGIN + width, y)
    .strokeColor(RULE)
    .stroke();
  y = summary([labels.total, money(invoice.net), money(invoice.tax), money(invoice.gross)], y + 5, 'bold');
  y += 10;
  doc.rect(summaryX, y, 300, 30).fill('#f0fdf4');
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(BRAND)
    .text(`${labels.amountDue}: ${money(invoice.gross)}`, summaryX + 10, y + 9, {
      width: 280,
      align: 'right',
    });
  y += 50;

  if (invoice.notes) {
    doc.font('bold').fontSize(9).fillColor(MUTED).text(labels.notes, MARGIN, y, { width });
    doc.font('body').fontSize(9).fillColor(INK).text(invoice.notes, MARGIN, undefined, { width });
  }

  // The footer, on the last page.
  const margins = doc.page.margins;
  doc.page.margins = { ...margins, bottom: 0 };
  doc
    .font('italic')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(labels.footer, MARGIN, doc.page.height - MARGIN + 10, { width, align: 'center', lineBreak: false });
  doc.page.margins = margins;
  doc.end();
  return done;
}

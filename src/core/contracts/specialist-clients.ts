import { z } from 'zod';
import { RecordId } from './common';
import {
  ADDRESS_COUNTRIES,
  BUILDING_NUMBER_PATTERN,
  CITY_PATTERN,
  STREET_PATTERN,
  isValidZip,
  optionalPatterned,
  patterned,
} from './form-patterns';

/**
 * A specialist's clients (issue 17 A7, PROF-31, PROF-32): the members with an accepted chat, the diets the
 * specialist assigns them and the invoices for consultations. Amounts are integer minor units (grosze, cents);
 * the server computes every total (`core/domain/invoice-totals.ts`).
 */

export const INVOICE_CURRENCIES = ['PLN', 'EUR', 'USD'] as const;
export type InvoiceCurrency = (typeof INVOICE_CURRENCIES)[number];
export const MAX_INVOICE_ITEMS = 20;
export const MAX_TAX_RATE = 27;
/** Payment is due this many days after the issue date. */
export const INVOICE_PAYMENT_DAYS = 14;
/** The largest unit net price: 1,000,000.00 in minor units. */
export const MAX_UNIT_NET = 100_000_000;
export const MAX_QUANTITY = 9_999;
export const INVOICE_DATE_RANGE = { min: '2000-01-01', max: '2099-12-31' } as const;

export const ClientParams = z.object({ userId: RecordId });
export const InvoiceParams = z.object({ id: RecordId });

const isRealDate = (value: string) =>
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A calendar date (YYYY-MM-DD) between 2000 and 2099. */
export const InvoiceDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'dateInvalid')
  .refine(isRealDate, 'dateInvalid')
  .refine(
    (value) => value >= INVOICE_DATE_RANGE.min && value <= INVOICE_DATE_RANGE.max,
    'invoiceDateOutOfRange',
  );

/** A seller's or buyer's name and address (B §5's pattern table, FORM-01…13); the tax id is optional. */
export const InvoiceParty = z
  .object({
    name: z
      .string()
      .max(1000, 'invoicePartyNameTooLong')
      .transform((text) => text.trim())
      .pipe(z.string().min(1, 'nameRequired').max(120, 'invoicePartyNameTooLong')),
    street: patterned(STREET_PATTERN, 'streetInvalid'),
    buildingNumber: patterned(BUILDING_NUMBER_PATTERN, 'buildingNumberInvalid'),
    zip: patterned(/^[\d-]{4,10}$/, 'zipInvalid'),
    city: patterned(CITY_PATTERN, 'cityInvalid'),
    country: z.enum(ADDRESS_COUNTRIES, 'countryInvalid'),
    /** NIP, USt-IdNr., EIN …: letters, digits, spaces and dashes. */
    taxId: optionalPatterned(/^[A-Za-z0-9 -]{4,20}$/, 'invoiceTaxIdInvalid'),
  })
  .superRefine((party, context) => {
    if (!isValidZip(party.zip, party.country))
      context.addIssue({ code: 'custom', path: ['zip'], message: 'zipInvalid' });
  });
export type InvoiceParty = z.output<typeof InvoiceParty>;
export type InvoicePartyInput = z.input<typeof InvoiceParty>;

export const InvoiceItemInput = z.object({
  description: z
    .string()
    .max(1000, 'invoiceDescriptionTooLong')
    .transform((text) => text.trim())
    .pipe(z.string().min(1, 'invoiceDescriptionRequired').max(200, 'invoiceDescriptionTooLong')),
  /** Up to two decimals (1.5 hours). */
  quantity: z
    .number('invoiceQuantityInvalid')
    .min(0.01, 'invoiceQuantityInvalid')
    .max(MAX_QUANTITY, 'invoiceQuantityInvalid')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'invoiceQuantityInvalid'),
  /** The unit net price in minor units. */
  unitNet: z
    .number('invoicePriceInvalid')
    .int('invoicePriceInvalid')
    .min(0, 'invoicePriceInvalid')
    .max(MAX_UNIT_NET, 'invoicePriceInvalid'),
  /** Percent: 0 (exempt) up to 27 (the highest VAT rate in the EU). */
  taxRate: z
    .number('invoiceTaxRateInvalid')
    .int('invoiceTaxRateInvalid')
    .min(0, 'invoiceTaxRateInvalid')
    .max(MAX_TAX_RATE, 'invoiceTaxRateInvalid'),
});
export type InvoiceItemInput = z.output<typeof InvoiceItemInput>;

/** PUT /api/specialist/clients/:userId/invoice: one invoice per client and consultation date (PROF-31). */
export const InvoiceRequest = z.object({
  consultationDate: InvoiceDate,
  currency: z.enum(INVOICE_CURRENCIES, 'invoiceCurrencyInvalid'),
  items: z
    .array(InvoiceItemInput, 'invoiceItemsRequired')
    .min(1, 'invoiceItemsRequired')
    .max(MAX_INVOICE_ITEMS, 'invoiceTooManyItems'),
  seller: InvoiceParty,
  buyer: InvoiceParty,
  notes: z
    .string()
    .max(1000, 'invoiceNotesTooLong')
    .nullish()
    .transform((text) => text?.trim() || null),
});
export type InvoiceRequest = z.input<typeof InvoiceRequest>;

const Person = z.object({ id: z.number(), name: z.string() });

/** A party as stored (it passed `InvoiceParty` when it was sent). */
export const InvoicePartyView = z.object({
  name: z.string(),
  street: z.string(),
  buildingNumber: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.enum(ADDRESS_COUNTRIES),
  taxId: z.string().nullable(),
});

const Amounts = { net: z.number(), tax: z.number(), gross: z.number() };

/** An invoice as both of its parties see it; `pdfUrl` downloads the PDF (its two parties only). */
export const InvoiceSummary = z.object({
  id: z.number(),
  number: z.string(),
  issueDate: z.string(),
  consultationDate: z.string(),
  dueDate: z.string(),
  currency: z.enum(INVOICE_CURRENCIES),
  ...Amounts,
  specialist: Person,
  client: Person,
  pdfUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

/** With what it was made of: the specialist's form fills in from it for the next time. */
export const InvoiceDetail = InvoiceSummary.extend({
  items: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      unitNet: z.number(),
      taxRate: z.number(),
      ...Amounts,
    }),
  ),
  seller: InvoicePartyView,
  buyer: InvoicePartyView,
  notes: z.string().nullable(),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetail>;

export const InvoiceResponse = z.object({ invoice: InvoiceDetail });

/** GET /api/invoices: what a member received and, for a specialist, what they issued; the newest first. */
export const InvoiceListResponse = z.object({
  received: z.array(InvoiceSummary),
  issued: z.array(InvoiceSummary),
});
export type InvoiceListResponse = z.infer<typeof InvoiceListResponse>;

/** GET /api/specialist/clients: each member with an accepted chat, my saved diets, and my seller details. */
export const SpecialistClientsResponse = z.object({
  clients: z.array(
    z.object({
      userId: z.number(),
      name: z.string(),
      chatUid: z.string(),
      invoices: z.array(InvoiceDetail),
    }),
  ),
  diets: z.array(z.object({ id: z.number(), name: z.string() })),
  /** The seller of my latest invoice, to start the next one from. */
  seller: InvoicePartyView.nullable(),
});
export type SpecialistClientsResponse = z.infer<typeof SpecialistClientsResponse>;

export const AssignDietRequest = z.object({
  dietId: z
    .number('invalidValue')
    .int('invalidValue')
    .positive('invalidValue')
    .max(2_147_483_647, 'invalidValue'),
});
export const AssignDietResponse = z.object({ dietId: z.number() });

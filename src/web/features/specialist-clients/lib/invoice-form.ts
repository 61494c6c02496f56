import { z } from 'zod';
import { ADDRESS_COUNTRIES, isValidZip, type AddressCountry } from '../../../../core/contracts/form-patterns';
import {
  INVOICE_CURRENCIES,
  InvoiceDate,
  InvoiceItemInput,
  InvoiceParty,
  type InvoiceCurrency,
  type InvoicePartyInput,
  type InvoiceRequest,
} from '../../../../core/contracts/specialist-clients';
import { invoiceTotals, minorUnits } from '../../../../core/domain/invoice-totals';
import type { Locale } from '../../../../core/i18n/locales';
import type { IssuedInvoice } from '../api/specialist-clients-api';

/**
 * The invoice form: one line (a consultation) and both addresses as flat fields, checked by the contract's own
 * rules (`InvoiceRequest`), then sent in its shape. Prices are typed in major units (150,00) and sent in minor
 * units; the server computes every amount again.
 */
const party = InvoiceParty.shape;
const item = InvoiceItemInput.shape;

/** A typed number (`1,5` or `1.5`); anything else fails with `message`. */
const typedNumber = (message: string) =>
  z.string().transform((text, context) => {
    const value = Number(text.trim().replace(',', '.'));
    if (text.trim() === '' || !Number.isFinite(value)) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });

const PARTY_FIELDS = ['name', 'street', 'buildingNumber', 'zip', 'city', 'country', 'taxId'] as const;
type PartyField = (typeof PARTY_FIELDS)[number];
type Side = 'seller' | 'buyer';
type PartyFieldName = `${Side}${Capitalize<PartyField>}`;

const capitalized = (field: PartyField) =>
  `${field[0]!.toUpperCase()}${field.slice(1)}` as Capitalize<PartyField>;
const partyFieldName = (side: Side, field: PartyField): PartyFieldName => `${side}${capitalized(field)}`;

function partyFields<S extends Side>(side: S) {
  return {
    [`${side}Name`]: party.name,
    [`${side}Street`]: party.street,
    [`${side}BuildingNumber`]: party.buildingNumber,
    [`${side}Zip`]: party.zip,
    [`${side}City`]: party.city,
    [`${side}Country`]: party.country,
    [`${side}TaxId`]: party.taxId,
  } as {
    [K in PartyField as `${S}${Capitalize<K>}`]: (typeof party)[K];
  };
}

export const InvoiceForm = z
  .object({
    consultationDate: InvoiceDate,
    currency: z.enum(INVOICE_CURRENCIES, 'invoiceCurrencyInvalid'),
    description: item.description,
    quantity: typedNumber('invoiceQuantityInvalid').pipe(item.quantity),
    unitPrice: z
      .string()
      .transform((text, context) => {
        const minor = minorUnits(text);
        if (minor === null) {
          context.addIssue({ code: 'custom', message: 'invoicePriceInvalid' });
          return z.NEVER;
        }
        return minor;
      })
      .pipe(item.unitNet),
    taxRate: typedNumber('invoiceTaxRateInvalid').pipe(item.taxRate),
    notes: z.string().max(1000, 'invoiceNotesTooLong'),
    ...partyFields('seller'),
    ...partyFields('buyer'),
  })
  .superRefine((form, context) => {
    for (const side of ['seller', 'buyer'] as const) {
      const zip = form[`${side}Zip`];
      if (!isValidZip(zip, form[`${side}Country`]))
        context.addIssue({ code: 'custom', path: [`${side}Zip`], message: 'zipInvalid' });
    }
  });
export type InvoiceFormValues = z.input<typeof InvoiceForm>;
export type InvoiceFormOutput = z.output<typeof InvoiceForm>;

function partyOf(form: InvoiceFormOutput, side: Side): InvoicePartyInput {
  return {
    name: form[`${side}Name`],
    street: form[`${side}Street`],
    buildingNumber: form[`${side}BuildingNumber`],
    zip: form[`${side}Zip`],
    city: form[`${side}City`],
    country: form[`${side}Country`],
    taxId: form[`${side}TaxId`],
  };
}

/** The request the form's checked values make. */
export function invoiceRequestOf(form: InvoiceFormOutput): InvoiceRequest {
  return {
    consultationDate: form.consultationDate,
    currency: form.currency,
    items: [
      {
        description: form.description,
        quantity: form.quantity,
        unitNet: form.unitPrice,
        taxRate: form.taxRate,
      },
    ],
    seller: partyOf(form, 'seller'),
    buyer: partyOf(form, 'buyer'),
    notes: form.notes || null,
  };
}

const ITEM_FIELDS: Record<string, keyof InvoiceFormValues> = {
  description: 'description',
  quantity: 'quantity',
  unitNet: 'unitPrice',
  taxRate: 'taxRate',
};

/** The form field a server error names (`items.0.unitNet` → unitPrice, `seller.zip` → sellerZip). */
export function formFieldOf(path: string): keyof InvoiceFormValues | null {
  const [head, second, third] = path.split('.');
  if (head === 'items') return ITEM_FIELDS[third ?? ''] ?? 'description';
  if ((head === 'seller' || head === 'buyer') && (PARTY_FIELDS as readonly string[]).includes(second ?? ''))
    return partyFieldName(head, second as PartyField);
  if (head === 'consultationDate' || head === 'currency' || head === 'notes') return head;
  return null;
}

/** The server's field errors under the form's field names. */
export function formErrorsOf(
  fields: Record<string, string>,
): Partial<Record<keyof InvoiceFormValues, string>> {
  const errors: Partial<Record<keyof InvoiceFormValues, string>> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = formFieldOf(path);
    if (field) errors[field] ??= message;
  }
  return errors;
}

/** The country a member in this language most likely bills from, its currency and its usual VAT rate. */
const DEFAULTS: Record<Locale, { country: AddressCountry; currency: InvoiceCurrency; taxRate: string }> = {
  pl: { country: 'PL', currency: 'PLN', taxRate: '23' },
  de: { country: 'DE', currency: 'EUR', taxRate: '19' },
  en: { country: 'US', currency: 'USD', taxRate: '0' },
};

type PartyView = IssuedInvoice['seller'];

function partyValues(
  side: Side,
  party: PartyView | null,
  fallback: { name: string; country: AddressCountry },
) {
  return {
    [`${side}Name`]: party?.name ?? fallback.name,
    [`${side}Street`]: party?.street ?? '',
    [`${side}BuildingNumber`]: party?.buildingNumber ?? '',
    [`${side}Zip`]: party?.zip ?? '',
    [`${side}City`]: party?.city ?? '',
    [`${side}Country`]: party?.country ?? fallback.country,
    [`${side}TaxId`]: party?.taxId ?? '',
  } as Pick<InvoiceFormValues, PartyFieldName>;
}

/** Minor units as typed in the form: 15000 → "150.00" (the form reads a comma too). */
export function typedPrice(minor: number, locale: Locale): string {
  const text = (minor / 100).toFixed(2);
  return locale === 'en' ? text : text.replace('.', ',');
}

/**
 * Where the form starts: the client's latest invoice when there is one (to generate it again, or the next one
 * from it), else my latest seller details, the client's name as the buyer and the usual values of my language.
 */
export function initialInvoiceValues({
  latest,
  seller,
  clientName,
  today,
  locale,
  description,
}: {
  latest: IssuedInvoice | undefined;
  seller: PartyView | null;
  clientName: string;
  today: string;
  locale: Locale;
  description: string;
}): InvoiceFormValues {
  const defaults = DEFAULTS[locale];
  const line = latest?.items[0];
  return {
    consultationDate: latest?.consultationDate ?? today,
    currency: latest?.currency ?? defaults.currency,
    description: line?.description ?? description,
    quantity: line ? String(line.quantity) : '1',
    unitPrice: line ? typedPrice(line.unitNet, locale) : '',
    taxRate: line ? String(line.taxRate) : defaults.taxRate,
    notes: latest?.notes ?? '',
    ...partyValues('seller', latest?.seller ?? seller, { name: '', country: defaults.country }),
    ...partyValues('buyer', latest?.buyer ?? null, { name: clientName, country: defaults.country }),
  };
}

/** The amounts the server will compute, while the typed values make sense; null otherwise. */
export function previewTotals(values: InvoiceFormValues) {
  const quantity = Number(values.quantity.trim().replace(',', '.'));
  const unitNet = minorUnits(values.unitPrice);
  const taxRate = Number(values.taxRate.trim());
  const line = InvoiceItemInput.pick({ quantity: true, unitNet: true, taxRate: true }).safeParse({
    quantity,
    unitNet,
    taxRate,
  });
  return line.success ? invoiceTotals([line.data]) : null;
}

export { ADDRESS_COUNTRIES, INVOICE_CURRENCIES, PARTY_FIELDS, partyFieldName };
export type { PartyField, Side };

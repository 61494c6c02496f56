import type { AdminEbookPrices } from '../../../../core/contracts/admin-catalogues';
import { CURRENCIES } from '../../../../core/contracts/basket';
import type { Locale } from '../../../../core/i18n/locales';

export type Currency = (typeof CURRENCIES)[number];
export { CURRENCIES };

const INTL: Record<Locale, string> = { pl: 'pl-PL', de: 'de-DE', en: 'en-GB' };

/** An amount in minor units as people read it in their language ("12,99 zł", "€9.99"). */
export function formatMinor(minor: number, currency: Currency, locale: Locale): string {
  return new Intl.NumberFormat(INTL[locale], { style: 'currency', currency }).format(minor / 100);
}

/** What a price field shows: major units with two decimals ("12.99"). */
export const toMajorText = (minor: number) => (minor / 100).toFixed(2);

/** A typed amount ("12,99", "12.9", "12") in minor units; NaN when it is no amount. */
export function toMinor(text: string): number {
  const clean = text.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(clean)) return Number.NaN;
  return Math.round(Number(clean) * 100);
}

/** The form's flat price fields: `priceRegularPLN`, `priceFinalPLN` … */
export const priceField = (kind: 'Regular' | 'Final', currency: Currency) =>
  `price${kind}${currency}` as const;

export function pricesFromFields(values: Record<string, string>): AdminEbookPrices {
  return Object.fromEntries(
    CURRENCIES.map((currency) => [
      currency,
      {
        regularMinor: toMinor(values[priceField('Regular', currency)] ?? ''),
        finalMinor: toMinor(values[priceField('Final', currency)] ?? ''),
      },
    ]),
  ) as AdminEbookPrices;
}

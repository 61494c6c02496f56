import type { InvoiceCurrency } from '../../../../core/contracts/specialist-clients';
import type { Locale } from '../../../../core/i18n/locales';

/** Minor units as money in the page's language: 12300, PLN, pl → "123,00 zł". */
export function formatMoney(minor: number, currency: InvoiceCurrency, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

/** An ISO date (YYYY-MM-DD) in the page's language: "March 1, 2026", "1. März 2026", "1 marca 2026". */
export function formatDay(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** Today (or any instant) as the member's calendar date, YYYY-MM-DD. */
export function localDate(instant: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

import { INTL_TAGS, type Locale } from '../i18n/locales';

/** B §9 / DECISIONS CONST-02: pl → PLN, de → EUR, en → USD, anything else → EUR. */
export function currencyForLocale(locale: string): 'PLN' | 'EUR' | 'USD' {
  if (locale === 'pl') return 'PLN';
  if (locale === 'en') return 'USD';
  return 'EUR';
}

/** B §9: amounts above 10 are shown without decimals, smaller ones with 2. */
export function amountDecimals(value: number): 0 | 2 {
  return Math.abs(value) > 10 ? 0 : 2;
}

export function formatAmount(value: number, locale: Locale): string {
  const decimals = amountDecimals(value);
  return new Intl.NumberFormat(INTL_TAGS[locale], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(INTL_TAGS[locale], { maximumFractionDigits }).format(value);
}

/** A distance in km in the locale's way ("5 km", "12,5 km"). */
export function formatKilometres(value: number, locale: Locale, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(INTL_TAGS[locale], {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits,
  }).format(value);
}

/** Prices always carry 2 decimals (CONST-03), in the locale's currency unless one is given. */
export function formatPrice(
  value: number,
  locale: Locale,
  currency: string = currencyForLocale(locale),
): string {
  return new Intl.NumberFormat(INTL_TAGS[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

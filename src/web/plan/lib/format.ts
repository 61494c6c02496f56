import { formatNumber } from '../../../core/domain/format';
import { INTL_TAGS, type Locale } from '../../../core/i18n/locales';

/** A plan date (YYYY-MM-DD, a calendar day) in the page's language. */
export function formatPlanDate(date: string, locale: Locale, style: 'long' | 'short' = 'long'): string {
  const value = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return date;
  return new Intl.DateTimeFormat(INTL_TAGS[locale], {
    timeZone: 'UTC',
    ...(style === 'long'
      ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
      : { day: 'numeric', month: 'short', year: 'numeric' }),
  }).format(value);
}

/** A moment (ISO timestamp) in the browser's time zone. */
export function formatMoment(iso: string, locale: Locale): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  return new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(
    value,
  );
}

export const oneDecimal = (value: number, locale: Locale) => formatNumber(value, locale, 1);
export const whole = (value: number, locale: Locale) => formatNumber(value, locale, 0);

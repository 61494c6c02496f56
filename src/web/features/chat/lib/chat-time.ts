import type { Locale } from '../../../../core/i18n/locales';

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) formats.set(key, (found = new Intl.DateTimeFormat(locale, options)));
  return found;
}

/** A message's time in the member's language: the hour today, else the date and hour (issue 15 A5). */
export function formatChatTime(iso: string, locale: Locale, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const today = at.toDateString() === now.toDateString();
  return today
    ? format(locale, { timeStyle: 'short' }).format(at)
    : format(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

import type { Locale } from '../i18n/locales';

/** SPEC-14: the default country follows the locale (de → DE Deutschland, pl → PL Polska, else US). */
export function defaultCountry(locale: Locale): { iso: string; country: string } {
  if (locale === 'de') return { iso: 'DE', country: 'Deutschland' };
  if (locale === 'pl') return { iso: 'PL', country: 'Polska' };
  return { iso: 'US', country: 'United States' };
}

/** SPEC-06: fullname, else first and last name, else the fallback ('Specialist' in the page's language). */
export function displayName(
  person: { fullname?: string | null; firstname?: string | null; lastname?: string | null },
  fallback: string,
): string {
  const full = person.fullname?.trim();
  if (full) return full;
  const joined = [person.firstname, person.lastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return joined || fallback;
}

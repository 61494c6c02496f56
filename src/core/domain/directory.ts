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

/**
 * PROF-18: an address is geocoded only when it has no coordinates, geocoding is configured, and its country,
 * postal code and city are all there and may be shown (hidden values never reach the page anyway).
 */
export function shouldGeocode(
  address: {
    lat: number | null;
    lng: number | null;
    country_iso: string | null;
    zip: string | null;
    city: string | null;
    allowShowZip: boolean;
    allowShowCity: boolean;
  },
  geocodingConfigured: boolean,
): boolean {
  return (
    (address.lat === null || address.lng === null) &&
    geocodingConfigured &&
    Boolean(address.country_iso && address.zip && address.city) &&
    address.allowShowZip &&
    address.allowShowCity
  );
}

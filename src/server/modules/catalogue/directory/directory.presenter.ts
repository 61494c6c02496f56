import type {
  CalendarEvent,
  CompanyCard,
  DirectoryLabel,
  PublicAddress,
  SpecialistCard,
} from '../../../../core/contracts/directory';
import type { Locale } from '../../../../core/i18n/locales';
import { parseList } from '../kit/labels';
import type { AddressRow, CompanyRow, SpecialistRow } from './directory.repo';

export interface DirectoryNames {
  label: (kind: string, key: string) => DirectoryLabel;
  country: (code: string) => string;
}

const round1 = (value: number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/**
 * An address as the public sees it (B §3, issue 17 A4): a field whose flag is off is null, never its value;
 * without the city neither are the coordinates. Phone only where allowed, e-mail only where accessible.
 */
export function publicAddress(row: AddressRow, names: DirectoryNames): PublicAddress {
  const shows = {
    zip: row.allow_show_zip === 1,
    city: row.allow_show_city === 1,
    street: row.allow_show_street === 1,
    phone: row.allow_show_phone === 1,
    email: row.email_is_accessible === 1,
  };
  return {
    id: row.id,
    street: shows.street ? row.street : null,
    buildingNumber: shows.street ? row.building_number : null,
    buildingAdditionalInformation: shows.street ? row.building_additional : null,
    zip: shows.zip ? row.zip : null,
    city: shows.city ? row.city : null,
    country: names.country(row.country),
    country_iso: row.country,
    lat: shows.city ? row.lat : null,
    lng: shows.city ? row.lon : null,
    phone: shows.phone ? row.phone : null,
    email: shows.email ? row.email : null,
    allowShowZip: shows.zip,
    allowShowCity: shows.city,
    allowShowStreet: shows.street,
    allowShowPhone: shows.phone,
    emailIsAccessible: shows.email,
  };
}

export function specialistCard(
  row: Omit<SpecialistRow, 'found'>,
  addresses: AddressRow[],
  names: DirectoryNames,
): SpecialistCard {
  return {
    id: row.id,
    slug: row.slug,
    fullname: `${row.first_name} ${row.last_name}`.trim(),
    firstname: row.first_name,
    lastname: row.last_name,
    profession: parseList(row.professions).map((key) => names.label('profession', key)),
    tags: parseList(row.tags).map((key) => names.label('specialist-tag', key)),
    avatar: row.avatar,
    background: row.cover,
    address_work: addresses.map((address) => publicAddress(address, names)),
    distance: round1(row.distance),
  };
}

export function companyCard(
  row: Omit<CompanyRow, 'found'>,
  address: AddressRow | undefined,
  names: DirectoryNames,
  locale: Locale,
): CompanyCard {
  const specialisations = parseList(row.specialisations).map((key) => names.label('specialisation', key));
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row[`description_${locale}`],
    tags: parseList(row.tags).map((key) => names.label('company-tag', key)),
    type: names.label('company-type', row.type),
    specialisation: specialisations,
    exercise: specialisations,
    logo: row.logo,
    image: row.image,
    background: row.image,
    country: address ? names.country(address.country) : '',
    country_iso: address?.country ?? '',
    city: address?.city ?? '',
    zip: address?.zip ?? '',
    street: address?.street ?? '',
    buildingNumber: address?.building_number ?? '',
    geo:
      address && address.lat !== null && address.lon !== null ? { lat: address.lat, lon: address.lon } : null,
    distance: round1(row.distance),
  };
}

/** CAL-01: an event as the calendars show it, in the visitor's language. */
export function presentEvent(
  row: { id: number; event_at: string; duration: number; link: string | null } & Record<
    `title_${Locale}` | `content_${Locale}`,
    string
  >,
  locale: Locale,
): CalendarEvent {
  return {
    id: row.id,
    title: row[`title_${locale}`],
    content: row[`content_${locale}`],
    event_at: row.event_at,
    duration: row.duration,
    link: row.link,
  };
}

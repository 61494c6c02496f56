import { z } from 'zod';
import { CatalogueBase, FilterList, searchPage } from './catalogue';
import { LocaleSchema } from './common';

/** B §9: the radius options in km; a radius that is not positive falls back to 10 (SPEC-25). */
export const RADIUS_OPTIONS_KM = [5, 10, 20, 30, 50] as const;
export const DEFAULT_RADIUS_KM = 10;
/** The largest radius a search accepts (the picker offers up to 50 km). */
export const MAX_RADIUS_KM = 500;
/** DECISIONS COMP-11: a company card's description is cut to 160 characters. */
export const COMPANY_CARD_DESCRIPTION = 160;

const Coordinate = (min: number, max: number) =>
  z
    .union([z.number(), z.string().max(32)])
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : Number(value)))
    .pipe(z.number().min(min).max(max).optional());

/** SPEC-04: `country` is an ISO code, or `{ iso, country }` as the spec's state holds it. */
const CountryFilter = z
  .union([
    z.string().max(80),
    z.object({ iso: z.string().max(2).optional(), country: z.string().max(80).optional() }),
  ])
  .optional()
  .transform((value) => {
    const iso = typeof value === 'string' ? value : value?.iso;
    return iso && /^[A-Za-z]{2}$/.test(iso.trim()) ? iso.trim().toUpperCase() : undefined;
  });

/** The location part of both directory searches: a point and a radius; city is what the visitor chose. */
const LocationFilter = {
  lat: Coordinate(-90, 90),
  lon: Coordinate(-180, 180),
  geo: z
    .union([z.number(), z.string().max(16)])
    .optional()
    .transform((value) => {
      const n = Number(value);
      return Number.isFinite(n) && n > 0 ? Math.min(n, MAX_RADIUS_KM) : DEFAULT_RADIUS_KM;
    }),
  city: z.string().max(100).optional(),
  country: CountryFilter,
};

/** SPEC-04: text, sort, tags, profession, lat, lon, geo (km), city, country, perPage (+ page, _locale). */
export const SpecialistSearchRequest = CatalogueBase.extend({
  tags: FilterList,
  profession: FilterList,
  ...LocationFilter,
});
export type SpecialistSearchRequest = z.infer<typeof SpecialistSearchRequest>;

/** COMP-09: text, sort, tags, specialisation, type, lat, lon, geo, city, country, perPage (+ page, _locale). */
export const CompanySearchRequest = CatalogueBase.extend({
  tags: FilterList,
  specialisation: FilterList,
  type: FilterList,
  ...LocationFilter,
});
export type CompanySearchRequest = z.infer<typeof CompanySearchRequest>;

/** A label as the directory's host filters give it (SPEC-03: find key and translated name). */
export const DirectoryLabel = z.object({ find: z.string(), name: z.string() });
export type DirectoryLabel = z.infer<typeof DirectoryLabel>;

/**
 * A public address (B §3): a field whose display flag is off is null — the server never sends its value —
 * and the coordinates are the city's then, not the street's. Phone and e-mail only where allowed.
 */
export const PublicAddress = z.object({
  id: z.number().int(),
  street: z.string().nullable(),
  buildingNumber: z.string().nullable(),
  buildingAdditionalInformation: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  country_iso: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  allowShowZip: z.boolean(),
  allowShowCity: z.boolean(),
  allowShowStreet: z.boolean(),
  allowShowPhone: z.boolean(),
  emailIsAccessible: z.boolean(),
});
export type PublicAddress = z.infer<typeof PublicAddress>;

/** SPEC-05: a specialist card; `distance` (km) when the search has a location. */
export const SpecialistCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  fullname: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  profession: z.array(DirectoryLabel),
  tags: z.array(DirectoryLabel),
  avatar: z.string().nullable(),
  background: z.string().nullable(),
  address_work: z.array(PublicAddress),
  distance: z.number().nullable(),
});
export type SpecialistCard = z.infer<typeof SpecialistCard>;
export const SpecialistSearchResponse = searchPage(SpecialistCard);
export type SpecialistSearchResponse = z.infer<typeof SpecialistSearchResponse>;

/** COMP-08: a company card. */
export const CompanyCard = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  tags: z.array(DirectoryLabel),
  type: DirectoryLabel,
  specialisation: z.array(DirectoryLabel),
  exercise: z.array(DirectoryLabel),
  logo: z.string().nullable(),
  image: z.string().nullable(),
  background: z.string().nullable(),
  country: z.string(),
  country_iso: z.string(),
  city: z.string(),
  zip: z.string(),
  street: z.string(),
  buildingNumber: z.string(),
  geo: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  distance: z.number().nullable(),
});
export type CompanyCard = z.infer<typeof CompanyCard>;
export const CompanySearchResponse = searchPage(CompanyCard);
export type CompanySearchResponse = z.infer<typeof CompanySearchResponse>;

/** SPEC-03: the host's initial filters (the default country follows the locale, SPEC-14). */
export const SpecialistFilters = z.object({
  defaultCountry: z.object({ iso: z.string(), country: z.string() }),
  radiusOptions: z.array(z.number()),
  countries: z.array(z.object({ iso: z.string(), country: z.string() })),
  tags: z.array(DirectoryLabel),
  professions: z.array(DirectoryLabel),
});
export type SpecialistFilters = z.infer<typeof SpecialistFilters>;

export const CompanyFilters = z.object({
  defaultCountry: z.object({ iso: z.string(), country: z.string() }),
  radiusOptions: z.array(z.number()),
  countries: z.array(z.object({ iso: z.string(), country: z.string() })),
  tags: z.array(DirectoryLabel),
  specialisations: z.array(DirectoryLabel),
  types: z.array(DirectoryLabel),
});
export type CompanyFilters = z.infer<typeof CompanyFilters>;

export const DirectoryLocaleQuery = z.object({ _locale: LocaleSchema });

/** A certificate or badge: text with an optional link (B §3). */
export const Certificate = z.object({ text: z.string(), href: z.string().nullable() });

/** The specialist profile page's data (B §2, §3; issue 17 A4). */
export const SpecialistProfile = z.object({
  id: z.number().int(),
  /** The account behind the profile: the chat's receiver. */
  userId: z.number().int(),
  slug: z.string(),
  fullname: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  avatar: z.string().nullable(),
  background: z.string().nullable(),
  professions: z.array(DirectoryLabel),
  tags: z.array(DirectoryLabel),
  certificates: z.array(Certificate),
  bio: z.string(),
  addresses: z.array(PublicAddress),
});
export type SpecialistProfile = z.infer<typeof SpecialistProfile>;

/** A club's page: its card, the whole description, its address and website. */
export const CompanyProfile = CompanyCard.extend({
  website: z.string().nullable(),
  address: PublicAddress.nullable(),
});
export type CompanyProfile = z.infer<typeof CompanyProfile>;

/** CAL: an event as the public calendar call answers it. */
export const CalendarEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  event_at: z.string(),
  duration: z.number().int(),
  link: z.string().nullable(),
});
export type CalendarEvent = z.infer<typeof CalendarEvent>;
export const CalendarEventsResponse = z.array(CalendarEvent);

/** PROF-28: a contact message is trimmed and has at least 10 characters. */
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

/** PROF-26: who the message goes to; the e-mail only where the specialist shares it (ROLE-19: signed in). */
export const SpecialistContactReveal = z.object({ name: z.string(), email: z.string().nullable() });
export type SpecialistContactReveal = z.infer<typeof SpecialistContactReveal>;

/** PROF-29: the message and `invitationStatus: pending` (the chat waits for the specialist to accept). */
export const SpecialistContactRequest = z.object({
  message: z
    .string()
    .max(CONTACT_MESSAGE_MAX * 2, 'contactMessageTooLong')
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(CONTACT_MESSAGE_MIN, 'contactMessageTooShort')
        .max(CONTACT_MESSAGE_MAX, 'contactMessageTooLong'),
    ),
  invitationStatus: z.literal('pending').default('pending'),
});
export type SpecialistContactRequest = z.infer<typeof SpecialistContactRequest>;

export const SpecialistContactResponse = z.object({
  success: z.literal(true),
  /** The chat the message started (or joined). */
  chat: z.string(),
});

import { z } from 'zod';
import { LOCALES, type Locale } from '../i18n/locales';
import {
  ADDRESS_COUNTRIES,
  BUILDING_ADDITIONAL_PATTERN,
  BUILDING_NUMBER_PATTERN,
  CITY_PATTERN,
  EMAIL_PATTERN,
  PHONE_PATTERN_INTERNATIONAL,
  STREET_PATTERN,
  isValidZip,
  optionalPatterned,
  patterned,
} from './form-patterns';
import { DirectoryLabel } from './directory';

/**
 * What specialists and club owners edit (issue 17 A5, beyond the spec so the directory's data can exist):
 * the profile, its addresses with the pattern table's rules (FORM) and display flags, and calendar events.
 */

export const MAX_ADDRESSES = 5;
export const MAX_PROFESSIONS = 5;
export const MAX_TAGS = 12;
export const MAX_CERTIFICATES = 20;
export const MAX_BIO = 4000;
export const MAX_EVENT_MINUTES = 24 * 60;

const flag = z.boolean().default(false);
const shownFlag = z.boolean().default(true);

/** An https link (certificates, websites, events: CAL-05 offers nothing else). */
const httpsLink = z
  .string()
  .max(500, 'linkInvalid')
  .nullish()
  .transform((text) => text?.trim() || null)
  .pipe(z.url({ protocol: /^https$/, error: 'linkHttpsOnly' }).nullable());

/**
 * An address as its owner enters it (B §3, FORM-01…11; FORM-08: addresses take phone variant 1). The postal
 * code must fit its country (FORM-13).
 */
export const AddressInput = z
  .object({
    country: z.enum(ADDRESS_COUNTRIES, 'countryInvalid'),
    zip: patterned(/^[\d-]{4,10}$/, 'zipInvalid'),
    city: patterned(CITY_PATTERN, 'cityInvalid'),
    street: patterned(STREET_PATTERN, 'streetInvalid'),
    buildingNumber: patterned(BUILDING_NUMBER_PATTERN, 'buildingNumberInvalid'),
    buildingAdditionalInformation: optionalPatterned(BUILDING_ADDITIONAL_PATTERN),
    phone: optionalPatterned(PHONE_PATTERN_INTERNATIONAL, 'phoneInvalid'),
    email: optionalPatterned(EMAIL_PATTERN, 'emailInvalid'),
    allowShowZip: shownFlag,
    allowShowCity: shownFlag,
    allowShowStreet: shownFlag,
    allowShowPhone: flag,
    emailIsAccessible: flag,
  })
  .superRefine((address, context) => {
    if (!isValidZip(address.zip, address.country))
      context.addIssue({ code: 'custom', path: ['zip'], message: 'zipInvalid' });
  });
export type AddressInput = z.output<typeof AddressInput>;

/** One text per language; at least one filled in. */
const texts = (max: number) =>
  z.object(
    Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        z
          .string()
          .max(max, 'textTooLong')
          .default('')
          .transform((text) => text.trim()),
      ]),
    ) as Record<Locale, z.ZodPipe<z.ZodDefault<z.ZodString>, z.ZodTransform<string, string>>>,
  );

const keyList = (max: number) =>
  z
    .array(z.string().max(80))
    .max(max, 'tooManyItems')
    .transform((keys) => [...new Set(keys)]);

export const CertificateInput = z.object({
  text: patterned(/^.{1,200}$/su, 'certificateTextInvalid'),
  href: httpsLink,
});

/** A specialist's own profile (professions and tags are keys of the directory's vocabulary). */
export const SpecialistProfileInput = z.object({
  professions: keyList(MAX_PROFESSIONS).pipe(z.array(z.string()).min(1, 'professionRequired')),
  tags: keyList(MAX_TAGS),
  certificates: z.array(CertificateInput).max(MAX_CERTIFICATES, 'tooManyItems'),
  bio: texts(MAX_BIO),
  addresses: z.array(AddressInput).max(MAX_ADDRESSES, 'tooManyItems'),
});
export type SpecialistProfileInput = z.output<typeof SpecialistProfileInput>;

/** An address as its owner sees it: every value, and where it was found on the map. */
export const OwnAddress = z.object({
  country: z.enum(ADDRESS_COUNTRIES),
  zip: z.string(),
  city: z.string(),
  street: z.string(),
  buildingNumber: z.string(),
  buildingAdditionalInformation: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  allowShowZip: z.boolean(),
  allowShowCity: z.boolean(),
  allowShowStreet: z.boolean(),
  allowShowPhone: z.boolean(),
  emailIsAccessible: z.boolean(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type OwnAddress = z.infer<typeof OwnAddress>;

const LocalTexts = z.object({ pl: z.string(), de: z.string(), en: z.string() });

/** Issue 24 A2: when and why an admin took a profile off the public site; null while it is public. */
export const UnpublishedNote = z.object({ at: z.string(), reason: z.string().nullable() });

/** The editor's data: the stored values and the vocabulary to choose from. */
export const SpecialistProfileEditable = z.object({
  id: z.number().int().nullable(),
  slug: z.string().nullable(),
  fullname: z.string(),
  avatar: z.string().nullable(),
  background: z.string().nullable(),
  professions: z.array(z.string()),
  tags: z.array(z.string()),
  certificates: z.array(z.object({ text: z.string(), href: z.string().nullable() })),
  bio: LocalTexts,
  addresses: z.array(OwnAddress),
  options: z.object({ professions: z.array(DirectoryLabel), tags: z.array(DirectoryLabel) }),
  unpublished: UnpublishedNote.nullable().default(null),
});
export type SpecialistProfileEditable = z.infer<typeof SpecialistProfileEditable>;

/** A club as its owner (a specialist) or an admin enters it. */
export const CompanyInput = z.object({
  name: patterned(/^.{2,120}$/su, 'companyNameInvalid'),
  type: z.string().max(80),
  specialisations: keyList(MAX_TAGS),
  tags: keyList(MAX_TAGS),
  website: httpsLink,
  description: texts(MAX_BIO),
  address: AddressInput,
});
export type CompanyInput = z.output<typeof CompanyInput>;

export const CompanyEditable = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type: z.string(),
  specialisations: z.array(z.string()),
  tags: z.array(z.string()),
  website: z.string().nullable(),
  description: LocalTexts,
  logo: z.string().nullable(),
  image: z.string().nullable(),
  address: OwnAddress.nullable(),
  unpublished: UnpublishedNote.nullable().default(null),
});
export type CompanyEditable = z.infer<typeof CompanyEditable>;

export const CompanyEditableList = z.object({
  items: z.array(CompanyEditable),
  options: z.object({
    types: z.array(DirectoryLabel),
    specialisations: z.array(DirectoryLabel),
    tags: z.array(DirectoryLabel),
  }),
});
export type CompanyEditableList = z.infer<typeof CompanyEditableList>;

export const CompanyIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The pictures of a profile or a club, uploaded as raw image bodies (checked by content, resized). */
export const PICTURE_KINDS = ['avatar', 'cover'] as const;
export const PictureParams = z.object({ picture: z.enum(PICTURE_KINDS) });
export const CompanyPictureParams = CompanyIdParams.extend({ picture: z.enum(PICTURE_KINDS) });
export const PictureResponse = z.object({ url: z.string() });

/** A calendar's owner in the account's event calls: the caller's profile or a club they may edit. */
export const CalendarOwnerParams = z.object({
  ownerType: z.enum(['specialist', 'company']),
  ownerId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const CalendarEventParams = CalendarOwnerParams.extend({
  eventId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** CAL-01: title, content, event_at (local date and time), duration in minutes, link (https only, CAL-05). */
export const CalendarEventInput = z.object({
  title: patterned(/^.{1,120}$/su, 'eventTitleInvalid'),
  content: z
    .string()
    .max(2000, 'textTooLong')
    .default('')
    .transform((text) => text.trim()),
  event_at: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'eventDateInvalid')
    .refine((value) => !Number.isNaN(Date.parse(`${value}:00Z`)), 'eventDateInvalid'),
  duration: z.coerce
    .number('eventDurationInvalid')
    .int('eventDurationInvalid')
    .min(5, 'eventDurationInvalid')
    .max(MAX_EVENT_MINUTES, 'eventDurationInvalid'),
  link: httpsLink,
});
export type CalendarEventInput = z.output<typeof CalendarEventInput>;

import { randomBytes } from 'node:crypto';
import type {
  AddressInput,
  CalendarEventInput,
  CompanyEditable,
  CompanyEditableList,
  CompanyInput,
  OwnAddress,
  SpecialistProfileEditable,
  SpecialistProfileInput,
} from '../../../../core/contracts/directory-editing';
import { LOCALES, type Locale } from '../../../../core/i18n/locales';
import { slugify } from '../../../../core/text/fold';
import { sortKey } from '../../../../core/text/sort-key';
import { NotFoundError, ValidationError } from '../../../errors';
import { toStoredImage, type ImageShape } from '../../../lib/uploaded-image';
import type { Geocoder } from '../../geo/geocoder';
import { parseList } from '../kit/labels';
import { presentEvent } from './directory.presenter';
import type { AddressValues, DirectoryEditingRepo, OwnerType } from './editing.repo';

/** Where uploaded pictures go: public files under /media/ (they are shown on public pages). */
export interface PictureStore {
  /** Stores the bytes and answers the public URL. */
  put(name: string, bytes: Buffer): Promise<string>;
  /** Removes a picture this store wrote; any other URL (a generated demo picture) is left alone. */
  remove(url: string): Promise<void>;
}

export interface DirectoryEditingDeps {
  repo: DirectoryEditingRepo;
  geocoder: Geocoder;
  pictures: PictureStore;
  /** Brings a profile's or club's search documents up to date after a change. */
  reindex: (ownerType: OwnerType, id: number) => Promise<void>;
}

/** Who is editing: their account and whether they are an admin (who may edit every club). */
export interface Editor {
  userId: number;
  isAdmin: boolean;
}

const PICTURE_SHAPES: Record<'avatar' | 'cover', ImageShape> = {
  avatar: { width: 512, height: 512, fit: 'cover' },
  cover: { width: 1600, height: 600, fit: 'cover' },
};

const texts = (row: Record<string, unknown>, prefix: string) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, String(row[`${prefix}_${locale}`] ?? '')])) as Record<
    Locale,
    string
  >;

type AddressRow = Awaited<ReturnType<DirectoryEditingRepo['addresses']>>[number];

function ownAddress(row: AddressRow): OwnAddress {
  return {
    country: row.country as OwnAddress['country'],
    zip: row.zip,
    city: row.city,
    street: row.street,
    buildingNumber: row.building_number,
    buildingAdditionalInformation: row.building_additional,
    phone: row.phone,
    email: row.email,
    allowShowZip: row.allow_show_zip === 1,
    allowShowCity: row.allow_show_city === 1,
    allowShowStreet: row.allow_show_street === 1,
    allowShowPhone: row.allow_show_phone === 1,
    emailIsAccessible: row.email_is_accessible === 1,
    lat: row.lat,
    lng: row.lon,
  };
}

/**
 * Specialists edit their own public profile, owners and admins their clubs, and both publish calendar events
 * (issue 17 A5, A6). Every address is placed on the map when saved (PROF-18: the gazetteer's city, or a
 * configured maps service's street point); one that cannot be placed is kept without coordinates.
 */
export function createDirectoryEditingService({ repo, geocoder, pictures, reindex }: DirectoryEditingDeps) {
  async function vocabulary() {
    const labels = await repo.labels();
    const of = (kind: string) => labels.filter((label) => label.kind === kind);
    return {
      keys: (kind: string) => new Set(of(kind).map((label) => label.key)),
      options: (kind: string, locale: Locale) =>
        of(kind).map((label) => ({ find: label.key, name: label[`name_${locale}`] })),
    };
  }

  /** Unknown label keys are a field error, never silently dropped. */
  function checkKnown(field: string, keys: string[], known: Set<string>) {
    if (keys.some((key) => !known.has(key))) throw new ValidationError({ [field]: 'unknownOption' });
  }

  /**
   * The stored point is the public one: the street's own only where the street is shown, the city's where it
   * is hidden, none where the city is hidden — so neither the map nor a distance gives a hidden street away.
   */
  async function addressValues(address: AddressInput): Promise<AddressValues> {
    const point = address.allowShowCity
      ? await geocoder.geocode(address.allowShowStreet ? address : { ...address, street: null })
      : null;
    return {
      country: address.country,
      zip: address.zip,
      city: address.city,
      street: address.street,
      building_number: address.buildingNumber,
      building_additional: address.buildingAdditionalInformation,
      phone: address.phone,
      email: address.email,
      lat: point?.lat ?? null,
      lon: point?.lon ?? null,
      place_id: point?.placeId ?? null,
      allow_show_zip: Number(address.allowShowZip),
      allow_show_city: Number(address.allowShowCity),
      allow_show_street: Number(address.allowShowStreet),
      allow_show_phone: Number(address.allowShowPhone),
      email_is_accessible: Number(address.emailIsAccessible),
    };
  }

  async function mySpecialistId(userId: number): Promise<number> {
    const row = await repo.specialistOf(userId);
    if (!row) throw new NotFoundError('specialistProfileMissing');
    return row.id;
  }

  /** A club the editor may change: their own, or any for an admin; anything else is not found (404). */
  async function editableCompany(editor: Editor, id: number) {
    const row = await repo.company(id);
    if (!row || (!editor.isAdmin && row.owner_user_id !== editor.userId)) throw new NotFoundError();
    return row;
  }

  async function ownerCheck(editor: Editor, ownerType: OwnerType, ownerId: number) {
    if (ownerType === 'company') await editableCompany(editor, ownerId);
    else if ((await repo.specialistOf(editor.userId))?.id !== ownerId) throw new NotFoundError();
  }

  async function storePicture(bytes: Buffer, shape: ImageShape, previous: string | null) {
    const image = await toStoredImage(bytes, shape);
    if (!image.ok)
      throw new ValidationError(undefined, image.reason === 'too-large' ? 'imageTooLarge' : 'imageInvalid');
    const url = await pictures.put(`${randomBytes(16).toString('hex')}.webp`, image.webp);
    if (previous) await pictures.remove(previous);
    return url;
  }

  function companyEditable(
    row: NonNullable<Awaited<ReturnType<DirectoryEditingRepo['company']>>>,
    address: AddressRow | undefined,
  ): CompanyEditable {
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      type: row.type,
      specialisations: parseList(row.specialisations),
      tags: parseList(row.tags),
      website: row.website,
      description: texts(row, 'description'),
      logo: row.logo,
      image: row.image,
      address: address ? ownAddress(address) : null,
      unpublished: row.unpublished_at ? { at: row.unpublished_at, reason: row.unpublished_reason } : null,
    };
  }

  async function companyValues(input: CompanyInput) {
    const { keys } = await vocabulary();
    if (!keys('company-type').has(input.type)) throw new ValidationError({ type: 'unknownOption' });
    checkKnown('specialisations', input.specialisations, keys('specialisation'));
    checkKnown('tags', input.tags, keys('company-tag'));
    return {
      name: input.name,
      slug: slugify(input.name),
      type: input.type,
      specialisations: JSON.stringify(input.specialisations),
      tags: JSON.stringify(input.tags),
      website: input.website,
      ...Object.fromEntries(LOCALES.map((locale) => [`description_${locale}`, input.description[locale]])),
      ...Object.fromEntries(LOCALES.map((locale) => [`sort_key_${locale}`, sortKey(input.name, locale)])),
    } as {
      name: string;
      slug: string;
      type: string;
      specialisations: string;
      tags: string;
      website: string | null;
    } & Record<`description_${Locale}` | `sort_key_${Locale}`, string>;
  }

  return {
    /** The editor's data; a specialist without a profile yet gets an empty one to fill in. */
    async specialistProfile(userId: number, locale: Locale): Promise<SpecialistProfileEditable> {
      const [row, user, { options }] = await Promise.all([
        repo.specialistOf(userId),
        repo.user(userId),
        vocabulary(),
      ]);
      const addresses = row ? await repo.addresses('specialist', row.id) : [];
      const certificates = row
        ? (JSON.parse(row.certificates) as Array<{ text: Record<Locale, string>; href: string | null }>)
        : [];
      return {
        id: row?.id ?? null,
        slug: row?.slug ?? null,
        fullname: `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim(),
        avatar: row?.avatar ?? null,
        background: row?.cover ?? null,
        professions: row ? parseList(row.professions) : [],
        tags: row ? parseList(row.tags) : [],
        certificates: certificates.map((c) => ({ text: c.text[locale] || c.text.en, href: c.href })),
        bio: row ? texts(row, 'bio') : { pl: '', de: '', en: '' },
        addresses: addresses.map(ownAddress),
        options: { professions: options('profession', locale), tags: options('specialist-tag', locale) },
        unpublished: row?.unpublished_at ? { at: row.unpublished_at, reason: row.unpublished_reason } : null,
      };
    },

    async saveSpecialistProfile(userId: number, input: SpecialistProfileInput, locale: Locale) {
      const { keys } = await vocabulary();
      checkKnown('professions', input.professions, keys('profession'));
      checkKnown('tags', input.tags, keys('specialist-tag'));
      const user = await repo.user(userId);
      if (!user) throw new NotFoundError();
      const name = `${user.first_name} ${user.last_name}`.trim() || `specialist-${userId}`;
      const addresses = await Promise.all(input.addresses.map(addressValues));
      const id = await repo.saveSpecialist(
        userId,
        {
          slug: slugify(name),
          professions: JSON.stringify(input.professions),
          tags: JSON.stringify(input.tags),
          // A certificate's name is the same in every language (as issued).
          certificates: JSON.stringify(
            input.certificates.map((c) => ({
              text: Object.fromEntries(LOCALES.map((l) => [l, c.text])),
              href: c.href,
            })),
          ),
          ...(Object.fromEntries(LOCALES.map((l) => [`bio_${l}`, input.bio[l]])) as Record<
            `bio_${Locale}`,
            string
          >),
          ...(Object.fromEntries(
            LOCALES.map((l) => [`sort_key_${l}`, sortKey(`${user.last_name} ${user.first_name}`, l)]),
          ) as Record<`sort_key_${Locale}`, string>),
        },
        addresses,
      );
      await reindex('specialist', id);
      return this.specialistProfile(userId, locale);
    },

    async uploadSpecialistPicture(userId: number, picture: 'avatar' | 'cover', bytes: Buffer) {
      const row = await repo.specialistOf(userId);
      if (!row) throw new NotFoundError('specialistProfileMissing');
      const url = await storePicture(bytes, PICTURE_SHAPES[picture], row[picture]);
      await repo.setSpecialistPicture(row.id, picture, url);
      return url;
    },

    async companies(editor: Editor, locale: Locale): Promise<CompanyEditableList> {
      const rows = await repo.companies(editor.isAdmin ? 'all' : editor.userId);
      const addresses = new Map(
        (await repo.companyAddresses(rows.map((row) => row.id))).map((a) => [a.owner_id, a]),
      );
      const { options } = await vocabulary();
      return {
        items: rows.map((row) => companyEditable(row, addresses.get(row.id))),
        options: {
          types: options('company-type', locale),
          specialisations: options('specialisation', locale),
          tags: options('company-tag', locale),
        },
      };
    },

    async createCompany(editor: Editor, input: CompanyInput): Promise<CompanyEditable> {
      const values = await companyValues(input);
      const id = await repo.createCompany(editor.userId, values, await addressValues(input.address));
      await reindex('company', id);
      const [address] = await repo.companyAddresses([id]);
      return companyEditable((await repo.company(id))!, address);
    },

    async updateCompany(editor: Editor, id: number, input: CompanyInput): Promise<CompanyEditable> {
      await editableCompany(editor, id);
      await repo.updateCompany(id, await companyValues(input), await addressValues(input.address));
      await reindex('company', id);
      const [address] = await repo.companyAddresses([id]);
      return companyEditable((await repo.company(id))!, address);
    },

    async uploadCompanyPicture(editor: Editor, id: number, picture: 'avatar' | 'cover', bytes: Buffer) {
      const row = await editableCompany(editor, id);
      const column = picture === 'avatar' ? 'logo' : 'image';
      const url = await storePicture(bytes, PICTURE_SHAPES[picture], row[column]);
      await repo.setCompanyPicture(id, column, url);
      return url;
    },

    /** The owner's events as they entered them (the title in the editor's language). */
    async events(editor: Editor, ownerType: OwnerType, ownerId: number, locale: Locale) {
      await ownerCheck(editor, ownerType, ownerId);
      const rows = await repo.events(ownerType, ownerId);
      return rows.map((row) => presentEvent(row, locale));
    },

    async saveEvent(
      editor: Editor,
      ownerType: OwnerType,
      ownerId: number,
      eventId: number | null,
      input: CalendarEventInput,
    ): Promise<{ id: number }> {
      await ownerCheck(editor, ownerType, ownerId);
      // An event is written in one language; every visitor sees it as written.
      const values = {
        event_at: input.event_at,
        duration: input.duration,
        link: input.link,
        ...(Object.fromEntries(LOCALES.map((l) => [`title_${l}`, input.title])) as Record<
          `title_${Locale}`,
          string
        >),
        ...(Object.fromEntries(LOCALES.map((l) => [`content_${l}`, input.content])) as Record<
          `content_${Locale}`,
          string
        >),
      };
      if (eventId === null) return repo.createEvent(ownerType, ownerId, values);
      if (!(await repo.updateEvent(ownerType, ownerId, eventId, values))) throw new NotFoundError();
      return { id: eventId };
    },

    async deleteEvent(editor: Editor, ownerType: OwnerType, ownerId: number, eventId: number) {
      await ownerCheck(editor, ownerType, ownerId);
      if (!(await repo.deleteEvent(ownerType, ownerId, eventId))) throw new NotFoundError();
    },

    mySpecialistId,
  };
}

export type DirectoryEditingService = ReturnType<typeof createDirectoryEditingService>;

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { ExpertTitle } from '../../../core/contracts/home';
import { seededRandom } from '../../../core/domain/plan/random';
import { LOCALES } from '../../../core/i18n/locales';
import { sortKey } from '../../../core/text/sort-key';
import type { DB } from '../../db/schema';
import { readJsonFile, writeIfChanged } from './content-files';
import { avatarSvg, coverSvg, logoSvg } from './directory-images';
import { slugify } from './food-rules';
import { DataFileError } from './sr28';
import { syncTable, type Row, type SyncCounts } from './table-sync';

const Localized = z.object({ en: z.string().min(1), de: z.string().min(1), pl: z.string().min(1) });
const Key = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const Label = z.object({ key: Key, name: Localized });

export const DirectoryVocabularyFile = z.object({
  professions: z.array(Label),
  specialistTags: z.array(Label),
  companyTypes: z.array(Label),
  companySpecialisations: z.array(Label),
  companyTags: z.array(Label),
});
type Vocabulary = z.infer<typeof DirectoryVocabularyFile>;

/** The form rules of B §5 that our own content must meet as well (FORM rows). */
const ZIP = /^(\d{5}|\d{2}-\d{3}|\d{5}-\d{4})$/;
const PHONE = /^\+\d(?: ?\d){6,14}$/;

const Address = z.object({
  geonameId: z.number().int(),
  city: z.string().min(1).max(50),
  country: z.enum(['PL', 'DE', 'US']),
  street: z.string().min(1).max(255),
  buildingNumber: z.string().min(1).max(10),
  buildingAdditionalInformation: z.string().min(1).max(255).nullable(),
  zip: z.string().regex(ZIP),
  phone: z.string().regex(PHONE),
  email: z.string().email(),
});
const Flags = z.object({
  allowShowZip: z.boolean(),
  allowShowCity: z.boolean(),
  allowShowStreet: z.boolean(),
  allowShowPhone: z.boolean(),
  emailIsAccessible: z.boolean(),
});
const Event = z.object({
  title: Localized,
  content: Localized,
  eventAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
  duration: z.number().int().min(15).max(600),
  link: z.string().url().startsWith('https://').nullable(),
});

export const SpecialistsFile = z.array(
  z.object({
    key: Key,
    firstname: z.string().min(1).max(50),
    lastname: z.string().min(1).max(50),
    gender: z.enum(['female', 'male']),
    /** HOME-36: the academic title the experts' badge shows; none reads as "other". */
    title: ExpertTitle.exclude(['other']).optional(),
    professions: z.array(Key).min(1),
    tags: z.array(Key),
    certificates: z.array(z.object({ text: Localized, href: z.string().url().nullable() })),
    bio: Localized,
    addresses: z.array(Address.merge(Flags)).min(1),
    events: z.array(Event),
  }),
);

export const CompaniesFile = z.array(
  z.object({
    key: Key,
    name: z.string().min(1).max(100),
    type: Key,
    specialisations: z.array(Key).min(1),
    tags: z.array(Key),
    description: Localized,
    address: Address,
    website: z.string().url().startsWith('https://').nullable(),
    events: z.array(Event),
  }),
);

/** The address our demo specialists' accounts have: reserved (.invalid), so nobody can sign in by it. */
export const specialistEmail = (key: string) => `${key}@specialists.nutrio.invalid`;

const hashOf = (key: string) =>
  [...key].reduce((hash, c) => (Math.imul(hash, 31) + c.charCodeAt(0)) >>> 0, 29);

/**
 * Where an address of our demo content lies: its city's gazetteer point moved by up to about 2 km, the
 * same on every import, so that the pins of one city do not sit on top of each other.
 */
export function demoPoint(key: string, place: { lat: number; lon: number }) {
  const random = seededRandom(hashOf(key));
  const lat = place.lat + (random() - 0.5) * 0.036;
  const lon = place.lon + ((random() - 0.5) * 0.036) / Math.cos((place.lat * Math.PI) / 180);
  return { lat: Math.round(lat * 1e6) / 1e6, lon: Math.round(lon * 1e6) / 1e6 };
}

const localizedColumns = (prefix: string, text: z.infer<typeof Localized>) =>
  Object.fromEntries(LOCALES.map((locale) => [`${prefix}_${locale}`, text[locale]]));

/**
 * The specialist and fitness club directory's demo content (issue 17 A8): labels, specialists (each a user
 * without a password, role specialist), clubs, their addresses placed by the gazetteer and their events.
 * Runs after the gazetteer; idempotent; rows people made (no key) are never touched.
 */
export async function importDirectory(
  db: Kysely<DB>,
  paths: { contentDir: string; mediaDir: string },
): Promise<{ tables: Record<string, SyncCounts> } | undefined> {
  const dir = join(paths.contentDir, 'directory');
  if (!existsSync(join(dir, 'vocabulary.json'))) return undefined;
  const vocabulary = readJsonFile(join(dir, 'vocabulary.json'), DirectoryVocabularyFile);
  const specialistsFile = join(dir, 'specialists.json');
  const companiesFile = join(dir, 'companies.json');
  const specialists = existsSync(specialistsFile) ? readJsonFile(specialistsFile, SpecialistsFile) : [];
  const companies = existsSync(companiesFile) ? readJsonFile(companiesFile, CompaniesFile) : [];
  const places = new Map(
    (await db.selectFrom('geo_places').select(['id', 'lat', 'lon', 'country_code']).execute()).map((p) => [
      p.id,
      p,
    ]),
  );
  if (places.size === 0) return undefined;
  checkContent(vocabulary, specialists, companies, places, { specialistsFile, companiesFile });

  for (const person of specialists) {
    const name = `${person.firstname} ${person.lastname}`;
    writeIfChanged(join(paths.mediaDir, 'specialists', `${person.key}.svg`), avatarSvg(person.key, name));
    writeIfChanged(join(paths.mediaDir, 'specialists', `${person.key}-cover.svg`), coverSvg(person.key));
  }
  for (const club of companies) {
    writeIfChanged(join(paths.mediaDir, 'companies', `${club.key}.svg`), logoSvg(club.key, club.name));
    writeIfChanged(join(paths.mediaDir, 'companies', `${club.key}-cover.svg`), coverSvg(club.key));
  }

  const tables: Record<string, SyncCounts> = {};
  const add = (table: string, counts: SyncCounts) => {
    const sum = (tables[table] ??= { inserted: 0, updated: 0, deleted: 0, unchanged: 0 });
    for (const field of ['inserted', 'updated', 'deleted', 'unchanged'] as const) sum[field] += counts[field];
  };
  await db.transaction().execute(async (trx) => {
    const labels = (kind: string, entries: Vocabulary['professions']): Row[] =>
      entries.map((e) => ({ kind, key: e.key, ...localizedColumns('name', e.name) }));
    add(
      'directory_labels',
      await syncTable(
        trx,
        'directory_labels',
        ['kind', 'key'],
        [
          ...labels('profession', vocabulary.professions),
          ...labels('specialist-tag', vocabulary.specialistTags),
          ...labels('company-type', vocabulary.companyTypes),
          ...labels('specialisation', vocabulary.companySpecialisations),
          ...labels('company-tag', vocabulary.companyTags),
        ],
      ),
    );

    const userIds = await specialistUsers(trx, specialists);
    add(
      'specialists',
      await syncTable(
        trx,
        'specialists',
        ['key'],
        specialists.map((person) => {
          const name = `${person.firstname} ${person.lastname}`;
          return {
            key: person.key,
            user_id: userIds.get(person.key)!,
            slug: slugify(name),
            academic_title: person.title ?? null,
            professions: JSON.stringify(person.professions),
            tags: JSON.stringify(person.tags),
            certificates: JSON.stringify(person.certificates),
            avatar: `/media/specialists/${person.key}.svg`,
            cover: `/media/specialists/${person.key}-cover.svg`,
            ...localizedColumns('bio', person.bio),
            ...Object.fromEntries(
              LOCALES.map((locale) => [
                `sort_key_${locale}`,
                sortKey(`${person.lastname} ${person.firstname}`, locale),
              ]),
            ),
          };
        }),
        { keyedBy: 'key' },
      ),
    );
    add(
      'companies',
      await syncTable(
        trx,
        'companies',
        ['key'],
        companies.map((club) => ({
          key: club.key,
          name: club.name,
          slug: slugify(club.name),
          type: club.type,
          specialisations: JSON.stringify(club.specialisations),
          tags: JSON.stringify(club.tags),
          website: club.website,
          logo: `/media/companies/${club.key}.svg`,
          image: `/media/companies/${club.key}-cover.svg`,
          ...localizedColumns('description', club.description),
          ...Object.fromEntries(LOCALES.map((locale) => [`sort_key_${locale}`, sortKey(club.name, locale)])),
        })),
        { keyedBy: 'key' },
      ),
    );

    const specialistIds = await idsOf(trx, 'specialists');
    const companyIds = await idsOf(trx, 'companies');
    const addressRow = (
      ownerType: 'specialist' | 'company',
      ownerId: number,
      position: number,
      key: string,
      address: z.infer<typeof Address> & Partial<z.infer<typeof Flags>>,
    ): Row => ({
      owner_type: ownerType,
      owner_id: ownerId,
      position,
      country: address.country,
      zip: address.zip,
      city: address.city,
      street: address.street,
      building_number: address.buildingNumber,
      building_additional: address.buildingAdditionalInformation,
      phone: address.phone,
      email: address.email,
      place_id: address.geonameId,
      // The public point (as people's own addresses): a hidden street shows its city's, a hidden city none.
      ...(address.allowShowCity === false
        ? { lat: null, lon: null }
        : address.allowShowStreet === false
          ? { lat: places.get(address.geonameId)!.lat, lon: places.get(address.geonameId)!.lon }
          : demoPoint(`${key}#${position}`, places.get(address.geonameId)!)),
      allow_show_zip: Number(address.allowShowZip ?? true),
      allow_show_city: Number(address.allowShowCity ?? true),
      allow_show_street: Number(address.allowShowStreet ?? true),
      allow_show_phone: Number(address.allowShowPhone ?? true),
      email_is_accessible: Number(address.emailIsAccessible ?? true),
    });
    // Per owner: the addresses of profiles people made are outside every scope here.
    for (const person of specialists) {
      const ownerId = specialistIds.get(person.key)!;
      add(
        'directory_addresses',
        await syncTable(
          trx,
          'directory_addresses',
          ['position'],
          person.addresses.map((address, i) => addressRow('specialist', ownerId, i, person.key, address)),
          { scope: { owner_type: 'specialist', owner_id: ownerId } },
        ),
      );
    }
    for (const club of companies) {
      const ownerId = companyIds.get(club.key)!;
      add(
        'directory_addresses',
        await syncTable(
          trx,
          'directory_addresses',
          ['position'],
          [addressRow('company', ownerId, 0, club.key, club.address)],
          { scope: { owner_type: 'company', owner_id: ownerId } },
        ),
      );
    }
    const eventRows = (
      ownerType: 'specialist' | 'company',
      ownerId: number,
      key: string,
      events: z.infer<typeof Event>[],
    ) =>
      events.map((event, i) => ({
        key: `${ownerType}:${key}:${i}`,
        owner_type: ownerType,
        owner_id: ownerId,
        event_at: event.eventAt,
        duration: event.duration,
        link: event.link,
        ...localizedColumns('title', event.title),
        ...localizedColumns('content', event.content),
      }));
    add(
      'calendar_events',
      await syncTable(
        trx,
        'calendar_events',
        ['key'],
        [
          ...specialists.flatMap((p) => eventRows('specialist', specialistIds.get(p.key)!, p.key, p.events)),
          ...companies.flatMap((c) => eventRows('company', companyIds.get(c.key)!, c.key, c.events)),
        ],
        { keyedBy: 'key' },
      ),
    );
  });
  return { tables };
}

async function idsOf(trx: Transaction<DB>, table: 'specialists' | 'companies') {
  const rows = await trx.selectFrom(table).select(['id', 'key']).where('key', 'is not', null).execute();
  return new Map(rows.map((row) => [row.key!, row.id]));
}

/** Each demo specialist's account: found by its reserved address, made without a password, kept in step. */
async function specialistUsers(trx: Transaction<DB>, specialists: z.infer<typeof SpecialistsFile>) {
  const ids = new Map<string, number>();
  for (const person of specialists) {
    const email = specialistEmail(person.key);
    const existing = await trx
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'gender'])
      .where('email', '=', email)
      .executeTakeFirst();
    const now = new Date().toISOString();
    if (existing) {
      if (
        existing.first_name !== person.firstname ||
        existing.last_name !== person.lastname ||
        existing.gender !== person.gender
      )
        await trx
          .updateTable('users')
          .set({
            first_name: person.firstname,
            last_name: person.lastname,
            gender: person.gender,
            updated_at: now,
          })
          .where('id', '=', existing.id)
          .execute();
      ids.set(person.key, existing.id);
      continue;
    }
    const { id } = await trx
      .insertInto('users')
      .values({
        email,
        username: email,
        password_hash: '',
        roles: JSON.stringify(['user', 'specialist']),
        first_name: person.firstname,
        last_name: person.lastname,
        gender: person.gender,
        locale:
          person.addresses[0]!.country === 'PL' ? 'pl' : person.addresses[0]!.country === 'DE' ? 'de' : 'en',
        email_verified_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(person.key, id);
  }
  return ids;
}

/** Every key names a label, every city is a gazetteer place of the address's country. */
function checkContent(
  vocabulary: Vocabulary,
  specialists: z.infer<typeof SpecialistsFile>,
  companies: z.infer<typeof CompaniesFile>,
  places: Map<number, { country_code: string }>,
  files: { specialistsFile: string; companiesFile: string },
) {
  const keys = (entries: Vocabulary['professions']) => new Set(entries.map((e) => e.key));
  const check = (file: string, owner: string, wanted: string[], known: Set<string>, what: string) => {
    const unknown = wanted.filter((key) => !known.has(key));
    if (unknown.length) throw new DataFileError(file, 0, `${owner}: unknown ${what} ${unknown.join(', ')}`);
  };
  const checkPlace = (file: string, owner: string, address: z.infer<typeof Address>) => {
    const place = places.get(address.geonameId);
    if (!place || place.country_code !== address.country)
      throw new DataFileError(file, 0, `${owner}: ${address.geonameId} is no place in ${address.country}`);
  };
  const seen = new Set<string>();
  for (const person of specialists) {
    if (seen.has(person.key))
      throw new DataFileError(files.specialistsFile, 0, `duplicate key ${person.key}`);
    seen.add(person.key);
    check(files.specialistsFile, person.key, person.professions, keys(vocabulary.professions), 'profession');
    check(files.specialistsFile, person.key, person.tags, keys(vocabulary.specialistTags), 'tag');
    for (const address of person.addresses) checkPlace(files.specialistsFile, person.key, address);
  }
  for (const club of companies) {
    check(files.companiesFile, club.key, [club.type], keys(vocabulary.companyTypes), 'type');
    check(
      files.companiesFile,
      club.key,
      club.specialisations,
      keys(vocabulary.companySpecialisations),
      'specialisation',
    );
    check(files.companiesFile, club.key, club.tags, keys(vocabulary.companyTags), 'tag');
    checkPlace(files.companiesFile, club.key, club.address);
  }
}

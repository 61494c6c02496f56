import type { Kysely } from 'kysely';
import { LOCALES, type Locale } from '../../../../core/i18n/locales';
import type { DB } from '../../../db/schema';
import type { SearchDocument, SearchProvider } from '../../../db/search/search-provider';
import { metaDescription, metaTitle, type MainEntityLookup } from '../../../http/detail-meta';
import type { CatalogueDefinition } from '../kit/catalogue-definition';
import { parseList } from '../kit/labels';
import { publishedDirectorySitemap } from './directory-sitemap';
import { createDirectoryRepo } from './directory.repo';
import { createDirectoryService, type DirectoryService } from './directory.service';
import { NotFoundError } from '../../../errors';
import { personJsonLd, sportsActivityLocationJsonLd } from '../../../../core/seo/structured-data';

export function createDirectoryCatalogue(db: Kysely<DB>, search: SearchProvider) {
  return createDirectoryService(createDirectoryRepo(db, search));
}

type Lookup = Pick<DirectoryService, 'specialist' | 'company'>;
const orNull = async <T>(find: () => Promise<T>): Promise<T | null> => {
  try {
    return await find();
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
};

/** A profile page's schema.org `Person`: what they do and where (only what the profile shows). */
export function specialistMainEntity(directory: Lookup): MainEntityLookup {
  return async (id, locale, page) => {
    const profile = await orNull(() => directory.specialist(id, locale));
    if (!profile) return null;
    const place = profile.addresses.find((address) => address.city);
    return personJsonLd({
      url: page.url,
      name: profile.fullname,
      jobTitle: profile.professions.map((p) => p.name).join(', '),
      description: profile.bio,
      image: page.image,
      ...(place
        ? {
            address: {
              city: place.city!,
              country: place.country_iso,
              ...(place.zip ? { postalCode: place.zip } : {}),
              ...(place.street ? { street: `${place.street} ${place.buildingNumber ?? ''}`.trim() } : {}),
            },
          }
        : {}),
    });
  };
}

/** A club page's schema.org `SportsActivityLocation` with its address and position. */
export function clubMainEntity(directory: Lookup): MainEntityLookup {
  return async (id, locale, page) => {
    const club = await orNull(() => directory.company(id, locale));
    if (!club?.address?.city) return null;
    const address = club.address;
    return sportsActivityLocationJsonLd({
      url: page.url,
      name: club.name,
      description: club.description,
      image: page.image,
      address: {
        city: address.city!,
        country: address.country_iso,
        ...(address.zip ? { postalCode: address.zip } : {}),
        ...(address.street ? { street: `${address.street} ${address.buildingNumber ?? ''}`.trim() } : {}),
      },
      ...(address.lat !== null && address.lng !== null
        ? { geo: { latitude: address.lat, longitude: address.lng } }
        : {}),
      ...(address.phone ? { telephone: address.phone } : {}),
    });
  };
}

const sameInEveryLanguage = (idSlug: string) =>
  ({ en: idSlug, pl: idSlug, de: idSlug }) as Record<Locale, string>;

/** Each owner's cities, for the search documents ("dietitian Kraków"). */
async function citiesByOwner(db: Kysely<DB>, ownerType: 'specialist' | 'company', ids?: number[]) {
  let query = db
    .selectFrom('directory_addresses')
    .select(['owner_id', 'city'])
    .where('owner_type', '=', ownerType)
    .where('allow_show_city', '=', 1);
  if (ids) query = query.where('owner_id', 'in', ids);
  const rows = await query.execute();
  const cities = new Map<number, string[]>();
  for (const row of rows) cities.set(row.owner_id, [...(cities.get(row.owner_id) ?? []), row.city]);
  return cities;
}

async function labelNames(db: Kysely<DB>) {
  const labels = await db.selectFrom('directory_labels').selectAll().execute();
  const byKey = new Map(labels.map((label) => [`${label.kind}:${label.key}`, label]));
  return (kind: string, key: string, locale: Locale) => byKey.get(`${kind}:${key}`)?.[`name_${locale}`] ?? '';
}

/** Specialists in the shared index: name, professions, tags, cities and bio in the visitor's language. */
export async function specialistDocuments(db: Kysely<DB>, ids?: number[]): Promise<SearchDocument[]> {
  let query = db
    .selectFrom('specialists as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('s')
    .select(['u.first_name', 'u.last_name']);
  if (ids) query = query.where('s.id', 'in', ids);
  const [rows, name, cities] = await Promise.all([
    query.execute(),
    labelNames(db),
    citiesByOwner(db, 'specialist', ids),
  ]);
  return rows.flatMap((row) =>
    LOCALES.map((locale) => ({
      entityType: 'specialist',
      entityId: row.id,
      locale,
      name: `${row.first_name} ${row.last_name}`,
      body: [
        ...parseList(row.professions).map((key) => name('profession', key, locale)),
        ...parseList(row.tags).map((key) => name('specialist-tag', key, locale)),
        ...(cities.get(row.id) ?? []),
        row[`bio_${locale}`],
      ].join(' '),
    })),
  );
}

export function specialistsDefinition(db: Kysely<DB>): CatalogueDefinition {
  return {
    entityType: 'specialist',
    sourceTables: ['specialists', 'directory_labels', 'directory_addresses'],
    documents: () => specialistDocuments(db),
    listPage: 'specialists',
    detailPage: 'specialistDetail',
    sitemap: publishedDirectorySitemap(db, 'specialists'),
    async detailMeta(id, locale) {
      const row = await db
        .selectFrom('specialists as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['s.slug', 's.avatar', 'u.first_name', 'u.last_name', `s.bio_${locale}`])
        .where('s.id', '=', id)
        .where('s.unpublished_at', 'is', null)
        .executeTakeFirst();
      if (!row) return null;
      const fullName = `${row.first_name} ${row.last_name}`;
      return {
        idSlugs: sameInEveryLanguage(`${id}-${row.slug}`),
        name: fullName,
        image: row.avatar,
        previewImage: null,
        title: metaTitle(fullName),
        description: metaDescription((row as Record<string, string>)[`bio_${locale}`] ?? ''),
      };
    },
  };
}

/** Clubs in the shared index: name, type, specialisations, tags, city and description. */
export async function companyDocuments(db: Kysely<DB>, ids?: number[]): Promise<SearchDocument[]> {
  let query = db.selectFrom('companies').selectAll();
  if (ids) query = query.where('id', 'in', ids);
  const [rows, name, cities] = await Promise.all([
    query.execute(),
    labelNames(db),
    citiesByOwner(db, 'company', ids),
  ]);
  return rows.flatMap((row) =>
    LOCALES.map((locale) => ({
      entityType: 'company',
      entityId: row.id,
      locale,
      name: row.name,
      body: [
        name('company-type', row.type, locale),
        ...parseList(row.specialisations).map((key) => name('specialisation', key, locale)),
        ...parseList(row.tags).map((key) => name('company-tag', key, locale)),
        ...(cities.get(row.id) ?? []),
        row[`description_${locale}`],
      ].join(' '),
    })),
  );
}

export function companiesDefinition(db: Kysely<DB>): CatalogueDefinition {
  return {
    entityType: 'company',
    sourceTables: ['companies', 'directory_labels', 'directory_addresses'],
    documents: () => companyDocuments(db),
    listPage: 'fitnessClubs',
    detailPage: 'fitnessClubDetail',
    sitemap: publishedDirectorySitemap(db, 'companies'),
    async detailMeta(id, locale) {
      const row = await db
        .selectFrom('companies')
        .select(['slug', 'name', 'image', `description_${locale}`])
        .where('id', '=', id)
        .where('unpublished_at', 'is', null)
        .executeTakeFirst();
      if (!row) return null;
      return {
        idSlugs: sameInEveryLanguage(`${id}-${row.slug}`),
        name: row.name,
        image: row.image,
        previewImage: null,
        title: metaTitle(row.name),
        description: metaDescription((row as Record<string, string>)[`description_${locale}`] ?? ''),
      };
    },
  };
}

import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CatalogueSort } from '../../../../core/contracts/catalogue';
import type { Locale } from '../../../../core/i18n/locales';
import { CATALOGUE_COUNTER, changeRevision } from '../../../db/change-counters';
import type { DB } from '../../../db/schema';
import type { SearchProvider } from '../../../db/search/search-provider';
import { jsonArrayHasAny, textCondition } from '../kit/query';

/** Which rows a page holds. */
export interface PageSlice {
  perPage: number;
  offset: number;
}

type OwnerType = 'specialist' | 'company';

/** A search's point and radius. */
export interface Circle {
  lat: number;
  lon: number;
  radiusKm: number;
}

/** The mean Earth radius (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

/** The great-circle distance (haversine) in km, as the database computes it (both dialects have these functions). */
function distanceKm(lat: number, lon: number): RawBuilder<number> {
  // Typed parameters: PostgreSQL would otherwise infer an integer from the arithmetic around them.
  const num = (value: number) => sql`CAST(${value} AS DOUBLE PRECISION)`;
  return sql<number>`(2 * ${num(EARTH_RADIUS_KM)} * asin(sqrt(
    power(sin(radians(a.lat - ${num(lat)}) / 2), 2) +
    cos(radians(${num(lat)})) * cos(radians(a.lat)) * power(sin(radians(a.lon - ${num(lon)}) / 2), 2))))`;
}

/** The box around a circle: every point within the radius lies inside it (the index narrows to it first). */
export function boundingBox({ lat, lon, radiusKm }: Circle) {
  const dLat = radiusKm / KM_PER_DEGREE;
  const cosLat = Math.cos((lat * Math.PI) / 180);
  const dLon = cosLat > 1e-6 ? radiusKm / (KM_PER_DEGREE * cosLat) : 360;
  // Near a pole or across the antimeridian the longitude says nothing: only the latitude narrows.
  const lonLimited = dLon < 180 && lon - dLon >= -180 && lon + dLon <= 180;
  return {
    minLat: lat - dLat,
    maxLat: lat + dLat,
    minLon: lonLimited ? lon - dLon : -180,
    maxLon: lonLimited ? lon + dLon : 180,
  };
}

export interface DirectoryFilters {
  text: string;
  tags: string[];
  /** Specialists: professions; companies: specialisations. */
  kinds: string[];
  /** Companies: types. */
  types: string[];
  country: string | null;
  circle: Circle | null;
}

/** Rows in the order of `ids`, each with its distance. */
function orderedLike<Row extends { id: number }>(ids: number[], rows: Row[], distances: Map<number, number>) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, distance: distances.get(id) ?? null }] : [];
  });
}

export function createDirectoryRepo(db: Kysely<DB>, search: SearchProvider) {
  /** Each owner with an address in the circle, and its nearest address's distance. */
  function nearby(ownerType: OwnerType, circle: Circle, country: string | null) {
    const box = boundingBox(circle);
    const distance = distanceKm(circle.lat, circle.lon);
    let query = db
      .selectFrom('directory_addresses as a')
      .select(['a.owner_id', sql<number>`min(${distance})`.as('distance')])
      .where('a.owner_type', '=', ownerType)
      // Issue 24 A2: an owner an admin unpublished has no public place on the map.
      .where(
        sql<boolean>`NOT EXISTS (SELECT 1 FROM ${sql.table(ownerType === 'specialist' ? 'specialists' : 'companies')} hidden
          WHERE hidden.id = a.owner_id AND hidden.unpublished_at IS NOT NULL)`,
      );
    // With a place, the country is the found address's own (one pass over the box, no lookup per owner).
    if (country) query = query.where('a.country', '=', country);
    return query
      .where('a.lat', '>=', box.minLat)
      .where('a.lat', '<=', box.maxLat)
      .where('a.lon', '>=', box.minLon)
      .where('a.lon', '<=', box.maxLon)
      .where(distance, '<=', circle.radiusKm)
      .groupBy('a.owner_id');
  }

  /** A public specialist: the profile's account still holds the role (the site search's and the home's rule). */
  const holdsSpecialistRole = sql<boolean>`EXISTS (SELECT 1 FROM users pu WHERE pu.id = s.user_id
      AND pu.roles LIKE '%"specialist"%')`;

  const hasAddressIn = (ownerType: OwnerType, idColumn: string, country: string) =>
    sql<boolean>`EXISTS (SELECT 1 FROM directory_addresses c WHERE c.owner_type = ${ownerType}
      AND c.owner_id = ${sql.ref(idColumn)} AND c.country = ${country})`;

  function specialists(filters: DirectoryFilters, locale: Locale) {
    let query = db
      .selectFrom('specialists as s')
      .where(holdsSpecialistRole)
      .where('s.unpublished_at', 'is', null);
    const matches = textCondition(search, 'specialist', locale, filters.text, 's.id');
    if (matches) query = query.where(matches);
    if (filters.tags.length) query = query.where((eb) => jsonArrayHasAny(eb, 's.tags', filters.tags));
    if (filters.kinds.length)
      query = query.where((eb) => jsonArrayHasAny(eb, 's.professions', filters.kinds));
    if (filters.country && !filters.circle)
      query = query.where(hasAddressIn('specialist', 's.id', filters.country));
    return query;
  }

  function companies(filters: DirectoryFilters, locale: Locale) {
    let query = db.selectFrom('companies as s').where('s.unpublished_at', 'is', null);
    const matches = textCondition(search, 'company', locale, filters.text, 's.id');
    if (matches) query = query.where(matches);
    if (filters.tags.length) query = query.where((eb) => jsonArrayHasAny(eb, 's.tags', filters.tags));
    if (filters.kinds.length)
      query = query.where((eb) => jsonArrayHasAny(eb, 's.specialisations', filters.kinds));
    if (filters.types.length) query = query.where('s.type', 'in', filters.types);
    if (filters.country && !filters.circle)
      query = query.where(hasAddressIn('company', 's.id', filters.country));
    return query;
  }

  /** Every match's count beside each row of a page: one pass finds the page and the total. */
  const foundInAll = sql<number>`count(*) over ()`.as('found');

  /** The order of a page: by distance when the search has a point, else the list's sort. */
  function order(sort: CatalogueSort, locale: Locale, near: boolean): Array<[string, 'asc' | 'desc']> {
    if (near)
      return [
        ['n.distance', 'asc'],
        ['s.id', 'asc'],
      ];
    switch (sort) {
      case 'id_asc':
        return [['s.id', 'asc']];
      case 'name_asc':
        return [
          [`s.sort_key_${locale}`, 'asc'],
          ['s.id', 'asc'],
        ];
      case 'name_desc':
        return [
          [`s.sort_key_${locale}`, 'desc'],
          ['s.id', 'desc'],
        ];
      default:
        return [['s.id', 'desc']];
    }
  }

  return {
    revision: () => changeRevision(db, CATALOGUE_COUNTER),
    labels: () => db.selectFrom('directory_labels').selectAll().orderBy('id').execute(),
    countries: (codes: string[]) =>
      db.selectFrom('geo_countries').selectAll().where('code', 'in', codes).execute(),

    /**
     * The nearest owners within a circle and how many there are, from the addresses alone (their covering
     * index): a place search without other filters never touches the profiles it does not show.
     */
    nearest(ownerType: OwnerType, circle: Circle, country: string | null, slice: PageSlice) {
      return db
        .selectFrom(nearby(ownerType, circle, country).as('n'))
        .select(['n.owner_id', 'n.distance', foundInAll])
        .orderBy('n.distance')
        .orderBy('n.owner_id')
        .limit(slice.perPage)
        .offset(slice.offset)
        .execute();
    },
    specialistsByIds: (ids: number[], distances: Map<number, number>) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('specialists as s')
            .innerJoin('users as u', 'u.id', 's.user_id')
            .selectAll('s')
            .select(['u.first_name', 'u.last_name'])
            .where('s.id', 'in', ids)
            .where('s.unpublished_at', 'is', null)
            .execute()
            .then((rows) => orderedLike(ids, rows, distances)),
    companiesByIds: (ids: number[], distances: Map<number, number>) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('companies as s')
            .selectAll('s')
            .where('s.id', 'in', ids)
            .where('s.unpublished_at', 'is', null)
            .execute()
            .then((rows) => orderedLike(ids, rows, distances)),

    async countSpecialists(filters: DirectoryFilters, locale: Locale) {
      let query = specialists(filters, locale);
      if (filters.circle)
        query = query.innerJoin(
          nearby('specialist', filters.circle, filters.country).as('n'),
          'n.owner_id',
          's.id',
        );
      const row = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return Number(row.total);
    },
    async specialistsPage(filters: DirectoryFilters, locale: Locale, sort: CatalogueSort, window: PageSlice) {
      const base = specialists(filters, locale);
      const withDistance = filters.circle
        ? base
            .innerJoin(nearby('specialist', filters.circle, filters.country).as('n'), 'n.owner_id', 's.id')
            .select('n.distance')
        : base.select(sql<number | null>`NULL`.as('distance'));
      let query = withDistance
        .innerJoin('users as u', 'u.id', 's.user_id')
        .selectAll('s')
        .select(['u.first_name', 'u.last_name', foundInAll]);
      for (const [column, direction] of order(sort, locale, filters.circle !== null))
        query = query.orderBy(sql.ref(column), direction);
      return query.limit(window.perPage).offset(window.offset).execute();
    },

    async countCompanies(filters: DirectoryFilters, locale: Locale) {
      let query = companies(filters, locale);
      if (filters.circle)
        query = query.innerJoin(
          nearby('company', filters.circle, filters.country).as('n'),
          'n.owner_id',
          's.id',
        );
      const row = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return Number(row.total);
    },
    async companiesPage(filters: DirectoryFilters, locale: Locale, sort: CatalogueSort, window: PageSlice) {
      const base = companies(filters, locale);
      const withDistance = filters.circle
        ? base
            .innerJoin(nearby('company', filters.circle, filters.country).as('n'), 'n.owner_id', 's.id')
            .select('n.distance')
        : base.select(sql<number | null>`NULL`.as('distance'));
      let query = withDistance.selectAll('s').select(foundInAll);
      for (const [column, direction] of order(sort, locale, filters.circle !== null))
        query = query.orderBy(sql.ref(column), direction);
      return query.limit(window.perPage).offset(window.offset).execute();
    },

    specialist: (id: number) =>
      db
        .selectFrom('specialists as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .selectAll('s')
        .select(['u.first_name', 'u.last_name'])
        .where('s.id', '=', id)
        // Issue 24 A2: an unpublished profile is not found by visitors (its owner edits it through editing.*).
        .where('s.unpublished_at', 'is', null)
        .executeTakeFirst(),
    company: (id: number) =>
      db
        .selectFrom('companies')
        .selectAll()
        .where('id', '=', id)
        .where('unpublished_at', 'is', null)
        .executeTakeFirst(),
    /** An owner's events in time order (CAL-03, CAL-04). */
    events: (ownerType: OwnerType, ownerId: number) =>
      db
        .selectFrom('calendar_events')
        .selectAll()
        .where('owner_type', '=', ownerType)
        .where('owner_id', '=', ownerId)
        .orderBy('event_at')
        .orderBy('id')
        .execute(),

    /** The owners' addresses in their order, each with its city's gazetteer point. */
    addresses(ownerType: OwnerType, ownerIds: number[]) {
      if (ownerIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('directory_addresses as a')
        .leftJoin('geo_places as p', 'p.id', 'a.place_id')
        .selectAll('a')
        .select(['p.lat as place_lat', 'p.lon as place_lon'])
        .where('a.owner_type', '=', ownerType)
        .where('a.owner_id', 'in', ownerIds)
        .orderBy('a.owner_id')
        .orderBy('a.position')
        .execute();
    },
  };
}

export type DirectoryRepo = ReturnType<typeof createDirectoryRepo>;
export type SpecialistRow = Awaited<ReturnType<DirectoryRepo['specialistsPage']>>[number];
export type CompanyRow = Awaited<ReturnType<DirectoryRepo['companiesPage']>>[number];
export type AddressRow = Awaited<ReturnType<DirectoryRepo['addresses']>>[number];

import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The smallest key above every key that begins with `prefix` over the alphabet [0-9a-z] (the keys'
 * alphabet, which sorts the same under every collation); null when there is none ("zzz").
 */
export function prefixUpperBound(prefix: string): string | null {
  const order = '0123456789abcdefghijklmnopqrstuvwxyz';
  let head = prefix;
  while (head.endsWith('z')) head = head.slice(0, -1);
  if (head === '') return null;
  const last = head.at(-1)!;
  return head.slice(0, -1) + order[order.indexOf(last) + 1];
}

export interface PlaceRow {
  id: number;
  name: string;
  region: string;
  country_code: string;
  lat: number;
  lon: number;
  population: number;
  /** 0: a name of the place is exactly the text; 1: one begins with it. */
  quality: number;
}

export function createGeoRepo(db: Kysely<DB>) {
  return {
    /** Places with a name beginning with `key`, exact names first, then by population. */
    async placesByPrefix(key: string, countryCode: string | null, limit: number): Promise<PlaceRow[]> {
      const upper = prefixUpperBound(key);
      let matches = db
        .selectFrom('geo_place_names')
        .select([
          'place_id',
          sql<number>`min(case when geo_place_names.key = ${key} then 0 else 1 end)`.as('quality'),
        ])
        .where('key', '>=', key)
        .groupBy('place_id');
      if (upper) matches = matches.where('key', '<', upper);
      let query = db
        .selectFrom(matches.as('m'))
        .innerJoin('geo_places as p', 'p.id', 'm.place_id')
        .select([
          'p.id',
          'p.name',
          'p.region',
          'p.country_code',
          'p.lat',
          'p.lon',
          'p.population',
          'm.quality',
        ]);
      if (countryCode) query = query.where('p.country_code', '=', countryCode);
      const rows = await query
        .orderBy('m.quality')
        .orderBy('p.population', 'desc')
        .orderBy('p.id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        ...row,
        quality: Number(row.quality),
        population: Number(row.population),
      }));
    },

    /** The names of these places that begin with `key` (to show the spelling that was typed). */
    async namesByPrefix(placeIds: number[], key: string) {
      if (placeIds.length === 0) return [];
      const upper = prefixUpperBound(key);
      let query = db
        .selectFrom('geo_place_names')
        .select(['place_id', 'key', 'name', 'main'])
        .where('place_id', 'in', placeIds)
        .where('key', '>=', key);
      if (upper) query = query.where('key', '<', upper);
      return query.execute();
    },

    async countries() {
      return db
        .selectFrom('geo_countries')
        .select(['code', 'name_en', 'name_de', 'name_pl', 'population'])
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('geo_places')
              .select('id')
              .whereRef('geo_places.country_code', '=', 'geo_countries.code'),
          ),
        )
        .execute();
    },

    /** Each country's most populous place: where a country suggestion puts its pin. */
    async countryCentres() {
      return db
        .selectFrom('geo_places as p')
        .select(['p.country_code', 'p.lat', 'p.lon'])
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('geo_places as q')
                .select('q.id')
                .whereRef('q.country_code', '=', 'p.country_code')
                .whereRef('q.population', '>', 'p.population'),
            ),
          ),
        )
        .execute();
    },

    /** Postal codes of our directory's addresses beginning with `zip`, with their city's place. */
    async zips(zip: string, countryCode: string | null, limit: number) {
      let query = db
        .selectFrom('directory_addresses as a')
        .innerJoin('geo_places as p', 'p.id', 'a.place_id')
        .select(['a.zip', 'a.city', 'p.id', 'p.region', 'p.country_code', 'p.lat', 'p.lon', 'p.population'])
        // The service lets only letters, digits, spaces and dashes through: no LIKE wildcard reaches here.
        .where('a.zip', 'like', `${zip}%`)
        .distinct()
        .orderBy('a.zip')
        .limit(limit);
      if (countryCode) query = query.where('p.country_code', '=', countryCode);
      return query.execute();
    },
  };
}

export type GeoRepo = ReturnType<typeof createGeoRepo>;

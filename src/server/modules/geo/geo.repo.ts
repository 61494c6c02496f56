import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export function createGeoRepo(db: Kysely<DB>) {
  return {
    /** Every place with its names (their keys), for the suggestions' index in memory. */
    async gazetteer() {
      const [places, names] = await Promise.all([
        db
          .selectFrom('geo_places')
          .select(['id', 'name', 'region', 'country_code', 'lat', 'lon', 'population'])
          .execute(),
        db.selectFrom('geo_place_names').select(['place_id', 'key', 'name', 'main']).execute(),
      ]);
      return { places, names };
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

import type { GeoSuggestion, GeoSuggestionRequest } from '../../../core/contracts/geo';
import { GEO_SUGGESTION_LIMIT } from '../../../core/contracts/geo';
import type { Locale } from '../../../core/i18n/locales';
import { compactKey, foldText } from '../../../core/text/fold';
import { createGazetteerIndex, type GazetteerIndex } from './gazetteer-index';
import type { GeoRepo } from './geo.repo';
import type { Geocoder } from './geocoder';

type CountryRow = Awaited<ReturnType<GeoRepo['countries']>>[number];
interface CountryData {
  rows: CountryRow[];
  centres: Map<string, { lat: number; lon: number }>;
}
const GAZETTEER_CACHE_MS = 60_000;

/**
 * Suggestions from our gazetteer (issue 17 A2, SPEC-18..22): cities by any of their names, ranked by how
 * well a name matches (exact before prefix) and then by population; countries by their name in any of our
 * languages or ISO code; postal codes our directory knows.
 */
export function createGeoService(repo: GeoRepo) {
  // The gazetteer changes only with an import: read it at most once a minute, not on every keystroke.
  let index: { at: number; data: Promise<GazetteerIndex> } | null = null;
  const gazetteer = () => {
    if (!index || Date.now() - index.at > GAZETTEER_CACHE_MS)
      index = {
        at: Date.now(),
        data: repo.gazetteer().then(({ places, names }) =>
          createGazetteerIndex(
            places.map((place) => ({ ...place, population: Number(place.population) })),
            names,
          ),
        ),
      };
    return index.data;
  };
  // Countries change only with an import: read them at most once a minute, not on every keystroke.
  let countries: { at: number; data: Promise<CountryData> } | null = null;
  const countryData = () => {
    if (!countries || Date.now() - countries.at > GAZETTEER_CACHE_MS)
      countries = {
        at: Date.now(),
        data: Promise.all([repo.countries(), repo.countryCentres()]).then(([rows, centres]) => ({
          rows,
          centres: new Map(centres.map((c) => [c.country_code, { lat: c.lat, lon: c.lon }])),
        })),
      };
    return countries.data;
  };
  const countryName = (row: CountryRow, locale: Locale) => row[`name_${locale}`];

  /** An ISO code or a country's name in any of our languages → its code; unknown → null. */
  async function countryCode(text: string | undefined): Promise<string | null | 'unknown'> {
    if (!text) return null;
    const { rows } = await countryData();
    const folded = foldText(text);
    const found = rows.find(
      (row) =>
        row.code.toLowerCase() === folded ||
        [row.name_en, row.name_de, row.name_pl].some((name) => foldText(name) === folded),
    );
    return found?.code ?? 'unknown';
  }

  async function suggest(request: GeoSuggestionRequest): Promise<GeoSuggestion[]> {
    const locale = request._locale;
    const country = await countryCode(request.country);
    if (country === 'unknown') return [];
    const { rows, centres } = await countryData();
    const names = new Map(rows.map((row) => [row.code, countryName(row, locale)]));

    if (request.type === 'country') {
      const key = compactKey(request.data);
      if (!key) return [];
      return rows
        .map((row) => {
          const keys = [row.name_en, row.name_de, row.name_pl].map((name) => compactKey(name) ?? '');
          const quality =
            row.code.toLowerCase() === key || keys.includes(key)
              ? 0
              : keys.some((k) => k.startsWith(key))
                ? 1
                : 2;
          return { row, quality };
        })
        .filter(({ row, quality }) => quality < 2 && centres.has(row.code))
        .sort((a, b) => a.quality - b.quality || Number(b.row.population) - Number(a.row.population))
        .slice(0, GEO_SUGGESTION_LIMIT)
        .map(({ row }) => ({
          id: 0,
          type: 'country' as const,
          name: countryName(row, locale),
          region: '',
          country_code: row.code,
          country: countryName(row, locale),
          geo: centres.get(row.code)!,
          population: Number(row.population),
        }));
    }

    if (request.type === 'zip') {
      if (!/^[0-9A-Za-z][0-9A-Za-z -]*$/.test(request.data)) return [];
      const found = await repo.zips(request.data.toUpperCase(), country, GEO_SUGGESTION_LIMIT);
      return found.map((row) => ({
        id: row.id,
        type: 'zip' as const,
        name: `${row.zip} ${row.city}`,
        region: row.region,
        country_code: row.country_code,
        country: names.get(row.country_code) ?? row.country_code,
        geo: { lat: row.lat, lon: row.lon },
        population: Number(row.population),
      }));
    }

    const key = compactKey(request.data);
    if (!key) return [];
    const typed = request.data.toLowerCase();
    const matches = (await gazetteer()).search(key, country, GEO_SUGGESTION_LIMIT);
    return matches.map(({ place, names: own }) => {
      const shortest = (list: typeof own) => [...list].sort((a, b) => a.name.length - b.name.length)[0];
      // Of the spellings as typed, the fullest: "Warsz" shows "Warszawa" rather than a clipped variant.
      const longest = (list: typeof own) => [...list].sort((a, b) => b.name.length - a.name.length)[0];
      // The spelling as typed ("Köl" → "Köln", not "Cologne"), the place's own name among equals.
      const literal = own.filter((name) => name.name.toLowerCase().startsWith(typed));
      const shown =
        literal.find((name) => name.main) ??
        longest(literal) ??
        own.find((name) => name.main) ??
        own.find((name) => name.key === key) ??
        shortest(own);
      return {
        id: place.id,
        type: 'city' as const,
        name: shown?.name ?? place.name,
        region: place.region,
        country_code: place.country_code,
        country: names.get(place.country_code) ?? place.country_code,
        geo: { lat: place.lat, lon: place.lon },
        population: place.population,
      };
    });
  }

  /**
   * The embedded geocoder (PROF-18): an address's city by any of its names in its country — the most
   * populous of equal names — else the city of a postal code our directory knows; the city's point.
   */
  const gazetteerGeocoder: Geocoder = {
    async geocode(query) {
      const key = query.city ? compactKey(query.city) : null;
      const exact = key
        ? (await gazetteer()).search(key, query.country, GEO_SUGGESTION_LIMIT).find((m) => m.quality === 0)
        : undefined;
      if (exact)
        return { lat: exact.place.lat, lon: exact.place.lon, placeId: exact.place.id, precision: 'city' };
      const zip = query.zip?.trim().toUpperCase();
      if (!zip || !/^[0-9A-Z][0-9A-Z -]*$/.test(zip)) return null;
      const [known] = await repo.zips(zip, query.country, 1);
      return known && known.zip.toUpperCase() === zip
        ? { lat: known.lat, lon: known.lon, placeId: known.id, precision: 'city' }
        : null;
    },
  };

  return { suggest, gazetteerGeocoder };
}

export type GeoService = ReturnType<typeof createGeoService>;

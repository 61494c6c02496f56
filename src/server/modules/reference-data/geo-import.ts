import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { compactKey } from '../../../core/text/fold';
import type { DB } from '../../db/schema';
import { readOptionalJsonFile } from './content-files';
import { DataFileError } from './sr28';
import { syncTable, type Row, type SyncCounts } from './table-sync';

const CountryNamesFile = z.record(
  z.string().regex(/^[A-Z]{2}$/),
  z.object({ en: z.string().min(1), de: z.string().min(1), pl: z.string().min(1) }),
);

/** countryInfo.tsv: ISO, ISO3, ISO-Numeric, fips, Country, Capital, Area, Population, … (`#` lines are comments). */
function readCountries(file: string, names: z.infer<typeof CountryNamesFile>): Row[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line, i) => {
      const cells = line.split('\t');
      const [code, , , , name, , , population] = cells;
      if (!code || !/^[A-Z]{2}$/.test(code) || !name) throw new DataFileError(file, i + 1, 'bad country row');
      const own = names[code];
      return {
        code,
        name_en: own?.en ?? name,
        name_de: own?.de ?? name,
        name_pl: own?.pl ?? name,
        population: Number(population) || 0,
      };
    });
}

interface CityRecord {
  geonameid: string;
  name: string;
  asciiname: string;
  latitude: string;
  longitude: string;
  country_code: string;
  admin1_name: string;
  population: string;
  alternatenames: string;
}

/**
 * The gazetteer (issue 17 A2): GeoNames countries and cities of ≥ 15,000 inhabitants (data/geo), each city
 * searchable by its name, ASCII name and every Latin-script alternate name ("Warszawa", "Warschau" and
 * "Warsaw" are one place), folded by the one folding function. Idempotent: a second run changes nothing.
 */
export async function importGazetteer(
  db: Kysely<DB>,
  paths: { dataDir: string; contentDir: string },
): Promise<{ tables: Record<string, SyncCounts> } | undefined> {
  const dir = join(paths.dataDir, 'geo');
  if (!existsSync(join(dir, 'countryInfo.tsv'))) return undefined;
  const countryNames = readOptionalJsonFile(
    join(paths.contentDir, 'geo', 'country-names.json'),
    CountryNamesFile,
    {},
  );
  const countries = readCountries(join(dir, 'countryInfo.tsv'), countryNames);
  const places: Row[] = [];
  const names: Row[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => /^cities\d+_[A-Z]{2}\.csv$/.test(name))
    .sort()) {
    const path = join(dir, file);
    const records = parse(readFileSync(path, 'utf8'), {
      columns: true,
      skip_empty_lines: true,
    }) as CityRecord[];
    records.forEach((record, i) => {
      const id = Number(record.geonameid);
      const lat = Number(record.latitude);
      const lon = Number(record.longitude);
      if (!Number.isInteger(id) || !Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90)
        throw new DataFileError(path, i + 2, `bad place ${record.geonameid}`);
      places.push({
        id,
        name: record.name,
        ascii_name: record.asciiname,
        country_code: record.country_code,
        region: record.admin1_name ?? '',
        lat,
        lon,
        population: Number(record.population) || 0,
      });
      const seen = new Set<string>();
      const variants = [record.name, record.asciiname, ...(record.alternatenames ?? '').split(',')];
      variants.forEach((name, position) => {
        const trimmed = name.trim();
        const key = compactKey(trimmed);
        // Codes such as "WAW" and names of other scripts are nobody's way of typing a city here.
        if (!key || seen.has(key) || (position > 1 && /^[A-Z0-9]{2,4}$/.test(trimmed))) return;
        seen.add(key);
        names.push({ place_id: id, key, name: trimmed, main: position === 0 ? 1 : 0 });
      });
    });
  }
  const tables: Record<string, SyncCounts> = {};
  await db.transaction().execute(async (trx) => {
    tables.geo_countries = await syncTable(trx, 'geo_countries', ['code'], countries, { hasId: false });
    tables.geo_places = await syncTable(trx, 'geo_places', ['id'], places);
    tables.geo_place_names = await syncTable(trx, 'geo_place_names', ['place_id', 'key'], names, {
      hasId: false,
    });
  });
  return { tables };
}

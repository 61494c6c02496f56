import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { seededRandom } from '../../src/core/domain/plan/random';
import type { DB } from '../../src/server/db/schema';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const fmt = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return `p50 ${pct(s, 50).toFixed(2)} ms, p95 ${pct(s, 95).toFixed(2)} ms, p99 ${pct(s, 99).toFixed(2)} ms`;
};

/** What people type into the place box: prefixes short and long, with and without diacritics. */
const SUGGESTIONS = [
  'w',
  'war',
  'warsz',
  'berl',
  'new y',
  'mün',
  'san',
  'krak',
  'lodz',
  'frankfurt am',
  'ko',
  'spring',
];

/**
 * `count` synthetic specialists (a user, a profile and one or two addresses each) spread over the gazetteer's
 * PL, DE and US places in proportion to their population, within about 10 km of each place.
 */
export async function addSyntheticSpecialists(db: Kysely<DB>, count: number): Promise<number> {
  const started = performance.now();
  const places = await db
    .selectFrom('geo_places')
    .select(['id', 'name', 'country_code', 'lat', 'lon', 'population'])
    .where('country_code', 'in', ['PL', 'DE', 'US'])
    .execute();
  const total = places.reduce((sum, p) => sum + Number(p.population), 0);
  const random = seededRandom(17);
  const pick = () => {
    let at = random() * total;
    for (const place of places) if ((at -= Number(place.population)) <= 0) return place;
    return places[places.length - 1]!;
  };
  const now = new Date().toISOString();
  const BATCH = 400;
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const users = await db
      .insertInto('users')
      .values(
        Array.from({ length: size }, (_, i) => ({
          email: `bench-${start + i}@specialists.bench.invalid`,
          username: `bench-${start + i}@specialists.bench.invalid`,
          password_hash: '',
          roles: '["user","specialist"]',
          first_name: `Bench${start + i}`,
          last_name: 'Specialist',
          created_at: now,
          updated_at: now,
          email_verified_at: null,
        })),
      )
      .returning('id')
      .execute();
    const profiles = await db
      .insertInto('specialists')
      .values(
        users.map((user, i) => ({
          user_id: user.id,
          slug: `bench-${start + i}`,
          professions: JSON.stringify([['dietitian', 'personal-trainer', 'physiotherapist'][i % 3]]),
          tags: JSON.stringify(['weight-loss']),
          sort_key_en: `b${start + i}`,
          sort_key_pl: `b${start + i}`,
          sort_key_de: `b${start + i}`,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('directory_addresses')
      .values(
        profiles.flatMap((profile, i) =>
          Array.from({ length: i % 5 === 0 ? 2 : 1 }, (_, position) => {
            const place = pick();
            return {
              owner_type: 'specialist' as const,
              owner_id: profile.id,
              position,
              country: place.country_code,
              city: place.name,
              lat: place.lat + (random() - 0.5) * 0.18,
              lon: place.lon + (random() - 0.5) * 0.28,
              place_id: place.id,
            };
          }),
        ),
      )
      .execute();
  }
  await sql`UPDATE change_counters SET revision = revision + 1`.execute(db);
  return (performance.now() - started) / 1000;
}

/**
 * Issue 17 A10: p50/p95/p99 of the place suggestions and of the radius search (each round after a write, so
 * every answer is computed), through the API as the browser calls them.
 */
export async function runGeoBench(
  app: FastifyInstance,
  db: Kysely<DB>,
  label: string,
  key: string,
  rounds: number,
) {
  const suggestions: number[] = [];
  for (let round = 0; round < rounds + 1; round++)
    for (const data of SUGGESTIONS) {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/geo/suggestions',
        payload: { data, type: 'city' },
      });
      if (res.statusCode !== 200) throw new Error(`suggestion ${data} → ${res.statusCode}`);
      if (round > 0) suggestions.push(performance.now() - t0);
    }
  const cities = await db
    .selectFrom('geo_places')
    .select(['lat', 'lon', 'country_code'])
    .where('id', 'in', [756135, 2950159, 5128581, 3094802, 2867714, 4887398, 3093133, 2886242])
    .execute();
  const radius: number[] = [];
  const found: number[] = [];
  for (let round = 0; round < rounds + 1; round++) {
    await sql`UPDATE change_counters SET revision = revision + 1`.execute(db);
    for (const city of cities)
      for (const geo of [5, 10, 50]) {
        const t0 = performance.now();
        const res = await app.inject({
          method: 'POST',
          url: '/api/specialists/search',
          headers: { authorization: `Bearer ${key}` },
          payload: { _locale: 'en', lat: city.lat, lon: city.lon, geo, country: city.country_code },
        });
        if (res.statusCode !== 200) throw new Error(`radius search → ${res.statusCode}: ${res.body}`);
        if (round > 0) {
          radius.push(performance.now() - t0);
          found.push((res.json() as { total: number }).total);
        }
      }
  }
  console.log(`${label}: place suggestions (${suggestions.length} requests): ${fmt(suggestions)}`);
  console.log(
    `${label}: radius search, nearest first and counted (${radius.length} requests, ${Math.min(...found)}–${Math.max(...found)} found): ${fmt(radius)}`,
  );
}

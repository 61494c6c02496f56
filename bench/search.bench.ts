/**
 * Full-text search latency on each database: indexes synthetic documents built from a Polish/German word
 * list, then times prefix queries through the real SearchProvider. Prints p50/p95 per dialect.
 * Usage: npm run bench  (PostgreSQL too when TEST_DATABASE_URL is set)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { openDatabase } from '../src/server/db/dialect';
import { migrateToLatest } from '../src/server/db/migrate';
import { freshDatabase, TEST_DIALECTS } from '../src/server/testing/test-app';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 20_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 500);
const NAMED_WORDS = [
  'jabłko',
  'gruszka',
  'żółw',
  'Straße',
  'Äpfel',
  'Kuchen',
  'zupa',
  'marchew',
  'chleb',
  'masło',
  'ser',
  'mleko',
  'jogurt',
  'owsianka',
  'kasza',
  'ryż',
  'makaron',
  'łosoś',
  'dorsz',
  'kurczak',
  'wołowina',
  'Spinat',
  'Brokkoli',
  'Möhre',
  'Käse',
  'Quark',
  'Haferflocken',
  'Nüsse',
  'Mandeln',
  'Honig',
];
const SYLLABLES = [
  'ka',
  'po',
  'zu',
  'mie',
  'ła',
  'rin',
  'de',
  'schu',
  'bro',
  'tal',
  'ni',
  'gor',
  'wä',
  'ster',
  'ły',
];
// A vocabulary of a few thousand words, like real food texts, so that queries are selective.
const WORDS = [...NAMED_WORDS];
for (let i = 0; WORDS.length < 4000; i++) {
  WORDS.push(
    Array.from(
      { length: 2 + (i % 3) },
      (_, k) => SYLLABLES[(i * 7 + k * 5 + Math.floor(i / 15)) % SYLLABLES.length],
    ).join('') + String(i % 97),
  );
}
const QUERY_TEXTS = [
  'jab',
  'zolw',
  'strasse',
  'apfel kuchen',
  'losos',
  'kase',
  'mo',
  'kurczak ryz',
  'haferfl',
  'xyz',
];

// Deterministic pseudo-random numbers, so every run indexes the same corpus.
let seed = 42;
console.log(`vocabulary: ${4000} words; ${process.env.BENCH_DOCUMENTS ?? 20_000} documents of 2 + 25 words`);
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (n: number) =>
  Array.from({ length: n }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

for (const dialect of TEST_DIALECTS) {
  const target = await freshDatabase(dialect);
  const { db, adapter, close } = openDatabase(target.url);
  try {
    await migrateToLatest(db, adapter);
    const search = adapter.createSearchProvider(db);
    const indexStart = performance.now();
    for (let start = 0; start < DOCUMENTS; start += 1000) {
      await search.upsert(
        Array.from({ length: Math.min(1000, DOCUMENTS - start) }, (_, i) => ({
          entityType: 'food',
          entityId: start + i + 1,
          locale: 'pl',
          name: pick(2),
          body: pick(25),
        })),
      );
    }
    // Refresh planner statistics, as autovacuum (PostgreSQL) or an importer's final step would.
    await sql`ANALYZE search_documents`.execute(db);
    const indexMs = performance.now() - indexStart;
    const timings: number[] = [];
    for (let i = 0; i < QUERIES; i++) {
      const text = QUERY_TEXTS[i % QUERY_TEXTS.length] ?? '';
      const started = performance.now();
      await search.search({ entityType: 'food', locale: 'pl', text, limit: 12 });
      timings.push(performance.now() - started);
    }
    if (process.env.BENCH_VERBOSE) {
      for (const [index, text] of QUERY_TEXTS.entries()) {
        const own = timings.filter((_, i) => i % QUERY_TEXTS.length === index).sort((a, b) => a - b);
        console.log(`  ${text}: p50 ${percentile(own, 50).toFixed(2)} ms`);
      }
    }
    timings.sort((a, b) => a - b);
    console.log(
      `search/${dialect}: ${DOCUMENTS} docs indexed in ${(indexMs / 1000).toFixed(1)} s; ` +
        `${QUERIES} queries (page of 12 + total): p50 ${percentile(timings, 50).toFixed(2)} ms, ` +
        `p95 ${percentile(timings, 95).toFixed(2)} ms`,
    );
  } finally {
    await close();
    await target.drop();
  }
}

/**
 * `npm run bench:header-search` (not part of CI): the site search (GET /api/header/search, every group at once)
 * on a separate database with the real reference data plus 100,000 synthetic recipes (BENCH_RECIPES), through
 * inject. Prints p50/p95/p99 of well-spelt queries (goal on SQLite: p99 < 30 ms) and of misspelt ones, which
 * run a second, corrected query (goal: p99 < 50 ms); the typo vocabulary's first build and the event loop's
 * longest stall while it ran. SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (BENCH_DIALECTS
 * picks). BENCH_VERBOSE=1 prints each query's first groups.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { catalogueIndexing } from '../src/server/modules/catalogue/catalogues';
import { importReferenceData } from '../src/server/modules/reference-data/reference-import';
import { freshDatabase, TEST_DIALECTS } from '../src/server/testing/test-app';
import { addSyntheticRecipes } from './support/synthetic-recipes';

const RECIPES = Number(process.env.BENCH_RECIPES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

type Query = { q: string; locale?: 'en' | 'pl' | 'de'; area?: 'product' | 'other' };

/** What people type into the header: single words, prefixes as typed, two words, each language, both areas. */
export const NORMAL: Query[] = [
  { q: 'chicken' },
  { q: 'chick' },
  { q: 'soup' },
  { q: 'tomato basil' },
  { q: 'salmon', area: 'other' },
  { q: 'protein' },
  { q: 'vegan', area: 'product' },
  { q: 'squat' },
  { q: 'yoga' },
  { q: 'dietitian' },
  { q: 'broccoli' },
  { q: 'zupa', locale: 'pl' },
  { q: 'kurczak', locale: 'pl' },
  { q: 'pierogi', locale: 'pl' },
  { q: 'dietetyk', locale: 'pl' },
  { q: 'apfel', locale: 'de' },
  { q: 'Hähnchen', locale: 'de' },
  { q: 'Kniebeuge', locale: 'de' },
  { q: 'abnehmen', locale: 'de', area: 'product' },
  { q: 'xylophone' },
];
/** Misspelt words: the text finds little, the vocabulary corrects it and a second query runs. */
export const TYPOS: Query[] = [
  { q: 'brocoli' },
  { q: 'chiken' },
  { q: 'jogurt' },
  { q: 'tomatoe soup' },
  { q: 'salmn' },
  { q: 'spinnach' },
  { q: 'avokado' },
  { q: 'porrige' },
  { q: 'brokoly', locale: 'pl' },
  { q: 'kurczk', locale: 'pl' },
  { q: 'ziemniki', locale: 'pl' },
  { q: 'Hänchen', locale: 'de' },
  { q: 'Brokoli', locale: 'de' },
  { q: 'Kartofeln', locale: 'de' },
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const fmt = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return `p50 ${pct(s, 50).toFixed(2)} ms, p95 ${pct(s, 95).toFixed(2)} ms, p99 ${pct(s, 99).toFixed(2)} ms (${s.length} requests)`;
};

const DIALECTS = TEST_DIALECTS.filter(
  (d) => !process.env.BENCH_DIALECTS || process.env.BENCH_DIALECTS.split(',').includes(d),
);

for (const dialect of DIALECTS) {
  const target = await freshDatabase(dialect);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: target.url,
    PUBLIC_API_KEY: 'bench-public-api-key-0123456789',
    ADMIN_PASSWORD: 'bench-admin-pw',
    RATE_LIMIT_ENABLED: 'false',
    VAR_DIR: 'var/test-cache',
    ...(process.env.DB_READERS ? { DB_READERS: process.env.DB_READERS } : {}),
  });
  const { app } = await buildApp(config);
  await app.ready();
  try {
    const db = app.database.db;
    await importReferenceData(
      db,
      {
        dataDir: resolve(config.dataDir),
        contentDir: resolve('content'),
        mediaDir: resolve('var/test-cache/media'),
      },
      { search: catalogueIndexing(db, app.searchProvider) },
    );
    const added = await addSyntheticRecipes(db, app.searchProvider, dialect, RECIPES);
    const documents = await db
      .selectFrom('search_documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(
      `\nheader-search/${dialect}: ${RECIPES} synthetic recipes added in ${added.seconds.toFixed(1)} s; ${documents.n} search documents`,
    );

    const ask = async ({ q, locale = 'en', area }: Query) => {
      const query = new URLSearchParams({ locale, q, ...(area ? { area } : {}) });
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/header/search?${query}` });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${query} → ${res.statusCode} ${res.body}`);
      return {
        ms,
        groups: res.json<{ groups: Array<{ key: string; items: Array<{ title: string }> }> }>().groups,
      };
    };

    // The first misspelt query waits for the vocabulary (the startup build saw an empty catalogue); a
    // well-spelt one first, so the stall measured is the build's, not the first request's warm-up.
    await ask(NORMAL[0]!);
    // The stall in wall time counts whatever else the machine runs; the CPU time this process spent between two
    // turns of the event loop is the build's own share (an upper bound: GC threads count too).
    const stalls = monitorEventLoopDelay({ resolution: 1 });
    let cpuBetweenTurns = 0;
    let cpu = process.cpuUsage();
    const ticker = setInterval(() => {
      const spent = process.cpuUsage(cpu);
      cpuBetweenTurns = Math.max(cpuBetweenTurns, (spent.user + spent.system) / 1000);
      cpu = process.cpuUsage();
    }, 1);
    stalls.enable();
    const first = await ask(TYPOS[0]!);
    stalls.disable();
    clearInterval(ticker);
    console.log(
      `header-search/${dialect}: first typo query, with the vocabulary's build: ${first.ms.toFixed(0)} ms (longest event-loop stall ${(stalls.max / 1e6).toFixed(1)} ms wall, ${cpuBetweenTurns.toFixed(1)} ms CPU)`,
    );

    for (const [kind, mix] of [
      ['normal queries', NORMAL],
      ['typo queries', TYPOS],
    ] as const) {
      const times: number[] = [];
      for (let round = 0; round < ROUNDS + 1; round++)
        for (const query of mix) {
          const { ms, groups } = await ask(query);
          if (round > 0) times.push(ms);
          else if (process.env.BENCH_VERBOSE)
            console.log(
              `  ${ms.toFixed(1).padStart(6)} ms  ${query.locale ?? 'en'} "${query.q}"${query.area ? ` (${query.area})` : ''} → ${groups
                .map((g) => `${g.key}: ${g.items[0]?.title.slice(0, 40)}`)
                .join(' | ')}`,
            );
        }
      console.log(`header-search/${dialect}: ${kind}, all groups: ${fmt(times)}`);
    }
  } finally {
    await app.close();
    if (process.env.BENCH_KEEP) console.log(`kept: ${target.url}`);
    else await target.drop();
  }
}

/**
 * `npm run bench:search` (not part of CI): a separate database with the real reference data plus 100,000
 * synthetic recipes, then p50/p95/p99 of POST /api/recipes/search (through inject) over a fixed mix of
 * text queries, filters and sorts, the raw SearchProvider text query (the floor), and the API/floor ratio —
 * with the floor in a loop of its own, right after each API call, and both right after a write.
 * Each round starts as after a write (the catalogue revision moves): every answer is computed and every
 * total counted; then the next page (its total kept) and the same request again (its answer kept).
 * SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (BENCH_DIALECTS=postgres: that one only).
 * BENCH_RECIPES overrides the 100,000. Then the directory's place suggestions and radius search with 100,000
 * synthetic specialists (BENCH_SPECIALISTS), as `bench:geo` runs them alone.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { importReferenceData } from '../src/server/modules/reference-data/reference-import';
import { freshDatabase, TEST_DIALECTS } from '../src/server/testing/test-app';
import { catalogueIndexing } from '../src/server/modules/catalogue/catalogues';
import { createGeneratorData } from '../src/server/modules/diet-generator/generator-data';
import { unpackPlanData } from '../src/server/modules/diet-generator/plan-data';
import { createPlanPool } from '../src/server/modules/diet-generator/plan-pool';
import type { PlanInput } from '../src/core/domain/plan/types';
import { addSyntheticSpecialists, runGeoBench } from './support/geo-bench';
import { addSyntheticRecipes } from './support/synthetic-recipes';

const RECIPES = Number(process.env.BENCH_RECIPES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const KEY = 'bench-public-api-key-0123456789';

/** The published query mix: text, filters and sorts, each run ROUNDS times. */
export const MIX: Array<Record<string, unknown>> = [
  { text: 'soup' },
  { text: 'zupa', _locale: 'pl' },
  { text: 'apfel', _locale: 'de' },
  { text: 'chick' },
  { text: 'tomato basil' },
  { text: 'pierogi', _locale: 'pl' },
  { text: 'salmon', sort: 'name_asc' },
  { text: 'xylophone' },
  { sort: 'name_asc' },
  { sort: 'name_desc', _locale: 'pl' },
  { occasion: ['breakfast'] },
  { occasion: ['lunch', 'dinner'], type: ['soup'] },
  { allergenExclude: ['milk', 'gluten'] },
  { tags: ['budget'], preparationTime: ['upTo30'] },
  { nutrientInclude: ['protein_g'] },
  { nutrientExclude: ['sodium_mg'], sort: 'name_asc' },
  { hard: true, portion: ['threeToFour'] },
  { text: 'curry', allergenExclude: ['nuts'], perPage: 36 },
  { page: 40 },
  { text: 's' },
  { text: 'ch' },
  { text: 'zu', _locale: 'pl' },
  { allergenExclude: ['milk', 'gluten', 'eggs', 'nuts', 'fish', 'soybeans'] },
  { text: 'soup', allergenExclude: ['milk', 'gluten', 'eggs', 'nuts', 'fish', 'soybeans'], sort: 'name_asc' },
  { text: 'salad', occasion: ['lunch'], sort: 'name_asc', page: 2 },
];
/** The e-book shop's and the blog's mixes (issue 16 A8): the same engine, folding and search provider. */
export const EBOOK_MIX: Array<Record<string, unknown>> = [
  { text: 'protein' },
  { text: 'bialko', _locale: 'pl' },
  { text: 'ernährung', _locale: 'de' },
  { category: 'sports-nutrition', sort: 'price_asc' },
  { tags: ['vegan', 'gluten-free'], sort: 'discount' },
  { sort: 'name_asc', perPage: 15, page: 2 },
  { text: 'fibre', sort: 'price_desc' },
];
export const ARTICLE_MIX: Array<Record<string, unknown>> = [
  { text: 'protein' },
  { text: 'witamina', _locale: 'pl' },
  { text: 'wasser', _locale: 'de' },
  { category: 'calculators' },
  { page: 2 },
];
const ONE_DAY: PlanInput = {
  targetCalories: 2000,
  preferences: { dietType: 'any', allergens: ['milk'] },
  schedule: [
    { id: 'b', time: '08:00', type: 'Meal', label: '' },
    { id: 'l', time: '13:00', type: 'Meal', label: '' },
    { id: 'd', time: '19:00', type: 'Meal', label: '' },
  ],
  planDuration: 1,
  startDate: '2026-12-01',
  seed: 1,
};
const TEXTS = MIX.filter((q) => typeof q.text === 'string') as Array<{ text: string; _locale?: string }>;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const stats = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return { p50: pct(s, 50), p95: pct(s, 95), p99: pct(s, 99) };
};
const fmt = (x: { p50: number; p95: number; p99: number }) =>
  `p50 ${x.p50.toFixed(2)} ms, p95 ${x.p95.toFixed(2)} ms, p99 ${x.p99.toFixed(2)} ms`;

// BENCH_DIALECTS=postgres (or sqlite) runs one of them only.
const DIALECTS = TEST_DIALECTS.filter(
  (d) => !process.env.BENCH_DIALECTS || process.env.BENCH_DIALECTS.split(',').includes(d),
);

for (const dialect of DIALECTS) {
  const target = await freshDatabase(dialect);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: target.url,
    PUBLIC_API_KEY: KEY,
    ADMIN_PASSWORD: 'bench-admin-pw',
    RATE_LIMIT_ENABLED: 'false',
    VAR_DIR: 'var/test-cache',
    ...(process.env.DB_READERS ? { DB_READERS: process.env.DB_READERS } : {}),
  });
  const { app } = await buildApp(config);
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
    console.log(
      `\nsearch/${dialect}: vocabulary ${added.vocabulary}; ${RECIPES} synthetic recipes added in ${added.seconds.toFixed(1)} s`,
    );

    const perQuery = new Map<string, number[]>();
    const firstOf = new Map<string, number>();
    const api: number[] = [];
    const firstRound: number[] = [];
    const apiText: number[] = [];
    const floor: number[] = [];
    const ask = async (query: Record<string, unknown>) => {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/recipes/search',
        headers: { authorization: `Bearer ${KEY}` },
        payload: query,
      });
      if (res.statusCode !== 200) throw new Error(`${JSON.stringify(query)} → ${res.statusCode} ${res.body}`);
      return performance.now() - t0;
    };
    /** The raw ranked text query (page and count) through the same connection and readers. */
    const floorOf = async (query: { text: string; _locale?: string }) => {
      const t0 = performance.now();
      await app.searchProvider.search({
        entityType: 'recipe',
        locale: query._locale ?? 'en',
        text: query.text,
        limit: 12,
      });
      return performance.now() - t0;
    };
    // The floor of each text query right after its API call, under the same conditions (caches, other work).
    const pairedFloor: number[] = [];
    const apiAfterWrite: number[] = [];
    const floorAfterWrite: number[] = [];
    const pageTurns: number[] = [];
    const repeats: number[] = [];
    for (let round = 0; round < ROUNDS + 1; round++) {
      // As after a write: the revision moves, so every answer is computed and every total counted again.
      await sql`UPDATE change_counters SET revision = revision + 1`.execute(db);
      for (const query of MIX) {
        const ms = await ask(query);
        if (round === 0) {
          firstRound.push(ms);
          firstOf.set(JSON.stringify(query), ms);
          continue;
        }
        api.push(ms);
        perQuery.set(JSON.stringify(query), [...(perQuery.get(JSON.stringify(query)) ?? []), ms]);
        if (typeof query.text === 'string') {
          apiText.push(ms);
          pairedFloor.push(await floorOf(query as { text: string; _locale?: string }));
        }
        // The next page: its total was counted a moment ago; then the same page again, answered as kept.
        pageTurns.push(await ask({ ...query, page: Number(query.page ?? 1) + 1 }));
        repeats.push(await ask(query));
      }
      for (const query of TEXTS) {
        const ms = await floorOf(query);
        if (round > 0) floor.push(ms);
      }
      // Both right after a write, each: a write makes SQLite's readers drop the pages they had cached, which
      // every computed API call above meets (the revision moved) and the two floors above never do.
      for (const query of TEXTS) {
        await sql`UPDATE change_counters SET revision = revision + 1`.execute(db);
        const apiMs = await ask(query);
        await sql`UPDATE change_counters SET revision = revision + 1`.execute(db);
        const floorMs = await floorOf(query);
        if (round === 0) continue;
        apiAfterWrite.push(apiMs);
        floorAfterWrite.push(floorMs);
      }
    }
    if (process.env.BENCH_VERBOSE)
      for (const [query, times] of perQuery)
        console.log(
          `  p50 ${stats(times).p50.toFixed(1).padStart(6)} ms · max ${Math.max(...times)
            .toFixed(1)
            .padStart(6)} ms · first ${firstOf.get(query)!.toFixed(1).padStart(6)} ms  ${query}`,
        );
    const a = stats(api);
    const at = stats(apiText);
    const f = stats(floor);
    console.log(`search/${dialect}: API mix, first round (cold caches): ${fmt(stats(firstRound))}`);
    console.log(`search/${dialect}: API mix, computed and counted (${api.length} requests): ${fmt(a)}`);
    console.log(`search/${dialect}: API mix, next page (total kept): ${fmt(stats(pageTurns))}`);
    console.log(`search/${dialect}: API mix, asked again (answer kept): ${fmt(stats(repeats))}`);
    console.log(`search/${dialect}: API text queries, computed: ${fmt(at)}`);
    const pf = stats(pairedFloor);
    console.log(`search/${dialect}: SearchProvider floor, in a loop of its own: ${fmt(f)}`);
    console.log(`search/${dialect}: SearchProvider floor, right after each API call: ${fmt(pf)}`);
    console.log(
      `search/${dialect}: API/floor ratio for text queries (floor in its own loop): p50 ${(at.p50 / f.p50).toFixed(2)}, p99 ${(at.p99 / f.p99).toFixed(2)}`,
    );
    console.log(
      `search/${dialect}: API/floor ratio for text queries (floor right after each call): p50 ${(at.p50 / pf.p50).toFixed(2)}, p99 ${(at.p99 / pf.p99).toFixed(2)}`,
    );
    const aw = stats(apiAfterWrite);
    const fw = stats(floorAfterWrite);
    console.log(`search/${dialect}: API text query right after a write: ${fmt(aw)}`);
    console.log(`search/${dialect}: SearchProvider floor right after a write: ${fmt(fw)}`);
    console.log(
      `search/${dialect}: API/floor ratio for text queries (both right after a write): p50 ${(aw.p50 / fw.p50).toFixed(2)}, p99 ${(aw.p99 / fw.p99).toFixed(2)}`,
    );

    for (const [kind, url, mix] of [
      ['e-books', '/api/ebooks/search', EBOOK_MIX],
      ['articles', '/api/articles/search', ARTICLE_MIX],
    ] as const) {
      const times: number[] = [];
      for (let round = 0; round < ROUNDS + 1; round++) {
        await sql`UPDATE change_counters SET revision = revision + 1`.execute(db);
        for (const query of mix) {
          const t0 = performance.now();
          const res = await app.inject({
            method: 'POST',
            url,
            headers: { authorization: `Bearer ${KEY}` },
            payload: { _locale: 'en', ...query },
          });
          if (res.statusCode !== 200) throw new Error(`${url} ${JSON.stringify(query)} → ${res.statusCode}`);
          if (round > 0) times.push(performance.now() - t0);
        }
      }
      console.log(
        `search/${dialect}: ${kind} mix, computed and counted (${times.length} requests): ${fmt(stats(times))}`,
      );
    }

    // The directory's place search (issue 17 A10) beside 100,000 synthetic specialists.
    const specialists = Number(process.env.BENCH_SPECIALISTS ?? 100_000);
    const seconds = await addSyntheticSpecialists(db, specialists);
    console.log(`search/${dialect}: ${specialists} synthetic specialists added in ${seconds.toFixed(1)} s`);
    await runGeoBench(app, db, `search/${dialect}`, KEY, Math.max(ROUNDS, 20));

    // The plan generator's data at this size: what the main thread does (read the packed data; the event
    // loop's longest stall while it does), what each plan worker does with it (unpack), and a plan after a
    // change end to end (reload, hand over, unpack on the worker, a one-day plan).
    const generator = createGeneratorData(db, app.searchProvider);
    const stalls = monitorEventLoopDelay({ resolution: 1 });
    stalls.enable();
    const first = performance.now();
    const data = await generator.planData();
    const firstMs = performance.now() - first;
    stalls.disable();
    const kept = performance.now();
    const same = await generator.planData();
    const keptMs = performance.now() - kept;
    const unpacks: number[] = [];
    let unpacked = unpackPlanData(data);
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      unpacked = unpackPlanData(data);
      unpacks.push(performance.now() - t0);
    }
    const pool = createPlanPool(() => generator.planData(), {
      size: 1,
      perClient: 1,
      queueLimit: 1,
      timeoutMs: 120_000,
    });
    const planAfterChange: number[] = [];
    try {
      await pool.generate(ONE_DAY, 'bench');
      for (let i = 0; i < 3; i++) {
        await db
          .updateTable('recipes')
          .set({ portions: 2 + i })
          .where('id', '=', unpacked.recipes[0]!.id)
          .execute();
        const t0 = performance.now();
        await pool.generate(ONE_DAY, 'bench');
        planAfterChange.push(performance.now() - t0);
      }
    } finally {
      await pool.close();
    }
    if (same !== data || (await generator.planData()) === data)
      throw new Error('generator data: kept and reloaded as expected?');
    const ms = (list: number[]) => list.map((v) => v.toFixed(0)).join(' / ');
    console.log(
      `search/${dialect}: generator data (${unpacked.recipes.length} recipes, ${unpacked.recipes.reduce((n, r) => n + r.ingredients.length, 0)} ingredients): first load ${firstMs.toFixed(0)} ms (longest event-loop stall ${(stalls.max / 1e6).toFixed(0)} ms), kept ${keptMs.toFixed(2)} ms; unpacked on a plan worker ${ms(unpacks)} ms; a one-day plan right after a change ${ms(planAfterChange)} ms`,
    );
  } finally {
    await app.close();
    // BENCH_KEEP=1 leaves the database for query-plan work and prints where it is.
    if (process.env.BENCH_KEEP) console.log(`kept: ${target.url}`);
    else await target.drop();
  }
}

/**
 * `npm run bench:search` (not part of CI): a separate database with the real reference data plus 100,000
 * synthetic recipes, then p50/p95/p99 of POST /api/recipes/search (through inject) over a fixed mix of
 * text queries, filters and sorts, the raw SearchProvider text query (the floor), and the API/floor ratio.
 * SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. BENCH_RECIPES overrides the 100,000.
 */
import { performance } from 'node:perf_hooks';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { importReferenceData } from '../src/server/modules/reference-data/reference-import';
import { recipeFacets } from '../src/server/modules/reference-data/recipe-facets';
import {
  SR28_NUTRIENT_COLUMNS,
  type NutrientColumn,
  type NutrientValues,
} from '../src/server/modules/reference-data/sr28';
import { sortKey } from '../src/core/text/sort-key';
import { freshDatabase, TEST_DIALECTS } from '../src/server/testing/test-app';
import { catalogueIndexing } from '../src/server/modules/catalogue/catalogues';
import { createGeneratorData } from '../src/server/modules/diet-generator/generator-data';
import { loadPlanData } from '../src/server/modules/diet-generator/plan-data';

const RECIPES = Number(process.env.BENCH_RECIPES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const KEY = 'bench-public-api-key-0123456789';
// ~80 columns a row: 300 rows keep a statement under SQLite's 32,766 bind parameters.
const BATCH = 300;

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
const TEXTS = MIX.filter((q) => typeof q.text === 'string') as Array<{ text: string; _locale?: string }>;

/**
 * Synthetic names are drawn from the words of our real recipe names in each language, so a query word is
 * about as selective as it is on the real catalogue (a few hundred matches in 100,000, not a tenth of them).
 */
function vocabulary(locale: 'en' | 'pl' | 'de'): string[] {
  const words = new Set<string>();
  for (const file of readdirSync('content/recipes').filter((f) => f.endsWith('.json'))) {
    for (const recipe of JSON.parse(readFileSync(join('content/recipes', file), 'utf8')) as Array<{
      name: Record<string, string>;
    }>) {
      for (const word of recipe.name[locale]?.split(/[\s,–()-]+/) ?? [])
        if (word.length > 2) words.add(word.toLowerCase());
    }
  }
  return [...words].sort();
}
const WORDS = vocabulary('en');
const WORDS_PL = vocabulary('pl');
const WORDS_DE = vocabulary('de');
const OCCASIONS = ['breakfast', 'lunch', 'dinner', 'snack', 'dessert'];
const CATEGORIES = ['soup', 'salad', 'main-dish', 'pasta', 'stew', 'porridge', 'snack', 'dessert'];
const TAGS = ['one-pot', 'meal-prep', 'budget', 'classic', 'spicy'];
const ALLERGENS = ['milk', 'gluten', 'eggs', 'nuts', 'fish', 'soybeans'];

let seed = 7;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)] as T;
const some = <T>(list: T[], max: number) => [
  ...new Set(Array.from({ length: 1 + Math.floor(rnd() * max) }, () => pick(list))),
];
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const stats = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return { p50: pct(s, 50), p95: pct(s, 95), p99: pct(s, 99) };
};
const fmt = (x: { p50: number; p95: number; p99: number }) =>
  `p50 ${x.p50.toFixed(2)} ms, p95 ${x.p95.toFixed(2)} ms, p99 ${x.p99.toFixed(2)} ms`;

for (const dialect of TEST_DIALECTS) {
  const target = await freshDatabase(dialect);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: target.url,
    PUBLIC_API_KEY: KEY,
    ADMIN_PASSWORD: 'bench-admin-pw',
    RATE_LIMIT_ENABLED: 'false',
    VAR_DIR: 'var/test-cache',
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
    const references = (
      await db.selectFrom('nutrients').select(['code', 'daily_men', 'daily_woman']).execute()
    ).map((n) => ({
      code: n.code as NutrientColumn,
      dailyMen: n.daily_men,
      dailyWoman: n.daily_woman,
    }));
    const dailyOf = new Map(references.map((r) => [r.code, Math.min(r.dailyMen ?? 10, r.dailyWoman ?? 10)]));
    const started = performance.now();
    for (let start = 0; start < RECIPES; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, RECIPES - start) }, (_, i) => {
        const n = start + i;
        const en = `${pick(WORDS)} ${pick(WORDS)} with ${pick(WORDS)} #${n}`;
        const pl = `${pick(WORDS_PL)} ${pick(WORDS_PL)} z ${pick(WORDS_PL)} #${n}`;
        const de = `${pick(WORDS_DE)} ${pick(WORDS_DE)} mit ${pick(WORDS_DE)} #${n}`;
        // Per portion: up to 40 % of each nutrient's reference intake (10 % where none is set).
        const nutrients = Object.fromEntries(
          SR28_NUTRIENT_COLUMNS.map((c) => [c, Math.round(rnd() * 0.4 * (dailyOf.get(c) ?? 10) * 100) / 100]),
        );
        return {
          ...nutrients,
          name_en: en,
          name_pl: pl,
          name_de: de,
          slug_en: `s-${n}`,
          slug_pl: `s-${n}`,
          slug_de: `s-${n}`,
          sort_key_en: sortKey(en, 'en'),
          sort_key_pl: sortKey(pl, 'pl'),
          sort_key_de: sortKey(de, 'de'),
          description_en: `Synthetic ${en}.`,
          description_pl: `Syntetyczne ${pl}.`,
          description_de: `Synthetisch ${de}.`,
          instructions_en: '["Cook."]',
          instructions_pl: '["Gotuj."]',
          instructions_de: '["Kochen."]',
          portions: 1 + Math.floor(rnd() * 6),
          prep_time_min: 5 + Math.floor(rnd() * 120),
          hard: rnd() < 0.1 ? 1 : 0,
          cuisine: 'international',
          diet_type: pick(['vegan', 'vegetarian', 'fish', 'meat']),
          occasions: JSON.stringify(some(OCCASIONS, 2)),
          categories: JSON.stringify(some(CATEGORIES, 2)),
          tags: JSON.stringify(some(TAGS, 2)),
          allergens: JSON.stringify(some(ALLERGENS, 3)),
          may_contain_allergens: '[]',
          source: 'bench-synthetic',
          source_id: `bench-${n}`,
        };
      });
      const inserted = await db
        .insertInto('recipes')
        .values(rows)
        .returning([
          'id',
          'name_en',
          'name_pl',
          'name_de',
          'description_en',
          'description_pl',
          'description_de',
        ])
        .execute();
      const facetRows = inserted.flatMap((r, i) => {
        const row = rows[i]!;
        return recipeFacets(
          {
            tags: JSON.parse(row.tags),
            categories: JSON.parse(row.categories),
            occasions: JSON.parse(row.occasions),
            allergens: JSON.parse(row.allergens),
            mayContain: [],
            prepTimeMin: row.prep_time_min,
            portions: row.portions,
            hard: row.hard === 1,
            perPortion: Object.fromEntries(
              SR28_NUTRIENT_COLUMNS.map((c) => [c, (row as Record<string, unknown>)[c] as number]),
            ) as NutrientValues,
          },
          references,
        ).map(([facet, value]) => ({ facet, value, recipe_id: r.id }));
      });
      for (let f = 0; f < facetRows.length; f += 5000)
        await db
          .insertInto('recipe_facets')
          .values(facetRows.slice(f, f + 5000))
          .execute();
      await app.searchProvider.upsert(
        inserted.flatMap((r) =>
          (['en', 'pl', 'de'] as const).map((locale) => ({
            entityType: 'recipe',
            entityId: r.id,
            locale,
            name: r[`name_${locale}`],
            body: r[`description_${locale}`],
          })),
        ),
      );
    }
    // What autovacuum does after a bulk load (PostgreSQL's index-only scans need the visibility map).
    await sql.raw(dialect === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE').execute(db);
    console.log(
      `\nsearch/${dialect}: vocabulary ${WORDS.length}/${WORDS_PL.length}/${WORDS_DE.length} words (en/pl/de); ${RECIPES} synthetic recipes added in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const perQuery = new Map<string, number[]>();
    const firstOf = new Map<string, number>();
    const api: number[] = [];
    // The first round counts every total; later rounds find it kept (the same filters, nothing written).
    const firstRound: number[] = [];
    const apiText: number[] = [];
    const floor: number[] = [];
    for (let round = 0; round < ROUNDS + 1; round++) {
      for (const query of MIX) {
        const t0 = performance.now();
        const res = await app.inject({
          method: 'POST',
          url: '/api/recipes/search',
          headers: { authorization: `Bearer ${KEY}` },
          payload: query,
        });
        const ms = performance.now() - t0;
        if (res.statusCode !== 200)
          throw new Error(`${JSON.stringify(query)} → ${res.statusCode} ${res.body}`);
        if (round === 0) {
          firstRound.push(ms);
          firstOf.set(JSON.stringify(query), ms);
          continue;
        }
        api.push(ms);
        perQuery.set(JSON.stringify(query), [...(perQuery.get(JSON.stringify(query)) ?? []), ms]);
        if (typeof query.text === 'string') apiText.push(ms);
      }
      for (const query of TEXTS) {
        const t0 = performance.now();
        await app.searchProvider.search({
          entityType: 'recipe',
          locale: query._locale ?? 'en',
          text: query.text,
          limit: 12,
        });
        if (round > 0) floor.push(performance.now() - t0);
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
    console.log(`search/${dialect}: API mix, first round (totals counted): ${fmt(stats(firstRound))}`);
    console.log(`search/${dialect}: API mix (${api.length} requests): ${fmt(a)}`);
    console.log(`search/${dialect}: API text queries: ${fmt(at)}`);
    console.log(`search/${dialect}: SearchProvider floor: ${fmt(f)}`);
    console.log(
      `search/${dialect}: API/floor ratio for text queries: p50 ${(at.p50 / f.p50).toFixed(2)}, p99 ${(at.p99 / f.p99).toFixed(2)}`,
    );

    // The plan generator's data at this size: its first load, and the reload after a recipe changed.
    const loads: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      await loadPlanData(db);
      loads.push(performance.now() - t0);
    }
    const generator = createGeneratorData(db, app.searchProvider);
    const first = performance.now();
    const data = await generator.planData();
    const firstMs = performance.now() - first;
    const kept = performance.now();
    const same = await generator.planData();
    const keptMs = performance.now() - kept;
    await db.updateTable('recipes').set({ portions: 2 }).where('id', '=', data.recipes[0]!.id).execute();
    const reload = performance.now();
    const changed = await generator.planData();
    const reloadMs = performance.now() - reload;
    if (same !== data || changed === data) throw new Error('generator data: kept and reloaded as expected?');
    console.log(
      `search/${dialect}: generator data (${data.recipes.length} recipes): first load ${firstMs.toFixed(0)} ms (loadPlanData ${loads.map((ms) => ms.toFixed(0)).join(' / ')} ms), kept ${keptMs.toFixed(2)} ms, reloaded after a change ${reloadMs.toFixed(0)} ms`,
    );
  } finally {
    await app.close();
    // BENCH_KEEP=1 leaves the database for query-plan work and prints where it is.
    if (process.env.BENCH_KEEP) console.log(`kept: ${target.url}`);
    else await target.drop();
  }
}

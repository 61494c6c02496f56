/**
 * `npm run bench:load` (issue 12 B17, issue 13 A8): the server in a process of its own on loopback, with the
 * real reference data (306 recipes) and then with 100,000 synthetic recipes more (LOAD_SYNTHETIC, comma-
 * separated, "0,100000" by default), rate limiting off. autocannon drives catalogue search (one query, which
 * the server answers from its answer cache after the first time, also asked as a browser asks, brotli; and
 * 600 different ones in turn, which it computes), the recipes page, a recipe page and health at 10 and 50 connections for LOAD_SECONDS (default 10) each, and measures
 * /api/health from one more connection while search runs at 50. Prints req/s, p50/p99 latency and errors.
 * Goals: search ≥ 1,000 req/s with p99 < 100 ms at 50 connections; health p50 < 5 ms under search load.
 * The load generator shares the machine's cores with the server, so req/s are lower bounds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer } from './support/bench-server-process';
import { BENCH_API_KEY } from './support/served-app';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const SIZES = (process.env.LOAD_SYNTHETIC ?? '0,100000').split(',').map(Number);

/** What Chrome and Firefox send. */
const BROWSER = 'gzip, deflate, br, zstd';

const search: autocannon.Request = {
  method: 'POST',
  path: '/api/recipes/search',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${BENCH_API_KEY}` },
  body: JSON.stringify({ text: 'soup', _locale: 'en' }),
};

/**
 * Searches no cache has seen: 600 different ones (200 words of our recipe names × pages 1–3) asked in turn,
 * more than the 500 answers the server keeps, so each is computed (its total may have been counted before).
 */
function rotatingSearch(): autocannon.Request {
  const words = [
    ...new Set(
      readdirSync('content/recipes')
        .filter((file) => file.endsWith('.json'))
        .flatMap((file) =>
          (
            JSON.parse(readFileSync(join('content/recipes', file), 'utf8')) as Array<{ name: { en: string } }>
          ).flatMap((recipe) => recipe.name.en.toLowerCase().split(/[^a-z]+/)),
        )
        .filter((word) => word.length > 3),
    ),
  ]
    .sort()
    .slice(0, 200);
  let next = 0;
  return {
    ...search,
    setupRequest: (request) => {
      const n = next++;
      return {
        ...request,
        body: JSON.stringify({
          text: words[n % words.length],
          page: 1 + (Math.floor(n / words.length) % 3),
          _locale: 'en',
        }),
      };
    },
  };
}

const line = (recipes: number, connections: number, name: string, result: autocannon.Result) =>
  console.log(
    `${String(recipes).padStart(6)} recipes · ${String(connections).padStart(2)} conn · ${name.padEnd(30)} ${Math.round(result.requests.average).toString().padStart(6)} req/s · p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · errors ${result.errors + result.timeouts + result.non2xx}`,
  );

console.log(`server in its own process, loopback, ${SECONDS} s per run, rate limiting off`);
for (const synthetic of SIZES) {
  const server = await startBenchServer(synthetic);
  try {
    const targets: Array<[string, autocannon.Request]> = [
      ['recipe search "soup"', search],
      // As a browser asks: the kept answer's brotli form is kept with it (http/written-once.ts).
      [
        'recipe search "soup", brotli',
        { ...search, headers: { ...search.headers, 'accept-encoding': BROWSER } },
      ],
      ['600 different searches in turn', rotatingSearch()],
      ['recipes page /en/recipes/', { method: 'GET', path: '/en/recipes/' }],
      ['a recipe page', { method: 'GET', path: server.recipe }],
      ['health', { method: 'GET', path: '/api/health' }],
    ];
    for (const connections of [10, 50])
      for (const [name, request] of targets) {
        const result = await autocannon({
          url: server.base,
          connections,
          duration: SECONDS,
          requests: [request],
        });
        line(server.recipes, connections, name, result);
      }
    // The event loop under load: health from one more connection while computed searches run at 50.
    const [underLoad, health] = await Promise.all([
      autocannon({ url: server.base, connections: 50, duration: SECONDS, requests: [rotatingSearch()] }),
      autocannon({
        url: server.base,
        connections: 1,
        duration: SECONDS,
        requests: [{ method: 'GET', path: '/api/health' }],
      }),
    ]);
    line(server.recipes, 50, 'search, with health beside it', underLoad);
    line(server.recipes, 1, 'health during that search load', health);
  } finally {
    await server.stop();
  }
}

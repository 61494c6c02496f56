/**
 * `npm run bench:pages` (issue 14 A7): server-rendered pages at PAGES_SYNTHETIC synthetic recipes (100,000 by
 * default) beside the real ones, the server pinned to one core (`taskset -c 0`; its database readers share
 * it), the load generator and Chromium on the other. Prints:
 * - server render time p50/p99 of the recipe list and of recipe pages, each page rendered for the first time
 *   (PAGES_RENDERS different list pages `?page=n`, and as many recipe pages from the sitemap, one at a time,
 *   after 20 of each to warm up),
 *   read from the `Server-Timing: render;dur=` header (data through the app's routes in process, React's
 *   renders, dehydrated state);
 * - sustained req/s and latency with autocannon at 10 and 50 connections for the list and a recipe page (as
 *   guests get them: rendered once per catalogue revision, then kept), and for list pages each rendered anew;
 * - /api/health latency from one more connection while list pages are rendered anew (the event loop);
 * - Lighthouse (mobile, its default simulated throttling) performance, accessibility, best practices and SEO
 *   scores for /en/recipes/, a recipe page and /en/, the median of LIGHTHOUSE_RUNS runs (1 by default; 0 skips them).
 * Goals: ≥ 500 req/s for the list with p99 < 50 ms; Lighthouse ≥ 95 in each category.
 */
import autocannon from 'autocannon';
import { startBenchServer } from './support/bench-server-process';
import { figuresLine, lighthouseFigures } from './support/lighthouse';
import { buildWeb, webBuildIsStale } from '../scripts/web-build';

const SYNTHETIC = Number(process.env.PAGES_SYNTHETIC ?? 100_000);
const RENDERS = Number(process.env.PAGES_RENDERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const WARM_UP = 20;
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);

if (webBuildIsStale('dist/web')) {
  console.log('building the web app and its server renderer…');
  buildWeb({ quiet: true });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Render times (ms) of pages rendered for the first time, one request at a time. */
async function renderTimes(base: string, paths: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const path of paths) {
    const response = await fetch(`${base}${path}`);
    await response.text();
    const timing = /render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
    if (response.status !== 200 || !timing) throw new Error(`${path}: ${response.status}, not rendered`);
    times.push(Number(timing[1]));
  }
  return times.sort((a, b) => a - b);
}

/** Recipe pages from the sitemap: the address every search engine starts from. */
async function recipePaths(base: string, count: number): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemaps/en-recipeDetail-1.xml`)).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  // Spread over the catalogue, not only its newest recipes.
  const step = Math.max(1, Math.floor(urls.length / count));
  return urls.filter((_, i) => i % step === 0).slice(0, count);
}

function rotating(paths: string[]): autocannon.Request {
  let next = 0;
  return { method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) };
}

const server = await startBenchServer(SYNTHETIC, { pinnedToCore: 0 });
try {
  console.log(
    `${server.recipes} recipes; server pinned to one core; ${RENDERS} first renders each; autocannon ${SECONDS} s per run`,
  );
  const listPaths = Array.from({ length: RENDERS + WARM_UP }, (_, i) => `/en/recipes/?page=${i + 2}`);
  const recipes = await recipePaths(server.base, RENDERS + WARM_UP + 1);
  for (const [name, paths] of [
    ['recipe list (?page=n)', listPaths],
    ['recipe page', recipes.slice(1)],
  ] as const) {
    // The first renders compile the code paths (JIT): they are not what a running server sees.
    await renderTimes(server.base, paths.slice(0, WARM_UP));
    const times = await renderTimes(server.base, paths.slice(WARM_UP));
    console.log(
      `render ${name.padEnd(22)} p50 ${percentile(times, 50).toFixed(1)} ms · p99 ${percentile(times, 99).toFixed(1)} ms (${times.length} pages)`,
    );
  }
  const targets: Array<[string, autocannon.Request]> = [
    ['/en/recipes/', { method: 'GET', path: '/en/recipes/' }],
    ['a recipe page', { method: 'GET', path: recipes[0]! }],
    [
      'list pages, each rendered anew',
      rotating(Array.from({ length: 5_000 }, (_, i) => `/en/recipes/?page=${i + 300}&perPage=12`)),
    ],
  ];
  for (const connections of [10, 50])
    for (const [name, request] of targets) {
      const result = await autocannon({
        url: server.base,
        connections,
        duration: SECONDS,
        requests: [request],
      });
      console.log(
        `${String(connections).padStart(2)} conn · ${name.padEnd(32)} ${Math.round(result.requests.average).toString().padStart(6)} req/s · p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · errors ${result.errors + result.timeouts + result.non2xx}`,
      );
    }
  // The event loop while pages are rendered anew: health from one more connection.
  const [rendering, health] = await Promise.all([
    autocannon({ url: server.base, connections: 10, duration: SECONDS, requests: [targets[2]![1]] }),
    autocannon({
      url: server.base,
      connections: 1,
      duration: SECONDS,
      requests: [{ method: 'GET', path: '/api/health' }],
    }),
  ]);
  console.log(
    `health during first renders (${Math.round(rendering.requests.average)} pages/s): p50 ${health.latency.p50} ms · p99 ${health.latency.p99} ms`,
  );
  for (const path of LIGHTHOUSE_RUNS > 0 ? ['/en/recipes/', recipes[0]!, '/en/'] : []) {
    const figures = await lighthouseFigures(`${server.base}${path}`, LIGHTHOUSE_RUNS);
    console.log(
      `lighthouse (mobile, median of ${LIGHTHOUSE_RUNS}) ${path.slice(0, 40).padEnd(40)} ${figuresLine(figures)}`,
    );
  }
} finally {
  await server.stop();
}

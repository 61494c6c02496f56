/**
 * `npm run bench:load` (issue 12 B17): one server process on loopback with the real reference data and rate
 * limiting off; autocannon drives catalogue search, the recipes page, a recipe detail page and health at 10
 * and 50 connections for LOAD_SECONDS (default 10) each, and prints req/s, p50/p99 latency and errors.
 * Goal: search ≥ 1,000 req/s with 0 errors and p99 < 100 ms. The load generator shares the machine's cores.
 */
import autocannon from 'autocannon';
import { servedAppWithData } from './support/served-app';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const API_KEY = 'bench-public-api-key-0123456789';

const { app, base, close } = await servedAppWithData({
  NODE_ENV: 'production',
  LOG_FORMAT: 'json',
  PUBLIC_API_KEY: API_KEY,
});
try {
  const recipe = await app.database.db
    .selectFrom('recipes')
    .select(['id', 'slug_en'])
    .orderBy('id')
    .executeTakeFirstOrThrow();

  const targets: Array<{ name: string; request: autocannon.Request }> = [
    {
      name: 'recipe search "soup"',
      request: {
        method: 'POST',
        path: '/api/recipes/search',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${API_KEY}` },
        body: JSON.stringify({ text: 'soup', _locale: 'en' }),
      },
    },
    { name: 'recipes page /en/recipes/', request: { method: 'GET', path: '/en/recipes/' } },
    {
      name: `recipe page /en/recipes/${recipe.id}-…`,
      request: { method: 'GET', path: `/en/recipes/${recipe.id}-${recipe.slug_en}` },
    },
    { name: 'health', request: { method: 'GET', path: '/api/health' } },
  ];
  console.log(`one process, loopback, ${SECONDS} s per run, rate limiting off`);
  for (const connections of [10, 50]) {
    for (const target of targets) {
      const result = await autocannon({
        url: base,
        connections,
        duration: SECONDS,
        requests: [target.request],
      });
      const errors = result.errors + result.timeouts + result.non2xx;
      console.log(
        `${String(connections).padStart(2)} conn · ${target.name.padEnd(34)} ${Math.round(result.requests.average).toString().padStart(6)} req/s · p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · errors ${errors}`,
      );
    }
  }
} finally {
  await close();
}

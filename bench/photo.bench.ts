/**
 * `npm run bench:photo` (issue 22 A8): photo to kcal on this machine (2 cores), the server in a process of its
 * own on loopback (rate limiting off), the embedded MobileNetV2 model. Prints:
 * - the recognise call's latency, one photo at a time (`PHOTO_ROUNDS`, default 100, after 10 to warm up): p50
 *   and p99 of the whole request (upload, check by content, preprocessing, inference, mapping to foods);
 * - 4 concurrent uploads for `LOAD_SECONDS` (10): photos per second and their p99;
 * - the catalogue search's p50/p99 at 10 connections alone and while the 4 uploads run (the event loop is not
 *   blocked by inference: the search keeps its p99).
 * Goal: p99 < 300 ms for one photo.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startBenchServer } from './support/bench-server-process';
import { BENCH_API_KEY } from './support/served-app';

const ROUNDS = Number(process.env.PHOTO_ROUNDS ?? 100);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const PHOTO = readFileSync('data/fixtures/photos/hotdog.jpg');

const recognise: autocannon.Request = {
  method: 'POST',
  path: '/api/food-recognition/recognize?locale=en',
  headers: { 'content-type': 'image/jpeg' },
  body: PHOTO,
};
const search: autocannon.Request = {
  method: 'POST',
  path: '/api/recipes/search',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${BENCH_API_KEY}` },
  body: JSON.stringify({ text: 'soup', _locale: 'en' }),
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const server = await startBenchServer(0);
try {
  const url = `${server.base}${recognise.path}`;
  const times: number[] = [];
  for (let i = 0; i < ROUNDS + 10; i += 1) {
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg' },
      body: PHOTO,
    });
    const body = (await response.json()) as { recognitions?: Array<{ name: string }> };
    if (!response.ok || !body.recognitions?.length) throw new Error(`recognise answered ${response.status}`);
    if (i >= 10) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `photo: one at a time (${ROUNDS} photos of ${(PHOTO.length / 1024).toFixed(0)} KB): p50 ${percentile(times, 50).toFixed(1)} ms · p99 ${percentile(times, 99).toFixed(1)} ms (goal p99 < 300 ms)`,
  );
  const searchAlone = await autocannon({
    url: server.base,
    connections: 10,
    duration: SECONDS,
    requests: [search],
  });
  const [photos, searchDuring] = await Promise.all([
    autocannon({ url: server.base, connections: 4, duration: SECONDS, requests: [recognise] }),
    autocannon({ url: server.base, connections: 10, duration: SECONDS, requests: [search] }),
  ]);
  console.log(
    `photo: 4 concurrent uploads: ${photos.requests.average.toFixed(1)} photos/s · p50 ${photos.latency.p50} ms · p99 ${photos.latency.p99} ms · errors ${photos.errors + photos.timeouts + photos.non2xx}`,
  );
  console.log(
    `photo: catalogue search at 10 connections alone p50 ${searchAlone.latency.p50} ms · p99 ${searchAlone.latency.p99} ms (${Math.round(searchAlone.requests.average)} req/s); during the uploads p50 ${searchDuring.latency.p50} ms · p99 ${searchDuring.latency.p99} ms (${Math.round(searchDuring.requests.average)} req/s)`,
  );
} finally {
  await server.stop();
}

/**
 * `npm run bench:home` (issue 21 A2): the home page as a phone on a slow network sees it. Lighthouse (mobile,
 * simulated throttling, Debian's Chromium) on /en/, /de/ and /pl/, the median of HOME_LIGHTHOUSE_RUNS runs
 * (3 by default): performance, accessibility, best practices and SEO scores, largest contentful paint, total
 * blocking time and cumulative layout shift. Also the server's render time of /en/ (every block's data
 * fetched in process), read from `Server-Timing`, p50 of 20 renders after 5 to warm up.
 * Goals: each score ≥ 95; CLS < 0.1.
 */
import { startBenchServer } from './support/bench-server-process';
import { figuresLine, lighthouseFigures } from './support/lighthouse';
import { buildWeb, webBuildIsStale } from '../scripts/web-build';

const RUNS = Number(process.env.HOME_LIGHTHOUSE_RUNS ?? 3);

if (webBuildIsStale('dist/web')) {
  console.log('building the web app and its server renderer…');
  buildWeb({ quiet: true });
}

async function renderMs(url: string): Promise<number> {
  // A query string the page ignores makes each request a first render (kept copies are per URL).
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  await response.text();
  const timing = /render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
  return timing ? Number(timing[1]) : Number.NaN;
}

const server = await startBenchServer(0);
try {
  const times: number[] = [];
  for (let i = 0; i < 25; i += 1) {
    const ms = await renderMs(`${server.base}/en/?render=${i}`);
    if (i >= 5) times.push(ms);
  }
  times.sort((a, b) => a - b);
  console.log(
    `home: server render of /en/ p50 ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms (${times.length} renders)`,
  );
  for (const path of ['/en/', '/de/', '/pl/']) {
    const figures = await lighthouseFigures(`${server.base}${path}`, RUNS);
    console.log(`home: lighthouse (mobile, median of ${RUNS}) ${path} ${figuresLine(figures)}`);
  }
} finally {
  await server.stop();
}

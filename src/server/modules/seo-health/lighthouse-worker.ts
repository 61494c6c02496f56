import { parentPort, workerData } from 'node:worker_threads';
import type * as ChromeLauncher from 'chrome-launcher';
import type runLighthouse from 'lighthouse';
import type { LighthouseReport, LighthouseScores } from '../../../core/contracts/admin-seo';

/** What the scan hands the worker: the pages' real URLs and the browser. */
export interface LighthouseTask {
  urls: string[];
  chromiumPath: string;
}

const score = (value: number | null | undefined) =>
  typeof value === 'number' ? Math.round(value * 100) : null;

/**
 * Lighthouse on the server's Chromium, one fresh browser per page, in this worker thread so that the server's
 * event loop stays free. The package is a development dependency: loaded on demand, and a missing one is
 * reported, not thrown.
 */
async function run({ urls, chromiumPath }: LighthouseTask): Promise<LighthouseReport> {
  let lighthouse: typeof runLighthouse;
  let launcher: typeof ChromeLauncher;
  try {
    lighthouse = (await import('lighthouse')).default;
    launcher = await import('chrome-launcher');
  } catch (error) {
    return { available: false, reason: 'packageMissing', detail: String(error) };
  }
  const results: LighthouseScores[] = [];
  for (const url of urls) {
    const chrome = await launcher.launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      const categories = result?.lhr.categories ?? {};
      results.push({
        url,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories['best-practices']?.score),
        seo: score(categories.seo?.score),
      });
    } finally {
      chrome.kill();
    }
  }
  return { available: true, results };
}

run(workerData as LighthouseTask).then(
  (report) => parentPort?.postMessage(report),
  (error: unknown) =>
    parentPort?.postMessage({
      available: false,
      reason: 'failed',
      detail: error instanceof Error ? error.message : String(error),
    } satisfies LighthouseReport),
);

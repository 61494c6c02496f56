import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type { LighthouseReport } from '../../../core/contracts/admin-seo';
import type { LighthouseTask } from './lighthouse-worker';

/** How long one page may take before the whole run is given up. */
const PER_PAGE_MS = 120_000;

export interface LighthouseOptions {
  enabled: boolean;
  chromiumPath: string;
}

/**
 * Lighthouse scores of `urls` (the server's real addresses), or why there are none: switched off
 * (SEO_SCAN_LIGHTHOUSE=off), no Chromium at CHROMIUM_PATH, the package not installed, or a failed run.
 */
export async function lighthouseScores(
  urls: readonly string[],
  { enabled, chromiumPath }: LighthouseOptions,
): Promise<LighthouseReport> {
  if (!enabled) return { available: false, reason: 'disabled', detail: 'SEO_SCAN_LIGHTHOUSE=off' };
  try {
    await access(chromiumPath, constants.X_OK);
  } catch {
    return { available: false, reason: 'chromiumMissing', detail: chromiumPath };
  }
  if (urls.length === 0) return { available: true, results: [] };
  return new Promise<LighthouseReport>((resolve) => {
    const worker = new Worker(new URL('./lighthouse-entry.mjs', import.meta.url), {
      workerData: { urls: [...urls], chromiumPath } satisfies LighthouseTask,
    });
    let settled = false;
    const done = (report: LighthouseReport) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(report);
      void worker.terminate();
    };
    const timer = setTimeout(
      () => done({ available: false, reason: 'failed', detail: 'timed out' }),
      PER_PAGE_MS * urls.length,
    );
    timer.unref();
    worker.unref();
    worker.on('message', (report: LighthouseReport) => done(report));
    worker.on('error', (error) => done({ available: false, reason: 'failed', detail: error.message }));
    worker.on('exit', (code) => done({ available: false, reason: 'failed', detail: `exit ${code}` }));
  });
}

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const unusedBytes = (details: unknown) => {
  const saving = (details as { overallSavingsBytes?: unknown } | undefined)?.overallSavingsBytes;
  return typeof saving === 'number' ? saving : 0;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Lighthouse's figures of one run: the four category scores (0–100) and the page's own metrics. */
export type LighthouseFigures = Record<string, number>;

/**
 * Lighthouse (mobile, its default simulated throttling) on Debian's Chromium, `runs` times in a fresh browser
 * each: the median of each category's score, and of largest contentful paint (ms), total blocking time (ms),
 * cumulative layout shift and the "Reduce unused JavaScript" opportunity.
 */
export async function lighthouseFigures(url: string, runs: number): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!result) throw new Error(`lighthouse gave no result for ${url}`);
      const audit = (id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        ...Object.fromEntries(
          Object.entries(result.lhr.categories).map(([id, category]) => [
            id,
            Math.round((category.score ?? 0) * 100),
          ]),
        ),
        'LCP ms': Math.round(audit('largest-contentful-paint')),
        'TBT ms': Math.round(audit('total-blocking-time')),
        CLS: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
        // The "Reduce unused JavaScript" opportunity (issue 13 A6): its score (100 = not listed) and the
        // bytes Lighthouse says could be saved.
        'unused-JS score': Math.round((result.lhr.audits['unused-javascript']?.score ?? 0) * 100),
        'unused-JS KiB': Math.round(unusedBytes(result.lhr.audits['unused-javascript']?.details) / 1024),
      });
    } finally {
      chrome.kill();
    }
  }
  return Object.fromEntries(Object.keys(results[0]!).map((id) => [id, median(results.map((r) => r[id]!))]));
}

export const figuresLine = (figures: LighthouseFigures) =>
  Object.entries(figures)
    .map(([id, value]) => `${id} ${value}`)
    .join(' · ');

import type { AdminPart } from '../../http/admin-part';
import { runEvery } from '../../lib/every';
import { lighthouseScores } from './lighthouse-runner';
import {
  addSearchLogHook,
  retentionCutoff,
  SEARCH_LOG_BATCH_MAX,
  SEARCH_LOG_FLUSH_MS,
  type SearchLogEntry,
} from './search-log';
import { createSeoHealthRepo } from './seo-health.repo';
import { seoHealthRoutes } from './seo-health.routes';
import { createSeoHealthService } from './seo-health.service';

/**
 * Search-engine health dashboard and search log (issue 24 A4). The search log is written by a root hook that
 * watches the catalogue and header searches, in the background (batched, never delaying an answer), and pruned
 * hourly; scans read our own pages through `app.inject`.
 */
export const registerSeoHealth: AdminPart = async (app, { database, config }) => {
  const settings = config.seoHealth;
  const repo = createSeoHealthRepo(database.db);
  const log = app.log.child({ module: 'seo-health' });

  // The search log: entries gather for a moment and are written together — one commit (an fsync) a second at
  // most, not one per search (that halved the searches a second a kept answer can serve).
  let batch: SearchLogEntry[] = [];
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    const entries = batch;
    batch = [];
    writing = writing
      .then(() => repo.logSearches(entries, new Date()))
      .catch((error: unknown) => log.warn({ err: error }, 'search log: searches not written'));
    return writing;
  };
  addSearchLogHook(app, (entry) => {
    batch.push(entry);
    if (batch.length === 1) setTimeout(() => void flush(), SEARCH_LOG_FLUSH_MS).unref();
    // A flood of searches is written as it comes, in statements SQLite can bind (5 values a row).
    else if (batch.length >= SEARCH_LOG_BATCH_MAX) void flush();
  });
  runEvery(app, 60 * 60_000, 'search log pruning', async () => {
    await repo.pruneSearchLog(retentionCutoff(new Date(), settings.searchLogRetentionDays));
  });

  // A page rendered on the server makes API calls that count towards the rate limit of its visitor (here the
  // server itself): the scan keeps to a quarter of the read limit so that its pages render as visitors see them.
  const gapMs = config.rateLimit.enabled
    ? Math.ceil(config.rateLimit.windowMs / Math.max(1, Math.floor(config.rateLimit.max / 4)))
    : 0;
  let nextAt = 0;
  const paced = async () => {
    const wait = nextAt - Date.now();
    nextAt = Math.max(Date.now(), nextAt) + gapMs;
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
  };

  await repo.failInterrupted(new Date());
  const seoHealth = createSeoHealthService({
    repo,
    publicUrl: config.publicUrl,
    maxPages: settings.maxPages,
    maxLinks: settings.maxLinks,
    lighthousePages: settings.lighthousePages,
    lighthouse: (urls) =>
      lighthouseScores(urls, { enabled: settings.lighthouse, chromiumPath: settings.chromiumPath }),
    fetchPage: async (path) => {
      await paced();
      const answer = await app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
      return {
        status: answer.statusCode,
        body: answer.body,
        html: String(answer.headers['content-type'] ?? '').includes('html'),
      };
    },
    log,
  });
  // Before the app closes (and its database with it): a running scan stops, the last searches are written.
  app.addHook('preClose', async () => {
    await seoHealth.stop();
    await flush();
  });
  await app.register(seoHealthRoutes, { seoHealth });
};

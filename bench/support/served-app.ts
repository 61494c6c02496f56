import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { buildApp, type App } from '../../src/server/app';
import { loadConfig, type AppConfig } from '../../src/server/config';
import { catalogueIndexing } from '../../src/server/modules/catalogue/catalogues';
import { importReferenceData } from '../../src/server/modules/reference-data/reference-import';
import { freshDatabase } from '../../src/server/testing/test-app';

export const BENCH_API_KEY = 'bench-public-api-key-0123456789';

/**
 * The real server on loopback for load benchmarks: a fresh SQLite database with the full reference data,
 * rate limiting off, listening on a free port. `env` adds to (or overrides) those settings.
 */
export async function servedAppWithData(
  env: Record<string, string> = {},
): Promise<{ app: App; config: AppConfig; base: string; close(): Promise<void> }> {
  const db = await freshDatabase('sqlite');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: db.url,
    ADMIN_PASSWORD: 'bench-admin-pw',
    VAR_DIR: 'var/test-cache',
    RATE_LIMIT_ENABLED: 'false',
    ...env,
  });
  const { app } = await buildApp(config);
  const close = async () => {
    await app.close();
    await db.drop();
  };
  try {
    const paths = {
      dataDir: resolve(config.dataDir),
      contentDir: resolve('content'),
      mediaDir: resolve('var/test-cache/media'),
    };
    await importReferenceData(app.database.db, paths, {
      search: catalogueIndexing(app.database.db, app.searchProvider),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await close();
    throw error;
  }
  return { app, config, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, close };
}

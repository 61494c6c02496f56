/**
 * `npm run bench:geo` (not part of CI; `bench:search` runs the same part after its recipes): a separate
 * database with the gazetteer, our directory and 100,000 synthetic specialists (BENCH_SPECIALISTS), then
 * p50/p95/p99 of the place suggestions and of the radius search. SQLite always; PostgreSQL too when
 * TEST_DATABASE_URL is set (BENCH_DIALECTS=postgres: that one only).
 */
import { resolve } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { importDirectory } from '../src/server/modules/reference-data/directory-content';
import { importGazetteer } from '../src/server/modules/reference-data/geo-import';
import { freshDatabase, TEST_DIALECTS } from '../src/server/testing/test-app';
import { addSyntheticSpecialists, runGeoBench } from './support/geo-bench';

const SPECIALISTS = Number(process.env.BENCH_SPECIALISTS ?? 100_000);
// 20 rounds: 240 suggestions and 480 radius searches, so the p99 is not simply the slowest one.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const KEY = 'bench-public-api-key-0123456789';
const DIALECTS = TEST_DIALECTS.filter(
  (d) => !process.env.BENCH_DIALECTS || process.env.BENCH_DIALECTS.split(',').includes(d),
);

for (const dialect of DIALECTS) {
  const target = await freshDatabase(dialect);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: target.url,
    PUBLIC_API_KEY: KEY,
    ADMIN_PASSWORD: 'bench-admin-pw',
    RATE_LIMIT_ENABLED: 'false',
    VAR_DIR: 'var/test-cache',
  });
  const { app } = await buildApp(config);
  try {
    const db = app.database.db;
    const paths = {
      dataDir: resolve(config.dataDir),
      contentDir: resolve('content'),
      mediaDir: resolve('var/test-cache/media'),
    };
    await importGazetteer(db, paths);
    await importDirectory(db, paths);
    const seconds = await addSyntheticSpecialists(db, SPECIALISTS);
    console.log(`\ngeo/${dialect}: ${SPECIALISTS} synthetic specialists added in ${seconds.toFixed(1)} s`);
    await runGeoBench(app, db, `geo/${dialect}`, KEY, ROUNDS);
  } finally {
    await app.close();
    await target.drop();
  }
}

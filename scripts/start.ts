/**
 * `npm start`: builds the web app when its build is missing or stale, imports the reference data when
 * the database has none yet, then starts the server (which migrates and seeds before it listens).
 */
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/dialect';
import { migrateToLatest } from '../src/server/db/migrate';
import { runImport } from './data/import';
import { buildWeb, webBuildIsStale } from './web-build';

const config = loadConfig();
if (config.env !== 'development' && webBuildIsStale(config.webDistDir)) {
  console.log('Building the web app (about a minute on the first start)…');
  buildWeb({ quiet: true });
}

const { db, adapter, close } = openDatabase(config.databaseUrl);
await migrateToLatest(db, adapter);
const { count } = await db
  .selectFrom('foods')
  .select((eb) => eb.fn.countAll<number>().as('count'))
  .executeTakeFirstOrThrow();
await close();
if (Number(count) === 0) {
  console.log('Empty database: importing the reference data (foods, exercises, recipes; about a minute)…');
  if ((await runImport({ verbose: false })) !== 0) process.exit(1);
}
await import('../src/server/main');

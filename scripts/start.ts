/**
 * `npm start`: builds the web app when its build is missing or stale, imports the reference data and content
 * when a dataset's table is still empty, then starts the server (which migrates and seeds before it listens).
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
// An empty dataset table — a new database, or one from before a dataset arrived — means an import is due
// (it is idempotent: what is there already stays as it is).
const DATASET_TABLES = [
  'foods',
  'ebooks',
  'articles',
  'diet_templates',
  'pro_packages',
  'geo_places',
  'companies',
] as const;
const empty: string[] = [];
for (const table of DATASET_TABLES) {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) === 0) empty.push(table);
}
await close();
if (empty.length > 0) {
  console.log(`Importing the reference data and content (${empty.join(', ')} empty; about a minute)…`);
  if ((await runImport({ verbose: false })) !== 0) process.exit(1);
}
await import('../src/server/main');

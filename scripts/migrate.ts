/** `npm run db:migrate`: brings the configured database to the latest schema and exits. */
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/dialect';
import { migrateToLatest } from '../src/server/db/migrate';

const config = loadConfig();
const { db, adapter, close } = openDatabase(config.databaseUrl);
try {
  const applied = await migrateToLatest(db, adapter);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await close();
}

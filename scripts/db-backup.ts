/**
 * `npm run db:backup -- <file>` copies the configured database (DATABASE_URL) while the server runs;
 * `npm run db:restore -- <file>` puts a backup back (stop the server first).
 */
import { loadConfig } from '../src/server/config';
import { backupDatabase, restoreDatabase } from '../src/server/db/backup';

const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('Usage: npm run db:backup -- <file>   |   npm run db:restore -- <file>');
  process.exit(2);
}
const { databaseUrl } = loadConfig();
const started = Date.now();
try {
  if (command === 'backup') await backupDatabase(databaseUrl, file);
  else await restoreDatabase(databaseUrl, file);
  console.log(
    `${command === 'backup' ? 'Backed up to' : 'Restored from'} ${file} in ${Date.now() - started} ms.`,
  );
} catch (error) {
  console.error(
    `${command === 'backup' ? 'Backup' : 'Restore'} failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

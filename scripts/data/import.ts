/**
 * `npm run data:import`: imports the reference datasets from DATA_DIR and the project's content/
 * into the configured database, then prints what changed per table.
 */
import { join } from 'node:path';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/dialect';
import { migrateToLatest } from '../../src/server/db/migrate';
import {
  importReferenceData,
  silentProgress,
  totalChanges,
} from '../../src/server/modules/reference-data/reference-import';
import { changes } from '../../src/server/modules/reference-data/table-sync';
import { consoleProgress } from './progress';
import { catalogueIndexing } from '../../src/server/modules/catalogue/catalogues';

/** `verbose` prints each table's counts; otherwise one summary line (what `npm start` shows). */
export async function runImport({ verbose = true } = {}): Promise<number> {
  const config = loadConfig();
  const { db, adapter, close } = openDatabase(config.databaseUrl);
  const started = Date.now();
  try {
    await migrateToLatest(db, adapter);
    const reports = await importReferenceData(
      db,
      {
        dataDir: config.dataDir,
        contentDir: config.contentDir,
        mediaDir: join(config.varDir, 'media'),
        filesDir: config.filesDir,
      },
      {
        progress: verbose ? consoleProgress() : silentProgress,
        search: catalogueIndexing(db, adapter.createSearchProvider(db)),
      },
    );
    for (const report of verbose ? reports : []) {
      console.log(`\n${report.dataset} (${(report.ms / 1000).toFixed(1)} s)`);
      for (const [table, c] of Object.entries(report.tables)) {
        console.log(`  ${table.padEnd(20)} +${c.inserted} ~${c.updated} -${c.deleted} =${c.unchanged}`);
      }
    }
    const total = totalChanges(reports);
    console.log(
      `${verbose ? '\n' : ''}${changes(total)} changes (${total.inserted} inserted, ${total.updated} updated, ${total.deleted} deleted, ${total.unchanged} unchanged) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return 0;
  } catch (error) {
    console.error(`\nImport failed, nothing of the failing dataset was saved:\n${(error as Error).message}`);
    return 1;
  } finally {
    await close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await runImport());

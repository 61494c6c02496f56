import { Migrator, type Kysely } from 'kysely';
import type { DialectAdapter } from './dialect';
import { migrations } from './migrations/index';
import type { DB } from './schema';

export async function migrateToLatest(db: Kysely<DB>, adapter: DialectAdapter): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(adapter) } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Migrations of this build the database has not run yet (a database left behind by an older start). */
export async function pendingMigrations(db: Kysely<DB>, adapter: DialectAdapter): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(adapter) } });
  return (await migrator.getMigrations()).filter((m) => m.executedAt === undefined).map((m) => m.name);
}

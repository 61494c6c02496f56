import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';

/**
 * A counter the database bumps on every write to the catalogue's tables (issue 13 A2, A5), by
 * whichever process writes (the server, an import run from the shell, another instance): caches of search
 * totals and the plan generator's data compare it and are never stale.
 */
const COUNTER = 'catalogue';
const TABLES = ['recipes', 'recipe_facets', 'recipe_ingredients', 'search_documents', 'foods', 'exercises'];

export function changeCountersMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('change_counters')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`INSERT INTO change_counters (name, revision) VALUES (${COUNTER}, 1)`.execute(db);
      await adapter.createChangeCounter(db, COUNTER, TABLES);
    },
    async down(db: Kysely<unknown>) {
      await adapter.dropChangeCounter(db, COUNTER, TABLES);
      await db.schema.dropTable('change_counters').execute();
    },
  };
}

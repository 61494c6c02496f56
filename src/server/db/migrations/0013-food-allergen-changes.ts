import type { Kysely, Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';

const COUNTER = 'catalogue';
const TABLES = ['food_allergens'];

/** Food search answers show each food's allergens and are kept per catalogue revision: their table counts too. */
export function foodAllergenChangesMigration(adapter: DialectAdapter): Migration {
  return {
    up: (db: Kysely<unknown>) => adapter.createChangeCounter(db, COUNTER, TABLES),
    down: (db: Kysely<unknown>) => adapter.dropChangeCounter(db, COUNTER, TABLES),
  };
}

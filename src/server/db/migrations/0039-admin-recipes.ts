import type { Kysely, Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';

/** Admin editing of recipes (issue 24). */
export function adminRecipesMigration(adapter: DialectAdapter): Migration {
  void adapter;
  return {
    async up(db: Kysely<unknown>) {
      void db;
    },
    async down(db: Kysely<unknown>) {
      void db;
    },
  };
}

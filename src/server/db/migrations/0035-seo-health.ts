import type { Kysely, Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';

/** Search-engine health scans and the search log (issue 24 A4). */
export function seoHealthMigration(adapter: DialectAdapter): Migration {
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

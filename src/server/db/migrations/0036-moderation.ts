import type { Kysely, Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';

/** Moderation of specialists and companies, refunds (issue 24). */
export function moderationMigration(adapter: DialectAdapter): Migration {
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

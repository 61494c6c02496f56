import type { Kysely, Migration } from 'kysely';
import type { DialectAdapter } from '../dialect';

const TABLES = ['recipes', 'foods', 'exercises'];

/** When each catalogue item last changed, kept by the database (issue 14: the sitemap's lastmod). */
export function catalogueUpdatedAtMigration(adapter: DialectAdapter): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of TABLES) await adapter.addUpdatedAt(db, table);
    },
    async down(db: Kysely<unknown>) {
      for (const table of TABLES) await adapter.dropUpdatedAt(db, table);
    },
  };
}

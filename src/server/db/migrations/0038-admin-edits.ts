import type { Kysely, Migration } from 'kysely';

/** The catalogue tables admins edit (issue 24 A2). */
export const ADMIN_EDITED_TABLES = [
  'recipes',
  'foods',
  'exercises',
  'ebooks',
  'articles',
  'diet_templates',
  'pro_packages',
] as const;

/**
 * When an admin last changed a row (`edited_at`): a later reference import leaves such rows — and their child
 * rows — as they are (`syncTable`'s `keep`), so nothing an admin saved is lost when the data are imported again.
 * Rows admins create carry it from the start.
 */
export function adminEditsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ADMIN_EDITED_TABLES)
        await db.schema.alterTable(table).addColumn('edited_at', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ADMIN_EDITED_TABLES)
        await db.schema.alterTable(table).dropColumn('edited_at').execute();
    },
  };
}

import type { Kysely, Migration } from 'kysely';

/**
 * Until when a bought pro package gives its member the `pro` role (issue 18 A4): a daily job takes the role
 * away after that day. A role an admin granted has no end (null).
 */
export function proUntilMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('pro_until', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('users').dropColumn('pro_until').execute();
    },
  };
}

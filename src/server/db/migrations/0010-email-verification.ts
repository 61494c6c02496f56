import { sql, type Kysely, type Migration } from 'kysely';

/**
 * When each account's e-mail address was confirmed (issue 12 A1): by a link sent to it, or by a provider
 * that vouched for it. Accounts made by a social sign-in got their address from a provider that verified it
 * (or from a confirmation link), so they start confirmed; accounts registered with a password do not — their
 * address was never proven to belong to whoever registered it.
 */
export function emailVerificationMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
      await sql`UPDATE users SET email_verified_at = created_at WHERE password_hash = ''`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
    },
  };
}

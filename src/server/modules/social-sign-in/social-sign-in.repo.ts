import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Provider accounts linked to Nutrio users: one user per (provider, subject). */
export function createSocialSignInRepo(db: Kysely<DB>) {
  return {
    async findUserIdOf(provider: string, subject: string): Promise<number | null> {
      const row = await db
        .selectFrom('social_identities')
        .select('user_id')
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst();
      return row?.user_id ?? null;
    },
    /** Links the identity; an identity linked meanwhile (a second tab) keeps its first user. */
    async link(provider: string, subject: string, userId: number): Promise<void> {
      await db
        .insertInto('social_identities')
        .values({ provider, subject, user_id: userId, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
        .execute();
    },
    /** The providers linked to the user. */
    async providersOf(userId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('social_identities')
        .select('provider')
        .where('user_id', '=', userId)
        .execute();
      return rows.map((row) => row.provider);
    },
    async unlink(provider: string, userId: number): Promise<void> {
      await db
        .deleteFrom('social_identities')
        .where('provider', '=', provider)
        .where('user_id', '=', userId)
        .execute();
    },
  };
}
export type SocialSignInRepo = ReturnType<typeof createSocialSignInRepo>;

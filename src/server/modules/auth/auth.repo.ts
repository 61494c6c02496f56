import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** `email-confirm`: a link that proves the account's owner reads the address in its payload. */
export type TokenPurpose = 'password-reset' | 'social-email' | 'email-confirm';

/** A browser stays trusted this long after its last sign-in. */
export const TRUSTED_DEVICE_MS = 180 * 86_400_000;

/** The one-time tokens' writes and their count, also inside a transaction (`lockedForUser`). */
function tokenWrites(db: Kysely<DB>) {
  return {
    async insertToken(token: {
      hash: string;
      purpose: TokenPurpose;
      userId: number | null;
      payload?: unknown;
      expiresAt: Date;
    }): Promise<void> {
      await db
        .insertInto('one_time_tokens')
        .values({
          token_hash: token.hash,
          purpose: token.purpose,
          user_id: token.userId,
          payload: JSON.stringify(token.payload ?? {}),
          created_at: new Date().toISOString(),
          expires_at: token.expiresAt.toISOString(),
        })
        .execute();
    },
    async countTokensSince(userId: number, purpose: TokenPurpose, since: Date): Promise<number> {
      const row = await db
        .selectFrom('one_time_tokens')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('created_at', '>', since.toISOString())
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    /** Makes the user's unused tokens of this purpose unusable, keeping them until they expire (they still count). */
    async revokeTokensOf(userId: number, purpose: TokenPurpose): Promise<void> {
      await db
        .updateTable('one_time_tokens')
        .set({ used_at: new Date().toISOString() })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}
type TokenWrites = ReturnType<typeof tokenWrites>;

/** Failed sign-ins per account, and single-use tokens (stored as hashes). */
export function createAuthRepo(db: Kysely<DB>) {
  return {
    ...tokenWrites(db),
    async countFailuresSince(email: string, since: Date): Promise<{ count: number; oldest: string | null }> {
      const row = await db
        .selectFrom('login_failures')
        .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.min('created_at').as('oldest')])
        .where('email', '=', email)
        .where('created_at', '>', since.toISOString())
        .executeTakeFirst();
      return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? null };
    },
    async recordFailure(email: string): Promise<void> {
      await db.insertInto('login_failures').values({ email, created_at: new Date().toISOString() }).execute();
    },
    async clearFailures(email: string): Promise<void> {
      await db.deleteFrom('login_failures').where('email', '=', email).execute();
    },

    /** Whether this browser (its cookie's hash) signed in to the account since `since`. */
    async isTrustedDevice(userId: number, hash: string, since: Date): Promise<boolean> {
      const row = await db
        .selectFrom('trusted_devices')
        .select('token_hash')
        .where('token_hash', '=', hash)
        .where('user_id', '=', userId)
        .where('last_used_at', '>', since.toISOString())
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Remembers (or refreshes) a browser the account signed in from. */
    async trustDevice(userId: number, hash: string): Promise<void> {
      const now = new Date().toISOString();
      await db
        .insertInto('trusted_devices')
        .values({ token_hash: hash, user_id: userId, last_used_at: now })
        .onConflict((oc) => oc.column('token_hash').doUpdateSet({ user_id: userId, last_used_at: now }))
        .execute();
    },

    async findToken(hash: string, purpose: TokenPurpose) {
      return db
        .selectFrom('one_time_tokens')
        .selectAll()
        .where('token_hash', '=', hash)
        .where('purpose', '=', purpose)
        .executeTakeFirst();
    },
    async countTokenFailure(hash: string): Promise<void> {
      await db
        .updateTable('one_time_tokens')
        .set((eb) => ({ failures: eb('failures', '+', 1) }))
        .where('token_hash', '=', hash)
        .execute();
    },
    /** Marks the token used; false when it already was (two tabs racing). */
    async useToken(hash: string): Promise<boolean> {
      const result = await db
        .updateTable('one_time_tokens')
        .set({ used_at: new Date().toISOString() })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Tokens of this purpose the user was sent since `since` (a per-account cap on mails, shared by every instance). */
    /**
     * Runs `work` in a transaction that holds the user's row (PostgreSQL locks it until the end; SQLite writes one
     * at a time anyway): a count-then-insert inside cannot race a second request for the same account.
     */
    async lockedForUser<T>(userId: number, work: (tokens: TokenWrites) => Promise<T>): Promise<T> {
      return db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ id: userId }).where('id', '=', userId).execute();
        return work(tokenWrites(trx));
      });
    },
    async dropTokensOf(userId: number, purpose: TokenPurpose): Promise<void> {
      await db
        .deleteFrom('one_time_tokens')
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .execute();
    },
    /** Housekeeping: failures older than the lock window and tokens past their expiry mean nothing any more. */
    async prune(lockWindowMs: number): Promise<void> {
      const now = Date.now();
      await db
        .deleteFrom('login_failures')
        .where('created_at', '<=', new Date(now - lockWindowMs).toISOString())
        .execute();
      await db.deleteFrom('one_time_tokens').where('expires_at', '<=', new Date(now).toISOString()).execute();
      await db
        .deleteFrom('trusted_devices')
        .where('last_used_at', '<=', new Date(now - TRUSTED_DEVICE_MS).toISOString())
        .execute();
      await db.deleteFrom('used_captchas').where('expires_at', '<=', new Date(now).toISOString()).execute();
    },
  };
}
export type AuthRepo = ReturnType<typeof createAuthRepo>;

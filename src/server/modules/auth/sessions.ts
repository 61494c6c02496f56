import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { randomToken, tokenHash } from '../../lib/tokens';
import { parseStoredRoles } from '../../../core/domain/roles';

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  roles: string[];
  emailVerified: boolean;
  /** The last day a bought pro package gives the pro role; null: no end. */
  proUntil?: string | null;
}

export interface ActiveSession {
  idHash: string;
  csrfToken: string;
  dataSecret: string;
  user: SessionUser;
}

/** Only every this often is a session's last activity written back. */
const TOUCH_INTERVAL_MS = 30_000;

export function displayName(user: { first_name: string; last_name: string; email: string }): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}

/**
 * Server-side sessions: the cookie carries a random token, the table its hash. A session ends after
 * `idleTimeoutMs` without a request (DECISIONS ACCT-11) or `maxSessionMs` after sign-in.
 */
export function createSessionStore(db: Kysely<DB>, options: { idleTimeoutMs: number; maxSessionMs: number }) {
  return {
    async create(userId: number): Promise<{ token: string; csrfToken: string }> {
      const token = randomToken(32);
      const now = new Date();
      const csrfToken = randomToken(24);
      await db
        .insertInto('sessions')
        .values({
          id_hash: tokenHash(token),
          user_id: userId,
          csrf_token: csrfToken,
          data_secret: randomToken(24),
          created_at: now.toISOString(),
          last_seen_at: now.toISOString(),
          expires_at: new Date(now.getTime() + options.maxSessionMs).toISOString(),
        })
        .execute();
      return { token, csrfToken };
    },

    /** The live session of a cookie token (its activity refreshed), or null; an expired one is removed. */
    async resolve(token: string): Promise<ActiveSession | null> {
      const idHash = tokenHash(token);
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.csrf_token',
          'sessions.data_secret',
          'sessions.last_seen_at',
          'sessions.expires_at',
          'users.id',
          'users.email',
          'users.first_name',
          'users.last_name',
          'users.roles',
          'users.email_verified_at',
          'users.pro_until',
        ])
        .where('sessions.id_hash', '=', idHash)
        // A locked account has no live session, however it signed in (password or a social provider).
        .where('users.locked_at', 'is', null)
        .executeTakeFirst();
      if (!row) return null;
      const now = Date.now();
      const lastSeen = Date.parse(row.last_seen_at);
      if (now >= Date.parse(row.expires_at) || now - lastSeen >= options.idleTimeoutMs) {
        await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
        return null;
      }
      if (now - lastSeen >= TOUCH_INTERVAL_MS) {
        await db
          .updateTable('sessions')
          .set({ last_seen_at: new Date(now).toISOString() })
          .where('id_hash', '=', idHash)
          .execute();
      }
      return {
        idHash,
        csrfToken: row.csrf_token,
        dataSecret: row.data_secret,
        user: {
          id: row.id,
          email: row.email,
          name: displayName(row),
          roles: parseStoredRoles(row.roles),
          emailVerified: row.email_verified_at !== null,
          proUntil: row.pro_until,
        },
      };
    },

    /** Whether a session still stands, without counting as activity (a live stream's check). */
    async isLive(idHash: string): Promise<boolean> {
      const row = await db
        .selectFrom('sessions')
        .select(['last_seen_at', 'expires_at'])
        .where('id_hash', '=', idHash)
        .executeTakeFirst();
      const now = Date.now();
      return (
        row !== undefined &&
        now < Date.parse(row.expires_at) &&
        now - Date.parse(row.last_seen_at) < options.idleTimeoutMs
      );
    },

    async destroy(idHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    },

    async destroyAllOf(userId: number): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },

    /** Expired rows, removed now and then so the table stays small. */
    async prune(): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where((eb) =>
          eb.or([
            eb('expires_at', '<=', new Date().toISOString()),
            eb('last_seen_at', '<=', new Date(Date.now() - options.idleTimeoutMs).toISOString()),
          ]),
        )
        .execute();
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

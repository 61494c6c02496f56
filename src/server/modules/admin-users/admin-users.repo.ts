import { sql, type Kysely } from 'kysely';
import type { AdminUsersQuery } from '../../../core/contracts/admin-users';
import type { DB } from '../../db/schema';
import { recordAudit, type AuditRecord } from '../audit/audit.repo';

/** What admins see of an account: never its password hash, tokens or session secrets. */
const USER_COLUMNS = [
  'users.id',
  'users.email',
  'users.first_name',
  'users.last_name',
  'users.roles',
  'users.email_verified_at',
  'users.locked_at',
  'users.pro_until',
  'users.locale',
  'users.created_at',
] as const;

export interface AdminUserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  roles: string;
  email_verified_at: string | null;
  locked_at: string | null;
  pro_until: string | null;
  locale: string;
  created_at: string;
}

export interface AdminUserActivity {
  activeSessions: number;
  lastSeenAt: string | null;
  orders: number;
}

/** `%text%` for LIKE, with the wildcards and the escape character in the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function queries(db: Kysely<DB>) {
  const filtered = (filter: Pick<AdminUsersQuery, 'q' | 'role'>) => {
    let query = db.selectFrom('users');
    const q = filter.q?.trim();
    if (q) {
      const pattern = containsPattern(q);
      // lower() on both sides: PostgreSQL's LIKE is case-sensitive, SQLite's only for non-ASCII letters.
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(${sql.ref('users.email')})`, 'like', sql`${pattern} escape '\\'`),
          eb(
            sql`lower(${sql.ref('users.first_name')} || ' ' || ${sql.ref('users.last_name')})`,
            'like',
            sql`${pattern} escape '\\'`,
          ),
        ]),
      );
    }
    // The roles column is a JSON array of names: the quoted name inside it.
    if (filter.role) query = query.where('users.roles', 'like', `%"${filter.role}"%`);
    return query;
  };

  return {
    page(filter: AdminUsersQuery, offset: number, limit: number): Promise<AdminUserRow[]> {
      let query = filtered(filter).select(USER_COLUMNS);
      if (filter.sort === 'email') query = query.orderBy('users.email', 'asc').orderBy('users.id', 'asc');
      else {
        const direction = filter.sort === 'oldest' ? 'asc' : 'desc';
        query = query.orderBy('users.created_at', direction).orderBy('users.id', direction);
      }
      return query.offset(offset).limit(limit).execute();
    },

    async count(filter: AdminUsersQuery): Promise<number> {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    findById: (id: number): Promise<AdminUserRow | undefined> =>
      db.selectFrom('users').select(USER_COLUMNS).where('users.id', '=', id).executeTakeFirst(),

    /** Sessions still standing at `now` (neither past their end nor idle too long), the last request, orders. */
    async activity(id: number, now: Date, idleTimeoutMs: number): Promise<AdminUserActivity> {
      const [sessions, orders] = await Promise.all([
        db
          .selectFrom('sessions')
          .where('user_id', '=', id)
          .select((eb) => [
            eb.fn
              .sum<number | string | null>(
                eb
                  .case()
                  .when(
                    eb.and([
                      eb('expires_at', '>', now.toISOString()),
                      eb('last_seen_at', '>', new Date(now.getTime() - idleTimeoutMs).toISOString()),
                    ]),
                  )
                  .then(1)
                  .else(0)
                  .end(),
              )
              .as('active'),
            eb.fn.max<string | null>('last_seen_at').as('last_seen'),
          ])
          .executeTakeFirst(),
        db
          .selectFrom('orders')
          .where('user_id', '=', id)
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirst(),
      ]);
      return {
        activeSessions: Number(sessions?.active ?? 0),
        lastSeenAt: sessions?.last_seen ?? null,
        orders: Number(orders?.total ?? 0),
      };
    },

    /** Whether an admin locked the account (sign-in refuses it); an unknown id is not locked. */
    async isLocked(id: number): Promise<boolean> {
      const row = await db.selectFrom('users').select('locked_at').where('id', '=', id).executeTakeFirst();
      return row !== undefined && row.locked_at !== null;
    },

    async setLockedAt(id: number, lockedAt: string | null): Promise<void> {
      await db
        .updateTable('users')
        .set({ locked_at: lockedAt, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /** Ends every session of the user; answers how many there were. */
    async endSessions(id: number): Promise<number> {
      const result = await db.deleteFrom('sessions').where('user_id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    audit: (record: AuditRecord): Promise<void> => recordAudit(db, record),
  };
}

export type AdminUsersQueries = ReturnType<typeof queries>;

/** Accounts as admins manage them (issue 24 A3); a change and its audit row are written in one transaction. */
export function createAdminUsersRepo(db: Kysely<DB>) {
  return {
    ...queries(db),
    transaction: <T>(work: (tx: AdminUsersQueries) => Promise<T>): Promise<T> =>
      db.transaction().execute((trx) => work(queries(trx))),
  };
}
export type AdminUsersRepo = ReturnType<typeof createAdminUsersRepo>;

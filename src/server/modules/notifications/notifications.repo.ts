import type { Kysely } from 'kysely';
import type { NotificationKind } from '../../../core/contracts/notifications';
import type { DB } from '../../db/schema';

export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  params: string;
  created_at: string;
  read_at: string | null;
}

/** Notifications' SQL: each member's own rows only; the service writes their texts. */
export function createNotificationsRepo(db: Kysely<DB>) {
  return {
    /** Stores one; false when the member already has the one with this `onceKey`. */
    async add(row: {
      userId: number;
      kind: NotificationKind;
      params: string;
      createdAt: string;
      onceKey: string | null;
    }): Promise<boolean> {
      const result = await db
        .insertInto('notifications')
        .values({
          user_id: row.userId,
          kind: row.kind,
          params: row.params,
          created_at: row.createdAt,
          read_at: null,
          once_key: row.onceKey,
        })
        .onConflict((oc) => oc.columns(['user_id', 'once_key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** The member's newest, newest first. */
    latest: (userId: number, limit: number): Promise<NotificationRow[]> =>
      db
        .selectFrom('notifications')
        .select(['id', 'kind', 'params', 'created_at', 'read_at'])
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    async unread(userId: number): Promise<number> {
      const row = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Marks every unread one of the member's read; answers how many. */
    async markAllRead(userId: number, at: string): Promise<number> {
      const result = await db
        .updateTable('notifications')
        .set({ read_at: at })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Members whose bought pro time ends between the two days (inclusive), with their stored roles. */
    proEndingBetween: (from: string, to: string) =>
      db
        .selectFrom('users')
        .select(['id', 'roles', 'pro_until'])
        .where('pro_until', 'is not', null)
        .where('pro_until', '>=', from)
        .where('pro_until', '<=', to)
        .execute(),
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;

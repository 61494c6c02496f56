import type { Insertable, Kysely } from 'kysely';
import type { DB, FeedbackTable } from '../../db/schema';

export interface FeedbackRow {
  id: number;
  rating: number;
  comment: string | null;
  email: string | null;
  path: string;
  locale: string;
  created_at: string;
}

/** The feedback modal's messages (issue 21 A4): stored as sent, read by admins newest first. */
export function createFeedbackRepo(db: Kysely<DB>) {
  return {
    async insert(row: Insertable<FeedbackTable>): Promise<void> {
      await db.insertInto('feedback').values(row).execute();
    },

    /** One page of messages, newest first (the same second: the later one first). */
    page: (offset: number, limit: number): Promise<FeedbackRow[]> =>
      db
        .selectFrom('feedback')
        .select(['id', 'rating', 'comment', 'email', 'path', 'locale', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),

    /** How many there are and their average rating (null without any). */
    async summary(): Promise<{ total: number; average: number | null }> {
      const row = await db
        .selectFrom('feedback')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('total'),
          eb.fn.avg<number | string | null>('rating').as('average'),
        ])
        .executeTakeFirst();
      const total = Number(row?.total ?? 0);
      // PostgreSQL answers numeric as text, SQLite as a float.
      return { total, average: total > 0 && row?.average != null ? Number(row.average) : null };
    },
  };
}

export type FeedbackRepo = ReturnType<typeof createFeedbackRepo>;

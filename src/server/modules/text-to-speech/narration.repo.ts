import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, NarrationGradesTable, NarrationsTable } from '../../db/schema';

export type NarrationRow = Selectable<NarrationsTable>;

export interface NarrationGradeRow {
  id: number;
  hash: string;
  good: number;
  comment: string | null;
  created_at: string;
  type: string | null;
  item_id: number | null;
  language: string | null;
  voice: string | null;
  area: string | null;
}

/** The narrations table is the audio cache and the worker's queue; the grades are stored next to it. */
export function createNarrationRepo(db: Kysely<DB>) {
  return {
    find: (hash: string): Promise<NarrationRow | undefined> =>
      db.selectFrom('narrations').selectAll().where('hash', '=', hash).executeTakeFirst(),

    /** Adds the narration as `pending` unless it is there already (another request may have added it). */
    async queue(row: Insertable<NarrationsTable>): Promise<void> {
      await db
        .insertInto('narrations')
        .values(row)
        .onConflict((conflict) => conflict.column('hash').doNothing())
        .execute();
    },

    /** A failed narration (or a ready one whose file is gone) asked for again: back in the queue. */
    async requeue(hash: string, from: NarrationRow['status'], now: string): Promise<void> {
      await db
        .updateTable('narrations')
        .set({ status: 'pending', attempts: 0, error: null, file: null, bytes: null, updated_at: now })
        .where('hash', '=', hash)
        .where('status', '=', from)
        .execute();
    },

    /**
     * Takes the oldest pending narration of this engine for this worker, atomically: the UPDATE only succeeds
     * while the row is still pending, so of two instances racing for it (PostgreSQL re-checks the condition on
     * the locked row) one gets it and the other none.
     */
    async claim(engine: string, now: string): Promise<NarrationRow | undefined> {
      return db
        .updateTable('narrations')
        .set((eb) => ({ status: 'processing', attempts: eb('attempts', '+', 1), updated_at: now }))
        .where('status', '=', 'pending')
        .where(
          'hash',
          '=',
          db
            .selectFrom('narrations')
            .select('hash')
            .where('status', '=', 'pending')
            .where('engine', '=', engine)
            .orderBy('created_at')
            .orderBy('hash')
            .limit(1),
        )
        .returningAll()
        .executeTakeFirst();
    },

    async markReady(hash: string, file: string, bytes: number, now: string): Promise<void> {
      await db
        .updateTable('narrations')
        .set({ status: 'ready', file, bytes, error: null, updated_at: now })
        .where('hash', '=', hash)
        .where('status', '=', 'processing')
        .execute();
    },

    /** A failed try: back to pending while tries are left, else `failed` with the reason. */
    async markFailed(hash: string, error: string, final: boolean, now: string): Promise<void> {
      await db
        .updateTable('narrations')
        .set({ status: final ? 'failed' : 'pending', error, updated_at: now })
        .where('hash', '=', hash)
        .where('status', '=', 'processing')
        .execute();
    },

    /** Narrations left `processing` by a process that stopped mid-job (before `before`) go back to pending. */
    async releaseStale(before: string, now: string): Promise<number> {
      const result = await db
        .updateTable('narrations')
        .set({ status: 'pending', updated_at: now })
        .where('status', '=', 'processing')
        .where('updated_at', '<', before)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async insertGrade(row: Insertable<NarrationGradesTable>): Promise<void> {
      await db.insertInto('narration_grades').values(row).execute();
    },

    /** One page of grades with what they grade, newest first (the same second: the later one first). */
    gradesPage: (offset: number, limit: number): Promise<NarrationGradeRow[]> =>
      db
        .selectFrom('narration_grades as g')
        .leftJoin('narrations as n', 'n.hash', 'g.hash')
        .select([
          'g.id',
          'g.hash',
          'g.good',
          'g.comment',
          'g.created_at',
          'n.type',
          'n.item_id',
          'n.language',
          'n.voice',
          'n.area',
        ])
        .orderBy('g.created_at', 'desc')
        .orderBy('g.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),

    async gradesCount(): Promise<number> {
      const row = await db
        .selectFrom('narration_grades')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },
  };
}

export type NarrationRepo = ReturnType<typeof createNarrationRepo>;

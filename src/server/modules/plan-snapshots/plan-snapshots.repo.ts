import type { Kysely } from 'kysely';
import type { DB, PlanSnapshotsTable } from '../../db/schema';

export function createPlanSnapshotsRepo(db: Kysely<DB>) {
  return {
    /** Stores a snapshot once: a hash already stored keeps its row (the same hash is the same content). */
    async insert(row: PlanSnapshotsTable): Promise<void> {
      await db
        .insertInto('plan_snapshots')
        .values(row)
        .onConflict((oc) => oc.column('hash').doNothing())
        .execute();
    },

    async find(hash: string): Promise<PlanSnapshotsTable | undefined> {
      return db.selectFrom('plan_snapshots').selectAll().where('hash', '=', hash).executeTakeFirst();
    },
  };
}

export type PlanSnapshotsRepo = ReturnType<typeof createPlanSnapshotsRepo>;

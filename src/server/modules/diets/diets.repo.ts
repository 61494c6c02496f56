import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

const SUMMARY = [
  'diets.id',
  'diets.name',
  'diets.meta',
  'diets.version',
  'diets.created_at',
  'diets.updated_at',
] as const;

/** Every query is scoped to its owner: another user's diet is simply not found. */
export function createDietsRepo(db: Kysely<DB>) {
  return {
    async latest(userId: number) {
      return db
        .selectFrom('diets')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
    /** The owner's diets, newest first, with the name of the specialist who assigned each copy (issue 17 A7). */
    async list(userId: number) {
      return db
        .selectFrom('diets')
        .leftJoin('users as specialist', 'specialist.id', 'diets.assigned_by_user_id')
        .select(SUMMARY)
        .select([
          'specialist.first_name as assigned_first_name',
          'specialist.last_name as assigned_last_name',
        ])
        .where('diets.user_id', '=', userId)
        .orderBy('diets.updated_at', 'desc')
        .orderBy('diets.id', 'desc')
        .execute();
    },
    async find(userId: number, id: number) {
      return db
        .selectFrom('diets')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    async insert(userId: number, diet: { name: string; plan: string; meta: string; metrics: string }) {
      const now = new Date().toISOString();
      const row = await db
        .insertInto('diets')
        .values({ user_id: userId, ...diet, version: 1, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /**
     * A copy of the owner's diet in another member's diets, marked as assigned by `assignedBy` (issue 17 A7):
     * the new row's id, or null when the owner has no such diet.
     */
    async copyTo(
      ownerId: number,
      id: number,
      recipientId: number,
      assignedBy: number,
    ): Promise<number | null> {
      const source = await db
        .selectFrom('diets')
        .select(['name', 'plan', 'meta', 'metrics'])
        .where('user_id', '=', ownerId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!source) return null;
      const now = new Date().toISOString();
      const row = await db
        .insertInto('diets')
        .values({
          user_id: recipientId,
          ...source,
          version: 1,
          assigned_by_user_id: assignedBy,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** Writes only when the stored revision is `expected`; false when someone saved in between. */
    async update(
      userId: number,
      id: number,
      expected: number,
      diet: { name?: string; plan: string; meta: string; metrics: string },
    ) {
      const result = await db
        .updateTable('diets')
        .set({ ...diet, version: expected + 1, updated_at: new Date().toISOString() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('version', '=', expected)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async rename(userId: number, id: number, name: string) {
      const result = await db
        .updateTable('diets')
        .set((eb) => ({ name, version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Whether the food table holds this food (issue 22 A5: a food added to today's meal). */
    async foodExists(foodId: number): Promise<boolean> {
      const row = await db.selectFrom('foods').select('id').where('id', '=', foodId).executeTakeFirst();
      return row !== undefined;
    },
    async remove(userId: number, id: number) {
      const result = await db
        .deleteFrom('diets')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
export type DietsRepo = ReturnType<typeof createDietsRepo>;
export type DietRow = NonNullable<Awaited<ReturnType<DietsRepo['find']>>>;
export type DietSummaryRow = Awaited<ReturnType<DietsRepo['list']>>[number];

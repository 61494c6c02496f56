import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export function createDietImagesRepo(db: Kysely<DB>) {
  return {
    /** Stores the photo's record and logs the upload (for the hourly rate). */
    async insert(name: string, userId: number, bytes: number) {
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('diet_images')
          .values({ name, user_id: userId, created_at: now, bytes })
          .execute();
        await trx.insertInto('upload_log').values({ user_id: userId, created_at: now }).execute();
      });
    },
    /** What the user keeps stored, and how many uploads they made since `since`. */
    async usageOf(
      userId: number,
      since: Date,
    ): Promise<{ images: number; bytes: number; recentUploads: number }> {
      const stored = await db
        .selectFrom('diet_images')
        .select((eb) => [
          eb.fn.countAll<number>().as('images'),
          eb.fn.coalesce(eb.fn.sum<number>('bytes'), eb.lit(0)).as('bytes'),
        ])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      const recent = await db
        .selectFrom('upload_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>=', since.toISOString())
        .executeTakeFirstOrThrow();
      return { images: Number(stored.images), bytes: Number(stored.bytes), recentUploads: Number(recent.n) };
    },
    async pruneUploadLog(before: Date) {
      await db.deleteFrom('upload_log').where('created_at', '<', before.toISOString()).execute();
    },
    async isOwnedBy(name: string, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('diet_images')
        .select('name')
        .where('name', '=', name)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Photos uploaded before `before` that none of their owner's saved diets mentions. */
    async unreferenced(before: Date): Promise<string[]> {
      const candidates = await db
        .selectFrom('diet_images')
        .select(['name', 'user_id'])
        .where('created_at', '<', before.toISOString())
        .execute();
      const unused: string[] = [];
      const plansByOwner = new Map<number, string[]>();
      for (const image of candidates) {
        let plans = plansByOwner.get(image.user_id);
        if (!plans) {
          plans = (
            await db.selectFrom('diets').select('plan').where('user_id', '=', image.user_id).execute()
          ).map((row) => row.plan);
          plansByOwner.set(image.user_id, plans);
        }
        if (!plans.some((plan) => plan.includes(image.name))) unused.push(image.name);
      }
      return unused;
    },
    async remove(name: string) {
      await db.deleteFrom('diet_images').where('name', '=', name).execute();
    },
  };
}
export type DietImagesRepo = ReturnType<typeof createDietImagesRepo>;

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export function createDietImagesRepo(db: Kysely<DB>) {
  return {
    async insert(name: string, userId: number) {
      await db.insertInto('diet_images').values({ name, user_id: userId, created_at: new Date().toISOString() }).execute();
    },
    async isOwnedBy(name: string, userId: number): Promise<boolean> {
      const row = await db.selectFrom('diet_images').select('name').where('name', '=', name).where('user_id', '=', userId).executeTakeFirst();
      return row !== undefined;
    },
    /** Photos uploaded before `before` that none of their owner's saved diets mentions. */
    async unreferenced(before: Date): Promise<string[]> {
      const candidates = await db.selectFrom('diet_images').select(['name', 'user_id']).where('created_at', '<', before.toISOString()).execute();
      const unused: string[] = [];
      const plansByOwner = new Map<number, string[]>();
      for (const image of candidates) {
        let plans = plansByOwner.get(image.user_id);
        if (!plans) {
          plans = (await db.selectFrom('diets').select('plan').where('user_id', '=', image.user_id).execute()).map((row) => row.plan);
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

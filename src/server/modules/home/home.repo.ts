import { sql, type Kysely, type Selectable } from 'kysely';
import { CATALOGUE_COUNTER, changeRevision } from '../../db/change-counters';
import type { DB, TestimonialsTable } from '../../db/schema';

export type TestimonialRow = Selectable<TestimonialsTable>;
/** What an admin writes of a testimonial. */
export type TestimonialValues = Pick<
  TestimonialRow,
  'name' | 'rating' | 'weight' | 'text_en' | 'text_de' | 'text_pl'
>;

/**
 * The weight of a shipped testimonial an admin deleted: its row stays (the import adds only keys it has not
 * seen, so a deleted one would come back) and nothing shows it. Weights admins set are 0 or more.
 */
export const DELETED_WEIGHT = -1;

/** The template label kinds the latest diets' cards read (tags, categories, goals). */
const TEMPLATE_LABEL_KINDS = ['template-tag', 'template-category', 'template-goal'];

/**
 * A public specialist, as the site search has it: a profile whose account still holds the specialist role
 * (a profile stays in the table when the role is taken away).
 */
const HOLDS_SPECIALIST_ROLE = sql<boolean>`u.roles LIKE '%"specialist"%'`;

/** The home page's reads (issue 21) and the testimonials admins manage. */
export function createHomeRepo(db: Kysely<DB>) {
  return {
    revision: () => changeRevision(db, CATALOGUE_COUNTER),

    /** The diet templates with a stored plan (the random day's candidates). */
    async templateIdsWithDays(): Promise<number[]> {
      const rows = await db
        .selectFrom('diet_templates')
        .select('id')
        .where('plan', 'not in', ['', '[]'])
        .orderBy('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** HOME-09: the newest templates first (last published or changed), the newest id on a tie. */
    latestTemplates: (limit: number) =>
      db
        .selectFrom('diet_templates')
        .select([
          'id',
          'key',
          'name_en',
          'name_pl',
          'name_de',
          'slug_en',
          'slug_pl',
          'slug_de',
          'description_en',
          'description_pl',
          'description_de',
          'tags',
          'categories',
          'goal',
          'days',
          'kcal',
          'updated_at',
        ])
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    templateLabels: () =>
      db
        .selectFrom('shop_labels')
        .select(['kind', 'key', 'name_en', 'name_pl', 'name_de'])
        .where('kind', 'in', TEMPLATE_LABEL_KINDS)
        .execute(),

    /** HOME-35: up to `limit` public specialists in a random order. */
    randomExperts: (limit: number) =>
      db
        .selectFrom('specialists as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select([
          's.id',
          's.slug',
          's.professions',
          's.avatar',
          's.cover',
          's.academic_title',
          'u.first_name',
          'u.last_name',
        ])
        .where(HOLDS_SPECIALIST_ROLE)
        // Issue 24 A2: an unpublished profile is no expert on the home page.
        .where('s.unpublished_at', 'is', null)
        .orderBy(sql`random()`)
        .limit(limit)
        .execute(),

    professionLabels: () =>
      db
        .selectFrom('directory_labels')
        .select(['key', 'name_en', 'name_pl', 'name_de'])
        .where('kind', '=', 'profession')
        .execute(),

    /** HOME-56: the shown testimonials, the heaviest first, then the newest. */
    visibleTestimonials: () =>
      db
        .selectFrom('testimonials')
        .selectAll()
        .where('weight', '>', 0)
        .orderBy('weight', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    /** Every testimonial admins manage (hidden ones too), in the same order. */
    testimonials: () =>
      db
        .selectFrom('testimonials')
        .selectAll()
        .where('weight', '>=', 0)
        .orderBy('weight', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    testimonial: (id: number) =>
      db
        .selectFrom('testimonials')
        .selectAll()
        .where('id', '=', id)
        .where('weight', '>=', 0)
        .executeTakeFirst(),

    async insertTestimonial(row: TestimonialValues): Promise<number> {
      const { id } = await db
        .insertInto('testimonials')
        .values({ ...row, key: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** False when there is no such testimonial (or it was deleted). */
    async updateTestimonial(id: number, change: Partial<TestimonialValues>): Promise<boolean> {
      const result = await db
        .updateTable('testimonials')
        .set(change)
        .where('id', '=', id)
        .where('weight', '>=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** A shipped testimonial becomes a tombstone; one an admin added is deleted. False when there is none. */
    async deleteTestimonial(id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('testimonials')
          .select(['key'])
          .where('id', '=', id)
          .where('weight', '>=', 0)
          .executeTakeFirst();
        if (!row) return false;
        if (row.key === null) await trx.deleteFrom('testimonials').where('id', '=', id).execute();
        else
          await trx
            .updateTable('testimonials')
            .set({ weight: DELETED_WEIGHT })
            .where('id', '=', id)
            .execute();
        return true;
      });
    },
  };
}

export type HomeRepo = ReturnType<typeof createHomeRepo>;
export type LatestTemplateRow = Awaited<ReturnType<HomeRepo['latestTemplates']>>[number];
export type ExpertRow = Awaited<ReturnType<HomeRepo['randomExperts']>>[number];
export type NamedLabel = { key: string; name_en: string; name_pl: string; name_de: string };

import { sql, type Kysely } from 'kysely';
import type { Locale } from '../../../core/i18n/locales';
import { CATALOGUE_COUNTER, changeRevision } from '../../db/change-counters';
import type { DB } from '../../db/schema';
import type { SearchProvider, TypedHit } from '../../db/search/search-provider';

/**
 * A public specialist: a profile whose account still holds the specialist role. A profile stays in the table
 * when the role is taken away (an ended membership, a blocked account); the site search never shows it then.
 */
const PUBLIC_SPECIALIST_IDS = sql`SELECT ps.id FROM specialists ps JOIN users pu ON pu.id = ps.user_id
  WHERE pu.roles LIKE '%"specialist"%' AND ps.unpublished_at IS NULL`;
/** A public club: one an admin has not unpublished (issue 24 A2). */
const PUBLIC_COMPANY_IDS = sql`SELECT pc.id FROM companies pc WHERE pc.unpublished_at IS NULL`;

/** The labels of the directory (professions, club types) by `kind:key`. */
async function directoryLabels(db: Kysely<DB>, kind: string, keys: string[], locale: Locale) {
  if (keys.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('directory_labels')
    .select(['key', `name_${locale}`])
    .where('kind', '=', kind)
    .where('key', 'in', [...new Set(keys)])
    .execute();
  return new Map(rows.map((row) => [row.key, (row as Record<string, string>)[`name_${locale}`] ?? row.key]));
}

/** Each owner's first address whose city may be shown. */
async function visibleCities(db: Kysely<DB>, ownerType: 'specialist' | 'company', ids: number[]) {
  const rows = await db
    .selectFrom('directory_addresses')
    .select(['owner_id', 'city'])
    .where('owner_type', '=', ownerType)
    .where('owner_id', 'in', ids)
    .where('allow_show_city', '=', 1)
    .orderBy('owner_id')
    .orderBy('position')
    .execute();
  const cities = new Map<number, string>();
  for (const row of rows) if (row.city && !cities.has(row.owner_id)) cities.set(row.owner_id, row.city);
  return cities;
}

const text = (row: object, column: string) => String((row as Record<string, unknown>)[column] ?? '');

/**
 * The site search's reads: the ranked hits of every catalogue from the shared search index in one statement,
 * then each found item's card fields by id (a few rows per catalogue), and the names the typo vocabulary is
 * built from.
 */
export function createSiteSearchRepo(db: Kysely<DB>, search: SearchProvider) {
  return {
    topHits(
      entityTypes: readonly string[],
      locale: Locale,
      query: string,
      limit: number,
    ): Promise<TypedHit[]> {
      return search.topPerType({
        entityTypes,
        locale,
        text: query,
        limit,
        only: { specialist: PUBLIC_SPECIALIST_IDS, company: PUBLIC_COMPANY_IDS },
      });
    },

    revision: () => changeRevision(db, CATALOGUE_COUNTER),

    /** A slice of the indexed names (folded), in id order after `afterId`. */
    namesAfter(afterId: number, count: number) {
      return db
        .selectFrom('search_documents')
        .select(['id', 'locale', 'name'])
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(count)
        .execute();
    },

    async dietTemplates(ids: number[], locale: Locale) {
      const rows = await db
        .selectFrom('diet_templates')
        .select(['id', 'key', `name_${locale}`, `slug_${locale}`, 'days', 'kcal'])
        .where('id', 'in', ids)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        key: row.key,
        name: text(row, `name_${locale}`),
        slug: text(row, `slug_${locale}`),
        days: row.days,
        kcal: row.kcal,
      }));
    },

    async recipes(ids: number[], locale: Locale) {
      const rows = await db
        .selectFrom('recipes')
        .select(['id', `name_${locale}`, `slug_${locale}`, 'image', 'energy_kcal', 'prep_time_min'])
        .where('id', 'in', ids)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: text(row, `name_${locale}`),
        slug: text(row, `slug_${locale}`),
        image: row.image,
        kcal: row.energy_kcal,
        minutes: row.prep_time_min,
      }));
    },

    async foods(ids: number[], locale: Locale) {
      const rows = await db
        .selectFrom('foods')
        .innerJoin('food_groups', 'food_groups.id', 'foods.food_group_id')
        .select([
          'foods.id',
          `foods.name_${locale}`,
          `foods.slug_${locale}`,
          'foods.energy_kcal',
          `food_groups.name_${locale} as group_name`,
        ])
        .where('foods.id', 'in', ids)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: text(row, `name_${locale}`),
        slug: text(row, `slug_${locale}`),
        group: text(row, 'group_name'),
        kcal: row.energy_kcal,
      }));
    },

    async exercises(ids: number[], locale: Locale) {
      const rows = await db
        .selectFrom('exercises')
        .select(['id', `name_${locale}`, `slug_${locale}`, 'images', 'category', 'kcal_hour'])
        .where('id', 'in', ids)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: text(row, `name_${locale}`),
        slug: text(row, `slug_${locale}`),
        images: row.images,
        category: row.category,
        kcalHour: row.kcal_hour,
      }));
    },

    async specialists(ids: number[], locale: Locale) {
      const rows = await db
        .selectFrom('specialists as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['s.id', 's.slug', 's.avatar', 's.professions', 'u.first_name', 'u.last_name'])
        .where('s.id', 'in', ids)
        .where(sql<boolean>`s.id IN (${PUBLIC_SPECIALIST_IDS})`)
        .execute();
      if (rows.length === 0) return [];
      const professionKeys = rows.map((row) => JSON.parse(row.professions) as string[]);
      const [professions, cities] = await Promise.all([
        directoryLabels(db, 'profession', professionKeys.flat(), locale),
        visibleCities(db, 'specialist', ids),
      ]);
      return rows.map((row, i) => ({
        id: row.id,
        slug: row.slug,
        name: `${row.first_name} ${row.last_name}`.trim(),
        avatar: row.avatar,
        professions: professionKeys[i]!.map((key) => professions.get(key) ?? key),
        city: cities.get(row.id) ?? null,
      }));
    },

    async companies(ids: number[], locale: Locale) {
      const rows = await db
        .selectFrom('companies')
        .select(['id', 'slug', 'name', 'logo', 'image', 'type'])
        .where('id', 'in', ids)
        .where('unpublished_at', 'is', null)
        .execute();
      if (rows.length === 0) return [];
      const [types, cities] = await Promise.all([
        directoryLabels(
          db,
          'company-type',
          rows.map((row) => row.type),
          locale,
        ),
        visibleCities(db, 'company', ids),
      ]);
      return rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        image: row.logo ?? row.image,
        type: types.get(row.type) ?? null,
        city: cities.get(row.id) ?? null,
      }));
    },

    async articles(ids: number[], locale: Locale) {
      const rows = await db
        .selectFrom('articles')
        .leftJoin('article_categories', 'article_categories.key', 'articles.category')
        .select([
          'articles.id',
          'articles.key',
          `articles.name_${locale}`,
          `articles.slug_${locale}`,
          `articles.read_time_${locale}`,
          `article_categories.name_${locale} as category_name`,
        ])
        .where('articles.id', 'in', ids)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        key: row.key,
        name: text(row, `name_${locale}`),
        slug: text(row, `slug_${locale}`),
        category: text(row, 'category_name'),
        readMinutes: Number((row as Record<string, unknown>)[`read_time_${locale}`] ?? 0),
      }));
    },
  };
}

export type SiteSearchRepo = ReturnType<typeof createSiteSearchRepo>;

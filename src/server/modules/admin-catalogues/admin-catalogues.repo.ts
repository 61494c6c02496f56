import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { AdminFoodsQuery } from '../../../core/contracts/admin-catalogues';
import { vocabularyKey } from '../../../core/domain/reference-vocabulary';
import { LOCALES } from '../../../core/i18n/locales';
import type { DB } from '../../db/schema';
import type { SearchDocument, SearchProvider } from '../../db/search/search-provider';
import { translatorFor } from '../../i18n';

/** `%text%` for LIKE with its own wildcards escaped; lower case (compared with lower(column)). */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const lowerLike = (column: string, pattern: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) LIKE ${pattern} ESCAPE '\\'`;

const list = (json: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
};

const ENTITY_TYPES = { foods: 'food', exercises: 'exercise', ebooks: 'ebook' } as const;

/**
 * An admin's search text: the catalogue's own full-text index in any of the three languages (folded, so
 * "jablko" finds "Jabłko", with prefixes), or part of a name, the source id (an SR28 number) or the e-book key.
 */
function textMatch<T extends 'foods' | 'exercises' | 'ebooks'>(
  table: T,
  q: string | undefined,
  search: SearchProvider,
) {
  return (eb: ExpressionBuilder<DB, T>): Expression<SqlBool> => {
    if (!q) return sql<SqlBool>`1 = 1`;
    const pattern = likePattern(q);
    const columns = [
      ...LOCALES.map((locale) => `${table}.name_${locale}`),
      table === 'ebooks' ? `${table}.key` : `${table}.source_id`,
    ];
    const indexed = LOCALES.flatMap((locale) => {
      const ids = search.matchingIds({ entityType: ENTITY_TYPES[table], locale, text: q });
      return ids ? [sql<SqlBool>`${sql.ref(`${table}.id`)} IN (${ids})`] : [];
    });
    return eb.or([...indexed, ...columns.map((column) => lowerLike(column, pattern))]);
  };
}

export type FoodValues = Pick<
  DB['foods'],
  | 'name_en'
  | 'name_pl'
  | 'name_de'
  | 'slug_en'
  | 'slug_pl'
  | 'slug_de'
  | 'sort_key_en'
  | 'sort_key_pl'
  | 'sort_key_de'
  | 'food_group_id'
  | 'names_translated'
>;

export type ExerciseValues = Pick<
  DB['exercises'],
  | 'name_en'
  | 'name_pl'
  | 'name_de'
  | 'slug_en'
  | 'slug_pl'
  | 'slug_de'
  | 'sort_key_en'
  | 'sort_key_pl'
  | 'sort_key_de'
  | 'met'
  | 'met_code'
  | 'kcal_hour'
  | 'goals'
>;

export type EbookValues = Pick<
  DB['ebooks'],
  | 'name_en'
  | 'name_pl'
  | 'name_de'
  | 'slug_en'
  | 'slug_pl'
  | 'slug_de'
  | 'sort_key_en'
  | 'sort_key_pl'
  | 'sort_key_de'
  | 'description_en'
  | 'description_pl'
  | 'description_de'
>;

export interface PriceRow {
  currency: string;
  regular_minor: number;
  final_minor: number;
  tax_rate_bp: number;
}

/** What the admins' foods, exercises and e-books read and write (issue 24 A2). */
export function createAdminCataloguesRepo(db: Kysely<DB>, search: SearchProvider) {
  const foodsWhere = (query: AdminFoodsQuery) => {
    let q = db.selectFrom('foods').where(textMatch('foods', query.q, search));
    if (query.group !== undefined) q = q.where('foods.food_group_id', '=', query.group);
    return q;
  };
  const foodColumns = [
    'foods.id',
    'foods.source',
    'foods.source_id',
    'foods.name_en',
    'foods.name_pl',
    'foods.name_de',
    'foods.food_group_id',
    'foods.sr28_description',
    'foods.energy_kcal',
    'foods.names_translated',
    'food_groups.code as group_code',
  ] as const;

  return {
    db,

    // ---- foods
    foodPage: (query: AdminFoodsQuery, offset: number, limit: number) =>
      foodsWhere(query)
        .innerJoin('food_groups', 'food_groups.id', 'foods.food_group_id')
        .select(foodColumns)
        .orderBy('foods.sort_key_en')
        .orderBy('foods.id')
        .offset(offset)
        .limit(limit)
        .execute(),
    async foodCount(query: AdminFoodsQuery): Promise<number> {
      const row = await foodsWhere(query)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    food: (id: number, trx: Kysely<DB> = db) =>
      trx
        .selectFrom('foods')
        .innerJoin('food_groups', 'food_groups.id', 'foods.food_group_id')
        .select(foodColumns)
        .where('foods.id', '=', id)
        .executeTakeFirst(),
    async recipeCount(foodId: number): Promise<number> {
      const row = await db
        .selectFrom('recipe_ingredients')
        .select((eb) => eb.fn.count<number>('recipe_id').distinct().as('n'))
        .where('food_id', '=', foodId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    foodGroups: () =>
      db
        .selectFrom('food_groups')
        .select(['id', 'code', 'name_en', 'name_pl', 'name_de'])
        .orderBy('name_en')
        .execute(),
    foodGroup: (id: number) =>
      db.selectFrom('food_groups').select(['id']).where('id', '=', id).executeTakeFirst(),
    updateFood: (trx: Kysely<DB>, id: number, values: FoodValues) =>
      trx
        .updateTable('foods')
        .set({ ...values, edited_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute(),

    /** The food's search documents, as the foods catalogue writes them (name; group and, in English, SR28's text). */
    async foodDocuments(id: number): Promise<SearchDocument[]> {
      const row = await db
        .selectFrom('foods')
        .innerJoin('food_groups', 'food_groups.id', 'foods.food_group_id')
        .select([
          'foods.id',
          'foods.name_en',
          'foods.name_pl',
          'foods.name_de',
          'foods.sr28_description',
          'food_groups.name_en as group_en',
          'food_groups.name_pl as group_pl',
          'food_groups.name_de as group_de',
        ])
        .where('foods.id', '=', id)
        .executeTakeFirst();
      if (!row) return [];
      return LOCALES.map((locale) => ({
        entityType: 'food',
        entityId: row.id,
        locale,
        name: row[`name_${locale}`],
        body: `${row[`group_${locale}`]} ${locale === 'en' ? row.sr28_description : ''}`,
      }));
    },

    /** The documents of the recipes using a food (their ingredient names are part of them). */
    async recipeDocumentsUsing(foodId: number): Promise<SearchDocument[]> {
      const recipes = await db
        .selectFrom('recipes')
        .select(['id', 'name_en', 'name_pl', 'name_de', 'description_en', 'description_pl', 'description_de'])
        .where(
          'id',
          'in',
          db.selectFrom('recipe_ingredients').select('recipe_id').where('food_id', '=', foodId),
        )
        .execute();
      if (recipes.length === 0) return [];
      const ingredients = await db
        .selectFrom('recipe_ingredients')
        .innerJoin('foods', 'foods.id', 'recipe_ingredients.food_id')
        .select(['recipe_ingredients.recipe_id', 'foods.name_en', 'foods.name_pl', 'foods.name_de'])
        .where(
          'recipe_ingredients.recipe_id',
          'in',
          recipes.map((r) => r.id),
        )
        .execute();
      return recipes.flatMap((r) =>
        LOCALES.map((locale) => ({
          entityType: 'recipe',
          entityId: r.id,
          locale,
          name: r[`name_${locale}`],
          body: [
            r[`description_${locale}`],
            ...ingredients.filter((i) => i.recipe_id === r.id).map((i) => i[`name_${locale}`]),
          ].join(' '),
        })),
      );
    },

    // ---- exercises
    exercisePage: (q: string | undefined, offset: number, limit: number) =>
      db
        .selectFrom('exercises')
        .where(textMatch('exercises', q, search))
        .selectAll()
        .orderBy('sort_key_en')
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute(),
    async exerciseCount(q: string | undefined): Promise<number> {
      const row = await db
        .selectFrom('exercises')
        .where(textMatch('exercises', q, search))
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    exercise: (id: number, trx: Kysely<DB> = db) =>
      trx.selectFrom('exercises').selectAll().where('id', '=', id).executeTakeFirst(),
    updateExercise: (trx: Kysely<DB>, id: number, values: Partial<ExerciseValues> & { images?: string }) =>
      trx
        .updateTable('exercises')
        .set({ ...values, edited_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute(),

    /** The exercise's search documents, as the exercises catalogue writes them. */
    async exerciseDocuments(id: number): Promise<SearchDocument[]> {
      const row = await db
        .selectFrom('exercises')
        .select(['id', 'name_en', 'name_pl', 'name_de', 'category', 'equipment', 'primary_muscles'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return [];
      return LOCALES.map((locale) => {
        const t = translatorFor(locale);
        const muscles = list(row.primary_muscles).map((m) =>
          t(`reference:exercise.muscles.${vocabularyKey(m)}`),
        );
        return {
          entityType: 'exercise',
          entityId: row.id,
          locale,
          name: row[`name_${locale}`],
          body: [
            t(`reference:exercise.category.${row.category}`),
            t(`reference:exercise.equipment.${row.equipment}`),
            ...muscles,
          ].join(' '),
        };
      });
    },

    // ---- e-books
    ebookPage: (q: string | undefined, offset: number, limit: number) =>
      db
        .selectFrom('ebooks')
        .where(textMatch('ebooks', q, search))
        .selectAll()
        .orderBy('sort_key_en')
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute(),
    async ebookCount(q: string | undefined): Promise<number> {
      const row = await db
        .selectFrom('ebooks')
        .where(textMatch('ebooks', q, search))
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    ebook: (id: number, trx: Kysely<DB> = db) =>
      trx.selectFrom('ebooks').selectAll().where('id', '=', id).executeTakeFirst(),
    prices: (ids: number[], trx: Kysely<DB> = db) =>
      ids.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('product_prices')
            .select(['product_id', 'currency', 'regular_minor', 'final_minor', 'tax_rate_bp'])
            .where('product_type', '=', 'ebook')
            .where('product_id', 'in', ids)
            .execute(),
    updateEbook: (
      trx: Kysely<DB>,
      id: number,
      values: Partial<EbookValues> &
        Partial<Pick<DB['ebooks'], 'cover' | 'file_en' | 'file_pl' | 'file_de'>> & {
          pages_en?: number;
          pages_pl?: number;
          pages_de?: number;
        },
    ) =>
      trx
        .updateTable('ebooks')
        .set({ ...values, edited_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute(),
    async setPrice(trx: Kysely<DB>, id: number, price: PriceRow) {
      const updated = await trx
        .updateTable('product_prices')
        .set({ regular_minor: price.regular_minor, final_minor: price.final_minor })
        .where('product_type', '=', 'ebook')
        .where('product_id', '=', id)
        .where('currency', '=', price.currency)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0)
        await trx
          .insertInto('product_prices')
          .values({ product_type: 'ebook', product_id: id, ...price })
          .execute();
    },
    async ebookDocuments(id: number): Promise<SearchDocument[]> {
      const [row, labels] = await Promise.all([
        db.selectFrom('ebooks').selectAll().where('id', '=', id).executeTakeFirst(),
        db.selectFrom('ebook_labels').selectAll().execute(),
      ]);
      if (!row) return [];
      const byKey = new Map(labels.map((label) => [`${label.kind}:${label.key}`, label]));
      return LOCALES.map((locale) => {
        const label = (kind: string, key: string) => byKey.get(`${kind}:${key}`)?.[`name_${locale}`] ?? '';
        return {
          entityType: 'ebook',
          entityId: row.id,
          locale,
          name: row[`name_${locale}`],
          body: [
            row.writer,
            row[`description_${locale}`],
            ...list(row[`contents_${locale}`]),
            label('category', row.category),
            ...list(row.tags).map((tag) => label('tag', tag)),
          ].join(' '),
        };
      });
    },
  };
}
export type AdminCataloguesRepo = ReturnType<typeof createAdminCataloguesRepo>;

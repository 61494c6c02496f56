import { sql, type Kysely, type Selectable } from 'kysely';
import { SR28_NUTRIENT_COLUMNS, type NutrientColumn } from '../../../core/domain/nutrient-columns';
import type { AdminRecipesQuery } from '../../../core/contracts/admin-recipes';
import type { Locale } from '../../../core/i18n/locales';
import type { DialectAdapter } from '../../db/dialect';
import type { DB, RecipesTable } from '../../db/schema';
import type { SearchDocument, SearchProvider } from '../../db/search/search-provider';
import { recordAudit, type AuditRecord } from '../audit/audit.repo';

export type RecipeRow = Selectable<RecipesTable>;
/** Values per 100 g (or per portion); null: not analysed. */
export type NutrientValues = Record<NutrientColumn, number | null>;

export interface IngredientRow {
  food_id: number;
  grams: number;
  measure_amount: number | null;
  measure_unit: string | null;
}

/** What a food brings to a recipe: names, SR28 group and description, nutrients per 100 g. */
export interface FoodFactsRow {
  id: number;
  name_en: string;
  name_pl: string;
  name_de: string;
  group: string;
  description: string;
  per100g: NutrientValues;
}

export interface FoodAllergenRow {
  food_id: number;
  code: string;
  level: 'contains' | 'may_contain';
}

export interface PortionRow {
  food_id: number;
  seq: number;
  amount: number;
  unit: string;
  unit_pl: string | null;
  unit_de: string | null;
  grams: number;
}

/** The columns of a recipe the editor writes (everything but the id, the source and what the database keeps). */
export type RecipeWrite = Omit<
  RecipesTable,
  'id' | 'updated_at' | 'allergen_mask' | 'plan_ingredients' | 'source' | 'source_id' | 'image'
>;

export interface IngredientWrite {
  food_id: number;
  grams: number;
  measure_amount: number | null;
  measure_unit: string | null;
}

/** `%text%` for LIKE, with the wildcards and the escape character in the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

function queries(db: Kysely<DB>) {
  return {
    async foods(ids: readonly number[]): Promise<FoodFactsRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('foods')
        .innerJoin('food_groups', 'food_groups.id', 'foods.food_group_id')
        .select([
          'foods.id',
          'foods.name_en',
          'foods.name_pl',
          'foods.name_de',
          'foods.sr28_description',
          'food_groups.source_id as group_source',
          ...SR28_NUTRIENT_COLUMNS.map((c) => `foods.${c}` as const),
        ])
        .where('foods.id', 'in', [...new Set(ids)])
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name_en: row.name_en,
        name_pl: row.name_pl,
        name_de: row.name_de,
        group: row.group_source,
        description: row.sr28_description,
        per100g: Object.fromEntries(
          SR28_NUTRIENT_COLUMNS.map((c) => [
            c,
            num((row as Record<string, number | string | null>)[c] ?? null),
          ]),
        ) as NutrientValues,
      }));
    },

    async foodAllergens(ids: readonly number[]): Promise<FoodAllergenRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('food_allergens')
        .innerJoin('allergens', 'allergens.id', 'food_allergens.allergen_id')
        .select(['food_allergens.food_id', 'allergens.code', 'food_allergens.level'])
        .where('food_allergens.food_id', 'in', [...new Set(ids)])
        .execute();
    },

    async portions(ids: readonly number[]): Promise<PortionRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('food_portions')
        .select(['food_id', 'seq', 'amount', 'unit', 'unit_pl', 'unit_de', 'grams'])
        .where('food_id', 'in', [...new Set(ids)])
        .orderBy('food_id')
        .orderBy('seq')
        .execute();
      return rows.map((r) => ({ ...r, amount: Number(r.amount), grams: Number(r.grams) }));
    },

    allergenNames: () =>
      db.selectFrom('allergens').select(['code', 'name_en', 'name_pl', 'name_de']).execute(),

    dietTypeNames: () =>
      db.selectFrom('diet_types').select(['code', 'name_en', 'name_pl', 'name_de']).execute(),

    async references() {
      const rows = await db.selectFrom('nutrients').select(['code', 'daily_men', 'daily_woman']).execute();
      return rows.map((r) => ({
        code: r.code as NutrientColumn,
        dailyMen: num(r.daily_men),
        dailyWoman: num(r.daily_woman),
      }));
    },

    byId: (id: number) => db.selectFrom('recipes').selectAll().where('id', '=', id).executeTakeFirst(),

    async ingredients(recipeId: number): Promise<IngredientRow[]> {
      const rows = await db
        .selectFrom('recipe_ingredients')
        .select(['food_id', 'grams', 'measure_amount', 'measure_unit'])
        .where('recipe_id', '=', recipeId)
        .orderBy('position')
        .execute();
      return rows.map((r) => ({ ...r, grams: Number(r.grams), measure_amount: num(r.measure_amount) }));
    },

    async insert(row: RecipeWrite & { source: string; source_id: string }): Promise<number> {
      const { id } = await db
        .insertInto('recipes')
        .values({ ...row, edited_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async update(id: number, row: RecipeWrite): Promise<void> {
      await db
        .updateTable('recipes')
        .set({ ...row, edited_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },

    async replaceIngredients(recipeId: number, rows: IngredientWrite[]): Promise<void> {
      await db.deleteFrom('recipe_ingredients').where('recipe_id', '=', recipeId).execute();
      await db
        .insertInto('recipe_ingredients')
        .values(rows.map((row, position) => ({ ...row, recipe_id: recipeId, position })))
        .execute();
    },

    async replaceFacets(recipeId: number, facets: Array<[string, string]>): Promise<void> {
      await db.deleteFrom('recipe_facets').where('recipe_id', '=', recipeId).execute();
      if (facets.length)
        await db
          .insertInto('recipe_facets')
          .values(facets.map(([facet, value]) => ({ facet, value, recipe_id: recipeId })))
          .execute();
    },

    audit: (record: AuditRecord) => recordAudit(db, record),
  };
}

export type AdminRecipesQueries = ReturnType<typeof queries>;

/** Recipes as admins edit them (issue 24 A2): a save, its search document and its audit row in one transaction. */
export function createAdminRecipesRepo(
  db: Kysely<DB>,
  adapter: Pick<DialectAdapter, 'createSearchProvider'>,
  search: SearchProvider,
) {
  return {
    ...queries(db),

    async page(query: AdminRecipesQuery, locale: Locale, offset: number, limit: number) {
      let base = db.selectFrom('recipes');
      const q = query.q?.trim();
      if (q) {
        const pattern = containsPattern(q);
        // lower() on both sides: PostgreSQL's LIKE is case-sensitive, SQLite's only for non-ASCII letters.
        base = base.where((eb) =>
          eb.or(
            (['name_en', 'name_pl', 'name_de'] as const).map((column) =>
              eb(sql`lower(${sql.ref(column)})`, 'like', sql`${pattern} escape '\\'`),
            ),
          ),
        );
      }
      const rows = await (
        query.sort === 'updated'
          ? base.orderBy('updated_at', 'desc').orderBy('id', 'desc')
          : base.orderBy(`sort_key_${locale}`).orderBy('id')
      )
        .select([
          'id',
          'source',
          'source_id',
          'name_en',
          'name_pl',
          'name_de',
          `slug_${locale}`,
          'energy_kcal',
          'updated_at',
        ])
        .limit(limit)
        .offset(offset)
        .execute();
      const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      return { rows, total: Number(total.n) };
    },

    /** Foods whose name matches in the caller's language, best first (the catalogue's full-text index). */
    async searchFoods(text: string, locale: Locale, limit: number): Promise<number[]> {
      if (text === '') {
        const rows = await db
          .selectFrom('foods')
          .select('id')
          .orderBy('list_rank', 'desc')
          .orderBy('id')
          .limit(limit)
          .execute();
        return rows.map((r) => r.id);
      }
      const result = await search.search({ entityType: 'food', locale, text, limit });
      return result.hits.map((hit) => hit.entityId);
    },

    transaction: <T>(
      work: (tx: AdminRecipesQueries & { index(documents: SearchDocument[]): Promise<void> }) => Promise<T>,
    ): Promise<T> =>
      db.transaction().execute((trx) =>
        work({
          ...queries(trx),
          index: (documents) => adapter.createSearchProvider(trx).upsert(documents),
        }),
      ),
  };
}

export type AdminRecipesRepo = ReturnType<typeof createAdminRecipesRepo>;

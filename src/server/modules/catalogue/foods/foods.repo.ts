import type { Kysely } from 'kysely';
import type { CatalogueSort } from '../../../../core/contracts/catalogue';
import type { NutrientColumn } from '../../../../core/domain/nutrient-columns';
import type { Locale } from '../../../../core/i18n/locales';
import { CATALOGUE_COUNTER, changeRevision } from '../../../db/change-counters';
import type { DB } from '../../../db/schema';
import type { SearchProvider } from '../../../db/search/search-provider';
import { jsonArrayHasAny, orderColumns, textCondition, type PageWindow } from '../kit/query';
import type { FoodAllergenCodes, FoodPortionRow } from './foods.presenter';

/** Filters already checked against what the catalogue offers. */
export interface FoodFilters {
  text: string;
  groupIds: number[];
  tags: string[];
  occasions: string[];
  /** Nutrient codes the import assigned as "source of". */
  include: string[];
  /** At most this much per 100 g ("low in"). */
  below: Array<[NutrientColumn, number]>;
  /** Foods that contain or may contain any of these allergens are left out. */
  allergens: string[];
}

/** The foods catalogue's SQL. */
export function createFoodsRepo(db: Kysely<DB>, search: SearchProvider) {
  function filtered(filters: FoodFilters, locale: Locale) {
    const matches = textCondition(search, 'food', locale, filters.text, 'foods.id');
    let query = db.selectFrom('foods');
    if (matches) query = query.where(matches);
    if (filters.groupIds.length) query = query.where('food_group_id', 'in', filters.groupIds);
    if (filters.tags.length) query = query.where((eb) => jsonArrayHasAny(eb, 'tags', filters.tags));
    if (filters.occasions.length)
      query = query.where((eb) => jsonArrayHasAny(eb, 'occasions', filters.occasions));
    if (filters.include.length)
      query = query.where((eb) =>
        eb.and(filters.include.map((code) => jsonArrayHasAny(eb, 'nutrients_assigned', [code]))),
      );
    for (const [code, limit] of filters.below) query = query.where(code, '<=', limit);
    if (filters.allergens.length) {
      query = query.where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('food_allergens')
              .innerJoin('allergens', 'allergens.id', 'food_allergens.allergen_id')
              .select('food_allergens.food_id')
              .whereRef('food_allergens.food_id', '=', 'foods.id')
              .where('allergens.code', 'in', filters.allergens),
          ),
        ),
      );
    }
    return query;
  }

  return {
    revision: () => changeRevision(db, CATALOGUE_COUNTER),
    async count(filters: FoodFilters, locale: Locale): Promise<number> {
      const { total } = await filtered(filters, locale)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(total);
    },

    async page(filters: FoodFilters, locale: Locale, sort: CatalogueSort, window: PageWindow) {
      let rows = filtered(filters, locale).selectAll('foods');
      // Foods only: "newest first" (the default) lists everyday foods and those our recipes use first (docs/decisions.md).
      if (sort === 'id_desc' || sort === 'id_asc')
        rows = rows.orderBy('foods.list_rank', sort === 'id_desc' ? 'desc' : 'asc');
      for (const [column, direction] of orderColumns(sort, locale))
        rows = rows.orderBy(`foods.${column}` as 'foods.id', direction);
      return rows.limit(window.perPage).offset(window.offset).execute();
    },

    findById: (id: number) => db.selectFrom('foods').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Each food's allergen codes by level. */
    async allergensOf(foodIds: number[]): Promise<Map<number, FoodAllergenCodes>> {
      const byFood = new Map<number, FoodAllergenCodes>();
      if (foodIds.length === 0) return byFood;
      const rows = await db
        .selectFrom('food_allergens')
        .innerJoin('allergens', 'allergens.id', 'food_allergens.allergen_id')
        .select(['food_allergens.food_id', 'allergens.code', 'food_allergens.level'])
        .where('food_allergens.food_id', 'in', foodIds)
        .execute();
      for (const row of rows) {
        const codes = byFood.get(row.food_id) ?? { contains: new Set(), mayContain: new Set() };
        (row.level === 'may_contain' ? codes.mayContain : codes.contains).add(row.code);
        byFood.set(row.food_id, codes);
      }
      return byFood;
    },

    portionsOf: (foodId: number): Promise<FoodPortionRow[]> =>
      db
        .selectFrom('food_portions')
        .select(['amount', 'unit', 'unit_pl', 'unit_de', 'grams'])
        .where('food_id', '=', foodId)
        .orderBy('seq')
        .execute(),
  };
}

export type FoodsRepo = ReturnType<typeof createFoodsRepo>;

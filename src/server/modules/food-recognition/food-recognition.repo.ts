import type { Kysely } from 'kysely';
import { CATALOGUE_COUNTER, changeRevision } from '../../db/change-counters';
import type { DB } from '../../db/schema';
import type { SearchProvider } from '../../db/search/search-provider';
import type { Locale } from '../../../core/i18n/locales';
import type { Per100gRow } from './food-nutrition';

/** A food of our table as the photo tool needs it: names, SR28 group, values per 100 g. */
export interface FoodRow extends Per100gRow {
  id: number;
  ndb_no: string;
  name_en: string;
  name_de: string;
  name_pl: string;
  group: string | null;
}

export interface GroupNutrientRow extends Per100gRow {
  group: string | null;
}

/** How many foods a name search answers at most (IMG-18). */
export const SEARCH_LIMIT = 10;

export function createFoodRecognitionRepo(db: Kysely<DB>, search: SearchProvider) {
  const foods = () =>
    db
      .selectFrom('foods')
      .leftJoin('food_groups', 'food_groups.id', 'foods.food_group_id')
      .select([
        'foods.id',
        'foods.ndb_no',
        'foods.name_en',
        'foods.name_de',
        'foods.name_pl',
        'food_groups.source_id as group',
        'foods.energy_kcal',
        'foods.protein_g',
        'foods.carbohydrate_g',
        'foods.fat_g',
        'foods.fiber_g',
        'foods.sugars_g',
        'foods.sodium_mg',
      ]);
  return {
    async byNdbNos(ndbNos: readonly string[]): Promise<FoodRow[]> {
      if (ndbNos.length === 0) return [];
      return foods()
        .where('foods.ndb_no', 'in', [...ndbNos])
        .execute();
    },
    async byIds(ids: readonly number[]): Promise<FoodRow[]> {
      if (ids.length === 0) return [];
      return foods()
        .where('foods.id', 'in', [...ids])
        .execute();
    },
    /**
     * Foods whose name in `locale` matches `text`, best first (names beginning with the text's first word,
     * then the search engine's score), through the catalogue's search index and its shared text fold.
     */
    async searchByName(text: string, locale: Locale, limit = SEARCH_LIMIT): Promise<FoodRow[]> {
      const hits = await search.topPerType({ entityTypes: ['food'], locale, text, limit });
      const rows = new Map((await this.byIds(hits.map((h) => h.entityId))).map((row) => [row.id, row]));
      return hits.flatMap((hit) => rows.get(hit.entityId) ?? []);
    },
    /** Every food's group and values per 100 g (the category medians of IMG-24). */
    allGroupNutrients(): Promise<GroupNutrientRow[]> {
      return db
        .selectFrom('foods')
        .leftJoin('food_groups', 'food_groups.id', 'foods.food_group_id')
        .select([
          'food_groups.source_id as group',
          'foods.energy_kcal',
          'foods.protein_g',
          'foods.carbohydrate_g',
          'foods.fat_g',
          'foods.fiber_g',
          'foods.sugars_g',
          'foods.sodium_mg',
        ])
        .execute();
    },
    /** The catalogue's change revision: cached medians are recomputed when the foods change. */
    revision: () => changeRevision(db, CATALOGUE_COUNTER),
  };
}
export type FoodRecognitionRepo = ReturnType<typeof createFoodRecognitionRepo>;

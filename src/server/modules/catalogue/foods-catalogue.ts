import type { Kysely } from 'kysely';
import type { FilterGroups, FoodCard, FoodDetail, FoodSearchRequest } from '../../../core/contracts/catalogue';
import type { Locale } from '../../../core/i18n/locales';
import type { DB, FoodsTable } from '../../db/schema';
import type { SearchProvider } from '../../db/search/search-provider';
import { NotFoundError } from '../../errors';
import { FOOD_OCCASIONS, FOOD_TAGS, EXCLUDE_SHARE, SOURCES } from '../../../core/domain/reference-vocabulary';
import { SR28_NUTRIENT_COLUMNS, type NutrientColumn } from '../../../core/domain/nutrient-columns';
import {
  dailyReference,
  option,
  parseList,
  vocabularyOptions,
  type ReferenceLabels,
  type ReferenceLabelsCache,
} from './catalogue-labels';
import { jsonArrayHasAny, known, orderColumns, pageResult, pageWindow, textCondition } from './catalogue-query';

type FoodRow = Omit<FoodsTable, 'id'> & { id: number };
interface FoodAllergenCodes {
  contains: Set<string>;
  mayContain: Set<string>;
}
const NO_ALLERGENS: FoodAllergenCodes = { contains: new Set(), mayContain: new Set() };

export function createFoodsCatalogue(db: Kysely<DB>, search: SearchProvider, labels: ReferenceLabelsCache) {
  /** Each food's allergen codes by level. */
  async function allergensOf(foodIds: number[]) {
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
  }

  function card(row: FoodRow, locale: Locale, ref: ReferenceLabels, allergens: FoodAllergenCodes = NO_ALLERGENS): FoodCard {
    const group = ref.foodGroups.find((g) => g.id === row.food_group_id);
    const assigned = new Set(parseList(row.nutrients_assigned));
    return {
      id: row.id,
      slug: row[`slug_${locale}`],
      name: row[`name_${locale}`],
      image: null,
      nameTranslated: row.names_translated === 1,
      tags: vocabularyOptions(locale, 'foodTags', parseList(row.tags)),
      types: group ? [option(group, locale)] : [],
      occasions: vocabularyOptions(locale, 'occasions', parseList(row.occasions)),
      allergens: ref.allergens.filter((a) => allergens.contains.has(a.code)).map((a) => option(a, locale)),
      mayContain: ref.allergens.filter((a) => allergens.mayContain.has(a.code)).map((a) => option(a, locale)),
      allergensFromDescription: row.allergens_from_description === 1,
      nutrients_assigned: ref.nutrients.filter((n) => assigned.has(n.code)).map((n) => option(n, locale)),
      kcal: row.energy_kcal,
    };
  }

  return {
    async filters(locale: Locale): Promise<FilterGroups> {
      const ref = await labels.get();
      const withReference = ref.nutrients.filter((n) => dailyReference(n) !== null && n.code !== 'energy_kj');
      return {
        categories: ref.foodGroups.map((g) => option(g, locale)),
        occasions: vocabularyOptions(locale, 'occasions', FOOD_OCCASIONS),
        tags: vocabularyOptions(locale, 'foodTags', FOOD_TAGS),
        allergens: ref.allergens.map((a) => option(a, locale)),
        nutrientsInclude: withReference.map((n) => option(n, locale)),
        nutrientsExclude: withReference.map((n) => option(n, locale)),
      };
    },

    async search(request: FoodSearchRequest) {
      const locale = request._locale;
      const ref = await labels.get();
      const matches = textCondition(search, 'food', locale, request.text, 'foods.id');
      const nutrients = new Map(ref.nutrients.map((n) => [n.code, n]));
      const groups = known(request.type, ref.foodGroups.map((g) => g.code));
      const tags = known(request.tags, FOOD_TAGS);
      const occasions = known(request.occasion, FOOD_OCCASIONS);
      const allergens = known(request.allergenExclude, ref.allergens.map((a) => a.code));
      const include = known(request.nutrientInclude, SR28_NUTRIENT_COLUMNS);
      const exclude = known(request.nutrientExclude, SR28_NUTRIENT_COLUMNS).filter((c) => dailyReference(nutrients.get(c)!) !== null);

      let query = db.selectFrom('foods');
      if (matches) query = query.where(matches);
      if (groups.length) {
        const groupIds = ref.foodGroups.filter((g) => groups.includes(g.code)).map((g) => g.id);
        query = query.where('food_group_id', 'in', groupIds);
      }
      if (tags.length) query = query.where((eb) => jsonArrayHasAny(eb, 'tags', tags));
      if (occasions.length) query = query.where((eb) => jsonArrayHasAny(eb, 'occasions', occasions));
      // "Source of" a nutrient is what the import assigned (≥ 15 % of the reference per 100 g).
      if (include.length) query = query.where((eb) => eb.and(include.map((code) => jsonArrayHasAny(eb, 'nutrients_assigned', [code]))));
      for (const code of exclude as NutrientColumn[]) {
        query = query.where(code, '<=', EXCLUDE_SHARE * dailyReference(nutrients.get(code)!)!);
      }
      if (allergens.length) {
        query = query.where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('food_allergens')
                .innerJoin('allergens', 'allergens.id', 'food_allergens.allergen_id')
                .select('food_allergens.food_id')
                .whereRef('food_allergens.food_id', '=', 'foods.id')
                .where('allergens.code', 'in', allergens),
            ),
          ),
        );
      }

      const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const window = pageWindow(request.page, request.perPage, Number(total));
      let rows = query.selectAll('foods');
      // Foods only: "newest first" (the default) lists everyday foods and those our recipes use first (docs/decisions.md).
      if (request.sort === 'id_desc' || request.sort === 'id_asc') rows = rows.orderBy('foods.list_rank', request.sort === 'id_desc' ? 'desc' : 'asc');
      for (const [column, direction] of orderColumns(request.sort, locale)) rows = rows.orderBy(`foods.${column}` as 'foods.id', direction);
      const page = await rows.limit(window.perPage).offset(window.offset).execute();
      const allergenMap = await allergensOf(page.map((r) => r.id));
      return pageResult(page.map((row) => card(row, locale, ref, allergenMap.get(row.id))), window);
    },

    async detail(id: number, locale: Locale): Promise<FoodDetail> {
      const row = await db.selectFrom('foods').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw new NotFoundError();
      const ref = await labels.get();
      const allergenMap = await allergensOf([id]);
      const portions = (
        await db.selectFrom('food_portions').select(['amount', 'unit', 'unit_pl', 'unit_de', 'grams']).where('food_id', '=', id).orderBy('seq').execute()
      ).map((p) => ({ amount: p.amount, unit: (locale === 'en' ? p.unit : p[`unit_${locale}`]) ?? p.unit, grams: p.grams }));
      return {
        ...card(row, locale, ref, allergenMap.get(id)),
        nutrients: ref.nutrients
          .filter((n) => n.code !== 'energy_kj')
          .map((n) => ({ code: n.code, label: n[`name_${locale}`], unit: n.unit, amount: row[n.code as NutrientColumn] })),
        portions,
        source: { dataset: SOURCES.sr28, id: row.source_id, description: row.sr28_description },
      };
    },
  };
}

import type { FoodCard, FoodDetail } from '../../../../core/contracts/catalogue';
import { SOURCES } from '../../../../core/domain/reference-vocabulary';
import type { NutrientColumn } from '../../../../core/domain/nutrient-columns';
import type { Locale } from '../../../../core/i18n/locales';
import type { FoodsTable } from '../../../db/schema';
import { option, parseList, vocabularyOptions, type ReferenceLabels } from '../kit/labels';

export type FoodRow = Omit<FoodsTable, 'id' | 'updated_at'> & { id: number };

export interface FoodAllergenCodes {
  contains: Set<string>;
  mayContain: Set<string>;
}
const NO_ALLERGENS: FoodAllergenCodes = { contains: new Set(), mayContain: new Set() };

export interface FoodPortionRow {
  amount: number;
  unit: string;
  unit_pl: string | null;
  unit_de: string | null;
  grams: number;
}

/** What a food card shows, in the visitor's language. */
export function foodCard(
  row: FoodRow,
  locale: Locale,
  ref: ReferenceLabels,
  allergens: FoodAllergenCodes = NO_ALLERGENS,
): FoodCard {
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

export function foodDetail(
  row: FoodRow,
  locale: Locale,
  ref: ReferenceLabels,
  allergens: FoodAllergenCodes | undefined,
  portions: readonly FoodPortionRow[],
): FoodDetail {
  return {
    ...foodCard(row, locale, ref, allergens),
    nutrients: ref.nutrients
      .filter((n) => n.code !== 'energy_kj')
      .map((n) => ({
        code: n.code,
        label: n[`name_${locale}`],
        unit: n.unit,
        amount: row[n.code as NutrientColumn],
      })),
    portions: portions.map((p) => ({
      amount: p.amount,
      unit: (locale === 'en' ? p.unit : p[`unit_${locale}`]) ?? p.unit,
      grams: p.grams,
    })),
    source: { dataset: SOURCES.sr28, id: row.source_id, description: row.sr28_description },
  };
}

import type { RecipeCard, RecipeDetail } from '../../../../core/contracts/catalogue';
import { householdMeasure, type Portion } from '../../../../core/domain/household-measure';
import type { NutrientColumn } from '../../../../core/domain/nutrient-columns';
import type { Locale } from '../../../../core/i18n/locales';
import type { RecipesTable } from '../../../db/schema';
import { translatorFor } from '../../../i18n';
import { option, parseList, vocabularyOption, vocabularyOptions, type ReferenceLabels } from '../kit/labels';

export type RecipeRow = Omit<RecipesTable, 'id' | 'allergen_mask' | 'plan_ingredients' | 'updated_at'> & {
  id: number;
  allergen_mask: number;
};

export interface IngredientRow {
  id: number;
  name: string;
  grams: number;
  measure_amount: number | null;
  measure_unit: string | null;
}

/** The columns a recipe card reads: search pages select these, not the wide row (80 nutrient columns). */
export const CARD_COLUMNS = [
  'id',
  'slug_en',
  'slug_pl',
  'slug_de',
  'name_en',
  'name_pl',
  'name_de',
  'description_en',
  'description_pl',
  'description_de',
  'image',
  'prep_time_min',
  'hard',
  'energy_kcal',
  'tags',
  'categories',
  'occasions',
  'allergens',
  'may_contain_allergens',
] as const;
export type CardRow = Pick<RecipeRow, (typeof CARD_COLUMNS)[number]>;

/** What a recipe card shows, in the visitor's language. */
export function recipeCard(
  row: CardRow,
  locale: Locale,
  ref: ReferenceLabels,
  foods: ReadonlyArray<{ id: number; name: string }>,
): RecipeCard {
  const allergens = new Set(parseList(row.allergens));
  const mayContain = new Set(parseList(row.may_contain_allergens));
  return {
    id: row.id,
    slug: row[`slug_${locale}`],
    name: row[`name_${locale}`],
    image: row.image ? `/media/${row.image}` : null,
    description: row[`description_${locale}`],
    time: row.prep_time_min,
    hard: row.hard === 1,
    kcalPortion: row.energy_kcal === null ? null : Math.round(row.energy_kcal),
    tags: vocabularyOptions(locale, 'recipeTags', parseList(row.tags)),
    types: vocabularyOptions(locale, 'recipeCategories', parseList(row.categories)),
    occasions: vocabularyOptions(locale, 'occasions', parseList(row.occasions)),
    allergens: ref.allergens.filter((a) => allergens.has(a.code)).map((a) => option(a, locale)),
    mayContain: ref.allergens.filter((a) => mayContain.has(a.code)).map((a) => option(a, locale)),
    foods: foods.map((f) => ({ id: f.id, name: f.name })),
  };
}

/** The recipe page: the card, ingredients with household measures, steps, and nutrition per portion and per 100 g. */
export function recipeDetail(
  row: RecipeRow,
  locale: Locale,
  ref: ReferenceLabels,
  ingredients: readonly IngredientRow[],
  portions: ReadonlyArray<Portion & { food_id: number }>,
): RecipeDetail {
  const totalGrams = ingredients.reduce((sum, i) => sum + i.grams, 0);
  const gramsPerPortion = totalGrams / row.portions;
  const nutrition = ref.nutrients
    .filter((n) => n.code !== 'energy_kj')
    .map((n) => ({
      code: n.code,
      label: n[`name_${locale}`],
      unit: n.unit,
      amount: row[n.code as NutrientColumn],
    }));
  const dietType = ref.dietTypes.find((d) => d.code === row.diet_type);
  const portionsByFood = new Map<number, Portion[]>();
  for (const p of portions) portionsByFood.set(p.food_id, [...(portionsByFood.get(p.food_id) ?? []), p]);
  return {
    ...recipeCard(row, locale, ref, ingredients),
    imageAlt: translatorFor(locale)('catalogue:recipes.coverAlt', {
      ingredients: [...ingredients]
        .sort((a, b) => b.grams - a.grams)
        .slice(0, 3)
        .map((i) => i.name)
        .join(', '),
    }),
    portions: row.portions,
    cuisine: vocabularyOption(locale, 'cuisines', row.cuisine),
    dietType: dietType ? option(dietType, locale) : { value: row.diet_type, label: row.diet_type },
    instructions: parseList(row[`instructions_${locale}`]),
    ingredients: ingredients.map((i) => ({
      foodId: i.id,
      name: i.name,
      grams: i.grams,
      measure: householdMeasure(
        i.grams,
        i.measure_amount !== null && i.measure_unit
          ? { amount: i.measure_amount, unit: i.measure_unit }
          : null,
        portionsByFood.get(i.id) ?? [],
      ),
    })),
    nutritionPerPortion: nutrition,
    nutritionPer100g: nutrition.map((n) => ({
      ...n,
      amount:
        n.amount === null || gramsPerPortion === 0
          ? null
          : Math.round((n.amount / gramsPerPortion) * 100 * 1000) / 1000,
    })),
  };
}

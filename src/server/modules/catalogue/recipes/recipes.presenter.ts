import type { RecipeCard, RecipeDetail, Option } from '../../../../core/contracts/catalogue';
import { householdMeasure, type Portion } from '../../../../core/domain/household-measure';
import type { NutrientColumn } from '../../../../core/domain/nutrient-columns';
import type { Locale } from '../../../../core/i18n/locales';
import type { RecipesTable } from '../../../db/schema';
import { translatorFor } from '../../../i18n';
import {
  option,
  parseList,
  vocabularyListOptions,
  vocabularyOption,
  type ReferenceLabels,
} from '../kit/labels';

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

/**
 * The columns a recipe card reads: search pages select these, not the wide row (80 nutrient columns), and of
 * the texts only the visitor's language (`slug`, `name`, `description`).
 */
export const CARD_COLUMNS = [
  'id',
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
export const CARD_TEXTS = ['slug', 'name', 'description'] as const;
export type CardRow = Pick<RecipeRow, (typeof CARD_COLUMNS)[number]> & {
  [text in (typeof CARD_TEXTS)[number]]: string;
};

/** A full recipe row as its card in one language reads it. */
export const cardRowOf = (row: RecipeRow, locale: Locale): CardRow => ({
  ...row,
  slug: row[`slug_${locale}`],
  name: row[`name_${locale}`],
  description: row[`description_${locale}`],
});

/** Allergen labels of a JSON list, in the reference's order; kept per reference, language and list. */
const allergenLists = new WeakMap<ReferenceLabels, Map<string, Option[]>>();
const ALLERGEN_LISTS_MAX = 10_000;

function allergenOptions(ref: ReferenceLabels, locale: Locale, json: string): Option[] {
  let lists = allergenLists.get(ref);
  if (!lists) allergenLists.set(ref, (lists = new Map()));
  const key = `${locale}\u0000${json}`;
  const cached = lists.get(key);
  if (cached) return cached;
  const codes = new Set(parseList(json));
  const options = Object.freeze(
    ref.allergens.filter((a) => codes.has(a.code)).map((a) => option(a, locale)),
  ) as Option[];
  if (lists.size < ALLERGEN_LISTS_MAX) lists.set(key, options);
  return options;
}

/** What a recipe card shows, in the visitor's language. */
export function recipeCard(
  row: CardRow,
  locale: Locale,
  ref: ReferenceLabels,
  foods: ReadonlyArray<{ id: number; name: string }>,
): RecipeCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    image: row.image ? `/media/${row.image}` : null,
    description: row.description,
    time: row.prep_time_min,
    hard: row.hard === 1,
    kcalPortion: row.energy_kcal === null ? null : Math.round(row.energy_kcal),
    tags: vocabularyListOptions(locale, 'recipeTags', row.tags),
    types: vocabularyListOptions(locale, 'recipeCategories', row.categories),
    occasions: vocabularyListOptions(locale, 'occasions', row.occasions),
    allergens: allergenOptions(ref, locale, row.allergens),
    mayContain: allergenOptions(ref, locale, row.may_contain_allergens),
    foods: foods.map((f) => ({ id: f.id, name: f.name })),
  };
}

/** A search row: a card's columns and its foods as one text (`card_foods`, read by recipes.repo's cardFoodsOf). */
type CardSource = CardRow & { card_foods: string | null };

/** Every field a card is made of: two rows equal in these make the same card. */
const CARD_SOURCE_FIELDS = [...CARD_COLUMNS, ...CARD_TEXTS, 'card_foods'] as const;

/** Cards kept per reference, language and recipe, with the row each was made from. */
const keptCards = new WeakMap<ReferenceLabels, Map<string, { row: CardSource; card: RecipeCard }>>();
/** About a thousand pages of twelve cards; the least recently used go first. */
const KEPT_CARDS_MAX = 12_000;

/**
 * A search row's card, made once for as long as the row reads the same: the same recipes come back on many
 * different searches, and after a write every answer is made again although its cards rarely changed (issue 13
 * A1). The row itself is compared, field by field, so a changed recipe or a renamed food makes a new card
 * at once. A kept card is frozen: answers share it.
 */
export function keptRecipeCard(
  row: CardSource,
  locale: Locale,
  ref: ReferenceLabels,
  foodsOf: (text: string | null) => ReadonlyArray<{ id: number; name: string }>,
): RecipeCard {
  let cards = keptCards.get(ref);
  if (!cards) keptCards.set(ref, (cards = new Map()));
  const key = `${locale}\u0000${row.id}`;
  const kept = cards.get(key);
  if (kept) {
    cards.delete(key);
    if (CARD_SOURCE_FIELDS.every((field) => kept.row[field] === row[field])) {
      cards.set(key, kept);
      return kept.card;
    }
  }
  const card = recipeCard(row, locale, ref, foodsOf(row.card_foods));
  for (const food of card.foods) Object.freeze(food);
  Object.freeze(card.foods);
  Object.freeze(card);
  const source = {} as Record<string, unknown>;
  for (const field of CARD_SOURCE_FIELDS) source[field] = row[field];
  cards.set(key, { row: source as CardSource, card });
  if (cards.size > KEPT_CARDS_MAX) cards.delete(cards.keys().next().value!);
  return card;
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
    ...recipeCard(cardRowOf(row, locale), locale, ref, ingredients),
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

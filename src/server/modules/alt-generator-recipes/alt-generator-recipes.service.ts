import type {
  HybridRecipesAnswer,
  ReplacementSearchAnswer,
} from '../../../core/contracts/alt-generator-recipes';
import {
  REPLACEMENT_CARD_INGREDIENTS,
  REPLACEMENT_CARD_TAGS,
} from '../../../core/contracts/alt-generator-recipes';
import type { DietType } from '../../../core/domain/plan/vocabulary';
import { vocabularyKey } from '../../../core/domain/reference-vocabulary';
import type { Locale } from '../../../core/i18n/locales';
import { translatorFor } from '../../i18n';
import { jsonList } from '../diet-generator/plan-data';
import type { AltGeneratorRecipesRepo, RecipeFilter } from './alt-generator-recipes.repo';

const DAY_MS = 86_400_000;

const nameOf = (row: { name_en: string; name_pl: string; name_de: string }, locale: Locale) =>
  row[`name_${locale}`] || row.name_en;

/** A recipe tag's label as the recipe catalogue shows it (the `reference` catalogue's recipeTags). */
function tagOption(locale: Locale, value: string) {
  const key = /^[a-z][a-zA-Z0-9]*$/.test(value) ? value : vocabularyKey(value);
  return { value, label: translatorFor(locale)(`reference:recipeTags.${key}`, { defaultValue: value }) };
}

export function createAltGeneratorRecipesService(
  repo: AltGeneratorRecipesRepo,
  now: () => number = Date.now,
) {
  /** The diet classes the named diet types accept together; null when no diet was named. */
  async function classesOf(diets: readonly string[] | undefined): Promise<string[] | null> {
    if (!diets?.length) return null;
    const byCode = await repo.dietClasses();
    return [...new Set(diets.flatMap((code) => byCode.get(code) ?? []))];
  }

  return {
    /**
     * The recipes the 4-step generator plans with (A §5 "Recipe selection", AGEN-14/15/16, DECISIONS AGEN-56):
     * none containing or maybe containing a selected allergen, none without calories, only those the diet
     * preference accepts; at most `limit`, in the day's order (repo `dailySelection`).
     */
    async hybridRecipes(
      locale: Locale,
      query: { limit: number; preference?: DietType | undefined; allergens?: string[] | undefined },
    ): Promise<HybridRecipesAnswer> {
      const filter: RecipeFilter = {
        dietClasses: await classesOf(query.preference ? [query.preference] : undefined),
        excludedAllergens: query.allergens ?? [],
      };
      const day = Math.floor(now() / DAY_MS);
      const [total, rows, allergenRows] = await Promise.all([
        repo.count(filter, locale),
        repo.dailySelection(filter, locale, query.limit, day),
        repo.allergens(),
      ]);
      const ingredients = await repo.ingredients(
        rows.map((row) => row.id),
        locale,
      );
      const allergenOption = (code: string) => {
        const row = allergenRows.find((a) => a.code === code);
        return row ? [{ id: row.id, find: row.code, name: nameOf(row, locale) }] : [];
      };
      return {
        recipes: rows.map((row) => ({
          id: row.id,
          name: nameOf(row, locale),
          tags: jsonList(row.tags),
          allergens: jsonList(row.allergens).flatMap(allergenOption),
          mayContain: jsonList(row.may_contain_allergens).flatMap(allergenOption),
          dietType: row.diet_type,
          caloriesPerPortion: Math.round(row.energy_kcal ?? 0),
          portions: row.portions,
          ingredients: ingredients
            .filter((i) => i.recipeId === row.id)
            .map((i) => ({
              foodId: i.foodId,
              name: i.name,
              quantity: Math.round(i.grams / Math.max(1, row.portions)),
            })),
        })),
        meta: { total, limit: query.limit, preference: query.preference ?? null },
      };
    },

    /** The replacement picker's search (B §7): one page by name, cards truncated to 4 ingredients and 4 tags. */
    async replacementSearch(
      locale: Locale,
      query: {
        page: number;
        pageSize: number;
        search?: string | undefined;
        portions?: number | undefined;
        time?: number | undefined;
        tags?: string[] | undefined;
        allergens?: string[] | undefined;
        diets?: string[] | undefined;
        exclude?: number | undefined;
      },
    ): Promise<ReplacementSearchAnswer> {
      const filter: RecipeFilter = {
        dietClasses: await classesOf(query.diets),
        excludedAllergens: query.allergens ?? [],
        text: query.search,
        portions: query.portions,
        maxMinutes: query.time,
        tags: query.tags,
        excludeId: query.exclude,
      };
      const { page, pageSize } = query;
      const [total, rows] = await Promise.all([
        repo.count(filter, locale),
        repo.page(filter, locale, (page - 1) * pageSize, pageSize),
      ]);
      const ingredients = await repo.ingredients(
        rows.map((row) => row.id),
        locale,
      );
      return {
        items: rows.map((row) => {
          const names = ingredients.filter((i) => i.recipeId === row.id).map((i) => i.name);
          return {
            id: row.id,
            name: nameOf(row, locale),
            caloriesPerPortion: Math.round(row.energy_kcal ?? 0),
            portions: row.portions,
            timeMinutes: row.prep_time_min,
            image: row.image ? `/media/${row.image}` : null,
            ingredients: names.slice(0, REPLACEMENT_CARD_INGREDIENTS),
            ingredientCount: names.length,
            tags: jsonList(row.tags)
              .slice(0, REPLACEMENT_CARD_TAGS)
              .map((tag) => tagOption(locale, tag)),
          };
        }),
        meta: { page, pageSize, total, pages: Math.ceil(total / pageSize) },
      };
    },
  };
}
export type AltGeneratorRecipesService = ReturnType<typeof createAltGeneratorRecipesService>;

import {
  KCAL_BANDS,
  type DietTemplateCard,
  type DietTemplateDetail,
  type DietTemplateSearchRequest,
} from '../../../../core/contracts/diet-templates';
import type { Option } from '../../../../core/contracts/catalogue';
import { currencyForLocale } from '../../../../core/domain/format';
import type { Locale } from '../../../../core/i18n/locales';
import { pageHref } from '../../../../core/routes';
import { NotFoundError } from '../../../errors';
import { keptPerRevision } from '../../../lib/revision-cache';
import { parseList } from '../kit/labels';
import { known, pageResult, pageWindow } from '../kit/query';
import { presentPrice } from '../ebooks/ebooks.presenter';
import type { DietTemplateRow, DietTemplatesRepo } from './diet-templates.repo';

type Named = { name_en: string; name_pl: string; name_de: string };
type StoredDay = { meals: Array<{ slot: string; recipeId: number; foods: Array<[number, number]> }> };

const round1 = (value: number) => Math.round(value * 10) / 10;

type DayPreview = DietTemplateDetail['firstDay'];

/** One day of a template as the home's random day reads it (HOME-32). */
export interface TemplateDay extends DayPreview {
  template: { id: number; name: string; href: string; mealsPerDay: number };
  /** The day's index in the plan (0-based). */
  index: number;
}

/** A template's picture, written by the import (reference-data/diet-template-content.ts). */
export const dietTemplateImage = (key: string) => `/media/diet-templates/${key}.svg`;

/** The diet template shop (B §2, issue 16 A3): its filters, a page of cards, one template with its first day. */
export function createDietTemplatesService(repo: DietTemplatesRepo) {
  /** Every label by `kind:key` (template categories, tags, goals, diet types, allergens). */
  async function labels() {
    const [categories, tags, goals, dietTypes, allergens] = await Promise.all([
      repo.labels('template-category'),
      repo.labels('template-tag'),
      repo.labels('template-goal'),
      repo.dietTypes(),
      repo.allergens(),
    ]);
    const map = new Map<string, Named>();
    for (const row of categories) map.set(`type:${row.key}`, row);
    for (const row of dietTypes) map.set(`type:${row.code}`, row);
    for (const row of tags) map.set(`tag:${row.key}`, row);
    for (const row of goals) map.set(`goal:${row.key}`, row);
    for (const row of allergens) map.set(`allergen:${row.code}`, row);
    return {
      option: (kind: string, key: string, locale: Locale): Option => ({
        value: key,
        label: map.get(`${kind}:${key}`)?.[`name_${locale}`] ?? key,
      }),
      keys: {
        types: [
          ...dietTypes.map((row) => row.code).filter((code) => code !== 'any'),
          ...categories.map((row) => row.key),
        ],
        tags: tags.map((row) => row.key),
        goals: goals.map((row) => row.key),
        allergens: allergens.map((row) => row.code),
        categories: categories.map((row) => row.key),
      },
    };
  }
  type Labels = Awaited<ReturnType<typeof labels>>;

  /**
   * A stored day's meals: each meal's recipe, its foods with their grams and the macros computed from those
   * grams and the foods' values per 100 g; the totals are the sums of the meals' rounded values.
   */
  async function readDay(day: StoredDay | undefined, locale: Locale): Promise<DayPreview> {
    const meals = day?.meals ?? [];
    const [recipes, foods] = await Promise.all([
      repo.recipes(meals.map((meal) => meal.recipeId)),
      repo.foods([...new Set(meals.flatMap((meal) => meal.foods.map(([foodId]) => foodId)))]),
    ]);
    const recipeById = new Map(recipes.map((recipe) => [recipe.id, recipe]));
    const foodById = new Map(foods.map((food) => [food.id, food]));
    const previews = meals.map((meal) => {
      const recipe = recipeById.get(meal.recipeId);
      const totals = { kcal: 0, protein: 0, fat: 0, carbs: 0 };
      const items = meal.foods.map(([foodId, grams]) => {
        const food = foodById.get(foodId);
        const factor = grams / 100;
        totals.kcal += (food?.energy_kcal ?? 0) * factor;
        totals.protein += (food?.protein_g ?? 0) * factor;
        totals.fat += (food?.fat_g ?? 0) * factor;
        totals.carbs += (food?.carbohydrate_g ?? 0) * factor;
        return { name: food ? food[`name_${locale}`] : String(foodId), grams };
      });
      return {
        slot: meal.slot,
        recipe: {
          id: meal.recipeId,
          name: recipe ? recipe[`name_${locale}`] : '',
          href: recipe
            ? pageHref('recipeDetail', locale, { idSlug: `${recipe.id}-${recipe[`slug_${locale}`]}` })
            : '',
        },
        foods: items,
        kcal: Math.round(totals.kcal),
        protein: round1(totals.protein),
        fat: round1(totals.fat),
        carbs: round1(totals.carbs),
      };
    });
    const sum = (field: 'kcal' | 'protein' | 'fat' | 'carbs') =>
      round1(previews.reduce((total, meal) => total + meal[field], 0));
    return {
      meals: previews,
      totals: {
        kcal: Math.round(sum('kcal')),
        protein: sum('protein'),
        fat: sum('fat'),
        carbs: sum('carbs'),
      },
    };
  }

  function card(row: DietTemplateRow, locale: Locale, l: Labels): DietTemplateCard {
    const slug = row[`slug_${locale}`];
    const price = row.free ? null : presentPrice(row, locale);
    return {
      id: row.id,
      slug,
      name: row[`name_${locale}`],
      description: row[`description_${locale}`],
      image: dietTemplateImage(row.key),
      goals: [l.option('goal', row.goal, locale)],
      types: [
        ...(row.diet_type === 'any' ? [] : [l.option('type', row.diet_type, locale)]),
        ...parseList(row.categories).map((key) => l.option('type', key, locale)),
      ],
      tags: parseList(row.tags).map((key) => l.option('tag', key, locale)),
      days: row.days,
      kcal: row.kcal,
      free: row.free === 1,
      free_title: row[`free_title_${locale}`],
      price,
      discount: price?.discount ?? 0,
    };
  }

  async function search(request: DietTemplateSearchRequest) {
    const locale = request._locale;
    const l = await labels();
    const filters = {
      text: request.text,
      tags: known(request.tags, l.keys.tags),
      types: known(request.type, l.keys.types),
      goals: known(request.goal, l.keys.goals),
      kcalBands: known(request.cpm, KCAL_BANDS).map(
        (band) => band.split('-').map(Number) as [number, number],
      ),
      allergenExclude: known(request.allergenExclude, l.keys.allergens),
    };
    const window = pageWindow(request.page, request.perPage, await repo.count(filters, locale));
    const rows = await repo.page(filters, locale, currencyForLocale(locale), request.sort, window);
    return pageResult(
      rows.map((row) => card(row, locale, l)),
      window,
    );
  }

  return {
    search: keptPerRevision(repo.revision, search),

    /** DT-05, DT-06: allergens, goals, kcal, categories and tags, each as value and label. */
    async filters(locale: Locale) {
      const l = await labels();
      return {
        allergens: l.keys.allergens.map((key) => l.option('allergen', key, locale)),
        goals: l.keys.goals.map((key) => l.option('goal', key, locale)),
        kcal: KCAL_BANDS.map((band) => ({ value: band, label: `${band.replace('-', '–')} kcal` })),
        categories: l.keys.types.map((key) => l.option('type', key, locale)),
        tags: l.keys.tags.map((key) => l.option('tag', key, locale)),
      };
    },

    async detail(id: number, locale: Locale): Promise<DietTemplateDetail> {
      const row = await repo.findById(id, currencyForLocale(locale));
      if (!row) throw new NotFoundError();
      const l = await labels();
      const [first] = JSON.parse(row.plan) as StoredDay[];
      const firstDay = await readDay(first, locale);
      return {
        ...card(row, locale, l),
        mealsPerDay: row.meals_per_day,
        macros: { protein: row.protein_g, fat: row.fat_g, carbs: row.carbs_g },
        excludedAllergens: parseList(row.excluded_allergens).map((key) => l.option('allergen', key, locale)),
        allergens: parseList(row.allergens).map((key) => l.option('allergen', key, locale)),
        firstDay,
      };
    },

    /**
     * One stored day of a template, read as its page reads the first (HOME-32: the home's random day).
     * `pickDay` chooses among the plan's days by their count; null for an unknown template or one without days.
     */
    async day(id: number, locale: Locale, pickDay: (count: number) => number): Promise<TemplateDay | null> {
      const row = await repo.findById(id, currencyForLocale(locale));
      if (!row) return null;
      const days = JSON.parse(row.plan) as StoredDay[];
      if (days.length === 0) return null;
      const index = Math.min(days.length - 1, Math.max(0, Math.floor(pickDay(days.length))));
      return {
        template: {
          id: row.id,
          name: row[`name_${locale}`],
          href: pageHref('dietTemplateDetail', locale, { idSlug: `${row.id}-${row[`slug_${locale}`]}` }),
          mealsPerDay: row.meals_per_day,
        },
        index,
        ...(await readDay(days[index], locale)),
      };
    },
  };
}

export type DietTemplatesService = ReturnType<typeof createDietTemplatesService>;

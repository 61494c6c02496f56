import {
  ADMIN_TEMPLATES_PER_PAGE,
  type AdminTemplateDetail,
  type AdminTemplatesQuery,
  type MealCandidate,
  type TemplateCreate,
  type TemplateParameters,
  type TemplatePlanInput,
  type TemplatePlanView,
  type TemplateSave,
} from '../../../core/contracts/admin-diet-templates';
import {
  TEMPLATE_SCHEDULES,
  templateSchedule,
  type StoredTemplatePlan,
} from '../../../core/domain/diet-template-diet';
import { DIET_TYPES } from '../../../core/domain/plan/vocabulary';
import { fitsDiet, hasExcludedAllergen, slotOccasion } from '../../../core/domain/plan/pool';
import type { PlanDay, PlanInput } from '../../../core/domain/plan/types';
import { LOCALES, type Locale } from '../../../core/i18n/locales';
import { slugify } from '../../../core/text/fold';
import { sortKey } from '../../../core/text/sort-key';
import { NotFoundError, ValidationError } from '../../errors';
import type { AuditActor } from '../audit/audit.repo';
import type { AdminDietTemplatesRepo, TemplateRecipe, TemplateWrite } from './admin-diet-templates.repo';

/** Runs the plan engine off the event loop (the diet generator's worker pool). */
export interface PlanRunner {
  generate(input: PlanInput, client: string): Promise<PlanDay[]>;
}

/** What a new template's cover and tax need from the reference data's rules. */
export interface TemplateShopRules {
  taxRates: Record<string, number>;
  writeCover(template: { key: string; goal: string; kcal: number; days: number; mealsPerDay: number }): void;
}

const MAX_PORTIONS = 4;
const round1 = (value: number) => Math.round(value * 10) / 10;
const timeOf = (slot: string) =>
  Object.values(TEMPLATE_SCHEDULES)
    .flat()
    .find(([id]) => id === slot)?.[1] ?? '12:00';
/** The occasions a slot takes recipes from: its own first, then the usual stand-ins. */
const OCCASIONS: Record<string, string[]> = {
  breakfast: ['breakfast', 'snack'],
  lunch: ['lunch', 'dinner'],
  dinner: ['dinner', 'lunch'],
  snack: ['snack', 'dessert', 'breakfast'],
};

/**
 * The shop's diet templates for admins (issue 24 A2). The engine makes the days; an admin swaps a meal's recipe
 * for one that fits (diet, every excluded allergen — "may contain" included — and the meal's occasion) or
 * scales a meal; each day's numbers, the averages and the allergens are always computed here from the foods.
 * A plan with a recipe outside the template's diet or with an excluded allergen is refused, never stored.
 */
export function createAdminDietTemplatesService({
  repo,
  plans,
  shop,
}: {
  repo: AdminDietTemplatesRepo;
  plans: PlanRunner;
  shop: TemplateShopRules;
}) {
  async function view(plan: StoredTemplatePlan, locale: Locale): Promise<TemplatePlanView> {
    const recipes = await repo.recipes(
      plan.flatMap((day) => day.meals.map((meal) => meal.recipeId)),
      locale,
    );
    const foods = await repo.foods(
      plan.flatMap((day) => day.meals.flatMap((meal) => meal.foods.map(([id]) => id))),
    );
    const allergens = new Set<string>();
    const days = plan.map((day) => {
      const meals = day.meals.map((meal) => {
        const recipe = recipes.get(meal.recipeId);
        for (const code of [...(recipe?.allergens ?? []), ...(recipe?.mayContain ?? [])]) allergens.add(code);
        const sum = { kcal: 0, protein: 0, fat: 0, carbs: 0 };
        for (const [foodId, grams] of meal.foods) {
          const food = foods.get(foodId);
          if (!food) continue;
          sum.kcal += (food.kcal * grams) / 100;
          sum.protein += (food.protein * grams) / 100;
          sum.fat += (food.fat * grams) / 100;
          sum.carbs += (food.carbs * grams) / 100;
        }
        return {
          slot: meal.slot,
          time: timeOf(meal.slot),
          recipeId: meal.recipeId,
          recipeName: recipe?.name ?? '',
          foods: meal.foods,
          kcal: Math.round(sum.kcal),
          protein: round1(sum.protein),
          fat: round1(sum.fat),
          carbs: round1(sum.carbs),
        };
      });
      const total = (field: 'kcal' | 'protein' | 'fat' | 'carbs') =>
        meals.reduce((s, meal) => s + meal[field], 0);
      return {
        meals,
        kcal: Math.round(total('kcal')),
        protein: round1(total('protein')),
        fat: round1(total('fat')),
        carbs: round1(total('carbs')),
      };
    });
    const average = (field: 'kcal' | 'protein' | 'fat' | 'carbs') =>
      days.length === 0 ? 0 : Math.round(days.reduce((s, day) => s + day[field], 0) / days.length);
    return {
      days,
      average: {
        kcal: average('kcal'),
        protein: average('protein'),
        fat: average('fat'),
        carbs: average('carbs'),
      },
      allergens: [...allergens].sort(),
    };
  }

  /** Every meal in its slot, with a recipe that fits the template and that recipe's foods only. */
  async function checkedPlan(
    parameters: TemplateParameters,
    plan: TemplatePlanInput,
  ): Promise<StoredTemplatePlan> {
    const slots = templateSchedule(parameters.mealsPerDay).map((item) => item.id);
    const fields: Record<string, string> = {};
    if (plan.length !== parameters.days) fields.plan = 'templateDays';
    const recipes = await repo.recipes(
      plan.flatMap((day) => day.meals.map((meal) => meal.recipeId)),
      'en',
    );
    const excluded = new Set<string>(parameters.excludeAllergens);
    plan.forEach((day, d) => {
      if (day.meals.map((meal) => meal.slot).join() !== slots.join()) fields[`plan.${d}`] = 'templateSlots';
      day.meals.forEach((meal, m) => {
        const recipe = recipes.get(meal.recipeId);
        const at = `plan.${d}.meals.${m}`;
        if (!recipe) fields[at] = 'templateRecipeUnknown';
        else if (!fitsDiet(recipe.dietType, parameters.dietType)) fields[at] = 'templateRecipeDiet';
        else if (hasExcludedAllergen(recipe, excluded)) fields[at] = 'templateRecipeAllergen';
        else {
          const own = new Set(recipe.ingredients.map((item) => item.foodId));
          if (meal.foods.some(([foodId]) => !own.has(foodId))) fields[at] = 'templateFoodsNotRecipe';
        }
      });
    });
    if (Object.keys(fields).length > 0) throw new ValidationError(fields);
    return plan.map((day) => ({
      meals: day.meals.map((meal) => ({
        slot: meal.slot,
        recipeId: meal.recipeId,
        foods: meal.foods.map(([foodId, grams]) => [foodId, Math.round(grams)] as [number, number]),
      })),
    }));
  }

  function parametersOf(
    row: NonNullable<Awaited<ReturnType<AdminDietTemplatesRepo['find']>>>,
  ): TemplateParameters {
    return {
      dietType: row.diet_type as TemplateParameters['dietType'],
      goal: row.goal as TemplateParameters['goal'],
      kcal: row.target_kcal,
      days: row.days as TemplateParameters['days'],
      mealsPerDay: row.meals_per_day as TemplateParameters['mealsPerDay'],
      excludeAllergens: JSON.parse(row.excluded_allergens) as TemplateParameters['excludeAllergens'],
    };
  }

  async function detail(id: number, locale: Locale): Promise<AdminTemplateDetail> {
    const row = await repo.find(id);
    if (!row) throw new NotFoundError();
    const prices = await repo.prices(id);
    const price = (currency: string) => prices.find((p) => p.currency === currency);
    const complete = ['PLN', 'EUR', 'USD'].every((currency) => price(currency));
    const amount = (currency: string) => ({
      regular: Number(price(currency)!.regular_minor),
      final: Number(price(currency)!.final_minor),
    });
    return {
      id: row.id,
      key: row.key,
      slug: row[`slug_${locale}`],
      parameters: parametersOf(row),
      names: { en: row.name_en, de: row.name_de, pl: row.name_pl },
      descriptions: { en: row.description_en, de: row.description_de, pl: row.description_pl },
      prices: complete && !row.free ? { PLN: amount('PLN'), EUR: amount('EUR'), USD: amount('USD') } : null,
      plan: await view(JSON.parse(row.plan) as StoredTemplatePlan, locale),
      updatedAt: row.updated_at,
    };
  }

  async function writeOf(
    parameters: TemplateParameters,
    body: TemplateSave,
  ): Promise<Omit<TemplateWrite, 'key'>> {
    const plan = await checkedPlan(parameters, body.plan);
    const numbers = await view(plan, 'en');
    const names = body.names;
    return {
      parameters,
      names,
      slugs: Object.fromEntries(LOCALES.map((locale) => [locale, slugify(names[locale])])) as Record<
        Locale,
        string
      >,
      sortKeys: Object.fromEntries(
        LOCALES.map((locale) => [locale, sortKey(names[locale], locale)]),
      ) as Record<Locale, string>,
      descriptions: body.descriptions,
      plan,
      allergens: numbers.allergens,
      average: numbers.average,
      prices: body.prices,
    };
  }

  return {
    async list(query: AdminTemplatesQuery, locale: Locale) {
      const [rows, total] = await Promise.all([
        repo.page(query, locale, (query.page - 1) * ADMIN_TEMPLATES_PER_PAGE, ADMIN_TEMPLATES_PER_PAGE),
        repo.count(query),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          key: row.key,
          name: row.name,
          dietType: row.diet_type,
          goal: row.goal,
          targetKcal: Number(row.target_kcal),
          kcal: Number(row.kcal),
          days: Number(row.days),
          mealsPerDay: Number(row.meals_per_day),
          free: Number(row.free) === 1,
          updatedAt: row.updated_at,
        })),
        total,
        page: query.page,
        perPage: ADMIN_TEMPLATES_PER_PAGE,
      };
    },

    detail,

    /** The engine's days for the parameters (in a plan worker), as a draft to edit. */
    async generate(
      parameters: TemplateParameters,
      locale: Locale,
      client: string,
    ): Promise<TemplatePlanView> {
      const days = await plans.generate(
        {
          targetCalories: parameters.kcal,
          preferences: { dietType: parameters.dietType, allergens: parameters.excludeAllergens },
          schedule: templateSchedule(parameters.mealsPerDay),
          planDuration: parameters.days,
          startDate: '2026-01-05',
          goal: parameters.goal,
        },
        client,
      );
      const plan: StoredTemplatePlan = days.map((day) => ({
        meals: day.meals.map((meal) => ({
          slot: meal.scheduleItemId,
          recipeId: meal.recipeId,
          foods: meal.foodItems.map((item) => [item.foodId, Math.round(item.quantity)] as [number, number]),
        })),
      }));
      if (plan.some((day) => day.meals.length === 0))
        throw new ValidationError({ parameters: 'templateNoRecipes' });
      return view(plan, locale);
    },

    async preview(parameters: TemplateParameters, plan: TemplatePlanInput, locale: Locale) {
      return view(await checkedPlan(parameters, plan), locale);
    },

    /** Recipes that may take a meal's place, each scaled to whole portions nearest the meal's kcal. */
    async candidates(
      query: {
        dietType: TemplateParameters['dietType'];
        excludeAllergens: string[];
        slot: string;
        kcal: number;
        q?: string | undefined;
      },
      locale: Locale,
    ): Promise<{ items: MealCandidate[] }> {
      const occasion = slotOccasion({ time: timeOf(query.slot), label: query.slot });
      const recipes = await repo.candidates({
        dietTypes: DIET_TYPES.filter((type) => fitsDiet(type, query.dietType)),
        excluded: query.excludeAllergens,
        occasions: OCCASIONS[occasion] ?? [occasion],
        kcal: query.kcal,
        q: query.q,
        locale,
        limit: 20,
      });
      return { items: recipes.map((recipe) => scaledTo(recipe, query.kcal)) };
    },

    async create(actor: AuditActor, body: TemplateCreate, locale: Locale): Promise<AdminTemplateDetail> {
      const write = await writeOf(body.parameters, body);
      const base = `custom-${write.slugs.en}`.slice(0, 60).replace(/-+$/, '');
      let key = base;
      for (let n = 2; await repo.keyTaken(key); n += 1) key = `${base}-${n}`;
      const id = await repo.create(actor, { ...write, key }, shop.taxRates);
      shop.writeCover({
        key,
        goal: body.parameters.goal,
        kcal: write.average.kcal,
        days: body.parameters.days,
        mealsPerDay: body.parameters.mealsPerDay,
      });
      return detail(id, locale);
    },

    /** Texts, prices and days change; the parameters the days were made for stay as they are. */
    async update(
      actor: AuditActor,
      id: number,
      body: TemplateSave,
      locale: Locale,
    ): Promise<AdminTemplateDetail> {
      const before = await detail(id, 'en');
      const write = await writeOf(before.parameters, body);
      await repo.update(
        actor,
        id,
        write,
        {
          names: before.names,
          descriptions: before.descriptions,
          prices: before.prices,
          average: before.plan.average,
        },
        shop.taxRates,
      );
      return detail(id, locale);
    },
  };
}

function scaledTo(recipe: TemplateRecipe, kcal: number): MealCandidate {
  const portions = Math.min(
    MAX_PORTIONS,
    Math.max(0.5, Math.round((kcal / Math.max(recipe.kcalPerPortion, 1)) * 2) / 2),
  );
  return {
    recipeId: recipe.id,
    name: recipe.name,
    kcal: Math.round(recipe.kcalPerPortion * portions),
    foods: recipe.ingredients.map(({ foodId, grams }) => [foodId, Math.max(1, Math.round(grams * portions))]),
  };
}

export type AdminDietTemplatesService = ReturnType<typeof createAdminDietTemplatesService>;

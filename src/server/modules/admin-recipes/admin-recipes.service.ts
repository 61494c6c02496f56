import { randomBytes } from 'node:crypto';
import {
  ADMIN_RECIPES_PER_PAGE,
  RECIPE_GRAMS_MAX,
  RECIPE_GRAMS_MIN,
  type AdminRecipe,
  type AdminRecipeData,
  type AdminRecipeFood,
  type AdminRecipeFoodsResponse,
  type AdminRecipesQuery,
  type AdminRecipesResponse,
  type Macros,
  type RecipeNutrition,
} from '../../../core/contracts/admin-recipes';
import type { Option } from '../../../core/contracts/catalogue';
import type { Locale } from '../../../core/i18n/locales';
import { localizedNames, namedItem } from '../../../core/domain/named-item';
import { slugify } from '../../../core/text/fold';
import { NotFoundError, ValidationError } from '../../errors';
import type { AuditActor } from '../audit/audit.repo';
import { deriveRecipe, type RecipeDerived, type RecipeIngredientFacts } from '../reference-data/nutrition';
import { recipeFacets } from '../reference-data/recipe-facets';
import type {
  AdminRecipesQueries,
  AdminRecipesRepo,
  FoodAllergenRow,
  FoodFactsRow,
  IngredientWrite,
  NutrientValues,
  PortionRow,
  RecipeRow,
  RecipeWrite,
} from './admin-recipes.repo';

/** The source of recipes admins create; imported ones keep theirs (`nutrio-content`) and their source ids. */
export const ADMIN_RECIPE_SOURCE = 'nutrio-admin';
const FOOD_LOOKUP_LIMIT = 20;

type Named = { name_en: string; name_pl: string; name_de: string };
const nameIn = (row: Named, locale: Locale) => row[`name_${locale}`] || row.name_en;
const json = (value: unknown) => JSON.stringify(value);
const parseList = <T>(text: string): T[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
};
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

function macros(values: NutrientValues, factor = 1): Macros {
  const pick = (value: number | null) => (value === null ? null : round(value * factor, 1));
  return {
    kcal: pick(values.energy_kcal),
    protein: pick(values.protein_g),
    carbohydrates: pick(values.carbohydrate_g),
    fat: pick(values.fat_g),
  };
}

/** An ingredient as entered, its food known: grams worked out from a household measure where one is chosen. */
interface ResolvedIngredient {
  food: FoodFactsRow;
  amount: number;
  portion: PortionRow | null;
  grams: number;
}

interface Catalogue {
  foods: Map<number, FoodFactsRow>;
  allergens: Map<number, FoodAllergenRow[]>;
  portions: Map<number, PortionRow[]>;
}

async function catalogueOf(q: AdminRecipesQueries, foodIds: number[]): Promise<Catalogue> {
  const [foods, allergens, portions] = await Promise.all([
    q.foods(foodIds),
    q.foodAllergens(foodIds),
    q.portions(foodIds),
  ]);
  const group = <T extends { food_id: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.food_id, [...(map.get(row.food_id) ?? []), row]);
    return map;
  };
  return {
    foods: new Map(foods.map((f) => [f.id, f])),
    allergens: group(allergens),
    portions: group(portions),
  };
}

/** Grams of `amount` × a household measure (SR28: `portion.amount` × unit weighs `portion.grams`). */
export function measureGrams(amount: number, portion: Pick<PortionRow, 'amount' | 'grams'>): number {
  return round((amount * portion.grams) / (portion.amount || 1), 1);
}

function resolveIngredients(
  inputs: AdminRecipeData['ingredients'],
  catalogue: Catalogue,
): ResolvedIngredient[] {
  const errors: Record<string, string> = {};
  const resolved = inputs.flatMap((input, index): ResolvedIngredient[] => {
    const food = catalogue.foods.get(input.foodId);
    if (!food) {
      errors[`ingredients.${index}.foodId`] = 'recipeFoodUnknown';
      return [];
    }
    let portion: PortionRow | null = null;
    if (input.portion !== null) {
      portion = catalogue.portions.get(food.id)?.find((p) => p.seq === input.portion) ?? null;
      if (!portion) {
        errors[`ingredients.${index}.portion`] = 'recipePortionUnknown';
        return [];
      }
    }
    const grams = portion ? measureGrams(input.amount, portion) : input.amount;
    if (grams < RECIPE_GRAMS_MIN || grams > RECIPE_GRAMS_MAX) {
      errors[`ingredients.${index}.amount`] = 'recipeGramsRange';
      return [];
    }
    return [{ food, amount: input.amount, portion, grams }];
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return resolved;
}

function factsOf(ingredients: ResolvedIngredient[], catalogue: Catalogue): RecipeIngredientFacts[] {
  return ingredients.map(({ food, grams }) => {
    const allergens = catalogue.allergens.get(food.id) ?? [];
    return {
      grams,
      per100g: food.per100g,
      contains: allergens.filter((a) => a.level === 'contains').map((a) => a.code),
      mayContain: allergens.filter((a) => a.level === 'may_contain').map((a) => a.code),
      group: food.group,
      description: food.description,
    };
  });
}

/** Recipe editing for admins (issue 24 A2): every figure is computed by the import's own code. */
export function createAdminRecipesService({ repo }: { repo: AdminRecipesRepo }) {
  const labels = async (q: AdminRecipesQueries, locale: Locale) => {
    const [allergens, dietTypes] = await Promise.all([q.allergenNames(), q.dietTypeNames()]);
    const allergen = new Map(allergens.map((a) => [a.code, nameIn(a, locale)]));
    const diet = new Map(dietTypes.map((d) => [d.code, nameIn(d, locale)]));
    return {
      allergen: (code: string): Option => ({ value: code, label: allergen.get(code) ?? code }),
      diet: (code: string): Option => ({ value: code, label: diet.get(code) ?? code }),
    };
  };

  const presentFood = (
    food: FoodFactsRow,
    catalogue: Catalogue,
    label: (code: string) => Option,
    locale: Locale,
  ): AdminRecipeFood => {
    const allergens = catalogue.allergens.get(food.id) ?? [];
    return {
      id: food.id,
      name: nameIn(food, locale),
      allergens: allergens.filter((a) => a.level === 'contains').map((a) => label(a.code)),
      mayContain: allergens.filter((a) => a.level === 'may_contain').map((a) => label(a.code)),
      portions: (catalogue.portions.get(food.id) ?? []).map((p) => ({
        seq: p.seq,
        amount: p.amount,
        unit: (locale === 'pl' ? p.unit_pl : locale === 'de' ? p.unit_de : null) ?? p.unit,
        grams: p.grams,
      })),
    };
  };

  const nutritionOf = async (
    q: AdminRecipesQueries,
    derived: RecipeDerived,
    ingredients: ResolvedIngredient[],
    portions: number,
    locale: Locale,
  ): Promise<RecipeNutrition> => {
    const label = await labels(q, locale);
    const totalGrams = round(
      ingredients.reduce((sum, i) => sum + i.grams, 0),
      1,
    );
    // Per 100 g of the dish, as the public recipe page reads it: per portion ÷ a portion's grams.
    const per100 = totalGrams > 0 ? (portions * 100) / totalGrams : 0;
    return {
      perPortion: macros(derived.perPortion),
      per100g: macros(derived.perPortion, per100),
      totalGrams,
      grams: ingredients.map((i) => i.grams),
      allergens: derived.allergens.map(label.allergen),
      mayContain: derived.mayContain.map(label.allergen),
      dietType: label.diet(derived.dietType),
    };
  };

  /** A stored recipe as the editor shows it; household measures are recognised when their weight adds up. */
  const editable = async (q: AdminRecipesQueries, row: RecipeRow, locale: Locale): Promise<AdminRecipe> => {
    const stored = await q.ingredients(row.id);
    const catalogue = await catalogueOf(
      q,
      stored.map((i) => i.food_id),
    );
    const label = await labels(q, locale);
    const ingredients = stored.flatMap((i): ResolvedIngredient[] => {
      const food = catalogue.foods.get(i.food_id);
      if (!food) return [];
      const portion =
        i.measure_amount === null
          ? undefined
          : (catalogue.portions.get(food.id) ?? []).find(
              (p) =>
                p.unit === i.measure_unit &&
                Math.abs(measureGrams(i.measure_amount as number, p) - i.grams) < 0.5,
            );
      return portion
        ? [{ food, amount: i.measure_amount as number, portion, grams: i.grams }]
        : [{ food, amount: i.grams, portion: null, grams: i.grams }];
    });
    const derived = deriveRecipe(factsOf(ingredients, catalogue), row.portions);
    return {
      id: row.id,
      source: row.source,
      sourceId: row.source_id,
      updatedAt: row.updated_at,
      slug: { pl: row.slug_pl, de: row.slug_de, en: row.slug_en },
      name: { pl: row.name_pl, de: row.name_de, en: row.name_en },
      description: { pl: row.description_pl, de: row.description_de, en: row.description_en },
      instructions: {
        pl: parseList<string>(row.instructions_pl),
        de: parseList<string>(row.instructions_de),
        en: parseList<string>(row.instructions_en),
      },
      portions: row.portions,
      prepTimeMin: row.prep_time_min,
      hard: row.hard === 1,
      cuisine: row.cuisine as AdminRecipe['cuisine'],
      occasions: parseList(row.occasions),
      categories: parseList(row.categories),
      tags: parseList(row.tags),
      ingredients: ingredients.map((i) => ({
        foodId: i.food.id,
        amount: i.amount,
        portion: i.portion?.seq ?? null,
        grams: i.grams,
        food: presentFood(i.food, catalogue, label.allergen, locale),
      })),
      nutrition: await nutritionOf(q, derived, ingredients, row.portions, locale),
    };
  };

  /** What the audit log keeps of a recipe: its own fields, its ingredients and the figures derived from them. */
  const snapshot = (recipe: AdminRecipe) => ({
    sourceId: recipe.sourceId,
    name: recipe.name,
    description: recipe.description,
    instructions: recipe.instructions,
    portions: recipe.portions,
    prepTimeMin: recipe.prepTimeMin,
    hard: recipe.hard,
    cuisine: recipe.cuisine,
    occasions: recipe.occasions,
    categories: recipe.categories,
    tags: recipe.tags,
    ingredients: recipe.ingredients.map((i) => ({
      foodId: i.foodId,
      amount: i.amount,
      portion: i.portion,
      grams: i.grams,
    })),
    perPortion: recipe.nutrition.perPortion,
    allergens: recipe.nutrition.allergens.map((a) => a.value),
    mayContain: recipe.nutrition.mayContain.map((a) => a.value),
    dietType: recipe.nutrition.dietType.value,
  });

  return {
    async list(query: AdminRecipesQuery, locale: Locale): Promise<AdminRecipesResponse> {
      const { rows, total } = await repo.page(
        query,
        locale,
        (query.page - 1) * ADMIN_RECIPES_PER_PAGE,
        ADMIN_RECIPES_PER_PAGE,
      );
      return {
        items: rows.map((row) => ({
          id: row.id,
          source: row.source,
          sourceId: row.source_id,
          name: { pl: row.name_pl, de: row.name_de, en: row.name_en },
          slug: (row as Record<string, unknown>)[`slug_${locale}`] as string,
          kcalPerPortion: row.energy_kcal === null ? null : Math.round(Number(row.energy_kcal)),
          updatedAt: row.updated_at,
        })),
        total,
        page: query.page,
        perPage: ADMIN_RECIPES_PER_PAGE,
      };
    },

    async detail(id: number, locale: Locale): Promise<AdminRecipe> {
      const row = await repo.byId(id);
      if (!row) throw new NotFoundError('recipeNotFound');
      return editable(repo, row, locale);
    },

    async foods(text: string, locale: Locale): Promise<AdminRecipeFoodsResponse> {
      const ids = await repo.searchFoods(text, locale, FOOD_LOOKUP_LIMIT);
      const catalogue = await catalogueOf(repo, ids);
      const label = await labels(repo, locale);
      return {
        items: ids.flatMap((id) => {
          const food = catalogue.foods.get(id);
          return food ? [presentFood(food, catalogue, label.allergen, locale)] : [];
        }),
      };
    },

    async preview(
      input: Pick<AdminRecipeData, 'ingredients' | 'portions'>,
      locale: Locale,
    ): Promise<RecipeNutrition> {
      const catalogue = await catalogueOf(
        repo,
        input.ingredients.map((i) => i.foodId),
      );
      const ingredients = resolveIngredients(input.ingredients, catalogue);
      const derived = deriveRecipe(factsOf(ingredients, catalogue), input.portions);
      return nutritionOf(repo, derived, ingredients, input.portions, locale);
    },

    /**
     * Saves a recipe (`id` null: a new one) and everything derived from it — nutrients, allergens, diet type,
     * facets, slugs, sort keys, search document — with its audit row, in one transaction. The change counters'
     * triggers on these tables refresh the kept pages and the catalogue search.
     */
    async save(actor: AuditActor, id: number | null, input: AdminRecipeData, locale: Locale) {
      return repo.transaction(async (tx) => {
        const existing = id === null ? undefined : await tx.byId(id);
        if (id !== null && !existing) throw new NotFoundError('recipeNotFound');
        const before = existing ? snapshot(await editable(tx, existing, locale)) : null;
        const catalogue = await catalogueOf(
          tx,
          input.ingredients.map((i) => i.foodId),
        );
        const ingredients = resolveIngredients(input.ingredients, catalogue);
        const derived = deriveRecipe(factsOf(ingredients, catalogue), input.portions);
        const facets = recipeFacets(
          {
            tags: input.tags,
            categories: input.categories,
            occasions: input.occasions,
            allergens: derived.allergens,
            mayContain: derived.mayContain,
            prepTimeMin: input.prepTimeMin,
            portions: input.portions,
            hard: input.hard,
            perPortion: derived.perPortion,
          },
          await tx.references(),
        );
        const row = {
          ...namedItem(input.name),
          ...localizedNames('description', input.description),
          instructions_en: json(input.instructions.en),
          instructions_pl: json(input.instructions.pl),
          instructions_de: json(input.instructions.de),
          portions: input.portions,
          prep_time_min: input.prepTimeMin,
          hard: input.hard ? 1 : 0,
          cuisine: input.cuisine,
          diet_type: derived.dietType,
          occasions: json(input.occasions),
          categories: json(input.categories),
          tags: json(input.tags),
          allergens: json(derived.allergens),
          may_contain_allergens: json(derived.mayContain),
          ...derived.perPortion,
        } as RecipeWrite;
        let recipeId: number;
        if (existing) {
          recipeId = existing.id;
          await tx.update(recipeId, row);
        } else {
          recipeId = await tx.insert({
            ...row,
            source: ADMIN_RECIPE_SOURCE,
            source_id: `${slugify(input.name.en, 60) || 'recipe'}-${randomBytes(4).toString('hex')}`,
          });
        }
        await tx.replaceIngredients(
          recipeId,
          ingredients.map((i): IngredientWrite => ({
            food_id: i.food.id,
            grams: i.grams,
            measure_amount: i.portion ? i.amount : null,
            measure_unit: i.portion ? i.portion.unit : null,
          })),
        );
        await tx.replaceFacets(recipeId, facets);
        // The same document the recipes catalogue indexes: the name, the description and the ingredients' names.
        await tx.index(
          (['en', 'pl', 'de'] as const).map((l) => ({
            entityType: 'recipe',
            entityId: recipeId,
            locale: l,
            name: input.name[l],
            body: [input.description[l], ...ingredients.map((i) => i.food[`name_${l}`])].join(' '),
          })),
        );
        const saved = await tx.byId(recipeId);
        if (!saved) throw new NotFoundError('recipeNotFound');
        const after = await editable(tx, saved, locale);
        await tx.audit({
          actor,
          action: existing ? 'recipe.update' : 'recipe.create',
          targetType: 'recipe',
          targetId: recipeId,
          before,
          after: snapshot(after),
        });
        return after;
      });
    },
  };
}

export type AdminRecipesService = ReturnType<typeof createAdminRecipesService>;

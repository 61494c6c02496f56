import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Locale } from '../../../core/i18n/locales';
import { ALLERGEN_MASK_BITS, allergenMask } from '../../db/allergen-mask';
import type { DB } from '../../db/schema';
import type { SearchProvider } from '../../db/search/search-provider';
import { jsonList } from '../diet-generator/plan-data';

/** What this module needs of the site's full-text search (the recipe catalogue's provider, handed in by app.ts). */
export type RecipeTextSearch = Pick<SearchProvider, 'matchingIds'>;

export interface RecipeFilter {
  /** Diet classes a recipe's diet type must be one of; null: any. */
  dietClasses: readonly string[] | null;
  /** Allergen keys: a recipe that contains or may contain any of them is left out. */
  excludedAllergens: readonly string[];
  text?: string | undefined;
  portions?: number | undefined;
  maxMinutes?: number | undefined;
  tags?: readonly string[] | undefined;
  /** A recipe left out (the one being replaced). */
  excludeId?: number | undefined;
}

/** The daily order's modulus: a prime whose square still fits a 64-bit integer many times over. */
const ORDER_PRIME = 1_000_003;

const hasMaskBit = (code: string) => (ALLERGEN_MASK_BITS as readonly string[]).includes(code);

export function createAltGeneratorRecipesRepo(db: Kysely<DB>, search: RecipeTextSearch) {
  /**
   * Every filter in one WHERE: recipes without calories never (a plan cannot portion them), the allergen
   * exclusion counts "may contain" as contained (a false "safe" is the worst bug we can have).
   */
  function filtered<O>(query: SelectQueryBuilder<DB, 'recipes', O>, filter: RecipeFilter, locale: Locale) {
    let q = query.where('energy_kcal', '>', 0);
    if (filter.dietClasses) {
      if (filter.dietClasses.length === 0) return q.where(sql<boolean>`1 = 0`);
      q = q.where('diet_type', 'in', [...filter.dietClasses]);
    }
    const masked = filter.excludedAllergens.filter(hasMaskBit);
    if (masked.length) q = q.where(sql<boolean>`(allergen_mask & ${allergenMask(masked)}) = 0`);
    // An allergen without a mask bit (none today) is still excluded, by its quoted key in both lists.
    for (const code of filter.excludedAllergens.filter((c) => !hasMaskBit(c))) {
      const quoted = `%"${code}"%`;
      q = q.where('allergens', 'not like', quoted).where('may_contain_allergens', 'not like', quoted);
    }
    if (filter.text) {
      // A text without search terms (only operators or punctuation) matches nothing, as in the catalogue.
      const matching = search.matchingIds({ entityType: 'recipe', locale, text: filter.text });
      q = q.where(matching ? sql<boolean>`id IN (${matching})` : sql<boolean>`1 = 0`);
    }
    if (filter.excludeId !== undefined) q = q.where('id', '<>', filter.excludeId);
    if (filter.portions !== undefined) q = q.where('portions', '=', filter.portions);
    if (filter.maxMinutes !== undefined) q = q.where('prep_time_min', '<=', filter.maxMinutes);
    if (filter.tags?.length)
      q = q.where(
        'id',
        'in',
        db
          .selectFrom('recipe_facets')
          .select('recipe_id')
          .where('facet', '=', 'tag')
          .where('value', 'in', [...filter.tags]),
      );
    return q;
  }

  async function count(filter: RecipeFilter, locale: Locale): Promise<number> {
    const row = await filtered(db.selectFrom('recipes'), filter, locale)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  const columns = [
    'id',
    'name_en',
    'name_pl',
    'name_de',
    'tags',
    'allergens',
    'may_contain_allergens',
    'diet_type',
    'portions',
    'prep_time_min',
    'energy_kcal',
    'image',
  ] as const;

  return {
    /** The diet classes each diet type accepts (content/diet-types.json), by code. */
    async dietClasses(): Promise<Map<string, string[]>> {
      const rows = await db.selectFrom('diet_types').select(['code', 'find']).execute();
      return new Map(rows.map((row) => [row.code, jsonList(row.find)]));
    },

    async allergens() {
      return db
        .selectFrom('allergens')
        .select(['id', 'code', 'name_en', 'name_pl', 'name_de'])
        .orderBy('id')
        .execute();
    },

    count,

    /**
     * `limit` recipes in the day's order: a hash of id and day (an affine step, then squared modulo a prime,
     * which scatters neighbouring ids; a purely linear one kept runs of ids together), so the generator sees
     * other recipes on other days but the same ones all day long, on every server and both databases.
     */
    async dailySelection(filter: RecipeFilter, locale: Locale, limit: number, day: number) {
      const shift = (day * 104_729) % ORDER_PRIME;
      const mixed = sql`((CAST(id AS BIGINT) * 7919 + ${sql.lit(shift)}) % ${sql.lit(ORDER_PRIME)})`;
      return filtered(db.selectFrom('recipes').select([...columns]), filter, locale)
        .orderBy(sql`(${mixed} * ${mixed}) % ${sql.lit(ORDER_PRIME)}`)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** One page by name in the asked language. */
    async page(filter: RecipeFilter, locale: Locale, offset: number, size: number) {
      return filtered(db.selectFrom('recipes').select([...columns]), filter, locale)
        .orderBy(sql.ref(`sort_key_${locale}`))
        .orderBy('id')
        .offset(offset)
        .limit(size)
        .execute();
    },

    /** The recipes' ingredients in their order, with the food's name in the asked language. */
    async ingredients(recipeIds: readonly number[], locale: Locale) {
      if (recipeIds.length === 0) return [];
      const rows = await db
        .selectFrom('recipe_ingredients')
        .innerJoin('foods', 'foods.id', 'recipe_ingredients.food_id')
        .select([
          'recipe_ingredients.recipe_id',
          'recipe_ingredients.food_id',
          'recipe_ingredients.grams',
          'foods.name_en',
          'foods.name_pl',
          'foods.name_de',
        ])
        .where('recipe_ingredients.recipe_id', 'in', [...recipeIds])
        .orderBy('recipe_ingredients.recipe_id')
        .orderBy('recipe_ingredients.position')
        .execute();
      return rows.map((row) => ({
        recipeId: row.recipe_id,
        foodId: row.food_id,
        grams: row.grams,
        name: row[`name_${locale}`] || row.name_en,
      }));
    },
  };
}
export type AltGeneratorRecipesRepo = ReturnType<typeof createAltGeneratorRecipesRepo>;
export type RecipeRow = Awaited<ReturnType<AltGeneratorRecipesRepo['page']>>[number];

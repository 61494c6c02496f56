import { sql, type Kysely } from 'kysely';
import {
  exercisesWindow,
  type ExercisesAnswer,
  type ExercisesQuery,
} from '../../../core/contracts/generator-data';
import type { Locale } from '../../../core/i18n/locales';
import { vocabularyKey } from '../../../core/domain/reference-vocabulary';
import type { PlanDayInput } from '../../../core/contracts/diet-plan';
import { planMetrics } from '../../../core/domain/plan/metrics';
import { normalizedDay } from '../../../core/domain/plan/plan-view';
import type { FoodNutrition, PlanMetrics } from '../../../core/domain/plan/types';
import { CATALOGUE_COUNTER, changeRevision } from '../../db/change-counters';
import type { DB } from '../../db/schema';
import type { SearchProvider } from '../../db/search/search-provider';
import { foodNutrition, jsonList, loadPackedPlanData, type PackedPlanData } from './plan-data';

const nameOf = (row: { name_en: string; name_pl: string; name_de: string }, locale: Locale) =>
  row[`name_${locale}`] || row.name_en;
const round1 = (value: number | null) => Math.round((value ?? 0) * 10) / 10;

/**
 * The generator's data loaders (PGEN-39..51; shapes decided in docs/decisions.md). The engine's view of the
 * reference data is kept and loaded again when the catalogue's change revision moved (issue 13 A5): an
 * import or an edit, from this process or any other, reaches the next plan.
 */
/**
 * `load`'s answer kept while the catalogue's revision stands (the one load in flight is shared); a failed
 * load is not kept: the next call tries again.
 */
function keptWhileRevisionStands<T>(db: Kysely<DB>, load: () => Promise<T>): () => Promise<T> {
  let kept: { revision: number; value: Promise<T> } | undefined;
  return async () => {
    const revision = await changeRevision(db, CATALOGUE_COUNTER);
    if (kept?.revision !== revision) {
      const value = load();
      kept = { revision, value };
      value.catch(() => {
        if (kept?.value === value) kept = undefined;
      });
    }
    return kept.value;
  };
}

export function createGeneratorData(db: Kysely<DB>, search: SearchProvider) {
  const packedPlanData = keptWhileRevisionStands(db, () => loadPackedPlanData(db));
  const everydayFoodIds = keptWhileRevisionStands(db, () =>
    db
      .selectFrom('recipe_ingredients')
      .select('food_id')
      .distinct()
      .execute()
      .then((rows) => rows.map((row) => row.food_id)),
  );
  const dietTypes = () =>
    db
      .selectFrom('diet_types')
      .select(['id', 'code', 'find', 'name_en', 'name_pl', 'name_de'])
      .orderBy('position')
      .execute();

  return {
    /** The engine's data as the plan workers take it (packed: the main thread does not unpack it). */
    planData: (): Promise<PackedPlanData> => packedPlanData(),

    /** Nutrient codes (food columns) of the given nutrient ids, in that order. */
    async nutrientCodes(ids: number[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('nutrients').select(['id', 'code']).where('id', 'in', ids).execute();
      return ids
        .map((id) => rows.find((row) => row.id === id)?.code)
        .filter((code): code is string => Boolean(code));
    },

    /**
     * A plan's metrics as the server computes them: every food and exercise the plan names is read from the
     * reference data (also foods added in the editor, which no recipe uses), with the monitored nutrients.
     * Saving a diet stores these, never figures sent by a browser.
     */
    async metricsFor(
      plan: readonly PlanDayInput[],
      weightKg: number,
      monitoredNutrientIds: readonly number[],
    ): Promise<PlanMetrics> {
      const codes = await this.nutrientCodes([...monitoredNutrientIds]);
      const foodIds = [
        ...new Set(
          plan.flatMap((day) => day.meals.flatMap((meal) => meal.foodItems.map((item) => item.foodId))),
        ),
      ];
      const exerciseIds = [...new Set(plan.flatMap((day) => day.exercises.map((e) => e.exerciseId)))];
      const foods = await foodNutrition(db, foodIds, codes);
      const exercises = exerciseIds.length
        ? await db.selectFrom('exercises').select(['id', 'met']).where('id', 'in', exerciseIds).execute()
        : [];
      return planMetrics(
        plan.map(normalizedDay),
        foods,
        new Map(exercises.map((e) => [e.id, e.met])),
        weightKg,
        codes,
      );
    },

    /** The given foods' kcal and macros with the monitored nutrients added (per 100 g). */
    async foodsWithNutrients(
      codes: string[],
      ids: readonly number[],
    ): Promise<ReadonlyMap<number, FoodNutrition>> {
      return codes.length === 0 ? (await this.planData()).foods : foodNutrition(db, ids, codes);
    },

    /** The foods our recipes use (the editor's everyday list), kept per catalogue revision. */
    everydayFoodIds,

    /** Allergen codes for codes or loader ids; undefined when an id names no allergen. */
    async allergenCodes(refs: ReadonlyArray<string | number>): Promise<string[] | undefined> {
      const ids = refs.filter((ref): ref is number => typeof ref === 'number');
      const byId = new Map(
        ids.length
          ? (await db.selectFrom('allergens').select(['id', 'code']).where('id', 'in', ids).execute()).map(
              (r) => [r.id, r.code],
            )
          : [],
      );
      const codes = refs.map((ref) => (typeof ref === 'number' ? byId.get(ref) : ref));
      return codes.every((code): code is string => code !== undefined) ? [...new Set(codes)] : undefined;
    },
    async allergens(locale: Locale) {
      const rows = await db
        .selectFrom('allergens')
        .select(['id', 'code', 'name_en', 'name_pl', 'name_de'])
        .orderBy('id')
        .execute();
      return { allergens: rows.map((row) => ({ id: row.id, find: row.code, name: nameOf(row, locale) })) };
    },

    async dietTypes(locale: Locale) {
      return {
        dietTypes: (await dietTypes()).map((row) => ({
          id: row.id,
          find: row.code,
          name: nameOf(row, locale),
        })),
      };
    },

    async nutrients(locale: Locale) {
      const rows = await db
        .selectFrom('nutrients')
        .select(['id', 'code', 'unit', 'daily_men', 'daily_woman', 'name_en', 'name_pl', 'name_de'])
        .orderBy('id')
        .execute();
      return {
        nutrients: rows.map((row) => ({
          id: row.id,
          code: row.code,
          name: nameOf(row, locale),
          unit: row.unit,
          daily_men: row.daily_men,
          daily_woman: row.daily_woman,
        })),
      };
    },

    async catalogueItems(table: 'supplements' | 'medical_products', locale: Locale) {
      const rows = await db
        .selectFrom(table)
        .select(['id', 'code', 'unit', 'tags', 'name_en', 'name_pl', 'name_de'])
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: nameOf(row, locale),
        unit: row.unit,
        tags: jsonList(row.tags),
      }));
    },

    async recipes(
      locale: Locale,
      options: { limit?: number | undefined; dietType?: string | undefined; search?: string | undefined },
    ) {
      const types = await dietTypes();
      const accepted = options.dietType ? types.find((t) => t.code === options.dietType) : undefined;
      let query = db
        .selectFrom('recipes')
        .select([
          'id',
          'name_en',
          'name_pl',
          'name_de',
          'instructions_en',
          'instructions_pl',
          'instructions_de',
          'tags',
          'occasions',
          'diet_type',
          'allergens',
          'may_contain_allergens',
          'portions',
          'energy_kcal',
          'protein_g',
          'fat_g',
          'carbohydrate_g',
        ])
        .orderBy('id');
      if (accepted) query = query.where('diet_type', 'in', jsonList(accepted.find));
      const text = options.search
        ? search.matchingIds({ entityType: 'recipe', locale, text: options.search })
        : null;
      if (text) query = query.where(sql<boolean>`id IN (${text})`);
      const rows = await query.limit(options.limit ?? 1000).execute();
      const ingredients = rows.length
        ? await db
            .selectFrom('recipe_ingredients')
            .select(['recipe_id', 'food_id', 'grams'])
            .where(
              'recipe_id',
              'in',
              rows.map((r) => r.id),
            )
            .orderBy('recipe_id')
            .orderBy('position')
            .execute()
        : [];
      return {
        recipes: rows.map((row) => ({
          id: row.id,
          name: nameOf(row, locale),
          instructions: row[`instructions_${locale}`] || row.instructions_en,
          tags: jsonList(row.tags),
          occasions: jsonList(row.occasions),
          dietTypes: types
            .filter((t) => jsonList(t.find).includes(row.diet_type))
            .map((t) => ({ id: t.id, find: t.code, name: nameOf(t, locale) })),
          dietType: row.diet_type,
          allergens: jsonList(row.allergens),
          mayContain: jsonList(row.may_contain_allergens),
          portions: row.portions,
          calories: Math.round(row.energy_kcal ?? 0),
          protein: round1(row.protein_g),
          fat: round1(row.fat_g),
          carbs: round1(row.carbohydrate_g),
          ingredients: ingredients
            .filter((i) => i.recipe_id === row.id)
            .map((i) => ({ foodId: i.food_id, quantity: Math.round(i.grams / Math.max(1, row.portions)) })),
        })),
        meta: { total: rows.length },
      };
    },

    /**
     * The exercises loader (AGEN-39): the personal generator's whole list, or a page of the 4-step generator's
     * picker with its filters (the query's reading is documented in core/contracts/generator-data.ts).
     */
    async exercises(locale: Locale, query: ExercisesQuery): Promise<ExercisesAnswer> {
      const { page, limit } = exercisesWindow(query);
      let filtered = db.selectFrom('exercises');
      const text = query.search
        ? search.matchingIds({ entityType: 'exercise', locale, text: query.search })
        : null;
      if (text) filtered = filtered.where(sql<boolean>`id IN (${text})`);
      if (query.ids) filtered = filtered.where('id', 'in', query.ids);
      // kcal in `duration` minutes = kcal_hour × duration / 60, so a bound on it is a bound on kcal_hour.
      const perHour = (kcal: number) => (query.duration ? (kcal * 60) / query.duration : kcal);
      if (query.kcalMin !== undefined) filtered = filtered.where('kcal_hour', '>=', perHour(query.kcalMin));
      if (query.kcalMax !== undefined) filtered = filtered.where('kcal_hour', '<=', perHour(query.kcalMax));
      // Any of the tags; a tag is written as stored ("muscle:chest") or by its key alone ("chest", "body only").
      const tags = (query.tags ?? []).map(vocabularyKey);
      if (tags.length)
        filtered = filtered.where((eb) =>
          eb.or(
            tags.flatMap((tag) => {
              const escaped = JSON.stringify(tag).replace(/[\\%_]/g, (c) => `\\${c}`);
              const patterns = [`%${escaped}%`, ...(tag.includes(':') ? [] : [`%:${escaped.slice(1)}%`])];
              return patterns.map((pattern) => sql<boolean>`tags LIKE ${pattern} ESCAPE '\\'`);
            }),
          ),
        );
      const [rows, count] = await Promise.all([
        filtered
          .select(['id', 'name_en', 'name_pl', 'name_de', 'met', 'kcal_hour', 'body_group', 'tags'])
          .orderBy(sql.ref(`sort_key_${locale}`))
          .orderBy('id')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      const total = Number(count.total);
      return {
        items: rows.map((row) => ({
          id: row.id,
          name: nameOf(row, locale),
          mets: row.met,
          kcalPerHour: row.kcal_hour,
          caloriesBurnedPerMinute: round1(row.kcal_hour / 60),
          group: row.body_group,
          tags: jsonList(row.tags),
        })),
        meta: { total, page, limit, pages: Math.ceil(total / limit) },
      };
    },

    async foods(
      locale: Locale,
      options: {
        limit?: number | undefined;
        search?: string | undefined;
        ids?: number[] | undefined;
        nutrients?: string[] | undefined;
      },
    ) {
      let query = db
        .selectFrom('foods')
        .innerJoin('food_groups', 'food_groups.id', 'foods.food_group_id')
        .select([
          'foods.id',
          'foods.name_en',
          'foods.name_pl',
          'foods.name_de',
          'foods.energy_kcal',
          'foods.protein_g',
          'foods.fat_g',
          'foods.carbohydrate_g',
          'foods.tags',
          'foods.food_group_id',
          'food_groups.name_en as group_en',
          'food_groups.name_pl as group_pl',
          'food_groups.name_de as group_de',
        ])
        .orderBy(sql.ref(`foods.sort_key_${locale}`));
      const text = options.search
        ? search.matchingIds({ entityType: 'food', locale, text: options.search })
        : null;
      // By ids, by text, or else the foods our recipes use (the editor's everyday list).
      if (options.ids?.length) query = query.where('foods.id', 'in', options.ids);
      else if (text) query = query.where(sql<boolean>`foods.id IN (${text})`);
      else {
        const ids = await this.everydayFoodIds();
        // No recipes yet (an empty database): no everyday foods. (`IN ()` is an error on PostgreSQL.)
        if (ids.length === 0) return { foods: [], meta: { total: 0 } };
        query = query.where('foods.id', 'in', ids);
      }
      const rows = await query.limit(options.limit ?? 500).execute();
      const codes = options.nutrients ?? [];
      const extra = new Map<number, Record<string, number>>();
      if (codes.length > 0 && rows.length > 0) {
        const values = await db
          .selectFrom('foods')
          .select(['id', ...(codes as Array<'energy_kcal'>)])
          .where(
            'id',
            'in',
            rows.map((r) => r.id),
          )
          .execute();
        for (const row of values) {
          const record = row as unknown as Record<string, number | null>;
          extra.set(row.id, Object.fromEntries(codes.map((code) => [code, record[code] ?? 0])));
        }
      }
      const allergenRows = rows.length
        ? await db
            .selectFrom('food_allergens')
            .select(['food_id', 'allergen_id'])
            .where(
              'food_id',
              'in',
              rows.map((r) => r.id),
            )
            .execute()
        : [];
      return {
        foods: rows.map((row) => ({
          id: row.id,
          name: nameOf(row, locale),
          calories: round1(row.energy_kcal),
          protein: round1(row.protein_g),
          fat: round1(row.fat_g),
          carbs: round1(row.carbohydrate_g),
          allergenIds: allergenRows.filter((a) => a.food_id === row.id).map((a) => a.allergen_id),
          tags: jsonList(row.tags),
          groupId: row.food_group_id,
          groupName:
            (locale === 'pl' ? row.group_pl : locale === 'de' ? row.group_de : row.group_en) || row.group_en,
          ...(codes.length > 0 ? { nutrients: extra.get(row.id) ?? {} } : {}),
        })),
        meta: { total: rows.length },
      };
    },
  };
}
export type GeneratorData = ReturnType<typeof createGeneratorData>;

import { translatorFor } from '../../i18n';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { FilterGroups, RecipeCard, RecipeDetail, RecipeSearchRequest } from '../../../core/contracts/catalogue';
import { householdMeasure, type Portion } from '../../../core/domain/household-measure';
import { PORTION_BUCKETS, PREP_TIME_BUCKETS, CUISINES, RECIPE_AUTHOR_TAGS, RECIPE_CATEGORIES, RECIPE_OCCASIONS } from '../../../core/domain/reference-vocabulary';
import type { Locale } from '../../../core/i18n/locales';
import type { DialectAdapter } from '../../db/dialect';
import type { DB, RecipesTable } from '../../db/schema';
import type { SearchProvider } from '../../db/search/search-provider';
import { NotFoundError } from '../../errors';
import type { RecipeFacet } from '../../../core/domain/reference-vocabulary';
import type { NutrientColumn } from '../../../core/domain/nutrient-columns';
import {
  dailyReference,
  option,
  parseList,
  vocabularyOption,
  vocabularyOptions,
  type ReferenceLabels,
  type ReferenceLabelsCache,
} from './catalogue-labels';
import { known, orderColumns, pageResult, pageWindow } from './catalogue-query';

type RecipeRow = Omit<RecipesTable, 'id'> & { id: number };

/** Up to this many matches, a name-sorted text search is sorted from its set (where the adapter says so). */
const SORTED_SET_MAX = 3000;


export function createRecipesCatalogue(db: Kysely<DB>, search: SearchProvider, labels: ReferenceLabelsCache, adapter: Pick<DialectAdapter, 'probeRef' | 'sortsTextSetsFirst'>) {
  async function foodsOf(recipeIds: number[], locale: Locale) {
    if (recipeIds.length === 0) return new Map<number, Array<{ id: number; name: string; grams: number; measure_amount: number | null; measure_unit: string | null }>>();
    const rows = await db
      .selectFrom('recipe_ingredients')
      .innerJoin('foods', 'foods.id', 'recipe_ingredients.food_id')
      .select(['recipe_ingredients.recipe_id', 'recipe_ingredients.grams', 'recipe_ingredients.measure_amount', 'recipe_ingredients.measure_unit', 'foods.id', `foods.name_${locale}`])
      .where('recipe_ingredients.recipe_id', 'in', recipeIds)
      .orderBy('recipe_ingredients.recipe_id')
      .orderBy('recipe_ingredients.position')
      .execute();
    const byRecipe = new Map<number, Array<{ id: number; name: string; grams: number; measure_amount: number | null; measure_unit: string | null }>>();
    for (const row of rows) {
      const list = byRecipe.get(row.recipe_id) ?? [];
      list.push({ id: row.id, name: (row as unknown as Record<string, string>)[`name_${locale}`] ?? '', grams: row.grams, measure_amount: row.measure_amount, measure_unit: row.measure_unit });
      byRecipe.set(row.recipe_id, list);
    }
    return byRecipe;
  }

  function card(row: RecipeRow, locale: Locale, ref: ReferenceLabels, foods: Array<{ id: number; name: string }>): RecipeCard {
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

  return {
    async filters(locale: Locale): Promise<FilterGroups> {
      const ref = await labels.get();
      const withReference = ref.nutrients.filter((n) => dailyReference(n) !== null && n.code !== 'energy_kj');
      return {
        tags: vocabularyOptions(locale, 'recipeTags', RECIPE_AUTHOR_TAGS),
        categories: vocabularyOptions(locale, 'recipeCategories', RECIPE_CATEGORIES),
        occasions: vocabularyOptions(locale, 'occasions', RECIPE_OCCASIONS),
        allergens: ref.allergens.map((a) => option(a, locale)),
        nutrientsInclude: withReference.map((n) => option(n, locale)),
        nutrientsExclude: withReference.map((n) => option(n, locale)),
        preparationTime: vocabularyOptions(locale, 'prepTime', PREP_TIME_BUCKETS),
        portions: vocabularyOptions(locale, 'portions', PORTION_BUCKETS),
        cuisines: vocabularyOptions(locale, 'cuisines', CUISINES),
      };
    },

    async search(request: RecipeSearchRequest) {
      const locale = request._locale;
      const ref = await labels.get();
      const tags = known(request.tags, RECIPE_AUTHOR_TAGS);
      const types = known(request.type, RECIPE_CATEGORIES);
      const occasions = known(request.occasion, RECIPE_OCCASIONS);
      const allergens = known(request.allergenExclude, ref.allergens.map((a) => a.code));
      const withReference = ref.nutrients.filter((n) => dailyReference(n) !== null).map((n) => n.code);
      const include = known(request.nutrientInclude, withReference);
      const exclude = known(request.nutrientExclude, withReference);
      const prep = known(request.preparationTime, PREP_TIME_BUCKETS);
      const portions = known(request.portion, PORTION_BUCKETS);

      // The matching ids as set expressions over the narrow facet index (and the text index): INTERSECT of
      // what must match, then EXCEPT what must not — counted without touching the wide recipe rows.
      const included: Array<[RecipeFacet, string[]]> = (
        [
          ['tag', tags],
          ['category', types],
          ['occasion', occasions],
          ['source-of', include],
          ['low-in', exclude],
          ['prep', prep],
          ['portion', portions],
          ['hard', request.hard === true ? ['1'] : []],
        ] as Array<[RecipeFacet, string[]]>
      ).filter(([, values]) => values.length > 0);
      const exclusions: Array<[RecipeFacet, string[]]> = [];
      if (allergens.length) exclusions.push(['allergen', allergens]);
      if (request.hard === false) exclusions.push(['hard', ['1']]);
      // One set alone is used as it is (streamed from its index); several are intersected, which also makes
      // them distinct. Alone, several values of one facet (OR) could name a recipe twice: then DISTINCT.
      const alone = included.length + (request.text !== '' ? 1 : 0) === 1 && exclusions.length === 0;
      const facet = (name: RecipeFacet, values: string[], distinct = false) =>
        sql`SELECT ${sql.raw(distinct ? 'DISTINCT ' : '')}recipe_id FROM recipe_facets WHERE facet = ${name} AND value IN (${sql.join(values)})`;
      const required: RawBuilder<unknown>[] = [];
      if (request.text !== '') required.push(search.matchingIds({ entityType: 'recipe', locale, text: request.text }) ?? sql`SELECT id FROM recipes WHERE 1 = 0`);
      for (const [name, values] of included) required.push(facet(name, values, alone && values.length > 1));
      // Distinct, so that "all minus excluded" subtracts each recipe once.
      const excluded = exclusions.map(([name, values]) => facet(name, values, values.length > 1));

      let query = db.selectFrom('recipes');
      const countOf = async (set: RawBuilder<unknown>) =>
        Number((await sql<{ n: number }>`SELECT count(*) AS n FROM (${set}) matching`.execute(db)).rows[0]?.n ?? 0);
      const countAll = async () => Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const ordering = orderColumns(request.sort, locale);
      const excludedIds = excluded.length ? sql.join(excluded, sql` UNION `) : null;

      if (required.length) {
        const base = sql.join(required, sql` INTERSECT `);
        const ids = excludedIds ? sql`${base} EXCEPT ${excludedIds}` : base;
        // One statement computes the id set once for both the count and the page. The page comes from the set
        // itself (id sorts) or from walking the name's sort index and probing the set (adapter.probeRef keeps
        // SQLite from turning the probe into lookups of every member, which reads the wide rows); then the rows.
        const orderBy = sql.join(ordering.map(([column, direction]) => sql`${sql.ref(column)} ${sql.raw(direction)}`));
        const byName = request.sort === 'name_asc' || request.sort === 'name_desc';
        const pageIds = (offset: number) =>
          byName
            ? sql`SELECT id FROM recipes WHERE ${adapter.probeRef('id')} IN (SELECT * FROM s) ORDER BY ${orderBy} LIMIT ${request.perPage} OFFSET ${offset}`
            : sql`SELECT * FROM s ORDER BY 1 ${sql.raw(request.sort === 'id_asc' ? 'asc' : 'desc')} LIMIT ${request.perPage} OFFSET ${offset}`;
        // A lone set streams from its index, unless the adapter sorts a small text set first (counted first).
        const knownTotal = byName && request.text !== '' && adapter.sortsTextSetsFirst ? await countOf(ids) : null;
        const materialized = !alone || (knownTotal !== null && knownTotal <= SORTED_SET_MAX);
        const fetch = (offset: number) =>
          sql<RecipeRow & { total_count: number }>`WITH s AS ${sql.raw(materialized ? 'MATERIALIZED' : 'NOT MATERIALIZED')} (${ids}), page AS (${pageIds(offset)})
            SELECT recipes.*, ${knownTotal === null ? sql`(SELECT count(*) FROM s)` : sql`${knownTotal}`} AS total_count FROM recipes WHERE id IN (SELECT * FROM page)
            ORDER BY ${orderBy}`.execute(db);
        let rows = (await fetch((request.page - 1) * request.perPage)).rows;
        let total = knownTotal ?? Number(rows[0]?.total_count ?? 0);
        if (rows.length === 0 && request.page > 1) {
          // Past the last page: clamp (CAT-34) and fetch the last one.
          total = await countOf(ids);
          if (total > 0) rows = (await fetch(pageWindow(request.page, request.perPage, total).offset)).rows;
        }
        const window = pageWindow(request.page, request.perPage, total);
        const foods = await foodsOf(rows.map((r) => r.id), locale);
        return pageResult(rows.map(({ total_count: _, ...row }) => card(row, locale, ref, foods.get(row.id) ?? [])), window);
      }

      let total: number;
      if (excludedIds) {
        // Only exclusions: everything minus the excluded set; the page probes the facet index row by row.
        total = (await countAll()) - (await countOf(excludedIds));
        for (const [name, values] of exclusions) {
          query = query.where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('recipe_facets').select('recipe_facets.recipe_id').where('facet', '=', name).where('value', 'in', values).whereRef('recipe_facets.recipe_id', '=', 'recipes.id'))),
          );
        }
      } else {
        total = await countAll();
      }
      const window = pageWindow(request.page, request.perPage, total);
      let rows = query.selectAll();
      for (const [column, direction] of ordering) rows = rows.orderBy(column as 'id', direction);
      const page = await rows.limit(window.perPage).offset(window.offset).execute();
      const foods = await foodsOf(page.map((r) => r.id), locale);
      return pageResult(page.map((row) => card(row, locale, ref, foods.get(row.id) ?? [])), window);
    },

    async detail(id: number, locale: Locale): Promise<RecipeDetail> {
      const row = await db.selectFrom('recipes').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw new NotFoundError();
      const ref = await labels.get();
      const ingredients = (await foodsOf([id], locale)).get(id) ?? [];
      const totalGrams = ingredients.reduce((sum, i) => sum + i.grams, 0);
      const gramsPerPortion = totalGrams / row.portions;
      const nutrition = ref.nutrients.filter((n) => n.code !== 'energy_kj').map((n) => {
        const amount = row[n.code as NutrientColumn];
        return { code: n.code, label: n[`name_${locale}`], unit: n.unit, amount };
      });
      const dietType = ref.dietTypes.find((d) => d.code === row.diet_type);
      const portionsByFood = new Map<number, Portion[]>();
      if (ingredients.length > 0) {
        const portionRows = await db
          .selectFrom('food_portions')
          .select(['food_id', 'amount', 'unit', 'grams'])
          .where('food_id', 'in', ingredients.map((i) => i.id))
          .orderBy('food_id')
          .orderBy('seq')
          .execute();
        for (const p of portionRows) portionsByFood.set(p.food_id, [...(portionsByFood.get(p.food_id) ?? []), p]);
      }
      return {
        ...card(row, locale, ref, ingredients),
        imageAlt: translatorFor(locale)('catalogue:recipes.coverAlt', {
          ingredients: [...ingredients].sort((a, b) => b.grams - a.grams).slice(0, 3).map((i) => i.name).join(', '),
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
            i.measure_amount !== null && i.measure_unit ? { amount: i.measure_amount, unit: i.measure_unit } : null,
            portionsByFood.get(i.id) ?? [],
          ),
        })),
        nutritionPerPortion: nutrition,
        nutritionPer100g: nutrition.map((n) => ({
          ...n,
          amount: n.amount === null || gramsPerPortion === 0 ? null : Math.round((n.amount / gramsPerPortion) * 100 * 1000) / 1000,
        })),
      };
    },
  };
}

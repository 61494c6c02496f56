import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CatalogueSort } from '../../../../core/contracts/catalogue';
import type { RecipeFacet } from '../../../../core/domain/reference-vocabulary';
import { LOCALES, type Locale } from '../../../../core/i18n/locales';
import type { DialectAdapter } from '../../../db/dialect';
import type { DB } from '../../../db/schema';
import type { SearchProvider } from '../../../db/search/search-provider';
import { allergenMask, ALLERGEN_MASK_BITS } from '../../../db/allergen-mask';
import { CATALOGUE_COUNTER, changeRevision } from '../../../db/change-counters';
import { searchTerms } from '../../../db/search/search-provider';
import { createRevisionCache, type RevisionCache } from '../../../lib/revision-cache';
import { orderColumns, pageWindow } from '../kit/query';
import { CARD_COLUMNS, CARD_TEXTS, type CardRow, type IngredientRow } from './recipes.presenter';

/** Up to this many matches, a name-sorted text search is sorted from its set (where the adapter says so). */
const SORTED_SET_MAX = 3000;
/**
 * Up to this many matches (as last counted), a text search in id order reads the index once for its page and
 * its count, from the set; above it, it walks the index twice (in id order for the page, then to count), which
 * costs less than holding and sorting the set: 100,000 recipes, 14–145 matches even to 20 % less, 477 and more
 * 40–100 % more; 306 recipes, 10–32 matches 25–37 % less.
 */
const SMALL_TEXT_SET = 200;
/** Totals last counted per filter state, whatever the revision: a guess at a set's size, for the plan only. */
const LAST_TOTALS_KEPT = 2_000;

const sortedFacets = (facets: Array<[RecipeFacet, string[]]>) =>
  facets.map(([name, values]) => `${name}=${[...values].sort().join(',')}`).sort();

const hasMaskBit = (code: string) => (ALLERGEN_MASK_BITS as readonly string[]).includes(code);

/**
 * A card's columns in each language, its texts named without the language (`name_pl AS name`), and its foods
 * as the triggers of migration 0041 keep them: fixed names, written as one piece of SQL each, so a search
 * builds and compiles no node per column (the page statement compiles in 7 µs instead of 22, microbenchmark).
 */
const CARD_SQL = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    {
      columns: sql.raw(
        [
          ...CARD_COLUMNS.map((column) => `recipes.${column}`),
          ...CARD_TEXTS.map((text) => `recipes.${text}_${locale} AS ${text}`),
        ].join(', '),
      ),
      foods: sql.raw<string | null>(
        `(SELECT foods_${locale} FROM recipe_card_foods WHERE recipe_id = recipes.id)`,
      ),
    },
  ]),
) as Record<Locale, { columns: RawBuilder<unknown>; foods: RawBuilder<string | null> }>;

/** A search, its filters already checked: facets that must match (AND across facets, OR within one) and ones that must not. */
export interface RecipeQuery {
  text: string;
  locale: Locale;
  included: Array<[RecipeFacet, string[]]>;
  exclusions: Array<[RecipeFacet, string[]]>;
  /** Allergens the recipes must neither contain nor may contain. */
  excludedAllergens: string[];
  sort: CatalogueSort;
  /** The catalogue's change revision the caller read (repo.revision()): totals are kept per revision. */
  revision: number;
  page: number;
  perPage: number;
}

/** The recipes catalogue's SQL. */
/** A page row of a search: the recipe and the foods its card names (`cardFoodsOf`). */
export type SearchRow = CardRow & { card_foods: string | null };

export function createRecipesRepo(
  db: Kysely<DB>,
  search: SearchProvider,
  adapter: Pick<DialectAdapter, 'probeRef' | 'sortsTextSetsFirst'>,
  counts: RevisionCache<number> = createRevisionCache<number>(),
) {
  const lastTotals = new Map<string, number>();
  return {
    revision: () => changeRevision(db, CATALOGUE_COUNTER),

    findById: (id: number) => db.selectFrom('recipes').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Each recipe's ingredients in recipe order, with the food's name in the visitor's language. */
    async ingredientsOf(recipeIds: number[], locale: Locale): Promise<Map<number, IngredientRow[]>> {
      const byRecipe = new Map<number, IngredientRow[]>();
      if (recipeIds.length === 0) return byRecipe;
      const rows = await db
        .selectFrom('recipe_ingredients')
        .innerJoin('foods', 'foods.id', 'recipe_ingredients.food_id')
        .select([
          'recipe_ingredients.recipe_id',
          'recipe_ingredients.grams',
          'recipe_ingredients.measure_amount',
          'recipe_ingredients.measure_unit',
          'foods.id',
          `foods.name_${locale}`,
        ])
        .where('recipe_ingredients.recipe_id', 'in', recipeIds)
        .orderBy('recipe_ingredients.recipe_id')
        .orderBy('recipe_ingredients.position')
        .execute();
      for (const row of rows) {
        const list = byRecipe.get(row.recipe_id) ?? [];
        list.push({
          id: row.id,
          name: (row as unknown as Record<string, string>)[`name_${locale}`] ?? '',
          grams: row.grams,
          measure_amount: row.measure_amount,
          measure_unit: row.measure_unit,
        });
        byRecipe.set(row.recipe_id, list);
      }
      return byRecipe;
    },

    /** SR28 household portions of the given foods, in file order. */
    async portionsOf(foodIds: number[]) {
      if (foodIds.length === 0) return [];
      return db
        .selectFrom('food_portions')
        .select(['food_id', 'amount', 'unit', 'grams'])
        .where('food_id', 'in', foodIds)
        .orderBy('food_id')
        .orderBy('seq')
        .execute();
    },

    /** One page of matching recipes and the number of all matches (the page clamped to the last, CAT-34). */
    async search(request: RecipeQuery): Promise<{ rows: SearchRow[]; total: number }> {
      const { included, locale } = request;
      // Allergens with a bit in the mask are one indexed test; any other (none today) stays a facet exclusion.
      const masked = request.excludedAllergens.filter((code) => hasMaskBit(code));
      const unmasked = request.excludedAllergens.filter((code) => !hasMaskBit(code));
      const exclusions: Array<[RecipeFacet, string[]]> = unmasked.length
        ? [...request.exclusions, ['allergen', unmasked]]
        : request.exclusions;
      // The total depends on the matching set only (not on the sort or page): counted once per revision.
      const { revision } = request;
      const countKey = JSON.stringify([
        searchTerms(request.text),
        request.text === '' ? '' : locale,
        sortedFacets(included),
        sortedFacets(exclusions),
        [...masked].sort(),
      ]);
      const cachedTotal = counts.get(countKey, revision);
      const remember = <T extends { total: number }>(result: T): T => {
        counts.set(countKey, revision, result.total);
        lastTotals.delete(countKey);
        lastTotals.set(countKey, result.total);
        if (lastTotals.size > LAST_TOTALS_KEPT) lastTotals.delete(lastTotals.keys().next().value!);
        return result;
      };
      // One set alone is used as it is (streamed from its index); several are intersected, which also makes
      // them distinct. Alone, several values of one facet (OR) could name a recipe twice: then DISTINCT.
      const alone =
        included.length + (request.text !== '' ? 1 : 0) + (masked.length ? 1 : 0) === 1 &&
        exclusions.length === 0;
      const facet = (name: RecipeFacet, values: string[], distinct = false) =>
        sql`SELECT ${sql.raw(distinct ? 'DISTINCT ' : '')}recipe_id FROM recipe_facets WHERE facet = ${name} AND value IN (${sql.join(values)})`;
      const required: RawBuilder<unknown>[] = [];
      if (request.text !== '')
        required.push(
          search.matchingIds({ entityType: 'recipe', locale, text: request.text }) ??
            sql`SELECT id FROM recipes WHERE 1 = 0`,
        );
      for (const [name, values] of included) required.push(facet(name, values, alone && values.length > 1));
      // The mask filters the other sets' ids (`t`, computed first: PostgreSQL cannot estimate the mask test
      // and would otherwise probe the text index for each of 100,000 recipes, 130 ms against 17), or alone
      // walks its (id, mask) index; no recipe row is read.
      const withoutAllergens = (others: boolean) =>
        sql`SELECT id FROM recipes WHERE ${others ? sql`id IN (SELECT * FROM t) AND ` : sql``}(allergen_mask & ${allergenMask(masked)}) = 0`;
      // Distinct, so that "all minus excluded" subtracts each recipe once.
      const excluded = exclusions.map(([name, values]) => facet(name, values, values.length > 1));

      let query = db.selectFrom('recipes');
      // `t`, the other sets, when the mask filters them: a common table expression of every statement.
      let others: RawBuilder<unknown> | null = null;
      const countOf = async (set: RawBuilder<unknown>) =>
        Number(
          (
            await sql<{
              n: number;
            }>`${others ? sql`WITH ${others} ` : sql``}SELECT count(*) AS n FROM (${set}) matching`.execute(
              db,
            )
          ).rows[0]?.n ?? 0,
        );
      const countAll = async () =>
        Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const ordering = orderColumns(request.sort, locale);
      const { columns: cardColumns, foods: cardFoods } = CARD_SQL[locale];
      const excludedIds = excluded.length ? sql.join(excluded, sql` UNION `) : null;

      if (required.length || masked.length) {
        const base = required.length ? sql.join(required, sql` INTERSECT `) : null;
        if (base !== null && masked.length) others = sql`t AS MATERIALIZED (${base})`;
        let ids = base === null || masked.length ? withoutAllergens(base !== null) : base;
        if (excludedIds) ids = sql`${ids} EXCEPT ${excludedIds}`;
        // One statement computes the id set once for both the count and the page. The page comes from the set
        // itself (id sorts) or from walking the name's sort index and probing the set (adapter.probeRef keeps
        // SQLite from turning the probe into lookups of every member, which reads the wide rows); then the rows.
        const orderBy = sql.join(
          ordering.map(([column, direction]) => sql`${sql.ref(column)} ${sql.raw(direction)}`),
        );
        const byName = request.sort === 'name_asc' || request.sort === 'name_desc';
        const descending = request.sort !== 'id_asc';
        // The text alone in id order: the search index hands over the page itself, in order (no sort of every
        // match), unless the set is to be counted and was small when last counted: then it is read once.
        const textAlone = alone && request.text !== '' && !byName;
        const smallSet =
          textAlone && cachedTotal === undefined && (lastTotals.get(countKey) ?? Infinity) <= SMALL_TEXT_SET;
        const textPage = (offset: number) =>
          textAlone && !smallSet
            ? search.matchingIdsPage(
                { entityType: 'recipe', locale, text: request.text },
                { descending, limit: request.perPage, offset },
              )
            : null;
        const pageIds = (offset: number) =>
          byName
            ? sql`SELECT id FROM recipes WHERE ${adapter.probeRef('id')} IN (SELECT * FROM s) ORDER BY ${orderBy} LIMIT ${request.perPage} OFFSET ${offset}`
            : (textPage(offset) ??
              sql`SELECT * FROM s ORDER BY 1 ${sql.raw(descending ? 'desc' : 'asc')} LIMIT ${request.perPage} OFFSET ${offset}`);
        // A lone set streams from its index, unless the adapter sorts a small text set first (counted first).
        const sortsTextSet = byName && request.text !== '' && adapter.sortsTextSetsFirst;
        const knownTotal = cachedTotal ?? (sortsTextSet ? await countOf(ids) : null);
        if (knownTotal === 0) return remember({ rows: [], total: 0 });
        const materialized =
          !alone || smallSet || (sortsTextSet && knownTotal !== null && knownTotal <= SORTED_SET_MAX);
        const fetch = (offset: number) =>
          sql<
            SearchRow & { total_count: number }
          >`WITH ${others ? sql`${others}, ` : sql``}s AS ${sql.raw(materialized ? 'MATERIALIZED' : 'NOT MATERIALIZED')} (${ids}), page AS (${pageIds(offset)})
            SELECT ${cardColumns}, ${cardFoods} AS card_foods, ${knownTotal === null ? sql`(SELECT count(*) FROM s)` : sql`${knownTotal}`} AS total_count FROM recipes WHERE id IN (SELECT * FROM page)
            ORDER BY ${orderBy}`.execute(db);
        // With the total known, the page is clamped before it is read (CAT-34).
        const offset =
          knownTotal === null
            ? (request.page - 1) * request.perPage
            : pageWindow(request.page, request.perPage, knownTotal).offset;
        let rows = (await fetch(offset)).rows;
        let total = knownTotal ?? Number(rows[0]?.total_count ?? 0);
        if (rows.length === 0 && request.page > 1 && knownTotal === null) {
          // Past the last page: clamp (CAT-34) and fetch the last one.
          total = await countOf(ids);
          if (total > 0) rows = (await fetch(pageWindow(request.page, request.perPage, total).offset)).rows;
        }
        // The rows keep their `total_count` column: cards read their fields by name (no copy of every row).
        return remember({ rows, total });
      }

      const total =
        cachedTotal ?? (excludedIds ? (await countAll()) - (await countOf(excludedIds)) : await countAll());
      if (excludedIds) {
        // Only exclusions: everything minus the excluded set; the page probes the facet index row by row.
        for (const [name, values] of exclusions) {
          query = query.where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('recipe_facets')
                  .select('recipe_facets.recipe_id')
                  .where('facet', '=', name)
                  .where('value', 'in', values)
                  .whereRef('recipe_facets.recipe_id', '=', 'recipes.id'),
              ),
            ),
          );
        }
      }
      const window = pageWindow(request.page, request.perPage, total);
      // The card's texts in the visitor's language, named without the language (`name_pl` as `name`).
      const cardTexts = CARD_TEXTS.map((text) =>
        sql<string>`${sql.ref(`recipes.${text}_${locale}`)}`.as(text),
      );
      let rows = query.select([...CARD_COLUMNS, cardFoods.as('card_foods')]).select(cardTexts);
      for (const [column, direction] of ordering) rows = rows.orderBy(column as 'id', direction);
      const page = total === 0 ? [] : await rows.limit(window.perPage).offset(window.offset).execute();
      return remember({ rows: page, total });
    },
  };
}

export type RecipesRepo = ReturnType<typeof createRecipesRepo>;

/** Control characters no food name contains: between a card food's id and name, and between foods (migration 0041). */
const FOOD_PART = '\u001f';
const FOOD_SEPARATOR = '\u001e';

/** A search row's `card_foods` as the card's foods, in ingredient order. */
export function cardFoodsOf(text: string | null | undefined): Array<{ id: number; name: string }> {
  if (!text) return [];
  return text.split(FOOD_SEPARATOR).map((item) => {
    const cut = item.indexOf(FOOD_PART);
    return cut < 0
      ? { id: Number(item), name: '' }
      : { id: Number(item.slice(0, cut)), name: item.slice(cut + 1) };
  });
}

/**
 * Synthetic recipes for the benchmarks at catalogue sizes we do not have yet (100,000 and more), added to a
 * database that holds the real reference data: names from the words of our real recipe names, filters and
 * nutrients spread as on the real catalogue, ingredients from the real foods, and the search index filled as
 * the importer fills it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../src/server/db/dialect';
import type { DB } from '../../src/server/db/schema';
import type { SearchProvider } from '../../src/server/db/search/search-provider';
import { recipeFacets } from '../../src/server/modules/reference-data/recipe-facets';
import {
  SR28_NUTRIENT_COLUMNS,
  type NutrientColumn,
  type NutrientValues,
} from '../../src/server/modules/reference-data/sr28';
import { sortKey } from '../../src/core/text/sort-key';

// ~80 columns a row: 300 rows keep a statement under SQLite's 32,766 bind parameters.
const BATCH = 300;

/**
 * Synthetic names are drawn from the words of our real recipe names in each language, so a query word is
 * about as selective as it is on the real catalogue (a few hundred matches in 100,000, not a tenth of them).
 */
function vocabulary(locale: 'en' | 'pl' | 'de'): string[] {
  const words = new Set<string>();
  for (const file of readdirSync('content/recipes').filter((f) => f.endsWith('.json'))) {
    for (const recipe of JSON.parse(readFileSync(join('content/recipes', file), 'utf8')) as Array<{
      name: Record<string, string>;
    }>) {
      for (const word of recipe.name[locale]?.split(/[\s,–()-]+/) ?? [])
        if (word.length > 2) words.add(word.toLowerCase());
    }
  }
  return [...words].sort();
}
const WORDS = vocabulary('en');
const WORDS_PL = vocabulary('pl');
const WORDS_DE = vocabulary('de');
const OCCASIONS = ['breakfast', 'lunch', 'dinner', 'snack', 'dessert'];
const CATEGORIES = ['soup', 'salad', 'main-dish', 'pasta', 'stew', 'porridge', 'snack', 'dessert'];
const TAGS = ['one-pot', 'meal-prep', 'budget', 'classic', 'spicy'];
const ALLERGENS = ['milk', 'gluten', 'eggs', 'nuts', 'fish', 'soybeans'];

let seed = 7;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)] as T;
const some = <T>(list: T[], max: number) => [
  ...new Set(Array.from({ length: 1 + Math.floor(rnd() * max) }, () => pick(list))),
];

/** Adds `count` synthetic recipes; answers the seconds it took and the vocabulary sizes. */
export async function addSyntheticRecipes(
  db: Kysely<DB>,
  search: SearchProvider,
  dialect: DialectName,
  count: number,
): Promise<{ seconds: number; vocabulary: string }> {
  const RECIPES = count;
  const references = (
    await db.selectFrom('nutrients').select(['code', 'daily_men', 'daily_woman']).execute()
  ).map((n) => ({
    code: n.code as NutrientColumn,
    dailyMen: n.daily_men,
    dailyWoman: n.daily_woman,
  }));
  const foodIds = (await db.selectFrom('foods').select('id').execute()).map((f) => f.id);
  const dailyOf = new Map(references.map((r) => [r.code, Math.min(r.dailyMen ?? 10, r.dailyWoman ?? 10)]));
  const started = performance.now();
  for (let start = 0; start < RECIPES; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, RECIPES - start) }, (_, i) => {
      const n = start + i;
      const en = `${pick(WORDS)} ${pick(WORDS)} with ${pick(WORDS)} #${n}`;
      const pl = `${pick(WORDS_PL)} ${pick(WORDS_PL)} z ${pick(WORDS_PL)} #${n}`;
      const de = `${pick(WORDS_DE)} ${pick(WORDS_DE)} mit ${pick(WORDS_DE)} #${n}`;
      // Per portion: up to 40 % of each nutrient's reference intake (10 % where none is set).
      const nutrients = Object.fromEntries(
        SR28_NUTRIENT_COLUMNS.map((c) => [c, Math.round(rnd() * 0.4 * (dailyOf.get(c) ?? 10) * 100) / 100]),
      );
      return {
        ...nutrients,
        name_en: en,
        name_pl: pl,
        name_de: de,
        slug_en: `s-${n}`,
        slug_pl: `s-${n}`,
        slug_de: `s-${n}`,
        sort_key_en: sortKey(en, 'en'),
        sort_key_pl: sortKey(pl, 'pl'),
        sort_key_de: sortKey(de, 'de'),
        description_en: `Synthetic ${en}.`,
        description_pl: `Syntetyczne ${pl}.`,
        description_de: `Synthetisch ${de}.`,
        instructions_en: '["Cook."]',
        instructions_pl: '["Gotuj."]',
        instructions_de: '["Kochen."]',
        portions: 1 + Math.floor(rnd() * 6),
        prep_time_min: 5 + Math.floor(rnd() * 120),
        hard: rnd() < 0.1 ? 1 : 0,
        cuisine: 'international',
        diet_type: pick(['vegan', 'vegetarian', 'fish', 'meat']),
        occasions: JSON.stringify(some(OCCASIONS, 2)),
        categories: JSON.stringify(some(CATEGORIES, 2)),
        tags: JSON.stringify(some(TAGS, 2)),
        allergens: JSON.stringify(some(ALLERGENS, 3)),
        may_contain_allergens: '[]',
        source: 'bench-synthetic',
        source_id: `bench-${n}`,
      };
    });
    const inserted = await db
      .insertInto('recipes')
      .values(rows)
      .returning([
        'id',
        'name_en',
        'name_pl',
        'name_de',
        'description_en',
        'description_pl',
        'description_de',
      ])
      .execute();
    const facetRows = inserted.flatMap((r, i) => {
      const row = rows[i]!;
      return recipeFacets(
        {
          tags: JSON.parse(row.tags),
          categories: JSON.parse(row.categories),
          occasions: JSON.parse(row.occasions),
          allergens: JSON.parse(row.allergens),
          mayContain: [],
          prepTimeMin: row.prep_time_min,
          portions: row.portions,
          hard: row.hard === 1,
          perPortion: Object.fromEntries(
            SR28_NUTRIENT_COLUMNS.map((c) => [c, (row as Record<string, unknown>)[c] as number]),
          ) as NutrientValues,
        },
        references,
      ).map(([facet, value]) => ({ facet, value, recipe_id: r.id }));
    });
    for (let f = 0; f < facetRows.length; f += 5000)
      await db
        .insertInto('recipe_facets')
        .values(facetRows.slice(f, f + 5000))
        .execute();
    // 6–13 ingredients each, drawn from the real foods, as a recipe's plan data carries them.
    const ingredientRows = inserted.flatMap((r) =>
      Array.from({ length: 6 + Math.floor(rnd() * 8) }, (_, position) => ({
        recipe_id: r.id,
        position,
        food_id: pick(foodIds),
        grams: 5 + Math.round(rnd() * 300),
      })),
    );
    for (let f = 0; f < ingredientRows.length; f += 5000)
      await db
        .insertInto('recipe_ingredients')
        .values(ingredientRows.slice(f, f + 5000))
        .execute();
    await search.upsert(
      inserted.flatMap((r) =>
        (['en', 'pl', 'de'] as const).map((locale) => ({
          entityType: 'recipe',
          entityId: r.id,
          locale,
          name: r[`name_${locale}`],
          body: r[`description_${locale}`],
        })),
      ),
    );
  }
  // What the importer's reindex does after a bulk load (SQLite's full-text index merged into one segment),
  // and what autovacuum does (PostgreSQL's index-only scans need the visibility map).
  await search.optimize();
  await sql.raw(dialect === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE').execute(db);
  return {
    seconds: (performance.now() - started) / 1000,
    vocabulary: `${WORDS.length}/${WORDS_PL.length}/${WORDS_DE.length} words (en/pl/de)`,
  };
}

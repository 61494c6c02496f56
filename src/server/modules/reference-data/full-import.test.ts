import { join, resolve } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseConnection } from '../../db/dialect';
import { migrateToLatest } from '../../db/migrate';
import { REAL_DATA_DIR } from '../../testing/reference-fixture';
import { freshDatabase, TEST_DIALECTS, type FreshDatabase } from '../../testing/test-app';
import { loadFoodNames, importReferenceData, totalChanges, type ImportPaths } from './reference-import';
import { changes } from './table-sync';
import { generatePlan } from '../../../core/domain/plan/engine';
import { loadPlanData } from '../diet-generator/plan-data';
import { catalogueIndexing } from '../catalogue/catalogues';
import { createRecipesRepo } from '../catalogue/recipes/recipes.repo';

/** The real datasets and all of content/; photos are cached between runs in var/test-cache. */
const paths: ImportPaths = {
  dataDir: REAL_DATA_DIR,
  contentDir: resolve('content'),
  mediaDir: resolve('var/test-cache/media'),
};

describe.each(TEST_DIALECTS)('the full reference data set on %s', (dialect) => {
  let target: FreshDatabase;
  let connection: DatabaseConnection;
  let firstRunMs = 0;

  beforeAll(async () => {
    target = await freshDatabase(dialect);
    connection = openDatabase(target.url);
    await migrateToLatest(connection.db, connection.adapter);
    const started = Date.now();
    await importReferenceData(connection.db, paths, {
      search: catalogueIndexing(connection.db, connection.adapter.createSearchProvider(connection.db)),
    });
    firstRunMs = Date.now() - started;
  }, 240_000);
  afterAll(async () => {
    await connection.close();
    await target.drop();
  });

  const db = () => connection.db;
  const count = async (
    table:
      | 'foods'
      | 'food_portions'
      | 'exercises'
      | 'recipes'
      | 'nutrients'
      | 'allergens'
      | 'supplements'
      | 'medical_products',
  ) =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('imports all 8,789 SR28 foods and 15,438 portions', async () => {
    expect(await count('foods')).toBe(8789);
    expect(await count('food_portions')).toBe(15438);
    console.log(`full import on ${dialect}: ${(firstRunMs / 1000).toFixed(1)} s`);
  });

  it('at least 800 foods carry hand-written pl and de names, and every listed staple does', async () => {
    const staples = [...loadFoodNames(paths.contentDir).keys()];
    expect(staples.length).toBeGreaterThanOrEqual(800);
    const translated = await db()
      .selectFrom('foods')
      .select('ndb_no')
      .where('names_translated', '=', 1)
      .execute();
    expect(new Set(translated.map((f) => f.ndb_no))).toEqual(new Set(staples));
  });

  it('all 8,789 foods have hand-written pl and de names, unique within each language', async () => {
    expect(
      Number(
        (
          await db()
            .selectFrom('foods')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('names_translated', '=', 1)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(8789);
    for (const locale of ['en', 'pl', 'de'] as const) {
      const rows = await db()
        .selectFrom('foods')
        .select(`name_${locale}`)
        .where('names_translated', '=', 1)
        .execute();
      const names = rows.map((r) => (r as Record<string, string>)[`name_${locale}`]);
      expect(new Set(names).size, locale).toBe(names.length);
    }
  });

  it('reviewed allergen decisions apply: teriyaki sauce → soy and gluten', async () => {
    const rows = await db()
      .selectFrom('food_allergens')
      .innerJoin('foods', 'foods.id', 'food_allergens.food_id')
      .innerJoin('allergens', 'allergens.id', 'food_allergens.allergen_id')
      .select(['allergens.code', 'food_allergens.rule'])
      .where('foods.ndb_no', '=', '06112')
      .execute();
    // Teriyaki sauce is a composite food: its reviewed decision is final and names soy sauce's soy and wheat.
    expect(rows.map((r) => r.code)).toEqual(expect.arrayContaining(['gluten', 'soybeans']));
    expect(rows.every((r) => r.rule === 'review')).toBe(true);
  });

  it('granola recipes carry gluten, and a gluten-free plan over the real recipes serves none that contains or may contain it', async () => {
    const granola = await db()
      .selectFrom('recipes')
      .select(['name_en', 'allergens', 'may_contain_allergens'])
      .where('name_en', 'like', '%granola%')
      .execute();
    expect(granola.length).toBeGreaterThanOrEqual(3);
    for (const recipe of granola) {
      const all = [...JSON.parse(recipe.allergens), ...JSON.parse(recipe.may_contain_allergens)] as string[];
      expect(all, recipe.name_en).toContain('gluten');
    }
    // Soy yogurt is not dairy: the vegan granola bowl does not "contain milk".
    const vegan = await db()
      .selectFrom('recipes')
      .select(['allergens', 'diet_type'])
      .where('diet_type', '=', 'vegan')
      .execute();
    for (const recipe of vegan) expect(JSON.parse(recipe.allergens)).not.toContain('milk');
    const data = await loadPlanData(db());
    const schedule = [
      { id: 'b', time: '08:00', type: 'Meal' as const, label: '' },
      { id: 'l', time: '13:00', type: 'Meal' as const, label: '' },
      { id: 'd', time: '19:00', type: 'Meal' as const, label: '' },
    ];
    for (const allergens of [['gluten'], ['milk', 'eggs'], ['peanuts', 'nuts', 'sesame']]) {
      const plan = generatePlan(
        {
          targetCalories: 2000,
          preferences: { dietType: 'any', allergens },
          schedule,
          planDuration: 14,
          startDate: '2026-12-01',
          seed: 5,
        },
        data,
      );
      for (const meal of plan.flatMap((d) => d.meals)) {
        const recipe = data.recipes.find((r) => r.id === meal.recipeId)!;
        for (const code of allergens) {
          expect(recipe.allergens).not.toContain(code);
          expect(recipe.mayContain).not.toContain(code);
        }
      }
    }
  });

  it('foods that had English-only names are found by their Polish and German names, diacritics folded', async () => {
    const search = connection.adapter.createSearchProvider(db());
    const found = async (locale: string, text: string) => {
      const hits = (await search.search({ entityType: 'food', locale, text, limit: 50 })).hits.map(
        (h) => h.entityId,
      );
      const rows = hits.length
        ? await db().selectFrom('foods').select(['ndb_no']).where('id', 'in', hits).execute()
        : [];
      return rows.map((r) => r.ndb_no);
    };
    // Beef T-bone steak and Snickers were English-only before issue 10.
    expect(await found('pl', 'stek t-bone')).toContain('13483');
    expect(await found('de', 'schokoriegel snickers')).toContain('19155');
    expect(await found('pl', 'lopatka wolowa')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(13|23)\d{3}$/)]),
    );
  });

  it('[CAT-39] a recipe text search pages its matches in id_desc and id_asc order, every match once, counted exactly', async () => {
    const search = connection.adapter.createSearchProvider(db());
    const repo = createRecipesRepo(db(), search, connection.adapter);
    const matching = (
      await sql<{
        entity_id: number;
      }>`${search.matchingIds({ entityType: 'recipe', locale: 'en', text: 'salad' })!}`.execute(db())
    ).rows.map((row) => row.entity_id);
    expect(matching.length).toBeGreaterThan(24);
    const pages = async (sort: 'id_desc' | 'id_asc') => {
      const ids: number[] = [];
      for (let page = 1; page <= Math.ceil(matching.length / 12); page++) {
        const answer = await repo.search({
          text: 'salad',
          locale: 'en',
          included: [],
          exclusions: [],
          excludedAllergens: [],
          sort,
          revision: page,
          page,
          perPage: 12,
        });
        expect(answer.total).toBe(matching.length);
        ids.push(...answer.rows.map((row) => row.id));
      }
      return ids;
    };
    expect(await pages('id_desc')).toEqual([...matching].sort((a, b) => b - a));
    expect(await pages('id_asc')).toEqual([...matching].sort((a, b) => a - b));
  });

  it('reviewed METs: push-ups are calisthenics, kettlebell presses resistance work, fast skipping vigorous; every exercise has pl and de steps', async () => {
    const rows = await db()
      .selectFrom('exercises')
      .select(['source_id', 'met', 'instructions_translated'])
      .execute();
    const met = (id: string) => rows.find((r) => r.source_id === id)!.met;
    expect(met('Pushups')).toBe(3.8);
    expect(met('Fast_Skipping')).toBe(8);
    expect(met('Barbell_Squat')).toBeGreaterThanOrEqual(5);
    for (const row of rows.filter(
      (r) => /Kettlebell.*Press/.test(r.source_id) && !/Push_Press/.test(r.source_id),
    ))
      expect(row.met, row.source_id).toBe(3.5);
    expect(rows.filter((r) => r.instructions_translated !== 1)).toEqual([]);
  });

  it('the foods catalogue opens with everyday foods (featured first, then recipe ingredients)', async () => {
    const first = await db()
      .selectFrom('foods')
      .select(['ndb_no', 'list_rank'])
      .orderBy('list_rank', 'desc')
      .orderBy('id', 'desc')
      .limit(12)
      .execute();
    const featured = (JSON.parse(readFileSync('content/foods/featured.json', 'utf8')) as { ndbNos: string[] })
      .ndbNos;
    expect(first.map((f) => f.ndb_no)).toEqual(featured.slice(0, 12));
    const known = new Set((await db().selectFrom('foods').select('ndb_no').execute()).map((f) => f.ndb_no));
    for (const ndbNo of featured) expect(known.has(ndbNo), ndbNo).toBe(true);
  });

  it('every recipe ingredient has pl and de names', async () => {
    const missing = await db()
      .selectFrom('recipe_ingredients')
      .innerJoin('foods', 'foods.id', 'recipe_ingredients.food_id')
      .select(['foods.ndb_no', 'foods.name_en'])
      .where('foods.names_translated', '=', 0)
      .distinct()
      .execute();
    expect(missing).toEqual([]);
  });

  it('all 873 exercises have a MET value, kcal per hour, names and both photos on disk', async () => {
    const exercises = await db().selectFrom('exercises').selectAll().execute();
    expect(exercises).toHaveLength(873);
    for (const exercise of exercises) {
      expect(exercise.met, exercise.source_id).toBeGreaterThan(0);
      expect(exercise.kcal_hour).toBe(Math.round(exercise.met * 70));
      expect(exercise.name_pl.length).toBeGreaterThan(1);
      for (const image of JSON.parse(exercise.images) as string[])
        expect(existsSync(join(paths.mediaDir, image))).toBe(true);
    }
    const translated = exercises.filter((e) => e.instructions_translated === 1);
    expect(translated.length).toBeGreaterThanOrEqual(150);
  });

  it('at least 300 recipes with the promised spread', async () => {
    const recipes = await db()
      .selectFrom('recipes')
      .select(['occasions', 'categories', 'diet_type', 'energy_kcal', 'cuisine'])
      .execute();
    expect(recipes.length).toBeGreaterThanOrEqual(300);
    const has = (r: (typeof recipes)[number], occasion: string) =>
      (JSON.parse(r.occasions) as string[]).includes(occasion);
    expect(recipes.filter((r) => has(r, 'breakfast')).length).toBeGreaterThanOrEqual(60);
    expect(
      recipes.filter(
        (r) =>
          (has(r, 'lunch') || has(r, 'dinner')) &&
          (JSON.parse(r.categories) as string[]).some((c) => !['soup', 'salad', 'side-dish'].includes(c)),
      ).length,
    ).toBeGreaterThanOrEqual(100);
    expect(recipes.filter((r) => has(r, 'snack')).length).toBeGreaterThanOrEqual(40);
    expect(recipes.filter((r) => r.diet_type === 'vegan').length).toBeGreaterThanOrEqual(60);
    expect(recipes.filter((r) => r.diet_type === 'vegetarian').length).toBeGreaterThanOrEqual(60);
    expect(recipes.filter((r) => r.diet_type === 'fish').length).toBeGreaterThanOrEqual(40);
    for (const cuisine of ['polish', 'german', 'international'])
      expect(recipes.some((r) => r.cuisine === cuisine)).toBe(true);
    for (const recipe of recipes) expect(recipe.energy_kcal).toBeGreaterThan(0);
  });

  it('nutrients, allergens and plan-editor items in three languages', async () => {
    expect(await count('allergens')).toBe(14);
    expect(await count('nutrients')).toBeGreaterThanOrEqual(40);
    expect(await count('supplements')).toBeGreaterThanOrEqual(35);
    expect(await count('medical_products')).toBeGreaterThanOrEqual(35);
    const allergenNames = await db()
      .selectFrom('allergens')
      .select(['name_pl', 'name_de', 'name_en'])
      .execute();
    for (const names of allergenNames) expect(new Set(Object.values(names)).size).toBeGreaterThan(1);
  });

  it('a second run over the full set changes nothing', async () => {
    expect(changes(totalChanges(await importReferenceData(connection.db, paths)))).toBe(0);
  }, 120_000);
});

it('the About the data page credits every dataset of data/README.md', () => {
  const readme = readFileSync(join(REAL_DATA_DIR, 'README.md'), 'utf8');
  const page = readFileSync('src/core/i18n/locales/en/aboutData.json', 'utf8');
  for (const credit of [
    'USDA, Agricultural Research Service, SR28',
    'Open Food Facts',
    'Unlicense',
    'Ainsworth',
    'GeoNames (geonames.org)',
    'Apache',
  ]) {
    expect(readme).toContain(credit);
    expect(page).toContain(credit);
  }
});

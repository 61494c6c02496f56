import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseConnection } from '../../db/dialect';
import { migrateToLatest } from '../../db/migrate';
import { freshDatabase, TEST_DIALECTS, type FreshDatabase } from '../../testing/test-app';
import {
  buildReferenceFixture,
  FIXTURE_RECIPES,
  type ReferenceFixture,
} from '../../testing/reference-fixture';
import { importReferenceData, RecipeImportError, totalChanges } from './reference-import';
import { changes } from './table-sync';
import { catalogueIndexing } from '../catalogue/catalogues';

describe.each(TEST_DIALECTS)('reference data import on %s', (dialect) => {
  let fixture: ReferenceFixture;
  let target: FreshDatabase;
  let connection: DatabaseConnection;
  const count = async (table: 'foods' | 'recipes' | 'food_portions' | 'exercises') =>
    Number(
      (
        await connection.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    fixture = buildReferenceFixture();
    target = await freshDatabase(dialect);
    connection = openDatabase(target.url);
    await migrateToLatest(connection.db, connection.adapter);
    await importReferenceData(connection.db, fixture.paths, {
      search: catalogueIndexing(connection.db, connection.adapter.createSearchProvider(connection.db)),
    });
  });
  afterAll(async () => {
    await connection.close();
    await target.drop();
    fixture.cleanup();
  });

  it('imports every food with its source, names and unknown values kept unknown', async () => {
    expect(await count('foods')).toBe(8);
    const butter = await connection.db
      .selectFrom('foods')
      .selectAll()
      .where('ndb_no', '=', '01001')
      .executeTakeFirstOrThrow();
    expect(butter).toMatchObject({
      source: 'usda-sr28',
      source_id: '01001',
      name_pl: 'Masło solone',
      names_translated: 1,
      energy_kcal: 717,
      protein_g: 0.85,
    });
    expect(butter.starch_g).toBeNull();
    expect(butter.fiber_g).toBe(0);
    const egg = await connection.db
      .selectFrom('foods')
      .selectAll()
      .where('ndb_no', '=', '01123')
      .executeTakeFirstOrThrow();
    expect(egg).toMatchObject({
      name_en: 'Egg, whole, raw, fresh',
      name_pl: 'Egg, whole, raw, fresh',
      names_translated: 0,
    });
    expect(await count('food_portions')).toBeGreaterThan(8);
  });

  it('derives allergens, tags and occasions for each food', async () => {
    const rows = await connection.db
      .selectFrom('food_allergens')
      .innerJoin('foods', 'foods.id', 'food_allergens.food_id')
      .innerJoin('allergens', 'allergens.id', 'food_allergens.allergen_id')
      .select(['foods.ndb_no', 'allergens.code'])
      .execute();
    const of = (ndb: string) =>
      rows
        .filter((r) => r.ndb_no === ndb)
        .map((r) => r.code)
        .sort();
    expect(of('01001')).toEqual(['milk']);
    expect(of('16098')).toEqual(['peanuts']);
    expect(of('12166')).toEqual(['sesame']);
    expect(of('15149')).toEqual(['crustaceans']);
    expect(of('20009')).toEqual([]);
    const shrimp = await connection.db
      .selectFrom('foods')
      .select(['tags', 'occasions'])
      .where('ndb_no', '=', '15149')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(shrimp.tags)).toContain('high-protein');
    expect(JSON.parse(shrimp.occasions)).toEqual(['lunch', 'dinner']);
  });

  it('computes recipe nutrition per portion from the ingredients (hand-computed) and their allergens', async () => {
    const recipe = await connection.db
      .selectFrom('recipes')
      .selectAll()
      .where('source_id', '=', 'apple-butter-test')
      .executeTakeFirstOrThrow();
    // (20 g butter × 717 + 400 g apple × 52) / 100 / 2 portions = (143.4 + 208) / 2
    expect(recipe.energy_kcal).toBeCloseTo(175.7, 3);
    // protein (20 × 0.85 + 400 × 0.26) / 100 / 2
    expect(recipe.protein_g).toBeCloseTo(0.605, 3);
    expect(JSON.parse(recipe.allergens)).toEqual(['milk']);
    expect(recipe).toMatchObject({
      source: 'nutrio-content',
      diet_type: 'vegetarian',
      portions: 2,
      name_de: 'Äpfel in Butter',
    });
    const ingredients = await connection.db
      .selectFrom('recipe_ingredients')
      .selectAll()
      .where('recipe_id', '=', recipe.id)
      .orderBy('position')
      .execute();
    expect(ingredients.map((i) => [i.grams, i.measure_unit])).toEqual([
      [20, null],
      [400, 'medium'],
    ]);
  });

  it('every recipe gets its generated cover on disk, with the colours of its ingredients', async () => {
    const recipe = await connection.db
      .selectFrom('recipes')
      .select(['image'])
      .where('source_id', '=', 'apple-butter-test')
      .executeTakeFirstOrThrow();
    expect(recipe.image).toBe('recipes/apple-butter-test.svg');
    const svg = readFileSync(join(fixture.paths.mediaDir, recipe.image!), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('#5aa63f'); // apple (green)
    expect(svg).toContain('#efc94c'); // butter (yellow)
  });

  it('imports exercises with Compendium METs, kcal per hour at 70 kg, photos and our own instructions', async () => {
    const exercises = await connection.db.selectFrom('exercises').selectAll().orderBy('source_id').execute();
    expect(exercises).toHaveLength(3);
    const rowing = exercises.find((e) => e.source_id === 'Rowing_Stationary');
    expect(rowing).toMatchObject({
      met_code: '02072',
      met: 7,
      kcal_hour: 490,
      name_de: 'Rudern am Ergometer',
      body_group: 'full_body',
    });
    expect(JSON.parse(rowing?.goals ?? '[]')).toEqual(['endurance', 'weight_loss']);
    const bridge = exercises.find((e) => e.source_id === 'Side_Bridge');
    expect(JSON.parse(bridge?.instructions_en ?? '[]')[0]).toMatch(/^Lie on your side/);
    expect(bridge?.instructions_translated).toBe(1);
    expect(JSON.parse(rowing?.images ?? '[]')).toEqual([
      'exercises/Rowing_Stationary/0.webp',
      'exercises/Rowing_Stationary/1.webp',
    ]);
    for (const exercise of exercises) expect(exercise.met).toBeGreaterThan(0);
  });

  it('indexes foods, recipes and exercises for full-text search in every locale', async () => {
    const search = connection.adapter.createSearchProvider(connection.db);
    const ids = async (entityType: string, locale: string, text: string) =>
      (await search.search({ entityType, locale, text })).hits.map((h) => h.entityId);
    const butter = await connection.db
      .selectFrom('foods')
      .select('id')
      .where('ndb_no', '=', '01001')
      .executeTakeFirstOrThrow();
    expect(await ids('food', 'pl', 'maslo')).toEqual([butter.id]);
    const recipe = await connection.db
      .selectFrom('recipes')
      .select('id')
      .where('source_id', '=', 'apple-butter-test')
      .executeTakeFirstOrThrow();
    expect(await ids('recipe', 'de', 'apfel')).toContain(recipe.id);
    expect(await ids('recipe', 'pl', 'maslo')).toContain(recipe.id);
    expect((await ids('exercise', 'de', 'rudern')).length).toBe(1);
  });

  it('a second run changes nothing', async () => {
    const reports = await importReferenceData(connection.db, fixture.paths);
    expect(changes(totalChanges(reports))).toBe(0);
  });

  it('a malformed file fails with its name and line and leaves the database as it was', async () => {
    const before = await connection.db
      .selectFrom('foods')
      .select(['ndb_no', 'name_pl'])
      .orderBy('ndb_no')
      .execute();
    fixture.write(
      'content/foods/names/fixture.json',
      JSON.stringify({ '01001': { en: 'Butter', pl: 'Masło ZMIENIONE', de: 'Butter' } }),
    );
    const csv = fixture.paths.dataDir + '/foods/usda-sr28/portions.csv';
    const { readFileSync } = await import('node:fs');
    const original = readFileSync(csv, 'utf8');
    const lines = original.split('\n');
    lines[3] = lines[3]?.replace(/,[\d.]+(\r?)$/, ',heavy$1') ?? '';
    fixture.write('data/foods/usda-sr28/portions.csv', lines.join('\n'));
    await expect(importReferenceData(connection.db, fixture.paths)).rejects.toThrow(
      /portions\.csv:4: column gram_weight/,
    );
    expect(
      await connection.db.selectFrom('foods').select(['ndb_no', 'name_pl']).orderBy('ndb_no').execute(),
    ).toEqual(before);
    fixture.write('data/foods/usda-sr28/portions.csv', original);
  });

  it('every failing recipe is reported at once and no recipe is changed', async () => {
    const broken = [
      { ...FIXTURE_RECIPES[0], id: 'vegan-but-butter', dietType: 'vegan' },
      {
        ...FIXTURE_RECIPES[1],
        id: 'unknown-food',
        ingredients: [
          { ndbNo: '99999', grams: 10 },
          { ndbNo: '11282', grams: 100 },
        ],
      },
      { ...FIXTURE_RECIPES[1], id: 'no-steps', instructions: { pl: [], de: [], en: [] } },
    ];
    fixture.write('content/recipes/broken.json', JSON.stringify(broken));
    const recipesBefore = await count('recipes');
    const error = await importReferenceData(connection.db, fixture.paths).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RecipeImportError);
    const failures = (error as RecipeImportError).failures.join('\n');
    expect(failures).toMatch(
      /vegan-but-butter: dietType "vegan" but the ingredients make it "vegetarian" \(01001 "Butter, salted"\)/,
    );
    expect(failures).toMatch(/unknown-food: ingredient 99999 is not an SR28 food/);
    expect(failures).toMatch(/no-steps: instructions/);
    expect(await count('recipes')).toBe(recipesBefore);
    fixture.write('content/recipes/broken.json', '[]');
  });
});

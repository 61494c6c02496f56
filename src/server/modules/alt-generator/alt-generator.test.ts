import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HydrationResponse, RecipeNutritionResponse } from '../../../core/contracts/alt-generator';
import { ErrorBody } from '../../../core/contracts/common';
import { buildReferenceFixture, type ReferenceFixture } from '../../testing/reference-fixture';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { catalogueIndexing } from '../catalogue/catalogues';
import { importReferenceData } from '../reference-data/reference-import';

describe.each(TEST_DIALECTS)(
  'the alternative generator’s nutrition and hydration on %s (issue 20 A7)',
  (dialect) => {
    let t: TestApp;
    let fixture: ReferenceFixture;
    let recipeId = 0;
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });

    beforeAll(async () => {
      t = await createTestApp(dialect);
      fixture = buildReferenceFixture();
      await importReferenceData(t.app.database.db, fixture.paths, {
        search: catalogueIndexing(t.app.database.db, t.app.searchProvider),
      });
      recipeId = (
        await t.app.database.db
          .selectFrom('recipes')
          .select('id')
          .where('source_id', '=', 'apple-butter-test')
          .executeTakeFirstOrThrow()
      ).id;
    }, 180_000);
    afterAll(async () => {
      await t.close();
      fixture.cleanup();
    });

    it('[AGEN-32] [AGEN-33] answers the recipe’s stored nutrition per portion and per 100 g', async () => {
      const row = await t.app.database.db
        .selectFrom('recipes')
        .select([
          'portions',
          'energy_kcal',
          'protein_g',
          'carbohydrate_g',
          'fat_g',
          'fiber_g',
          'sugars_g',
          'sodium_mg',
        ])
        .where('id', '=', recipeId)
        .executeTakeFirstOrThrow();
      const res = await get(`/api/diet-generator/recipes/${recipeId}/nutrition?locale=pl`);
      expect(res.statusCode, res.body).toBe(200);
      const answer = RecipeNutritionResponse.parse(res.json());
      expect(Object.keys(answer).sort()).toEqual(['id', 'per100g', 'perPortion', 'portions']);
      expect(answer.id).toBe(recipeId);
      expect(answer.portions).toBe(2);
      expect(answer.perPortion).toEqual({
        calories: row.energy_kcal,
        protein: row.protein_g,
        carbohydrates: row.carbohydrate_g,
        fat: row.fat_g,
        fiber: row.fiber_g,
        sugar: row.sugars_g,
        sodium: row.sodium_mg,
        // The fixture's recipe: 20 g butter and 400 g apples for 2 portions.
        weight: 210,
      });
      expect(answer.per100g.weight).toBe(100);
      expect(answer.perPortion.calories).toBeGreaterThan(0);
      for (const key of [
        'calories',
        'protein',
        'carbohydrates',
        'fat',
        'fiber',
        'sugar',
        'sodium',
      ] as const) {
        const perPortion = answer.perPortion[key];
        if (perPortion === null) expect(answer.per100g[key], key).toBeNull();
        else expect(answer.per100g[key], key).toBeCloseTo((perPortion / 210) * 100, 2);
      }
      // The figures do not depend on the language asked in.
      const english = await get(`/api/diet-generator/recipes/${recipeId}/nutrition?locale=en`);
      expect(english.json()).toEqual(res.json());
    });

    it('[AGEN-32] an unknown recipe answers 404, an id that is no id 400', async () => {
      const missing = await get('/api/diet-generator/recipes/999999/nutrition?locale=en');
      expect(missing.statusCode).toBe(404);
      expect(ErrorBody.safeParse(missing.json()).success).toBe(true);
      for (const bad of ['abc', '0', '-1', '1e3', '012']) {
        expect((await get(`/api/diet-generator/recipes/${bad}/nutrition`)).statusCode, bad).toBe(400);
      }
    });

    it('[AGEN-34] [AGEN-35] answers the worked example: 70 kg at PAL 1.55 → 2950 ml, 12 glasses', async () => {
      const res = await get('/api/diet-generator/hydration?weight=70&activityLevel=1.55&goal=lose');
      expect(res.statusCode, res.body).toBe(200);
      expect(HydrationResponse.parse(res.json())).toEqual({
        recommendedMl: 2950,
        glasses: 12,
        basis: { weight: 70, activityLevel: 1.55, goal: 'lose' },
      });
      const light = await get('/api/diet-generator/hydration?weight=82.5&activityLevel=1.2&goal=gain');
      // 82.5 × 35 = 2887.5 → 2900 ml → 11.6 → 12 glasses.
      expect(light.json()).toEqual({
        recommendedMl: 2900,
        glasses: 12,
        basis: { weight: 82.5, activityLevel: 1.2, goal: 'gain' },
      });
    });

    it('[AGEN-34] bad input answers 400', async () => {
      const bad = [
        'activityLevel=1.2&goal=lose',
        'weight=34&activityLevel=1.2&goal=lose',
        'weight=221&activityLevel=1.2&goal=lose',
        'weight=abc&activityLevel=1.2&goal=lose',
        'weight=0x46&activityLevel=1.2&goal=lose',
        'weight=70&activityLevel=1.3&goal=lose',
        'weight=70&activityLevel=2&goal=lose',
        'weight=70&goal=lose',
        'weight=70&activityLevel=1.2&goal=other',
        'weight=70&activityLevel=1.2',
      ];
      for (const query of bad) {
        const res = await get(`/api/diet-generator/hydration?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(ErrorBody.safeParse(res.json()).success, query).toBe(true);
      }
    });
  },
);

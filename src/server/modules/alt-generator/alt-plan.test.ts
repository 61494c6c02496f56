import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AltPlanResponse,
  AltRefitResponse,
  type AltPlanDay,
  type AltPlanRequest,
} from '../../../core/contracts/alt-generator';
import { ErrorBody } from '../../../core/contracts/common';
import { ALLERGEN_CODES } from '../../../core/contracts/diet-plan';
import { AllergensAnswer } from '../../../core/contracts/generator-data';
import {
  ALT_FORM_DEFAULTS,
  altEnergy,
  mealFits,
  mealTargetsOf,
  type AltGeneratorForm,
} from '../../../core/domain/alt-plan';
import { KCAL_TOLERANCE } from '../../../core/domain/plan/engine';
import { REAL_DATA_DIR } from '../../testing/reference-fixture';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { catalogueIndexing } from '../catalogue/catalogues';
import { jsonList } from '../diet-generator/plan-data';
import { importReferenceData } from '../reference-data/reference-import';

const PLAN = '/api/diet-generator/alt-plan';
const REFIT = '/api/diet-generator/alt-plan/refit';

describe.each(TEST_DIALECTS)(
  'the 4-step generator’s plan and refit on %s (issue 20 A1–A3, A5)',
  (dialect) => {
    let t: TestApp;
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    const plan = async (form: Partial<AltGeneratorForm>, extra: Partial<AltPlanRequest> = {}) => {
      const response = await post(PLAN, { form: { ...ALT_FORM_DEFAULTS, ...form }, locale: 'en', ...extra });
      expect(response.statusCode, response.body).toBe(200);
      return AltPlanResponse.parse(response.json());
    };
    /** Each recipe's diet class and the allergens it contains or may contain. */
    const recipeFacts = async () => {
      const rows = await t.app.database.db
        .selectFrom('recipes')
        .select(['id', 'diet_type', 'allergens', 'may_contain_allergens'])
        .execute();
      return new Map(
        rows.map((row) => [
          row.id,
          {
            diet: row.diet_type,
            allergens: new Set([...jsonList(row.allergens), ...jsonList(row.may_contain_allergens)]),
          },
        ]),
      );
    };

    beforeAll(async () => {
      t = await createTestApp(dialect, { env: { FILES_DIR: 'var/test-cache/files' } });
      await importReferenceData(
        t.app.database.db,
        {
          dataDir: REAL_DATA_DIR,
          contentDir: resolve('content'),
          mediaDir: resolve('var/test-cache/media'),
          filesDir: 'var/test-cache/files',
        },
        { search: catalogueIndexing(t.app.database.db, t.app.searchProvider) },
      );
    }, 240_000);
    afterAll(async () => t.close());

    it('[AGEN-23] [AGEN-24] [AGEN-25] plans the plan length with the schema’s meal times, each day within ±5 % of the target', async () => {
      const answer = await plan(
        { planLength: 31, goal: 'lose' },
        { name: 'Spring', startDate: '2026-12-01' },
      );
      expect(answer.plan).toHaveLength(31);
      expect(answer.startDate).toBe('2026-12-01');
      const target = altEnergy({ ...ALT_FORM_DEFAULTS, goal: 'lose' }).targetCalories;
      expect(answer.meta.targetCalories).toBe(target);
      expect(answer.meta.name).toBe('Spring');
      expect(answer.meta.planLength).toBe(31);
      expect(answer.meta.goal).toBe('lose');
      const mealTargets = mealTargetsOf(['08:00', '12:00', '16:00', '20:00'], target);
      let fitting = 0;
      for (const [i, day] of answer.plan.entries()) {
        day.meals.forEach((meal, m) => (fitting += mealFits(meal.calories, mealTargets[m]!) ? 1 : 0));
        expect(day.day).toBe(i + 1);
        expect(day.meals.map((meal) => meal.time)).toEqual(['08:00', '12:00', '16:00', '20:00']);
        expect(day.trainings).toEqual([]);
        expect(day.totalCalories).toBe(day.meals.reduce((sum, meal) => sum + meal.calories, 0));
        expect(Math.abs(day.totalCalories - target) / target).toBeLessThanOrEqual(KCAL_TOLERANCE);
        for (const meal of day.meals) expect(meal.name).not.toBe('');
      }
      // A §9: every meal within its target + 120 kcal, besides the day within ±5 %.
      expect(fitting).toBe(31 * 4);
      const average = Math.round(answer.plan.reduce((sum, day) => sum + day.totalCalories, 0) / 31);
      expect(answer.meta.averageCalories).toBe(average);
      expect(answer.meta.weeklyCalories).toBe(average * 7);
      expect(answer.energy.formula).toBe('mifflin-st-jeor');
    });

    it('[AGEN-14] [AGEN-16] [AGEN-56] never plans a recipe that contains or may contain a selected allergen, or is outside the preference', async () => {
      const facts = await recipeFacts();
      const answer = await plan({
        allergens: ['gluten', 'milk'],
        dietPreference: 'vegetarian',
        planLength: 7,
      });
      expect(answer.meta.selectedAllergens).toEqual(['gluten', 'milk']);
      const meals = answer.plan.flatMap((day) => day.meals);
      expect(meals.length).toBeGreaterThan(0);
      for (const meal of meals) {
        const fact = facts.get(meal.recipeId)!;
        expect(['vegetarian', 'vegan']).toContain(fact.diet);
        expect(fact.allergens.has('gluten') || fact.allergens.has('milk')).toBe(false);
      }
    });

    it('[AGEN-20] the target never goes below 1200 kcal, and the plan follows it', async () => {
      const small = { sex: 'female', age: 80, height: 140, weight: 40, goal: 'lose' } as const;
      const answer = await plan(small);
      expect(answer.energy.floored).toBe(true);
      expect(answer.meta.targetCalories).toBe(1200);
    });

    it('a replaced meal takes the chosen recipe, and the day is refitted to the target', async () => {
      const answer = await plan({ planLength: 7 });
      const day = answer.plan[2]!;
      const used = new Set(day.meals.map((meal) => meal.recipeId));
      const facts = await recipeFacts();
      const replacement = [...facts.entries()].find(
        ([id, fact]) => !used.has(id) && fact.diet === 'meat',
      )![0];
      const response = await post(REFIT, {
        form: ALT_FORM_DEFAULTS,
        day: {
          ...day,
          trainings: [{ time: '18:00', exerciseId: 5, name: 'Run', duration: 30, calories: 300 }],
        },
        mealIndex: 1,
        recipeId: replacement,
        locale: 'de',
      });
      expect(response.statusCode, response.body).toBe(200);
      const refitted: AltPlanDay = AltRefitResponse.parse(response.json()).day;
      expect(refitted.day).toBe(3);
      expect(refitted.meals.map((meal) => meal.recipeId)).toEqual(
        day.meals.map((meal, i) => (i === 1 ? replacement : meal.recipeId)),
      );
      expect(refitted.meals.map((meal) => meal.time)).toEqual(day.meals.map((meal) => meal.time));
      expect(refitted.trainings).toHaveLength(1);
      const target = answer.meta.targetCalories;
      expect(Math.abs(refitted.totalCalories - target) / target).toBeLessThanOrEqual(KCAL_TOLERANCE);
      const germanName = await t.app.database.db
        .selectFrom('recipes')
        .select('name_de')
        .where('id', '=', replacement)
        .executeTakeFirstOrThrow();
      expect(refitted.meals[1]!.name).toBe(germanName.name_de);
    });

    it('[AGEN-56] refuses a replacement that contains a selected allergen (400, nothing planned)', async () => {
      const facts = await recipeFacts();
      const form: AltGeneratorForm = { ...ALT_FORM_DEFAULTS, allergens: ['peanuts'] };
      const answer = await plan(form);
      const unsafe = [...facts.entries()].find(([, fact]) => fact.allergens.has('peanuts'))![0];
      const response = await post(REFIT, {
        form,
        day: answer.plan[0],
        mealIndex: 0,
        recipeId: unsafe,
        locale: 'en',
      });
      expect(response.statusCode).toBe(400);
      expect(ErrorBody.parse(response.json()).errors).toEqual({ recipeId: expect.any(String) });
    });

    it('[AGEN-10] the allergens call answers every allergen with our key and its name in the asked language', async () => {
      const names: Record<string, string> = {};
      for (const locale of ['pl', 'de', 'en']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/diet-generator/allergens?locale=${locale}`,
        });
        expect(response.statusCode, response.body).toBe(200);
        const { allergens } = AllergensAnswer.parse(response.json());
        expect(allergens.map((allergen) => allergen.find).sort()).toEqual([...ALLERGEN_CODES].sort());
        names[locale] = allergens.find((allergen) => allergen.find === 'milk')!.name;
      }
      expect(names).toEqual({
        pl: 'Mleko i produkty mleczne (z laktozą)',
        de: 'Milch und Milchprodukte (inkl. Laktose)',
        en: 'Milk and dairy (incl. lactose)',
      });
    });

    it('bad input gets 400 with the field named, never 500', async () => {
      const cases: Array<[object, string]> = [
        [{ form: { ...ALT_FORM_DEFAULTS, age: 12 } }, 'form.age'],
        [{ form: { ...ALT_FORM_DEFAULTS, planLength: 30 } }, 'form.planLength'],
        [{ form: { ...ALT_FORM_DEFAULTS, allergens: ['plutonium'] } }, 'form.allergens.0'],
        [{ form: { ...ALT_FORM_DEFAULTS, allergens: [99999] } }, 'form.allergens'],
        [{ form: { ...ALT_FORM_DEFAULTS, pal: 1.3 } }, 'form.pal'],
        [{ form: { ...ALT_FORM_DEFAULTS, mealSchema: { count: 11, times: [] } } }, 'form.mealSchema.count'],
        [{ form: ALT_FORM_DEFAULTS, startDate: '2026-02-30' }, 'startDate'],
      ];
      for (const [payload, field] of cases) {
        const response = await post(PLAN, payload);
        expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
        expect(Object.keys(ErrorBody.parse(response.json()).errors ?? {})).toContain(field);
      }
      const refit = await post(REFIT, {
        form: ALT_FORM_DEFAULTS,
        day: { day: 1, meals: [], trainings: [], totalCalories: 0 },
        mealIndex: 0,
        recipeId: 1,
      });
      expect(refit.statusCode).toBe(400);
    });
  },
);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReferenceFixture, type ReferenceFixture } from '../../testing/reference-fixture';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { registerUser, type SignedIn } from '../../testing/auth-helpers';
import { importReferenceData } from '../reference-data/reference-import';
import { catalogueIndexing } from '../catalogue/catalogues';

const SCHEDULE = [
  { id: 'm1', time: '08:00', type: 'Meal', label: '' },
  { id: 'm2', time: '12:00', type: 'Meal', label: '' },
  { id: 'm3', time: '18:00', type: 'Meal', label: '' },
  { id: 'e1', time: '19:00', type: 'Exercise', label: '' },
];
const REQUEST = {
  targetCalories: 1800,
  preferences: { dietType: 'any', allergens: [] },
  schedule: SCHEDULE,
  planDuration: 3,
  startDate: '2026-12-01',
  seed: 5,
  weightKg: 70,
};

describe.each(TEST_DIALECTS)('diet generator and saved diets on %s', (dialect) => {
  let t: TestApp;
  let fixture: ReferenceFixture;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    fixture = buildReferenceFixture();
    await importReferenceData(t.app.database.db, fixture.paths, {
      search: catalogueIndexing(t.app.database.db, t.app.searchProvider),
    });
  });
  afterAll(async () => {
    await t.close();
    fixture.cleanup();
  });

  const plan = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/diet-generator/plan',
      payload: payload as Record<string, unknown>,
    });

  describe('POST /api/diet-generator/plan', () => {
    it('[PGEN-22][PGEN-23][PGEN-24][PGEN-26] days with meals in grams, exercises, hydration, and metrics', async () => {
      const res = await plan(REQUEST);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.plan).toHaveLength(3);
      const day = body.plan[0];
      expect(day.date).toBe('2026-12-01');
      expect(day.meals).toHaveLength(3);
      expect(day.meals[0].foodItems[0]).toEqual({ foodId: expect.any(Number), quantity: expect.any(Number) });
      expect(day.exercises[0]).toMatchObject({ scheduleItemId: 'e1', duration: 30 });
      expect(day.hydrationLog.length).toBeGreaterThan(0);
      expect(Object.keys(body.metrics.days[0]).sort()).toEqual(
        [
          'burnedCalories',
          'caffeineMg',
          'calories',
          'carbs',
          'exerciseMinutes',
          'fat',
          'hydrationMl',
          'nutrients',
          'protein',
        ].sort(),
      );
      expect(body.metrics.averageCalories).toBe(Math.round(body.metrics.totals.calories / 3));
      expect((await plan(REQUEST)).json()).toEqual(body);
    });

    it('excluded allergens never appear; the vegan preference keeps only vegan recipes', async () => {
      const recipes = await t.app.database.db.selectFrom('recipes').select(['id', 'source_id']).execute();
      const appleButter = recipes.find((r) => r.source_id === 'apple-butter-test')!.id;
      // Milk as its code, as the allergens loader's id, and as that id in a string (issue 10 C10).
      const milkId = (
        await t.app.database.db
          .selectFrom('allergens')
          .select('id')
          .where('code', '=', 'milk')
          .executeTakeFirstOrThrow()
      ).id;
      const withMilkExcluded = [['milk'], [milkId], [String(milkId)]].map((allergens) => ({
        dietType: 'any',
        allergens,
      }));
      for (const preferences of [...withMilkExcluded, { dietType: 'vegan', allergens: [] }]) {
        const body = (await plan({ ...REQUEST, preferences })).json();
        const used = body.plan.flatMap((d: { meals: Array<{ recipeId: number }> }) =>
          d.meals.map((m) => m.recipeId),
        );
        expect(used).not.toContain(appleButter);
      }
    });

    it('a recipe changed after a plan was made is seen by the next plan, without a restart (issue 13 A5)', async () => {
      const db = t.app.database.db;
      const recipesOf = (body: { plan: Array<{ meals: Array<{ recipeId: number }> }> }) =>
        new Set(body.plan.flatMap((d) => d.meals.map((m) => m.recipeId)));
      const preferences = { dietType: 'any', allergens: ['celery'] };
      const before = recipesOf((await plan({ ...REQUEST, preferences })).json());
      const [changed] = [...before];
      const { may_contain_allergens: original } = await db
        .selectFrom('recipes')
        .select('may_contain_allergens')
        .where('id', '=', changed!)
        .executeTakeFirstOrThrow();
      // As an import or an admin edit would: the recipe now may contain celery.
      await db
        .updateTable('recipes')
        .set({ may_contain_allergens: '["celery"]' })
        .where('id', '=', changed!)
        .execute();
      try {
        const after = recipesOf((await plan({ ...REQUEST, preferences })).json());
        expect(after.has(changed!)).toBe(false);
        expect(after.size).toBeGreaterThan(0);
      } finally {
        await db
          .updateTable('recipes')
          .set({ may_contain_allergens: original })
          .where('id', '=', changed!)
          .execute();
      }
      expect(recipesOf((await plan({ ...REQUEST, preferences })).json())).toEqual(before);
    });

    it('dates outside 1900–2200 → 400 on startDate, never a 500 (issue 12 A6)', async () => {
      for (const startDate of ['9999-12-31', '1899-12-31', '2200-12-31']) {
        const res = await plan({ ...REQUEST, startDate, planDuration: 2 });
        expect(res.statusCode, startDate).toBe(400);
        expect(Object.keys(res.json().errors), startDate).toContain('startDate');
      }
      expect((await plan({ ...REQUEST, startDate: '2200-12-30', planDuration: 1 })).statusCode).toBe(200);
    });

    it('an allergen id that names no allergen → 400 with a field error', async () => {
      const res = await plan({ ...REQUEST, preferences: { dietType: 'any', allergens: [9999] } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors['preferences.allergens']).toBe('This allergen is unknown.');
    });

    it('monitored nutrients are summed per day', async () => {
      const fiber = await t.app.database.db
        .selectFrom('nutrients')
        .select('id')
        .where('code', '=', 'fiber_g')
        .executeTakeFirstOrThrow();
      const body = (
        await plan({ ...REQUEST, monitoredNutrients: [{ nutrientId: fiber.id, targetValue: 30 }] })
      ).json();
      expect(body.metrics.days[0].nutrients.fiber_g).toBeGreaterThan(0);
    });

    it('bad input → 400 with field errors, never 500', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...REQUEST, planDuration: 0 }, 'planDuration'],
        [{ ...REQUEST, planDuration: 400 }, 'planDuration'],
        [{ ...REQUEST, preferences: { dietType: 'carnivore', allergens: [] } }, 'preferences.dietType'],
        [
          { ...REQUEST, preferences: { dietType: 'any', allergens: ['kryptonite'] } },
          'preferences.allergens.0',
        ],
        [{ ...REQUEST, schedule: [{ id: 'x', time: '25:99', type: 'Meal' }] }, 'schedule'],
        [{ ...REQUEST, schedule: 'breakfast' }, 'schedule'],
        [{ ...REQUEST, startDate: '2026-02-31' }, 'startDate'],
        [{ ...REQUEST, targetCalories: 'lots' }, 'targetCalories'],
      ];
      for (const [payload, field] of cases) {
        const res = await plan(payload);
        expect(res.statusCode, field).toBe(400);
        expect(
          Object.keys(res.json().errors ?? {}).some((key) => key.startsWith(field)),
          `${field}: ${res.body}`,
        ).toBe(true);
      }
    });
  });

  describe('data loaders', () => {
    it('[PGEN-39][PGEN-40][PGEN-41][PGEN-42][PGEN-43][PGEN-46][PGEN-48][PGEN-49][PGEN-50][PGEN-51] shapes, in the asked language', async () => {
      const get = async (path: string) =>
        (await t.app.inject({ method: 'GET', url: `/api/diet-generator/${path}` })).json();
      expect((await get('allergens?locale=de')).allergens).toContainEqual({
        id: expect.any(Number),
        find: 'milk',
        name: expect.stringMatching(/Milch/),
      });
      const dietTypes = (await get('diet-types?locale=pl')).dietTypes;
      expect(dietTypes.map((d: { find: string }) => d.find)).toEqual([
        'any',
        'meat',
        'fish',
        'vegetarian',
        'vegan',
      ]);
      const recipes = (await get('recipes?locale=pl&dietType=vegan')).recipes;
      expect(recipes).toHaveLength(1);
      expect(recipes[0]).toMatchObject({
        name: 'Kasza z cebulą',
        dietType: 'vegan',
        ingredients: [
          { foodId: expect.any(Number), quantity: 120 },
          { foodId: expect.any(Number), quantity: 100 },
        ],
      });
      expect(recipes[0].dietTypes.map((d: { find: string }) => d.find)).toContain('vegetarian');
      expect((await get('recipes?locale=en')).recipes.length).toBeGreaterThan(1);
      expect((await get('recipes?locale=en&limit=1')).recipes).toHaveLength(1);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/diet-generator/recipes?limit=0' })).statusCode,
      ).toBe(400);
      expect((await get('nutrients')).nutrients[0]).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        unit: expect.any(String),
      });
      expect((await get('supplements')).supplements).toEqual(expect.any(Array));
      expect((await get('medical-products?locale=de')).medicalProducts).toEqual(expect.any(Array));
      const foods = (await get('foods?locale=de')).foods;
      const butter = foods.find((f: { name: string }) => f.name === 'Butter, gesalzen');
      expect(butter).toMatchObject({
        calories: expect.any(Number),
        allergenIds: [expect.any(Number)],
        groupName: expect.any(String),
      });
      expect(
        (await get(`foods?locale=pl&ids=${butter.id}`)).foods.map((f: { name: string }) => f.name),
      ).toEqual(['Masło solone']);
      const bad = await t.app.inject({ method: 'GET', url: '/api/diet-generator/foods?ids=1,x' });
      expect(bad.statusCode).toBe(400);
      const withFiber = (await get(`foods?ids=${butter.id}&nutrients=fiber_g,cholesterol_mg`)).foods[0];
      expect(withFiber.nutrients).toEqual({
        fiber_g: expect.any(Number),
        cholesterol_mg: expect.any(Number),
      });
      expect(withFiber.nutrients.cholesterol_mg).toBeGreaterThan(100);
      const unknown = await t.app.inject({
        method: 'GET',
        url: '/api/diet-generator/foods?nutrients=password_hash',
      });
      expect(unknown.statusCode).toBe(400);
      const exercises = (await get('exercises?search=sit')).items;
      expect(exercises[0]).toMatchObject({
        mets: expect.any(Number),
        caloriesBurnedPerMinute: expect.any(Number),
      });
    });
  });

  describe('saved diets', () => {
    let owner: SignedIn;
    let stranger: SignedIn;
    let generated: { plan: unknown[]; metrics: unknown };
    const meta = {
      personalData: { age: 30, gender: 'male', weight: 70, height: 180, pal: 1.2 },
      preferences: {
        allergens: [],
        dietType: 'any',
        monitoredNutrients: [],
        defaultDrinkVolumes: { water: 250, coffee: 250, tea: 250, energy: 250 },
      },
      schedule: { items: SCHEDULE },
      targetCalories: 1800,
      planDuration: 3,
      startDate: '2026-12-01',
      generatedAt: '2026-11-22T10:00:00.000Z',
    };
    beforeAll(async () => {
      owner = await registerUser(t.app, { email: 'owner@example.com' });
      stranger = await registerUser(t.app, { email: 'stranger@example.com' });
      generated = (await plan(REQUEST)).json();
    });
    const call = (
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      who: SignedIn | null,
      payload?: unknown,
    ) =>
      t.app.inject({
        method,
        url,
        headers: who?.headers ?? {},
        ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      });

    it('[PGEN-36][PGEN-37][PGEN-38] me: 401 for guests, 404 before the first save', async () => {
      expect((await call('GET', '/api/diets/me', null)).statusCode).toBe(401);
      expect((await call('POST', '/api/diets', null, { ...generated, meta, version: 0 })).statusCode).toBe(
        401,
      );
      expect((await call('GET', '/api/diets/me', owner)).statusCode).toBe(404);
    });

    it('diet ids are canonical decimals: hex, exponent, sign and leading zeros name no diet (issue 12 A12)', async () => {
      const { id } = (await call('POST', '/api/diets', owner, { ...generated, meta, version: 0 })).json()
        .diet;
      expect((await call('GET', `/api/diets/${id}`, owner)).statusCode).toBe(200);
      for (const alias of [`0x${id.toString(16)}`, `${id}e0`, `+${id}`, `0${id}`, `${id}.0`]) {
        expect((await call('GET', `/api/diets/${encodeURIComponent(alias)}`, owner)).statusCode, alias).toBe(
          400,
        );
      }
      await call('DELETE', `/api/diets/${id}`, owner);
    });

    it('[PGEN-14][PGEN-32] create, update with the revision, 409 on a stale one; me returns the latest', async () => {
      const created = await call('POST', '/api/diets', owner, { ...generated, meta, version: 0 });
      expect(created.statusCode).toBe(200);
      const diet = created.json().diet;
      expect(diet).toMatchObject({
        version: 1,
        name: '3-day plan · 1,800 kcal · Dec 1, 2026',
        meta: { targetCalories: 1800 },
      });
      expect(Object.keys(diet).sort()).toEqual([
        'createdAt',
        'id',
        'meta',
        'metrics',
        'name',
        'plan',
        'updatedAt',
        'version',
      ]);
      const updated = await call('POST', '/api/diets', owner, {
        ...generated,
        meta: { ...meta, targetCalories: 1900 },
        id: diet.id,
        version: 1,
      });
      expect(updated.json().diet).toMatchObject({ id: diet.id, version: 2, meta: { targetCalories: 1900 } });
      const stale = await call('POST', '/api/diets', owner, {
        ...generated,
        meta: { ...meta, targetCalories: 2500 },
        id: diet.id,
        version: 1,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error).toMatch(/changed elsewhere/);
      const me = (await call('GET', '/api/diets/me', owner)).json().diet;
      expect(me).toMatchObject({ id: diet.id, version: 2, meta: { targetCalories: 1900 } });
    });

    it('a tampered metrics object is ignored: the stored figures are the server’s own computation', async () => {
      const real = generated.metrics as { days: Array<{ calories: number }>; averageCalories: number };
      const tampered = {
        ...real,
        days: real.days.map((d) => ({ ...d, calories: 99_999 })),
        averageCalories: 99_999,
      };
      const saved = (
        await call('POST', '/api/diets', owner, {
          ...generated,
          metrics: tampered,
          meta,
          version: 0,
          name: 'Tampered',
        })
      ).json().diet;
      expect(saved.metrics).toEqual(real);
      const reread = (await call('GET', `/api/diets/${saved.id}`, owner)).json().diet;
      expect(reread.metrics).toEqual(real);
      // Clients may leave the metrics out altogether.
      const withoutMetrics = { plan: generated.plan, meta, version: 0, name: 'No metrics' };
      expect((await call('POST', '/api/diets', owner, withoutMetrics)).json().diet.metrics).toEqual(real);
    });

    it('ownership: another user can neither read, change, rename nor delete it', async () => {
      const diet = (
        await call('POST', '/api/diets', owner, { ...generated, meta, version: 0, name: 'Mine' })
      ).json().diet;
      expect((await call('GET', `/api/diets/${diet.id}`, stranger)).statusCode).toBe(404);
      expect(
        (
          await call('POST', '/api/diets', stranger, {
            ...generated,
            meta,
            id: diet.id,
            version: diet.version,
          })
        ).statusCode,
      ).toBe(404);
      expect((await call('PATCH', `/api/diets/${diet.id}`, stranger, { name: 'Hijacked' })).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', `/api/diets/${diet.id}`, stranger)).statusCode).toBe(404);
      expect((await call('GET', '/api/diets', stranger)).json().items).toEqual([]);
      expect((await call('GET', `/api/diets/${diet.id}`, owner)).json().diet.name).toBe('Mine');
    });

    it('list, rename and delete my diets', async () => {
      const diet = (await call('POST', '/api/diets', owner, { ...generated, meta, version: 0 })).json().diet;
      const renamed = await call('PATCH', `/api/diets/${diet.id}`, owner, { name: '  Summer cut  ' });
      expect(renamed.json().diet).toMatchObject({ name: 'Summer cut', version: 2 });
      expect((await call('PATCH', `/api/diets/${diet.id}`, owner, { name: ' ' })).statusCode).toBe(400);
      const list = (await call('GET', '/api/diets', owner)).json().items;
      expect(list[0]).toMatchObject({
        id: diet.id,
        name: 'Summer cut',
        startDate: '2026-12-01',
        planDuration: 3,
        targetCalories: 1800,
      });
      expect((await call('DELETE', `/api/diets/${diet.id}`, owner)).statusCode).toBe(204);
      expect((await call('GET', `/api/diets/${diet.id}`, owner)).statusCode).toBe(404);
    });

    it('a malformed plan is refused and nothing is stored', async () => {
      const before = (await call('GET', '/api/diets', owner)).json().items.length;
      const bad = await call('POST', '/api/diets', owner, {
        plan: [{ date: 'soon', meals: 'lots' }],
        meta,
        metrics: generated.metrics,
        version: 0,
      });
      expect(bad.statusCode).toBe(400);
      expect((await call('GET', '/api/diets', owner)).json().items.length).toBe(before);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReferenceFixture, type ReferenceFixture } from '../../testing/reference-fixture';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { registerUser, type SignedIn } from '../../testing/auth-helpers';
import { importReferenceData } from '../reference-data/reference-import';
import { catalogueIndexing } from '../catalogue/catalogues';
import { localIsoDate } from './today-meal';

const SCHEDULE = [
  { id: 'm1', time: '08:00', type: 'Meal', label: 'Breakfast' },
  { id: 'm2', time: '12:00', type: 'Meal', label: '' },
  { id: 'm3', time: '18:00', type: 'Meal', label: 'Dinner' },
  { id: 'e1', time: '19:00', type: 'Exercise', label: '' },
];
const DAY_MS = 86_400_000;
/** The server's local date `days` from today (the test runs in the server's process and time zone). */
const dayFrom = (days: number) => localIsoDate(new Date(Date.now() + days * DAY_MS));

interface Day {
  date: string;
  meals: Array<{
    scheduleItemId: string;
    recipeId: number;
    foodItems: Array<{ foodId: number; quantity: number }>;
  }>;
}
interface Diet {
  id: number;
  version: number;
  plan: Day[];
  metrics: { days: Array<{ calories: number }> };
}

describe.each(TEST_DIALECTS)('add a food to today in my diet plan (issue 22 A5) on %s', (dialect) => {
  let t: TestApp;
  let fixture: ReferenceFixture;
  let owner: SignedIn;
  let stranger: SignedIn;
  let foodIds: number[];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    fixture = buildReferenceFixture();
    await importReferenceData(t.app.database.db, fixture.paths, {
      search: catalogueIndexing(t.app.database.db, t.app.searchProvider),
    });
    foodIds = (await t.app.database.db.selectFrom('foods').select('id').orderBy('id').execute()).map(
      (row) => row.id,
    );
    owner = await registerUser(t.app, { email: 'owner@example.com' });
    stranger = await registerUser(t.app, { email: 'stranger@example.com' });
  });
  afterAll(async () => {
    await t.close();
    fixture.cleanup();
  });

  const call = (method: 'GET' | 'POST', url: string, who: SignedIn | null, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const add = (who: SignedIn | null, payload: unknown) =>
    call('POST', '/api/diets/me/today/foods', who, payload);
  const mine = async (who: SignedIn): Promise<Diet> => (await call('GET', '/api/diets/me', who)).json().diet;

  /** A generated plan from `startDate`, saved as the user's newest (current) diet. */
  async function saveDiet(who: SignedIn, startDate: string, planDuration = 3): Promise<Diet> {
    const generated = (
      await call('POST', '/api/diet-generator/plan', null, {
        targetCalories: 1800,
        preferences: { dietType: 'any', allergens: [] },
        schedule: SCHEDULE,
        planDuration,
        startDate,
        seed: 5,
        weightKg: 70,
      })
    ).json();
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
      planDuration,
      startDate,
      generatedAt: '2026-11-22T10:00:00.000Z',
    };
    const saved = await call('POST', '/api/diets', who, { plan: generated.plan, meta, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json().diet;
  }
  const dayOf = (diet: Diet, date: string) => diet.plan.find((day) => day.date === date)!;
  const mealOf = (diet: Diet, date: string, id: string) =>
    dayOf(diet, date).meals.find((meal) => meal.scheduleItemId === id)!;
  /** A food none of the day's meals holds yet. */
  const newFoodFor = (diet: Diet, date: string) => {
    const used = new Set(dayOf(diet, date).meals.flatMap((meal) => meal.foodItems.map((f) => f.foodId)));
    return foodIds.find((id) => !used.has(id))!;
  };

  it('a guest → 401; a member without a saved diet → 404 with the translated text', async () => {
    expect((await add(null, { foodId: foodIds[0], grams: 100 })).statusCode).toBe(401);
    const none = await add(owner, { foodId: foodIds[0], grams: 100 });
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe(
      'You have no saved diet plan yet. Create one in the personal diet generator, then add foods to it.',
    );
    const de = await t.app.inject({
      method: 'POST',
      url: '/api/diets/me/today/foods?_locale=de',
      headers: owner.headers,
      payload: { foodId: foodIds[0], grams: 100 },
    });
    expect(de.json().error).toMatch(/^Du hast noch keinen gespeicherten Ernährungsplan/);
  });

  it('adds to the meal of now in today’s day; the saved diet shows it as the next revision, metrics included', async () => {
    const today = dayFrom(0);
    const before = await saveDiet(owner, dayFrom(-1));
    const foodId = newFoodFor(before, today);
    const res = await add(owner, { foodId, grams: 150, time: '13:30' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      dietId: before.id,
      date: today,
      scheduleItemId: 'm2',
      mealLabel: '',
      mealTime: '12:00',
      quantity: 150,
      version: before.version + 1,
    });
    const after = await mine(owner);
    expect(after.version).toBe(before.version + 1);
    expect(mealOf(after, today, 'm2').foodItems).toEqual([
      ...mealOf(before, today, 'm2').foodItems,
      { foodId, quantity: 150 },
    ]);
    // Nothing else moved: the other meals, the other days.
    expect(mealOf(after, today, 'm1')).toEqual(mealOf(before, today, 'm1'));
    expect(dayOf(after, dayFrom(-1))).toEqual(dayOf(before, dayFrom(-1)));
    // The stored metrics are the server's own, with the food counted.
    const todayIndex = after.plan.findIndex((day) => day.date === today);
    expect(after.metrics.days[todayIndex]!.calories).toBeGreaterThan(
      before.metrics.days[todayIndex]!.calories,
    );
  });

  it('a second add of the same food adds its grams', async () => {
    const today = dayFrom(0);
    const before = await saveDiet(owner, dayFrom(-1));
    const foodId = newFoodFor(before, today);
    await add(owner, { foodId, grams: 120, scheduleItemId: 'm3' });
    const second = await add(owner, { foodId, grams: 80, scheduleItemId: 'm3' });
    expect(second.json()).toMatchObject({
      scheduleItemId: 'm3',
      mealLabel: 'Dinner',
      quantity: 200,
      version: before.version + 2,
    });
    const items = mealOf(await mine(owner), today, 'm3').foodItems.filter((f) => f.foodId === foodId);
    expect(items).toEqual([{ foodId, quantity: 200 }]);
  });

  it('before the first meal’s time the first meal; the client’s own date within a day of the server’s', async () => {
    await saveDiet(owner, dayFrom(-1));
    const early = await add(owner, { foodId: foodIds[0], grams: 50, time: '06:15' });
    expect(early.json()).toMatchObject({ scheduleItemId: 'm1', mealLabel: 'Breakfast', date: dayFrom(0) });
    const late = await add(owner, { foodId: foodIds[0], grams: 50, time: '23:59' });
    expect(late.json()).toMatchObject({ scheduleItemId: 'm3' });
    // A user east of the server whose calendar has moved on already.
    const tomorrow = await add(owner, { foodId: foodIds[0], grams: 50, date: dayFrom(1), time: '00:30' });
    expect(tomorrow.json()).toMatchObject({ date: dayFrom(1), scheduleItemId: 'm1' });
    const diet = await mine(owner);
    expect(mealOf(diet, dayFrom(1), 'm1').foodItems).toContainEqual({
      foodId: foodIds[0],
      quantity: expect.any(Number),
    });
  });

  it('another user’s diet is untouched: each add goes to the caller’s own current diet', async () => {
    const ownersDiet = await saveDiet(owner, dayFrom(-1));
    const strangersDiet = await saveDiet(stranger, dayFrom(-1));
    const res = await add(stranger, { foodId: foodIds[1], grams: 90, scheduleItemId: 'm1' });
    expect(res.json().dietId).toBe(strangersDiet.id);
    expect(await mine(owner)).toEqual(ownersDiet);
    expect((await mine(stranger)).version).toBe(strangersDiet.version + 1);
  });

  it('today outside the plan → 409; a day without meals → 409; a meal not in today → 409; nothing saved', async () => {
    const future = await saveDiet(owner, dayFrom(5), 2);
    const outside = await add(owner, { foodId: foodIds[0], grams: 100 });
    expect(outside.statusCode).toBe(409);
    expect(outside.json().error).toBe('Today is not a day of your current diet plan.');
    expect(await mine(owner)).toEqual(future);

    const current = await saveDiet(owner, dayFrom(-1));
    const unknownMeal = await add(owner, { foodId: foodIds[0], grams: 100, scheduleItemId: 'e1' });
    expect(unknownMeal.statusCode).toBe(409);
    expect(unknownMeal.json().error).toBe('Your diet plan has no such meal today.');

    // The user emptied today's meals in the editor.
    const emptied = current.plan.map((day) => (day.date === dayFrom(0) ? { ...day, meals: [] } : day));
    const stored = (await call('GET', `/api/diets/${current.id}`, owner)).json().diet;
    const saved = await call('POST', '/api/diets', owner, {
      id: current.id,
      plan: emptied,
      meta: stored.meta,
      version: current.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const noMeal = await add(owner, { foodId: foodIds[0], grams: 100 });
    expect(noMeal.statusCode).toBe(409);
    expect(noMeal.json().error).toBe('Your diet plan has no meal today to add the food to.');
    expect((await mine(owner)).version).toBe(current.version + 1);
  });

  it('bad input → 400 with the field, an unknown food → 404, and nothing changes', async () => {
    const before = await saveDiet(owner, dayFrom(-1));
    const cases: Array<[unknown, string]> = [
      [{ foodId: foodIds[0], grams: 0 }, 'grams'],
      [{ foodId: foodIds[0], grams: 2001 }, 'grams'],
      [{ foodId: foodIds[0], grams: 12.5 }, 'grams'],
      [{ foodId: foodIds[0], grams: '100' }, 'grams'],
      [{ foodId: foodIds[0] }, 'grams'],
      [{ foodId: -1, grams: 100 }, 'foodId'],
      [{ foodId: 2 ** 40, grams: 100 }, 'foodId'],
      [{ foodId: 'pizza', grams: 100 }, 'foodId'],
      [{ foodId: foodIds[0], grams: 100, date: '2026-02-31' }, 'date'],
      [{ foodId: foodIds[0], grams: 100, date: dayFrom(3) }, 'date'],
      [{ foodId: foodIds[0], grams: 100, date: dayFrom(-2) }, 'date'],
      [{ foodId: foodIds[0], grams: 100, time: '25:00' }, 'time'],
      [{ foodId: foodIds[0], grams: 100, scheduleItemId: '' }, 'scheduleItemId'],
    ];
    for (const [payload, field] of cases) {
      const res = await add(owner, payload);
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(payload)).toContain(field);
    }
    const grams = await add(owner, { foodId: foodIds[0], grams: 0 });
    expect(grams.json().errors.grams).toBe('Enter a weight between 1 and 2,000 g.');
    expect((await add(owner, { foodId: foodIds[0], grams: 100, date: dayFrom(3) })).json().errors.date).toBe(
      "This is not today's date.",
    );
    const unknownFood = await add(owner, { foodId: 2_000_000_000, grams: 100 });
    expect(unknownFood.statusCode).toBe(404);
    expect(unknownFood.json().error).toBe('This food was not found.');
    expect(await mine(owner)).toEqual(before);
  });

  it('an address not yet confirmed → 403, as for every diet save', async () => {
    const unconfirmed = await registerUser(t.app, { email: 'new@example.com' }, { confirmed: false });
    expect((await add(unconfirmed, { foodId: foodIds[0], grams: 100 })).statusCode).toBe(403);
  });
});

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PlanSnapshotResponse,
  PlanSnapshotSaveResponse,
  PlanSnapshotSchema,
} from '../../../core/contracts/alt-generator';
import { ErrorBody } from '../../../core/contracts/common';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { canonicalJson } from './plan-snapshots.service';

const URL = '/api/diet-generator/snapshots';

/** A 7-day plan as the alternative generator's step 4 holds it. */
function snapshotOf(name: string, kcal = 2000): Record<string, unknown> {
  const day = (n: number) => ({
    day: n,
    meals: [
      { time: '08:00', recipeId: 11, name: 'Porridge', portions: 1, calories: kcal / 2 },
      { time: '13:00', recipeId: 12, name: 'Lentil soup', portions: 1.5, calories: kcal / 2 },
    ],
    trainings: [{ time: '19:00', exerciseId: 3, name: 'Rowing', duration: 30, calories: 240 }],
    totalCalories: kcal,
  });
  return {
    plan: [1, 2, 3, 4, 5, 6, 7].map(day),
    meta: {
      bmr: 1650,
      cpm: 2272,
      targetCalories: kcal,
      weeklyCalories: kcal * 7,
      averageCalories: kcal,
      goal: 'lose',
      selectedAllergens: ['gluten'],
      dietPreference: 'vegetarian',
      planLength: 7,
      form: {
        sex: 'female',
        age: 25,
        height: 170,
        weight: 70,
        pal: 1.375,
        goal: 'lose',
        allergens: ['gluten'],
        dietPreference: 'vegetarian',
        planLength: 7,
        calculationMethod: 'mifflin-st-jeor',
        mealSchema: { count: 2, times: ['08:00', '13:00'] },
        trainingSchema: { times: ['19:00'] },
      },
      exercisePreferences: { filters: { search: 'row', pageSize: 9 }, selected: [3] },
      name,
    },
  };
}

/** The same object with every key order reversed: the same content to the server. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, item]) => [key, reversed(item)]),
    );
  return value;
}

describe.each(TEST_DIALECTS)('plan snapshots on %s (issue 20 A6)', (dialect) => {
  let t: TestApp;
  const save = (payload: unknown, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: URL,
      payload: payload as object,
      headers: { 'accept-language': language },
    });
  const load = (hash: string, language = 'en') =>
    t.app.inject({ method: 'GET', url: `${URL}/${hash}`, headers: { 'accept-language': language } });
  const stored = async () =>
    t.app.database.db.selectFrom('plan_snapshots').selectAll().orderBy('hash').execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
  }, 180_000);
  afterAll(async () => t.close());

  it('[AGEN-29] [AGEN-30] saves a plan under the server’s content hash and loads it back by that hash', async () => {
    const snapshot = snapshotOf('My week');
    const res = await save({ snapshot });
    expect(res.statusCode, res.body).toBe(200);
    const saved = PlanSnapshotSaveResponse.parse(res.json());
    const canonical = canonicalJson(PlanSnapshotSchema.parse(snapshot));
    expect(saved.hash).toBe(createHash('sha256').update(canonical).digest('base64url'));
    expect(saved.meta.size).toBe(Buffer.byteLength(canonical));
    expect(Number.isNaN(Date.parse(saved.meta.createdAt))).toBe(false);

    const got = await load(saved.hash);
    expect(got.statusCode, got.body).toBe(200);
    const answer = PlanSnapshotResponse.parse(got.json());
    expect(answer.hash).toBe(saved.hash);
    expect(answer.meta).toEqual(saved.meta);
    expect(answer.snapshot).toEqual(PlanSnapshotSchema.parse(snapshot));
    expect(answer.snapshot.plan[0]?.meals[1]).toMatchObject({ time: '13:00', recipeId: 12, portions: 1.5 });
    expect(answer.snapshot.meta.form.pal).toBe(1.375);
  });

  it('[AGEN-29] the same content gets the same hash and stays one row with its first date', async () => {
    const first = PlanSnapshotSaveResponse.parse((await save({ snapshot: snapshotOf('Twice') })).json());
    const again = await save({ snapshot: reversed(snapshotOf('Twice')) });
    expect(again.statusCode, again.body).toBe(200);
    expect(PlanSnapshotSaveResponse.parse(again.json())).toEqual(first);
    expect((await stored()).filter((row) => row.hash === first.hash)).toHaveLength(1);
    const other = PlanSnapshotSaveResponse.parse(
      (await save({ snapshot: snapshotOf('Twice', 2100) })).json(),
    );
    expect(other.hash).not.toBe(first.hash);
  });

  it('[AGEN-29] a client’s hash for other content overwrites nothing: the server answers its own hash', async () => {
    const victim = PlanSnapshotSaveResponse.parse(
      (await save({ snapshot: snapshotOf('Shared by Anna') })).json(),
    );
    const before = await load(victim.hash);
    const attack = await save({ hash: victim.hash, snapshot: snapshotOf('Replaced by Mallory', 1500) });
    expect(attack.statusCode, attack.body).toBe(200);
    const attackHash = PlanSnapshotSaveResponse.parse(attack.json()).hash;
    expect(attackHash).not.toBe(victim.hash);
    const after = await load(victim.hash);
    expect(after.json()).toEqual(before.json());
    expect(PlanSnapshotResponse.parse(after.json()).snapshot.meta.name).toBe('Shared by Anna');
    expect(PlanSnapshotResponse.parse((await load(attackHash)).json()).snapshot.meta.name).toBe(
      'Replaced by Mallory',
    );
  });

  it('[AGEN-30] an unknown hash answers 404, a malformed one 400, with translated texts', async () => {
    const unknown = await load('A'.repeat(43), 'de');
    expect(unknown.statusCode).toBe(404);
    expect(ErrorBody.parse(unknown.json()).error).toBe(
      'Diesen geteilten Plan gibt es nicht. Prüfe den Link oder erstelle einen neuen Plan.',
    );
    for (const bad of ['short', 'A'.repeat(44), `${'A'.repeat(42)}%2B`, `${'A'.repeat(42)}.`]) {
      const res = await load(bad);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('[AGEN-29] an oversized body is refused with 413 and a translated text, and nothing is stored', async () => {
    const before = await stored();
    const snapshot = snapshotOf('Big');
    const res = await save({ snapshot, padding: 'x'.repeat(600 * 1024) }, 'pl');
    expect(res.statusCode).toBe(413);
    expect(ErrorBody.parse(res.json()).error).toBe('Treść żądania jest za duża.');
    expect(await stored()).toEqual(before);
  });

  it('[AGEN-29] a plan that breaks the contract is refused with 400 and nothing is stored', async () => {
    const before = await stored();
    const valid = snapshotOf('Broken');
    const plan = valid.plan as Array<Record<string, unknown>>;
    const meta = valid.meta as Record<string, unknown>;
    const meal = { time: '08:00', recipeId: 11, name: 'x', portions: 1, calories: 1 };
    const shortMeal = { time: '08:00', recipeId: 1, calories: 1 };
    const broken: Array<[string, unknown]> = [
      // Short meals, so that the body stays under the size limit and the contract is what refuses it.
      ['10,000 meals in a day', { ...valid, plan: [{ ...plan[0], meals: Array(10_000).fill(shortMeal) }] }],
      ['11 meals in a day', { ...valid, plan: [{ ...plan[0], meals: Array(11).fill(meal) }] }],
      ['negative calories', { ...valid, plan: [{ ...plan[0], totalCalories: -5 }] }],
      ['an unknown goal', { ...valid, meta: { ...meta, goal: 'bulk' } }],
      ['an unknown diet preference', { ...valid, meta: { ...meta, dietPreference: 'carnivore' } }],
      ['a plan length not offered', { ...valid, meta: { ...meta, planLength: 14 } }],
      ['more days than the plan length', { ...valid, plan: [...plan, ...plan] }],
      ['no days', { ...valid, plan: [] }],
      [
        'a meal time that is no time',
        { ...valid, plan: [{ ...plan[0], meals: [{ ...meal, time: '25:00' }] }] },
      ],
      ['a name beyond 120 characters', { ...valid, meta: { ...meta, name: 'n'.repeat(121) } }],
      ['no snapshot', {}],
    ];
    for (const [why, snapshot] of broken) {
      const res = await save({ snapshot });
      expect(res.statusCode, why).toBe(400);
      expect(ErrorBody.safeParse(res.json()).success, why).toBe(true);
    }
    expect(await stored()).toEqual(before);
  });
});

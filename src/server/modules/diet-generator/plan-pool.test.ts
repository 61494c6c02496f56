import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { generatePlan } from '../../../core/domain/plan/engine';
import type { FoodNutrition, PlanData, PlanInput, PlanRecipe } from '../../../core/domain/plan/types';
import { BusyError } from '../../errors';
import { createPlanPool } from './plan-pool';
import { packPlanData } from './plan-data';

/** A large synthetic pool: a 61-day plan over it takes the engine well over 100 ms. */
function bigData(): PlanData {
  const foods = new Map<number, FoodNutrition>();
  for (let id = 1; id <= 400; id += 1)
    foods.set(id, {
      kcal: 50 + ((id * 37) % 400),
      protein: (id * 7) % 30,
      fat: (id * 11) % 25,
      carbs: (id * 13) % 60,
    });
  const occasions = ['breakfast', 'lunch', 'dinner', 'snack'];
  const recipes: PlanRecipe[] = Array.from({ length: 24_000 }, (_, i) => ({
    id: i + 1,
    occasions: [occasions[i % 4]!],
    dietType: (['vegan', 'vegetarian', 'fish', 'meat'] as const)[i % 4]!,
    allergens: [],
    mayContain: [],
    ingredients: [1, 2, 3].map((k) => ({ foodId: ((i * 3 + k) % 400) + 1, grams: 40 + ((i + k) % 5) * 30 })),
  }));
  return { recipes, foods, exercises: [{ id: 1, mets: 8, category: 'cardio' }] };
}

const INPUT: PlanInput = {
  targetCalories: 2200,
  preferences: { dietType: 'any', allergens: [] },
  schedule: [
    { id: 'b', time: '08:00', type: 'Meal', label: '' },
    { id: 'l', time: '13:00', type: 'Meal', label: '' },
    { id: 'd', time: '19:00', type: 'Meal', label: '' },
    { id: 's', time: '16:00', type: 'Meal', label: '' },
    { id: 'e', time: '21:00', type: 'Meal', label: '' },
  ],
  planDuration: 61,
  startDate: '2026-12-01',
  seed: 3,
};

describe('plan generation in worker threads (issue 12 A5)', () => {
  const data = bigData();
  const packed = packPlanData(data);
  const pool = createPlanPool(async () => packed, {
    size: 1,
    perClient: 2,
    queueLimit: 3,
    timeoutMs: 20_000,
  });
  afterAll(() => pool.close());

  it('the event loop stays free while a long plan is built, and the plan is the engine’s own', async () => {
    await pool.generate({ ...INPUT, planDuration: 1 }, 'warm-up');
    const started = performance.now();
    const inline = generatePlan(INPUT, data);
    const inlineMs = performance.now() - started;
    expect(inlineMs, 'the synthetic plan must be slow enough to show the difference').toBeGreaterThan(60);

    const lag = monitorEventLoopDelay({ resolution: 5 });
    lag.enable();
    const plan = await pool.generate(INPUT, 'a');
    lag.disable();
    expect(plan).toEqual(inline);
    // Relative to the plan's own time on this machine: built on the main thread the loop would stall for all of
    // it; an absolute bound fails on a busy machine for reasons of its own.
    expect(lag.max / 1e6).toBeLessThan(inlineMs / 2);
  }, 60_000);

  it('one client gets a fair share; a full queue and a slow plan answer "busy" instead of piling up', async () => {
    const outcomes = await Promise.allSettled([1, 2, 3].map(() => pool.generate(INPUT, 'same-client')));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((outcomes[2] as PromiseRejectedResult).reason).toMatchObject({
      statusCode: 429,
      messageKey: 'tooManyPlans',
    });

    const many = await Promise.allSettled(
      ['c1', 'c2', 'c3', 'c4', 'c5'].map((client) => pool.generate(INPUT, client)),
    );
    // One runs, three wait, the fifth finds the queue full.
    expect(
      many.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason),
    ).toEqual([expect.any(BusyError)]);

    const impatient = createPlanPool(async () => packed, {
      size: 1,
      perClient: 2,
      queueLimit: 3,
      timeoutMs: 20,
    });
    try {
      await expect(impatient.generate(INPUT, 'x')).rejects.toBeInstanceOf(BusyError);
    } finally {
      await impatient.close();
    }
  }, 120_000);

  it('data that changed reaches the workers before their next plan (issue 13 A5)', async () => {
    const small = (offset: number): PlanData => {
      const base = bigData();
      return { ...base, recipes: base.recipes.slice(0, 400).map((r) => ({ ...r, id: r.id + offset })) };
    };
    let current = packPlanData(small(0));
    let loads = 0;
    const changing = createPlanPool(async () => ((loads += 1), current), {
      size: 2,
      perClient: 2,
      queueLimit: 3,
      timeoutMs: 20_000,
    });
    const idsOf = (plan: Awaited<ReturnType<typeof changing.generate>>) =>
      plan.flatMap((day) => day.meals.map((meal) => meal.recipeId));
    try {
      const input = { ...INPUT, planDuration: 3 };
      expect(Math.max(...idsOf(await changing.generate(input, 'a')))).toBeLessThanOrEqual(400);
      current = packPlanData(small(100_000));
      for (const client of ['a', 'b', 'c'])
        expect(Math.min(...idsOf(await changing.generate(input, client)))).toBeGreaterThan(100_000);
      expect(loads).toBeGreaterThanOrEqual(4);
    } finally {
      await changing.close();
    }
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { generatePlan, rankCandidates, sessionPool } from './engine';
import { generateGreedyPlan } from './greedy';
import { planMetrics } from './metrics';
import { fitsDiet, slotOccasion } from './pool';
import type { DietType, FoodNutrition, PlanData, PlanInput, PlanRecipe } from './types';

// Foods per 100 g: a starch, a protein, a fat, a vegetable, fish and meat.
const FOODS = new Map<number, FoodNutrition>([
  [1, { kcal: 350, protein: 12, fat: 2, carbs: 72 }],
  [2, { kcal: 120, protein: 22, fat: 2, carbs: 3 }],
  [3, { kcal: 880, protein: 0, fat: 100, carbs: 0 }],
  [4, { kcal: 30, protein: 2, fat: 0.3, carbs: 5 }],
  [5, { kcal: 180, protein: 20, fat: 11, carbs: 0 }],
  [6, { kcal: 200, protein: 26, fat: 10, carbs: 0 }],
]);

let nextId = 1;
function recipe(
  occasion: string[],
  dietType: DietType,
  allergens: string[],
  grams: [number, number, number, number],
  animal?: 5 | 6,
  mayContain: string[] = [],
): PlanRecipe {
  const ingredients = [
    { foodId: 1, grams: grams[0] },
    { foodId: animal ?? 2, grams: grams[1] },
    { foodId: 3, grams: grams[2] },
    { foodId: 4, grams: grams[3] },
  ];
  return { id: nextId++, occasions: occasion, dietType, allergens, mayContain, ingredients };
}

function pool(): PlanRecipe[] {
  const recipes: PlanRecipe[] = [];
  const diets: DietType[] = ['vegan', 'vegetarian', 'fish', 'meat'];
  for (let i = 0; i < 40; i++) {
    const diet = diets[i % 4]!;
    const animal = diet === 'fish' ? 5 : diet === 'meat' ? 6 : undefined;
    const allergens = i % 5 === 0 ? ['gluten'] : i % 7 === 0 ? ['milk'] : [];
    const occasion = i % 3 === 0 ? ['breakfast'] : ['lunch', 'dinner'];
    // Every third recipe only "may contain" gluten: an excluded allergen must remove it just the same.
    const mayContain = i % 3 === 1 && !allergens.includes('gluten') ? ['gluten'] : [];
    recipes.push(
      recipe(
        occasion,
        diet,
        allergens,
        [60 + (i % 6) * 10, 80 + (i % 5) * 15, 8 + (i % 4) * 3, 150],
        animal,
        mayContain,
      ),
    );
  }
  return recipes;
}

const EXERCISES = [
  { id: 1, mets: 7, category: 'cardio' },
  { id: 2, mets: 4, category: 'cardio' },
  { id: 3, mets: 12, category: 'cardio' },
  { id: 4, mets: 3.5, category: 'strength' },
];
const DATA: PlanData = { recipes: pool(), foods: FOODS, exercises: EXERCISES };
const SCHEDULE = [
  { id: 'm1', time: '08:00', type: 'Meal' as const, label: '' },
  { id: 'm2', time: '12:00', type: 'Meal' as const, label: '' },
  { id: 'm3', time: '18:00', type: 'Meal' as const, label: '' },
  { id: 'e1', time: '19:00', type: 'Exercise' as const, label: '' },
];
const INPUT: PlanInput = {
  targetCalories: 2200,
  preferences: { dietType: 'any', allergens: [] },
  schedule: SCHEDULE,
  planDuration: 14,
  startDate: '2026-12-30',
  seed: 7,
  weightKg: 80,
};

const kcalOf = (day: { meals: Array<{ foodItems: Array<{ foodId: number; quantity: number }> }> }) =>
  day.meals
    .flatMap((m) => m.foodItems)
    .reduce((sum, item) => sum + (FOODS.get(item.foodId)!.kcal * item.quantity) / 100, 0);

describe('plan engine', () => {
  it('[PGEN-22][PGEN-26] days from the start date, one meal per meal slot, exercises on exercise slots', () => {
    const plan = generatePlan(INPUT, DATA);
    expect(plan).toHaveLength(14);
    expect(plan.map((d) => d.date).slice(0, 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    for (const day of plan) {
      expect(day.meals.map((m) => m.scheduleItemId)).toEqual(['m1', 'm2', 'm3']);
      expect(day.exercises).toEqual([{ scheduleItemId: 'e1', exerciseId: expect.any(Number), duration: 30 }]);
      expect([1, 2]).toContain(day.exercises[0]!.exerciseId); // cardio sessions of sensible METs only
    }
  });

  it('every day lands within ±5 % of the target; amounts are whole grams within 50–150 % of the recipe', () => {
    for (const targetCalories of [1200, 1800, 2600, 3400]) {
      const plan = generatePlan({ ...INPUT, targetCalories }, DATA);
      for (const day of plan) {
        expect(Math.abs(kcalOf(day) - targetCalories) / targetCalories).toBeLessThanOrEqual(0.05);
        expect(day.shortfall).toBeUndefined();
        for (const meal of day.meals) {
          const r = DATA.recipes.find((x) => x.id === meal.recipeId)!;
          meal.foodItems.forEach((item, i) => {
            const base = r.ingredients[i]!.grams * meal.portions;
            expect(Number.isInteger(item.quantity)).toBe(true);
            expect(item.quantity).toBeGreaterThanOrEqual(Math.ceil(base * 0.5));
            expect(item.quantity).toBeLessThanOrEqual(Math.floor(base * 1.5));
          });
        }
      }
    }
  });

  it('exercise slots get whole cardio sessions, never a single strength move; varied through the week; shaped by the goal', () => {
    const cardio = [
      { id: 11, mets: 3.5, category: 'cardio' },
      { id: 12, mets: 4.3, category: 'cardio' },
      { id: 13, mets: 6, category: 'cardio' },
      { id: 14, mets: 7, category: 'cardio' },
      { id: 15, mets: 8, category: 'cardio' },
      { id: 16, mets: 5, category: 'cardio' },
      { id: 17, mets: 9, category: 'cardio' },
      { id: 18, mets: 11, category: 'cardio' },
      { id: 21, mets: 3.5, category: 'strength' },
      { id: 22, mets: 6, category: 'strength' },
      { id: 23, mets: 2.3, category: 'stretching' },
    ];
    const data = { ...DATA, exercises: cardio };
    const sessionsOf = (goal: 'lose' | 'maintain' | 'gain') =>
      generatePlan({ ...INPUT, planDuration: 14, goal }, data).map((d) => d.exercises[0]!);
    for (const goal of ['lose', 'maintain', 'gain'] as const) {
      const sessions = sessionsOf(goal);
      for (const s of sessions) expect(cardio.find((e) => e.id === s.exerciseId)!.category).toBe('cardio');
      // No session twice within any 7 days while the pool has others.
      for (let d = 0; d + 7 <= sessions.length; d++) {
        const week = sessions.slice(d, d + 7).map((s) => s.exerciseId);
        const poolSize = sessionPool(cardio, goal).length;
        expect(new Set(week).size).toBe(Math.min(7, poolSize));
      }
    }
    const lose = sessionsOf('lose');
    expect(lose.every((s) => s.duration === 45)).toBe(true);
    expect(lose.every((s) => cardio.find((e) => e.id === s.exerciseId)!.mets >= 5)).toBe(true);
    expect(sessionsOf('gain').every((s) => cardio.find((e) => e.id === s.exerciseId)!.mets <= 6)).toBe(true);
    expect(sessionsOf('maintain').every((s) => s.duration === 30)).toBe(true);
  });

  it('a low-protein pool: protein-dense recipes ranked first, and days that still fall short say so', () => {
    // Vegan pool: the grain-heavy recipes (food 1) have little protein; a few with food 2 (22 % protein) exist.
    const lowProtein: PlanRecipe[] = [];
    for (let i = 0; i < 18; i++) {
      const dense = i % 6 === 1;
      lowProtein.push(
        recipe(
          i % 3 === 0 ? ['breakfast'] : ['lunch', 'dinner'],
          'vegan',
          [],
          dense ? [40, 160, 6, 150] : [110 + i, 0, 12, 1],
        ),
      );
    }
    const input = { ...INPUT, planDuration: 6, preferences: { dietType: 'vegan' as const, allergens: [] } };
    const plan = generatePlan(input, { ...DATA, recipes: lowProtein });
    const denseIds = new Set(lowProtein.filter((r) => r.ingredients[1]!.grams > 0).map((r) => r.id));
    const servedDense = plan.flatMap((d) => d.meals).filter((m) => denseIds.has(m.recipeId)).length;
    expect(servedDense).toBeGreaterThanOrEqual(5);
    // Without any dense recipe the days cannot reach the band, and each one says so.
    const onlyLow = lowProtein.filter((r) => !denseIds.has(r.id));
    const shortPlan = generatePlan(input, { ...DATA, recipes: onlyLow });
    const short = shortPlan.filter((d) => d.proteinShortfall);
    expect(short).toHaveLength(shortPlan.length);
    for (const day of short)
      expect(day.proteinShortfall!.protein).toBeLessThan(day.proteinShortfall!.target * 0.9);
    // A protein-rich pool reaches the band and says nothing.
    const rich = generatePlan({ ...INPUT, planDuration: 3 }, DATA);
    expect(rich.every((d) => !d.proteinShortfall)).toBe(true);
  });

  it('never an excluded allergen, neither contained nor "may contain"; diet types nest vegan ⊂ vegetarian ⊂ fish ⊂ meat', () => {
    expect(fitsDiet('vegan', 'vegetarian')).toBe(true);
    expect(fitsDiet('fish', 'vegetarian')).toBe(false);
    expect(fitsDiet('vegetarian', 'fish')).toBe(true);
    expect(fitsDiet('meat', 'any')).toBe(true);
    for (const dietType of ['vegan', 'vegetarian', 'fish', 'meat'] as const) {
      const plan = generatePlan({ ...INPUT, preferences: { dietType, allergens: ['gluten', 'milk'] } }, DATA);
      for (const meal of plan.flatMap((d) => d.meals)) {
        const r = DATA.recipes.find((x) => x.id === meal.recipeId)!;
        expect(r.allergens).not.toContain('gluten');
        expect(r.allergens).not.toContain('milk');
        expect(r.mayContain).not.toContain('gluten');
        expect(fitsDiet(r.dietType, dietType)).toBe(true);
      }
      // The spec's greedy baseline honours exclusions the same way.
      for (const meal of generateGreedyPlan(
        { ...INPUT, preferences: { dietType, allergens: ['gluten'] } },
        DATA,
      ).flatMap((d) => d.meals)) {
        const r = DATA.recipes.find((x) => x.id === meal.recipeId)!;
        expect([...r.allergens, ...r.mayContain]).not.toContain('gluten');
      }
    }
  });

  it('no recipe twice within 3 days while the pool allows it; breakfast slots get breakfast recipes', () => {
    const plan = generatePlan({ ...INPUT, planDuration: 30 }, DATA);
    const last = new Map<number, number>();
    plan.forEach((day, d) => {
      for (const meal of day.meals) {
        const seen = last.get(meal.recipeId);
        // PGEN-30 / the spec: no recipe twice within 3 days.
        if (seen !== undefined) expect(d - seen).toBeGreaterThanOrEqual(3);
        last.set(meal.recipeId, d);
      }
      expect(DATA.recipes.find((r) => r.id === day.meals[0]!.recipeId)!.occasions).toContain('breakfast');
    });
  });

  it("regenerating one day keeps the neighbouring days' recipes out while the pool allows", () => {
    const plan = generatePlan({ ...INPUT, planDuration: 5 }, DATA);
    const neighbours = [plan[1]!, plan[3]!].flatMap((d) => d.meals.map((m) => m.recipeId));
    for (let seed = 1; seed <= 5; seed++) {
      const [again] = generatePlan(
        { ...INPUT, planDuration: 1, startDate: plan[2]!.date, seed, avoidRecipeIds: neighbours },
        DATA,
      );
      for (const meal of again!.meals) expect(neighbours).not.toContain(meal.recipeId);
    }
  });

  it('is deterministic for a seed and varies with it', () => {
    expect(generatePlan(INPUT, DATA)).toEqual(generatePlan(INPUT, DATA));
    const other = generatePlan({ ...INPUT, seed: 8 }, DATA);
    expect(other.map((d) => d.meals.map((m) => m.recipeId))).not.toEqual(
      generatePlan(INPUT, DATA).map((d) => d.meals.map((m) => m.recipeId)),
    );
  });

  it('a pool that cannot reach the target says so per day instead of failing silently', () => {
    const tiny: PlanData = { ...DATA, recipes: [recipe(['breakfast'], 'vegan', [], [20, 20, 1, 50])] };
    const plan = generatePlan({ ...INPUT, targetCalories: 4000, planDuration: 2 }, tiny);
    expect(plan[0]!.shortfall).toMatchObject({ reason: 'pool-too-small' });
    const none = generatePlan(
      { ...INPUT, preferences: { dietType: 'vegan', allergens: ['gluten'] }, planDuration: 1 },
      { ...DATA, recipes: [] },
    );
    expect(none[0]!.shortfall).toEqual({ reason: 'pool-too-small', calories: 0 });
  });

  it('a day 10 % short of its target is flagged: the tolerance is ±5 %, not wider', () => {
    const tiny: PlanData = {
      ...DATA,
      recipes: [recipe(['breakfast', 'lunch', 'dinner'], 'vegan', [], [20, 20, 1, 50])],
    };
    // The most this pool can give a day: what it reaches for an unreachable target.
    const most = generatePlan({ ...INPUT, targetCalories: 6000, planDuration: 1 }, tiny)[0]!.shortfall!
      .calories;
    const day = generatePlan({ ...INPUT, targetCalories: Math.round(most / 0.9), planDuration: 1 }, tiny)[0]!;
    expect(day.shortfall).toBeDefined();
  });

  it('handles 1 to 61 days', () => {
    expect(generatePlan({ ...INPUT, planDuration: 1 }, DATA)).toHaveLength(1);
    expect(generatePlan({ ...INPUT, planDuration: 61 }, DATA)).toHaveLength(61);
  });
});

describe("ranking a slot's candidates (issue 13 A5)", () => {
  it("the best `needed` come in the full ranking's order, ties with the last included", () => {
    const recipes = Array.from({ length: 3000 }, (_, i) => ({ ...DATA.recipes[i % 40]!, id: 3000 - i }));
    // Many recipes share a total (and a score): order among them is by id.
    const perPortion = new Map(recipes.map((r) => [r.id, [200 + (r.id % 97) * 7, 10 + (r.id % 13), 8, 30]]));
    const macros = { protein: 0.2, fat: 0.3, carbs: 0.5 };
    const full = rankCandidates(recipes, 600, macros, perPortion);
    expect(full).toHaveLength(3000);
    for (const needed of [1, 16, 40, 2999]) {
      const best = rankCandidates(recipes, 600, macros, perPortion, false, needed);
      expect(best.length).toBeGreaterThanOrEqual(needed);
      expect(best).toEqual(full.slice(0, best.length));
    }
    const proteinFirst = rankCandidates(recipes, 600, macros, perPortion, true, 30);
    expect(proteinFirst).toEqual(
      rankCandidates(recipes, 600, macros, perPortion, true).slice(0, proteinFirst.length),
    );
  });
});

describe('meal slots', () => {
  it('a label naming the meal wins; else by time (10:30 / 15:00 / 17:30)', () => {
    expect(slotOccasion({ time: '19:00', label: 'Śniadanie' })).toBe('breakfast');
    expect(slotOccasion({ time: '07:00', label: 'Abendessen' })).toBe('dinner');
    expect(slotOccasion({ time: '10:29', label: '' })).toBe('breakfast');
    expect(slotOccasion({ time: '10:30', label: '' })).toBe('lunch');
    expect(slotOccasion({ time: '15:00', label: '' })).toBe('snack');
    expect(slotOccasion({ time: '17:30', label: '' })).toBe('dinner');
  });
});

describe('greedy baseline (B §9 plan-picking rule)', () => {
  it('[PGEN-27][PGEN-28][PGEN-29] picks recipes at or below the remaining budget, closest to budget ÷ remaining meals', () => {
    const plan = generateGreedyPlan({ ...INPUT, planDuration: 3 }, DATA);
    for (const day of plan) {
      let remaining = INPUT.targetCalories;
      for (const meal of day.meals) {
        const kcal = kcalOf({ meals: [meal] });
        expect(kcal).toBeLessThanOrEqual(remaining + 1);
        remaining -= kcal;
      }
    }
  });
});

describe('greedy baseline: running out', () => {
  it('[PGEN-30] the used-recipes list resets when candidates run out: every recipe once before any repeat', () => {
    const small: PlanData = {
      ...DATA,
      recipes: DATA.recipes.filter((r) => r.dietType === 'vegan' && r.allergens.length === 0).slice(0, 4),
    };
    const plan = generateGreedyPlan(
      { ...INPUT, targetCalories: 5000, planDuration: 3, preferences: { dietType: 'vegan', allergens: [] } },
      small,
    );
    const picks = plan.flatMap((day) => day.meals.map((meal) => meal.recipeId));
    expect(picks.length).toBeGreaterThan(small.recipes.length);
    // The first four picks are four different recipes; only then may one come again.
    expect(new Set(picks.slice(0, small.recipes.length)).size).toBe(small.recipes.length);
    expect(new Set(picks).size).toBe(small.recipes.length);
  });
});

describe('metrics', () => {
  it('[PGEN-23][PGEN-24] per day intake, burn (METs × kg × h), drinks and caffeine; totals and average', () => {
    const plan = generatePlan(
      { ...INPUT, planDuration: 2, defaultDrinkVolumes: { water: 500, coffee: 250, tea: 300, energy: 250 } },
      DATA,
    );
    const metrics = planMetrics(plan, FOODS, new Map(DATA.exercises.map((e) => [e.id, e.mets])), 80);
    const day = metrics.days[0]!;
    expect(day.calories).toBe(Math.round(kcalOf(plan[0]!)));
    const mets = DATA.exercises.find((e) => e.id === plan[0]!.exercises[0]!.exerciseId)!.mets;
    expect(day.burnedCalories).toBe(Math.round(mets * 80 * 0.5));
    expect(day.exerciseMinutes).toBe(30);
    expect(day.caffeineMg).toBe(Math.round(2.5 * 38 + 3 * 16));
    expect(day.hydrationMl).toBeGreaterThanOrEqual(80 * 35);
    expect(metrics.totals.calories).toBe(metrics.days[0]!.calories + metrics.days[1]!.calories);
    expect(metrics.averageCalories).toBe(Math.round(metrics.totals.calories / 2));
  });
});

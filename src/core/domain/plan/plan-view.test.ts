import { describe, expect, it } from 'vitest';
import type { PlanDayInput } from '../../contracts/diet-plan';
import {
  exerciseBurn,
  foodItemsNutrition,
  kcalDeviation,
  mergeRegeneratedDay,
  planEndDate,
  recomputeMetrics,
  swapOptions,
  swappedMeal,
  nearbyRecipeIds,
  withMeal,
} from './plan-view';
import type { FoodNutrition, PlanRecipe } from './types';

const FOODS = new Map<number, FoodNutrition>([
  [1, { kcal: 350, protein: 12, fat: 2, carbs: 72 }],
  [2, { kcal: 120, protein: 22, fat: 2, carbs: 3 }],
  [3, { kcal: 880, protein: 0, fat: 100, carbs: 0 }],
]);

function day(
  date: string,
  meals: Array<Array<[number, number]>>,
  extra: Partial<PlanDayInput> = {},
): PlanDayInput {
  return {
    date,
    meals: meals.map((items, i) => ({
      scheduleItemId: `meal-${i + 1}`,
      recipeId: 100 + i,
      foodItems: items.map(([foodId, quantity]) => ({ foodId, quantity })),
    })),
    exercises: [{ scheduleItemId: 'exercise-1', exerciseId: 7, duration: 30 }],
    hydrationLog: [
      { id: 'c', name: 'coffee', volume: 250, caffeine: 95 },
      { id: 'w', name: 'water', volume: 500, caffeine: 0 },
    ],
    ...extra,
  };
}

describe('plan view helpers', () => {
  it('[PGEN-23] the deviation from the kcal target falls in the 3 / 7 / 10 % bands', () => {
    expect(kcalDeviation(2000, 2000)).toEqual({ percent: 0, band: 'within3' });
    expect(kcalDeviation(2060, 2000)).toEqual({ percent: 3, band: 'within3' });
    expect(kcalDeviation(1860, 2000)).toEqual({ percent: -7, band: 'within7' });
    expect(kcalDeviation(2100, 2000)).toEqual({ percent: 5, band: 'within7' });
    expect(kcalDeviation(2190, 2000)).toEqual({ percent: 9.5, band: 'within10' });
    expect(kcalDeviation(1790, 2000)).toEqual({ percent: -10.5, band: 'beyond' });
    expect(kcalDeviation(100, 0).band).toBe('within3');
  });

  it('[PGEN-22] a meal’s kcal and macros come from grams of foods per 100 g', () => {
    expect(
      foodItemsNutrition(
        [
          { foodId: 1, quantity: 100 },
          { foodId: 2, quantity: 50 },
          { foodId: 99, quantity: 40 },
        ],
        FOODS,
      ),
    ).toEqual({
      kcal: 410,
      protein: 23,
      fat: 3,
      carbs: 73.5,
    });
  });

  it('[PGEN-51] exercise burn is METs × kg × hours', () => {
    expect(exerciseBurn(8, 70, 30)).toBe(280);
    expect(exerciseBurn(undefined, 70, 30)).toBe(0);
  });

  it('[PGEN-23] [PGEN-24] edits recompute the metrics; a monitored nutrient is known where every food of the day carries it', () => {
    const rich = new Map(FOODS);
    rich.set(1, { ...FOODS.get(1)!, other: { iron_mg: 2.8 } });
    const plan = [day('2025-03-01', [[[1, 100]], [[2, 200]]]), day('2025-03-02', [[[1, 150]]])];
    const context = { foods: rich, exerciseMets: new Map([[7, 8]]), weightKg: 70, monitored: ['iron_mg'] };
    const before = recomputeMetrics(plan, context);
    expect(before.days[0]).toMatchObject({
      calories: 590,
      protein: 56,
      fat: 6,
      carbs: 78,
      burnedCalories: 280,
      hydrationMl: 750,
      caffeineMg: 95,
      exerciseMinutes: 30,
      nutrients: {},
    });
    expect(before.days[1]!.nutrients).toEqual({ iron_mg: 4.2 });
    expect(before.totals).toMatchObject({
      calories: 1115,
      protein: 74,
      fat: 9,
      carbs: 186,
      burnedCalories: 560,
      exerciseMinutes: 60,
    });
    // Day 1 holds food 2, which carries no iron: the plan's total is unknown too.
    expect(before.totals.nutrients).toEqual({});
    expect(before.averageCalories).toBe(558);

    // Day 1 changes to food 1 only: its kcal follows and its iron is now known, and so is the total.
    const edited = withMeal(plan, 0, 1, {
      scheduleItemId: 'meal-2',
      recipeId: 5,
      portions: 1,
      foodItems: [{ foodId: 1, quantity: 100 }],
    });
    expect(edited[1]).toBe(plan[1]);
    const after = recomputeMetrics(edited, context);
    expect(after.days[0]!.nutrients).toEqual({ iron_mg: 5.6 });
    expect(after.totals.nutrients).toEqual({ iron_mg: 9.8 });
  });

  it('swapping a meal offers eligible recipes of the slot’s occasion and keeps the meal’s kcal', () => {
    const recipes: PlanRecipe[] = [
      {
        id: 100,
        occasions: ['breakfast'],
        dietType: 'vegan',
        allergens: [],
        mayContain: [],
        ingredients: [{ foodId: 1, grams: 100 }],
      },
      {
        id: 201,
        occasions: ['breakfast'],
        dietType: 'vegan',
        allergens: [],
        mayContain: [],
        ingredients: [{ foodId: 1, grams: 50 }],
      },
      {
        id: 202,
        occasions: ['breakfast'],
        dietType: 'vegan',
        allergens: [],
        mayContain: [],
        ingredients: [
          { foodId: 1, grams: 90 },
          { foodId: 2, grams: 10 },
        ],
      },
      {
        id: 203,
        occasions: ['breakfast'],
        dietType: 'meat',
        allergens: [],
        mayContain: [],
        ingredients: [{ foodId: 2, grams: 300 }],
      },
      {
        id: 204,
        occasions: ['breakfast'],
        dietType: 'vegan',
        allergens: ['nuts'],
        mayContain: [],
        ingredients: [{ foodId: 1, grams: 100 }],
      },
      {
        id: 205,
        occasions: ['dinner'],
        dietType: 'vegan',
        allergens: [],
        mayContain: [],
        ingredients: [{ foodId: 1, grams: 100 }],
      },
      {
        id: 206,
        occasions: ['snack'],
        dietType: 'vegan',
        allergens: [],
        mayContain: [],
        ingredients: [{ foodId: 1, grams: 100 }],
      },
    ];
    const plan = day('2025-03-01', [[[1, 100]]]);
    const options = swapOptions({
      recipes,
      foods: FOODS,
      preferences: { dietType: 'vegetarian', allergens: ['nuts'] },
      day: plan,
      mealIndex: 0,
      scheduleItem: { time: '08:00', label: 'Breakfast' },
    });
    // Not the meal itself (100), not meat (203), not nuts (204); breakfast first (best fit first: 201 is the
    // same food, so it fits exactly), then stand-ins and the rest.
    expect(options.map((o) => o.recipe.id)).toEqual([201, 202, 206, 205]);
    expect(options[0]!.misfit).toBe(0);
    expect(options[1]!.misfit).toBeGreaterThan(0);
    const meal = swappedMeal(plan.meals[0]!, options[0]!);
    expect(meal).toEqual({
      scheduleItemId: 'meal-1',
      recipeId: 201,
      portions: 2,
      foodItems: [{ foodId: 1, quantity: 100 }],
    });
    expect(foodItemsNutrition(meal.foodItems, FOODS).kcal).toBe(350);
  });

  it('recipes of the neighbouring days are offered only after all the others (the 3-day rule)', () => {
    const recipes: PlanRecipe[] = [1, 2, 3].map((n) => ({
      id: 500 + n,
      occasions: ['lunch'],
      dietType: 'vegan',
      allergens: [],
      mayContain: [],
      ingredients: [{ foodId: 1, grams: 100 }],
    }));
    const days = [1, 2, 3, 4, 5].map((n) => day(`2025-03-0${n}`, [[[1, 100]]]));
    days.forEach((d, i) => (d.meals[0]!.recipeId = 600 + i));
    days[1]!.meals[0]!.recipeId = 501;
    days[4]!.meals[0]!.recipeId = 502;
    // Day 4 (index 3): days 2–3 and 5 are within the rule's reach, day 1 is not.
    expect(nearbyRecipeIds(days, 3).sort()).toEqual([501, 502, 602].sort());
    const options = swapOptions({
      recipes,
      foods: FOODS,
      preferences: { dietType: 'any', allergens: [] },
      day: days[3]!,
      mealIndex: 0,
      scheduleItem: { time: '12:00', label: '' },
      avoidRecipeIds: nearbyRecipeIds(days, 3),
    });
    expect(options.map((o) => o.recipe.id)).toEqual([503, 501, 502]);
  });

  it('a swapped meal keeps the kcal within 3 % and moves its macros towards the replaced meal, each amount 50–150 %', () => {
    const replaced = {
      scheduleItemId: 'meal-1',
      recipeId: 1,
      portions: 1,
      foodItems: [
        { foodId: 1, quantity: 100 },
        { foodId: 2, quantity: 100 },
      ],
    };
    const recipe: PlanRecipe = {
      id: 300,
      occasions: ['lunch'],
      dietType: 'meat',
      allergens: [],
      mayContain: [],
      ingredients: [
        { foodId: 1, grams: 60 },
        { foodId: 2, grams: 20 },
        { foodId: 3, grams: 10 },
      ],
    };
    const before = foodItemsNutrition(replaced.foodItems, FOODS);
    const [option] = swapOptions({
      recipes: [recipe],
      foods: FOODS,
      preferences: { dietType: 'meat', allergens: [] },
      day: { meals: [replaced] },
      mealIndex: 0,
      scheduleItem: { time: '12:00', label: '' },
    });
    const plainScale = option!.scale;
    const plain = recipe.ingredients.map((i) => ({
      foodId: i.foodId,
      quantity: Math.round(i.grams * plainScale),
    }));
    const meal = swappedMeal(replaced, option!);
    const after = foodItemsNutrition(meal.foodItems, FOODS);
    const scaledOnly = foodItemsNutrition(plain, FOODS);
    expect(Math.abs(after.kcal - before.kcal) / before.kcal).toBeLessThanOrEqual(0.03);
    expect(Math.abs(after.protein - before.protein)).toBeLessThan(
      Math.abs(scaledOnly.protein - before.protein),
    );
    expect(Math.abs(after.fat - before.fat)).toBeLessThan(Math.abs(scaledOnly.fat - before.fat));
    meal.foodItems.forEach((item, j) => {
      expect(item.quantity).toBeGreaterThanOrEqual(Math.ceil(plain[j]!.quantity * 0.5));
      expect(item.quantity).toBeLessThanOrEqual(Math.floor(plain[j]!.quantity * 1.5));
      expect(Number.isInteger(item.quantity)).toBe(true);
    });
  });

  it('a regenerated day takes new meals and exercises and keeps the user’s drinks, notes and health info', () => {
    const old = day('2025-03-01', [[[1, 100]]], {
      notes: 'tired',
      feeling: 2,
      shortfall: { reason: 'pool-too-small', calories: 900 },
      healthInfo: {
        sleepHours: 7,
        stoolShape: 4,
        stoolColor: 'brown',
        urineColor: 'yellow',
        medications: [],
      },
    });
    const fresh = day('2025-03-01', [[[2, 300]]], {
      exercises: [{ scheduleItemId: 'exercise-1', exerciseId: 9, duration: 30 }],
      hydrationLog: [],
    });
    const merged = mergeRegeneratedDay(old, fresh);
    expect(merged.meals).toBe(fresh.meals);
    expect(merged.exercises[0]!.exerciseId).toBe(9);
    expect(merged.hydrationLog).toBe(old.hydrationLog);
    expect(merged).toMatchObject({ notes: 'tired', feeling: 2, healthInfo: { sleepHours: 7 } });
    expect(merged.shortfall).toBeUndefined();
  });

  it('[PGEN-21] the end date follows from the start date and the duration', () => {
    expect(planEndDate('2025-02-27', 3)).toBe('2025-03-01');
    expect(planEndDate('2025-03-01', 1)).toBe('2025-03-01');
  });
});

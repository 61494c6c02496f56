import { describe, expect, it } from 'vitest';
import { AltGeneratorFormSchema, AltPlanMetaSchema, type AltPlanDay } from '../contracts/alt-generator';
import { SaveDietRequest } from '../contracts/diet-plan';
import {
  ALT_FORM_DEFAULTS,
  altEnergy,
  altPlanAsDiet,
  altPlanInput,
  altPlanMeta,
  DEFAULT_EXERCISE_PREFERENCES,
  mealFits,
  mealTimesOf,
  netCalories,
  planLengthOf,
  withTrainings,
} from './alt-plan';
import { basalMetabolicRate } from './energy';

const day = (n: number, kcal: number[]): AltPlanDay => ({
  day: n,
  meals: kcal.map((calories, i) => ({
    time: ['08:00', '12:00', '16:00', '20:00'][i]!,
    recipeId: 10 + i,
    name: `Recipe ${i}`,
    portions: 1,
    calories,
    foodItems: [{ foodId: 100 + i, quantity: 150 }],
  })),
  trainings: [],
  totalCalories: kcal.reduce((a, b) => a + b, 0),
});

describe('the alternative generator’s form and energy (issue 20 A1, A2)', () => {
  it('[AGEN-03] [AGEN-04] [AGEN-05] [AGEN-06] the form has the spec’s fields, goals lose/gain/other (other = maintain) and the four preferences', () => {
    expect(Object.keys(AltGeneratorFormSchema.shape).sort()).toEqual(
      [
        'age',
        'allergens',
        'calculationMethod',
        'dietPreference',
        'goal',
        'height',
        'mealSchema',
        'pal',
        'planLength',
        'sex',
        'trainingSchema',
        'units',
        'weight',
        'calorieGoal',
      ].sort(),
    );
    const goalOf = (goal: string) =>
      AltGeneratorFormSchema.safeParse({ ...ALT_FORM_DEFAULTS, goal }).data?.goal;
    expect(['lose', 'maintain', 'gain', 'other'].map(goalOf)).toEqual([
      'lose',
      'maintain',
      'gain',
      'maintain',
    ]);
    expect(goalOf('bulk')).toBeUndefined();
    expect([...AltGeneratorFormSchema.shape.dietPreference.options].sort()).toEqual(
      ['fish', 'meat', 'vegan', 'vegetarian'].sort(),
    );
  });

  it('[AGEN-07] defaults: activity 1.2, age 25, height 170, weight 70; four meals at 08, 12, 16 and 20', () => {
    expect(ALT_FORM_DEFAULTS).toMatchObject({ pal: 1.2, age: 25, height: 170, weight: 70 });
    expect(mealTimesOf(ALT_FORM_DEFAULTS.mealSchema)).toEqual(['08:00', '12:00', '16:00', '20:00']);
    expect(AltGeneratorFormSchema.parse(ALT_FORM_DEFAULTS)).toEqual(ALT_FORM_DEFAULTS);
  });

  it('plan length is 7, 31 or 61; anything else is 7 (DECISIONS GQ-06)', () => {
    expect([7, 31, 61, 30, 0, '31', 'x', undefined].map(planLengthOf)).toEqual([7, 31, 61, 7, 7, 31, 7, 7]);
  });

  it('a meal count without times gets times spread over the day', () => {
    expect(mealTimesOf({ count: 3, times: [] })).toEqual(['07:00', '14:00', '21:00']);
    expect(mealTimesOf({ count: 2, times: ['09:30'] })).toEqual(['09:30', '21:00']);
    expect(mealTimesOf({ count: 1, times: [] })).toEqual(['12:00']);
  });

  it('[AGEN-21] [AGEN-22] BMR by the chosen formula, CPM = BMR × PAL, −450 to lose, +400 to gain', () => {
    const form = { ...ALT_FORM_DEFAULTS, pal: 1.55, weight: 80, height: 180, age: 40 };
    const profile = { sex: 'male' as const, age: 40, weightKg: 80, heightCm: 180 };
    for (const method of ['harris-benedict', 'mifflin-st-jeor'] as const) {
      const bmr = basalMetabolicRate(profile, method);
      const maintain = altEnergy({ ...form, calculationMethod: method, goal: 'maintain' });
      expect(maintain.bmr).toBe(Math.round(bmr));
      expect(maintain.cpm).toBe(Math.round(bmr * 1.55));
      expect(maintain.targetCalories).toBe(Math.round(bmr * 1.55));
      expect(maintain.weeklyChangeKg).toBeNull();
      expect(altEnergy({ ...form, calculationMethod: method, goal: 'lose' }).targetCalories).toBe(
        Math.round(bmr * 1.55 - 450),
      );
      expect(altEnergy({ ...form, calculationMethod: method, goal: 'gain' }).targetCalories).toBe(
        Math.round(bmr * 1.55 + 400),
      );
    }
    // Mifflin-St Jeor (DECISIONS GQ-16): 10·80 + 6.25·180 − 5·40 + 5 = 1730.
    expect(altEnergy({ ...form, calculationMethod: 'mifflin-st-jeor' }).bmr).toBe(1730);
    const losing = altEnergy({ ...form, goal: 'lose' });
    expect(losing.weeklyChangeKg).toBeCloseTo((-450 * 7) / 7700, 2);
  });

  it('[AGEN-20] never below 1200 kcal, and says so', () => {
    const tiny = altEnergy({
      ...ALT_FORM_DEFAULTS,
      sex: 'female',
      age: 85,
      weight: 38,
      height: 140,
      goal: 'lose',
    });
    expect(tiny.targetCalories).toBe(1200);
    expect(tiny.floored).toBe(true);
    expect(altEnergy(ALT_FORM_DEFAULTS).floored).toBe(false);
  });

  it('[GQ-22] a calorie goal of one’s own, in steps of 100 kcal, becomes the target (never below 1200)', () => {
    const recommended = altEnergy(ALT_FORM_DEFAULTS);
    const own = altEnergy({ ...ALT_FORM_DEFAULTS, calorieGoal: 2100 });
    expect(own.targetCalories).toBe(2100);
    expect(own.recommended).toBe(recommended.targetCalories);
    expect(own.weeklyChangeKg).toBeCloseTo((7 * (2100 - own.cpm)) / 7700, 5);
    const parse = (calorieGoal: unknown) =>
      AltGeneratorFormSchema.safeParse({ ...ALT_FORM_DEFAULTS, calorieGoal });
    expect(parse(2100).success).toBe(true);
    expect(parse(null).success).toBe(true);
    expect(parse(2150).error?.issues[0]?.message).toBe('calorieGoalStep');
    expect(parse(1100).success).toBe(false);
  });

  it('[AGEN-23] a meal fits up to its target + 120 kcal', () => {
    expect(mealFits(620, 500)).toBe(true);
    expect(mealFits(621, 500)).toBe(false);
    expect(mealFits(300, 500)).toBe(true);
  });

  it('the engine’s input carries the target, preference, allergens, meal slots and plan length', () => {
    const input = altPlanInput(
      { ...ALT_FORM_DEFAULTS, planLength: 31, dietPreference: 'vegan' },
      ['gluten'],
      {
        startDate: '2026-12-01',
        seed: 5,
      },
    );
    expect(input).toMatchObject({
      targetCalories: altEnergy(ALT_FORM_DEFAULTS).targetCalories,
      preferences: { dietType: 'vegan', allergens: ['gluten'] },
      planDuration: 31,
      startDate: '2026-12-01',
      seed: 5,
      weightKg: 70,
    });
    expect(input.schedule.map((item) => [item.type, item.time])).toEqual([
      ['Meal', '08:00'],
      ['Meal', '12:00'],
      ['Meal', '16:00'],
      ['Meal', '20:00'],
    ]);
  });
});

describe('the plan’s trainings, meta and saved form (issue 20 A4, A6)', () => {
  const plan = [day(1, [500, 700, 200, 600]), day(2, [450, 750, 250, 550]), day(3, [500, 700, 200, 600])];
  const run = { id: 7, name: 'Running', mets: 8 };
  const swim = { id: 9, name: 'Swimming', mets: 6 };

  it('selected exercises become trainings at the schema’s times, in turn, with METs × kg × hours', () => {
    const trained = withTrainings(plan, [run, swim], ['18:00'], 70, 30);
    expect(trained.map((d) => d.trainings.map((t) => t.exerciseId))).toEqual([[7], [9], [7]]);
    expect(trained[0]!.trainings[0]).toEqual({
      time: '18:00',
      exerciseId: 7,
      name: 'Running',
      duration: 30,
      calories: 280,
    });
    expect(netCalories(trained[0]!)).toBe(2000 - 280);
    const twice = withTrainings(plan, [run, swim], ['19:00', '07:00'], 70, 30);
    expect(twice[1]!.trainings.map((t) => [t.time, t.exerciseId])).toEqual([
      ['07:00', 7],
      ['19:00', 9],
    ]);
    expect(withTrainings(plan, [], ['18:00'], 70).every((d) => d.trainings.length === 0)).toBe(true);
  });

  it('[AGEN-25] the meta: bmr, cpm, target, weekly and average kcal, goal, allergens, preference, length, form, exercises, name', () => {
    const form = { ...ALT_FORM_DEFAULTS, allergens: ['milk' as const] };
    const meta = altPlanMeta(plan, form, DEFAULT_EXERCISE_PREFERENCES, 'Week one');
    expect(AltPlanMetaSchema.parse(meta)).toEqual(meta);
    expect(Object.keys(meta).sort()).toEqual(
      [
        'averageCalories',
        'bmr',
        'cpm',
        'dietPreference',
        'exercisePreferences',
        'form',
        'goal',
        'name',
        'planLength',
        'selectedAllergens',
        'targetCalories',
        'weeklyCalories',
      ].sort(),
    );
    expect(meta.averageCalories).toBe(2000);
    expect(meta.weeklyCalories).toBe(14_000);
    expect(meta.selectedAllergens).toEqual(['milk']);
    expect(meta.name).toBe('Week one');
  });

  it('the plan as a saved diet passes the diet contract with dated days, meals and trainings in their slots', () => {
    const trained = withTrainings(plan, [run], ['18:00'], 70, 30);
    const meta = altPlanMeta(trained, ALT_FORM_DEFAULTS, DEFAULT_EXERCISE_PREFERENCES);
    const diet = altPlanAsDiet(trained, meta, '2026-12-30');
    expect(diet.plan.map((d) => d.date)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(diet.schedule.map((item) => [item.id, item.type, item.time])).toEqual([
      ['meal-1', 'Meal', '08:00'],
      ['meal-2', 'Meal', '12:00'],
      ['meal-3', 'Meal', '16:00'],
      ['meal-4', 'Meal', '20:00'],
      ['training-1', 'Exercise', '18:00'],
    ]);
    expect(diet.plan[0]!.meals[3]).toEqual({
      scheduleItemId: 'meal-4',
      recipeId: 13,
      portions: 1,
      foodItems: [{ foodId: 103, quantity: 150 }],
    });
    expect(diet.plan[0]!.exercises).toEqual([{ scheduleItemId: 'training-1', exerciseId: 7, duration: 30 }]);
    const request = SaveDietRequest.safeParse({
      plan: diet.plan,
      version: 0,
      meta: {
        personalData: { age: 25, gender: 'male', weight: 70, height: 170, pal: 1.2 },
        preferences: {},
        schedule: { items: diet.schedule },
        targetCalories: meta.targetCalories,
        planDuration: 3,
        startDate: '2026-12-30',
        generatedAt: '2026-11-27T12:00:00Z',
      },
    });
    expect(request.success, JSON.stringify(request.error?.issues)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { PlanDaySchema, ScheduleItemSchema } from '../../contracts/diet-plan';
import { DRINKS } from '../energy';
import {
  addDrink,
  addFoodItem,
  canConfirm,
  coerceBound,
  coerceCaffeine,
  coerceDosageAmount,
  coerceGrams,
  coerceMinutes,
  coerceSleepHours,
  coerceVolume,
  configDrink,
  confirmEntry,
  DEFAULT_CUSTOM_DRINK,
  DEFAULT_FEELING,
  DEFAULT_FOOD_GRAMS,
  DEFAULT_SCHEDULE_ITEM,
  defaultEntry,
  deleteDay,
  deleteScheduleItem,
  draftFor,
  duplicateDay,
  emptyDay,
  emptyScheduleItem,
  entryOf,
  EXERCISE_KCAL_PER_MINUTE_RANGE,
  feelingOf,
  FEELINGS,
  foodItemsOf,
  healthInfoOf,
  isDrinkKind,
  isValidCustomDrink,
  isValidTime,
  MEDICATION_UNITS,
  NEW_MEAL_TIME,
  NEW_PLAN_ITEM,
  NEW_TRAINING_TIME,
  per100g,
  PICKER_SEARCH_DELAY_MS,
  pickerMatches,
  RECIPE_KCAL_RANGE,
  removeDrink,
  saveScheduleItem,
  sortSchedule,
  STOOL_COLORS,
  STOOL_SHAPES,
  SUPPLEMENT_UNITS,
  URINE_COLORS,
  type EditorState,
  type PlanDay,
} from './day-edit';
import type { ScheduleItem } from './types';

const SCHEDULE: ScheduleItem[] = [
  { id: 'm1', time: '08:00', type: 'Meal', label: 'Breakfast' },
  { id: 'm2', time: '12:00', type: 'Meal', label: '' },
  { id: 'e1', time: '19:00', type: 'Exercise', label: 'Run' },
];

function day(date: string, seed: number): PlanDay {
  return {
    date,
    meals: [
      { scheduleItemId: 'm1', recipeId: 10 + seed, portions: 1, foodItems: [{ foodId: 1, quantity: 80 }] },
      { scheduleItemId: 'm2', recipeId: 20 + seed, portions: 1, foodItems: [{ foodId: 2, quantity: 150 }] },
    ],
    exercises: [{ scheduleItemId: 'e1', exerciseId: 5, duration: 40 }],
    nutrients: [],
    medications: [],
    hydrationLog: [{ id: `d${seed}-water`, name: 'water', volume: 250, caffeine: 0 }],
    notes: `day ${seed}`,
    feeling: 4,
    images: [`/api/diets/images/${String(seed).padStart(32, '0')}.webp`],
    healthInfo: {
      sleepHours: 7.5,
      stoolShape: 4,
      stoolColor: 'brown',
      urineColor: 'pale-straw',
      medications: [],
    },
  };
}

const state = (): EditorState => ({
  schedule: SCHEDULE.map((s) => ({ ...s })),
  plan: [day('2026-03-01', 0), day('2026-03-02', 1), day('2026-03-03', 2)],
});
const ids = (s: EditorState) => s.schedule.map((item) => item.id);

describe('day editor: the data', () => {
  it('[EDIT-01] a schedule item has id, time, label and one of the four types', () => {
    for (const type of ['Meal', 'Exercise', 'Nutrient', 'Medication'] as const) {
      expect(ScheduleItemSchema.parse({ id: 'x', time: '07:30', label: 'l', type })).toEqual({
        id: 'x',
        time: '07:30',
        label: 'l',
        type,
      });
    }
    expect(ScheduleItemSchema.safeParse({ id: 'x', time: '07:30', label: '', type: 'Snack' }).success).toBe(
      false,
    );
    expect(isValidTime('07:30')).toBe(true);
    expect(isValidTime('24:00')).toBe(false);
    expect(isValidTime('7:30')).toBe(false);
  });

  it('[EDIT-02] [EDIT-03] [EDIT-04] [EDIT-05] saved entries have the spec’s fields and pass the day contract', () => {
    let s = state();
    s = saveScheduleItem(
      s,
      0,
      { id: 'n1', time: '09:00', type: 'Nutrient', label: 'D3' },
      { type: 'Nutrient', supplementId: 3, dosage: { amount: 2, unit: 'capsule' } },
    );
    s = saveScheduleItem(
      s,
      0,
      { id: 'p1', time: '21:00', type: 'Medication', label: '' },
      { type: 'Medication', medicalProductId: 7, dosage: { amount: 1, unit: 'pill' } },
    );
    const first = s.plan[0]!;
    expect(first.meals[0]).toEqual({
      scheduleItemId: 'm1',
      recipeId: 10,
      portions: 1,
      foodItems: [{ foodId: 1, quantity: 80 }],
    });
    expect(first.exercises[0]).toEqual({ scheduleItemId: 'e1', exerciseId: 5, duration: 40 });
    expect(first.nutrients).toEqual([
      { scheduleItemId: 'n1', supplementId: 3, dosage: { amount: 2, unit: 'capsule' } },
    ]);
    expect(first.medications).toEqual([
      { scheduleItemId: 'p1', medicalProductId: 7, dosage: { amount: 1, unit: 'pill' } },
    ]);
    expect(PlanDaySchema.safeParse(first).success).toBe(true);
  });

  it('[EDIT-06] a drink of the config is an hydrationLog entry with id, name, volume and caffeine', () => {
    const drink = configDrink('coffee', 250, 'x1');
    expect(drink).toEqual({ id: 'x1', name: 'coffee', volume: 250, caffeine: 95 });
    const next = addDrink(day('2026-03-01', 0), drink);
    expect(next.hydrationLog.at(-1)).toEqual(drink);
    expect(PlanDaySchema.safeParse(next).success).toBe(true);
    expect(removeDrink(next, 'x1').hydrationLog.map((d) => d.id)).toEqual(['d0-water']);
    expect(isDrinkKind('coffee')).toBe(true);
    expect(isDrinkKind('Mate')).toBe(false);
  });

  it('[EDIT-07] a day holds notes, feeling 1–5 (default 3) and images', () => {
    expect(FEELINGS).toEqual([1, 2, 3, 4, 5]);
    expect(DEFAULT_FEELING).toBe(3);
    const noFeeling = day('2026-03-01', 0);
    delete noFeeling.feeling;
    expect(feelingOf(noFeeling)).toBe(3);
    expect(PlanDaySchema.parse(noFeeling).feeling).toBe(3);
    expect(PlanDaySchema.parse(day('2026-03-01', 0))).toMatchObject({
      notes: 'day 0',
      feeling: 4,
      images: [`/api/diets/images/${'0'.repeat(32)}.webp`],
    });
    expect(PlanDaySchema.safeParse({ ...day('2026-03-01', 0), feeling: 6 }).success).toBe(false);
  });

  it('[EDIT-07] day images are our own stored photos only, never a foreign or scripted URL', () => {
    const withImages = (images: string[]) =>
      PlanDaySchema.safeParse({ ...day('2026-03-01', 0), images }).success;
    expect(withImages([`/api/diets/images/${'a1'.repeat(16)}.webp`])).toBe(true);
    for (const url of [
      'https://tracker.example/pixel.gif',
      '//evil.example/a.webp',
      'javascript:alert(1)',
      '/api/diets/images/../../x.webp',
      '/media/exercises/a.jpg',
      `/media/diet-images/${'a'.repeat(32)}.webp`,
    ]) {
      expect(withImages([url])).toBe(false);
    }
  });

  it('[EDIT-08] healthInfo holds sleepHours, stoolShape, stoolColor, urineColor and a medications list', () => {
    const noHealth = day('2026-03-01', 0);
    delete noHealth.healthInfo;
    expect(healthInfoOf(noHealth)).toEqual({
      sleepHours: null,
      stoolShape: null,
      stoolColor: null,
      urineColor: null,
      medications: [],
    });
    const withMeds = {
      ...day('2026-03-01', 0),
      healthInfo: {
        ...day('2026-03-01', 0).healthInfo,
        medications: [{ id: 3, name: 'Ibuprofen', dosage: '200 mg', notes: 'after lunch' }],
      },
    };
    expect(PlanDaySchema.parse(withMeds).healthInfo.medications).toEqual([
      { id: 3, name: 'Ibuprofen', dosage: '200 mg', notes: 'after lunch' },
    ]);
    expect(coerceSleepHours('7,5')).toBe(7.5);
    expect(coerceSleepHours('7.3')).toBe(7.5);
    expect(coerceSleepHours('30')).toBe(24);
    expect(coerceSleepHours('')).toBeNull();
    expect(coerceSleepHours('-1')).toBeNull();
  });

  it('[EDIT-09] the schedule is shared: every day reads the same items with its own entries', () => {
    const s = state();
    expect(s.plan.map((d) => entryOf(d, SCHEDULE[0]!))).toEqual([
      { type: 'Meal', recipeId: 10, portions: 1, foodItems: [{ foodId: 1, quantity: 80 }] },
      { type: 'Meal', recipeId: 11, portions: 1, foodItems: [{ foodId: 1, quantity: 80 }] },
      { type: 'Meal', recipeId: 12, portions: 1, foodItems: [{ foodId: 1, quantity: 80 }] },
    ]);
    const added = saveScheduleItem(
      s,
      1,
      { id: 'n1', time: '09:00', type: 'Nutrient', label: '' },
      { type: 'Nutrient', supplementId: 1, dosage: { amount: 1, unit: 'g' } },
    );
    const item = added.schedule.find((i) => i.id === 'n1')!;
    expect(added.plan.map((d) => entryOf(d, item)?.type ?? null)).toEqual([null, 'Nutrient', null]);
  });
});

describe('day editor: schedule items', () => {
  it('[EDIT-10] saving replaces the item, removes its old entries and adds one new entry of the chosen type', () => {
    const s = state();
    const next = saveScheduleItem(
      s,
      0,
      { id: 'm1', time: '08:30', type: 'Meal', label: 'Late breakfast' },
      {
        type: 'Meal',
        recipeId: 99,
        portions: 1,
        foodItems: [{ foodId: 3, quantity: 120 }],
      },
    );
    expect(next.schedule.find((i) => i.id === 'm1')).toEqual({
      id: 'm1',
      time: '08:30',
      type: 'Meal',
      label: 'Late breakfast',
    });
    expect(next.plan[0]!.meals.filter((m) => m.scheduleItemId === 'm1')).toEqual([
      { scheduleItemId: 'm1', recipeId: 99, portions: 1, foodItems: [{ foodId: 3, quantity: 120 }] },
    ]);
    // Other days keep their own entry of the same type.
    expect(next.plan[1]!.meals.find((m) => m.scheduleItemId === 'm1')!.recipeId).toBe(11);
    expect(s.plan[0]!.meals[0]!.recipeId).toBe(10);

    // A type change: the meal entry is gone on the edited day, one exercise entry added, and the old meal
    // entries of the other days are dropped too (they no longer fit the item).
    const changed = saveScheduleItem(
      s,
      0,
      { id: 'm2', time: '12:00', type: 'Exercise', label: 'Walk' },
      { type: 'Exercise', exerciseId: 8, duration: 30 },
    );
    expect(changed.plan[0]!.meals.map((m) => m.scheduleItemId)).toEqual(['m1']);
    expect(changed.plan[0]!.exercises).toEqual([
      { scheduleItemId: 'm2', exerciseId: 8, duration: 30 },
      { scheduleItemId: 'e1', exerciseId: 5, duration: 40 },
    ]);
    expect(changed.plan[1]!.meals.map((m) => m.scheduleItemId)).toEqual(['m1']);
    expect(changed.plan[1]!.exercises.map((e) => e.scheduleItemId)).toEqual(['e1']);
    expect(() =>
      saveScheduleItem(
        s,
        0,
        { id: 'm2', time: '12:00', type: 'Exercise', label: '' },
        { type: 'Nutrient', supplementId: 1, dosage: { amount: 1, unit: 'g' } },
      ),
    ).toThrow();
  });

  it('[EDIT-11] after saving, items are sorted by time', () => {
    const s = state();
    const moved = saveScheduleItem(
      s,
      0,
      { id: 'm1', time: '13:00', type: 'Meal', label: '' },
      { type: 'Meal', recipeId: 1, portions: 1, foodItems: [] },
    );
    expect(ids(moved)).toEqual(['m2', 'm1', 'e1']);
    const added = saveScheduleItem(
      moved,
      2,
      { id: 'x', time: '06:15', type: 'Medication', label: '' },
      { type: 'Medication', medicalProductId: 1, dosage: { amount: 1, unit: 'pill' } },
    );
    expect(ids(added)).toEqual(['x', 'm2', 'm1', 'e1']);
    expect(added.plan[0]!.meals.map((m) => m.scheduleItemId)).toEqual(['m2', 'm1']);
    expect(
      sortSchedule([
        { id: 'b', time: '10:00', type: 'Meal', label: '' },
        { id: 'a', time: '09:59', type: 'Meal', label: '' },
      ]).map((i) => i.id),
    ).toEqual(['a', 'b']);
  });

  it('[EDIT-12] deleting an item removes it and all its entries', () => {
    const next = deleteScheduleItem(state(), 'e1');
    expect(ids(next)).toEqual(['m1', 'm2']);
    expect(next.plan.every((d) => d.exercises.length === 0)).toBe(true);
    expect(next.plan[0]!.meals).toHaveLength(2);
    const meal = deleteScheduleItem(state(), 'm1');
    expect(meal.plan.map((d) => d.meals.map((m) => m.scheduleItemId))).toEqual([['m2'], ['m2'], ['m2']]);
  });

  it('[EDIT-13] changing to a type the item did not have starts from defaults; its own type keeps its entry', () => {
    const first = state().plan[0]!;
    expect(draftFor(first, 'm1', 'Exercise')).toEqual({ type: 'Exercise', exerciseId: null, duration: 30 });
    expect(draftFor(first, 'm1', 'Nutrient')).toEqual({
      type: 'Nutrient',
      supplementId: null,
      dosage: { amount: 1, unit: 'serving' },
    });
    expect(draftFor(first, 'm1', 'Medication')).toEqual({
      type: 'Medication',
      medicalProductId: null,
      dosage: { amount: 1, unit: 'pill' },
    });
    expect(draftFor(first, 'm1', 'Meal')).toEqual({
      type: 'Meal',
      recipeId: 10,
      portions: 1,
      foodItems: [{ foodId: 1, quantity: 80 }],
    });
    expect(draftFor(first, 'e1', 'Exercise')).toEqual({ type: 'Exercise', exerciseId: 5, duration: 40 });
    expect(draftFor(first, null, 'Meal')).toEqual(defaultEntry('Meal'));
    expect(defaultEntry('Meal')).toEqual({ type: 'Meal', recipeId: null, portions: 1, foodItems: [] });
  });

  it('[EDIT-15] emptying a schedule entry removes only that item’s entries on that day', () => {
    const next = emptyScheduleItem(state(), 1, 'm1');
    expect(ids(next)).toEqual(['m1', 'm2', 'e1']);
    expect(next.plan[1]!.meals.map((m) => m.scheduleItemId)).toEqual(['m2']);
    expect(next.plan[0]!.meals.map((m) => m.scheduleItemId)).toEqual(['m1', 'm2']);
    expect(entryOf(next.plan[1]!, SCHEDULE[0]!)).toBeNull();
  });

  it('[EDIT-31] [EDIT-32] new items: 08:00 meal in the schedule step, 10:00 meal in the plan; meal 12:00, training 18:00', () => {
    expect(DEFAULT_SCHEDULE_ITEM).toEqual({ time: '08:00', type: 'Meal' });
    expect(NEW_PLAN_ITEM).toEqual({ time: '10:00', type: 'Meal' });
    expect(NEW_MEAL_TIME).toBe('12:00');
    expect(NEW_TRAINING_TIME).toBe('18:00');
  });
});

describe('day editor: days', () => {
  it('[EDIT-14] deleting a day deletes it with its entries; later days move up a date; the last day stays', () => {
    const next = deleteDay(state(), 1);
    expect(next.plan.map((d) => [d.date, d.notes])).toEqual([
      ['2026-03-01', 'day 0'],
      ['2026-03-02', 'day 2'],
    ]);
    expect(next.plan[1]!.meals[0]!.recipeId).toBe(12);
    const single: EditorState = { schedule: SCHEDULE, plan: [day('2026-03-01', 0)] };
    expect(deleteDay(single, 0)).toBe(single);
    expect(deleteDay(state(), 7).plan).toHaveLength(3);
  });

  it('[EDIT-15] emptying a day removes its entries only', () => {
    const s = state();
    s.plan[0]!.shortfall = { reason: 'pool-too-small', calories: 1500 };
    const next = emptyDay(s, 0);
    const emptied = next.plan[0]!;
    expect([
      emptied.meals,
      emptied.exercises,
      emptied.nutrients,
      emptied.medications,
      emptied.hydrationLog,
    ]).toEqual([[], [], [], [], []]);
    expect(emptied).toMatchObject({
      date: '2026-03-01',
      notes: 'day 0',
      feeling: 4,
      images: [`/api/diets/images/${'0'.repeat(32)}.webp`],
    });
    expect(emptied.healthInfo?.sleepHours).toBe(7.5);
    expect(emptied.shortfall).toBeUndefined();
    expect(next.schedule).toEqual(s.schedule);
    expect(next.plan[1]).toBe(s.plan[1]);
  });

  it('[EDIT-16] duplicating a day inserts a full copy right after it, with fresh drink ids and consecutive dates', () => {
    const s = state();
    let n = 0;
    const next = duplicateDay(s, 0, 61, () => `new-${++n}`);
    expect(next.plan.map((d) => [d.date, d.notes])).toEqual([
      ['2026-03-01', 'day 0'],
      ['2026-03-02', 'day 0'],
      ['2026-03-03', 'day 1'],
      ['2026-03-04', 'day 2'],
    ]);
    const drinksA = next.plan[1]!.hydrationLog;
    const drinksB = s.plan[0]!.hydrationLog;
    expect({ ...next.plan[1]!, date: '', hydrationLog: [] }).toEqual({
      ...s.plan[0]!,
      date: '',
      hydrationLog: [],
    });
    expect(drinksA.map((d) => d.id)).toEqual(['new-1']);
    expect(drinksA.map(({ id: _id, ...rest }) => rest)).toEqual(drinksB.map(({ id: _id, ...rest }) => rest));
    // A deep copy: editing the copy leaves the original alone.
    next.plan[1]!.meals[0]!.foodItems[0]!.quantity = 1;
    expect(s.plan[0]!.meals[0]!.foodItems[0]!.quantity).toBe(80);
    expect(duplicateDay(s, 0, 3, () => 'x')).toBe(s);
  });
});

describe('day editor: pickers and inputs', () => {
  it('[EDIT-17] supplement confirm needs a selection and a dosage above 0', () => {
    expect(canConfirm({ type: 'Nutrient', supplementId: null, dosage: { amount: 1, unit: 'serving' } })).toBe(
      false,
    );
    expect(canConfirm({ type: 'Nutrient', supplementId: 4, dosage: { amount: 0, unit: 'serving' } })).toBe(
      false,
    );
    expect(
      canConfirm({ type: 'Nutrient', supplementId: 4, dosage: { amount: Number.NaN, unit: 'serving' } }),
    ).toBe(false);
    expect(
      confirmEntry({ type: 'Nutrient', supplementId: 4, dosage: { amount: 0.5, unit: 'scoop' } }),
    ).toEqual({
      type: 'Nutrient',
      supplementId: 4,
      dosage: { amount: 0.5, unit: 'scoop' },
    });
  });

  it('[EDIT-18] recipe, exercise and medication confirm need a selection', () => {
    expect(canConfirm(defaultEntry('Meal'))).toBe(false);
    expect(canConfirm({ type: 'Meal', recipeId: 3, portions: 1, foodItems: [] })).toBe(true);
    expect(canConfirm(defaultEntry('Exercise'))).toBe(false);
    expect(canConfirm({ type: 'Exercise', exerciseId: 3, duration: 30 })).toBe(true);
    expect(canConfirm({ type: 'Exercise', exerciseId: 3, duration: 0 })).toBe(false);
    expect(canConfirm(defaultEntry('Medication'))).toBe(false);
    // Medication confirm needs the selection only (a 0 dosage is allowed, unlike supplements).
    expect(canConfirm({ type: 'Medication', medicalProductId: 3, dosage: { amount: 0, unit: 'pill' } })).toBe(
      true,
    );
  });

  it('[EDIT-19] food quantity is whole grams; invalid becomes 0', () => {
    expect(coerceGrams('120')).toBe(120);
    expect(coerceGrams('120.6')).toBe(121);
    expect(coerceGrams('12,4')).toBe(12);
    expect(coerceGrams('abc')).toBe(0);
    expect(coerceGrams('')).toBe(0);
    expect(coerceGrams('-5')).toBe(0);
    expect(coerceGrams(Number.POSITIVE_INFINITY)).toBe(0);
    expect(coerceGrams('99999')).toBe(5000);
  });

  it('[EDIT-20] an invalid dosage amount becomes 0', () => {
    expect(coerceDosageAmount('2')).toBe(2);
    expect(coerceDosageAmount('0.5')).toBe(0.5);
    expect(coerceDosageAmount('1,25')).toBe(1.25);
    expect(coerceDosageAmount('x')).toBe(0);
    expect(coerceDosageAmount('')).toBe(0);
    expect(coerceDosageAmount('-3')).toBe(0);
  });

  it('[EDIT-21] [EDIT-22] supplement and medication units', () => {
    expect(SUPPLEMENT_UNITS).toEqual(['g', 'mg', 'ml', 'scoop', 'serving', 'capsule', 'tablet', 'spoon']);
    expect(MEDICATION_UNITS).toEqual(['pill', 'tablet', 'capsule', 'ml', 'g', 'mg', 'drop']);
  });

  it('[EDIT-23] [EDIT-24] [EDIT-25] picker filters: recipes 0–2000 kcal, exercises 0–25 kcal/min, search after 300 ms', () => {
    expect(RECIPE_KCAL_RANGE).toEqual({ min: 0, max: 2000 });
    expect(EXERCISE_KCAL_PER_MINUTE_RANGE).toEqual({ min: 0, max: 25 });
    expect(PICKER_SEARCH_DELAY_MS).toBe(300);
  });

  it('[EDIT-23] [EDIT-24] the pickers filter by folded name words and by the kcal range', () => {
    const recipes = [
      { name: 'Jabłecznik z cynamonem', kcal: 420 },
      { name: 'Owsianka z jabłkiem', kcal: 310 },
      { name: 'Steak', kcal: 2100 },
    ];
    const range = (min: number, max: number) => ({ min, max, valueOf: (r: { kcal: number }) => r.kcal });
    const names = (list: Array<{ name: string }>) => list.map((r) => r.name);
    expect(names(pickerMatches(recipes, '', range(RECIPE_KCAL_RANGE.min, RECIPE_KCAL_RANGE.max)))).toEqual([
      'Jabłecznik z cynamonem',
      'Owsianka z jabłkiem',
    ]);
    expect(names(pickerMatches(recipes, 'jabl', range(0, 2000)))).toEqual([
      'Jabłecznik z cynamonem',
      'Owsianka z jabłkiem',
    ]);
    expect(names(pickerMatches(recipes, 'OWSIANKA jabl', range(0, 2000)))).toEqual(['Owsianka z jabłkiem']);
    expect(names(pickerMatches(recipes, '', range(400, 300)))).toEqual(['Owsianka z jabłkiem']);
    expect(names(pickerMatches(recipes, 'steak'))).toEqual(['Steak']);
    const exercises = [
      { name: 'Walking', perMinute: 4 },
      { name: 'Sprint', perMinute: 26 },
    ];
    const perMinute = {
      min: EXERCISE_KCAL_PER_MINUTE_RANGE.min,
      max: EXERCISE_KCAL_PER_MINUTE_RANGE.max,
      valueOf: (e: { perMinute: number }) => e.perMinute,
    };
    expect(names(pickerMatches(exercises, '', perMinute))).toEqual(['Walking']);
    expect(coerceBound('150', 0)).toBe(150);
    expect(coerceBound('', 2000)).toBe(2000);
    expect(coerceBound('-1', 25)).toBe(25);
  });

  it('[EDIT-33] [EDIT-34] default exercise 30 min; default dosages 1 serving and 1 pill', () => {
    expect(defaultEntry('Exercise')).toMatchObject({ duration: 30 });
    expect(defaultEntry('Nutrient')).toMatchObject({ dosage: { amount: 1, unit: 'serving' } });
    expect(defaultEntry('Medication')).toMatchObject({ dosage: { amount: 1, unit: 'pill' } });
    expect(coerceMinutes('45.4')).toBe(45);
    expect(coerceMinutes('nope')).toBe(0);
  });

  it('[EDIT-35] food default quantity 100 g; values scale per 100 g', () => {
    expect(DEFAULT_FOOD_GRAMS).toBe(100);
    expect(addFoodItem([], 7)).toEqual([{ foodId: 7, quantity: 100 }]);
    expect(addFoodItem([{ foodId: 7, quantity: 30 }], 7)).toEqual([{ foodId: 7, quantity: 130 }]);
    expect(per100g(250, 100)).toBe(250);
    expect(per100g(250, 40)).toBe(100);
    expect(
      foodItemsOf(
        {
          ingredients: [
            { foodId: 1, quantity: 75 },
            { foodId: 2, quantity: 12.4 },
          ],
        },
        2,
      ),
    ).toEqual([
      { foodId: 1, quantity: 150 },
      { foodId: 2, quantity: 25 },
    ]);
  });
});

describe('day editor: drinks and health', () => {
  it('[EDIT-36] [EDIT-37] [EDIT-38] [EDIT-39] the drink config', () => {
    expect(DRINKS).toEqual({
      water: { volumes: [250, 500, 750], caffeinePer100Ml: 0 },
      coffee: { volumes: [150, 250, 350], caffeinePer100Ml: 38 },
      tea: { volumes: [200, 300, 400], caffeinePer100Ml: 16 },
      energy: { volumes: [250, 500], caffeinePer100Ml: 48 },
    });
  });

  it('[EDIT-40] caffeine = volume / 100 × the per-100 ml value', () => {
    expect(configDrink('water', 750, 'a').caffeine).toBe(0);
    expect(configDrink('coffee', 150, 'a').caffeine).toBeCloseTo(57);
    expect(configDrink('tea', 300, 'a').caffeine).toBeCloseTo(48);
    expect(configDrink('energy', 500, 'a').caffeine).toBeCloseTo(240);
  });

  it('[EDIT-41] [EDIT-42] a custom drink needs a name and a volume above 0; default 250 ml, 0 caffeine', () => {
    expect(DEFAULT_CUSTOM_DRINK).toEqual({ name: '', volume: 250, caffeine: 0 });
    expect(isValidCustomDrink(DEFAULT_CUSTOM_DRINK)).toBe(false);
    expect(isValidCustomDrink({ ...DEFAULT_CUSTOM_DRINK, name: '  ' })).toBe(false);
    expect(isValidCustomDrink({ ...DEFAULT_CUSTOM_DRINK, name: 'Mate' })).toBe(true);
    expect(isValidCustomDrink({ name: 'Mate', volume: 0, caffeine: 0 })).toBe(false);
    expect(coerceVolume('330')).toBe(330);
    expect(coerceVolume('x')).toBe(0);
    expect(coerceCaffeine('80.4')).toBe(80);
    expect(coerceCaffeine('-1')).toBe(0);
    const next = addDrink(day('2026-03-01', 0), { id: 'c1', name: ' Mate ', volume: 330, caffeine: 80 });
    expect(next.hydrationLog.at(-1)).toEqual({ id: 'c1', name: 'Mate', volume: 330, caffeine: 80 });
  });

  it('[EDIT-43] [EDIT-44] [EDIT-45] stool scale 1–7, the stool colours and the seven urine colours', () => {
    expect(STOOL_SHAPES).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(URINE_COLORS).toEqual([
      'transparent',
      'pale-straw',
      'light-yellow',
      'yellow',
      'dark-yellow',
      'amber',
      'brown',
    ]);
    expect(STOOL_COLORS).toEqual([
      'brown',
      'light-brown',
      'dark-brown',
      'yellow',
      'green',
      'black',
      'red',
      'pale',
    ]);
    for (const color of [...URINE_COLORS, ...STOOL_COLORS]) expect(color.length).toBeLessThanOrEqual(30);
  });
});

import { describe, expect, it } from 'vitest';
import { clampRange, gramsPerFood, shoppingList, totalGrams, type ShoppingFood } from './shopping-list';

const meal = (...items: Array<[number, number]>) => ({
  foodItems: items.map(([foodId, quantity]) => ({ foodId, quantity })),
});
const PLAN = [
  { meals: [meal([1, 100], [2, 50]), meal([1, 20])] },
  { meals: [meal([3, 200], [2, 0])] },
  { meals: [meal([1, 80], [4, 30], [5, 10])] },
];

const FOODS = new Map<number, ShoppingFood>([
  [1, { id: 1, name: 'Äpfel', groupName: 'Obst und Fruchtsäfte' }],
  [2, { id: 2, name: 'Zucchini', groupName: 'Gemüse' }],
  [3, { id: 3, name: 'Aubergine', groupName: 'Gemüse' }],
  [4, { id: 4, name: 'Bananen', groupName: 'Obst und Fruchtsäfte' }],
]);

describe('shopping list (issue 6 item 10, beyond the spec)', () => {
  it('grams per food are summed over the chosen days only', () => {
    expect([...gramsPerFood(PLAN, { from: 0, to: 0 })]).toEqual([
      [1, 120],
      [2, 50],
    ]);
    expect(Object.fromEntries(gramsPerFood(PLAN, { from: 0, to: 2 }))).toEqual({
      1: 200,
      2: 50,
      3: 200,
      4: 30,
      5: 10,
    });
    expect(Object.fromEntries(gramsPerFood(PLAN, { from: 1, to: 2 }))).toEqual({
      1: 80,
      3: 200,
      4: 30,
      5: 10,
    });
  });

  it('a range is clamped to the plan and may be given backwards', () => {
    expect(clampRange({ from: 2, to: 0 }, 3)).toEqual({ from: 0, to: 2 });
    expect(clampRange({ from: -4, to: 99 }, 3)).toEqual({ from: 0, to: 2 });
    expect(clampRange({ from: Number.NaN, to: 1.7 }, 3)).toEqual({ from: 0, to: 1 });
    expect(clampRange({ from: 0, to: 0 }, 0)).toEqual({ from: 0, to: 0 });
  });

  it('grouped by food group, groups and foods sorted by name in the page language, unknown last', () => {
    const list = shoppingList(PLAN, { from: 0, to: 2 }, FOODS, 'de', (id) => `Lebensmittel ${id}`);
    expect(list).toEqual([
      {
        name: 'Gemüse',
        items: [
          { foodId: 3, name: 'Aubergine', grams: 200 },
          { foodId: 2, name: 'Zucchini', grams: 50 },
        ],
      },
      {
        name: 'Obst und Fruchtsäfte',
        items: [
          { foodId: 1, name: 'Äpfel', grams: 200 },
          { foodId: 4, name: 'Bananen', grams: 30 },
        ],
      },
      { name: null, items: [{ foodId: 5, name: 'Lebensmittel 5', grams: 10 }] },
    ]);
    expect(totalGrams(list)).toBe(490);
  });

  it('a food whose group is unknown goes to the unnamed group', () => {
    const foods = new Map<number, ShoppingFood>([[1, { id: 1, name: 'Jabłka', groupName: null }]]);
    expect(shoppingList([{ meals: [meal([1, 10])] }], { from: 0, to: 0 }, foods, 'pl', String)).toEqual([
      { name: null, items: [{ foodId: 1, name: 'Jabłka', grams: 10 }] },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeSourceRecipe, normalizeSourceRecipes } from './recipe-source';

const BASE = {
  id: 7,
  name: 'Kasza z cebulą',
  occasions: ['lunch'],
  dietType: 'vegan',
  allergens: [],
  mayContain: ['gluten'],
  portions: 2,
};

describe('recipe source variants (PGEN-47)', () => {
  it('[PGEN-47] our own shape passes through unchanged', () => {
    const recipe = {
      ...BASE,
      calories: 420,
      protein: 12,
      fat: 9,
      carbs: 70,
      ingredients: [{ foodId: 1, quantity: 120 }],
    };
    expect(normalizeSourceRecipe(recipe)).toEqual(recipe);
  });

  it('[PGEN-47] kcalPortion and btwPortion (object or list) stand in for calories and macros', () => {
    const fromObject = normalizeSourceRecipe({
      ...BASE,
      kcalPortion: 410,
      btwPortion: { b: 11, t: 8, w: 69 },
      ingredients: [{ foodId: 1, quantity: 100 }],
    });
    expect(fromObject).toMatchObject({ calories: 410, protein: 11, fat: 8, carbs: 69 });
    const fromList = normalizeSourceRecipe({
      ...BASE,
      kcalPortion: 410,
      btwPortion: [11, 8, 69],
      ingredients: [{ foodId: 1, quantity: 100 }],
    });
    expect(fromList).toMatchObject({ protein: 11, fat: 8, carbs: 69 });
    expect(normalizeSourceRecipe({ ...BASE, kcalPortion: 300, ingredients: [] })).toMatchObject({
      protein: null,
      fat: null,
      carbs: null,
    });
  });

  it('[PGEN-47] a foods list with input weights and units becomes grams per portion', () => {
    const recipe = normalizeSourceRecipe({
      ...BASE,
      calories: 500,
      foods: [
        { id: 1, inputWeight: 12, unit: 'dag' },
        { foodId: 2, weight: 0.25, unit: 'KG' },
        { id: 3, inputWeight: 200, unit: 'ml' },
        { id: 4, inputWeight: 40 },
      ],
    });
    expect(recipe?.ingredients).toEqual([
      { foodId: 1, quantity: 120 },
      { foodId: 2, quantity: 250 },
      { foodId: 3, quantity: 200 },
      { foodId: 4, quantity: 40 },
    ]);
  });

  it('a recipe without energy, without ingredients or with an unknown unit is left out, not guessed', () => {
    const unreadable = [
      { ...BASE, ingredients: [{ foodId: 1, quantity: 100 }] },
      { ...BASE, calories: 400 },
      { ...BASE, calories: 400, foods: [{ id: 1, inputWeight: 2, unit: 'cup' }] },
      { ...BASE, calories: -5, ingredients: [] },
      'not a recipe',
    ];
    const good = { ...BASE, id: 8, kcalPortion: 250, ingredients: [{ foodId: 1, quantity: 50 }] };
    expect(normalizeSourceRecipes([...unreadable, good]).map((r) => r.id)).toEqual([8]);
  });
});

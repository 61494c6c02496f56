import { describe, expect, it } from 'vitest';
import type { ReferenceLabels } from '../kit/labels';
import { keptRecipeCard, recipeCard } from './recipes.presenter';
import { cardFoodsOf } from './recipes.repo';

const ref: ReferenceLabels = {
  allergens: [
    {
      code: 'gluten',
      name_en: 'Cereals containing gluten',
      name_pl: 'Zboża zawierające gluten',
      name_de: 'Glutenhaltiges Getreide',
    },
    { code: 'milk', name_en: 'Milk', name_pl: 'Mleko', name_de: 'Milch' },
  ],
  nutrients: [],
  foodGroups: [],
  dietTypes: [],
};

/** A search row as recipes.repo reads it: the card's columns and its foods as one text. */
const row = (changes: Record<string, unknown> = {}) => ({
  id: 7,
  image: 'recipes/zurek.svg',
  prep_time_min: 40,
  hard: 0,
  energy_kcal: 412.4,
  tags: '["budget"]',
  categories: '["soup"]',
  occasions: '["lunch"]',
  allergens: '["gluten"]',
  may_contain_allergens: '["milk"]',
  slug: 'zurek',
  name: 'Żurek',
  description: 'Sour rye soup with sausage and egg.',
  card_foods: '12\u001fRye flour\u001e34\u001fSausage',
  ...changes,
});

describe('recipe cards kept while their row reads the same (issue 13 A1)', () => {
  it('an equal row, even read again as another object, gives the same card, frozen, as recipeCard makes it', () => {
    const first = keptRecipeCard(row(), 'en', ref, cardFoodsOf);
    expect(keptRecipeCard(row(), 'en', ref, cardFoodsOf)).toBe(first);
    expect(first).toEqual(recipeCard(row(), 'en', ref, cardFoodsOf(row().card_foods)));
    expect(Object.isFrozen(first) && Object.isFrozen(first.foods) && first.foods.every(Object.isFrozen)).toBe(
      true,
    );
    expect(() => {
      (first as { name: string }).name = 'changed';
    }).toThrow(TypeError);
  });

  it.each([
    ['name', 'Żurek z jajkiem'],
    ['description', 'Now with horseradish.'],
    ['card_foods', '12\u001fRye flour, wholegrain\u001e34\u001fSausage'],
    ['may_contain_allergens', '[]'],
    ['energy_kcal', 398],
    ['hard', 1],
    ['image', null],
  ])('a changed %s makes a new card at once', (field, value) => {
    const before = keptRecipeCard(row(), 'en', ref, cardFoodsOf);
    const after = keptRecipeCard(row({ [field]: value }), 'en', ref, cardFoodsOf);
    expect(after).not.toBe(before);
    expect(after).toEqual(
      recipeCard(
        row({ [field]: value }),
        'en',
        ref,
        cardFoodsOf(row({ [field]: value }).card_foods as string),
      ),
    );
    // And back: the card follows the row, not the first one kept.
    expect(keptRecipeCard(row(), 'en', ref, cardFoodsOf)).toEqual(before);
  });

  it('each language has its own card of the same recipe', () => {
    const en = keptRecipeCard(row(), 'en', ref, cardFoodsOf);
    const pl = keptRecipeCard(row(), 'pl', ref, cardFoodsOf);
    expect(pl).not.toBe(en);
    expect(pl.allergens).toEqual([{ value: 'gluten', label: 'Zboża zawierające gluten' }]);
    expect(en.allergens).toEqual([{ value: 'gluten', label: 'Cereals containing gluten' }]);
  });
});

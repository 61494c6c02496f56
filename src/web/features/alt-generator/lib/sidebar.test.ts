import { tabAfterKey } from '../../../lib/tab-keys';
import { describe, expect, it } from 'vitest';
import { HybridRecipesQuery } from '../../../../core/contracts/alt-generator-recipes';
import { LoaderQuery } from '../../../../core/contracts/generator-data';
import {
  SIDEBAR_INITIAL_FOODS,
  SIDEBAR_INITIAL_RECIPES,
  SIDEBAR_PAGE_SIZE,
  allergenList,
  clampPage,
  foodAllergenNames,
  pageCount,
  pageItems,
  sidebarFoodsQuery,
  sidebarRecipesQuery,
} from './sidebar';

describe('the plan sidebar rules', () => {
  it('[AGEN-26] the initial loads are 24 recipes and 48 foods, and the contracts accept them', () => {
    expect(SIDEBAR_INITIAL_RECIPES).toBe(24);
    expect(SIDEBAR_INITIAL_FOODS).toBe(48);
    const recipes = sidebarRecipesQuery('pl', 'vegan', ['milk']);
    expect(recipes.limit).toBe(24);
    expect(HybridRecipesQuery.parse(recipes)).toMatchObject({ limit: 24, preference: 'vegan' });
    const foods = sidebarFoodsQuery('pl');
    expect(foods).toEqual({ locale: 'pl', limit: 48 });
    expect(LoaderQuery.parse(foods)).toMatchObject({ limit: 48 });
  });

  it('the recipes query sends the preference (none for "any") and the allergens, trimmed, unique and sorted', () => {
    expect(sidebarRecipesQuery('en', 'any', [])).toEqual({ locale: 'en', limit: 24 });
    expect(sidebarRecipesQuery('de', 'fish', [' nuts', 'milk', 'nuts', ''])).toEqual({
      locale: 'de',
      limit: 24,
      preference: 'fish',
      allergens: 'milk,nuts',
    });
    expect(allergenList(['b', ' a ', 'b'])).toEqual(['a', 'b']);
  });

  it('[AGEN-27] pages hold 9 items', () => {
    expect(SIDEBAR_PAGE_SIZE).toBe(9);
    const items = Array.from({ length: 24 }, (_, index) => index + 1);
    expect(pageCount(items.length)).toBe(3);
    expect(pageCount(48)).toBe(6);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(0)).toBe(0);
    expect(pageItems(items, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageItems(items, 2)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(pageItems(items, 3)).toEqual([19, 20, 21, 22, 23, 24]);
    // Past the end (the list got shorter): the last page.
    expect(pageItems(items, 7)).toEqual([19, 20, 21, 22, 23, 24]);
    expect(pageItems([], 1)).toEqual([]);
  });

  it('keeps a page within 1..pages', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(5, 3)).toBe(3);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(2, 0)).toBe(1);
  });

  it('moves between tabs with the arrow keys (wrapping), Home and End', () => {
    expect(tabAfterKey(0, 'ArrowRight', 2)).toBe(1);
    expect(tabAfterKey(1, 'ArrowRight', 2)).toBe(0);
    expect(tabAfterKey(0, 'ArrowLeft', 2)).toBe(1);
    expect(tabAfterKey(1, 'Home', 2)).toBe(0);
    expect(tabAfterKey(0, 'End', 2)).toBe(1);
    expect(tabAfterKey(0, 'Enter', 2)).toBeNull();
    expect(tabAfterKey(0, 'ArrowRight', 0)).toBeNull();
  });

  it('names the plan’s allergens a food holds', () => {
    const options = [
      { id: 1, find: 'milk', name: 'Milk' },
      { id: 2, find: 'nuts', name: 'Tree nuts' },
      { id: 3, find: 'eggs', name: 'Eggs' },
    ];
    expect(foodAllergenNames({ allergenIds: [1, 3, 9] }, options, ['milk', 'nuts'])).toEqual(['Milk']);
    expect(foodAllergenNames({ allergenIds: [1] }, options, [])).toEqual([]);
  });
});

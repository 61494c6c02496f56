import { describe, expect, it } from 'vitest';
import { dietClassOfFood, loosestDietClass } from './diet-class';

describe('diet class of a food', () => {
  it.each([
    ['Beef Products', 'Beef, ground, 85% lean meat / 15% fat, raw', 'meat'],
    ['Soups, Sauces, and Gravies', 'Soup, chicken broth, ready-to-serve', 'meat'],
    ['Soups, Sauces, and Gravies', 'Soup, vegetable broth, ready to serve', 'vegan'],
    ['Finfish and Shellfish Products', 'Fish, salmon, Atlantic, farmed, raw', 'fish'],
    ['Dairy and Egg Products', 'Butter, salted', 'vegetarian'],
    ['Sweets', 'Honey', 'vegetarian'],
    [
      'Nut and Seed Products',
      'Nuts, coconut milk, raw (liquid expressed from grated meat and water)',
      'vegan',
    ],
    ['Nut and Seed Products', 'Nuts, coconut meat, raw', 'vegan'],
    ['Nut and Seed Products', 'Seeds, sunflower seed butter, with salt added', 'vegan'],
    ['Legumes and Legume Products', 'Peanut butter, smooth style, with salt', 'vegan'],
    ['Vegetables and Vegetable Products', 'Eggplant, raw', 'vegan'],
    ['Vegetables and Vegetable Products', 'Mushrooms, oyster, raw', 'vegan'],
    ['Beverages', 'Beverages, almond milk, sweetened, vanilla flavor, ready-to-drink', 'vegan'],
  ] as const)('%s: %s → %s', (group, description, expected) => {
    expect(dietClassOfFood(group, description)).toBe(expected);
  });

  it('a recipe is as loose as its loosest ingredient: vegan ⊂ vegetarian ⊂ fish ⊂ meat', () => {
    expect(loosestDietClass(['vegan', 'fish', 'vegetarian'])).toBe('fish');
    expect(loosestDietClass([])).toBe('vegan');
  });
});

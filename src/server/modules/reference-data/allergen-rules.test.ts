import { describe, expect, it } from 'vitest';
import { deriveAllergens, isBranded } from './allergen-rules';

const codes = (group: string, description: string) => [...deriveAllergens(group, description).keys()].sort();

describe('allergen rules on SR28 descriptions', () => {
  it('almond milk → tree nuts, not milk', () => {
    expect(codes('Beverages', 'Beverages, almond milk, unsweetened, shelf stable')).toEqual(['nuts']);
  });
  it('peanut butter → peanuts (not milk)', () => {
    expect(codes('Legumes and Legume Products', 'Peanut butter, smooth style, without salt')).toEqual([
      'peanuts',
    ]);
  });
  it('soy sauce → soy + gluten', () => {
    expect(codes('Soups, Sauces, and Gravies', 'Soy sauce made from soy and wheat (shoyu)')).toEqual([
      'gluten',
      'soybeans',
    ]);
  });
  it('butter → milk', () => {
    expect(codes('Dairy and Egg Products', 'Butter, salted')).toEqual(['milk']);
  });
  it('egg pasta → eggs + gluten', () => {
    expect(codes('Cereal Grains and Pasta', 'Noodles, egg, dry, enriched')).toEqual(['eggs', 'gluten']);
  });
  it('shrimp → crustaceans (not fish)', () => {
    expect(codes('Finfish and Shellfish Products', 'Crustaceans, shrimp, raw')).toEqual(['crustaceans']);
  });
  it('tahini → sesame (not milk)', () => {
    expect(
      codes(
        'Nut and Seed Products',
        'Seeds, sesame butter, tahini, from roasted and toasted kernels (most common type)',
      ),
    ).toEqual(['sesame']);
  });
  it('eggs → eggs; cheese → milk; eggplant → nothing; fish → fish; mussels → molluscs', () => {
    expect(codes('Dairy and Egg Products', 'Egg, whole, raw, fresh')).toEqual(['eggs']);
    expect(codes('Dairy and Egg Products', 'Cheese, cheddar')).toEqual(['milk']);
    expect(codes('Vegetables and Vegetable Products', 'Eggplant, raw')).toEqual([]);
    expect(codes('Finfish and Shellfish Products', 'Fish, salmon, Atlantic, farmed, raw')).toEqual(['fish']);
    expect(codes('Finfish and Shellfish Products', 'Mollusks, mussel, blue, raw')).toEqual(['molluscs']);
  });
  it('gluten-free grains stay gluten-free; oats and rye carry gluten', () => {
    expect(codes('Cereal Grains and Pasta', 'Rice, white, long-grain, regular, raw, enriched')).toEqual([]);
    expect(codes('Cereal Grains and Pasta', 'Buckwheat groats, roasted, dry')).toEqual([]);
    expect(codes('Cereal Grains and Pasta', 'Rice flour, white, unenriched')).toEqual([]);
    expect(codes('Breakfast Cereals', 'Cereals, oats, regular and quick, not fortified, dry')).toEqual([
      'gluten',
    ]);
    expect(codes('Baked Products', 'Bread, rye')).toEqual(['gluten']);
  });
  it('coconut milk and soymilk are not dairy', () => {
    expect(
      codes('Nut and Seed Products', 'Nuts, coconut milk, raw (liquid expressed from grated meat and water)'),
    ).toEqual([]);
    expect(codes('Legumes and Legume Products', 'Soymilk, original and vanilla, unfortified')).toEqual([
      'soybeans',
    ]);
  });
  it('pastry and dough carry gluten', () => {
    expect(codes('Baked Products', 'Puff pastry, frozen, ready-to-bake')).toEqual(['gluten']);
  });

  it('overrides add and remove', () => {
    const found = deriveAllergens('Spices and Herbs', 'Spices, curry powder', {
      add: ['mustard', 'celery'],
      remove: [],
    });
    expect([...found.entries()].map(([code, { rule }]) => [code, rule]).sort()).toEqual([
      ['celery', 'override'],
      ['mustard', 'override'],
    ]);
  });

  it('false positives the audit found: gluten-free bread, soy yogurt, mustard spinach', () => {
    expect(
      codes('Baked Products', 'Bread, gluten-free, white, made with rice flour, corn starch, and/or tapioca'),
    ).toEqual([]);
    expect(codes('Legumes and Legume Products', 'Yogurt, soy')).toEqual(['soybeans']);
    expect(codes('Vegetables and Vegetable Products', 'Mustard spinach, (tendergreen), raw')).toEqual([]);
  });

  it('cautious side: wine vinegar and broth "may contain" sulphites and celery; balsamic contains sulphites', () => {
    expect(deriveAllergens('Spices and Herbs', 'Vinegar, red wine').get('sulphites')).toEqual({
      rule: 'keyword',
      level: 'may_contain',
    });
    expect(deriveAllergens('Spices and Herbs', 'Vinegar, balsamic').get('sulphites')?.level).toBe('contains');
    expect(
      deriveAllergens(
        'Soups, Sauces, and Gravies',
        'Soup, beef broth, bouillon, consomme, prepared with equal volume water',
      ).get('celery')?.level,
    ).toBe('may_contain');
  });

  it('a reviewed decision is final: its contains and may-contain lists replace the rules', () => {
    const found = deriveAllergens('Sweets', 'Candies, MARS SNACKFOOD US, SNICKERS Bar', undefined, {
      contains: ['peanuts', 'milk', 'soybeans', 'eggs'],
      mayContain: ['nuts'],
      why: 'Peanuts, milk chocolate, soy lecithin, egg whites; made on shared lines with tree nuts.',
    });
    expect(Object.fromEntries([...found].map(([code, { level }]) => [code, level]))).toEqual({
      peanuts: 'contains',
      milk: 'contains',
      soybeans: 'contains',
      eggs: 'contains',
      nuts: 'may_contain',
    });
  });

  it('brands are recognised by capitals or a maker; USDA and NFS are not brands', () => {
    expect(isBranded("Candies, REESE'S Peanut Butter Cups", '')).toBe(true);
    expect(isBranded('Applesauce, canned, unsweetened (includes USDA commodity)', '')).toBe(false);
    expect(isBranded('Tofu, firm', 'Mori-Nu')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { recipeCoverSvg } from './recipe-cover';

const SOUP = [
  { grams: 600, group: 'Vegetables and Vegetable Products', description: 'Beets, raw' },
  { grams: 200, group: 'Vegetables and Vegetable Products', description: 'Potatoes, flesh and skin, raw' },
  { grams: 5, group: 'Spices and Herbs', description: 'Dill weed, fresh' },
];

describe('generated recipe covers (issue 10 C9)', () => {
  it('are the same for the same recipe and differ between recipes', () => {
    expect(recipeCoverSvg('borscht', 'lunch', SOUP)).toBe(recipeCoverSvg('borscht', 'lunch', SOUP));
    expect(recipeCoverSvg('borscht', 'lunch', SOUP)).not.toBe(recipeCoverSvg('beet-salad', 'lunch', SOUP));
  });
  it('draw one slice per ingredient, the heaviest the largest, in the food’s colour; the cloth says the time of day', () => {
    const svg = recipeCoverSvg('borscht', 'lunch', SOUP);
    const slices = [
      ...svg.matchAll(/<path d="M200 150L[^"]+A84 84 0 (\d) 1 [^"]+Z" fill="(#[0-9a-f]{6})"\/>/g),
    ];
    expect(slices.map((m) => m[2])).toEqual(['#8f1d4a', '#d8b26a', '#5aa63f']); // beet, potato, dill
    expect(slices[0]![1]).toBe('1'); // the beet slice is more than half the plate
    expect(svg).toContain('fill="#e3f1e0"'); // lunch cloth
    expect(recipeCoverSvg('borscht', 'breakfast', SOUP)).toContain('fill="#fdf1d6"');
  });
});

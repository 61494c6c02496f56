import { describe, expect, it } from 'vitest';
import { ESTIMATED_WEIGHTS_G, estimatedWeight, MAX_ESTIMATED_G, MIN_ESTIMATED_G } from './food-recognition';

const MB = 1024 * 1024;

describe('estimated weights', () => {
  it('[IMG-16] the spec’s foods have their fixed weights, whatever the photo’s size', () => {
    const expected = {
      apple: 150,
      banana: 120,
      orange: 180,
      sandwich: 200,
      pizza: 300,
      burger: 250,
      salad: 150,
      bread: 100,
      cake: 120,
      cookie: 25,
    };
    expect(ESTIMATED_WEIGHTS_G).toEqual(expected);
    for (const [kind, grams] of Object.entries(expected)) {
      expect(estimatedWeight(kind, 0)).toBe(grams);
      expect(estimatedWeight(kind, 9 * MB)).toBe(grams);
    }
  });

  it('[IMG-17] any other food is 100 g per MB of photo, clamped to 50–400 g', () => {
    expect(estimatedWeight(null, 1 * MB)).toBe(100);
    expect(estimatedWeight('hot dog', 2.5 * MB)).toBe(250);
    expect(estimatedWeight(null, 0.2 * MB)).toBe(MIN_ESTIMATED_G);
    expect(estimatedWeight(null, 0)).toBe(50);
    expect(estimatedWeight(null, 6 * MB)).toBe(MAX_ESTIMATED_G);
    expect(estimatedWeight(null, 4 * MB)).toBe(400);
    expect(estimatedWeight('constructor', 1 * MB)).toBe(100);
  });
});

import { describe, expect, it } from 'vitest';
import { ALLERGEN_CODES } from '../../core/contracts/diet-plan';
import { ALLERGEN_MASK_BITS, allergenMask } from './allergen-mask';

describe('allergen mask bits (issue 13 A3)', () => {
  it('every allergen the product knows has a bit, and no bit moved (they are stored)', () => {
    expect(ALLERGEN_MASK_BITS.slice(0, ALLERGEN_CODES.length)).toEqual([...ALLERGEN_CODES]);
    expect(allergenMask(['celery'])).toBe(1);
    expect(allergenMask(['milk', 'nuts'])).toBe(2 ** 6 + 2 ** 9);
  });

  it('an allergen without a bit is an error, never silently "safe"', () => {
    expect(() => allergenMask(['unknown-allergen'])).toThrow(/no allergen mask bit/i);
  });
});

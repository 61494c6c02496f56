import { describe, expect, it } from 'vitest';
import { householdMeasure, unitKey } from './household-measure';

const POTATO = [
  { amount: 1, unit: 'medium (2-1/4" to 3-1/4" dia)', grams: 213 },
  { amount: 1, unit: 'small (1-3/4" to 2-1/2" dia)', grams: 170 },
];
const OIL = [
  { amount: 1, unit: 'tablespoon', grams: 13.6 },
  { amount: 1, unit: 'cup', grams: 218 },
];

describe('household measures next to grams (issue 10 B7)', () => {
  it('a measure that matches SR28’s portion within 40 % stays as written', () => {
    expect(householdMeasure(27, { amount: 2, unit: 'tbsp' }, OIL)).toEqual({ amount: 2, unit: 'tbsp' });
    expect(householdMeasure(180, { amount: 1, unit: 'medium' }, POTATO)).toEqual({
      amount: 1,
      unit: 'medium',
    });
  });
  it('an EU-sized "1 medium potato" of 100 g is recounted from SR28’s 213 g medium: ½ medium', () => {
    expect(householdMeasure(100, { amount: 1, unit: 'medium' }, POTATO)).toEqual({
      amount: 0.5,
      unit: 'medium',
    });
  });
  it('a measure far under a quarter of SR28’s unit is dropped; no SR28 portion of that unit keeps it', () => {
    expect(householdMeasure(20, { amount: 1, unit: 'medium' }, POTATO)).toBeNull();
    expect(householdMeasure(400, { amount: 1, unit: 'can' }, POTATO)).toEqual({ amount: 1, unit: 'can' });
    expect(householdMeasure(400, null, POTATO)).toBeNull();
  });
  it('unit keys', () => {
    expect(unitKey('large slice')).toBe('large_slice');
    expect(unitKey('tbsp')).toBe('tbsp');
  });
});

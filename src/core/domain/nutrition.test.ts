import { describe, expect, it } from 'vitest';
import { kcalPerHour, macroShares } from './nutrition';

describe('nutrition helpers', () => {
  it('[CONST-06] macro percentages are each macro’s share of protein + carbs + fat', () => {
    expect(macroShares({ protein: 20, carbs: 60, fat: 20 })).toEqual({ protein: 20, carbs: 60, fat: 20 });
    expect(macroShares({ protein: 0, carbs: 0, fat: 0 })).toEqual({ protein: 0, carbs: 0, fat: 0 });
  });

  it('kcal per hour is MET × body weight', () => {
    expect(kcalPerHour(7, 70)).toBe(490);
    expect(kcalPerHour(3.5, 82)).toBe(287);
  });
});

import { describe, expect, it } from 'vitest';
import { hydrationAdvice } from './hydration';

describe('hydration advice (DECISIONS AGEN-35)', () => {
  it('[AGEN-35] 35 ml/kg at PAL 1.2, rounded to 50 ml, in 250 ml glasses rounded up', () => {
    // 70 × 35 = 2450 ml → 9.8 glasses → 10.
    expect(hydrationAdvice(70, 1.2, 'maintain')).toEqual({
      recommendedMl: 2450,
      glasses: 10,
      basis: { weight: 70, activityLevel: 1.2, goal: 'maintain' },
    });
  });

  it('[AGEN-35] adds 10 % of the base per PAL step above 1.2', () => {
    // 70 × 35 × 1.2 = 2940 → 2950 ml, 11.8 glasses → 12.
    expect(hydrationAdvice(70, 1.55, 'lose')).toMatchObject({ recommendedMl: 2950, glasses: 12 });
    // 80 × 35 × 1.4 = 3920 → 3900 ml (nearest 50), 15.6 → 16.
    expect(hydrationAdvice(80, 1.9, 'gain')).toMatchObject({ recommendedMl: 3900, glasses: 16 });
    // 61 × 35 × 1.1 = 2348.5 → 2350 ml.
    expect(hydrationAdvice(61, 1.375, 'maintain').recommendedMl).toBe(2350);
    expect(hydrationAdvice(61, 1.725, 'maintain').recommendedMl).toBe(Math.round((61 * 35 * 1.3) / 50) * 50);
  });

  it('[AGEN-35] the goal is reported in the basis and does not change the amount', () => {
    const amounts = (['lose', 'maintain', 'gain'] as const).map((goal) => hydrationAdvice(90, 1.725, goal));
    expect(new Set(amounts.map((a) => a.recommendedMl)).size).toBe(1);
    expect(amounts.map((a) => a.basis.goal)).toEqual(['lose', 'maintain', 'gain']);
  });
});

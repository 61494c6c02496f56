import { describe, expect, it } from 'vitest';
import {
  caffeineMg,
  DRINKS,
  exerciseKcal,
  feetInchesToCm,
  harrisBenedict,
  lbsToKg,
  mifflinStJeor,
  targetCalories,
  weeklyWeightChangeKg,
} from './energy';

describe('energy math (B §9, DECISIONS GQ-16)', () => {
  const man = { sex: 'male' as const, age: 30, weightKg: 70, heightCm: 180 };
  const woman = { sex: 'female' as const, age: 40, weightKg: 60, heightCm: 165 };

  it('Harris-Benedict with the constants as given; 0 when a measurement is missing', () => {
    // 88.362 + 13.397·70 + 4.799·180 − 5.677·30 = 1719.662
    expect(harrisBenedict(man)).toBeCloseTo(1719.662, 3);
    // 447.593 + 9.247·60 + 3.098·165 − 4.33·40 = 1340.383
    expect(harrisBenedict(woman)).toBeCloseTo(1340.383, 3);
    expect(harrisBenedict({ ...man, weightKg: 0 })).toBe(0);
  });

  it('[GQ-16] Mifflin-St Jeor: 10·kg + 6.25·cm − 5·age + 5 / − 161', () => {
    expect(mifflinStJeor(man)).toBe(700 + 1125 - 150 + 5);
    expect(mifflinStJeor(woman)).toBe(600 + 1031.25 - 200 - 161);
  });

  it('target = BMR × PAL + goal (lose −450, gain +400), at least 1200 kcal', () => {
    expect(targetCalories(man, 1.55, 'maintain')).toBe(Math.round(1680 * 1.55));
    expect(targetCalories(man, 1.55, 'lose')).toBe(Math.round(1680 * 1.55 - 450));
    expect(targetCalories(man, 1.55, 'gain')).toBe(Math.round(1680 * 1.55 + 400));
    expect(targetCalories({ sex: 'female', age: 90, weightKg: 35, heightCm: 120 }, 1.2, 'lose')).toBe(1200);
  });

  it('exercise kcal = METs × kg × hours; caffeine = volume / 100 × per-100 ml; units', () => {
    expect(exerciseKcal(8, 70, 30)).toBe(280);
    expect(caffeineMg(250, DRINKS.coffee.caffeinePer100Ml)).toBe(95);
    expect(caffeineMg(300, DRINKS.tea.caffeinePer100Ml)).toBe(48);
    expect(caffeineMg(500, DRINKS.energy.caffeinePer100Ml)).toBe(240);
    expect(lbsToKg(154.3234)).toBeCloseTo(70, 3);
    expect(feetInchesToCm(5, 11)).toBeCloseTo(180.34, 2);
    expect(weeklyWeightChangeKg(2000, 2550)).toBeCloseTo(-0.5, 3);
  });
});

import { describe, expect, it } from 'vitest';
import type { FoodNutrition } from '../../../../core/contracts/food-recognition';
import { clampWeight, estimateNutrition, scaleNutrition, shownNutrition, type ChosenFood } from './nutrition';

const PER_100G = {
  calories: 290,
  protein: 10.4,
  carbohydrates: 24.3,
  fat: 16.8,
  fiber: 0.8,
  sugar: 4,
  sodium: 810,
};
const HOTDOG: ChosenFood = { foodId: 21, name: 'Hot dog', category: 'Fast food', per100g: PER_100G };
const SERVER_150: FoodNutrition = {
  calories: 435,
  protein: 15.6,
  carbohydrates: 36.5,
  fat: 25.2,
  fiber: 1.2,
  sugar: 6,
  sodium: 1215,
  weight: 150,
};

describe('the nutrition shown for a food and a weight', () => {
  it('[IMG-24] the estimate is the per-100 g values × weight / 100', () => {
    expect(estimateNutrition(PER_100G, 250)).toEqual({
      calories: 725,
      protein: 26,
      carbohydrates: 60.8,
      fat: 42,
      fiber: 2,
      sugar: 10,
      sodium: 2025,
      weight: 250,
    });
  });

  it('[IMG-23] a failed lookup shows the estimate, marked as an estimate', () => {
    const shown = shownNutrition({
      food: HOTDOG,
      weight: 200,
      answer: undefined,
      failed: true,
      fetching: false,
    });
    expect(shown).toEqual({ nutrition: estimateNutrition(PER_100G, 200), estimate: true, pending: false });
  });

  it('[IMG-24] a recognition without a food of our table always shows the estimate', () => {
    const shown = shownNutrition({
      food: { ...HOTDOG, foodId: null },
      weight: 100,
      answer: { foodId: 21, nutrition: SERVER_150 },
      failed: false,
      fetching: false,
    });
    expect(shown.estimate).toBe(true);
    expect(shown.nutrition.calories).toBe(290);
  });

  it('the server’s figures follow a new weight at once, and are confirmed when its answer comes', () => {
    const answer = { foodId: 21, nutrition: SERVER_150 };
    const moved = shownNutrition({ food: HOTDOG, weight: 300, answer, failed: false, fetching: false });
    expect(moved).toMatchObject({ estimate: false, pending: true });
    expect(moved.nutrition).toMatchObject({ calories: 870, sodium: 2430, protein: 31.2, weight: 300 });
    const confirmed = shownNutrition({ food: HOTDOG, weight: 150, answer, failed: false, fetching: false });
    expect(confirmed).toEqual({ nutrition: SERVER_150, estimate: false, pending: false });
    expect(scaleNutrition(SERVER_150, 150)).toBe(SERVER_150);
  });

  it('an answer about another food is not shown for a newly chosen one', () => {
    const shown = shownNutrition({
      food: { ...HOTDOG, foodId: 22 },
      weight: 150,
      answer: { foodId: 21, nutrition: SERVER_150 },
      failed: false,
      fetching: true,
    });
    expect(shown).toEqual({ nutrition: estimateNutrition(PER_100G, 150), estimate: false, pending: true });
  });

  it('weights are whole grams from 1 to 2000', () => {
    expect([0, -5, 1, 150.4, 150.6, 2000, 2500, Number.NaN].map(clampWeight)).toEqual([
      1, 1, 1, 150, 151, 2000, 2000, 1,
    ]);
  });
});

/** CONST-06: each macro's share (in %) of protein + carbs + fat by weight. */
export function macroShares(grams: { protein: number; carbs: number; fat: number }): {
  protein: number;
  carbs: number;
  fat: number;
} {
  const sum = grams.protein + grams.carbs + grams.fat;
  if (sum <= 0) return { protein: 0, carbs: 0, fat: 0 };
  return {
    protein: (grams.protein / sum) * 100,
    carbs: (grams.carbs / sum) * 100,
    fat: (grams.fat / sum) * 100,
  };
}

/** kcal per hour of an activity for a body weight: MET × kg (1 MET ≈ 1 kcal per kg and hour). */
export function kcalPerHour(met: number, weightKg: number): number {
  return Math.round(met * weightKg);
}

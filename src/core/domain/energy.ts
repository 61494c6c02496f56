/**
 * Energy and drink arithmetic shared by both generators (spec B §9, DECISIONS GQ-12/13/16, AGEN-05).
 */
export type Sex = 'male' | 'female';
export type Goal = 'lose' | 'maintain' | 'gain';
export type BmrFormula = 'harris-benedict' | 'mifflin-st-jeor';

/** GQ-12: the activity levels offered. */
export const PAL_OPTIONS = [1.2, 1.375, 1.55, 1.725, 1.9] as const;
export const MIN_DAILY_KCAL = 1200;
/** B §9, GQ-22: a calorie goal the member sets moves in steps of 100 kcal. */
export const CALORIE_GOAL_STEP = 100;
export const GOAL_ADJUSTMENT_KCAL: Record<Goal, number> = { lose: -450, maintain: 0, gain: 400 };
/** GQ-13: the generators' input bounds. */
export const PROFILE_BOUNDS = { age: [16, 90], weightKg: [35, 220], heightCm: [120, 220] } as const;

export interface Profile {
  sex: Sex;
  age: number;
  weightKg: number;
  heightCm: number;
}

/** B §9: Harris-Benedict (revised) constants as given; 0 when a measurement is missing. */
export function harrisBenedict({ sex, age, weightKg, heightCm }: Profile): number {
  if (!weightKg || !heightCm || !age) return 0;
  return sex === 'male'
    ? 88.362 + 13.397 * weightKg + 4.799 * heightCm - 5.677 * age
    : 447.593 + 9.247 * weightKg + 3.098 * heightCm - 4.33 * age;
}

/** GQ-16: 10·kg + 6.25·cm − 5·age + 5 (male), − 161 (female). */
export function mifflinStJeor({ sex, age, weightKg, heightCm }: Profile): number {
  if (!weightKg || !heightCm || !age) return 0;
  return 10 * weightKg + 6.25 * heightCm - 5 * age + (sex === 'male' ? 5 : -161);
}

export function basalMetabolicRate(profile: Profile, formula: BmrFormula = 'mifflin-st-jeor'): number {
  return formula === 'harris-benedict' ? harrisBenedict(profile) : mifflinStJeor(profile);
}

/** Daily intake target: BMR × PAL adjusted for the goal, never below 1200 kcal, whole kcal. */
export function targetCalories(
  profile: Profile,
  pal: number,
  goal: Goal,
  formula: BmrFormula = 'mifflin-st-jeor',
): number {
  const need = basalMetabolicRate(profile, formula) * pal;
  return Math.max(MIN_DAILY_KCAL, Math.round(need + GOAL_ADJUSTMENT_KCAL[goal]));
}

/** Weekly weight change in kg for an intake `target` against a need: 7 × (target − need) / 7700. */
export function weeklyWeightChangeKg(target: number, need: number): number {
  return (7 * (target - need)) / 7700;
}

/** kcal burned: METs × kg × hours. */
export function exerciseKcal(mets: number, weightKg: number, minutes: number): number {
  return mets * weightKg * (minutes / 60);
}

export const lbsToKg = (lbs: number): number => lbs / 2.20462;
export const feetInchesToCm = (feet: number, inches: number): number => feet * 30.48 + inches * 2.54;

export type DrinkKind = 'water' | 'coffee' | 'tea' | 'energy';

/** B §9 drink config: the offered volumes and caffeine per 100 ml. */
export const DRINKS: Record<DrinkKind, { volumes: readonly number[]; caffeinePer100Ml: number }> = {
  water: { volumes: [250, 500, 750], caffeinePer100Ml: 0 },
  coffee: { volumes: [150, 250, 350], caffeinePer100Ml: 38 },
  tea: { volumes: [200, 300, 400], caffeinePer100Ml: 16 },
  energy: { volumes: [250, 500], caffeinePer100Ml: 48 },
};
export const DEFAULT_DRINK_ML = 250;

/** Caffeine in mg = volume / 100 × the per-100 ml value. */
export function caffeineMg(volumeMl: number, caffeinePer100Ml: number): number {
  return (volumeMl / 100) * caffeinePer100Ml;
}

export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

import { PAL_OPTIONS, type Goal } from './energy';

/** DECISIONS AGEN-35: 35 ml per kg of body weight a day. */
export const ML_PER_KG = 35;
/** Each activity level above 1.2 (GQ-12's list) adds 10 % of the base. */
export const PAL_STEP_SHARE = 0.1;
export const HYDRATION_ROUNDING_ML = 50;
/** A §9: a default drink is 250 ml. */
export const GLASS_ML = 250;

export interface HydrationAdvice {
  recommendedMl: number;
  glasses: number;
  basis: { weight: number; activityLevel: number; goal: Goal };
}

/**
 * The daily water advice of the alternative generator. The goal is carried in the basis only: the decision
 * gives it no effect on the amount. An activity level outside GQ-12's list counts from its nearest step below.
 */
export function hydrationAdvice(weight: number, activityLevel: number, goal: Goal): HydrationAdvice {
  const steps = Math.max(0, PAL_OPTIONS.filter((pal) => pal <= activityLevel).length - 1);
  const exact = weight * ML_PER_KG * (1 + PAL_STEP_SHARE * steps);
  const recommendedMl = Math.round(exact / HYDRATION_ROUNDING_ML) * HYDRATION_ROUNDING_ML;
  return {
    recommendedMl,
    glasses: Math.ceil(recommendedMl / GLASS_ML),
    basis: { weight, activityLevel, goal },
  };
}

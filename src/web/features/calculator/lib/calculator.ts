import { z } from 'zod';
import {
  basalMetabolicRate,
  PAL_OPTIONS,
  PROFILE_BOUNDS,
  targetCalories,
  weeklyWeightChangeKg,
  type BmrFormula,
  type Goal,
  type Profile,
  type Sex,
} from '../../../../core/domain/energy';

/*
 * DECISIONS ACCT-10: the calculator uses the generators' own formulas (core/domain/energy): BMR by
 * Mifflin-St Jeor (GQ-16, the default) or Harris-Benedict (B §9), the need as BMR × PAL, and the targets
 * with the generators' goal adjustments and 1,200 kcal floor. Its bounds are the generators' (GQ-13).
 */

export const SEXES: readonly Sex[] = ['female', 'male'];
export const GOALS: readonly Goal[] = ['lose', 'maintain', 'gain'];
export const FORMULAS: readonly BmrFormula[] = ['mifflin-st-jeor', 'harris-benedict'];
export { PAL_OPTIONS, PROFILE_BOUNDS };

/** The text key of an activity level: 1.375 → "1_375". */
export const palKey = (pal: number): string => String(pal).replace('.', '_');

/** The form as typed: numbers stay text until they are checked. */
export interface CalculatorValues {
  sex: Sex | '';
  age: string;
  heightCm: string;
  weightKg: string;
  pal: string;
  formula: BmrFormula;
}

export const initialValues: CalculatorValues = {
  sex: '',
  age: '',
  heightCm: '',
  weightKg: '',
  pal: String(PAL_OPTIONS[0]),
  formula: 'mifflin-st-jeor',
};

/** A measurement: required, a number (a decimal comma too), within the generators' bounds. */
function measurement(
  name: 'age' | 'height' | 'weight',
  [min, max]: readonly [number, number],
  whole = false,
) {
  const number = z
    .number({ error: `${name}Range` })
    .min(min, `${name}Range`)
    .max(max, `${name}Range`);
  return z
    .string()
    .trim()
    .min(1, `${name}Required`)
    .transform((text) => Number(text.replace(',', '.')))
    .pipe(whole ? number.int(`${name}Range`) : number);
}

/** Messages are keys of the calculator's `errors`. */
export const CalculatorForm = z.object({
  sex: z.string({ error: 'sexRequired' }).pipe(z.enum(SEXES as [Sex, ...Sex[]], { error: 'sexRequired' })),
  age: measurement('age', PROFILE_BOUNDS.age, true),
  heightCm: measurement('height', PROFILE_BOUNDS.heightCm),
  weightKg: measurement('weight', PROFILE_BOUNDS.weightKg),
  pal: z
    .string()
    .transform(Number)
    .pipe(z.number().refine((pal) => (PAL_OPTIONS as readonly number[]).includes(pal), 'palInvalid')),
  formula: z.enum(FORMULAS as [BmrFormula, ...BmrFormula[]]),
});
export type CalculatorInput = z.output<typeof CalculatorForm>;

/** WHO adult BMI classes. */
export const BMI_CATEGORIES = ['underweight', 'normal', 'overweight', 'obese1', 'obese2', 'obese3'] as const;
export type BmiCategory = (typeof BMI_CATEGORIES)[number];

/** kg / m², to one decimal. */
export function bodyMassIndex(weightKg: number, heightCm: number): number {
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 10) / 10;
}

/** WHO: under 18.5, 18.5–24.9, 25–29.9, 30–34.9, 35–39.9, 40 and more (on the BMI as shown). */
export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 18.5) return 'underweight';
  if (bmi < 25) return 'normal';
  if (bmi < 30) return 'overweight';
  if (bmi < 35) return 'obese1';
  if (bmi < 40) return 'obese2';
  return 'obese3';
}

export interface GoalTarget {
  goal: Goal;
  kcal: number;
  /** Expected change in kg per week at this intake (0 for keeping the weight). */
  weeklyChangeKg: number;
}

export interface CalculatorResult {
  bmi: number;
  category: BmiCategory;
  bmr: number;
  /** Total daily energy expenditure: BMR × PAL. */
  tdee: number;
  pal: number;
  targets: GoalTarget[];
}

export function calculate({ sex, age, heightCm, weightKg, pal, formula }: CalculatorInput): CalculatorResult {
  const profile: Profile = { sex, age, heightCm, weightKg };
  const bmr = basalMetabolicRate(profile, formula);
  const need = bmr * pal;
  const bmi = bodyMassIndex(weightKg, heightCm);
  return {
    bmi,
    category: bmiCategory(bmi),
    bmr: Math.round(bmr),
    tdee: Math.round(need),
    pal,
    targets: GOALS.map((goal) => {
      const kcal = targetCalories(profile, pal, goal, formula);
      return { goal, kcal, weeklyChangeKg: goal === 'maintain' ? 0 : weeklyWeightChangeKg(kcal, need) };
    }),
  };
}

/**
 * The personal generator's 3-step form as data: defaults (A §3, DECISIONS GQ-27), clamping and validation
 * per step (GQ-13, PGEN-25), the energy figures shown live, and the plan request and saved meta it yields.
 */
import {
  PERSONAL_PLAN_MAX_DAYS,
  type DietMeta,
  type PlanRequest,
} from '../../../../core/contracts/diet-plan';
import {
  basalMetabolicRate,
  clamp,
  DEFAULT_DRINK_ML,
  DRINKS,
  feetInchesToCm,
  GOAL_ADJUSTMENT_KCAL,
  lbsToKg,
  MIN_DAILY_KCAL,
  PAL_OPTIONS,
  PROFILE_BOUNDS,
  targetCalories,
  weeklyWeightChangeKg,
  type BmrFormula,
  type DrinkKind,
  type Goal,
} from '../../../../core/domain/energy';
import { formulaSex, type Gender } from '../../../../core/domain/gender';
import {
  MAX_MONITORED_NUTRIENTS,
  MAX_SCHEDULE_ITEMS,
  TIME_OF_DAY,
} from '../../../../core/domain/plan/limits';
import { sortedByTime } from '../../../../core/domain/plan/pool';
import type { DietPreference, DrinkVolumes, ScheduleItem } from '../../../../core/domain/plan/types';
import type { Locale } from '../../../../core/i18n/locales';

/** What each step of the form gets from the page. */
export interface QuestionnaireStepProps {
  form: QuestionnaireForm;
  errors: FieldErrors;
  locale: Locale;
  onChange(form: QuestionnaireForm): void;
}

export const LBS_PER_KG = 2.20462;
export const STEP_COUNT = 3;
export { MAX_SCHEDULE_ITEMS };
export const MAX_MONITORED = MAX_MONITORED_NUTRIENTS;
export const FORM_SCHEDULE_TYPES = ['Meal', 'Exercise'] as const;
export const DRINK_KINDS: readonly DrinkKind[] = ['water', 'coffee', 'tea', 'energy'];
export const GOALS: readonly Goal[] = ['lose', 'maintain', 'gain'];
export const FORMULAS: readonly BmrFormula[] = ['mifflin-st-jeor', 'harris-benedict'];
export const GENDER_CHOICES: readonly Gender[] = ['male', 'female', 'diverse', 'unspecified'];

export interface QuestionnaireForm {
  // Step 1: personal data (numbers as typed, clamped on leaving the field and on Next).
  age: string;
  gender: Gender;
  /** REG-28: the formula basis a diverse or unspecified profile chooses. */
  basis: 'male' | 'female';
  weight: string;
  weightUnit: 'kg' | 'lbs';
  heightCm: string;
  heightFeet: string;
  heightInches: string;
  heightUnit: 'cm' | 'ft';
  pal: number;
  goal: Goal;
  formula: BmrFormula;
  // Step 2: preferences.
  dietType: DietPreference;
  allergens: string[];
  monitored: Array<{ nutrientId: number; target: string }>;
  drinks: DrinkVolumes;
  // Step 3: schedule.
  schedule: ScheduleItem[];
  duration: string;
  startDate: string;
}

export interface DefaultLabels {
  breakfast: string;
  lunch: string;
  dinner: string;
  exercise: string;
}

/** YYYY-MM-DD of a date in the browser's time zone. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A §3 defaults: 30 years, male, 70 kg, 180 cm, PAL 1.2; meals 08:00, 12:00, 18:00 and exercise 19:00. */
export function defaultForm(labels: DefaultLabels, today: string): QuestionnaireForm {
  return {
    age: '30',
    gender: 'male',
    basis: 'male',
    weight: '70',
    weightUnit: 'kg',
    heightCm: '180',
    heightFeet: '5',
    heightInches: '11',
    heightUnit: 'cm',
    pal: 1.2,
    goal: 'maintain',
    formula: 'mifflin-st-jeor',
    dietType: 'any',
    allergens: [],
    monitored: [],
    drinks: {
      water: DEFAULT_DRINK_ML,
      coffee: DEFAULT_DRINK_ML,
      tea: DEFAULT_DRINK_ML,
      energy: DEFAULT_DRINK_ML,
    },
    schedule: defaultSchedule(labels),
    duration: '7',
    startDate: today,
  };
}

export function defaultSchedule(labels: DefaultLabels): ScheduleItem[] {
  return [
    { id: 'meal-1', time: '08:00', type: 'Meal', label: labels.breakfast },
    { id: 'meal-2', time: '12:00', type: 'Meal', label: labels.lunch },
    { id: 'meal-3', time: '18:00', type: 'Meal', label: labels.dinner },
    { id: 'exercise-1', time: '19:00', type: 'Exercise', label: labels.exercise },
  ];
}

/** The volumes offered per drink: B §9's choices plus the 250 ml default. */
export function drinkChoices(kind: DrinkKind): number[] {
  return [...new Set([...DRINKS[kind].volumes, DEFAULT_DRINK_ML])].sort((a, b) => a - b);
}

/** A number as typed: '72,5' and '72.5' both read 72.5; blanks and words are null. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^-?\d*\.?\d+$|^-?\d+\.$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const show = (value: number) => String(round1(value));

export function clampAge(text: string): number | null {
  const value = parseDecimal(text);
  return value === null ? null : clamp(Math.round(value), PROFILE_BOUNDS.age[0], PROFILE_BOUNDS.age[1]);
}

/** kg within 35–220, whatever unit the user typed in (lbs ÷ 2.20462). */
export function weightKgOf(form: Pick<QuestionnaireForm, 'weight' | 'weightUnit'>): number | null {
  const value = parseDecimal(form.weight);
  if (value === null) return null;
  const kg = form.weightUnit === 'lbs' ? lbsToKg(value) : value;
  return round1(clamp(kg, PROFILE_BOUNDS.weightKg[0], PROFILE_BOUNDS.weightKg[1]));
}

/** cm within 120–220, from centimetres or feet and inches (30.48 and 2.54 cm). */
export function heightCmOf(
  form: Pick<QuestionnaireForm, 'heightCm' | 'heightFeet' | 'heightInches' | 'heightUnit'>,
): number | null {
  let cm: number;
  if (form.heightUnit === 'cm') {
    const value = parseDecimal(form.heightCm);
    if (value === null) return null;
    cm = value;
  } else {
    const feet = parseDecimal(form.heightFeet);
    const inches = form.heightInches.trim() === '' ? 0 : parseDecimal(form.heightInches);
    if (feet === null || inches === null) return null;
    cm = feetInchesToCm(feet, inches);
  }
  return Math.round(clamp(cm, PROFILE_BOUNDS.heightCm[0], PROFILE_BOUNDS.heightCm[1]));
}

function feetAndInches(cm: number): { feet: string; inches: string } {
  const totalInches = Math.round(cm / 2.54);
  return { feet: String(Math.floor(totalInches / 12)), inches: String(totalInches % 12) };
}

/** Switching kg ↔ lbs converts what is in the field. */
export function withWeightUnit(form: QuestionnaireForm, unit: 'kg' | 'lbs'): QuestionnaireForm {
  if (unit === form.weightUnit) return form;
  const kg = weightKgOf(form);
  if (kg === null) return { ...form, weightUnit: unit };
  return { ...form, weightUnit: unit, weight: show(unit === 'lbs' ? kg * LBS_PER_KG : kg) };
}

/** Switching cm ↔ feet/inches converts what is in the fields. */
export function withHeightUnit(form: QuestionnaireForm, unit: 'cm' | 'ft'): QuestionnaireForm {
  if (unit === form.heightUnit) return form;
  const cm = heightCmOf(form);
  if (cm === null) return { ...form, heightUnit: unit };
  return unit === 'ft'
    ? { ...form, heightUnit: unit, ...feetAndInchesFields(cm) }
    : { ...form, heightUnit: unit, heightCm: String(cm) };
}

function feetAndInchesFields(cm: number) {
  const { feet, inches } = feetAndInches(cm);
  return { heightFeet: feet, heightInches: inches };
}

export type FieldErrors = Partial<Record<string, string>>;

/** Error keys (planner:errors.*) per field. */
export interface StepResult {
  form: QuestionnaireForm;
  errors: FieldErrors;
}

/** Step 1: numbers clamped into their ranges, blanks are errors. */
export function clampPersonal(form: QuestionnaireForm): StepResult {
  const errors: FieldErrors = {};
  let next = { ...form };
  const age = clampAge(form.age);
  if (age === null) errors.age = 'ageRequired';
  else next.age = String(age);
  const kg = weightKgOf(form);
  if (kg === null) errors.weight = 'weightRequired';
  else next.weight = show(form.weightUnit === 'lbs' ? kg * LBS_PER_KG : kg);
  const cm = heightCmOf(form);
  if (cm === null) errors.height = 'heightRequired';
  else
    next =
      form.heightUnit === 'cm' ? { ...next, heightCm: String(cm) } : { ...next, ...feetAndInchesFields(cm) };
  if (!(PAL_OPTIONS as readonly number[]).includes(form.pal)) next.pal = PAL_OPTIONS[0];
  return { form: next, errors };
}

/** Step 2: monitored nutrient targets are numbers from 0 to 100 000. */
export function clampPreferences(form: QuestionnaireForm): StepResult {
  const errors: FieldErrors = {};
  const monitored = form.monitored.map((entry) => {
    const value = parseDecimal(entry.target);
    if (value === null) {
      errors[`monitored.${entry.nutrientId}`] = 'targetRequired';
      return entry;
    }
    return { ...entry, target: show(clamp(value, 0, 100_000)) };
  });
  return { form: { ...form, monitored }, errors };
}

const TIME = TIME_OF_DAY;

/** Step 3: at least one meal, valid times, duration clamped to 1–30 (PGEN-25), a valid start date. */
export function clampSchedule(form: QuestionnaireForm): StepResult {
  const errors: FieldErrors = {};
  const schedule = sortedByTime(
    form.schedule.map((item) => ({ ...item, label: item.label.trim().slice(0, 80) })),
  );
  schedule.forEach((item) => {
    if (!TIME.test(item.time)) errors[`schedule.${item.id}`] = 'timeInvalid';
  });
  if (!schedule.some((item) => item.type === 'Meal')) errors.schedule = 'mealRequired';
  const days = parseDecimal(form.duration);
  let duration = form.duration;
  if (days === null) errors.duration = 'durationRequired';
  else duration = String(clamp(Math.round(days), 1, PERSONAL_PLAN_MAX_DAYS));
  if (!isIsoDate(form.startDate)) errors.startDate = 'startDateInvalid';
  return { form: { ...form, schedule, duration }, errors };
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const STEP_CHECKS = [clampPersonal, clampPreferences, clampSchedule] as const;

/** Every step at once (the plan is generated only from a form that passes all three). */
export function clampAll(form: QuestionnaireForm): StepResult {
  let current = form;
  const errors: FieldErrors = {};
  for (const check of STEP_CHECKS) {
    const result = check(current);
    current = result.form;
    Object.assign(errors, result.errors);
  }
  return { form: current, errors };
}

export interface EnergyFigures {
  bmr: number;
  /** BMR × PAL. */
  need: number;
  /** Intake target: need adjusted for the goal, at least 1200 kcal. */
  target: number;
  /** kg per week; shown when above 0.01 kg in magnitude (B §9). */
  weeklyChangeKg: number;
}

/** The sex the formulas use: male or female, or the chosen basis for diverse/unspecified (REG-28). */
export const formulaSexOf = (form: Pick<QuestionnaireForm, 'gender' | 'basis'>) =>
  formulaSex(form.gender, form.basis);

export function energyFigures(form: QuestionnaireForm): EnergyFigures | null {
  const age = clampAge(form.age);
  const weightKg = weightKgOf(form);
  const heightCm = heightCmOf(form);
  if (age === null || weightKg === null || heightCm === null) return null;
  const profile = { sex: formulaSexOf(form), age, weightKg, heightCm };
  const bmr = basalMetabolicRate(profile, form.formula);
  const need = bmr * form.pal;
  const target = targetCalories(profile, form.pal, form.goal, form.formula);
  return {
    bmr: Math.round(bmr),
    need: Math.round(need),
    target,
    weeklyChangeKg: weeklyWeightChangeKg(target, need),
  };
}

/** The default target of a monitored nutrient: the daily value for the formula's sex (0 when none is known). */
export function defaultNutrientTarget(
  nutrient: { daily_men: number | null; daily_woman: number | null },
  sex: 'male' | 'female',
): number {
  return (sex === 'female' ? nutrient.daily_woman : nutrient.daily_men) ?? 0;
}

/** The generation call (PGEN-26) from a form that passed `clampAll`. */
export function planRequest(form: QuestionnaireForm, seed: number): PlanRequest {
  const figures = energyFigures(form);
  return {
    targetCalories: figures?.target ?? MIN_DAILY_KCAL,
    preferences: {
      dietType: form.dietType,
      allergens: form.allergens as PlanRequest['preferences']['allergens'],
    },
    schedule: form.schedule,
    planDuration: clamp(Math.round(parseDecimal(form.duration) ?? 1), 1, PERSONAL_PLAN_MAX_DAYS),
    startDate: form.startDate,
    seed,
    weightKg: weightKgOf(form) ?? 70,
    goal: form.goal,
    defaultDrinkVolumes: form.drinks,
    monitoredNutrients: monitoredOf(form),
  };
}

function monitoredOf(form: QuestionnaireForm): DietMeta['preferences']['monitoredNutrients'] {
  return form.monitored.map((entry) => ({
    nutrientId: entry.nutrientId,
    targetValue: parseDecimal(entry.target) ?? 0,
  }));
}

/** The saved diet's meta (A §3, PGEN-15/17/19/21). */
export function planMeta(form: QuestionnaireForm, request: PlanRequest, generatedAt: string): DietMeta {
  return {
    personalData: {
      age: clampAge(form.age) ?? 30,
      gender: formulaSexOf(form),
      weight: weightKgOf(form) ?? 70,
      height: heightCmOf(form) ?? 180,
      pal: form.pal,
    },
    preferences: {
      allergens: form.allergens as DietMeta['preferences']['allergens'],
      dietType: form.dietType,
      monitoredNutrients: monitoredOf(form),
      defaultDrinkVolumes: { ...form.drinks },
    },
    schedule: { items: form.schedule.map((item) => ({ ...item })) },
    targetCalories: request.targetCalories,
    planDuration: request.planDuration,
    startDate: request.startDate,
    generatedAt,
    generator: 'personal',
  };
}

/**
 * The form again from a saved diet's meta ("change inputs" on a loaded plan). The meta keeps no goal or
 * formula: they are read back from the target when one of them gives it exactly.
 */
export function formFromMeta(meta: DietMeta, labels: DefaultLabels, today: string): QuestionnaireForm {
  const base = defaultForm(labels, today);
  const { age, gender, weight, height, pal } = meta.personalData;
  const palOption = PAL_OPTIONS.reduce(
    (best, option) => (Math.abs(option - pal) < Math.abs(best - pal) ? option : best),
    PAL_OPTIONS[0],
  );
  const profile = { sex: gender, age, weightKg: weight, heightCm: height };
  let goal: Goal = 'maintain';
  let formula: BmrFormula = 'mifflin-st-jeor';
  search: for (const f of FORMULAS) {
    for (const g of GOALS) {
      if (targetCalories(profile, palOption, g, f) === meta.targetCalories) {
        goal = g;
        formula = f;
        break search;
      }
    }
  }
  const schedule = meta.schedule.items.filter((item) =>
    (FORM_SCHEDULE_TYPES as readonly string[]).includes(item.type),
  );
  return {
    ...base,
    age: String(age),
    gender,
    basis: gender,
    weight: show(weight),
    heightCm: String(Math.round(height)),
    ...feetAndInchesFields(height),
    pal: palOption,
    goal,
    formula,
    dietType: meta.preferences.dietType,
    allergens: [...meta.preferences.allergens],
    monitored: meta.preferences.monitoredNutrients.map((n) => ({
      nutrientId: n.nutrientId,
      target: show(n.targetValue),
    })),
    drinks: { ...meta.preferences.defaultDrinkVolumes },
    schedule: schedule.length > 0 ? schedule.map((item) => ({ ...item })) : base.schedule,
    duration: String(clamp(meta.planDuration, 1, PERSONAL_PLAN_MAX_DAYS)),
    startDate: meta.startDate,
  };
}

/** The goal adjustment the form shows beside the goal choice. */
export const goalAdjustment = (goal: Goal) => GOAL_ADJUSTMENT_KCAL[goal];

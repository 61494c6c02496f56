/**
 * Step 1 of the alternative four-step generator as data (issue 20; A §2, §3, §5, §9; B §9; DECISIONS GQ-06,
 * GQ-12, GQ-13, GQ-27, AGEN-05): the body fields as typed in metric or imperial units, their bounds, the
 * conversion to the stored kg / cm, and the form's field errors. The stored form is always in kg and cm.
 */
import {
  AltGeneratorFormSchema,
  MAX_MEALS_PER_DAY,
  MAX_TRAININGS_PER_DAY,
} from '../../../../core/contracts/alt-generator';
import { ALLERGEN_CODES } from '../../../../core/contracts/diet-plan';
import type { NamedOption } from '../../../../core/contracts/generator-data';
import { mealTimesOf, type AltGeneratorForm } from '../../../../core/domain/alt-plan';
import { feetInchesToCm, lbsToKg, PROFILE_BOUNDS } from '../../../../core/domain/energy';
import { formatNumber } from '../../../../core/domain/format';
import type { Locale } from '../../../../core/i18n/locales';

export type Units = AltGeneratorForm['units'];
export type AllergenRef = AltGeneratorForm['allergens'][number];

export { MAX_MEALS_PER_DAY, MAX_TRAININGS_PER_DAY };
/** B §9 / GQ-26: a new training starts at 18:00. */
export const NEW_TRAINING_TIME = '18:00';
export const LBS_PER_KG = 2.20462;
const INCHES_PER_FOOT = 12;
const CM_PER_INCH = 2.54;

/** The body fields as the user typed them: weight in the shown unit, height in cm or feet + inches. */
export interface BodyDrafts {
  age: string;
  weight: string;
  heightCm: string;
  feet: string;
  inches: string;
}

export type BodyField = 'age' | 'weight' | 'height';
export type ErrorCode =
  'ageRange' | 'weightRange' | 'heightRange' | 'inchesRange' | 'timeInvalid' | 'invalidValue';
/** Errors by field key: `age`, `weight`, `height`, `mealTimes.N`, `trainingTimes.N`, or a form field's name. */
export type FieldErrors = Partial<Record<string, ErrorCode>>;

const round1 = (value: number) => Math.round(value * 10) / 10;

export const kgToLbs = (kg: number): number => kg * LBS_PER_KG;

/** A height in whole feet and inches to one decimal (170 cm → 5 ft 6.9 in). */
export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const total = cm / CM_PER_INCH;
  let feet = Math.floor(total / INCHES_PER_FOOT);
  let inches = round1(total - feet * INCHES_PER_FOOT);
  if (inches >= INCHES_PER_FOOT) {
    feet += 1;
    inches = round1(inches - INCHES_PER_FOOT);
  }
  return { feet, inches };
}

/** A number as the locale writes it, at most one decimal ("69,9" in pl and de). */
export const showNumber = (value: number, locale: Locale): string =>
  formatNumber(round1(value), locale, 1).replace(/\s/g, '');

/** A typed number: digits with an optional "." or "," fraction; anything else is null. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}([.,]\d{1,4})?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/** The fields for a stored form in the given units. */
export function draftsOf(form: AltGeneratorForm, locale: Locale, units: Units = form.units): BodyDrafts {
  const { feet, inches } = cmToFeetInches(form.height);
  return {
    age: String(form.age),
    weight: showNumber(units === 'imperial' ? kgToLbs(form.weight) : form.weight, locale),
    heightCm: showNumber(form.height, locale),
    feet: String(feet),
    inches: showNumber(inches, locale),
  };
}

/** Writes a height in feet and inches ("5 ft 6.9 in"): the caller's translation. */
export type FeetInchesText = (parts: { feet: number; inches: string }) => string;

export interface ShownBounds {
  age: readonly [number, number];
  weight: { min: string; max: string };
  height: { min: string; max: string };
}

/** The bounds (GQ-13) in the unit shown, as the hints and messages name them. */
export function boundsOf(units: Units, locale: Locale, feetInches: FeetInchesText): ShownBounds {
  const [minKg, maxKg] = PROFILE_BOUNDS.weightKg;
  const [minCm, maxCm] = PROFILE_BOUNDS.heightCm;
  if (units === 'metric')
    return {
      age: PROFILE_BOUNDS.age,
      weight: { min: showNumber(minKg, locale), max: showNumber(maxKg, locale) },
      height: { min: showNumber(minCm, locale), max: showNumber(maxCm, locale) },
    };
  // Inside the kg / cm bounds: the smallest shown value rounds up, the largest down.
  const up = (value: number) => Math.ceil(value * 10) / 10;
  const down = (value: number) => Math.floor(value * 10) / 10;
  const height = (cm: number, round: (value: number) => number) => {
    const total = cm / CM_PER_INCH;
    const feet = Math.floor(total / INCHES_PER_FOOT);
    return feetInches({ feet, inches: showNumber(round(total - feet * INCHES_PER_FOOT), locale) });
  };
  return {
    age: PROFILE_BOUNDS.age,
    weight: {
      min: showNumber(up(kgToLbs(minKg)), locale),
      max: showNumber(down(kgToLbs(maxKg)), locale),
    },
    height: { min: height(minCm, up), max: height(maxCm, down) },
  };
}

export interface BodyValues {
  age?: number;
  weight?: number;
  height?: number;
}

/**
 * The typed body fields checked against GQ-13's bounds (16–90 years, 35–220 kg, 120–220 cm) and converted to
 * the stored units (lbs ÷ 2.20462, feet × 30.48 + inches × 2.54), kg and cm to one decimal.
 */
export function bodyOf(drafts: BodyDrafts, units: Units): { values: BodyValues; errors: FieldErrors } {
  const values: BodyValues = {};
  const errors: FieldErrors = {};
  const inRange = (value: number, [min, max]: readonly [number, number]) => value >= min && value <= max;

  const age = parseNumber(drafts.age);
  if (age !== null && Number.isInteger(age) && inRange(age, PROFILE_BOUNDS.age)) values.age = age;
  else errors.age = 'ageRange';

  const typedWeight = parseNumber(drafts.weight);
  const kg = typedWeight === null ? null : units === 'imperial' ? lbsToKg(typedWeight) : typedWeight;
  if (kg !== null && inRange(kg, PROFILE_BOUNDS.weightKg)) values.weight = round1(kg);
  else errors.weight = 'weightRange';

  if (units === 'metric') {
    const cm = parseNumber(drafts.heightCm);
    if (cm !== null && inRange(cm, PROFILE_BOUNDS.heightCm)) values.height = round1(cm);
    else errors.height = 'heightRange';
  } else {
    const feet = parseNumber(drafts.feet);
    const inches = drafts.inches.trim() === '' ? 0 : parseNumber(drafts.inches);
    if (inches !== null && inches >= INCHES_PER_FOOT) errors.height = 'inchesRange';
    else {
      const cm =
        feet === null || !Number.isInteger(feet) || inches === null ? null : feetInchesToCm(feet, inches);
      if (cm !== null && inRange(cm, PROFILE_BOUNDS.heightCm)) values.height = round1(cm);
      else errors.height = 'heightRange';
    }
  }
  return { values, errors };
}

/** The contract's verdict on a form, as errors under the questionnaire's field keys. */
export function formErrors(form: AltGeneratorForm): FieldErrors {
  const result = AltGeneratorFormSchema.safeParse(form);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const [first, second, third] = issue.path.map(String);
    const key =
      first === 'mealSchema' && second === 'times' && third !== undefined
        ? `mealTimes.${third}`
        : first === 'trainingSchema' && second === 'times' && third !== undefined
          ? `trainingTimes.${third}`
          : first === 'age' || first === 'weight' || first === 'height'
            ? first
            : (first ?? 'form');
    const code: ErrorCode =
      key === 'age'
        ? 'ageRange'
        : key === 'weight'
          ? 'weightRange'
          : key === 'height'
            ? 'heightRange'
            : key.startsWith('mealTimes.') || key.startsWith('trainingTimes.')
              ? 'timeInvalid'
              : 'invalidValue';
    errors[key] ??= code;
  }
  return errors;
}

/** A new meal count (1–10): the times kept for the meals that stay, the new ones spread over the day. */
export function withMealCount(form: AltGeneratorForm, count: number): AltGeneratorForm {
  const safe = Math.min(MAX_MEALS_PER_DAY, Math.max(1, Math.round(count)));
  const times = mealTimesOf({ count: safe, times: form.mealSchema.times.slice(0, safe) });
  return { ...form, mealSchema: { count: safe, times } };
}

/** The meal times shown: as many as the meals counted, in the user's order (missing ones spread over the day). */
export const mealTimesShown = (schema: AltGeneratorForm['mealSchema']): string[] =>
  schema.times.length >= schema.count ? schema.times.slice(0, schema.count) : mealTimesOf(schema);

export function withMealTime(form: AltGeneratorForm, index: number, time: string): AltGeneratorForm {
  const times = mealTimesShown(form.mealSchema);
  times[index] = time;
  return { ...form, mealSchema: { ...form.mealSchema, times } };
}

/** GQ-26: a new training at 18:00, at most 10. */
export function withTrainingAdded(form: AltGeneratorForm): AltGeneratorForm {
  if (form.trainingSchema.times.length >= MAX_TRAININGS_PER_DAY) return form;
  return { ...form, trainingSchema: { times: [...form.trainingSchema.times, NEW_TRAINING_TIME] } };
}

export function withTrainingRemoved(form: AltGeneratorForm, index: number): AltGeneratorForm {
  return { ...form, trainingSchema: { times: form.trainingSchema.times.filter((_, i) => i !== index) } };
}

export function withTrainingTime(form: AltGeneratorForm, index: number, time: string): AltGeneratorForm {
  return {
    ...form,
    trainingSchema: { times: form.trainingSchema.times.map((t, i) => (i === index ? time : t)) },
  };
}

export function withAllergen(
  form: AltGeneratorForm,
  allergen: AllergenRef,
  checked: boolean,
): AltGeneratorForm {
  const rest = form.allergens.filter((a) => a !== allergen);
  return { ...form, allergens: checked ? [...rest, allergen] : rest };
}

const isAllergenCode = (value: string): value is (typeof ALLERGEN_CODES)[number] =>
  (ALLERGEN_CODES as readonly string[]).includes(value);

/** What the form stores for an allergen of the list: our code, else its id. */
export const allergenValueOf = (option: NamedOption): AllergenRef =>
  isAllergenCode(option.find) ? option.find : option.id;

/**
 * The value to submit: the contract's output, meal times for as many meals as counted and in the day's order;
 * null while anything is invalid.
 */
export function submittableForm(form: AltGeneratorForm): AltGeneratorForm | null {
  const parsed = AltGeneratorFormSchema.safeParse(form);
  if (!parsed.success) return null;
  const value = parsed.data;
  return { ...value, mealSchema: { count: value.mealSchema.count, times: mealTimesOf(value.mealSchema) } };
}

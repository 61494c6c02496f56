import { describe, expect, it } from 'vitest';
import { AltGeneratorFormSchema } from '../../../../core/contracts/alt-generator';
import { ALT_FORM_DEFAULTS, type AltGeneratorForm } from '../../../../core/domain/alt-plan';
import {
  allergenValueOf,
  bodyOf,
  boundsOf,
  cmToFeetInches,
  draftsOf,
  formErrors,
  kgToLbs,
  mealTimesShown,
  parseNumber,
  submittableForm,
  withAllergen,
  withMealCount,
  withMealTime,
  withTrainingAdded,
  withTrainingRemoved,
  type BodyDrafts,
} from './questionnaire-state';

const metric = (patch: Partial<BodyDrafts>): BodyDrafts => ({
  age: '25',
  weight: '70',
  heightCm: '170',
  feet: '',
  inches: '',
  ...patch,
});
const imperial = (patch: Partial<BodyDrafts>): BodyDrafts => ({
  age: '25',
  weight: '154',
  heightCm: '',
  feet: '5',
  inches: '7',
  ...patch,
});
const feetInches = ({ feet, inches }: { feet: number; inches: string }) => `${feet} ft ${inches} in`;

describe('typed numbers', () => {
  it('reads digits with a point or a comma, nothing else', () => {
    expect(parseNumber('70')).toBe(70);
    expect(parseNumber(' 69,5 ')).toBe(69.5);
    expect(parseNumber('69.5')).toBe(69.5);
    for (const text of ['', 'abc', '-5', '1e2', '7O', '1.2.3', '0x10']) expect(parseNumber(text)).toBeNull();
  });

  it('shows the stored kg and cm in the chosen units and the locale’s decimal mark', () => {
    expect(draftsOf(ALT_FORM_DEFAULTS, 'en')).toEqual({
      age: '25',
      weight: '70',
      heightCm: '170',
      feet: '5',
      inches: '6.9',
    });
    expect(draftsOf(ALT_FORM_DEFAULTS, 'pl', 'imperial').weight).toBe('154,3');
    expect(draftsOf({ ...ALT_FORM_DEFAULTS, height: 175.3 }, 'de').heightCm).toBe('175,3');
  });

  it('[GQ-10] writes a height in whole feet and inches to one decimal', () => {
    expect(cmToFeetInches(170)).toEqual({ feet: 5, inches: 6.9 });
    expect(cmToFeetInches(182.88)).toEqual({ feet: 6, inches: 0 });
    // 71.99 in rounds to 12.0 inches: one more foot instead.
    expect(cmToFeetInches(182.86)).toEqual({ feet: 6, inches: 0 });
    expect(kgToLbs(70)).toBeCloseTo(154.32, 2);
  });
});

describe('the body fields and their bounds (DECISIONS GQ-13)', () => {
  it('[GQ-13] takes 16–90 whole years, 35–220 kg and 120–220 cm, and refuses what is outside', () => {
    for (const [age, weight, heightCm] of [
      ['16', '35', '120'],
      ['90', '220', '220'],
    ] as const)
      expect(bodyOf(metric({ age, weight, heightCm }), 'metric')).toEqual({
        values: { age: Number(age), weight: Number(weight), height: Number(heightCm) },
        errors: {},
      });
    expect(bodyOf(metric({ age: '15', weight: '34.9', heightCm: '119.9' }), 'metric').errors).toEqual({
      age: 'ageRange',
      weight: 'weightRange',
      height: 'heightRange',
    });
    expect(bodyOf(metric({ age: '91', weight: '220.1', heightCm: '220.1' }), 'metric').errors).toEqual({
      age: 'ageRange',
      weight: 'weightRange',
      height: 'heightRange',
    });
    expect(bodyOf(metric({ age: '25.5', weight: '', heightCm: 'x' }), 'metric').errors).toEqual({
      age: 'ageRange',
      weight: 'weightRange',
      height: 'heightRange',
    });
  });

  it('[GQ-08] [GQ-10] converts lbs (÷ 2.20462) and feet + inches (30.48, 2.54) to kg and cm, one decimal', () => {
    expect(bodyOf(imperial({ weight: '154', feet: '5', inches: '7' }), 'imperial')).toEqual({
      values: { age: 25, weight: 69.9, height: 170.2 },
      errors: {},
    });
    expect(bodyOf(imperial({ weight: '200', feet: '6', inches: '' }), 'imperial').values).toEqual({
      age: 25,
      weight: 90.7,
      height: 182.9,
    });
  });

  it('[GQ-13] holds imperial values to the same kg and cm bounds, and names them in lbs and ft/in', () => {
    expect(bodyOf(imperial({ weight: '77.2', feet: '3', inches: '11.3' }), 'imperial').errors).toEqual({});
    expect(bodyOf(imperial({ weight: '485', feet: '7', inches: '2.6' }), 'imperial').errors).toEqual({});
    expect(bodyOf(imperial({ weight: '77.1', feet: '3', inches: '11.2' }), 'imperial').errors).toEqual({
      weight: 'weightRange',
      height: 'heightRange',
    });
    expect(bodyOf(imperial({ weight: '485.1', feet: '7', inches: '2.7' }), 'imperial').errors).toEqual({
      weight: 'weightRange',
      height: 'heightRange',
    });
    expect(bodyOf(imperial({ feet: '5', inches: '12' }), 'imperial').errors).toEqual({
      height: 'inchesRange',
    });
    expect(bodyOf(imperial({ feet: '5.5', inches: '0' }), 'imperial').errors).toEqual({
      height: 'heightRange',
    });

    expect(boundsOf('imperial', 'en', feetInches)).toEqual({
      age: [16, 90],
      weight: { min: '77.2', max: '485' },
      height: { min: '3 ft 11.3 in', max: '7 ft 2.6 in' },
    });
    expect(boundsOf('metric', 'de', feetInches)).toEqual({
      age: [16, 90],
      weight: { min: '35', max: '220' },
      height: { min: '120', max: '220' },
    });
  });
});

describe('the form’s errors and the submitted value', () => {
  it('names invalid meal and training times by their place, and the body fields by name', () => {
    const form: AltGeneratorForm = {
      ...ALT_FORM_DEFAULTS,
      age: 12,
      mealSchema: { count: 2, times: ['08:00', ''] },
      trainingSchema: { times: ['18:00', '25:00'] },
    };
    expect(formErrors(form)).toEqual({
      age: 'ageRange',
      'mealTimes.1': 'timeInvalid',
      'trainingTimes.1': 'timeInvalid',
    });
    expect(formErrors(ALT_FORM_DEFAULTS)).toEqual({});
    expect(submittableForm(form)).toBeNull();
  });

  it('[GQ-23] keeps the meal count within 1–10 and fills new meals’ times over the day', () => {
    expect(withMealCount(ALT_FORM_DEFAULTS, 5).mealSchema).toEqual({
      count: 5,
      times: ['08:00', '12:00', '16:00', '20:00', '21:00'],
    });
    expect(withMealCount(ALT_FORM_DEFAULTS, 2).mealSchema).toEqual({ count: 2, times: ['08:00', '12:00'] });
    expect(withMealCount(ALT_FORM_DEFAULTS, 0).mealSchema.count).toBe(1);
    expect(withMealCount(ALT_FORM_DEFAULTS, 11).mealSchema.count).toBe(10);
    expect(mealTimesShown({ count: 3, times: ['09:00'] })).toHaveLength(3);
    expect(withMealTime(ALT_FORM_DEFAULTS, 1, '13:30').mealSchema.times).toEqual([
      '08:00',
      '13:30',
      '16:00',
      '20:00',
    ]);
  });

  it('[GQ-26] adds trainings at 18:00, at most 10, and removes them down to none', () => {
    let form: AltGeneratorForm = { ...ALT_FORM_DEFAULTS, trainingSchema: { times: [] } };
    for (let i = 0; i < 12; i += 1) form = withTrainingAdded(form);
    expect(form.trainingSchema.times).toEqual(Array.from({ length: 10 }, () => '18:00'));
    for (let i = 0; i < 10; i += 1) form = withTrainingRemoved(form, 0);
    expect(form.trainingSchema.times).toEqual([]);
  });

  it('sends our allergen codes (an unknown code by its id), each once', () => {
    expect(allergenValueOf({ id: 7, find: 'gluten', name: 'Gluten' })).toBe('gluten');
    expect(allergenValueOf({ id: 99, find: 'kiwi', name: 'Kiwi' })).toBe(99);
    const once = withAllergen(withAllergen(ALT_FORM_DEFAULTS, 'milk', true), 'milk', true);
    expect(once.allergens).toEqual(['milk']);
    expect(withAllergen(once, 'milk', false).allergens).toEqual([]);
  });

  it('submits the contract’s value with the meal times in the day’s order', () => {
    const form = withMealTime(ALT_FORM_DEFAULTS, 0, '22:00');
    const submitted = submittableForm(form);
    expect(submitted?.mealSchema.times).toEqual(['12:00', '16:00', '20:00', '22:00']);
    expect(AltGeneratorFormSchema.safeParse(submitted).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { DietMetaSchema, PlanRequest } from '../../../../core/contracts/diet-plan';
import {
  clampAll,
  clampPersonal,
  clampPreferences,
  clampSchedule,
  defaultForm,
  defaultNutrientTarget,
  drinkChoices,
  energyFigures,
  formFromMeta,
  heightCmOf,
  parseDecimal,
  planMeta,
  planRequest,
  weightKgOf,
  withHeightUnit,
  withWeightUnit,
  type QuestionnaireForm,
} from './questionnaire';

const LABELS = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', exercise: 'Exercise' };
const form = (patch: Partial<QuestionnaireForm> = {}): QuestionnaireForm => ({
  ...defaultForm(LABELS, '2025-03-01'),
  ...patch,
});

describe('personal generator form', () => {
  it('[PGEN-16] [GQ-27] personal data defaults: age 30, male, 70 kg, 180 cm, PAL 1.2', () => {
    const f = form();
    expect([f.age, f.gender, f.weight, f.weightUnit, f.heightCm, f.heightUnit, f.pal]).toEqual([
      '30',
      'male',
      '70',
      'kg',
      '180',
      'cm',
      1.2,
    ]);
    expect([f.goal, f.formula, f.dietType, f.allergens, f.monitored]).toEqual([
      'maintain',
      'mifflin-st-jeor',
      'any',
      [],
      [],
    ]);
  });

  it('[PGEN-18] default drink volumes are 250 ml each, offered with B §9’s sizes', () => {
    expect(form().drinks).toEqual({ water: 250, coffee: 250, tea: 250, energy: 250 });
    expect(drinkChoices('tea')).toEqual([200, 250, 300, 400]);
    expect(drinkChoices('coffee')).toEqual([150, 250, 350]);
    expect(drinkChoices('energy')).toEqual([250, 500]);
  });

  it('[PGEN-20] [GQ-27] the default schedule: meals at 08:00, 12:00, 18:00 and exercise at 19:00; start today', () => {
    const f = form();
    expect(f.schedule.map((i) => [i.time, i.type])).toEqual([
      ['08:00', 'Meal'],
      ['12:00', 'Meal'],
      ['18:00', 'Meal'],
      ['19:00', 'Exercise'],
    ]);
    expect(f.startDate).toBe('2025-03-01');
  });

  it('[GQ-13] age is clamped to 16–90, weight to 35–220 kg, height to 120–220 cm; blanks are errors', () => {
    expect(clampPersonal(form({ age: '12' })).form.age).toBe('16');
    expect(clampPersonal(form({ age: '95.4' })).form.age).toBe('90');
    expect(clampPersonal(form({ weight: '20' })).form.weight).toBe('35');
    expect(clampPersonal(form({ weight: '250,5' })).form.weight).toBe('220');
    expect(clampPersonal(form({ heightCm: '90' })).form.heightCm).toBe('120');
    expect(clampPersonal(form({ heightCm: '250' })).form.heightCm).toBe('220');
    expect(clampPersonal(form({ age: '', weight: 'abc', heightCm: ' ' })).errors).toEqual({
      age: 'ageRequired',
      weight: 'weightRequired',
      height: 'heightRequired',
    });
    expect(parseDecimal('72,5')).toBe(72.5);
    expect(parseDecimal('7x')).toBeNull();
  });

  it('[GQ-13] pounds are divided by 2.20462 and feet/inches use 30.48 and 2.54 cm', () => {
    expect(weightKgOf({ weight: '154.3', weightUnit: 'lbs' })).toBe(70);
    expect(weightKgOf({ weight: '50', weightUnit: 'lbs' })).toBe(35);
    expect(heightCmOf({ heightCm: '', heightFeet: '5', heightInches: '11', heightUnit: 'ft' })).toBe(180);
    expect(heightCmOf({ heightCm: '', heightFeet: '3', heightInches: '0', heightUnit: 'ft' })).toBe(120);
    const lbs = withWeightUnit(form(), 'lbs');
    expect(lbs.weight).toBe('154.3');
    expect(withWeightUnit(lbs, 'kg').weight).toBe('70');
    const feet = withHeightUnit(form({ heightCm: '170' }), 'ft');
    expect([feet.heightFeet, feet.heightInches]).toEqual(['5', '7']);
    // Out of range in pounds: clamped in kg, shown in pounds.
    expect(clampPersonal(form({ weightUnit: 'lbs', weight: '600' })).form.weight).toBe('485');
  });

  it('[GQ-16] [AGEN-05] BMR, need and target: Mifflin-St Jeor by default, goal −450/+400, never below 1200', () => {
    expect(energyFigures(form())).toEqual({ bmr: 1680, need: 2016, target: 2016, weeklyChangeKg: 0 });
    expect(energyFigures(form({ goal: 'lose' }))?.target).toBe(1566);
    expect(energyFigures(form({ goal: 'gain', pal: 1.55 }))?.target).toBe(3004);
    expect(energyFigures(form({ formula: 'harris-benedict' }))?.bmr).toBe(1720);
    const small = energyFigures(
      form({ gender: 'female', age: '90', weight: '35', heightCm: '120', goal: 'lose' }),
    );
    expect(small?.target).toBe(1200);
    expect(small!.weeklyChangeKg).toBeGreaterThan(0);
    expect(energyFigures(form({ age: '' }))).toBeNull();
  });

  it('[REG-28] a diverse or unspecified profile uses the formula basis it chose', () => {
    const male = energyFigures(form())!.bmr;
    const female = energyFigures(form({ gender: 'female' }))!.bmr;
    expect(energyFigures(form({ gender: 'diverse', basis: 'female' }))!.bmr).toBe(female);
    expect(energyFigures(form({ gender: 'unspecified', basis: 'male' }))!.bmr).toBe(male);
    expect(
      planMeta(form({ gender: 'diverse', basis: 'female' }), planRequest(form(), 1), 'now').personalData
        .gender,
    ).toBe('female');
    expect(defaultNutrientTarget({ daily_men: 11, daily_woman: 16 }, 'female')).toBe(16);
    expect(defaultNutrientTarget({ daily_men: null, daily_woman: null }, 'male')).toBe(0);
  });

  it('[PGEN-25] [PGEN-53] the plan duration is clamped to 1–30 days', () => {
    expect(clampSchedule(form({ duration: '0' })).form.duration).toBe('1');
    expect(clampSchedule(form({ duration: '45' })).form.duration).toBe('30');
    expect(clampSchedule(form({ duration: '7.6' })).form.duration).toBe('8');
    expect(clampSchedule(form({ duration: '' })).errors.duration).toBe('durationRequired');
  });

  it('the schedule needs a meal, valid times and a start date, and is sorted by time', () => {
    const exerciseOnly = form({ schedule: [{ id: 'x', time: '19:00', type: 'Exercise', label: '' }] });
    expect(clampSchedule(exerciseOnly).errors.schedule).toBe('mealRequired');
    const badTime = form({ schedule: [{ id: 'm', time: '', type: 'Meal', label: 'Meal' }] });
    expect(clampSchedule(badTime).errors['schedule.m']).toBe('timeInvalid');
    expect(clampSchedule(form({ startDate: '2025-02-30' })).errors.startDate).toBe('startDateInvalid');
    const unsorted = form({
      schedule: [
        { id: 'b', time: '18:00', type: 'Meal', label: ' Dinner ' },
        { id: 'a', time: '07:30', type: 'Meal', label: 'Breakfast' },
      ],
    });
    expect(clampSchedule(unsorted).form.schedule.map((i) => [i.id, i.label])).toEqual([
      ['a', 'Breakfast'],
      ['b', 'Dinner'],
    ]);
  });

  it('monitored nutrient targets must be numbers of 0 or more', () => {
    const f = form({
      monitored: [
        { nutrientId: 20, target: '' },
        { nutrientId: 21, target: '-3' },
      ],
    });
    const result = clampPreferences(f);
    expect(result.errors).toEqual({ 'monitored.20': 'targetRequired' });
    expect(result.form.monitored[1]!.target).toBe('0');
  });

  it('[PGEN-26] the generation input: target kcal, preferences, schedule, duration, start date (and the extras)', () => {
    const f = clampAll(
      form({
        allergens: ['gluten'],
        dietType: 'vegan',
        duration: '3',
        monitored: [{ nutrientId: 20, target: '11' }],
      }),
    ).form;
    const request = planRequest(f, 42);
    expect(PlanRequest.safeParse(request).success).toBe(true);
    expect(request).toMatchObject({
      targetCalories: 2016,
      preferences: { dietType: 'vegan', allergens: ['gluten'] },
      planDuration: 3,
      startDate: '2025-03-01',
      seed: 42,
      weightKg: 70,
      defaultDrinkVolumes: { water: 250, coffee: 250, tea: 250, energy: 250 },
      monitoredNutrients: [{ nutrientId: 20, targetValue: 11 }],
    });
    expect(request.schedule).toHaveLength(4);
  });

  it('[PGEN-15] [PGEN-17] [PGEN-19] [PGEN-21] the saved meta: personal data, preferences, schedule items, target, duration, start, generatedAt', () => {
    const f = clampAll(form({ pal: 1.55, allergens: ['milk'] })).form;
    const request = planRequest(f, 1);
    const meta = planMeta(f, request, '2025-03-01T09:00:00.000Z');
    expect(DietMetaSchema.safeParse(meta).success).toBe(true);
    expect(meta.personalData).toEqual({ age: 30, gender: 'male', weight: 70, height: 180, pal: 1.55 });
    expect(meta.preferences).toEqual({
      allergens: ['milk'],
      dietType: 'any',
      monitoredNutrients: [],
      defaultDrinkVolumes: { water: 250, coffee: 250, tea: 250, energy: 250 },
    });
    expect(meta.schedule.items.map((i) => Object.keys(i).sort())).toEqual(
      Array(4).fill(['id', 'label', 'time', 'type']),
    );
    expect([meta.targetCalories, meta.planDuration, meta.startDate, meta.generatedAt]).toEqual([
      request.targetCalories,
      7,
      '2025-03-01',
      '2025-03-01T09:00:00.000Z',
    ]);
  });

  it('a saved meta fills the form again, reading the goal and formula back from the target', () => {
    const f = clampAll(
      form({ goal: 'lose', formula: 'harris-benedict', gender: 'female', weight: '62', duration: '12' }),
    ).form;
    const meta = planMeta(f, planRequest(f, 1), 'now');
    const back = formFromMeta(meta, LABELS, '2030-01-01');
    expect(back).toMatchObject({
      goal: 'lose',
      formula: 'harris-benedict',
      gender: 'female',
      weight: '62',
      duration: '12',
      startDate: '2025-03-01',
    });
    expect(energyFigures(back)?.target).toBe(meta.targetCalories);
  });
});

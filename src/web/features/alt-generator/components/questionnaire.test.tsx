import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AltGeneratorFormSchema } from '../../../../core/contracts/alt-generator';
import { ALT_FORM_DEFAULTS, type AltGeneratorForm } from '../../../../core/domain/alt-plan';
import type { Locale } from '../../../../core/i18n/locales';
import { i18nFor } from '../../../lib/i18n';
import { Questionnaire } from './questionnaire';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ALLERGENS = {
  allergens: [
    { id: 1, find: 'gluten', name: 'Gluten' },
    { id: 2, find: 'milk', name: 'Milk' },
    { id: 3, find: 'peanuts', name: 'Peanuts' },
  ],
};

let fetchMock: ReturnType<typeof vi.fn>;
const answer = (respond: () => Promise<Response>) => {
  fetchMock = vi.fn(respond);
  vi.stubGlobal('fetch', fetchMock);
};

let client: QueryClient;
let onSubmit: ReturnType<typeof vi.fn<(value: AltGeneratorForm) => void>>;
let latest: AltGeneratorForm;

function Harness({ initial, locale }: { initial: AltGeneratorForm; locale: Locale }) {
  const [value, setValue] = useState(initial);
  return (
    <Questionnaire
      locale={locale}
      value={value}
      onChange={(next) => {
        latest = next;
        setValue(next);
      }}
      onSubmit={onSubmit}
    />
  );
}

function renderForm(initial: AltGeneratorForm = ALT_FORM_DEFAULTS, locale: Locale = 'en') {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  onSubmit = vi.fn<(value: AltGeneratorForm) => void>();
  latest = initial;
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <Harness initial={initial} locale={locale} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const card = (name: string) => {
  const found = screen.getAllByTestId('alt-form-card').find((c) => c.dataset.card === name);
  if (!found) throw new Error(`no card ${name}`);
  return within(found);
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Generate plan' }));
const type = (label: string, text: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  return input;
};
const summary = () => within(screen.getByTestId('energy-summary'));

describe('the alternative generator’s questionnaire (step 1)', () => {
  beforeEach(() => answer(async () => json(ALLERGENS)));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('[AGEN-02] shows 12 question cards, each a named group, the allergens loaded from the generator’s list', async () => {
    renderForm();
    const cards = screen.getAllByTestId('alt-form-card');
    expect(cards.map((c) => c.dataset.card)).toEqual([
      'sex',
      'age',
      'height',
      'weight',
      'pal',
      'goal',
      'allergens',
      'dietPreference',
      'planLength',
      'calculationMethod',
      'mealSchema',
      'trainingSchema',
    ]);
    expect(cards.map((c) => c.tagName)).toEqual(Array.from({ length: 12 }, () => 'FIELDSET'));
    expect(screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual(
      expect.arrayContaining([
        'Sex',
        'Age',
        'Height',
        'Weight',
        'Activity level',
        'Goal',
        'Allergens to avoid',
        'Diet preference',
        'Plan length',
        'Calculation method',
        'Meal schedule',
        'Training schedule',
      ]),
    );

    const allergens = card('allergens');
    expect(allergens.getByText('Loading allergens…')).toBeTruthy();
    await allergens.findByRole('checkbox', { name: 'Gluten' });
    expect(allergens.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).value)).toEqual([
      'gluten',
      'milk',
      'peanuts',
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const asked = new URL(String(fetchMock.mock.calls[0]![0]), 'https://nutrio.test');
    expect(asked.pathname).toBe('/api/diet-generator/allergens');
    expect(asked.searchParams.get('locale')).toBe('en');
  });

  it('[AGEN-07] [GQ-24] shows the defaults: 25 years, 170 cm, 70 kg, activity 1.2, 4 meals at 08, 12, 16, 20 h', () => {
    renderForm();
    expect((screen.getByLabelText('Age in years') as HTMLInputElement).value).toBe('25');
    expect((screen.getByLabelText('Height in cm') as HTMLInputElement).value).toBe('170');
    expect((screen.getByLabelText('Weight in kg') as HTMLInputElement).value).toBe('70');
    const pal = card('pal').getByRole('radio', { checked: true }) as HTMLInputElement;
    expect(pal.value).toBe('1.2');
    expect((screen.getByLabelText('Meals a day') as HTMLSelectElement).value).toBe('4');
    expect(
      within(screen.getByTestId('meal-times'))
        .getAllByLabelText(/^Time of meal/)
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['08:00', '12:00', '16:00', '20:00']);
    expect((screen.getByLabelText('Time of training 1') as HTMLInputElement).value).toBe('18:00');
    expect((card('sex').getByRole('radio', { checked: true }) as HTMLInputElement).value).toBe('male');
    expect((card('goal').getByRole('radio', { checked: true }) as HTMLInputElement).value).toBe('maintain');
    expect((card('planLength').getByRole('radio', { checked: true }) as HTMLInputElement).value).toBe('7');
    expect((screen.getByRole('radio', { name: /Metric/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('[GQ-11] [GQ-12] [GQ-14] offers PAL 1.2–1.9 each with its description, the three goals, four diets, 7/31/61 days', () => {
    renderForm();
    const pal = card('pal').getAllByRole('radio') as HTMLInputElement[];
    expect(pal.map((r) => r.value)).toEqual(['1.2', '1.375', '1.55', '1.725', '1.9']);
    expect(pal[0]!.closest('label')?.textContent).toBe(
      '1.2 – SedentaryLittle or no exercise, mostly sitting.',
    );
    expect(pal[4]!.closest('label')?.textContent).toBe(
      '1.9 – Extra activeVery hard exercise, physical job or training twice a day.',
    );
    expect(
      card('goal')
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Lose weight−450 kcal a day', 'Keep my weight', 'Gain weight+400 kcal a day']);
    expect(
      card('dietPreference')
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['meat', 'fish', 'vegetarian', 'vegan']);
    expect(
      card('planLength')
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['7 daysOne week', '31 daysAbout a month', '61 daysAbout two months']);
    expect(
      card('calculationMethod')
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['mifflin-st-jeor', 'harris-benedict']);
  });

  it('[AGEN-03] submits a value with every form field, as the user chose them, that the contract accepts', async () => {
    renderForm();
    fireEvent.click(card('sex').getByRole('radio', { name: 'Female' }));
    type('Age in years', '41');
    type('Height in cm', '165,5');
    type('Weight in kg', '62.4');
    fireEvent.click(card('pal').getByRole('radio', { name: /1\.55/ }));
    fireEvent.click(card('goal').getByRole('radio', { name: /Lose weight/ }));
    fireEvent.click(await card('allergens').findByRole('checkbox', { name: 'Peanuts' }));
    fireEvent.click(card('allergens').getByRole('checkbox', { name: 'Gluten' }));
    fireEvent.click(card('dietPreference').getByRole('radio', { name: 'Vegetarian' }));
    fireEvent.click(card('planLength').getByRole('radio', { name: /31 days/ }));
    fireEvent.click(card('calculationMethod').getByRole('radio', { name: /Harris-Benedict/ }));
    fireEvent.change(screen.getByLabelText('Meals a day'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Time of meal 2'), { target: { value: '13:15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add training' }));
    fireEvent.change(screen.getByLabelText('Time of training 2'), { target: { value: '07:30' } });
    submit();

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const sent = onSubmit.mock.calls[0]![0];
    expect(Object.keys(sent).sort()).toEqual(
      [
        'sex',
        'age',
        'height',
        'weight',
        'pal',
        'goal',
        'allergens',
        'dietPreference',
        'planLength',
        'calculationMethod',
        'mealSchema',
        'trainingSchema',
        'units',
        'calorieGoal',
      ].sort(),
    );
    expect(sent).toEqual({
      sex: 'female',
      age: 41,
      height: 165.5,
      weight: 62.4,
      pal: 1.55,
      goal: 'lose',
      allergens: ['peanuts', 'gluten'],
      dietPreference: 'vegetarian',
      planLength: 31,
      calculationMethod: 'harris-benedict',
      mealSchema: { count: 3, times: ['08:00', '13:15', '16:00'] },
      trainingSchema: { times: ['18:00', '07:30'] },
      units: 'metric',
      calorieGoal: null,
    });
    expect(AltGeneratorFormSchema.parse(sent)).toEqual(sent);
  });

  it('[AGEN-11] says in the allergens card when the list cannot be loaded; the rest of the form still submits', async () => {
    answer(async () => new Response('<html>down</html>', { status: 503 }));
    renderForm();
    const notice = await card('allergens').findByTestId('allergens-load-error');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain(
      "We couldn't load the list of allergens. You can still generate a plan, just without excluding allergens.",
    );
    expect(card('allergens').queryAllByRole('checkbox')).toHaveLength(0);

    fireEvent.click(card('goal').getByRole('radio', { name: /Gain weight/ }));
    submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ goal: 'gain', allergens: [] }));

    // Try again: the list comes.
    answer(async () => json(ALLERGENS));
    fireEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    await card('allergens').findByRole('checkbox', { name: 'Milk' });
    expect(card('allergens').queryByTestId('allergens-load-error')).toBeNull();
  });

  it('[GQ-08] [GQ-10] takes lbs and feet + inches in imperial units and keeps the form in kg and cm', () => {
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: /Imperial/ }));
    expect(latest.units).toBe('imperial');
    expect((screen.getByLabelText('Weight in lbs') as HTMLInputElement).value).toBe('154.3');
    expect((screen.getByLabelText('Feet') as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText('Inches') as HTMLInputElement).value).toBe('6.9');
    expect(screen.queryByLabelText('Height in cm')).toBeNull();
    // Switching alone changes no stored figure.
    expect([latest.weight, latest.height]).toEqual([70, 170]);

    type('Weight in lbs', '200');
    type('Feet', '6');
    type('Inches', '0');
    expect([latest.weight, latest.height]).toEqual([90.7, 182.9]);
    // The fields keep what was typed.
    expect((screen.getByLabelText('Weight in lbs') as HTMLInputElement).value).toBe('200');
    expect((screen.getByLabelText('Inches') as HTMLInputElement).value).toBe('0');
    submit();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ weight: 90.7, height: 182.9, units: 'imperial' }),
    );

    // Back to metric: the stored figures, in kg and cm.
    fireEvent.click(screen.getByRole('radio', { name: /Metric/ }));
    expect((screen.getByLabelText('Weight in kg') as HTMLInputElement).value).toBe('90.7');
    expect((screen.getByLabelText('Height in cm') as HTMLInputElement).value).toBe('182.9');
  });

  it('[GQ-13] [GQ-09] marks values outside 16–90 years, 35–220 kg, 120–220 cm, blocks the submit and focuses the first', () => {
    renderForm();
    const age = type('Age in years', '15');
    expect(age.getAttribute('aria-invalid')).toBe('true');
    const ageError = document.getElementById(`${age.id}-error`);
    expect(ageError?.textContent).toBe('Enter your age in whole years, from 16 to 90.');
    expect(age.getAttribute('aria-describedby')).toContain(`${age.id}-error`);
    type('Age in years', '91');
    expect(age.getAttribute('aria-invalid')).toBe('true');
    type('Age in years', '90');
    expect(age.getAttribute('aria-invalid')).toBeNull();
    expect(latest.age).toBe(90);

    // Out of bounds, the stored form keeps its last valid figure and the summary waits.
    const weight = type('Weight in kg', '220.5');
    expect(document.getElementById(`${weight.id}-error`)?.textContent).toBe(
      'Enter a weight from 35 to 220 kg.',
    );
    expect(latest.weight).toBe(70);
    expect(summary().getByTestId('summary-incomplete')).toBeTruthy();
    const height = screen.getByLabelText('Height in cm');
    fireEvent.change(height, { target: { value: '119' } });
    // Not shown before the field is left or the form submitted.
    expect(height.getAttribute('aria-invalid')).toBeNull();
    type('Age in years', '');

    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(height.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${height.id}-error`)?.textContent).toBe(
      'Enter a height from 120 to 220 cm.',
    );
    expect(document.activeElement).toBe(age);

    type('Age in years', '16');
    type('Height in cm', '120');
    type('Weight in kg', '35');
    expect(screen.queryAllByRole('textbox').filter((box) => box.getAttribute('aria-invalid'))).toEqual([]);
    submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ age: 16, height: 120, weight: 35 }));
  });

  it('[GQ-13] names the bounds in lbs and feet/inches in imperial units', () => {
    renderForm({ ...ALT_FORM_DEFAULTS, units: 'imperial' });
    const weight = type('Weight in lbs', '77.1');
    expect(document.getElementById(`${weight.id}-error`)?.textContent).toBe(
      'Enter a weight from 77.2 to 485 lbs.',
    );
    type('Feet', '7');
    type('Inches', '3');
    const feet = screen.getByLabelText('Feet');
    expect(feet.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Inches').getAttribute('aria-invalid')).toBe('true');
    const [hintId, errorId] = feet.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(hintId!)?.textContent).toBe('From 3 ft 11.3 in to 7 ft 2.6 in.');
    expect(document.getElementById(errorId!)?.textContent).toBe(
      'Enter a height from 3 ft 11.3 in to 7 ft 2.6 in.',
    );
    type('Inches', '12');
    expect(document.getElementById(errorId!)?.textContent).toBe(
      'Inches must be at least 0 and less than 12.',
    );
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(feet);
  });

  it('marks an empty meal time and blocks the submit', () => {
    renderForm();
    const meal = screen.getByLabelText('Time of meal 3');
    fireEvent.change(meal, { target: { value: '' } });
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(meal.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${meal.id}-error`)?.textContent).toBe('Enter a time as HH:MM.');
    expect(document.activeElement).toBe(meal);
  });

  it('[GQ-23] [GQ-26] counts 1–10 meals with their times; adds trainings at 18:00 up to 10 and removes them all', () => {
    renderForm();
    const count = screen.getByLabelText('Meals a day') as HTMLSelectElement;
    expect(Array.from(count.options).map((o) => o.value)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i + 1)),
    );
    fireEvent.change(count, { target: { value: '6' } });
    expect(within(screen.getByTestId('meal-times')).getAllByLabelText(/^Time of meal/)).toHaveLength(6);
    expect(latest.mealSchema.count).toBe(6);
    expect(latest.mealSchema.times).toHaveLength(6);

    const add = screen.getByRole('button', { name: 'Add training' });
    for (let i = 0; i < 9; i += 1) fireEvent.click(add);
    expect(latest.trainingSchema.times).toEqual(Array.from({ length: 10 }, () => '18:00'));
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Time of training 10'));
    for (let i = 10; i >= 1; i -= 1)
      fireEvent.click(screen.getByRole('button', { name: `Remove training ${i}` }));
    expect(latest.trainingSchema.times).toEqual([]);
    expect(screen.getByTestId('no-trainings').textContent).toBe('No trainings planned.');
    expect(document.activeElement).toBe(add);
    submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ trainingSchema: { times: [] } }));
  });
});

describe('the live energy summary', () => {
  beforeEach(() => answer(async () => json(ALLERGENS)));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows BMR with its formula, CPM = BMR × PAL and the target for the goal', () => {
    renderForm();
    // Mifflin-St Jeor, male, 25 y, 170 cm, 70 kg: 1642.5 → 1643; × 1.2 = 1971.
    expect(summary().getByTestId('summary-bmr').textContent).toBe('1,643 kcal');
    expect(summary().getByTestId('summary-formula').textContent).toBe('Mifflin-St Jeor formula');
    expect(summary().getByTestId('summary-cpm').textContent).toBe('1,971 kcal');
    expect(summary().getByText('BMR × activity level 1.2')).toBeTruthy();
    expect(summary().getByTestId('summary-target').textContent).toBe('1,971 kcal');

    fireEvent.click(card('calculationMethod').getByRole('radio', { name: /Harris-Benedict/ }));
    expect(summary().getByTestId('summary-formula').textContent).toBe('Harris-Benedict formula');
    expect(summary().getByTestId('summary-bmr').textContent).toBe('1,700 kcal');
    fireEvent.click(card('pal').getByRole('radio', { name: /1\.55/ }));
    expect(summary().getByTestId('summary-cpm').textContent).toBe('2,635 kcal');
    fireEvent.click(card('goal').getByRole('radio', { name: /Lose weight/ }));
    expect(summary().getByTestId('summary-target').textContent).toBe('2,185 kcal');
    expect(summary().getByText('CPM −450 kcal to lose weight')).toBeTruthy();
    fireEvent.click(card('goal').getByRole('radio', { name: /Gain weight/ }));
    expect(summary().getByTestId('summary-target').textContent).toBe('3,035 kcal');
  });

  it('[GQ-21] shows the weekly weight change only when it is above 0.01 kg either way', () => {
    renderForm();
    // Keeping the weight: the target is the CPM rounded, a change of almost nothing.
    expect(summary().queryByTestId('summary-weekly-change')).toBeNull();
    fireEvent.click(card('goal').getByRole('radio', { name: /Lose weight/ }));
    expect(summary().getByTestId('summary-weekly-change').textContent).toBe(
      'Expected change: −0.41 kg a week',
    );
    fireEvent.click(card('goal').getByRole('radio', { name: /Gain weight/ }));
    expect(summary().getByTestId('summary-weekly-change').textContent).toBe(
      'Expected change: +0.36 kg a week',
    );
  });

  it('[GQ-21] hides a change of 0.007 kg and shows one of 0.018 kg, at the 1200 kcal floor', () => {
    // Mifflin-St Jeor, female, 30 y, 150 cm, PAL 1.2: 38 kg → CPM 1207.8; 39 kg → CPM 1219.8. Losing is floored.
    renderForm({ ...ALT_FORM_DEFAULTS, sex: 'female', age: 30, height: 150, weight: 38, goal: 'lose' });
    expect(summary().getByTestId('summary-target').textContent).toBe('1,200 kcal');
    expect(summary().queryByTestId('summary-weekly-change')).toBeNull();
    type('Weight in kg', '39');
    expect(summary().getByTestId('summary-cpm').textContent).toBe('1,220 kcal');
    expect(summary().getByTestId('summary-weekly-change').textContent).toBe(
      'Expected change: −0.02 kg a week',
    );
  });

  it('says when the 1200 kcal floor raised the target, and only then', () => {
    renderForm({ ...ALT_FORM_DEFAULTS, sex: 'female', age: 30, height: 150, weight: 38, goal: 'lose' });
    expect(summary().getByTestId('summary-floor').textContent).toBe(
      'Raised to the minimum of 1,200 kcal a day: a plan never goes below it.',
    );
    fireEvent.click(card('goal').getByRole('radio', { name: /Keep my weight/ }));
    expect(summary().getByTestId('summary-target').textContent).toBe('1,208 kcal');
    expect(summary().queryByTestId('summary-floor')).toBeNull();
  });
});

describe('languages and accessibility', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('speaks Polish and German, with the locale’s numbers', async () => {
    answer(async () => json(ALLERGENS));
    renderForm(ALT_FORM_DEFAULTS, 'pl');
    expect(
      card('planLength')
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['7 dniJeden tydzień', '31 dniOkoło miesiąca', '61 dniOkoło dwóch miesięcy']);
    expect(screen.getByRole('button', { name: 'Generuj plan' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Imperialne/ }));
    expect((screen.getByLabelText('Waga w funtach (lbs)') as HTMLInputElement).value).toBe('154,3');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'https://x.test').searchParams.get('locale')).toBe(
      'pl',
    );
  });

  it('has no axe violations, with the allergens loaded and with errors shown', async () => {
    answer(async () => json(ALLERGENS));
    const { container } = renderForm(ALT_FORM_DEFAULTS, 'de');
    await card('allergens').findByRole('checkbox', { name: 'Gluten' });
    const rules = { rules: { 'color-contrast': { enabled: false } } };
    expect((await axe.run(container, rules)).violations).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: /Angloamerikanisch/ }));
    type('Gewicht in lbs', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Plan erstellen' }));
    await act(async () => {
      expect((await axe.run(container, rules)).violations).toEqual([]);
    });
  });

  it('has no axe violations when the allergens failed to load', async () => {
    answer(async () => new Response('nope', { status: 500 }));
    const { container } = renderForm();
    await card('allergens').findByTestId('allergens-load-error');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});

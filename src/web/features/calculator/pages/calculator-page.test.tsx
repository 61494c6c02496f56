import { fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { harrisBenedict, mifflinStJeor, targetCalories } from '../../../../core/domain/energy';
import type { Locale } from '../../../../core/i18n/locales';
import { pagePath } from '../../../../core/routes';
import { i18nFor } from '../../../lib/i18n';
import { bmiCategory, bodyMassIndex, calculate, CalculatorForm } from '../lib/calculator';
import { CalculatorPage } from './calculator-page';

function renderPage(locale: Locale) {
  return render(
    <I18nextProvider i18n={i18nFor(locale)}>
      <MemoryRouter initialEntries={[pagePath('calculator', locale, {})]}>
        <CalculatorPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the calculator’s arithmetic', () => {
  it('uses the generators’ formulas: a woman, 30, 165 cm, 60 kg, PAL 1.55, Mifflin-St Jeor', () => {
    const input = CalculatorForm.parse({
      sex: 'female',
      age: '30',
      heightCm: '165',
      weightKg: '60',
      pal: '1.55',
      formula: 'mifflin-st-jeor',
    });
    const profile = { sex: 'female' as const, age: 30, heightCm: 165, weightKg: 60 };
    // 10·60 + 6.25·165 − 5·30 − 161 = 1320.25; × 1.55 = 2046.39.
    expect(mifflinStJeor(profile)).toBe(1320.25);
    const result = calculate(input);
    expect(result).toMatchObject({ bmi: 22, category: 'normal', bmr: 1320, tdee: 2046, pal: 1.55 });
    expect(result.targets.map(({ goal, kcal }) => [goal, kcal])).toEqual([
      ['lose', 1596],
      ['maintain', 2046],
      ['gain', 2446],
    ]);
    for (const target of result.targets)
      expect(target.kcal).toBe(targetCalories(profile, 1.55, target.goal, 'mifflin-st-jeor'));
    expect(result.targets[0]!.weeklyChangeKg).toBeCloseTo((7 * (1596 - 2046.3875)) / 7700, 6);
  });

  it('Harris-Benedict when chosen, and a decimal comma in the weight', () => {
    const input = CalculatorForm.parse({
      sex: 'male',
      age: '40',
      heightCm: '180',
      weightKg: '85,0',
      pal: '1.2',
      formula: 'harris-benedict',
    });
    const result = calculate(input);
    const bmr = harrisBenedict({ sex: 'male', age: 40, heightCm: 180, weightKg: 85 });
    expect(bmr).toBeCloseTo(1863.847, 3);
    expect(result).toMatchObject({
      bmi: 26.2,
      category: 'overweight',
      bmr: 1864,
      tdee: Math.round(bmr * 1.2),
    });
  });

  it('classes the BMI by the WHO’s bounds', () => {
    expect([18.4, 18.5, 24.9, 25, 29.9, 30, 34.9, 35, 39.9, 40].map(bmiCategory)).toEqual([
      'underweight',
      'normal',
      'normal',
      'overweight',
      'overweight',
      'obese1',
      'obese1',
      'obese2',
      'obese2',
      'obese3',
    ]);
    expect(bodyMassIndex(70, 180)).toBe(21.6);
  });
});

describe('the calculator page', () => {
  it('shows BMI with its class, BMR, TDEE and the three targets for a worked example (German)', async () => {
    const { container } = renderPage('de');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('BMI- und Kalorienrechner');
    expect(screen.getByTestId('calculator-results').textContent).toContain('Gib deine Angaben ein');
    fireEvent.click(screen.getByLabelText('Weiblich'));
    fill('Alter (Jahre)', '30');
    fill('Größe (cm)', '165');
    fill('Gewicht (kg)', '60');
    fireEvent.click(screen.getByLabelText(/^1,55 – Mäßig aktiv/));
    fireEvent.click(screen.getByRole('button', { name: 'Berechnen' }));

    expect((await screen.findByTestId('calc-bmi')).textContent).toBe('22');
    expect(screen.getByTestId('calc-bmi-category').textContent).toBe('Normalgewicht');
    expect(screen.getByTestId('calc-bmr').textContent).toBe('1.320 kcal');
    expect(screen.getByTestId('calc-tdee').textContent).toBe('2.046 kcal');
    expect(screen.getByTestId('calc-target-lose').textContent).toBe('1.596 kcal pro Tag');
    expect(screen.getByTestId('calc-target-maintain').textContent).toBe('2.046 kcal pro Tag');
    expect(screen.getByTestId('calc-target-gain').textContent).toBe('2.446 kcal pro Tag');
    const lose = within(screen.getByTestId('calc-targets')).getAllByRole('listitem')[0]!;
    expect(lose.textContent).toContain('etwa −0,4 kg pro Woche');
    expect(
      screen.getByRole('link', { name: 'Mach aus deinem Ziel einen Diätplan' }).getAttribute('href'),
    ).toBe('/de/individuelle-diaet');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('marks each invalid field with its German message and focuses the first', async () => {
    const { container } = renderPage('de');
    fireEvent.click(screen.getByRole('button', { name: 'Berechnen' }));
    expect(screen.getByTestId('calc-sex-error').textContent).toBe(
      'Bitte wähle die Formelvariante: weiblich oder männlich.',
    );
    expect(screen.getByTestId('calc-age-error').textContent).toBe('Bitte gib dein Alter ein.');
    expect(screen.getByTestId('calc-height-error').textContent).toBe('Bitte gib deine Größe ein.');
    expect(screen.getByTestId('calc-weight-error').textContent).toBe('Bitte gib dein Gewicht ein.');
    expect(document.activeElement).toBe(screen.getByLabelText('Weiblich'));
    expect(screen.getByLabelText('Alter (Jahre)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Alter (Jahre)').getAttribute('aria-describedby')).toBe(
      'calc-age-error calc-age-hint',
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    fireEvent.click(screen.getByLabelText('Männlich'));
    fill('Alter (Jahre)', '12');
    fill('Größe (cm)', 'groß');
    fill('Gewicht (kg)', '250');
    fireEvent.click(screen.getByRole('button', { name: 'Berechnen' }));
    expect(screen.queryByTestId('calc-sex-error')).toBeNull();
    expect(screen.getByTestId('calc-age-error').textContent).toBe(
      'Bitte gib dein Alter in ganzen Jahren ein, von 16 bis 90.',
    );
    expect(screen.getByTestId('calc-height-error').textContent).toBe(
      'Bitte gib eine Größe von 120 bis 220 cm ein.',
    );
    expect(screen.getByTestId('calc-weight-error').textContent).toBe(
      'Bitte gib ein Gewicht von 35 bis 220 kg ein.',
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Alter (Jahre)'));
    expect(screen.queryByTestId('calc-bmi')).toBeNull();
  });
});

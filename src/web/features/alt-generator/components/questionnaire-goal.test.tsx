import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALT_FORM_DEFAULTS, altEnergy, type AltGeneratorForm } from '../../../../core/domain/alt-plan';
import { i18nFor } from '../../../lib/i18n';
import { Questionnaire } from './questionnaire';

let latest: AltGeneratorForm = ALT_FORM_DEFAULTS;

function Harness() {
  const [value, setValue] = useState(ALT_FORM_DEFAULTS);
  return (
    <Questionnaire
      locale="en"
      value={value}
      onChange={(next) => {
        latest = next;
        setValue(next);
      }}
      onSubmit={() => undefined}
    />
  );
}

beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ allergens: [] }), { status: 200 }))),
  ),
);
afterEach(() => vi.unstubAllGlobals());

describe('the calorie goal under the questionnaire', () => {
  it('[GQ-22] moves in steps of 100 kcal from the recommended target, and goes back to it', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18nFor('en')}>
          <Harness />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    const recommended = altEnergy(ALT_FORM_DEFAULTS).targetCalories;
    const rounded = Math.round(recommended / 100) * 100;
    fireEvent.click(screen.getByTestId('goal-up'));
    expect(latest.calorieGoal).toBe(rounded + 100);
    fireEvent.click(screen.getByTestId('goal-up'));
    expect(latest.calorieGoal).toBe(rounded + 200);
    expect(screen.getByTestId('summary-target').textContent).toBe(
      `${(rounded + 200).toLocaleString('en')} kcal`,
    );
    fireEvent.click(screen.getByTestId('goal-down'));
    expect(latest.calorieGoal).toBe(rounded + 100);
    fireEvent.click(screen.getByTestId('goal-reset'));
    expect(latest.calorieGoal).toBeNull();
    expect(screen.queryByTestId('goal-reset')).toBeNull();
  });
});

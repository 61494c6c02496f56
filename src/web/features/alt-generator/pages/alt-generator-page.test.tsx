import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AltPlanDay } from '../../../../core/contracts/alt-generator';
import {
  ALT_FORM_DEFAULTS,
  altPlanMeta,
  DEFAULT_EXERCISE_PREFERENCES,
} from '../../../../core/domain/alt-plan';
import type { Locale } from '../../../../core/i18n/locales';
import { pageHref, pagePath } from '../../../../core/routes';
import { i18nFor } from '../../../lib/i18n';
import { altSession, INITIAL_SESSION } from '../lib/alt-session';
import { AUTO_SAVE_DEBOUNCE_MS } from '../lib/use-plan-sync';
import { AltGeneratorPage } from './alt-generator-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const DAY: AltPlanDay = {
  day: 1,
  meals: [
    { time: '08:00', recipeId: 11, name: 'Porridge', portions: 1, calories: 600 },
    { time: '12:00', recipeId: 12, name: 'Lentil soup', portions: 2, calories: 800 },
  ],
  trainings: [],
  totalCalories: 1400,
};

/** Answers by path; `null` fails the request with a server error. */
function serve(routes: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(`${url.pathname}${url.search}`);
      const key = Object.keys(routes).find((path) => url.pathname === path);
      const body = key === undefined ? undefined : routes[key];
      if (body === undefined || body === null)
        return Promise.resolve(json({ success: false, error: 'Broken', code: 'x', requestId: 'r' }, 500));
      return Promise.resolve(json(typeof body === 'function' ? (body as (url: URL) => unknown)(url) : body));
    }),
  );
  return calls;
}

function renderPage(locale: Locale, search = '') {
  const path = pagePath('dietGenerator', locale, {});
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <MemoryRouter initialEntries={[`${pageHref('dietGenerator', locale)}${search}`]}>
          <Routes>
            <Route path={path} element={<AltGeneratorPage />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const hybrid = (total: number) => ({ recipes: [], meta: { total, limit: 36, preference: 'vegan' } });
const ALLERGENS = { allergens: [{ id: 1, find: 'gluten', name: 'Gluten' }] };

beforeEach(() => {
  window.sessionStorage.clear();
  altSession.set(INITIAL_SESSION);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the 4-step generator page', () => {
  it('[AGEN-17] [AGEN-18] no recipes for the diet preference: the message in each language, back at step 1', async () => {
    const expected: Record<Locale, string> = {
      pl: 'Brak przepisów dla wybranej preferencji żywieniowej. Wybierz inną.',
      de: 'Für die gewählte Ernährungsweise gibt es keine Rezepte. Bitte wähle eine andere.',
      en: 'There are no recipes for the chosen diet preference. Please choose another one.',
    };
    for (const locale of ['pl', 'de', 'en'] as const) {
      altSession.set({
        ...INITIAL_SESSION,
        form: { ...ALT_FORM_DEFAULTS, dietPreference: 'vegan' },
        step: 2,
      });
      const calls = serve({
        '/api/diet-generator/hybrid-recipes': hybrid(0),
        '/api/diet-generator/allergens': ALLERGENS,
      });
      const view = renderPage(locale);
      expect((await screen.findByTestId('alt-generation-error')).textContent).toBe(expected[locale]);
      expect(screen.getByTestId('alt-questionnaire')).toBeTruthy();
      // AGEN-12: the recipes call with the preference and the limit of 36; no plan was asked for.
      expect(
        calls.some((call) => /hybrid-recipes\?.*limit=36/.test(call) && call.includes('preference=vegan')),
      ).toBe(true);
      expect(calls.some((call) => call.startsWith('/api/diet-generator/alt-plan'))).toBe(false);
      view.unmount();
    }
  });

  it('[AGEN-19] no recipe left once the allergens are excluded: its own message', async () => {
    altSession.set({ ...INITIAL_SESSION, form: { ...ALT_FORM_DEFAULTS, allergens: ['gluten'] }, step: 2 });
    serve({
      '/api/diet-generator/hybrid-recipes': (url: URL) => hybrid(url.searchParams.get('allergens') ? 0 : 12),
      '/api/diet-generator/allergens': ALLERGENS,
    });
    renderPage('en');
    expect((await screen.findByTestId('alt-generation-error')).textContent).toBe(
      'No recipes match your allergen criteria. Please exclude fewer allergens.',
    );
  });

  it('[AGEN-37] failing snapshot saves, nutrition, hydration and training templates are swallowed: the plan stays, no alert', async () => {
    const plan = [DAY];
    altSession.set({ ...INITIAL_SESSION, step: 4, plan, startDate: '2026-12-01', revision: 1 });
    const calls = serve({
      '/api/diet-generator/snapshots': null,
      '/api/diet-generator/hydration': null,
      '/api/diet-generator/training-templates': null,
      '/api/diet-generator/recipes/11/nutrition': null,
      '/api/diet-generator/hybrid-recipes': hybrid(0),
      '/api/diet-generator/foods': { foods: [], meta: {} },
    });
    renderPage('en');
    expect(await screen.findAllByTestId('alt-meal')).toHaveLength(2);
    fireEvent.click(screen.getAllByText('Nutrition')[0]!);
    const details = screen.getAllByTestId('alt-meal-nutrition')[0]!;
    (details as HTMLDetailsElement).open = true;
    fireEvent(details, new Event('toggle'));
    await waitFor(
      () => expect(calls.some((call) => call.startsWith('/api/diet-generator/snapshots'))).toBe(true),
      {
        timeout: AUTO_SAVE_DEBOUNCE_MS + 2000,
      },
    );
    await waitFor(() => expect(calls.some((call) => call.includes('/nutrition'))).toBe(true));
    await waitFor(() => expect(calls.some((call) => call.includes('/hydration'))).toBe(true));
    await waitFor(() => expect(calls.some((call) => call.includes('/training-templates'))).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByTestId('alt-meal')).toHaveLength(2);
    expect(screen.queryByTestId('alt-hydration')).toBeNull();
    expect(screen.getByTestId('alt-share-link-pending')).toBeTruthy();
    // No alert of any of the four (the sidebar's own error aside).
    const alerts = screen.queryAllByRole('alert').filter((alert) => !alert.closest('aside'));
    expect(alerts).toEqual([]);
  });

  it('[AGEN-30] a shared link opens its snapshot at step 4; an unknown one starts afresh', async () => {
    const hash = 'a'.repeat(43);
    const meta = altPlanMeta([DAY], ALT_FORM_DEFAULTS, DEFAULT_EXERCISE_PREFERENCES, 'Shared week');
    serve({
      [`/api/diet-generator/snapshots/${hash}`]: {
        hash,
        snapshot: { plan: [DAY], meta },
        meta: { createdAt: '', size: 1 },
      },
      '/api/diet-generator/hybrid-recipes': hybrid(0),
      '/api/diet-generator/foods': { foods: [], meta: {} },
      '/api/diet-generator/allergens': ALLERGENS,
    });
    const view = renderPage('en', `?plan=${hash}`);
    expect(await screen.findAllByTestId('alt-meal')).toHaveLength(2);
    expect(screen.getByTestId('alt-plan-name')).toHaveProperty('value', 'Shared week');
    view.unmount();

    altSession.set(INITIAL_SESSION);
    renderPage('en', `?plan=${'b'.repeat(43)}`);
    expect(await screen.findByTestId('alt-questionnaire')).toBeTruthy();
  });
});

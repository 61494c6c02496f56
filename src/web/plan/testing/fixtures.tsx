import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { PlanDayInput, DietMeta } from '../../../core/contracts/diet-plan';
import type { Locale } from '../../../core/i18n/locales';
import { i18nFor } from '../../lib/i18n';
import type { PlanMetricsData } from '../lib/plan-doc';
import { sessionStore } from '../../lib/session';

export const FOODS = [
  {
    id: 1,
    name: 'Rye bread',
    calories: 250,
    protein: 9,
    fat: 3,
    carbs: 48,
    allergenIds: [1],
    tags: [],
    groupId: 1,
  },
  {
    id: 2,
    name: 'Chicken breast',
    calories: 165,
    protein: 31,
    fat: 3.6,
    carbs: 0,
    allergenIds: [],
    tags: [],
    groupId: 2,
  },
  {
    id: 3,
    name: 'Olive oil',
    calories: 884,
    protein: 0,
    fat: 100,
    carbs: 0,
    allergenIds: [],
    tags: [],
    groupId: 3,
  },
];

const recipe = (
  id: number,
  name: string,
  occasions: string[],
  dietType: string,
  ingredients: Array<[number, number]>,
) => ({
  id,
  name,
  instructions: '',
  tags: [],
  occasions,
  dietTypes: [],
  dietType,
  allergens: [],
  portions: 1,
  calories: 0,
  protein: 0,
  fat: 0,
  carbs: 0,
  ingredients: ingredients.map(([foodId, quantity]) => ({ foodId, quantity })),
});

export const RECIPES = [
  recipe(10, 'Rye toast', ['breakfast'], 'vegan', [
    [1, 100],
    [3, 5],
  ]),
  recipe(11, 'Chicken plate', ['lunch', 'dinner'], 'meat', [
    [2, 200],
    [3, 10],
  ]),
  recipe(12, 'Bread and oil', ['breakfast'], 'vegan', [
    [1, 150],
    [3, 10],
  ]),
];

export const EXERCISES = [
  {
    id: 7,
    name: 'Cycling',
    mets: 8,
    kcalPerHour: 560,
    caloriesBurnedPerMinute: 9.3,
    group: 'cardio',
    tags: [],
  },
];
export const NUTRIENTS = [
  { id: 20, code: 'iron_mg', name: 'Iron', unit: 'mg', daily_men: 11, daily_woman: 16 },
];
export const ALLERGENS = [
  { id: 1, find: 'gluten', name: 'Cereals containing gluten' },
  { id: 7, find: 'milk', name: 'Milk and dairy' },
];
export const DIET_TYPES = [
  { id: 1, find: 'any', name: 'Any' },
  { id: 5, find: 'vegan', name: 'Vegan' },
];

export function planDay(date: string): PlanDayInput {
  return {
    date,
    meals: [
      {
        scheduleItemId: 'meal-1',
        recipeId: 10,
        portions: 2,
        foodItems: [
          { foodId: 1, quantity: 200 },
          { foodId: 3, quantity: 10 },
        ],
      },
      {
        scheduleItemId: 'meal-2',
        recipeId: 11,
        portions: 2,
        foodItems: [
          { foodId: 2, quantity: 400 },
          { foodId: 3, quantity: 15 },
        ],
      },
    ],
    exercises: [{ scheduleItemId: 'exercise-1', exerciseId: 7, duration: 30 }],
    nutrients: [],
    medications: [],
    hydrationLog: [{ id: 'w', name: 'water', volume: 250, caffeine: 0 }],
    notes: '',
    feeling: 3,
    images: [],
  };
}

export const PLAN = [planDay('2025-03-01'), planDay('2025-03-02')];

const dayMetrics = {
  calories: 1381,
  protein: 142,
  fat: 45.4,
  carbs: 96,
  burnedCalories: 280,
  hydrationMl: 250,
  caffeineMg: 0,
  exerciseMinutes: 30,
  nutrients: {},
};
export const METRICS: PlanMetricsData = {
  days: [dayMetrics, dayMetrics],
  totals: {
    ...dayMetrics,
    calories: 2762,
    protein: 284,
    fat: 90.8,
    carbs: 192,
    burnedCalories: 560,
    hydrationMl: 500,
    exerciseMinutes: 60,
  },
  averageCalories: 1381,
};

export const META: DietMeta = {
  personalData: { age: 30, gender: 'male', weight: 70, height: 180, pal: 1.2 },
  preferences: {
    allergens: [],
    dietType: 'any',
    monitoredNutrients: [],
    defaultDrinkVolumes: { water: 250, coffee: 250, tea: 250, energy: 250 },
  },
  schedule: {
    items: [
      { id: 'meal-1', time: '08:00', type: 'Meal', label: 'Breakfast' },
      { id: 'meal-2', time: '12:00', type: 'Meal', label: 'Lunch' },
      { id: 'exercise-1', time: '19:00', type: 'Exercise', label: 'Exercise' },
    ],
  },
  targetCalories: 1400,
  planDuration: 2,
  startDate: '2025-03-01',
  generatedAt: '2025-02-28T10:00:00.000Z',
  generator: 'personal',
};

export const SAVED = {
  id: 41,
  name: 'Diet from 2025-03-01 (2 days)',
  plan: PLAN,
  meta: META,
  metrics: METRICS,
  version: 3,
  createdAt: '2025-02-28T10:00:00.000Z',
  updatedAt: '2025-02-28T11:00:00.000Z',
};

export function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The server's error answer (ARCHITECTURE §3). */
export function errorJson(status: number, error: string, code: string): Response {
  return json(status, { success: false, error, code, requestId: 'req-1' });
}

export type Handler = (
  url: URL,
  init: RequestInit | undefined,
) => Response | undefined | Promise<Response | undefined>;

/** fetch answering the generator's loaders; `handler` answers (or overrides) the rest. */
export function mockFetch(handler: Handler = () => undefined) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const own = await handler(url, init);
    if (own) return own;
    switch (url.pathname) {
      case '/api/diet-generator/foods':
        return json(200, { foods: FOODS, meta: { total: FOODS.length } });
      case '/api/diet-generator/recipes':
        return json(200, { recipes: RECIPES, meta: { total: RECIPES.length } });
      case '/api/diet-generator/exercises':
        return json(200, { items: EXERCISES, meta: { total: 1 } });
      case '/api/diet-generator/nutrients':
        return json(200, { nutrients: NUTRIENTS });
      case '/api/diet-generator/allergens':
        return json(200, { allergens: ALLERGENS });
      case '/api/diet-generator/diet-types':
        return json(200, { dietTypes: DIET_TYPES });
      case '/api/diet-generator/plan':
        return json(200, { plan: PLAN, metrics: METRICS });
      default:
        return errorJson(404, 'Not found.', 'not_found');
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Calls to one path (and method). */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, path: string, method = 'GET') {
  return fetchMock.mock.calls.filter(
    ([input, init]) =>
      new URL(input, 'http://localhost').pathname === path && (init?.method ?? 'GET') === method,
  );
}

/** A signed-in member; `emailVerified: false` for one who has not opened the confirmation link yet. */
export function signIn(roles: string[] = [], { emailVerified = true }: { emailVerified?: boolean } = {}) {
  sessionStore.set({ user: { id: 5, name: 'Ada Lovelace', email: 'ada@example.com', roles, emailVerified } });
  sessionStore.set({ csrfToken: 'csrf-1' });
}

export function signOut() {
  sessionStore.set({ user: null });
  sessionStore.set({ csrfToken: null });
}

export function renderAt(ui: ReactNode, path: string, routePath = path, locale: Locale = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18nFor(locale)}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={ui} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

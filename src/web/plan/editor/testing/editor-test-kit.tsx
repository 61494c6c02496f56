import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Locale } from '../../../../core/i18n/locales';
import { i18nFor } from '../../../lib/i18n';

/** Renders `element` on a page of `locale` with a fresh query client (no retries: failures show at once). */
export function renderWithApp(element: ReactElement, locale: Locale = 'en') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <QueryClientProvider client={client}>
            <I18nextProvider i18n={i18nFor(locale)}>{element}</I18nextProvider>
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: [`/${locale}/personal-diet`] },
  );
  return render(<RouterProvider router={router} />);
}

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
}

type Answer = { status?: number; body: unknown };
type Handler = (call: Call) => Answer;

/** Our own server's answers, one handler per path (the loaders, the catalogue, uploads); calls are recorded. */
export function mockServer(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>)),
      body: init?.body,
    };
    calls.push(call);
    const handler = handlers[url.pathname] ?? handlers[url.pathname.replace(/\/\d+$/, '/:id')];
    if (!handler) throw new Error(`unexpected call to ${url.pathname}`);
    const answer = handler(call);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const RECIPES = [
  {
    id: 1,
    name: 'Oat porridge',
    calories: 350,
    portions: 1,
    occasions: ['breakfast'],
    dietType: 'vegetarian',
    allergens: [],
    ingredients: [
      { foodId: 11, quantity: 60 },
      { foodId: 12, quantity: 200 },
    ],
  },
  {
    id: 2,
    name: 'Steak platter',
    calories: 2100,
    portions: 1,
    occasions: ['dinner'],
    dietType: 'meat',
    allergens: [],
    ingredients: [{ foodId: 14, quantity: 400 }],
  },
  {
    id: 3,
    name: 'Jabłecznik',
    calories: 420,
    portions: 1,
    occasions: ['snack'],
    dietType: 'vegetarian',
    allergens: [],
    ingredients: [{ foodId: 15, quantity: 150 }],
  },
];

/** Group names as the foods loader gives them. */
export const GROUPS: Record<number, string> = {
  1: 'Dairy and eggs',
  9: 'Fruits and fruit juices',
  13: 'Beef',
  20: 'Grains and pasta',
};

const food = (
  id: number,
  name: string,
  calories: number,
  protein: number,
  fat: number,
  carbs: number,
  groupId: number,
) => ({
  id,
  name,
  calories,
  protein,
  fat,
  carbs,
  allergenIds: [],
  tags: [],
  groupId,
  groupName: GROUPS[groupId] ?? '',
});

export const FOODS = [
  food(11, 'Oats', 380, 13, 7, 60, 20),
  food(12, 'Milk', 64, 3.3, 3.5, 4.8, 1),
  food(14, 'Beef steak', 250, 26, 15, 0, 13),
  food(15, 'Apples', 52, 0.3, 0.2, 14, 9),
  food(16, 'Almond milk', 17, 0.6, 1.1, 0.6, 1),
];

export const EXERCISES = [
  {
    id: 5,
    name: 'Running',
    mets: 9.8,
    kcalPerHour: 700,
    caloriesBurnedPerMinute: 11.7,
    group: 'full_body',
    tags: [],
  },
  {
    id: 6,
    name: 'Sprinting',
    mets: 23,
    kcalPerHour: 1560,
    caloriesBurnedPerMinute: 26,
    group: 'full_body',
    tags: [],
  },
];

export const SUPPLEMENTS = [
  { id: 3, name: 'Vitamin D3', unit: 'capsule', tags: ['vitamin'] },
  { id: 4, name: 'Whey protein', unit: 'scoop', tags: [] },
];

export const MEDICAL_PRODUCTS = [
  { id: 7, name: 'Ibuprofen', unit: 'tablet', tags: [] },
  { id: 8, name: 'Paracetamol', unit: 'tablet', tags: [] },
];

/** Any food by id, as the loader answers `?ids=`: ours, else a catalogue food in the fruit group. */
export function foodById(id: number) {
  return FOODS.find((f) => f.id === id) ?? food(id, `Catalogue food ${id}`, 100, 1, 1, 20, 9);
}

/** The loaders' answers as the server gives them. */
export function loaderHandlers(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    '/api/diet-generator/recipes': () => ({ body: { recipes: RECIPES, meta: { total: RECIPES.length } } }),
    '/api/diet-generator/foods': (call) => {
      const search = call.query.get('search');
      const ids = call.query.get('ids');
      const foods = ids
        ? ids.split(',').map(Number).map(foodById)
        : search
          ? [food(30, 'Banana', 89, 1.1, 0.3, 23, 9)]
          : FOODS;
      return { body: { foods, meta: { total: foods.length } } };
    },
    '/api/diet-generator/exercises': () => ({
      body: { items: EXERCISES, meta: { total: EXERCISES.length } },
    }),
    '/api/diet-generator/supplements': () => ({ body: { supplements: SUPPLEMENTS } }),
    '/api/diet-generator/medical-products': () => ({ body: { medicalProducts: MEDICAL_PRODUCTS } }),
    ...overrides,
  };
}

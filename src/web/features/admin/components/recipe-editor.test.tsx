import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../components/toast/toast-store';
import { callsTo, json, mockFetch, renderAt, signIn, signOut } from '../../../plan/testing/fixtures';
import { AdminPage } from '../pages/admin-page';

const PATH = '/en/admin';
const option = (value: string, label: string) => ({ value, label });
const BUTTER = {
  id: 11,
  name: 'Butter, salted',
  allergens: [option('milk', 'Milk')],
  mayContain: [],
  portions: [
    { seq: 2, amount: 1, unit: 'tbsp', grams: 14.2 },
    { seq: 4, amount: 1, unit: 'stick', grams: 113 },
  ],
};
const APPLE = { id: 12, name: 'Apple with skin, raw', allergens: [], mayContain: [], portions: [] };
const BUCKWHEAT = {
  id: 13,
  name: 'Buckwheat groats, roasted',
  allergens: [],
  mayContain: [option('gluten', 'Gluten')],
  portions: [],
};
const nutrition = (kcal: number, extra: Partial<Record<string, unknown>> = {}) => ({
  perPortion: { kcal, protein: 0.6, carbohydrates: 27.7, fat: 8.2 },
  per100g: { kcal: 83.5, protein: 0.3, carbohydrates: 13.1, fat: 3.9 },
  totalGrams: 420,
  grams: [20, 400],
  allergens: [option('milk', 'Milk')],
  mayContain: [],
  dietType: option('vegetarian', 'Vegetarian'),
  ...extra,
});
const RECIPE = {
  id: 7,
  source: 'nutrio-content',
  sourceId: 'apple-butter-test',
  updatedAt: '2026-03-01T10:00:00.000Z',
  slug: { pl: 'jablka-na-masle', de: 'aepfel-in-butter', en: 'apples-in-butter' },
  name: { pl: 'Jabłka na maśle', de: 'Äpfel in Butter', en: 'Apples in butter' },
  description: {
    pl: 'Jabłka smażone na maśle.',
    de: 'In Butter gebratene Äpfel.',
    en: 'Apples fried in butter.',
  },
  instructions: {
    pl: ['Pokrój jabłka.', 'Usmaż je na maśle.'],
    de: ['Äpfel schneiden.', 'In Butter braten.'],
    en: ['Slice the apples.', 'Fry them in butter.'],
  },
  portions: 2,
  prepTimeMin: 15,
  hard: false,
  cuisine: 'international',
  occasions: ['dessert'],
  categories: ['dessert'],
  tags: [],
  ingredients: [
    { foodId: 11, amount: 20, portion: null, grams: 20, food: BUTTER },
    { foodId: 12, amount: 400, portion: null, grams: 400, food: APPLE },
  ],
  nutrition: nutrition(175.7),
};

type Body = {
  portions: number;
  ingredients: Array<{ foodId: number; amount: number; portion: number | null }>;
};
const bodies = (fetchMock: ReturnType<typeof mockFetch>, path: string, method: string) =>
  callsTo(fetchMock, path, method).map(([, init]) => JSON.parse(String(init?.body)) as Body);

describe('recipe editing in the admin area (issue 24 A2)', () => {
  afterEach(() => {
    signOut();
    toast.dismiss();
  });

  it('the live nutrition panel follows the ingredients from the server’s preview, and saving sends what was entered', async () => {
    signIn(['user', 'admin']);
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/admin/recipes/7' && (init?.method ?? 'GET') === 'GET')
        return json(200, RECIPE);
      if (url.pathname === '/api/admin/recipe-nutrition') {
        const body = JSON.parse(String(init?.body)) as Body;
        // The stub answers by the butter's amount: the panel must show what the server says.
        const butter = body.ingredients.find((i) => i.foodId === 11);
        if (body.ingredients.some((i) => i.foodId === 13))
          return json(
            200,
            nutrition(240.4, { mayContain: [option('gluten', 'Gluten')], grams: [20, 400, 50] }),
          );
        if (butter?.portion === 2) return json(200, nutrition(205.8, { grams: [28.4, 400] }));
        return json(200, nutrition(butter?.amount === 30 ? 211.6 : 175.7));
      }
      if (url.pathname === '/api/admin/recipe-foods')
        return json(200, { items: url.searchParams.get('q') === 'buck' ? [BUCKWHEAT] : [] });
      if (url.pathname === '/api/admin/recipes/7' && init?.method === 'PUT')
        return json(200, { ...RECIPE, nutrition: nutrition(211.6) });
      return undefined;
    });
    renderAt(<AdminPage />, `${PATH}?section=recipes&id=7`, PATH);

    const editor = await screen.findByTestId('admin-recipe-editor');
    expect(within(editor).getByLabelText('Name (Polish)')).toHaveProperty('value', 'Jabłka na maśle');
    expect(within(editor).getByLabelText('Steps (German)')).toHaveProperty(
      'value',
      'Äpfel schneiden.\nIn Butter braten.',
    );
    expect(screen.getByTestId('admin-recipe-public').getAttribute('href')).toBe(
      '/en/recipes/7-apples-in-butter',
    );
    const foods = screen.getAllByTestId('admin-recipe-food-name').map((n) => n.textContent);
    expect(foods).toEqual(['Butter, salted', 'Apple with skin, raw']);
    expect(editor.textContent).toContain('Milk');

    await waitFor(() => expect(screen.getByTestId('admin-recipe-kcal').textContent).toBe('175.7 kcal'), {
      timeout: 3000,
    });
    expect(screen.getByTestId('admin-recipe-allergens').textContent).toBe('Milk');

    // More butter: one preview call with the new amount, and the panel shows the server's new figures.
    const amounts = screen.getAllByTestId('admin-recipe-ingredient-amount');
    fireEvent.change(amounts[0]!, { target: { value: '30' } });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('admin-recipe-kcal').textContent).toBe('211.6 kcal'), {
      timeout: 3000,
    });
    expect(bodies(fetchMock, '/api/admin/recipe-nutrition', 'POST').at(-1)).toEqual({
      portions: 2,
      ingredients: [
        { foodId: 11, amount: 30, portion: null },
        { foodId: 12, amount: 400, portion: null },
      ],
    });

    // A household measure: 2 × tbsp of butter.
    const units = screen.getAllByTestId('admin-recipe-ingredient-unit');
    expect(
      within(units[0]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['g', '× 1 tbsp (14.2 g)', '× 1 stick (113 g)']);
    fireEvent.change(amounts[0]!, { target: { value: '2' } });
    fireEvent.change(units[0]!, { target: { value: '2' } });
    await waitFor(() => expect(screen.getByTestId('admin-recipe-kcal').textContent).toBe('205.8 kcal'), {
      timeout: 3000,
    });

    // A new ingredient from the picker, with its "may contain".
    fireEvent.click(screen.getByTestId('admin-recipe-add-ingredient'));
    fireEvent.change(screen.getByTestId('admin-recipe-food-search'), { target: { value: 'buck' } });
    const choice = await screen.findByTestId('admin-recipe-food-option', {}, { timeout: 3000 });
    expect(choice.textContent).toContain('may contain: Gluten');
    fireEvent.click(choice);
    fireEvent.change(screen.getAllByTestId('admin-recipe-ingredient-amount')[2]!, {
      target: { value: '50' },
    });
    await waitFor(() => expect(screen.getByTestId('admin-recipe-may-contain').textContent).toBe('Gluten'), {
      timeout: 3000,
    });
    expect(screen.getByTestId('admin-recipe-kcal').textContent).toBe('240.4 kcal');

    // Remove it again, then save: the form's values go to the server, steps split by line.
    fireEvent.click(screen.getAllByTestId('admin-recipe-remove-ingredient')[2]!);
    fireEvent.click(screen.getByTestId('admin-recipe-save'));
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/recipes/7', 'PUT')).toHaveLength(1));
    const saved = bodies(fetchMock, '/api/admin/recipes/7', 'PUT')[0] as Body & {
      instructions: { en: string[] };
    };
    expect(saved.ingredients).toEqual([
      { foodId: 11, amount: 2, portion: 2 },
      { foodId: 12, amount: 400, portion: null },
    ]);
    expect(saved.instructions.en).toEqual(['Slice the apples.', 'Fry them in butter.']);
    expect(saved).not.toHaveProperty('nutrition');
  });

  it('validates with the contract before saving: errors by the fields, nothing sent', async () => {
    signIn(['user', 'admin']);
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/admin/recipes/7' && (init?.method ?? 'GET') === 'GET')
        return json(200, RECIPE);
      if (url.pathname === '/api/admin/recipe-nutrition') return json(200, nutrition(175.7));
      return undefined;
    });
    renderAt(<AdminPage />, `${PATH}?section=recipes&id=7`, PATH);
    const name = await screen.findByLabelText('Name (German)');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.change(screen.getAllByTestId('admin-recipe-ingredient-amount')[1]!, {
      target: { value: '6000' },
    });
    fireEvent.click(screen.getByTestId('admin-recipe-save'));
    expect(await screen.findByText('Please enter a name (at least 2 characters).')).toBeTruthy();
    expect(screen.getByText('An ingredient must weigh between 0.1 and 5,000 g.')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/admin/recipes/7', 'PUT')).toHaveLength(0);
  });

  it('the list searches and links each recipe to its editor', async () => {
    signIn(['user', 'admin']);
    const fetchMock = mockFetch((url) =>
      url.pathname === '/api/admin/recipes'
        ? json(200, {
            items: [
              {
                id: 7,
                source: 'nutrio-content',
                sourceId: 'apple-butter-test',
                name: RECIPE.name,
                slug: 'apples-in-butter',
                kcalPerPortion: 176,
                updatedAt: '2026-03-01T10:00:00.000Z',
              },
            ],
            total: 1,
            page: 1,
            perPage: 20,
          })
        : undefined,
    );
    renderAt(<AdminPage />, `${PATH}?section=recipes`, PATH);
    const row = await screen.findByTestId('admin-recipe-row');
    expect(row.textContent).toContain('Apples in butter');
    expect(row.textContent).toContain('176 kcal per portion');
    expect(row.getAttribute('href')).toBe('/en/admin?section=recipes&id=7');
    fireEvent.change(screen.getByTestId('admin-recipes-search'), { target: { value: 'apple' } });
    await waitFor(() =>
      expect(
        new URL(callsTo(fetchMock, '/api/admin/recipes').at(-1)![0], 'http://localhost').searchParams.get(
          'q',
        ),
      ).toBe('apple'),
    );
  });
});

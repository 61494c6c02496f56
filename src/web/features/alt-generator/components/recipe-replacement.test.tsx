import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ReplacementRecipe,
  ReplacementSearchAnswer,
} from '../../../../core/contracts/alt-generator-recipes';
import type { Locale } from '../../../../core/i18n/locales';
import { i18nFor } from '../../../lib/i18n';
import { RecipeReplacement, type CurrentMeal } from './recipe-replacement';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function recipe(id: number, extra: Partial<ReplacementRecipe> = {}): ReplacementRecipe {
  return {
    id,
    name: `Recipe ${id}`,
    caloriesPerPortion: 400 + id,
    portions: 2,
    timeMinutes: 25,
    image: null,
    ingredients: ['Oats', 'Milk'],
    ingredientCount: 2,
    tags: [{ value: 'quick', label: 'Quick' }],
    ...extra,
  };
}

const answerOf = (items: ReplacementRecipe[], page = 1, total = items.length): ReplacementSearchAnswer => ({
  items,
  meta: { page, pageSize: 12, total, pages: Math.ceil(total / 12) },
});

const CURRENT: CurrentMeal = {
  recipeId: 7,
  name: 'Porridge with berries',
  calories: 1234,
  portions: 2,
  ingredients: ['Oats', 'Milk', 'Blueberries', 'Honey', 'Cinnamon', 'Walnuts', 'Salt', 'Butter', 'Yoghurt'],
};

let fetchMock: ReturnType<typeof vi.fn>;
function answer(respond: (url: URL) => Promise<Response> | Response) {
  fetchMock = vi.fn((url: string) => Promise.resolve(respond(new URL(url, 'http://localhost'))));
  vi.stubGlobal('fetch', fetchMock);
}
/** The query of the n-th call (0-based). */
const sent = (n: number) => new URL(fetchMock.mock.calls[n]![0] as string, 'http://localhost');

function renderPanel(
  options: {
    locale?: Locale;
    client?: QueryClient;
    dietPreference?: string;
    allergens?: string[];
    current?: CurrentMeal;
  } = {},
) {
  const locale = options.locale ?? 'en';
  const client = options.client ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onPick = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <RecipeReplacement
          locale={locale}
          current={options.current ?? CURRENT}
          dietPreference={options.dietPreference ?? 'any'}
          allergens={options.allergens ?? []}
          onPick={onPick}
          onCancel={onCancel}
        />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, onPick, onCancel, client };
}

const cards = () => screen.getAllByTestId('replacement-card');
const texts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the recipe replacement panel', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('[AGEN-51] asks the replacement search with locale, page, pageSize 12 and the filters; the plan’s diet and allergens prefilled', async () => {
    answer(() => json(answerOf([recipe(1), recipe(2)], 1, 30)));
    renderPanel({ locale: 'de', dietPreference: 'vegan', allergens: ['milk', 'eggs'] });
    await screen.findAllByTestId('replacement-card');
    expect(sent(0).pathname).toBe('/api/diet-generator/recipes/search');
    expect(Object.fromEntries(sent(0).searchParams)).toEqual({
      locale: 'de',
      page: '1',
      pageSize: '12',
      allergens: 'milk,eggs',
      diets: 'vegan',
      exclude: String(CURRENT.recipeId),
    });
    expect((fetchMock.mock.calls[0]![1] as RequestInit).method).toBe('GET');

    fireEvent.change(screen.getByLabelText('Rezeptname'), { target: { value: ' Suppe ' } });
    fireEvent.change(screen.getByLabelText('Portionen'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Max. Zubereitungszeit (Minuten)'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Schlagwörter'), {
      target: { value: ' quick, , breakfast ,quick' },
    });
    fireEvent.click(screen.getByLabelText('Vegetarisch'));
    fireEvent.click(screen.getByLabelText('Schalenfrüchte'));
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const filters = {
      locale: 'de',
      pageSize: '12',
      search: 'Suppe',
      portions: '2',
      time: '30',
      tags: 'quick,breakfast',
      allergens: 'milk,eggs,nuts',
      diets: 'vegan,vegetarian',
      exclude: String(CURRENT.recipeId),
    };
    expect(Object.fromEntries(sent(1).searchParams)).toEqual({ ...filters, page: '1' });

    // The next page keeps every filter.
    await screen.findByRole('navigation', { name: 'Ergebnisseiten' });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(Object.fromEntries(sent(2).searchParams)).toEqual({ ...filters, page: '2' });
  });

  it('the plan’s allergens cannot be unticked: they are always sent', async () => {
    answer(() => json(answerOf([recipe(1)])));
    renderPanel({ allergens: ['gluten'] });
    await screen.findAllByTestId('replacement-card');
    const gluten = screen.getByRole('checkbox', { name: /^Gluten/ }) as HTMLInputElement;
    expect(gluten.checked).toBe(true);
    expect(gluten.disabled).toBe(true);
    expect(screen.getByTestId('locked-allergens').textContent).toBe(
      'Always excluded, from your answers: Gluten.',
    );
    fireEvent.click(gluten);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sesame' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sent(1).searchParams.get('allergens')).toBe('gluten,sesame');
  });

  it('[AGEN-53] results stay fresh for 60 s: a second mount within 60 s asks nothing, after 60 s it asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    answer(() => json(answerOf([recipe(1)])));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 10 * 60_000 } } });
    const first = renderPanel({ client });
    await screen.findAllByTestId('replacement-card');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    first.unmount();

    vi.setSystemTime(Date.now() + 59_000);
    const second = renderPanel({ client });
    expect(cards()).toHaveLength(1);
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    second.unmount();

    vi.setSystemTime(Date.now() + 2_000);
    renderPanel({ client });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('[AGEN-54] a card shows name, kcal per portion, time, at most 4 ingredients (+N more) and at most 4 tags', async () => {
    const tag = (value: string) => ({ value, label: value.toUpperCase() });
    answer(() =>
      json(
        answerOf([
          recipe(1, {
            name: 'Lentil soup',
            caloriesPerPortion: 1510,
            timeMinutes: 35,
            ingredients: ['Lentils', 'Carrot', 'Onion', 'Celery', 'Garlic', 'Cumin'],
            ingredientCount: 9,
            tags: ['a', 'b', 'c', 'd', 'e', 'f'].map(tag),
          }),
        ]),
      ),
    );
    renderPanel();
    const [card] = await screen.findAllByTestId('replacement-card');
    const inCard = within(card!);
    expect(inCard.getByRole('heading', { level: 4 }).textContent).toBe('Lentil soup');
    expect(inCard.getByTestId('replacement-kcal').textContent).toBe('1,510 kcal per portion');
    expect(inCard.getByTestId('replacement-time').textContent).toBe('35 min');
    expect(texts(inCard.getByTestId('replacement-ingredients'))).toEqual([
      'Lentils',
      'Carrot',
      'Onion',
      'Celery',
      '+5 more',
    ]);
    expect(texts(inCard.getByTestId('replacement-tags'))).toEqual(['A', 'B', 'C', 'D']);
  });

  it('[AGEN-55] the current meal shows name, kcal, portions and at most 6 ingredients with "+N more"', async () => {
    answer(() => json(answerOf([recipe(1)])));
    renderPanel();
    const meal = within(screen.getByTestId('current-meal'));
    expect(meal.getByTestId('current-meal-name').textContent).toBe('Porridge with berries');
    expect(meal.getByTestId('current-meal-kcal').textContent).toBe('1,234 kcal');
    expect(meal.getByTestId('current-meal-portions').textContent).toBe('2 portions');
    expect(texts(meal.getByTestId('current-meal-ingredients'))).toEqual([
      'Oats',
      'Milk',
      'Blueberries',
      'Honey',
      'Cinnamon',
      'Walnuts',
      '+3 more',
    ]);
    await screen.findAllByTestId('replacement-card');
  });

  it('asks the server to leave the current recipe out; "Use this recipe" hands the recipe to onPick', async () => {
    const chosen = recipe(3, { name: 'Shakshuka' });
    const asked: URL[] = [];
    answer((url) => {
      asked.push(url);
      return json(answerOf([recipe(1), chosen]));
    });
    const { onPick } = renderPanel();
    await screen.findAllByTestId('replacement-card');
    expect(asked[0]!.searchParams.get('exclude')).toBe(String(CURRENT.recipeId));
    expect(cards().map((card) => within(card).getByRole('heading', { level: 4 }).textContent)).toEqual([
      'Recipe 1',
      'Shakshuka',
    ]);
    fireEvent.click(screen.getByRole('button', { name: /^Use this recipe ?: Shakshuka$/ }));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledWith(chosen);
  });

  it('Cancel calls onCancel', async () => {
    answer(() => json(answerOf([recipe(1)])));
    const { onCancel } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await screen.findAllByTestId('replacement-card');
  });

  it('pagination: the previous page stays while the next loads, then focus is on the results heading', async () => {
    const pending: Array<(response: Response) => void> = [];
    answer((url) =>
      url.searchParams.get('page') === '1'
        ? json(answerOf([recipe(1), recipe(2)], 1, 14))
        : new Promise<Response>((resolve) => pending.push(resolve)),
    );
    renderPanel();
    await screen.findAllByTestId('replacement-card');
    const nav = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(nav).getByText('Page 1 of 2')).toBeTruthy();
    expect((within(nav).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Recipes you can use instead' }));
    // The first page stays on screen, marked busy.
    expect(cards()).toHaveLength(2);
    expect(screen.getByTestId('replacement-results').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('replacement-status').textContent).toBe('Looking for recipes…');
    pending[0]!(json(answerOf([recipe(13), recipe(14)], 2, 14)));
    await waitFor(() =>
      expect(cards().map((card) => within(card).getByRole('heading', { level: 4 }).textContent)).toEqual([
        'Recipe 13',
        'Recipe 14',
      ]),
    );
    expect(screen.getByTestId('replacement-results').hasAttribute('aria-busy')).toBe(false);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows placeholders while the first page loads, then the empty message when nothing matches', async () => {
    let release: (response: Response) => void = () => {};
    answer(() => new Promise<Response>((resolve) => (release = resolve)));
    renderPanel();
    expect(screen.getByTestId('replacement-loading')).toBeTruthy();
    expect(screen.getByTestId('replacement-status').textContent).toBe('Looking for recipes…');
    release(json(answerOf([])));
    expect((await screen.findByTestId('replacement-empty')).textContent).toBe(
      'No recipes match your filters.',
    );
    expect(screen.queryByTestId('replacement-pagination')).toBeNull();
  });

  it('a failure shows the server’s message in an alert with a retry that loads the recipes', async () => {
    let fail = true;
    answer(() =>
      fail
        ? json({ success: false, error: 'Recipes are resting.', code: 'unavailable', requestId: 'r-1' }, 503)
        : json(answerOf([recipe(1)])),
    );
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Recipes are resting.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('replacement-card')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a dropped connection shows the translated default message', async () => {
    answer(() => {
      throw new TypeError('Failed to fetch');
    });
    renderPanel({ locale: 'pl' });
    expect((await screen.findByRole('alert')).textContent).toContain('Nie udało się teraz pobrać przepisów.');
  });

  it('an invalid field is shown under it with focus on it, and nothing is asked', async () => {
    answer(() => json(answerOf([recipe(1)])));
    renderPanel();
    await screen.findAllByTestId('replacement-card');
    const tags = screen.getByLabelText('Tags');
    fireEvent.change(tags, { target: { value: 'a, b, c, d, e, f' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Use at most 5 tags.')).toBeTruthy();
    expect(document.activeElement).toBe(tags);
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('opens with focus on its heading and has no axe violations (contrast is checked in a real browser)', async () => {
    answer(() => json(answerOf([recipe(1, { image: '/media/r1.jpg' }), recipe(2)], 1, 30)));
    const { container } = renderPanel({ allergens: ['milk'], dietPreference: 'vegetarian' });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Replace this meal' }));
    await screen.findAllByTestId('replacement-card');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

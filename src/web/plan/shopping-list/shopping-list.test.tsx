import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanDayInput } from '../../../core/contracts/diet-plan';
import { loaderHandlers, mockServer, renderWithApp } from '../editor/testing/editor-test-kit';
import { ShoppingList } from './shopping-list';

const meal = (...items: Array<[number, number]>) => ({
  scheduleItemId: 'm',
  recipeId: 1,
  portions: 1,
  foodItems: items.map(([foodId, quantity]) => ({ foodId, quantity })),
});
const day = (date: string, ...meals: ReturnType<typeof meal>[]): PlanDayInput => ({
  date,
  meals,
  exercises: [],
  hydrationLog: [],
});

// Foods (editor-test-kit): 11 Oats (grains), 12 Milk and 16 Almond milk (dairy), 14 Beef steak (beef), 15 Apples (fruit);
// 31 is not in the generator's list and is read from its catalogue page.
const PLAN = [
  day('2026-05-04', meal([11, 60], [12, 200]), meal([15, 150])),
  day('2026-05-05', meal([11, 80], [16, 900]), meal([14, 400])),
  day('2026-05-06', meal([12, 300], [31, 50])),
];

const groups = () =>
  within(screen.getByTestId('shopping-list'))
    .getAllByRole('region')
    .map((section) => [
      within(section).getByRole('heading').textContent,
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ]);

describe('shopping list (issue 6 item 10, beyond the spec)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sums grams per food over all days, grouped by food group, groups and foods by name', async () => {
    mockServer(loaderHandlers());
    renderWithApp(<ShoppingList plan={PLAN} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Shopping list' })).toBeTruthy();
    await waitFor(() => expect(groups()).toHaveLength(4));
    expect(groups()).toEqual([
      ['Beef', ['Beef steak400 g']],
      ['Dairy and eggs', ['Almond milk900 g', 'Milk500 g']],
      ['Fruits and fruit juices', ['Apples150 g', 'Catalogue food 3150 g']],
      ['Grains and pasta', ['Oats140 g']],
    ]);
    expect(screen.getByTestId('shopping-summary').textContent).toBe(
      '6 foods for Day 1 (Mon, May 4) to Day 3 (Wed, May 6), 2.14 kg in all',
    );
  });

  it('a range of days: only those days are summed', async () => {
    mockServer(loaderHandlers());
    renderWithApp(<ShoppingList plan={PLAN} />);
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '1' } });
    await waitFor(() =>
      expect(groups()).toEqual([
        ['Beef', ['Beef steak400 g']],
        ['Dairy and eggs', ['Almond milk900 g']],
        ['Grains and pasta', ['Oats80 g']],
      ]),
    );
    // Moving "to" before "from" pulls "from" along.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '0' } });
    expect((screen.getByLabelText('From') as HTMLSelectElement).value).toBe('0');
  });

  it('speaks the page’s language', async () => {
    mockServer(
      loaderHandlers({
        '/api/diet-generator/foods': () => ({
          body: {
            foods: [{ id: 11, name: 'Płatki owsiane', calories: 380, groupId: 20, groupName: 'Zboża' }],
          },
        }),
      }),
    );
    renderWithApp(<ShoppingList plan={[day('2026-05-04', meal([11, 1500]))]} />, 'pl');
    expect(await screen.findByRole('heading', { level: 2, name: 'Lista zakupów' })).toBeTruthy();
    await waitFor(() => expect(groups()).toEqual([['Zboża', ['Płatki owsiane1,5 kg']]]));
    expect(screen.getByTestId('shopping-summary').textContent).toContain('1 produkt');
  });

  it('prints the list on its own', async () => {
    mockServer(loaderHandlers());
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      expect(document.querySelector('style')?.textContent).toContain('@media print');
    });
    renderWithApp(<ShoppingList plan={PLAN} />);
    await waitFor(() => expect(groups()).toHaveLength(4));
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(document.querySelector('style')).toBeNull());
  });

  it('shows an error with a retry when the foods cannot be loaded, and an empty text for empty days', async () => {
    mockServer(loaderHandlers({ '/api/diet-generator/foods': () => ({ status: 500, body: {} }) }));
    renderWithApp(<ShoppingList plan={PLAN} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Unable to load the foods right now.');
    vi.unstubAllGlobals();
    mockServer(loaderHandlers());
    renderWithApp(<ShoppingList plan={[day('2026-05-04')]} />);
    expect(await screen.findByText('No foods in the chosen days.')).toBeTruthy();
  });
});

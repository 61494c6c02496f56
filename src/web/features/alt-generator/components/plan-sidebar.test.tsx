import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { HybridRecipe, HybridRecipesAnswer } from '../../../../core/contracts/alt-generator-recipes';
import type { FoodsAnswer, GeneratorFood } from '../../../../core/contracts/generator-data';
import type { Locale } from '../../../../core/i18n/locales';
import { pageHref } from '../../../../core/routes';
import { i18nFor } from '../../../lib/i18n';
import { PlanSidebar } from './plan-sidebar';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const DIETS = ['vegan', 'vegetarian', 'fish', 'meat'];

function recipe(id: number): HybridRecipe {
  return {
    id,
    name: `Recipe ${id}`,
    tags: [],
    allergens: [],
    mayContain: [],
    dietType: DIETS[id % 4]!,
    caloriesPerPortion: 400.4 + id,
    portions: 2,
    ingredients: [],
  };
}

function food(id: number, extra: Partial<GeneratorFood> = {}): GeneratorFood {
  return {
    id,
    name: `Food ${id}`,
    calories: 50 + id,
    protein: 1,
    fat: 1,
    carbs: 1,
    allergenIds: [],
    tags: [],
    groupId: 1,
    groupName: 'Vegetables',
    ...extra,
  };
}

const recipesAnswer = (count: number, total = count): HybridRecipesAnswer => ({
  recipes: Array.from({ length: count }, (_, index) => recipe(index + 1)),
  meta: { total, limit: 24, preference: null },
});
const foodsAnswer = (count: number, extra: Partial<GeneratorFood> = {}): z.infer<typeof FoodsAnswer> => ({
  foods: Array.from({ length: count }, (_, index) => food(index + 1, extra)),
  meta: { total: count },
});

type Responder = (url: URL) => Response | Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn>;

/** Answers each loader by its path; a path without an answer fails the test loudly. */
function serve(routes: { recipes?: Responder; foods?: Responder; allergens?: Responder }) {
  fetchMock = vi.fn((input: string) => {
    const url = new URL(input, 'http://localhost');
    const respond =
      url.pathname === '/api/diet-generator/hybrid-recipes'
        ? routes.recipes
        : url.pathname === '/api/diet-generator/foods'
          ? routes.foods
          : url.pathname === '/api/diet-generator/allergens'
            ? routes.allergens
            : undefined;
    if (!respond) throw new Error(`unexpected call ${url.pathname}`);
    return Promise.resolve(respond(url));
  });
  vi.stubGlobal('fetch', fetchMock);
}

const calls = (pathname: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input as string, 'http://localhost'))
    .filter((url) => url.pathname === pathname);

function renderSidebar(options: { locale?: Locale; dietPreference?: string; allergens?: string[] } = {}) {
  const locale = options.locale ?? 'en';
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (props: { dietPreference: string; allergens: string[] }) => (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18nFor(locale)}>
        {/* As the generator's page places it: in a complementary landmark beside the plan. */}
        <aside aria-label="Sidebar">
          <PlanSidebar locale={locale} {...props} />
        </aside>
      </I18nextProvider>
    </QueryClientProvider>
  );
  const view = render(
    ui({ dietPreference: options.dietPreference ?? 'any', allergens: options.allergens ?? [] }),
  );
  return {
    ...view,
    rerenderWith: (props: { dietPreference: string; allergens: string[] }) => view.rerender(ui(props)),
  };
}

const items = (kind: 'recipes' | 'foods') => screen.getAllByTestId(`sidebar-${kind}-item`);
const names = (kind: 'recipes' | 'foods') =>
  items(kind).map((item) => within(item).getByRole('heading', { level: 3 }).textContent);
const pageText = (kind: 'recipes' | 'foods') => screen.getByTestId(`sidebar-${kind}-page`).textContent;

describe('the plan sidebar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('[AGEN-26] its first requests ask for 24 recipes (the plan’s preference and allergens) and 48 foods', async () => {
    serve({
      recipes: () => json(recipesAnswer(24, 80)),
      foods: () => json(foodsAnswer(48)),
      allergens: () => json({ allergens: [] }),
    });
    renderSidebar({ locale: 'de', dietPreference: 'vegetarian', allergens: ['nuts', 'milk'] });
    await screen.findAllByTestId('sidebar-recipes-item');
    await waitFor(() => expect(calls('/api/diet-generator/foods')).toHaveLength(1));
    const [recipes] = calls('/api/diet-generator/hybrid-recipes');
    expect(calls('/api/diet-generator/hybrid-recipes')).toHaveLength(1);
    expect(Object.fromEntries(recipes!.searchParams)).toEqual({
      locale: 'de',
      limit: '24',
      preference: 'vegetarian',
      allergens: 'milk,nuts',
    });
    expect(Object.fromEntries(calls('/api/diet-generator/foods')[0]!.searchParams)).toEqual({
      locale: 'de',
      limit: '48',
    });
    expect(screen.getByTestId('sidebar-recipes-summary').textContent).toBe(
      '24 von 80 Rezepten, die zu deinem Plan passen',
    );
  });

  it('"any" preference and no allergens send neither', async () => {
    serve({ recipes: () => json(recipesAnswer(3)), foods: () => json(foodsAnswer(3)) });
    renderSidebar();
    await screen.findAllByTestId('sidebar-recipes-item');
    expect(Object.fromEntries(calls('/api/diet-generator/hybrid-recipes')[0]!.searchParams)).toEqual({
      locale: 'en',
      limit: '24',
    });
    // No allergens: the allergen names are not needed.
    expect(calls('/api/diet-generator/allergens')).toHaveLength(0);
  });

  it('[AGEN-27] shows 9 recipes a page, and previous and next page through them', async () => {
    serve({ recipes: () => json(recipesAnswer(24)), foods: () => json(foodsAnswer(48)) });
    renderSidebar();
    await screen.findAllByTestId('sidebar-recipes-item');
    expect(names('recipes')).toEqual(
      Array.from({ length: 9 }, (_, i) => `Recipe ${i + 1} (opens in a new tab)`),
    );
    expect(pageText('recipes')).toBe('Page 1 of 3');
    const pager = screen.getByRole('navigation', { name: 'Recipe pages' });
    const previous = within(pager).getByRole('button', { name: 'Previous' });
    const next = within(pager).getByRole('button', { name: 'Next' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(next);
    expect(items('recipes')).toHaveLength(9);
    expect(names('recipes')[0]).toBe('Recipe 10 (opens in a new tab)');
    expect(pageText('recipes')).toBe('Page 2 of 3');

    fireEvent.click(next);
    expect(items('recipes')).toHaveLength(6);
    expect(names('recipes').at(-1)).toBe('Recipe 24 (opens in a new tab)');
    expect(pageText('recipes')).toBe('Page 3 of 3');
    expect((next as HTMLButtonElement).disabled).toBe(true);
    // The disabled button gave the focus to the other one.
    expect(document.activeElement).toBe(previous);

    fireEvent.click(previous);
    expect(pageText('recipes')).toBe('Page 2 of 3');
    expect(names('recipes')[0]).toBe('Recipe 10 (opens in a new tab)');
    // Paging is local: the 24 recipes were loaded once.
    expect(calls('/api/diet-generator/hybrid-recipes')).toHaveLength(1);
  });

  it('[AGEN-27] shows 9 foods a page over 6 pages', async () => {
    serve({ recipes: () => json(recipesAnswer(24)), foods: () => json(foodsAnswer(48)) });
    renderSidebar();
    fireEvent.click(await screen.findByRole('tab', { name: 'Foods' }));
    await screen.findAllByTestId('sidebar-foods-item');
    expect(items('foods')).toHaveLength(9);
    expect(pageText('foods')).toBe('Page 1 of 6');
    const next = within(screen.getByRole('navigation', { name: 'Food pages' })).getByRole('button', {
      name: 'Next',
    });
    for (let page = 2; page <= 6; page += 1) fireEvent.click(next);
    expect(pageText('foods')).toBe('Page 6 of 6');
    expect(names('foods')).toEqual(
      Array.from({ length: 3 }, (_, i) => `Food ${46 + i} (opens in a new tab)`),
    );
    expect((next as HTMLButtonElement).disabled).toBe(true);
  });

  it('a single page shows no pager', async () => {
    serve({ recipes: () => json(recipesAnswer(9)), foods: () => json(foodsAnswer(2)) });
    renderSidebar();
    await screen.findAllByTestId('sidebar-recipes-item');
    expect(items('recipes')).toHaveLength(9);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('a recipe shows its name as a link to its page, kcal per portion and its diet class; a food its kcal per 100 g and group', async () => {
    serve({
      recipes: () => json(recipesAnswer(2)),
      foods: () => json(foodsAnswer(1, { allergenIds: [7, 8] })),
      allergens: () =>
        json({
          allergens: [
            { id: 7, find: 'milk', name: 'Milch' },
            { id: 8, find: 'eggs', name: 'Eier' },
          ],
        }),
    });
    renderSidebar({ locale: 'de', allergens: ['milk'] });
    const [first] = await screen.findAllByTestId('sidebar-recipes-item');
    const link = within(first!).getByRole('link', { name: 'Recipe 1 (öffnet in einem neuen Tab)' });
    expect(link.getAttribute('href')).toBe(pageHref('recipeDetail', 'de', { idSlug: '1' }));
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(first!).getByTestId('sidebar-recipe-kcal').textContent).toBe('401 kcal pro Portion');
    expect(within(first!).getByTestId('sidebar-recipe-diet').textContent).toBe('Vegetarisch');

    fireEvent.click(screen.getByRole('tab', { name: 'Lebensmittel' }));
    const [item] = await screen.findAllByTestId('sidebar-foods-item');
    expect(within(item!).getByRole('link').getAttribute('href')).toBe(
      pageHref('foodDetail', 'de', { idSlug: '1' }),
    );
    expect(within(item!).getByTestId('sidebar-food-kcal').textContent).toBe('51 kcal pro 100 g');
    expect(within(item!).getByTestId('sidebar-food-group').textContent).toBe('Vegetables');
    // Only the plan's allergens are named (eggs are not excluded by this plan).
    expect((await within(item!).findByTestId('sidebar-food-allergens')).textContent).toBe(
      'Enthält deine Allergene: Milch',
    );
  });

  it('is a tablist: clicks and the arrow, Home and End keys move between the tabs', async () => {
    serve({ recipes: () => json(recipesAnswer(3)), foods: () => json(foodsAnswer(3)) });
    renderSidebar();
    const recipesTab = screen.getByRole('tab', { name: 'Recipes' });
    const foodsTab = screen.getByRole('tab', { name: 'Foods' });
    expect(screen.getByRole('tablist', { name: 'Show' })).toBeTruthy();
    expect(recipesTab.getAttribute('aria-selected')).toBe('true');
    expect(recipesTab.tabIndex).toBe(0);
    expect(foodsTab.tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Recipes' }).id).toBe(
      recipesTab.getAttribute('aria-controls'),
    );
    await screen.findAllByTestId('sidebar-recipes-item');

    recipesTab.focus();
    fireEvent.keyDown(recipesTab, { key: 'ArrowRight' });
    expect(foodsTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(foodsTab);
    expect(screen.getByRole('tabpanel', { name: 'Foods' })).toBeTruthy();
    expect(screen.queryByRole('tabpanel', { name: 'Recipes' })).toBeNull();
    expect(await screen.findAllByTestId('sidebar-foods-item')).toHaveLength(3);

    fireEvent.keyDown(foodsTab, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(recipesTab);
    fireEvent.keyDown(recipesTab, { key: 'End' });
    expect(document.activeElement).toBe(foodsTab);
    fireEvent.keyDown(foodsTab, { key: 'Home' });
    expect(document.activeElement).toBe(recipesTab);
    fireEvent.keyDown(recipesTab, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(foodsTab);

    fireEvent.click(recipesTab);
    expect(recipesTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByTestId('sidebar-recipes-item')).toHaveLength(3);
  });

  it('keeps each tab’s page when switching, and starts the recipes again when the selection changes', async () => {
    serve({
      recipes: (url) => json(recipesAnswer(url.searchParams.get('preference') === 'vegan' ? 20 : 24)),
      foods: () => json(foodsAnswer(48)),
    });
    const { rerenderWith } = renderSidebar();
    await screen.findAllByTestId('sidebar-recipes-item');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(pageText('recipes')).toBe('Page 2 of 3');
    fireEvent.click(screen.getByRole('tab', { name: 'Foods' }));
    await screen.findAllByTestId('sidebar-foods-item');
    fireEvent.click(screen.getByRole('tab', { name: 'Recipes' }));
    expect(pageText('recipes')).toBe('Page 2 of 3');

    rerenderWith({ dietPreference: 'vegan', allergens: [] });
    expect(pageText('recipes')).toBe('Page 1 of 3');
    await waitFor(() => expect(calls('/api/diet-generator/hybrid-recipes')).toHaveLength(2));
    expect(calls('/api/diet-generator/hybrid-recipes')[1]!.searchParams.get('preference')).toBe('vegan');
    await waitFor(() =>
      expect(screen.getByTestId('sidebar-recipes-summary').textContent).toBe(
        '20 of 20 recipes that fit your plan',
      ),
    );
  });

  it('shows loading, then an error with a retry that loads again; the other tab is unaffected', async () => {
    let failRecipes = true;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    serve({
      recipes: async () => {
        await gate;
        return failRecipes ? json({ message: 'boom' }, 500) : json(recipesAnswer(4));
      },
      foods: () => json(foodsAnswer(2)),
    });
    renderSidebar();
    expect(screen.getByTestId('sidebar-recipes-loading')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading recipes…');
    release();
    const error = await screen.findByTestId('sidebar-recipes-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(
      within(error).getByText('The recipes could not be loaded. Your plan is not affected.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Foods' }));
    expect(await screen.findAllByTestId('sidebar-foods-item')).toHaveLength(2);
    fireEvent.click(screen.getByRole('tab', { name: 'Recipes' }));

    failRecipes = false;
    fireEvent.click(
      within(screen.getByTestId('sidebar-recipes-error')).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findAllByTestId('sidebar-recipes-item')).toHaveLength(4);
    expect(screen.queryByTestId('sidebar-recipes-error')).toBeNull();
    expect(calls('/api/diet-generator/hybrid-recipes')).toHaveLength(2);
  });

  it('says so when the foods fail to load', async () => {
    serve({ recipes: () => json(recipesAnswer(1)), foods: () => json({}, 503) });
    renderSidebar({ locale: 'pl' });
    fireEvent.click(screen.getByRole('tab', { name: 'Produkty' }));
    const error = await screen.findByTestId('sidebar-foods-error');
    expect(error.textContent).toContain('Nie udało się wczytać produktów.');
    expect(within(error).getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });

  it('shows empty states for both tabs', async () => {
    serve({ recipes: () => json(recipesAnswer(0)), foods: () => json(foodsAnswer(0)) });
    renderSidebar({ dietPreference: 'vegan', allergens: ['gluten'] });
    expect((await screen.findByTestId('sidebar-recipes-empty')).textContent).toBe(
      'No recipes match your diet preference and allergens.',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Foods' }));
    expect((await screen.findByTestId('sidebar-foods-empty')).textContent).toBe(
      'There are no foods to show yet.',
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('has headings and no axe violations on either tab (contrast is checked in a real browser)', async () => {
    serve({
      recipes: () => json(recipesAnswer(24, 40)),
      foods: () => json(foodsAnswer(48, { allergenIds: [7] })),
      allergens: () => json({ allergens: [{ id: 7, find: 'milk', name: 'Milk' }] }),
    });
    const { container } = renderSidebar({ allergens: ['milk'] });
    await screen.findAllByTestId('sidebar-recipes-item');
    expect(screen.getByRole('heading', { level: 2, name: 'Recipes and foods' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Recipes and foods' })).toBeTruthy();
    const rules = { rules: { 'color-contrast': { enabled: false } } };
    let results = await axe.run(container, rules);
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    fireEvent.click(screen.getByRole('tab', { name: 'Foods' }));
    await screen.findAllByTestId('sidebar-food-allergens');
    results = await axe.run(container, rules);
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

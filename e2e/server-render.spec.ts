import { type Page, type Request } from '@playwright/test';
import { expect, test } from './support/test';
import { collectConsoleErrors, expectPortionsRescaleAmounts } from './support/page-checks';

const cards = (page: Page) => page.getByTestId('recipe-card');

/** The API calls a page makes from now on (a hydrated page makes none for what the server sent). */
function collectApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

test.describe('without JavaScript (issue 14 A1)', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads the recipe list, pages through it by its links and reads a recipe', async ({
    page,
  }) => {
    await page.goto('/en/recipes/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recipes');
    await expect(cards(page)).toHaveCount(12);
    const firstPage = await cards(page).locator('h2').allTextContents();
    await page.getByTestId('pagination').getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/en\/recipes\/\?page=2$/);
    await expect(page.getByTestId('pagination').getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const secondPage = await cards(page).locator('h2').allTextContents();
    expect(secondPage).toHaveLength(12);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

    const name = secondPage[0]!;
    await cards(page).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${name} – Nutrio`);
    await expect(page.getByTestId('ingredients').locator('li').first()).toBeVisible();
    expect(await page.getByTestId('ingredients').locator('li').count()).toBeGreaterThan(1);
  });

  test('the search box asks the server for the matching recipes', async ({ page }) => {
    await page.goto('/en/recipes/');
    await page.getByRole('searchbox').fill('pierogi');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/en\/recipes\/\?text=pierogi$/);
    await expect(cards(page).first()).toContainText(/pierogi/i);
    expect(await cards(page).count()).toBeLessThan(12);
  });

  test('food and exercise pages and the German and Polish lists read without JavaScript', async ({
    page,
  }) => {
    await page.goto('/de/rezepte/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rezepte');
    await expect(cards(page).first()).toBeVisible();
    await page.goto('/pl/produkty-spozywcze/');
    await page.getByTestId('food-card').first().click();
    await expect(page.getByTestId('nutrients')).toBeVisible();
    await page.goto('/en/exercises/');
    await page.getByTestId('exercise-card').first().click();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  });
});

test.describe('hydration (issue 14 A1, A6)', () => {
  test('a server-rendered list hydrates without errors or refetching, then works as the app', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const calls = collectApiCalls(page);
    await page.goto('/en/recipes/');
    await page.waitForLoadState('networkidle');
    await expect(cards(page)).toHaveCount(12);
    expect(calls).toEqual([]);
    // Hydrated: a click on a page link changes the page in place, through the API.
    await page.getByTestId('pagination').getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => calls).toContain('POST /api/recipes/search');
    await page.getByRole('searchbox').fill('pierogi');
    await expect(cards(page).first()).toContainText(/pierogi/i);
    expect(errors).toEqual([]);
  });

  test('text typed into the search box before the page came alive is searched', async ({ page }) => {
    // The app's code arrives only once the visitor has typed.
    let typed: () => void = () => undefined;
    const typing = new Promise<void>((resolve) => (typed = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await typing;
      await route.continue();
    });
    await page.goto('/en/recipes/', { waitUntil: 'commit' });
    await page.getByRole('searchbox').fill('pierogi');
    typed();
    await expect(page).toHaveURL(/text=pierogi/);
    await expect(cards(page).first()).toContainText(/pierogi/i);
  });

  test('a recipe page hydrates without errors or refetching; the portions selector works', async ({
    page,
  }) => {
    await page.goto('/en/recipes/?text=pierogi');
    const href = await cards(page).first().getAttribute('href');
    const errors = collectConsoleErrors(page);
    const calls = collectApiCalls(page);
    await page.goto(href!);
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    await expectPortionsRescaleAmounts(page);
    expect(errors).toEqual([]);
  });

  for (const path of ['/pl/', '/de/lebensmittel/', '/pl/cwiczenia/', '/en/about-data']) {
    test(`${path} hydrates without console errors or API calls`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const calls = collectApiCalls(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main h1')).toBeVisible();
      expect(calls).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { NO_KEY_URL } from './servers';
import { saveDietViaApi } from './support/diets';
import { registerViaApi, uniqueEmail } from './support/accounts';
import { expectNoRawKeys, expectPortionsRescaleAmounts } from './support/page-checks';

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const summary = (page: Page) => page.getByTestId('summary');
const cards = (page: Page, kind: string) => page.getByTestId(`${kind}-card`);

test.describe('recipes list', () => {
  test('[REC-01] [CAT-06] [REC-17] search, summary and the total on the submit button', async ({ page }) => {
    await page.goto('/en/recipes/');
    await expect(summary(page)).toHaveText(/^Showing 1 – 12 of \d+ recipes$/);
    await expect(cards(page, 'recipe')).toHaveCount(12);
    await page.getByRole('searchbox').fill('pierogi');
    await page.getByTestId('search-submit').click();
    await expect(page).toHaveURL(/text=pierogi/);
    await expect(page.getByTestId('active-line')).toContainText('Results for “pierogi”');
    // The previous page stays on screen, marked busy, until the search answers.
    await expect(page.getByTestId('results')).not.toHaveAttribute('aria-busy', 'true');
    const total = Number((await summary(page).textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThan(0);
    await expect(page.getByTestId('search-submit')).toHaveText(
      `Show ${total} ${total === 1 ? 'result' : 'results'}`,
    );
    for (const name of await cards(page, 'recipe').locator('h2').allTextContents())
      expect(name.toLowerCase()).toContain('pierogi');
  });

  test('a one- or two-letter word says it is matched as a whole word; a third letter finds every word it begins (issue 13 A3)', async ({
    page,
  }) => {
    await page.goto('/en/recipes/');
    const field = page.getByRole('searchbox');
    await field.fill('pi');
    await expect(page.getByTestId('search-hint')).toHaveText(
      'Words of one or two letters are found only as whole words. Type a third letter to find every word that begins with them.',
    );
    await expect(field).toHaveAttribute('aria-describedby', 'recipes-search-hint');
    await field.fill('pie');
    await expect(page.getByTestId('search-hint')).toHaveText('');
    await page.getByTestId('search-submit').click();
    await expect(summary(page)).toHaveText(/^Showing 1 – \d+ of \d+ recipes$/);
  });

  test('[CAT-19] [CAT-20] [CAT-22] teasers after the 3rd and 6th card, secondary at 6 and 12', async ({
    page,
  }) => {
    await page.goto('/en/recipes/');
    const items = page.getByTestId('results').locator(':scope > li');
    await expect(items).toHaveCount(16);
    const kinds = await items.evaluateAll((lis) =>
      lis.map((li) => li.querySelector('[data-testid^="teaser-"]')?.getAttribute('data-testid') ?? 'card'),
    );
    expect(kinds.map((k, i) => (k === 'card' ? null : `${i}:${k}`)).filter(Boolean)).toEqual([
      '3:teaser-primary',
      '7:teaser-secondary',
      '11:teaser-primary',
      '15:teaser-secondary',
    ]);
  });

  test('[CAT-27] [CAT-28] [CAT-29] [CAT-09] [CAT-33] filters dialog, clear and the back button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/recipes/');
    await expect(page.getByTestId('clear-filters')).toHaveCount(0);
    const before = await summary(page).textContent();
    await page.getByTestId('open-filters').click();
    const dialog = page.getByTestId('filters-dialog');
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await dialog.getByRole('button', { name: 'Breakfast', exact: true }).click();
    await expect(page).toHaveURL(/occasion=breakfast/);
    await expect(dialog.getByRole('button', { name: 'Breakfast', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const showResults = page.getByTestId('filters-show-results');
    await expect(showResults).toHaveText(/^Show \d+ results$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(summary(page)).not.toHaveText(before ?? '');
    await expect(page.getByTestId('active-line')).toContainText('1 filter active');

    await page.getByLabel('Sort by').selectOption('name_asc');
    await expect(page).toHaveURL(/sort=name_asc/);
    // The previous page stays on screen until the sorted one arrives.
    await expect
      .poll(async () => {
        const names = await cards(page, 'recipe').locator('h2').allTextContents();
        return names.join('|') === [...names].sort((a, b) => a.localeCompare(b, 'en')).join('|');
      })
      .toBe(true);

    await page.goBack();
    await expect(page).not.toHaveURL(/sort=name_asc/);
    await expect(page).toHaveURL(/occasion=breakfast/);

    await page.getByTestId('clear-filters').click();
    await expect(page).toHaveURL(/\/en\/recipes\/$/);
    await expect(summary(page)).toHaveText(before ?? '');
    await expect(page.getByTestId('clear-filters')).toHaveCount(0);
  });

  test('[CAT-17] [REC-18] [CAT-18] per page and the ±2 pagination window, scrolling to the top', async ({
    page,
  }) => {
    await page.goto('/en/recipes/?page=5');
    const pager = page.getByTestId('pagination');
    await expect(pager.getByRole('link', { name: /^Page \d+$/ })).toHaveText(['3', '4', '5', '6', '7']);
    await expect(pager.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=6/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByLabel('Per page').selectOption('36');
    await expect(page).toHaveURL(/perPage=36/);
    await expect(page).not.toHaveURL(/page=6/);
    await expect(cards(page, 'recipe')).toHaveCount(36);
  });

  test('[REC-15] a card opens the recipe; the portions selector rescales amounts', async ({ page }) => {
    await page.goto('/en/recipes/?text=pierogi');
    const first = cards(page, 'recipe').first();
    const name = await first.locator('h2').textContent();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '');
    await expect(page).toHaveTitle(`${name} – Nutrio`);
    await expectPortionsRescaleAmounts(page);
    await expect(page.getByTestId('macro-split')).toContainText('protein');
  });
});

test('[FOOD-13] [FOOD-01] foods: text applies after a pause, detail shows nutrients per 100 g', async ({
  page,
}) => {
  await page.goto('/en/foods/');
  await page.getByRole('searchbox').fill('apples raw');
  await expect(page).toHaveURL(/text=apples(\+|%20)raw/, { timeout: 3000 });
  await expect(cards(page, 'food').first()).toContainText(/Apple/i);
  await cards(page, 'food').first().click();
  await expect(page.getByTestId('nutrients')).toContainText('Sodium');
  await expect(page.getByTestId('nutrients')).toContainText(' mg');
  await expect(page.getByTestId('key-nutrients').locator('li')).toHaveCount(6);
});

test('[EXE-07] [EXE-15] exercises: quick selects, previous keeps the scroll, kcal for your weight', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/exercises/?page=3');
  await expect(cards(page, 'exercise')).toHaveCount(12);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const y = await page.evaluate(() => window.scrollY);
  await page.getByTestId('pagination').getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/page=2/);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(y / 2);

  const goal = page.getByTestId('quick-goal');
  await expect(goal.locator('option')).toHaveCount(6);
  await goal.selectOption('flexibility');
  await expect(page).toHaveURL(/goal=flexibility/);
  await cards(page, 'exercise').first().click();
  await expect(page.getByTestId('kcal-per-hour')).toContainText('MET');
  const at70 = Number((await page.getByTestId('kcal-per-hour').textContent())?.match(/about (\d+)/)?.[1]);
  await page.getByTestId('weight-input').fill('140');
  await expect(page.getByTestId('kcal-per-hour')).toContainText(`about ${at70 * 2}`);
});

test('[CAT-04] [REC-04] [FOOD-02] [EXE-04] without a key in the page: only the warning, no calls', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => request.url().includes('/api/') && calls.push(request.url()));
  for (const [path, text] of [
    ['/en/recipes/', 'Missing API key. Provide a valid token to explore the recipe library.'],
    ['/en/foods/', 'Missing API key. Provide a valid token to browse the ingredient library.'],
    ['/en/exercises/', 'Missing API key. Provide a valid token to explore the exercise library.'],
  ]) {
    await page.goto(`${NO_KEY_URL}${path}`);
    await expect(page.getByTestId('missing-key')).toHaveText(text!);
  }
  expect(calls).toEqual([]);
});

test.describe('catalogues in Polish and German', () => {
  for (const [path, heading] of [
    ['/pl/przepisy/', 'Przepisy'],
    ['/de/lebensmittel/', 'Lebensmittel'],
    ['/pl/cwiczenia/', 'Ćwiczenia'],
    ['/de/rezepte/', 'Rezepte'],
  ] as const) {
    for (const width of [375, 1280]) {
      test(`[CAT-02] ${path} at ${width} px: smoke and axe`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.getByTestId('summary')).toBeVisible();
        await expectNoSeriousAxeViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  }

  test('a German recipe detail page passes axe', async ({ page }) => {
    await page.goto('/de/rezepte/');
    await cards(page, 'recipe').first().click();
    await expect(page.getByTestId('nutrition')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

test('kcal per hour: a 70 kg reference for guests, the signed-in user’s own weight from their saved diet', async ({
  page,
}) => {
  await page.goto('/en/exercises');
  await cards(page, 'exercise').first().click();
  await expect(page.getByTestId('weight-source')).toContainText('70 kg reference person');
  const exerciseUrl = page.url();
  const at70 = Number((await page.getByTestId('kcal-per-hour').textContent())?.match(/about (\d+)/)?.[1]);

  await registerViaApi(page.request, { email: uniqueEmail('weight') });
  await saveDietViaApi(page.request, { age: 40, gender: 'male', weight: 140, height: 185, pal: 1.4 });

  await page.goto(exerciseUrl);
  await expect(page.getByTestId('weight-source')).toContainText('your latest saved diet: 140 kg');
  await expect(page.getByTestId('kcal-per-hour')).toContainText(`about ${at70 * 2}`);
});

test('no raw keys in pl and de: recipe filters, units, food allergens with the composite-food note', async ({
  page,
}) => {
  for (const [locale, recipes, foods] of [
    ['pl', '/pl/przepisy/', '/pl/produkty-spozywcze/'],
    ['de', '/de/rezepte/', '/de/lebensmittel/'],
  ] as const) {
    await page.goto(recipes);
    await page.getByTestId('open-filters').click();
    await expect(page.getByTestId('filters-dialog')).toBeVisible();
    await expectNoRawKeys(page);
    await expect(page.getByTestId('filters-dialog')).toContainText(
      locale === 'pl' ? 'Do 15 min' : 'Bis 15 Min.',
    );
    await page.keyboard.press('Escape');
    await cards(page, 'recipe').first().click();
    await expect(page.getByTestId('ingredients')).toBeVisible();
    await expectNoRawKeys(page);
    await expect(page.getByTestId('ingredients')).not.toContainText(/\b(tbsp|tsp|cup|pinch|oz)\b/);
    await page.goto(`${foods}?text=${encodeURIComponent('SNICKERS')}`);
    await expect(cards(page, 'food').first().getByTestId('may-contain-badge')).toContainText(
      locale === 'pl' ? 'Może zawierać' : 'Kann enthalten',
    );
    await cards(page, 'food').first().click();
    await expect(page.getByTestId('allergens-contains')).toContainText(
      locale === 'pl' ? 'Orzeszki ziemne' : 'Erdnüsse',
    );
    await expect(page.getByTestId('allergens-may-contain')).toBeVisible();
    await expect(page.getByTestId('allergens-note')).toBeVisible();
    await expectNoRawKeys(page);
  }
});

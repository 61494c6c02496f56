import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { expect, test } from './support/test';

test.describe('the diet template shop (issue 16 A3)', () => {
  test('[DT-01] [DT-09] [DT-13] the list in three languages: cards with teasers after the 4th and 6th, links to each template', async ({
    page,
  }) => {
    await page.goto('/en/shop/diets/');
    await expect(page.getByRole('heading', { level: 1, name: 'Diet templates' })).toBeVisible();
    await expect(page.getByTestId('summary')).toHaveText('Showing 1 – 12 of 30 diet templates');
    const slots = page.getByTestId('results').locator('> li');
    await expect(slots.nth(4).getByTestId('teaser-primary')).toBeVisible();
    await expect(slots.nth(7).getByTestId('teaser-secondary')).toBeVisible();
    await expect(page.getByTestId('diet-template-card')).toHaveCount(12);
    const card = page.getByTestId('diet-template-card').first();
    await expect(card).toHaveAttribute('href', /^\/en\/shop\/diets\/\d+-/);
    expect((await card.getByTestId('diet-template-description').innerText()).length).toBeLessThanOrEqual(160);
    await page.goto('/de/shop/diaeten/');
    await expect(page.getByRole('heading', { level: 1, name: 'Diätvorlagen' })).toBeVisible();
    await page.goto('/pl/sklep/diety/');
    await expect(page.getByRole('heading', { level: 1, name: 'Gotowe diety' })).toBeVisible();
  });

  test('[DT-05] [DT-14] the advanced filters and the price sort; free templates first, then a template with its first day', async ({
    page,
  }) => {
    await page.goto('/en/shop/diets/?sort=price_asc');
    await expect(
      page.getByTestId('diet-template-card').first().getByTestId('diet-template-price'),
    ).toHaveText(/Free|starter/i);
    await page.getByTestId('open-filters').click();
    const dialog = page.getByTestId('filters-dialog');
    for (const group of ['Without allergens', 'Goal', 'Calories a day', 'Categories', 'Tags'])
      await expect(dialog.getByRole('group', { name: group })).toBeVisible();
    await dialog
      .getByRole('group', { name: 'Without allergens' })
      .getByRole('button', { name: /gluten/i })
      .click();
    await dialog.getByTestId('filters-show-results').click();
    await expect(page).toHaveURL(/allergenExclude=gluten/);
    await page.getByTestId('diet-template-card').first().click();
    await expect(page.getByTestId('diet-template-excluded')).toContainText(/gluten/i);
    await expect(page.getByTestId('diet-template-allergens')).not.toContainText(/gluten/i);
    const meals = page.getByTestId('diet-template-day').locator('> li');
    await expect(meals.first().getByRole('link')).toHaveAttribute('href', /^\/en\/recipes\/\d+-/);
    await expect(meals.first()).toContainText(/\d+ g/);
    await expect(page.getByTestId('diet-template-day-totals')).toContainText(/Day total: \d+ kcal/);
    await expectNoSeriousAxeViolations(page);
  });

  test('[DT-12] a search that finds nothing says so', async ({ page }) => {
    await page.goto('/en/shop/diets/?text=zzzzzz');
    await expect(page.getByTestId('empty')).toHaveText(
      'No diet templates match your current filters. Try adjusting the search.',
    );
  });

  for (const width of [375, 1280])
    test(`at ${width} px the list and a template fit and pass axe`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/pl/sklep/diety/');
      await expect(page.getByTestId('diet-template-card').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
      await page.getByTestId('diet-template-card').first().click();
      await expect(page.getByTestId('diet-template')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
    });
});

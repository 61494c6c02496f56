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

  test('[DT-02] [DT-04] the spec’s path diet-template opens the list: search box, sort, per page, clear and the filters dialog', async ({
    page,
  }) => {
    await page.goto('/de/diet-template');
    await expect(page).toHaveURL(/\/de\/shop\/diaeten\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Diätvorlagen' })).toBeVisible();
    await page.goto('/en/diet-template/');
    await expect(page).toHaveURL(/\/en\/shop\/diets\/$/);
    const list = page.getByTestId('catalogue-dietTemplates');
    await expect(list.getByRole('searchbox')).toBeVisible();
    await expect(page.getByTestId('clear-filters')).toHaveCount(0);
    await list.getByLabel('Sort by').selectOption('name_asc');
    await list.getByLabel('Per page').selectOption('24');
    await expect(page.getByTestId('diet-template-card')).toHaveCount(24);
    await page.getByTestId('open-filters').click();
    await expect(page.getByTestId('filters-dialog')).toBeVisible();
    await page.getByTestId('filters-dialog').getByRole('button', { name: 'Close filters' }).click();
    await page.getByTestId('clear-filters').click();
    await expect(page).toHaveURL(/\/en\/shop\/diets\/$/);
    await expect(page.getByTestId('diet-template-card')).toHaveCount(12);
  });

  test('[DT-11] a card shows its picture, name, description, goal, kcal, days and price or free', async ({
    page,
  }) => {
    await page.goto('/en/shop/diets/?sort=price_asc&perPage=36');
    const cards = page.getByTestId('diet-template-card');
    await expect(cards).toHaveCount(30);
    const free = cards.first();
    await expect(free.getByTestId('diet-template-image')).toHaveAttribute(
      'src',
      /^\/media\/diet-templates\/.+\.svg$/,
    );
    expect(
      await free.getByTestId('diet-template-image').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBe(1200);
    await expect(free.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(free.getByTestId('diet-template-description')).not.toBeEmpty();
    await expect(free.getByTestId('diet-template-card-facts')).toContainText(
      /(Lose weight|Keep my weight|Gain weight).*\d[\d,]* kcal.*\d+ days/i,
    );
    await expect(free.getByTestId('diet-template-price')).toHaveText(/Free|starter/i);
    const paid = cards.last();
    await expect(paid.getByTestId('diet-template-price')).toContainText(/\$\d+\.\d{2}/);
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

import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import sharp from 'sharp';
import { registerViaApi, uniqueEmail } from './support/accounts';
import { expectRecipeNamesShown } from './support/page-checks';

/** Through the three steps with the defaults, `days` long, then the plan. */
async function generatePlan(page: Page, days: number) {
  await page.goto('/en/personal-diet');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Plan duration (days)').fill(String(days));
  await page.getByRole('button', { name: 'Generate plan' }).click();
  await expect(page.getByTestId('plan-day')).toHaveCount(days, { timeout: 20_000 });
  await expectRecipeNamesShown(page);
}

test.describe('plan editor', () => {
  test('[EDIT-14] [EDIT-15] [EDIT-16] drinks, duplicate, empty and delete a day; the plan view follows', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await generatePlan(page, 2);

    await page.getByRole('button', { name: 'Edit day 1' }).click();
    const editor = page.getByTestId('day-editor');
    await expect(editor).toBeVisible();

    // A quick drink: coffee 150 ml has 57 mg caffeine (150 / 100 × 38).
    await editor.getByRole('button', { name: 'Add Coffee, 150 ml' }).click();
    await expect(editor.getByText('57 mg caffeine').first()).toBeVisible();
    // A custom drink needs a name and a volume above 0.
    await editor.getByLabel('Name').fill('Kombucha');
    await editor.getByLabel('Volume (ml)').fill('330');
    await editor.getByRole('button', { name: 'Add drink' }).click();
    await expect(editor.getByRole('button', { name: 'Remove Kombucha, 330 ml' })).toBeVisible();

    // Duplicate: a third day appears at once, a copy of day 1 with the same meals.
    const firstMeals = await page.getByTestId('plan-day').nth(0).getByTestId('meal-recipe').allInnerTexts();
    await editor.getByRole('button', { name: 'Duplicate day' }).click();
    await expect(page.getByTestId('plan-day')).toHaveCount(3);
    expect(await page.getByTestId('plan-day').nth(1).getByTestId('meal-recipe').allInnerTexts()).toEqual(
      firstMeals,
    );

    // Empty day 1: its meals go, the days stay.
    await editor.getByRole('button', { name: 'Empty day' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Empty day' })
      .or(page.getByRole('dialog').getByRole('button', { name: 'Empty day' }))
      .click();
    await expect(page.getByTestId('plan-day').nth(0).getByTestId('plan-meal')).toHaveCount(0);
    await expect(page.getByTestId('plan-day')).toHaveCount(3);

    // Delete day 1: two days are left and the copy (with meals) moves up.
    await editor.getByRole('button', { name: 'Delete day' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Delete day' })
      .or(page.getByRole('dialog').getByRole('button', { name: 'Delete day' }))
      .click();
    await expect(page.getByTestId('plan-day')).toHaveCount(2);
    expect(await page.getByTestId('plan-day').nth(0).getByTestId('meal-recipe').allInnerTexts()).toEqual(
      firstMeals,
    );
  });

  test('the shopping list sums the chosen days', async ({ page }) => {
    await generatePlan(page, 2);
    await page.getByRole('button', { name: 'Show the shopping list' }).click();
    const list = page.getByRole('heading', { name: 'Shopping list' }).locator('xpath=ancestor::section[1]');
    await expect(list.getByText(/foods? for/).first()).toBeVisible({ timeout: 10_000 });
    await expect(list.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  test('[EDIT-07] a signed-in user adds a day photo; it shows in the plan, and only its owner can fetch it', async ({
    page,
    browser,
  }) => {
    await registerViaApi(page.request, { email: uniqueEmail('photo') });
    await generatePlan(page, 1);
    await page.getByRole('button', { name: 'Edit day 1' }).click();
    const editor = page.getByTestId('day-editor');
    const photo = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#4a8' } })
      .png()
      .toBuffer();
    await editor
      .getByLabel('Add photos')
      .setInputFiles({ name: 'lunch.png', mimeType: 'image/png', buffer: photo });
    const image = editor.getByRole('img', { name: /^Photo 1 of / });
    await expect(image).toBeVisible();
    await image.scrollIntoViewIfNeeded(); // the photo loads lazily
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(120);
    const src = await image.getAttribute('src');
    expect(src).toMatch(/^\/api\/diets\/images\/[0-9a-f]{32}\.webp$/);

    const guest = await browser.newContext();
    expect((await guest.request.get(src!)).status()).toBe(401);
    await guest.close();
  });
});

import { changeRoles, registerViaApi, uniqueEmail } from './support/accounts';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { expect, test } from './support/test';

/** The number in a text such as "1,234.5 kcal". */
const kcalOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/**
 * Recipe editing (issue 24 A2, Tests): an admin opens a recipe in the admin area, changes an ingredient's
 * amount, watches the live nutrition follow, saves, and the public recipe page shows the new kcal at once.
 */
test('an admin changes an ingredient’s amount and the public recipe page shows the new kcal', async ({
  page,
}) => {
  const adminEmail = uniqueEmail('admin-recipes');
  await registerViaApi(page.request, { email: adminEmail });
  changeRoles(adminEmail, '+admin');

  // The list at phone width.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/en/admin?section=recipes');
  const rows = page.getByTestId('admin-recipe-row');
  await expect(rows.first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);

  // The editor at desktop width.
  await page.setViewportSize({ width: 1280, height: 900 });
  await rows.first().click();
  const editor = page.getByTestId('admin-recipe-editor');
  await expect(editor).toBeVisible();
  const kcal = page.getByTestId('admin-recipe-kcal');
  await expect(kcal).toContainText('kcal');
  const before = kcalOf(await kcal.textContent());
  await expectNoSeriousAxeViolations(page);

  // The first ingredient in grams, at a new amount.
  const amount = page.getByTestId('admin-recipe-ingredient-amount').first();
  await page.getByTestId('admin-recipe-ingredient-unit').first().selectOption('');
  const current = Number(await amount.inputValue());
  await amount.fill(String(current >= 400 ? 50 : current + 150));
  await expect(editor).toContainText('Unsaved changes');
  await expect.poll(async () => kcalOf(await kcal.textContent()), { timeout: 10_000 }).not.toBe(before);
  const after = kcalOf(await kcal.textContent());

  await page.getByTestId('admin-recipe-save').click();
  await expect(editor).not.toContainText('Unsaved changes');

  // The public page, right away: its energy per portion is the new figure.
  const publicHref = await page.getByTestId('admin-recipe-public').getAttribute('href');
  expect(publicHref).toBeTruthy();
  await page.goto(publicHref!);
  const energy = page
    .getByTestId('nutrition')
    .getByRole('row', { name: /energy/i })
    .locator('td')
    .first();
  await expect(energy).toContainText('kcal');
  const shown = kcalOf(await energy.textContent());
  expect(Math.abs(shown - after)).toBeLessThan(0.1);
  expect(Math.abs(shown - before)).toBeGreaterThan(0.1);
});

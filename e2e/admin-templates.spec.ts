import { changeRoles, registerViaApi, uniqueEmail } from './support/accounts';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { expect, test } from './support/test';

/**
 * Diet templates for admins (issue 24 A2): a template opens in the editor, one meal gets 10 % more, the day's
 * kcal is recomputed by the server, and the saved template keeps it.
 */
test('an admin changes a meal of a diet template and the day’s kcal follows and is saved', async ({
  page,
}) => {
  const adminEmail = uniqueEmail('admin-templates');
  await registerViaApi(page.request, { email: adminEmail });
  changeRoles(adminEmail, '+admin');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/en/admin?section=templates');
  const rows = page.getByTestId('admin-template-row');
  await expect(rows.first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await rows.first().click();
  const dayKcal = page.getByTestId('admin-template-day-kcal');
  await expect(dayKcal).toBeVisible();
  const before = Number(await dayKcal.textContent());
  await expectNoSeriousAxeViolations(page);

  await page.getByTestId('admin-template-more').first().click();
  await expect.poll(async () => Number(await dayKcal.textContent())).toBeGreaterThan(before);
  const after = Number(await dayKcal.textContent());
  await page.getByTestId('admin-template-save').click();
  await expect(page.getByTestId('admin-template-saved')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('admin-template-day-kcal')).toHaveText(String(after));
});

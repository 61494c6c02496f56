import { expect, test } from './support/test';
import { PASSWORD, uniqueEmail } from './support/accounts';

/**
 * Issue 5's whole journey in one browser, through the UI only: register (real ALTCHA widget) → completion
 * → sign out from the header → sign in again (widget again) → personal data update that survives a reload.
 */
test('[REG-19] [LOGIN-15] [HDR-18] [PD-10] register → completion → logout → login → personal data update', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('journey');
  const widget = page.locator('altcha-widget [data-state]');

  await page.goto('/en/register');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('First name').fill('Marie');
  await page.getByLabel('Last name').fill('Curie');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await expect(widget).toHaveAttribute('data-state', 'verified', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('register-complete')).toBeVisible();
  // The header switches to the signed-in state on the completion page itself (issue 10 C11).
  await expect(page.getByRole('button', { name: 'Account menu: Marie Curie' })).toBeVisible();
  await expect(page.getByTestId('guest-links')).toHaveCount(0);

  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await page.getByRole('button', { name: 'Account menu: Marie Curie' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByText('You have been logged out.').first()).toBeVisible();
  await expect(page.getByTestId('guest-links').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.goto('/en/account/personal-data');
  await expect(page).toHaveURL(/\/en\/login\?next=/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(widget).toHaveAttribute('data-state', 'verified', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/en\/account\/personal-data$/);

  await expect(page.getByLabel('First name')).toHaveValue('Marie');
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('Skłodowska-Curie');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByTestId('form-status')).toHaveText('Your personal data has been updated.');
  await page.reload();
  await expect(page.getByLabel('Last name')).toHaveValue('Skłodowska-Curie');
  await expect(page.getByRole('button', { name: 'Account menu: Maria Skłodowska-Curie' })).toBeVisible();
});

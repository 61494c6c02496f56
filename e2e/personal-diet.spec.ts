import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { registerViaApi, solvedCaptcha, uniqueEmail } from './support/accounts';
import {
  collectConsoleErrors,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  expectRecipeNamesShown,
} from './support/page-checks';

const PENDING_KEY = 'nutrio.personal-diet.pending';
const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@nutrio.local',
  password: process.env.ADMIN_PASSWORD ?? 'e2e-admin-password',
};

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function loginViaApi(request: APIRequestContext, username: string, password: string) {
  const res = await request.post('/api/auth/login', {
    data: { username, password, captcha: await solvedCaptcha(request), language: 'en' },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Through the three steps with the defaults, `days` long, then the plan. */
async function generatePlan(page: Page, days: number) {
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Preferences' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Plan duration (days)').fill(String(days));
  await page.getByRole('button', { name: 'Generate plan' }).click();
  await expect(
    page.getByRole('heading', { name: `Your plan: ${days} ${days === 1 ? 'day' : 'days'}` }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('plan-day')).toHaveCount(days);
  await expectRecipeNamesShown(page);
}

test.describe('personal diet generator', () => {
  test('[PGEN-01] [PGEN-02] [PGEN-07] [PGEN-34] [PGEN-35] [PGEN-04] [ROLE-02] [ROLE-05] a guest generates, saves after signing in, and finds the plan in my diets', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/personal-diet');
    await expect(page.getByRole('heading', { level: 1, name: 'Personal diet generator' })).toBeVisible();
    await expect(page.getByTestId('generator-header').getByRole('link', { name: 'Register' })).toBeVisible();
    await generatePlan(page, 3);

    // Every meal has a recipe, grams and kcal; every day its band in words.
    const firstDay = page.getByTestId('plan-day').first();
    await expect(firstDay.getByTestId('plan-meal')).toHaveCount(3);
    await expect(firstDay.getByTestId('deviation')).toContainText('vs target');
    const firstRecipe = (await firstDay.getByTestId('meal-recipe').first().innerText()).trim();

    // Saving as a guest: the login/register modal, and the plan waits in the browser.
    await page.getByRole('button', { name: 'Save plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to keep your plan' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/en/register?next=%2Fen%2Fpersonal-diet',
    );
    expect(await page.evaluate((key) => window.localStorage.getItem(key), PENDING_KEY)).toContain(
      '"intent":"save"',
    );
    await dialog.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en\/login\?next=%2Fen%2Fpersonal-diet$/);

    // Signed in (an account made through the API), the user comes back to `next`.
    const next = new URL(page.url()).searchParams.get('next')!;
    await registerViaApi(page.request, { email: uniqueEmail('pgen') });
    await page.goto(next);
    await expect(page.getByText('We restored the plan you made before signing in.')).toBeVisible();
    await expect(page.getByTestId('save-success')).toContainText('Your plan has been saved.');
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), PENDING_KEY)).toBeNull();
    await expect(page.getByTestId('plan-day').first().getByTestId('meal-recipe').first()).toHaveText(
      firstRecipe,
    );

    // It is in my diets.
    await page.getByRole('link', { name: 'Go to my diets' }).click();
    await expect(page).toHaveURL(/\/en\/personal-diet\/my-diets$/);
    const row = page.getByTestId('my-diet');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('3 days');
    await expect(row.getByRole('link').first()).toHaveAttribute(
      'href',
      /\/en\/personal-diet\/my-diets\.\d+\.html$/,
    );

    // Back on the generator, the last saved diet is offered (GET /api/diets/me).
    await page.goto('/en/personal-diet');
    await expect(page.getByTestId('continue-last')).toBeVisible();
    await page.getByTestId('continue-last').getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('plan-day').first().getByTestId('meal-recipe').first()).toHaveText(
      firstRecipe,
    );
    expect(errors).toEqual([]);
  });

  test('[PGEN-03] my-diets.{id}.html opens a saved diet, also on a full load, and saving updates it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const errors = collectPageErrors(page);
    await registerViaApi(page.request, { email: uniqueEmail('pgen-open') });
    await page.goto('/en/personal-diet');
    await generatePlan(page, 3);
    const firstRecipe = (await page.getByTestId('meal-recipe').first().innerText()).trim();
    await page.getByRole('button', { name: 'Save plan' }).click();
    await expect(page.getByTestId('save-success')).toBeVisible();

    await page.goto('/en/personal-diet/my-diets');
    const row = page.getByTestId('my-diet');
    const name = (await row.getByRole('heading').innerText()).trim();
    await row.getByRole('link', { name: `Open ${name}` }).click();
    await expect(page).toHaveURL(/\/en\/personal-diet\/my-diets\.\d+\.html$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('plan-day')).toHaveCount(3);
    await expect(page.getByTestId('meal-recipe').first()).toHaveText(firstRecipe);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByTestId('plan-day').nth(1).getByRole('button', { name: 'Regenerate day 2' }).click();
    await expect(page.getByText('Day 2 has new meals.', { exact: true })).toBeVisible();
    const saved = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/diets' && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    const body = (await saved).request().postDataJSON() as { id?: number; version: number };
    expect(body.id).toBeGreaterThan(0);
    expect(body.version).toBe(1);
    await expect(page.getByTestId('save-success')).toBeVisible();

    await page.goto('/en/personal-diet/my-diets.999999.html');
    await expect(page.getByTestId('diet-not-found')).toContainText('This diet plan was not found.');
    expect(errors).toEqual([]);
  });

  test('[PGEN-04] my diets: rename inline and delete after confirming', async ({ page }) => {
    await registerViaApi(page.request, { email: uniqueEmail('pgen-list') });
    await page.goto('/en/personal-diet');
    await generatePlan(page, 2);
    await page.getByRole('button', { name: 'Save plan' }).click();
    await expect(page.getByTestId('save-success')).toBeVisible();
    await page.goto('/en/personal-diet/my-diets');
    const row = page.getByTestId('my-diet');
    await expect(row).toHaveCount(1);
    const name = (await row.getByRole('heading').innerText()).trim();

    await row.getByRole('button', { name: `Rename ${name}` }).click();
    const field = row.getByLabel('Name of the diet');
    await field.fill(' ');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByText('Please enter a name.')).toBeVisible();
    await field.fill('My spring plan');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('link', { name: 'My spring plan', exact: true })).toBeVisible();
    await page.reload();
    await expect(
      page.getByTestId('my-diet').getByRole('link', { name: 'My spring plan', exact: true }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Delete My spring plan' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this diet?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('my-diet')).toHaveCount(1);
    await page.getByRole('button', { name: 'Delete My spring plan' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('my-diets-empty')).toBeVisible();
  });

  test('[PGEN-05] [PGEN-06] [ROLE-06] a guest’s my diets asks to log in; other sub-paths go to the generator', async ({
    page,
  }) => {
    await page.goto('/en/personal-diet/my-diets');
    const prompt = page.getByTestId('login-prompt');
    await expect(prompt).toContainText('Please log in to see your saved diets.');
    await expect(prompt.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en/login?next=%2Fen%2Fpersonal-diet%2Fmy-diets',
    );

    for (const [from, to] of [
      ['/en/personal-diet/whatever', '/en/personal-diet'],
      ['/de/individuelle-diaet/irgendwas/tief', '/de/individuelle-diaet'],
      ['/pl/dieta-personalna/cokolwiek', '/pl/dieta-personalna'],
    ]) {
      const res = await page.request.get(from!, { maxRedirects: 0 });
      expect([301, 302]).toContain(res.status());
      expect(res.headers().location).toBe(to);
      await page.goto(from!);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Generator diety personalnej' })).toBeVisible();
  });

  test('[PGEN-09] [PGEN-10] [PGEN-11] [PGEN-12] [PGEN-13] [ROLE-11] an admin downloads the plan as JSON and imports it again', async ({
    page,
  }) => {
    await loginViaApi(page.request, ADMIN.email, ADMIN.password);
    await page.goto('/en/personal-diet');
    const tools = page.getByRole('group', { name: 'Admin tools' });
    await expect(tools.getByRole('button', { name: 'Import plan (.json)' })).toBeVisible();
    await expect(tools.getByRole('button', { name: 'Download plan' })).toBeDisabled();
    await expect(page.getByTestId('generator-register')).toHaveCount(0);
    await generatePlan(page, 2);
    const recipes = await page.getByTestId('meal-recipe').allInnerTexts();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      tools.getByRole('button', { name: 'Download plan' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^nutrio-plan-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await download.path();
    const file = JSON.parse(await readFile(path, 'utf8')) as {
      startDate: string;
      plan: unknown[];
      meta: { targetCalories: number };
      metrics: { days: unknown[] };
    };
    expect(Object.keys(file)).toEqual(['startDate', 'plan', 'meta', 'metrics']);
    expect(file.plan).toHaveLength(2);
    expect(file.metrics.days).toHaveLength(2);

    // A fresh page: a broken file changes nothing; the downloaded one brings the plan back.
    await page.goto('/en/personal-diet');
    await expect(tools.getByRole('button', { name: 'Import plan (.json)' })).toBeEnabled();
    await page.getByTestId('import-input').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ plan: file.plan })),
    });
    const alert = page.getByRole('alertdialog', { name: 'The plan could not be imported' });
    await expect(alert).toContainText('The file needs both “startDate” and “plan”.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('questionnaire')).toBeVisible();

    await page.getByTestId('import-input').setInputFiles(path);
    await expect(page.getByRole('heading', { name: 'Your plan: 2 days' })).toBeVisible();
    await expectRecipeNamesShown(page);
    expect(await page.getByTestId('meal-recipe').allInnerTexts()).toEqual(recipes);
    await expect(page.getByTestId('summary-target')).toHaveText(
      `${file.meta.targetCalories.toLocaleString('en-US')} kcal`,
    );
  });

  test('[PGEN-13] a signed-in user downloads from the plan view and opens the printable view', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await registerViaApi(page.request, { email: uniqueEmail('pgen-dl') });
    await page.goto('/en/personal-diet');
    await expect(page.getByTestId('admin-controls')).toHaveCount(0);
    await generatePlan(page, 1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download (.json)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    await page.getByRole('button', { name: 'Printable view' }).click();
    const printable = page.getByTestId('printable-plan');
    await expect(printable.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(printable).toContainText('Day 1');
    // The dialog's scroll lock and the print styles are <style> elements: the CSP admits them by the page's
    // nonce alone (no 'unsafe-inline'), so a missing nonce would show here as a refused style.
    const styles = await page.evaluate(() =>
      [...document.querySelectorAll('style')].map(
        (style) => style.nonce !== '' || style.getAttribute('nonce') !== null,
      ),
    );
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.every(Boolean)).toBe(true);
    await expectNoSeriousAxeViolations(page);
    // (A new member’s GET /api/diets/me answers 404 by design; only CSP refusals matter here.)
    expect(errors.filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([]);
  });

  for (const width of [375, 1280]) {
    test(`[A11Y] the generator passes axe and fits ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en/personal-diet');
      await expect(page.getByText('Step 1 of 3')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByTestId('allergen-options').getByRole('checkbox').first()).toBeVisible();
      await page.getByLabel('Add a nutrient').selectOption({ label: 'Iron (mg)' });
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expectNoSeriousAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await expectNoSeriousAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await page.getByLabel('Plan duration (days)').fill('2');
      await page.getByRole('button', { name: 'Generate plan' }).click();
      await expect(page.getByRole('heading', { name: 'Your plan: 2 days' })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('monitored-nutrients').first()).toContainText('Iron');
      await page
        .getByTestId('plan-day')
        .first()
        .getByRole('button', { name: /^Swap meal/ })
        .first()
        .click();
      const swap = page.getByTestId('swap-dialog');
      await expect(swap.getByRole('button', { name: /^Use / }).first()).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await swap.getByRole('button', { name: /^Use / }).first().click();
      await expect(swap).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Save plan' }).click();
      await expect(page.getByRole('dialog', { name: 'Sign in to keep your plan' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');

      await page.goto('/en/personal-diet/my-diets');
      await expect(page.getByTestId('login-prompt')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await expectNoSidewaysScroll(page);
    });
  }
});

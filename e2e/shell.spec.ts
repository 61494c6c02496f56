import { expect, test } from './support/test';
import { collectConsoleErrors, expectNoSeriousAxeViolations } from './support/page-checks';

const LOCALES = ['pl', 'de', 'en'] as const;
const HOME_HEADINGS = {
  pl: 'Zacznij zdrowe życie',
  de: 'Starte ein nährstoffreiches Leben',
  en: 'Start a nutritious life',
};
const ABOUT_PATHS = { pl: '/pl/o-danych', de: '/de/ueber-die-daten', en: '/en/about-data' };

test.describe('redirects', () => {
  test('[I18N-01] / goes to /en/ for a browser without a supported language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADINGS.en);
    await context.close();
  });

  test('/ follows the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await context.close();
  });

  test('a slug in the wrong language lands on the canonical page', async ({ page }) => {
    await page.goto('/de/about-data');
    await expect(page).toHaveURL(/\/de\/ueber-die-daten$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Über die Daten');
  });
});

test('[HDR-13] picking a language goes to that locale’s root and is remembered for /', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/about-data');
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitem', { name: 'Polski' }).click();
  await expect(page).toHaveURL(/\/pl\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADINGS.pl);
  await expect(page).toHaveTitle('Nutrio – żywienie, diety i fitness');
  await page.goto('/');
  await expect(page).toHaveURL(/\/pl\/$/);
  expect(errors).toEqual([]);
});

test('[TOAST-07] an unknown page answers 404 with a way home', async ({ page }) => {
  const response = await page.goto('/en/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  const notFound = page.getByTestId('not-found');
  await expect(notFound).toContainText('404');
  await expect(notFound).toContainText('does not exist');
  await notFound.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
});

test('[HDR-10] [HDR-11] the mobile menu slides out, locks body scroll and navigates', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/en/');
  await expect(page.getByTestId('desktop-nav')).toBeHidden();
  const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
  expect(await bodyOverflow()).not.toBe('hidden');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeVisible();
  expect(await bodyOverflow()).toBe('hidden');
  await expectNoSeriousAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  expect(await bodyOverflow()).not.toBe('hidden');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'About the data' }).click();
  await expect(page).toHaveURL(/\/en\/about-data$/);
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/$/);
});

test.describe('accessibility of the shell', () => {
  for (const locale of LOCALES) {
    for (const width of [375, 1280]) {
      test(`[I18N-04] axe: no serious or critical violations in ${locale} at ${width} px`, async ({
        page,
      }) => {
        const errors = collectConsoleErrors(page);
        await page.setViewportSize({ width, height: 800 });
        for (const path of [`/${locale}/`, ABOUT_PATHS[locale]]) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoSeriousAxeViolations(page);
        }
        await page.goto(`/${locale}/missing-page`);
        await expect(page.getByTestId('not-found')).toBeVisible();
        await expectNoSeriousAxeViolations(page);
        // Nothing may scroll sideways at this width.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
      });
    }
  }
});

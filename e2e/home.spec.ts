import type { Locale } from '../src/core/i18n/locales';
import {
  collectConsoleErrors,
  expectNoRawKeys,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
} from './support/page-checks';
import { expect, test } from './support/test';

const HEADLINE: Record<Locale, string> = {
  en: 'Start a nutritious life',
  de: 'Starte ein nährstoffreiches Leben',
  pl: 'Zacznij zdrowe życie',
};

test.describe('the home page (issue 21 A1, A2)', () => {
  for (const width of [375, 1280])
    for (const locale of ['en', 'de', 'pl'] as const)
      test(`[I18N-04] /${locale}/ at ${width} px: every block with its data, translated, axe clean, no sideways scroll`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${locale}/`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE[locale]);
        // A real day of one of our templates (the seeded database has them), up to 5 meals.
        await expect(page.getByTestId('sample-day')).toHaveAttribute('data-sample', 'template');
        const meals = await page.getByTestId('sample-meal').count();
        expect(meals).toBeGreaterThan(0);
        expect(meals).toBeLessThanOrEqual(5);
        await expect(page.getByTestId('latest-diet').first()).toBeVisible();
        await expect(page.getByTestId('expert')).toHaveCount(4);
        await expect(page.getByTestId('pro-package-card').first()).toBeAttached();
        await expect(page.getByTestId('testimonial-list')).toBeAttached();
        await expect(page.getByTestId('home-about')).toBeVisible();
        await expectNoRawKeys(page);
        await expectNoSidewaysScroll(page);
        await expectNoSeriousAxeViolations(page);
      });

  test('[HOME-04] [HOME-10] the plans tab’s cards come from the latest-diets call with limit 15', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/diets/latest')) asked.push(request.url());
    });
    // Reached within the app (not rendered by the server), the blocks fetch their own data.
    await page.goto('/en/recipes/');
    await page.getByTestId('logo').click();
    await expect(page).toHaveURL(/\/en\/$/);
    await page.getByTestId('home-tabs').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('latest-diet').first()).toBeVisible();
    expect(asked.some((url) => new URL(url).searchParams.get('limit') === '15')).toBe(true);
    const count = await page.getByTestId('home-panel-plans').getByTestId('latest-diet').count();
    expect(count).toBeGreaterThan(3);
    expect(count).toBeLessThanOrEqual(15);
  });

  test('the server renders the blocks with their data; the page hydrates without errors or API calls', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/') && request.resourceType() === 'fetch')
        calls.push(request.url());
    });
    await page.goto('/en/');
    await expect(page.getByTestId('expert')).toHaveCount(4);
    await page.mouse.wheel(0, 20_000);
    await expect(page.getByTestId('testimonial-list')).toBeVisible();
    expect(errors).toEqual([]);
    expect(calls.filter((url) => !/\/api\/(auth|session|notifications|basket)/.test(url))).toEqual([]);
  });

  test('[HOME-52] [HOME-53] the about box says who we are and where the numbers come from, with a link to the data page', async ({
    page,
  }) => {
    await page.goto('/en/');
    const about = page.getByTestId('home-about');
    for (const source of ['USDA SR28', 'Compendium of Physical Activities', 'EU allergen rules'])
      await expect(about).toContainText(source);
    await about.getByRole('link', { name: 'More about our data' }).click();
    await expect(page).toHaveURL(/\/en\/about-data/);
  });
});

test.describe('the home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every block is in the page the server sends', async ({ page }) => {
    await page.goto('/de/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE.de);
    await expect(page.getByTestId('sample-meal').first()).toBeVisible();
    await expect(page.getByTestId('expert')).toHaveCount(4);
    await expect(page.getByTestId('latest-diet').first()).toBeVisible();
    await expect(page.getByTestId('testimonial-list')).toBeAttached();
  });
});

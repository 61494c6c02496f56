import type { Page } from '@playwright/test';
import { registerViaApi, uniqueEmail } from './support/accounts';
import { expect, test } from './support/test';
import {
  collectConsoleErrors,
  expectNoRawKeys,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
} from './support/page-checks';

const LOCALES = ['pl', 'de', 'en'] as const;
const CALCULATOR_PATHS = { pl: '/pl/kalkulator', de: '/de/rechner', en: '/en/calculator' };
const SEARCH_PATHS = { pl: '/pl/szukaj', de: '/de/suche', en: '/en/search' };

const headerSearch = (page: Page) => page.locator('[data-slot="search"]');

test.describe('header search', () => {
  test('[HDR-03] [HDR-27] [HDR-31] typing on the recipes page shows grouped suggestions; “all results” opens the search landing with q', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/recipes/');
    await expect(page.getByRole('banner')).toBeVisible();
    const box = headerSearch(page).getByRole('combobox');
    const asked = page.waitForRequest((request) => request.url().includes('/api/header/search?'));
    await box.pressSequentially('pierogi', { delay: 30 });
    // HDR-31: one call for the whole word, sent after the pause.
    const request = await asked;
    const query = new URL(request.url()).searchParams;
    expect([query.get('locale'), query.get('q'), query.get('area')]).toEqual(['en', 'pierogi', 'other']);

    const listbox = headerSearch(page).getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox).toBeVisible();
    await expect(listbox.getByRole('group').first()).toBeVisible();
    await expect(listbox.getByRole('option').first()).toContainText(/pierogi/i);
    await expectNoSeriousAxeViolations(page);

    await listbox.getByRole('option', { name: 'All results for “pierogi”' }).click();
    await expect(page).toHaveURL(/\/en\/search\?q=pierogi$/);
    await expect(box).toHaveValue('');
    expect(errors).toEqual([]);
  });

  test('[HDR-26] [HDR-27] [HDR-28] an unknown word says so, clicking outside closes, emptying the box clears', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/recipes/');
    const box = headerSearch(page).getByRole('combobox');
    await box.fill('xqzvwxqzvw');
    await expect(headerSearch(page).getByTestId('header-search-empty')).toHaveText(
      'No results for “xqzvwxqzvw”.',
    );
    await box.fill('pierogi');
    await expect(headerSearch(page).getByRole('listbox')).toBeVisible();
    // A click outside, away from the open list (it lies over the page's heading).
    await page.mouse.click(1200, 760);
    await expect(headerSearch(page).getByRole('listbox')).toBeHidden();
    await box.fill('');
    await expect(headerSearch(page).getByTestId('header-search-popup')).toHaveCount(0);
  });

  test('[HDR-34] on a shop page the header search asks for products; Enter opens the search landing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/pl/sklep/e-booki/');
    const asked = page.waitForRequest((request) => request.url().includes('/api/header/search?'));
    const box = headerSearch(page).getByRole('combobox');
    await box.fill('białko');
    expect(new URL((await asked).url()).searchParams.get('area')).toBe('product');
    await box.press('Enter');
    await expect(page).toHaveURL(`${SEARCH_PATHS.pl}?q=bia%C5%82ko`);
  });

  test('at 375 px the search is a button that opens a full-width row', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/en/');
    await expectNoSidewaysScroll(page);
    const box = headerSearch(page).getByRole('combobox');
    await expect(box).toBeHidden();
    await page.getByRole('button', { name: 'Open search' }).click();
    await expect(box).toBeFocused();
    await box.fill('pierogi');
    await expect(headerSearch(page).getByRole('listbox')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('navigation', () => {
  test('[HDR-04] [HDR-05] the quick navigation and the discover mega-menu, by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/');
    const nav = page.getByTestId('desktop-nav');
    for (const name of [
      'Diet templates',
      'Recipes',
      'Pro packages',
      'Specialists',
      'Fitness clubs',
      'Blog',
      'Diet generator',
    ])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();

    const discover = nav.getByRole('button', { name: 'Discover' });
    await discover.focus();
    await page.keyboard.press('ArrowDown');
    const panel = page.getByTestId('discover-panel');
    await expect(panel).toBeVisible();
    await expect(discover).toHaveAttribute('aria-expanded', 'true');
    for (const group of ['Diets', 'Knowledge', 'Tools', 'Community', 'Companies', 'Diet generator'])
      await expect(panel.getByText(group, { exact: true }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: 'Diet templates' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(discover).toBeFocused();

    // Enter opens it too; a link goes where it says.
    await page.keyboard.press('Enter');
    await panel.getByRole('link', { name: 'Calorie calculator' }).click();
    await expect(page).toHaveURL(/\/en\/calculator$/);
    await expect(panel).toBeHidden();
  });

  test('[HDR-10] [HDR-11] at 375 px the slide-out menu has collapsible groups and locks the body’s scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/en/');
    await expectNoSidewaysScroll(page);
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    expect(await bodyOverflow()).toBe('hidden');
    const tools = menu.getByRole('button', { name: 'Tools' });
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Calorie calculator' })).toBeHidden();
    await tools.click();
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousAxeViolations(page);
    await menu.getByRole('link', { name: 'Calorie calculator' }).click();
    await expect(page).toHaveURL(/\/en\/calculator$/);
    await expect(menu).toBeHidden();
    expect(await bodyOverflow()).not.toBe('hidden');
  });

  test('[HDR-13] the language menu goes to each locale’s root', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const names = { pl: 'Polski', de: 'Deutsch', en: 'English' };
    for (const [from, to] of [
      ['en', 'pl'],
      ['pl', 'de'],
      ['de', 'en'],
    ] as const) {
      await page.goto(CALCULATOR_PATHS[from]);
      await page.getByTestId('language-menu').click();
      await page.getByRole('menuitem', { name: names[to] }).click();
      await expect(page).toHaveURL(new RegExp(`/${to}/$`));
      await expect(page.locator('html')).toHaveAttribute('lang', to);
    }
  });

  test('[HDR-12] the promotion link icon is in the header', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/de/');
    const promotion = page.getByTestId('promotion-link');
    await expect(promotion).toBeVisible();
    await expect(promotion).toHaveAttribute('href', /^(\/de\/aktion|#)$/);
  });
});

test.describe('calculator page', () => {
  for (const locale of LOCALES) {
    for (const width of [375, 1280]) {
      test(`[ACCT-10] ${locale} at ${width} px: server-rendered, axe-clean, computes BMI, BMR, TDEE and targets`, async ({
        page,
      }) => {
        const errors = collectConsoleErrors(page);
        await page.setViewportSize({ width, height: 900 });
        const response = await page.goto(CALCULATOR_PATHS[locale]);
        expect(response?.status()).toBe(200);
        const html = (await response?.text()) ?? '';
        expect(html).toContain('"@type":"WebApplication"');
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousAxeViolations(page);
        await expectNoSidewaysScroll(page);
        await expectNoRawKeys(page);

        const form = page.getByTestId('calculator-form');
        await form.getByRole('button').last().click();
        await expect(page.getByTestId('calc-age-error')).toBeVisible();
        await expectNoSeriousAxeViolations(page);

        await form.locator('input[name="sex"][value="female"]').check();
        await form.locator('input[name="age"]').fill('30');
        await form.locator('input[name="heightCm"]').fill('165');
        await form.locator('input[name="weightKg"]').fill('60');
        await form.locator('input[name="pal"][value="1.55"]').check();
        await form.getByRole('button').last().click();
        await expect(page.getByTestId('calc-bmi')).toHaveText('22');
        await expect(page.getByTestId('calc-bmr')).toHaveText(
          locale === 'en' ? '1,320 kcal' : locale === 'de' ? '1.320 kcal' : '1320 kcal',
        );
        await expect(page.getByTestId('calc-target-lose')).toContainText(
          locale === 'en' ? '1,596' : locale === 'de' ? '1.596' : '1596',
        );
        await expectNoSeriousAxeViolations(page);
        await expectNoSidewaysScroll(page);
        expect(errors).toEqual([]);
      });
    }
  }
});

test.describe('signed-in header', () => {
  test('[HDR-14] [HDR-19] [NOTIF-01] a member has the basket, the notifications bell and the account menu; a guest the login link and the diet-templates call to action', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/recipes/');
    await expect(page.getByTestId('basket-button')).toHaveCount(0);
    await expect(page.getByTestId('notifications-button')).toHaveCount(0);
    const account = page.locator('[data-slot="account"]');
    await expect(account.getByTestId('login-link')).toBeVisible();
    await expect(account.getByRole('link', { name: 'Find your diet' })).toBeVisible();

    await registerViaApi(page.request, { email: uniqueEmail('header') });
    await page.reload();
    await expect(page.getByTestId('basket-button')).toBeVisible();
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    const bell = page.getByTestId('notifications-button');
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page.getByText('You have no notifications.', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

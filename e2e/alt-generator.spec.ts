import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { registerViaApi, solvedCaptcha, uniqueEmail, PASSWORD } from './support/accounts';
import {
  collectConsoleErrors,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
} from './support/page-checks';

const TEXTS = {
  en: {
    path: '/en/diet-generator',
    generate: 'Generate plan',
    showPlan: 'Show the full plan',
    heading: 'Diet generator in 4 steps',
  },
  de: {
    path: '/de/diaet-generator',
    generate: 'Plan erstellen',
    showPlan: 'Ganzen Plan anzeigen',
    heading: 'Diätgenerator in 4 Schritten',
  },
  pl: {
    path: '/pl/generator-diety',
    generate: 'Generuj plan',
    showPlan: 'Pokaż cały plan',
    heading: 'Generator diety w 4 krokach',
  },
} as const;

/** Step 1 → 2 → 3: the questionnaire with its defaults (7 days), then the computed plan with the picker. */
async function throughStepThree(page: Page, locale: keyof typeof TEXTS) {
  const texts = TEXTS[locale];
  await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
  await expect(page.getByTestId('alt-form-card')).toHaveCount(12);
  await page.getByRole('button', { name: texts.generate }).click();
  await expect(page.getByTestId('alt-step3')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('exercise-picker')).toBeVisible();
}

/** The days' totals within ±5 % of the summary's target. */
async function expectDaysOnTarget(page: Page) {
  const target = Number(
    (await page.getByTestId('alt-summary-target').locator('dd').innerText()).replace(/\D/g, ''),
  );
  const totals = await page.getByTestId('alt-day-total').allInnerTexts();
  expect(totals.length).toBeGreaterThan(0);
  for (const total of totals) {
    const kcal = Number(total.replace(/\D/g, ''));
    expect(Math.abs(kcal - target) / target).toBeLessThanOrEqual(0.05);
  }
}

test.describe('the 4-step diet generator (issue 20)', () => {
  test('[AGEN-01] [AGEN-08] [AGEN-09] [AGEN-31] a guest plans, picks exercises, replaces a meal, shares the plan and resets it', async ({
    page,
    browser,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/diet-generator');
    await expect(page.getByTestId('alt-steps').locator('[aria-current="step"]')).toContainText(
      'Questionnaire',
    );
    await expectNoSeriousAxeViolations(page);
    await page.getByTestId('allergen-options').getByLabel('Gluten').check();
    await throughStepThree(page, 'en');
    await expect(page.getByTestId('alt-steps').locator('[aria-current="step"]')).toContainText(
      'Plan and exercises',
    );

    // AGEN-09: the picker at step 3; two exercises become the trainings at 18:00, taking turns.
    const cards = page.getByTestId('exercise-card');
    await expect(cards.first()).toBeVisible();
    await cards.nth(0).getByTestId('exercise-toggle').click();
    await cards.nth(1).getByTestId('exercise-toggle').click();
    await expect(page.getByTestId('exercise-selected-item')).toHaveCount(2);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Show the full plan' }).click();

    await expect(page.getByTestId('alt-step4')).toBeVisible();
    await expect(page.getByTestId('alt-plan-day')).toHaveCount(7);
    await expectDaysOnTarget(page);
    const firstDay = page.getByTestId('alt-plan-day').first();
    await expect(firstDay.getByTestId('alt-meal')).toHaveCount(4);
    await expect(firstDay.getByTestId('alt-trainings').locator('li')).toHaveCount(1);
    await expect(firstDay.getByTestId('alt-net-balance')).toContainText('Net balance after training');
    await expect(page.getByTestId('alt-hydration')).toBeVisible();
    await expect(page).toHaveURL(/\?plan=[A-Za-z0-9_-]{43}$/);
    const firstLink = await page.getByTestId('alt-share-link').inputValue();
    await expectNoSeriousAxeViolations(page);

    // AGEN-01: the replacement search is its own route; the pick comes back refitted.
    const before = await firstDay.getByTestId('alt-meal').nth(1).locator('span').nth(1).innerText();
    await firstDay.getByTestId('alt-replace-meal').nth(1).click();
    await expect(page).toHaveURL(/\/en\/diet-generator\/recipes\/search\?day=1&meal=1$/);
    await expect(page.getByTestId('current-meal-name')).toHaveText(before);
    await expectNoSeriousAxeViolations(page);
    const option = page.getByTestId('replacement-card').first();
    const picked = await option.locator('h3, h4').first().innerText();
    await option.getByRole('button', { name: /Use this recipe/ }).click();
    await expect(page.getByTestId('alt-step4')).toBeVisible();
    await expect(page.getByTestId('alt-plan-day').first().getByTestId('alt-meal').nth(1)).toContainText(
      picked,
    );
    await expectDaysOnTarget(page);

    // The share link opens the same plan for anyone (AGEN-30): a new link once the change is stored.
    await expect(page.getByTestId('alt-share-link')).not.toHaveValue(firstLink);
    const shared = await page.getByTestId('alt-share-link').inputValue();
    expect(page.url()).toBe(shared);
    const other = await browser.newContext();
    const visitor = await other.newPage();
    await visitor.goto(shared);
    await expect(visitor.getByTestId('alt-plan-day')).toHaveCount(7);
    await expect(visitor.getByTestId('alt-plan-day').first().getByTestId('alt-meal').nth(1)).toContainText(
      picked,
    );
    await other.close();

    // AGEN-31: reset clears the plan and the URL's parameter.
    await page.getByTestId('alt-reset').click();
    await expect(page.getByTestId('alt-questionnaire')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/diet-generator$/);
    expect(errors).toEqual([]);
  });

  test('[AGEN-28] a signed-in member’s plan is saved by itself and listed in my diets as the 4-step generator’s', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('alt-save');
    await registerViaApi(request, { email });
    const login = await page.request.post('/api/auth/login', {
      data: {
        username: email,
        password: PASSWORD,
        captcha: await solvedCaptcha(page.request),
        language: 'en',
      },
    });
    expect(login.ok(), await login.text()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/diet-generator');
    await throughStepThree(page, 'en');
    await expect(page.getByTestId('alt-save-status')).toHaveText('Saved in your diets.');
    await page.getByRole('button', { name: 'Show the full plan' }).click();
    await page.getByTestId('alt-plan-name').fill('My four-step week');
    await page.getByRole('button', { name: 'Save name' }).click();
    // The same diet, renamed by the next auto-save (not a second copy).
    await expect
      .poll(async () => {
        const answer = (await (await page.request.get('/api/diets')).json()) as {
          items: Array<{ name: string }>;
        };
        return answer.items.map((item) => item.name);
      })
      .toEqual(['My four-step week']);
    await expect(page.getByTestId('alt-save-status')).toHaveText('Saved in your diets.');
    await page.goto('/en/personal-diet/my-diets');
    const entry = page.getByRole('listitem').filter({ hasText: 'My four-step week' });
    await expect(entry).toHaveCount(1);
    await expect(entry.getByTestId('diet-generator-label')).toHaveText('4-step generator');
  });

  for (const [locale, width] of [
    ['pl', 375],
    ['de', 375],
    ['de', 1280],
    ['pl', 1280],
  ] as const) {
    test(`[AGEN-08] ${locale} at ${width} px: the four steps, axe-clean and without sideways scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(TEXTS[locale].path);
      await expectNoSidewaysScroll(page);
      await throughStepThree(page, locale);
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: TEXTS[locale].showPlan }).click();
      await expect(page.getByTestId('alt-plan-day')).toHaveCount(7);
      await expectDaysOnTarget(page);
      await expectNoSeriousAxeViolations(page);
      await expectNoSidewaysScroll(page);
    });
  }
});

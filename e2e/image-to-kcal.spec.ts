import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import type { Locale } from '../src/core/i18n/locales';
import { pageHref } from '../src/core/routes';
import {
  collectConsoleErrors,
  expectNoRawKeys,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
} from './support/page-checks';
import { expect, test } from './support/test';

const LOCALES: Locale[] = ['en', 'de', 'pl'];
const PATHS: Record<Locale, string> = {
  en: '/en/image-to-kcal',
  de: '/de/foto-zu-kcal',
  pl: '/pl/zdjecie-do-kcal',
};
const HOTDOG_PHOTO = resolve('data/fixtures/photos/hotdog.jpg');
/** The fixture photo shows a hot dog: "Hot dog, plain, fast food", "Hotdog, ohne Soßen, …", "Hot dog bez dodatków, …". */
const HOT_DOG = /hot ?dog/i;

const kcalOf = async (page: Page) =>
  Number((await page.getByTestId('nutrition-calories').textContent())?.replace(/\D/g, ''));

/** Uploads the fixture photo and waits for the result with its confirmed nutrition. */
async function analyseHotDog(page: Page) {
  await page.getByTestId('upload-input').setInputFiles(HOTDOG_PHOTO);
  await expect(page.getByTestId('photo-preview')).toBeVisible();
  await expect(page.getByTestId('analysis-result')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('nutrition')).toHaveAttribute('data-pending', 'false');
}

for (const locale of LOCALES) {
  test(`[IMG-01] ${locale}: the fixture photo is a hot dog with its kcal; a new weight changes them; the history keeps it`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    expect(pageHref('imageToKcal', locale)).toBe(PATHS[locale]);
    const response = await page.goto(PATHS[locale]);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByTestId('feature-card')).toHaveCount(3);

    await analyseHotDog(page);
    await expect(page.getByTestId('recognition-name').first()).toHaveText(HOT_DOG);
    await expect(page.getByTestId('nutrition-calories')).toHaveText(/^\d[\d\s.,]* kcal$/);
    await expect(page.getByTestId('nutrition-sodium')).toHaveText(/ mg$/);
    await expect(page.getByTestId('nutrition')).toHaveAttribute('data-estimate', 'false');
    const before = await kcalOf(page);
    expect(before).toBeGreaterThan(0);

    const grams = Number(await page.getByTestId('weight-grams').inputValue());
    const weight = grams === 300 ? 450 : 300;
    await page.getByTestId('weight-grams').fill(String(weight));
    await expect(page.getByTestId('weight-slider')).toHaveValue(String(weight));
    // The figures follow the weight at once (nutrition is proportional to it), then the server confirms them.
    if (weight > grams) await expect.poll(() => kcalOf(page)).toBeGreaterThan(before);
    else await expect.poll(() => kcalOf(page)).toBeLessThan(before);
    await expect(page.getByTestId('nutrition')).toHaveAttribute('data-pending', 'false');
    const after = await kcalOf(page);
    await expectNoRawKeys(page);

    await page.reload();
    const saved = page.getByTestId('analysis-history-item').first();
    await expect(saved.getByTestId('analysis-history-food')).toHaveText(HOT_DOG);
    await expect(saved.getByTestId('analysis-history-weight')).toContainText(String(weight));
    await expect(saved.getByTestId('analysis-history-kcal')).toContainText(
      new Intl.NumberFormat({ en: 'en-US', de: 'de-DE', pl: 'pl-PL' }[locale]).format(after),
    );
    await expect(saved.locator('img')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    expect(errors).toEqual([]);
  });
}

test('[IMG-02] the language chooser goes to the tool’s path in each language', async ({ page }) => {
  await page.goto(PATHS.en);
  const chooser = page.getByTestId('tool-languages');
  await chooser.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.de}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await chooser.getByRole('link', { name: 'Polski' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.pl}$`));
  await chooser.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.en}$`));
  await expect(page.getByTestId('upload-zone')).toBeVisible();
});

test('[IMG-09] any other path below the tool is the not-found page', async ({ page }) => {
  for (const path of ['/en/image-to-kcal/nope', '/de/foto-zu-kcal/irgendwas', '/pl/zdjecie-do-kcal/x/y']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByTestId('upload-zone')).toHaveCount(0);
  }
});

test('[IMG-08] “Analyze new photo” brings back the upload zone', async ({ page }) => {
  await page.goto(PATHS.en);
  await analyseHotDog(page);
  await page.getByRole('button', { name: 'Analyze new photo' }).click();
  await expect(page.getByTestId('upload-zone')).toBeVisible();
  await expect(page.getByTestId('photo-preview')).toHaveCount(0);
});

for (const [width, height] of [
  [375, 740],
  [1280, 800],
] as const) {
  test(`the tool passes axe and fits at ${width} px, before and after an analysis`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(PATHS.pl);
    await expectNoSeriousAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await analyseHotDog(page);
    await expectNoSeriousAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });
}

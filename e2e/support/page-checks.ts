import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Console errors, uncaught exceptions and Content-Security-Policy violations of a page, collected from now on
 * (a violation is an error to us even when the script that caused it carries on).
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  void page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
    ),
  );
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** No serious or critical axe violation on the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Nothing wider than the viewport. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * No raw i18n key on the page: neither a key path ("detail.contains", "catalogue:foods.title") nor an
 * untranslated camelCase value ("upTo15", "threeToFour").
 */
export async function expectNoRawKeys(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  const keyPaths =
    text.match(/\b[a-z][a-zA-Z]+(:[a-zA-Z]+)?\.[a-z][a-zA-Z0-9_-]+(\.[a-zA-Z0-9_-]+)*\b/g) ?? [];
  const camelCase = text.match(/\b[a-z]+[A-Z][a-zA-Z]*\d*\b/g) ?? [];
  expect([...keyPaths.filter((k) => !/^(nutrio|example|localhost)\./.test(k)), ...camelCase]).toEqual([]);
}

/**
 * Every meal of a plan shows its recipe's name: the names arrive after the plan, and until then a meal reads
 * "Recipe 21". A test that reads the names waits for this first.
 */
export async function expectRecipeNamesShown(page: Page): Promise<void> {
  await expect(page.getByTestId('meal-recipe').first()).toBeVisible();
  await expect(page.getByTestId('meal-recipe').filter({ hasText: /^Recipe \d+$/ })).toHaveCount(0);
}

/** On a recipe page: doubling the portions doubles the first ingredient's amount. */
export async function expectPortionsRescaleAmounts(page: Page): Promise<void> {
  const firstAmount = page.getByTestId('ingredients').locator('li').first().locator('span').nth(1);
  const original = Number((await firstAmount.textContent())?.match(/[\d.]+/)?.[0]);
  const portions = Number(await page.getByTestId('portions-input').inputValue());
  await page.getByTestId('portions-input').fill(String(portions * 2));
  await expect
    .poll(async () => Number((await firstAmount.textContent())?.match(/[\d.,]+/)?.[0]?.replace(',', '')))
    .toBeCloseTo(original * 2, 0);
}

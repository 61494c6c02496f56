import { expectNoRawKeys, expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { expect, test } from './support/test';

test.describe('professional packages (issue 18 A5)', () => {
  for (const width of [375, 1280])
    test(`at ${width} px the pricing page and a package’s page fit, are translated and pass axe`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/de/pro-paket/');
      const cards = page.getByTestId('pro-package-card');
      await expect(cards).toHaveCount(5);
      await expect(cards.nth(3).getByTestId('pro-package-highlight')).toHaveText('Bestes Angebot');
      await expect(cards.first()).toHaveCSS('opacity', '1');
      await expectNoRawKeys(page);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
      await cards.nth(3).getByTestId('pro-package-link').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pro Jahr');
      await expect(page.getByTestId('pro-package-features').getByRole('listitem')).toHaveCount(10);
      await expect(page.getByTestId('pro-package-tax')).toHaveText(
        'Im Preis sind 19\u00a0% MwSt. enthalten.',
      );
      await expectNoRawKeys(page);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
    });

  test('hovering a card lifts it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/pro-package/');
    const card = page.getByTestId('pro-package-card').nth(1);
    await expect(card).toHaveCSS('opacity', '1');
    const before = (await card.boundingBox())!.y;
    await card.hover();
    await expect.poll(async () => (await card.boundingBox())!.y).toBeLessThan(before);
  });
});

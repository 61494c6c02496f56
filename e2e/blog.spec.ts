import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { expect, test } from './support/test';

test.describe('the blog (issue 16 A5)', () => {
  test('the list in three languages: newest first, a category, a search, then an article with its sources', async ({
    page,
  }) => {
    await page.goto('/en/blog/');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByTestId('summary')).toHaveText('30 articles');
    await expect(page.getByTestId('article-card')).toHaveCount(12);
    await page.getByTestId('blog-categories').getByRole('button', { name: 'How our tools work' }).click();
    await expect(page).toHaveURL(/category=calculators/);
    await expect(page.getByTestId('article-card').first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('mifflin');
    await expect(page).toHaveURL(/text=mifflin/);
    await page.getByRole('link', { name: 'How Nutrio calculates your calorie needs', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'How Nutrio calculates your calorie needs',
    );
    await expect(page.getByTestId('article-meta')).toContainText('min read');
    await expect(page.getByTestId('article-body').locator('h2').first()).toBeVisible();
    await expect(page.getByTestId('article-sources').getByRole('link').first()).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await expectNoSeriousAxeViolations(page);

    await page.goto('/pl/blog/');
    await expect(page.getByTestId('summary')).toHaveText('30 artykułów');
    await page.goto('/de/blog/');
    await expect(page.getByTestId('article-meta').first()).toContainText('Min. Lesezeit');
  });

  for (const width of [375, 1280])
    test(`at ${width} px the blog and an article fit and pass axe`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/pl/blog/');
      await expect(page.getByTestId('article-card').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
      await page.getByTestId('article-card').first().getByRole('heading').getByRole('link').click();
      await expect(page.getByTestId('article')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
    });
});

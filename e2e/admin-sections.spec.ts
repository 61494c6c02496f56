import type { Page } from '@playwright/test';
import { changeRoles, registerViaApi, uniqueEmail } from './support/accounts';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { expect, test } from './support/test';

/**
 * Every content section of the admin area in a real browser (issue 24 A5): its list at 375 px without sideways
 * scrolling, its editor at 1280 px, both without serious or critical axe findings.
 */
/** A row's own link (the row itself, or the link inside it). */
const openLink = (page: Page, row: string) =>
  page.getByTestId(row).first().locator('xpath=descendant-or-self::a').first().click();

const SECTIONS: ReadonlyArray<{
  section: string;
  row: string;
  open: (page: Page) => Promise<void>;
  editor: string;
}> = [
  {
    section: 'foods',
    row: 'admin-food-row',
    open: (page) => openLink(page, 'admin-food-row'),
    editor: 'admin-food-form',
  },
  {
    section: 'exercises',
    row: 'admin-exercise-row',
    open: (page) => openLink(page, 'admin-exercise-row'),
    editor: 'admin-exercise-form',
  },
  {
    section: 'ebooks',
    row: 'admin-ebook-row',
    open: (page) => openLink(page, 'admin-ebook-row'),
    editor: 'admin-ebook-form',
  },
  {
    section: 'articles',
    row: 'admin-article-row',
    open: (page) => openLink(page, 'admin-article-row'),
    editor: 'admin-article-editor',
  },
  {
    section: 'promotions',
    row: 'admin-promotion-row',
    open: (page) => page.getByTestId('admin-promotion-row').first().getByRole('button').first().click(),
    editor: 'admin-promotion-dialog',
  },
  {
    section: 'packages',
    row: 'admin-package-row',
    open: (page) => page.getByTestId('admin-package-row').first().getByRole('button').first().click(),
    editor: 'admin-package-dialog',
  },
  {
    section: 'moderation',
    row: 'moderation-row',
    open: (page) => page.getByTestId('moderation-unpublish').first().click(),
    editor: 'moderation-unpublish-dialog',
  },
];

test('each admin content section: the list at 375 px and its editor at 1280 px, axe clean', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const adminEmail = uniqueEmail('admin-sections');
  await registerViaApi(page.request, { email: adminEmail });
  changeRoles(adminEmail, '+admin');

  for (const { section, row, open, editor } of SECTIONS) {
    await test.step(section, async () => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`/en/admin?section=${section}`);
      await expect(page.getByTestId(row).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);

      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page);
      await expect(page.getByTestId(editor)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }
});

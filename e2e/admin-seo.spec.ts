import { changeRoles, registerViaApi, uniqueEmail } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/page-checks';
import { expect, test } from './support/test';

/**
 * The search-engine health dashboard (issue 24 A4, SEO-01, SEO-03) against the real server, which the
 * Playwright config starts with a small scan (SEO_SCAN_MAX_PAGES, SEO_SCAN_MAX_LINKS) and Lighthouse off: an
 * admin runs a scan, follows its progress, reads the report and opens the issues modal; a member is kept out.
 */
test('[SEO-03] an admin runs a scan of our pages and opens the issues modal; a member sees the not-admin notice', async ({
  page,
  browser,
}) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await registerViaApi(member.request, { email: uniqueEmail('seo-member') });
  await member.goto('/en/admin?section=seo');
  await expect(member.getByTestId('admin-not-admin')).toBeVisible();
  await expect(member.getByTestId('seo-run-scan')).toHaveCount(0);
  expect((await member.request.post('/api/admin/seo/scans')).status()).toBe(403);
  await memberContext.close();

  const adminEmail = uniqueEmail('seo-admin');
  await registerViaApi(page.request, { email: adminEmail });
  changeRoles(adminEmail, '+admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/admin?section=seo');
  const run = page.getByRole('button', { name: 'Run scan' });
  await expect(run).toBeEnabled();
  await run.click();
  // A small scan may finish within a poll: its progress or already its report shows.
  await expect(page.getByTestId('seo-progress').or(page.getByTestId('seo-report'))).toBeVisible();
  await expect(page.getByTestId('seo-report')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('button', { name: 'Run scan' })).toBeEnabled();
  await expect(page.getByTestId('seo-lighthouse-unavailable')).toContainText('Lighthouse is unavailable');
  await expect(page.getByTestId('seo-scan-row').first()).toContainText(adminEmail);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Show issues' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issues' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByTestId('seo-issue-group').or(dialog.getByText('No issues found.')),
  ).not.toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

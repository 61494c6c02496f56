import { changeRoles, PASSWORD, registerViaApi, solvedCaptcha, uniqueEmail } from './support/accounts';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './support/page-checks';
import { expect, test } from './support/test';

/**
 * The admin area (issue 24 A1, A3) against the real server: an admin finds a member, grants a role, locks the
 * account (the member's session ends and sign-in says why), unlocks it, and reads the audit rows; a member
 * without the role is told the area is for administrators.
 */
test('an admin grants a role and locks an account from the admin area; the audit log shows both; a member is kept out', async ({
  page,
  browser,
}) => {
  // The member, in a context of their own.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const memberEmail = uniqueEmail('admin-target');
  await registerViaApi(member.request, { email: memberEmail, firstname: 'Zofia', lastname: 'Target' });
  await member.goto('/en/admin');
  await expect(member.getByTestId('admin-not-admin')).toBeVisible();
  await expect(member.getByTestId('admin-nav')).toHaveCount(0);

  const adminEmail = uniqueEmail('admin-e2e');
  await registerViaApi(page.request, { email: adminEmail });
  changeRoles(adminEmail, '+admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/admin');
  await expect(page.getByTestId('admin-nav')).toBeVisible();
  await page.getByTestId('admin-users-search').fill(memberEmail);
  const row = page.getByTestId('admin-user-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(memberEmail);
  await expectNoSeriousAxeViolations(page);
  await row.click();
  const detail = page.getByTestId('admin-user-detail');
  await expect(detail).toBeVisible();
  await expect(detail).not.toContainText(/argon2|\$argon/);

  await detail.getByRole('checkbox', { name: /pro/i }).check();
  await detail.getByTestId('admin-roles-save').click();
  await expect(detail.getByTestId('admin-audit-row').first()).toContainText(/roles/i);

  await detail.getByTestId('admin-lock').click();
  const confirm = page.getByTestId('admin-confirm');
  await expect(confirm).toBeVisible();
  await confirm.getByTestId('admin-confirm-ok').click();
  await expect(confirm).toBeHidden();
  await expect(detail.getByTestId('admin-audit-row').first()).toContainText(/lock/i);

  // The member's session is gone; signing in again is refused with the reason.
  expect((await member.request.get('/api/auth/session')).ok()).toBe(true);
  const session = (await (await member.request.get('/api/auth/session')).json()) as { user: unknown };
  expect(session.user).toBeNull();
  const refused = await member.request.post('/api/auth/login', {
    data: {
      username: memberEmail,
      password: PASSWORD,
      language: 'en',
      captcha: await solvedCaptcha(member.request),
    },
  });
  expect(refused.status()).toBe(403);

  await detail.getByTestId('admin-lock').click();
  await page.getByTestId('admin-confirm').getByTestId('admin-confirm-ok').click();
  await expect(detail.getByTestId('admin-audit-row').first()).toContainText(/unlock/i);
  await memberContext.close();

  // The phone layout of the list.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/en/admin?section=audit');
  await expect(page.getByTestId('admin-section-audit')).toBeVisible();
  await expect(page.getByTestId('admin-audit-row').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);
});

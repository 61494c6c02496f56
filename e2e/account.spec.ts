import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PASSWORD, registerViaApi, solvedCaptcha, uniqueEmail } from './support/accounts';
import {
  collectConsoleErrors,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
} from './support/page-checks';

async function signIn(page: Page, tag: string, names: { firstname?: string; lastname?: string } = {}) {
  const email = uniqueEmail(tag);
  await registerViaApi(page.request, {
    email,
    firstname: names.firstname ?? 'Ada',
    lastname: names.lastname ?? 'Lovelace',
  });
  return email;
}

async function loginViaApi(request: APIRequestContext, username: string, password: string) {
  return request.post('/api/auth/login', {
    data: { username, password, captcha: await solvedCaptcha(request), language: 'en' },
  });
}

test.describe('guest', () => {
  test('a guest sees the sign-in link and no account menu', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/');
    const signIn = page.getByTestId('guest-links').getByRole('link', { name: 'Sign in' });
    await expect(signIn).toBeVisible();
    await expect(signIn).toHaveAttribute('href', '/en/login');
    await expect(page.getByTestId('guest-links').getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(page.getByTestId('account-menu-button')).toHaveCount(0);
    await expect(page.locator('form[action="/logout"]')).toHaveCount(0);
  });

  test('[ROLE-20] the account pages send a guest to the login page and back', async ({ page }) => {
    for (const path of ['/en/account', '/de/konto/persoenliche-daten', '/pl/konto/haslo']) {
      await page.goto(path);
      await expect(page).toHaveURL(
        new RegExp(`/(en/login|de/anmelden|pl/logowanie)\\?next=${encodeURIComponent(path)}$`),
      );
    }
  });
});

test.describe('signed in', () => {
  test('[HDR-14] [HDR-15] [ROLE-08] the header account menu offers the account, its settings and logout', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'hdr');
    await page.goto('/en/');
    await expect(page.getByTestId('guest-links')).toHaveCount(0);
    const button = page.getByRole('button', { name: 'Account menu: Ada Lovelace' });
    await expect(button).toBeVisible();
    await button.click();
    const menu = page.getByTestId('account-menu');
    await expect(menu.getByRole('menuitem', { name: 'My account' })).toHaveAttribute('href', '/en/account');
    await expect(menu.getByRole('menuitem', { name: 'Personal data' })).toHaveAttribute(
      'href',
      '/en/account/personal-data',
    );
    await expect(menu.getByRole('menuitem', { name: 'Password' })).toHaveAttribute(
      'href',
      '/en/account/password',
    );
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await menu.getByRole('menuitem', { name: 'Personal data' }).click();
    await expect(page).toHaveURL(/\/en\/account\/personal-data$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('[ACCT-01] [ACCT-02] [ACCT-03] the account page shows its sections as cards with a switcher', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'acct', { firstname: 'Grace', lastname: 'Hopper' });
    await page.goto('/en/account');
    await expect(page).toHaveTitle('My account – Nutrio');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Grace Hopper!' })).toBeVisible();
    const switcher = page.getByRole('navigation', { name: 'Account sections' });
    await expect(switcher.getByRole('button', { name: /^All \d+ items$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(switcher.getByRole('button', { name: 'Settings 2 items' })).toBeVisible();
    await expect(switcher.getByRole('button', { name: 'Sign out 1 item' })).toBeVisible();
    // Which other sections there are depends on the pages that exist (HDR-24); "all" counts them all.
    const counts = await switcher
      .getByRole('button')
      .evaluateAll((buttons) =>
        buttons.map((button) => Number(button.querySelector('[aria-hidden]')?.textContent)),
      );
    const [all = 0, ...each] = counts;
    expect(all).toBe(each.reduce((sum, count) => sum + count, 0));
    expect(await page.locator('main').getByRole('region').count()).toBe(each.length);

    await switcher.getByRole('button', { name: 'Settings 2 items' }).click();
    await expect(page).toHaveURL(/\?section=settings$/);
    await expect(page.getByRole('region', { name: 'Sign out' })).toHaveCount(0);
    const settings = page.getByRole('region', { name: 'Settings' });
    await settings.getByRole('link', { name: /Password/ }).click();
    await expect(page).toHaveURL(/\/en\/account\/password$/);
    await page.getByRole('link', { name: 'Back to my account' }).click();
    await expect(page).toHaveURL(/\/en\/account$/);
    const logoutForm = page.getByRole('region', { name: 'Sign out' }).locator('form');
    await expect(logoutForm).toHaveAttribute('method', 'get');
    await expect(logoutForm).toHaveAttribute('action', '/logout');
  });

  test('[PD-01] [PD-05] [PD-06] [PD-10] [PD-11] personal data: update, persisted after a reload; an invalid e-mail saves nothing', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    const email = await signIn(page, 'pd');
    await page.goto('/en/account/personal-data');
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);

    // Invalid e-mail: the client says emailInvalid and sends nothing.
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/account/personal-data')) posts++;
    });
    await page.getByLabel('Last name').fill('Byron');
    await page.getByLabel('E-mail', { exact: true }).fill('ada@');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByTestId('pd-email-error')).toHaveText('Please enter a valid e-mail address.');
    expect(posts).toBe(0);
    await page.reload();
    await expect(page.getByLabel('Last name')).toHaveValue('Lovelace');

    // A valid update.
    const newEmail = uniqueEmail('pd-new');
    await page.getByLabel('Gender').selectOption('woman');
    await page.getByLabel('First name').fill('  Augusta ');
    await page.getByLabel('Last name').fill('King');
    await page.getByLabel('E-mail', { exact: true }).fill(newEmail.toUpperCase());
    // A new address needs the current password, and takes effect only through the link mailed to it (issue 12 A9).
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByTestId('form-status')).toHaveText(
      `Saved. To change your e-mail address, open the link we have sent to ${newEmail}. Until then you sign in with your current address.`,
    );
    expect(posts).toBe(1);
    await expect(page.getByRole('button', { name: 'Account menu: Augusta King' })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Gender')).toHaveValue('woman');
    await expect(page.getByLabel('First name')).toHaveValue('Augusta');
    await expect(page.getByLabel('Last name')).toHaveValue('King');
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
    await expect(page.getByRole('button', { name: 'Account menu: Augusta King' })).toBeVisible();

    // Sending the same again: nothing changed, a warning.
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByTestId('form-status')).toHaveText('Nothing has changed.');
    expect(errors).toEqual([]);
  });

  test('[PD-11] an e-mail address that another account uses is refused under the field', async ({
    page,
    browser,
  }) => {
    const other = uniqueEmail('taken');
    const context = await browser.newContext();
    await registerViaApi(context.request, { email: other });
    await context.close();
    await signIn(page, 'pd-taken');
    await page.goto('/en/account/personal-data');
    await page.getByLabel('E-mail', { exact: true }).fill(other);
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByTestId('pd-email-error')).toHaveText(
      'An account with this e-mail address already exists.',
    );
    await expect(page.getByTestId('form-status')).toHaveAttribute('data-status', 'error');
  });

  test('password change: the new password signs in, the old one no longer does', async ({
    page,
    browser,
  }) => {
    const errors = collectConsoleErrors(page);
    const email = await signIn(page, 'pw');
    await page.goto('/en/account/password');
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password').fill('brand-new-secret-7');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByTestId('pw-currentPassword-error')).toHaveText(
      'The current password is not correct.',
    );

    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Show password' }).nth(1).click();
    await expect(page.getByLabel('New password')).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByTestId('form-status')).toHaveText(
      'Your password has been changed. Other devices have been signed out.',
    );

    // Still signed in here, with the rotated session: a later change works without a reload.
    await page.goto('/en/account/personal-data');
    await page.getByLabel('First name').fill('Changed');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByTestId('form-status')).toHaveText('Your personal data has been updated.');

    const fresh = await browser.newContext();
    expect((await loginViaApi(fresh.request, email, PASSWORD)).ok()).toBe(false);
    const ok = await loginViaApi(fresh.request, email, 'brand-new-secret-7');
    expect(ok.ok()).toBe(true);
    expect(((await ok.json()) as { success: boolean }).success).toBe(true);
    await fresh.close();
    // The refused first attempt is a 400 the browser logs; nothing else may be.
    expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
  });

  test('[HDR-17] [HDR-18] logout from the header: home, a toast, and signed out', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'logout');
    await page.goto('/de/rezepte/');
    await page.getByTestId('account-menu-button').click();
    const form = page.locator('form[action="/logout"]').first();
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form.locator('input[name="_csrf_token"]')).toHaveValue(/.+/);
    // The success toast stays 2 s (TOAST-04): watch for it from the click on.
    const toastShown = page
      .locator('[data-kind="success"]', { hasText: 'Du wurdest abgemeldet.' })
      .waitFor({ timeout: 15_000 });
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await toastShown;
    await expect(page).toHaveURL(/\/de\/$/);
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByTestId('guest-links')).toBeVisible();
    await page.goto('/de/konto');
    await expect(page).toHaveURL(/\/de\/anmelden\?next=/);
  });

  test('[HDR-10] [HDR-17] on a phone the account links and logout are in the mobile menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, 'mobile');
    await page.goto('/en/');
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const account = page.getByTestId('mobile-account');
    await expect(account.getByRole('link', { name: 'Personal data' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const toastShown = page
      .locator('[data-kind="success"]', { hasText: 'You have been logged out.' })
      .waitFor({ timeout: 15_000 });
    await account.getByRole('button', { name: 'Sign out' }).click();
    await toastShown;
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByTestId('account-menu-button')).toHaveCount(0);
  });
});

test('[ACCT-11] after 28 idle minutes a countdown dialog appears; staying keeps the session; at 0 the user is signed out', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.install();
  await signIn(page, 'idle');
  await page.goto('/en/account');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The idle watch's code loads after the first render; on a busy machine that can take a moment of real time,
  // and the fake clock must not run ahead before the watch has started.
  await page.waitForTimeout(1500);

  await page.clock.fastForward('27:20');
  await expect(page.getByTestId('idle-dialog')).toHaveCount(0);
  await page.clock.fastForward('00:20');
  const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/For your security you will be signed out in 1 minute \d+ seconds\./);
  await expect(page.getByTestId('idle-countdown')).toHaveText(/^1:\d\d$/);
  await expectNoSeriousAxeViolations(page);

  const keepAlive = page.waitForRequest((request) => request.url().endsWith('/api/auth/session'));
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await keepAlive;
  await expect(page.getByTestId('idle-dialog')).toHaveCount(0);

  // Idle again, to the end: the browser goes through /logout to the home page, signed out.
  await page.clock.fastForward('28:00');
  await expect(page.getByTestId('idle-dialog')).toBeVisible();
  await page.clock.fastForward('02:00');
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByTestId('guest-links')).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('accessibility of the account pages', () => {
  for (const width of [375, 1280]) {
    test(`[I18N-04] axe: account, personal data and password pages at ${width} px`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, `axe${width}`);
      for (const [path, heading] of [
        ['/en/account', 'Hello, Ada Lovelace!'],
        ['/pl/konto/dane-osobowe', 'Dane osobowe'],
        ['/de/konto/passwort', 'Passwort ändern'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        if (path.includes('dane-osobowe')) await expect(page.getByLabel('Imię')).toHaveValue('Ada');
        // The e2e server configures the providers: the sign-in methods are checked too.
        if (path.includes('passwort'))
          await expect(page.getByRole('region', { name: 'Anmeldemethoden' })).toBeVisible();
        await expectNoSeriousAxeViolations(page);
        await expectNoSidewaysScroll(page);
      }
      // The form's error state too.
      await page.goto('/en/account/personal-data');
      await page.getByLabel('E-mail', { exact: true }).fill('x@');
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByTestId('pd-email-error')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }
});

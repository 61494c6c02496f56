import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { linkIn, mailTo, PASSWORD, registerViaApi, uniqueEmail } from './support/accounts';
import { collectConsoleErrors, expectNoSeriousAxeViolations } from './support/page-checks';

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The real ALTCHA widget reports its state on its root element. */
const captchaState = (page: Page) => page.locator('altcha-widget [data-state]');

const loginForm = (page: Page) => page.getByTestId('login-form');

/** E-mail first, then the password once the account is found. */
async function reachPassword(page: Page, email: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(loginForm(page)).toHaveAttribute('data-status', 'valid');
  await expect(page.getByTestId('login-status')).toHaveText('Account found. Please enter your password.');
}

async function tryPassword(page: Page, password: string) {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('registration', () => {
  test('[REG-01] [REG-05] [REG-15] [REG-16] [REG-19] [REG-20] register through the UI with the real ALTCHA widget', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const email = uniqueEmail('ui-register');
    await page.goto('/en/register');
    await expect(page).toHaveTitle('Create an account – Nutrio');
    await expect(page.getByTestId('register-step')).toHaveText('Step 1 of 2');

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('register-email-error')).toHaveText('Please enter your e-mail address.');
    await page.getByLabel('E-mail address').fill('not-an-address');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('register-email-error')).toHaveText('Please enter a valid e-mail address.');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByTestId('register-step')).toHaveText('Step 2 of 2');
    await expect(page.getByLabel('E-mail address')).toHaveValue(email);
    await page.getByLabel('Gender').selectOption('divers');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    // The widget solves its proof of work in a worker as soon as the user is in the form.
    await expect(captchaState(page)).toHaveAttribute('data-state', 'verified', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Create account' }).click();

    const done = page.getByTestId('register-complete');
    await expect(done).toContainText('Your account is ready and you are signed in.');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Welcome to Nutrio!');
    await expect(done.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en/');
    // The new session is real: the account page (signed-in only) opens instead of sending us to login.
    await done.getByRole('link', { name: 'Open my account' }).click();
    await expect(page).toHaveURL(/\/en\/account$/);
    expect(errors).toEqual([]);
  });

  test('[REG-04] a registered address is refused at step 1 with the server’s message', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('taken');
    await registerViaApi(request, { email });
    await page.goto('/de/registrieren');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByTestId('register-email-error')).toHaveText(
      'Zu dieser E-Mail-Adresse gibt es bereits ein Konto.',
    );
  });
});

test.describe('login', () => {
  test('[LOGIN-01] [LOGIN-03] [LOGIN-15] sign in: status valid, password, redirect after 1.5 s to the next page', async ({
    browser,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('ui-login');
    await registerViaApi(request, { email });
    const context = await browser.newContext({ baseURL }); // no cookies: a guest
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto('/en/login?next=%2Fen%2Frecipes%2F');
    await expect(page).toHaveTitle('Sign in – Nutrio');
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);

    await reachPassword(page, email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    // The widget solves its proof of work as soon as the password field is there (20 s, as the other waits).
    await expect(captchaState(page)).toHaveAttribute('data-state', 'verified', { timeout: 20_000 });
    // Measured from the click, which comes before the answer: a lower bound that load cannot shrink.
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('login-success')).toHaveText('You are signed in. Redirecting…', {
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/en\/login/);
    await page.waitForURL(/\/en\/recipes\/$/);
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1500);
    // Signed in: the guest-only login page now sends us to the account.
    await page.goto('/en/login');
    await expect(page).toHaveURL(/\/en\/account$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('[LOGIN-02] an unknown address says so and shows no password field', async ({ page }) => {
    await page.goto('/en/login');
    await page.getByLabel('E-mail address').fill(uniqueEmail('nobody'));
    await page.getByLabel('E-mail address').blur();
    await expect(page.getByTestId('login-status')).toHaveText(
      'We could not find an account with this e-mail address.',
    );
    await expect(loginForm(page)).toHaveAttribute('data-status', 'invalid');
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  });

  test('[LOGIN-04] [LOGIN-12] [LOGIN-13] [LOGIN-14] five wrong passwords lock the account', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('lockout');
    await registerViaApi(request, { email });
    await page.goto('/en/login');
    await reachPassword(page, email);

    const alert = page.getByTestId('login-alert');
    const warning = page.getByTestId('login-remaining');
    await tryPassword(page, 'wrong-password-1');
    await expect(alert).toHaveText('Wrong password. 4 tries left.');
    await expect(warning).toHaveCount(0);
    for (const left of [3, 2, 1]) {
      // Every try needs a fresh captcha; the widget solves a new one after each refusal.
      await tryPassword(page, `wrong-password-${5 - left}`);
      await expect(alert).toHaveText(`Wrong password. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
      await expect(warning).toContainText(`only ${left} ${left === 1 ? 'try' : 'tries'} left`);
    }
    await tryPassword(page, 'wrong-password-5');
    await expect(loginForm(page)).toHaveAttribute('data-status', 'locked');
    await expect(page.getByTestId('login-status')).toHaveText(/Too many failed attempts/);
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

    // The lock holds on a new visit, even with the right password.
    await page.reload();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(loginForm(page)).toHaveAttribute('data-status', 'locked');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});

test('[PWD-01] [PWD-04] [PWD-05] [PWD-08] forgot password: request, mailed link, new password, sign in with it', async ({
  browser,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('reset');
  await registerViaApi(request, { email });
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);

  await page.goto('/en/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/en\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('forgot-sent')).toHaveText(
    'If an account exists for this address, we have sent a link to set a new password. It is valid for one hour.',
  );

  // The address got its confirmation mail at registration: this waits for the reset mail itself.
  const link = new URL(linkIn(await mailTo(email, { matching: /^Subject: Set a new password for Nutrio/m })));
  await page.goto(link.pathname);
  await expect(page).toHaveTitle('Set a new password – Nutrio');
  await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/en/login');
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByTestId('new-password-error')).toHaveText(
    'The password must be at least 8 characters long.',
  );
  const newPassword = 'a-brand-new-secret-7';
  await page.getByLabel('New password', { exact: true }).fill(`  ${newPassword}  `);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByTestId('password-changed')).toContainText(
    'Your password has been changed. You can now sign in with it.',
  );

  await page.getByRole('link', { name: 'Sign in now' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await reachPassword(page, email);
  await tryPassword(page, newPassword);
  await expect(page.getByTestId('login-success')).toBeVisible();
  await page.waitForURL(/\/en\/$/);
  expect(errors).toEqual([]);

  // The link worked once: opened again it is unusable and offers a new one.
  await page.goto(link.pathname);
  await page.getByLabel('New password', { exact: true }).fill('yet-another-password');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByTestId('link-unusable')).toContainText(
    'This link has expired or has already been used.',
  );
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/en/forgot-password',
  );
  await context.close();
});

test.describe('accessibility and layout', () => {
  for (const width of [375, 1280]) {
    test(`[REG-27] sign-in pages pass axe and fit at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const email = uniqueEmail(`axe-${width}`);
      await registerViaApi(request, { email });

      await page.goto('/en/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
      await expectNoSeriousAxeViolations(page);
      await reachPassword(page, email);
      await page.getByLabel('Password', { exact: true }).focus();
      await expect(captchaState(page)).toHaveAttribute('data-state', 'verified', { timeout: 20_000 });
      await expectNoSeriousAxeViolations(page);
      await expectNoHorizontalScroll(page);

      await page.goto('/pl/rejestracja');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Załóż konto');
      await expectNoSeriousAxeViolations(page);
      const card = page.getByTestId('register-card');
      expect((await card.boundingBox())?.width).toBeLessThanOrEqual(768);
      await page.getByLabel('Adres e-mail').fill(uniqueEmail(`axe-reg-${width}`));
      await page.getByRole('button', { name: 'Dalej' }).click();
      await expect(page.getByTestId('register-details-step')).toBeVisible();
      await page.getByRole('button', { name: 'Załóż konto' }).click(); // show the field errors too
      await expect(page.getByTestId('register-firstname-error')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await expectNoHorizontalScroll(page);

      await page.goto('/de/passwort-vergessen');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Passwort vergessen?');
      await expect(captchaState(page)).toBeAttached();
      await expectNoSeriousAxeViolations(page);
      await expectNoHorizontalScroll(page);

      await page.goto('/en/forgot-password/0123456789abcdef0123456789abcdef');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
      await expectNoSeriousAxeViolations(page);
      await expectNoHorizontalScroll(page);
    });
  }
});

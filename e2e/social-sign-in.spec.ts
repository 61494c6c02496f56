import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { SocialProvider } from '../src/core/contracts/social-sign-in';
import { E2E_OAUTH_PORT, type FakeProfile } from '../src/server/testing/oauth-provider';
import { linkIn, mailTo, registerViaApi, uniqueEmail } from './support/accounts';

/** The loopback OAuth 2 provider Playwright starts (scripts/e2e-oauth-provider.ts). */
const PROVIDER = `http://127.0.0.1:${E2E_OAUTH_PORT}`;

/** What the provider answers for the next sign-in with `provider` (one spec test per provider, so no races). */
async function nextProfile(request: APIRequestContext, provider: SocialProvider, profile: FakeProfile) {
  const res = await request.post(`${PROVIDER}/_next-profile`, { data: { provider, profile } });
  expect(res.ok()).toBe(true);
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

async function signedInEmail(page: Page): Promise<string | null> {
  const res = await page.request.get('/api/auth/session');
  return ((await res.json()) as { user: { email: string } | null }).user?.email ?? null;
}

/**
 * Starts a social sign-in the way the "Continue with …" buttons do: a full navigation to /auth/<provider>
 * with `next`. (The login page that places the buttons is built separately; the buttons' links are covered
 * by src/web/components/social-sign-in/social-buttons.test.tsx.)
 */
const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', github: 'GitHub', x: 'X' };

/** The user's way in: the login page (opened with the way back) and its provider button. */
async function continueWith(page: Page, provider: SocialProvider) {
  await page.goto(`/en/login?next=${encodeURIComponent('/en/account')}`);
  await page.getByRole('link', { name: `Continue with ${PROVIDER_NAMES[provider]}` }).click();
}

// The fake provider keeps one "next profile" per provider: the tests of this file take turns (one worker).
test.describe.configure({ mode: 'default' });

test.describe('social sign-in', () => {
  test("[REG-22] [LOGIN-18] Google: the provider's authorization page, then back, signed in with a new account", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('google');
    await nextProfile(request, 'google', { email, firstName: 'Grace', lastName: 'Hopper' });
    const authorize = page.waitForRequest((req) => req.url().startsWith(`${PROVIDER}/google/authorize`));
    await continueWith(page, 'google');
    const url = new URL((await authorize).url());
    expect(url.searchParams.get('client_id')).toBe('nutrio-test-client');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('openid email profile');

    await expect(page).toHaveURL(/\/en\/account$/);
    expect(await signedInEmail(page)).toBe(email);
    // The account page stays: a guest would be sent to the login page.
    await page.reload();
    await expect(page).toHaveURL(/\/en\/account$/);
  });

  test('[LOGIN-18] GitHub: the unconfirmed address of an account registered with a password is not taken over; the login page says why', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('github');
    // Registered, but the link mailed to the address was never opened.
    await registerViaApi(request, { email }, { confirm: false });
    await nextProfile(request, 'github', { email, emailVerified: true });
    const authorize = page.waitForRequest((req) => req.url().startsWith(`${PROVIDER}/github/authorize`));
    await continueWith(page, 'github');
    expect(new URL((await authorize).url()).searchParams.get('scope')).toBe('read:user user:email');
    // Someone may have registered the address before its owner came (issue 12 A1): no session, a clear notice.
    await expect(page).toHaveURL(/\/en\/login\?social=existing$/);
    await expect(
      page.getByText(
        'An account with this e-mail address already exists, but its address has not been confirmed yet.',
        { exact: false },
      ),
    ).toBeVisible();
    expect(await signedInEmail(page)).toBeNull();
  });

  test('[REG-22] [LOGIN-18] X gives no e-mail: the e-mail page, the link from the mail, then signed in', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('x');
    await nextProfile(request, 'x', { firstName: 'Katherine', lastName: 'Johnson' });
    const authorize = page.waitForRequest((req) => req.url().startsWith(`${PROVIDER}/x/authorize`));
    await continueWith(page, 'x');
    expect(new URL((await authorize).url()).searchParams.get('scope')).toBe('users.read tweet.read');

    await expect(page).toHaveURL(/\/en\/login\/e-mail\?token=[^&]+&provider=x$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'One more step: your e-mail address' }),
    ).toBeVisible();
    await expect(page.getByText('X did not share a verified e-mail address with us.')).toBeVisible();
    expect(await signedInEmail(page)).toBeNull();
    await expectNoSeriousAxeViolations(page);

    const field = page.getByLabel('E-mail address');
    const send = page.getByRole('button', { name: 'Send confirmation link' });
    await send.click();
    await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('not-an-address');
    await send.click();
    await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();

    await field.fill(email);
    await send.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(`We have sent a confirmation link to ${email}.`)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const link = linkIn(await mailTo(email));
    expect(link).toMatch(/\/auth\/confirm-email\/[A-Za-z0-9_-]+$/);
    await page.goto(link);
    await expect(page).toHaveURL(/\/en\/account$/);
    expect(await signedInEmail(page)).toBe(email);

    // The link works once.
    await page.context().clearCookies({ name: 'nutrio_session' });
    await page.goto(link);
    await expect(page).toHaveURL(/\/en\/login\?social=expired$/);
    expect(await signedInEmail(page)).toBeNull();
  });

  test('[LOGIN-18] a callback that does not belong to this browser leads to the login page, signed out', async ({
    page,
  }) => {
    await page.goto('/auth/google/callback?code=stolen-code&state=forged-state');
    await expect(page).toHaveURL(/\/en\/login\?social=failed$/);
    expect(await signedInEmail(page)).toBeNull();
  });
});

test('a member links GitHub from the password page, comes back to it, then unlinks it after confirming', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await registerViaApi(page.request, { email: uniqueEmail('link') });
  await nextProfile(request, 'github', {
    email: uniqueEmail('link-gh'),
    emailVerified: true,
    firstName: 'Linus',
  });

  await page.goto('/en/account/password');
  const methods = page.getByRole('region', { name: 'Sign-in methods' });
  const github = methods.locator('[data-method="github"]');
  await expect(methods.locator('[data-method="password"]')).toContainText('Set');
  await expect(github).toContainText('Not linked');
  await expectNoSeriousAxeViolations(page);
  const authorize = page.waitForRequest((req) => req.url().startsWith(`${PROVIDER}/github/authorize`));
  await github.getByRole('link', { name: 'Link GitHub' }).click();
  await authorize;

  await expect(page).toHaveURL(/\/en\/account\/password\?social=linked$/);
  await expect(page.getByTestId('social-link-notice')).toHaveText(
    'Your account has been linked. From now on you can sign in with it too.',
  );
  await expect(github).toContainText('Linked');
  await github.getByRole('button', { name: 'Unlink GitHub' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unlink GitHub?' });
  await expect(dialog).toContainText('You will no longer be able to sign in with GitHub.');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByTestId('sign-in-methods-status')).toHaveText(
    'GitHub is no longer linked to your account.',
  );
  await expect(github).toContainText('Not linked');
  await expect(github.getByRole('link', { name: 'Link GitHub' })).toBeVisible();
});

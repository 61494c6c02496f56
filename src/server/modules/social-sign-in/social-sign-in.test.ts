import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SocialProvider } from '../../../core/contracts/social-sign-in';
import type { App } from '../../app';
import {
  login,
  mailsTo,
  outboxMessages,
  registerUser,
  sessionCookieOf,
  sessionOf,
  solvedCaptcha,
} from '../../testing/auth-helpers';
import {
  oauthProviderEnv,
  startOAuthProvider,
  type FakeOAuthProvider,
  type FakeProfile,
} from '../../testing/oauth-provider';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';

const PUBLIC_URL = 'https://nutrio.test';
const TIMEOUT_MS = 400;

function appConfigOf(html: string): { socialProviders: string[] } {
  const json = /<script type="application\/json" id="app-config">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no app config in the page');
  return JSON.parse(json) as { socialProviders: string[] };
}

function setCookies(header: string | string[] | undefined): string[] {
  return Array.isArray(header) ? header : header ? [header] : [];
}

/** `name=value` of a cookie the answer sets (not one it clears). */
function cookieOf(header: string | string[] | undefined, name: string): string | null {
  const line = setCookies(header).find((l) => l.startsWith(`${name}=`) && !l.startsWith(`${name}=;`));
  return line ? line.split(';')[0]! : null;
}

/** The site path of a redirect (`https://nutrio.test/en/account` and `/en/account` alike). */
function pathOf(location: unknown): string {
  const url = new URL(String(location), PUBLIC_URL);
  return url.pathname + url.search;
}

function quotedPrintableDecoded(mail: string): string {
  return mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe.each(TEST_DIALECTS)('social sign-in on %s', (dialect) => {
  let provider: FakeOAuthProvider;
  let testApp: TestApp;
  let app: App;

  beforeAll(async () => {
    provider = await startOAuthProvider();
    testApp = await createTestApp(dialect, {
      env: { ...oauthProviderEnv(provider.url), OAUTH_TIMEOUT_MS: String(TIMEOUT_MS) },
    });
    app = testApp.app;
  });
  afterAll(async () => {
    await testApp?.close();
    await provider?.close();
  });
  afterEach(() => {
    provider.setBehaviour({});
    vi.useRealTimers();
  });

  async function start(name: SocialProvider, next = '/en/account', linkFrom?: string) {
    const res = await app.inject({
      method: 'GET',
      url: `/auth/${name}?next=${encodeURIComponent(next)}${linkFrom ? '&intent=link' : ''}`,
      ...(linkFrom ? { headers: { cookie: linkFrom } } : {}),
    });
    const flowCookie = cookieOf(res.headers['set-cookie'], `nutrio_oauth_${name}`);
    return { res, location: new URL(String(res.headers.location)), flowCookie };
  }

  /** What the browser does: start, let the provider approve, come back to the callback with the flow cookie. */
  async function signIn(
    name: SocialProvider,
    profile: FakeProfile,
    options: {
      next?: string;
      flowCookie?: (real: string) => string;
      callback?: (url: URL) => URL;
      /** Link from the account page of the member signed in with this session cookie. */
      linkFrom?: string;
      /** The session cookie the browser holds when it comes back (the `linkFrom` one unless given). */
      sessionAtCallback?: string;
    } = {},
  ) {
    provider.setNextProfile(name, profile);
    const started = await start(name, options.next, options.linkFrom);
    expect(started.flowCookie).not.toBeNull();
    const approval = await fetch(started.location, { redirect: 'manual' });
    expect(approval.status).toBe(302);
    let callback = new URL(approval.headers.get('location')!);
    expect(callback.origin + callback.pathname).toBe(`${PUBLIC_URL}/auth/${name}/callback`);
    if (options.callback) callback = options.callback(callback);
    const flowCookie = options.flowCookie ? options.flowCookie(started.flowCookie!) : started.flowCookie!;
    const session = options.sessionAtCallback ?? options.linkFrom;
    const cookie = session ? `${flowCookie}; ${session}` : flowCookie;
    const res = await app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
      headers: { cookie },
    });
    return {
      res,
      session: sessionCookieOf(res.headers['set-cookie']),
      redirect: pathOf(res.headers.location),
    };
  }

  async function userOf(session: string | null) {
    expect(session).not.toBeNull();
    const res = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: session! } });
    return res.json<{ user: { id: number; name: string; email: string; roles: string[] } | null }>().user;
  }

  /** The e-mail step as the page sends it; returns the confirmation link and the browser's binding cookie. */
  async function emailStep(pendingRedirect: string, email: string, cookie?: string) {
    const token = new URL(pendingRedirect, PUBLIC_URL).searchParams.get('token');
    expect(token).toBeTruthy();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/social-email',
      payload: { token, email, language: 'en' },
      ...(cookie ? { headers: { cookie } } : {}),
    });
    return { res, token: token!, browserCookie: cookieOf(res.headers['set-cookie'], 'nutrio_social_email') };
  }

  async function confirmLinkTo(email: string): Promise<string> {
    const mails = await outboxMessages(app, testApp.config.mail.outboxDir);
    const mail = mails
      .reverse()
      .find((text) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(text));
    expect(mail, `a mail to ${email}`).toBeDefined();
    const link = /https:\/\/nutrio\.test\/auth\/confirm-email\/[A-Za-z0-9_-]+/.exec(
      quotedPrintableDecoded(mail!),
    )?.[0];
    expect(link).toBeDefined();
    return pathOf(link);
  }

  async function confirm(link: string, browserCookie: string | null) {
    const res = await app.inject({
      method: 'GET',
      url: link,
      ...(browserCookie ? { headers: { cookie: browserCookie } } : {}),
    });
    return {
      res,
      session: sessionCookieOf(res.headers['set-cookie']),
      redirect: pathOf(res.headers.location),
    };
  }

  describe('buttons and start', () => {
    it('[REG-21] the page config lists every configured provider, in button order', async () => {
      const res = await app.inject({ method: 'GET', url: '/en/login' });
      expect(appConfigOf(res.body).socialProviders).toEqual(['google', 'github', 'x']);
    });

    it('[REG-21] a provider appears only when its client id and secret are set; others answer 404', async () => {
      const githubOnly = await createTestApp(dialect, {
        env: { ...oauthProviderEnv(provider.url, ['github']), OAUTH_X_CLIENT_ID: 'id-without-secret' },
      });
      try {
        const page = await githubOnly.app.inject({ method: 'GET', url: '/en/register' });
        expect(appConfigOf(page.body).socialProviders).toEqual(['github']);
        expect((await githubOnly.app.inject({ method: 'GET', url: '/auth/github' })).statusCode).toBe(302);
        for (const url of ['/auth/google', '/auth/x', '/auth/google/callback?code=a&state=b']) {
          expect((await githubOnly.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
        }
      } finally {
        await githubOnly.close();
      }
    });

    it('an unknown provider answers 404', async () => {
      for (const url of ['/auth/facebook', '/auth/facebook/callback', `/auth/${'x'.repeat(300)}`]) {
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    });

    it.each([
      ['google', '/google/authorize', 'openid email profile', true],
      ['github', '/github/authorize', 'read:user user:email', false],
      ['x', '/x/authorize', 'users.read tweet.read', true],
    ] as const)(
      '[REG-22] [LOGIN-18] %s: redirects to the provider with state, scopes and the callback URI',
      async (name, path, scope, pkce) => {
        const { res, location, flowCookie } = await start(name);
        expect(res.statusCode).toBe(302);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(location.origin + location.pathname).toBe(`${provider.url}${path}`);
        const q = location.searchParams;
        expect(q.get('response_type')).toBe('code');
        expect(q.get('client_id')).toBe('nutrio-test-client');
        expect(q.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/${name}/callback`);
        expect(q.get('scope')).toBe(scope);
        expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
        if (pkce) {
          expect(q.get('code_challenge_method')).toBe('S256');
          expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
        } else {
          expect(q.has('code_challenge')).toBe(false);
        }
        // The state and verifier stay in a short-lived cookie only the provider's /auth path sees.
        const line = setCookies(res.headers['set-cookie']).find((l) =>
          l.startsWith(`nutrio_oauth_${name}=`),
        )!;
        expect(flowCookie).not.toBeNull();
        expect(line).toContain(`Path=/auth/${name}`);
        expect(line).toContain('HttpOnly');
        expect(line).toContain('SameSite=Lax');
        expect(line).toContain('Max-Age=600');
      },
    );

    it('two starts get different states', async () => {
      const [a, b] = [await start('google'), await start('google')];
      expect(a.location.searchParams.get('state')).not.toBe(b.location.searchParams.get('state'));
      expect(a.location.searchParams.get('code_challenge')).not.toBe(
        b.location.searchParams.get('code_challenge'),
      );
    });
  });

  describe('callback', () => {
    it('[LOGIN-18] a wrong state is refused: back to login with ?social=failed and no session', async () => {
      const out = await signIn(
        'google',
        {},
        {
          callback: (url) => {
            url.searchParams.set('state', 'forged-state-value-0000000000');
            return url;
          },
        },
      );
      expect(out.res.statusCode).toBe(302);
      expect(out.redirect).toBe('/en/login?social=failed');
      expect(out.session).toBeNull();
    });

    it("a callback without the browser's flow cookie is refused", async () => {
      const out = await signIn('google', {}, { flowCookie: () => 'other=1' });
      expect(out.redirect).toBe('/en/login?social=failed');
      expect(out.session).toBeNull();
    });

    it('the code is useless without the verifier this browser keeps (PKCE)', async () => {
      const out = await signIn(
        'x',
        {},
        {
          flowCookie: (real) => {
            const [name, value] = real.split('=') as [string, string];
            const flow = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Record<
              string,
              unknown
            >;
            flow.codeVerifier = 'a'.repeat(43);
            return `${name}=${Buffer.from(JSON.stringify(flow)).toString('base64url')}`;
          },
        },
      );
      expect(out.redirect).toBe('/en/login?social=failed');
      expect(out.session).toBeNull();
    });

    it('a refusal at the provider (error=access_denied) leads back to login', async () => {
      const out = await signIn(
        'github',
        {},
        {
          callback: (url) => {
            url.searchParams.delete('code');
            url.searchParams.set('error', 'access_denied');
            return url;
          },
        },
      );
      expect(out.redirect).toBe('/en/login?social=failed');
    });

    it('a token error at the provider leads back to login, never a 500', async () => {
      provider.setBehaviour({ tokenError: 'invalid_grant' });
      const out = await signIn('google', {});
      expect(out.res.statusCode).toBe(302);
      expect(out.redirect).toBe('/en/login?social=failed');
      expect(out.session).toBeNull();
    });

    it('a profile endpoint that does not answer in time leads back to login', async () => {
      provider.setBehaviour({ profileDelayMs: TIMEOUT_MS * 4 });
      const began = Date.now();
      const out = await signIn('google', {});
      expect(out.redirect).toBe('/en/login?social=failed');
      expect(out.session).toBeNull();
      expect(Date.now() - began).toBeLessThan(TIMEOUT_MS * 3);
    });

    it('a token endpoint that does not answer in time leads back to login', async () => {
      provider.setBehaviour({ tokenDelayMs: TIMEOUT_MS * 4 });
      const began = Date.now();
      const out = await signIn('github', {});
      expect(out.redirect).toBe('/en/login?social=failed');
      expect(out.session).toBeNull();
      expect(Date.now() - began).toBeLessThan(TIMEOUT_MS * 3);
    });

    it('the failure page speaks the language the sign-in started in', async () => {
      provider.setBehaviour({ tokenError: 'invalid_grant' });
      const out = await signIn('google', {}, { next: '/de/konto' });
      expect(out.redirect).toBe('/de/anmelden?social=failed');
    });

    it('the first sign-in creates the account and a session; the second one reuses the account', async () => {
      const profile = {
        subject: 'google-first-1',
        email: 'Grace.First@Example.com',
        firstName: 'Grace',
        lastName: 'Hopper',
      };
      const first = await signIn('google', profile);
      expect(first.redirect).toBe('/en/account');
      const user = await userOf(first.session);
      expect(user).toMatchObject({ email: 'grace.first@example.com', name: 'Grace Hopper', roles: ['user'] });
      expect(
        setCookies(first.res.headers['set-cookie']).find((l) => l.startsWith('nutrio_oauth_google=')),
      ).toMatch(/Expires=Thu, 01 Jan 1970/);

      // The provider's address may change; the identity still names the same account.
      const second = await signIn('google', { ...profile, email: 'grace.renamed@example.com' });
      expect((await userOf(second.session))!.id).toBe(user!.id);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/auth/check-email',
            payload: { email: 'grace.renamed@example.com' },
          })
        ).json(),
      ).toEqual({ success: true });
    });

    it('an account made by a social sign-in has no password to guess', async () => {
      await signIn('google', { subject: 'google-nopass', email: 'nopass@example.com' });
      expect((await login(app, 'nopass@example.com', '')).statusCode).toBe(400);
      expect((await login(app, 'nopass@example.com', 'any-password-at-all')).statusCode).toBe(401);
    });

    it('a signed-in user lands on `next` when it is a path on this site, else on the account page', async () => {
      const local = await signIn('google', {}, { next: '/en/recipes/' });
      expect(local.redirect).toBe('/en/recipes/');
      const foreign = await signIn('google', {}, { next: '//evil.example/steal' });
      expect(foreign.redirect).toBe('/en/account');
    });

    it('an unconfirmed address of an account registered with a password is not joined by a verified sign-in (issue 12 A1: pre-hijacking)', async () => {
      // Someone registered the address with a password of their own before its owner signed in with GitHub.
      const registered = await registerUser(app, { email: 'linked@example.com' }, { confirmed: false });
      const out = await signIn('github', {
        subject: '424242',
        email: 'linked@example.com',
        emailVerified: true,
      });
      expect(out.session).toBeNull();
      expect(out.redirect).toBe('/en/login?social=existing');
      // No link was made: the identity still names no account, the registered one keeps only its password.
      const again = await signIn('github', { subject: '424242', email: null });
      expect(again.session).toBeNull();
      expect((await userOf(registered.cookie))!.email).toBe('linked@example.com');
    });

    it('an account whose owner confirmed its address is joined by a provider vouching for that address (issue 12 A1)', async () => {
      const registered = await registerUser(app, { email: 'confirmed-owner@example.com' });
      const out = await signIn('google', {
        subject: 'g-confirmed',
        email: 'confirmed-owner@example.com',
        emailVerified: true,
      });
      expect((await userOf(out.session))!.id).toBe((await userOf(registered.cookie))!.id);
    });

    it('a password reset proves the address: the owner of a pre-registered address takes it back, then Google joins it (issue 12 A1)', async () => {
      await registerUser(
        app,
        {
          email: 'reclaimed@example.com',
          password: 'strangers-password',
          confirmPassword: 'strangers-password',
        },
        { confirmed: false },
      );
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'reclaimed@example.com', captcha: await solvedCaptcha(app), language: 'en' },
      });
      expect(res.statusCode).toBe(200);
      const mail = (await mailsTo(app, 'reclaimed@example.com')).at(-1)!;
      const token = /\/forgot-password\/([A-Za-z0-9_-]{40,})/.exec(mail)?.[1];
      const set = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password/set-password',
        payload: { token, password: 'owners-own-password', language: 'en' },
      });
      expect(set.statusCode, set.body).toBe(200);
      // The stranger's password no longer works, and the owner's Google account now joins the account.
      expect((await login(app, 'reclaimed@example.com', 'strangers-password')).statusCode).toBe(401);
      const out = await signIn('google', {
        subject: 'g-reclaimed',
        email: 'reclaimed@example.com',
        emailVerified: true,
      });
      expect((await userOf(out.session))!.email).toBe('reclaimed@example.com');
    });

    it('an account made by a social sign-in links a second provider that vouches for the same address', async () => {
      const first = await signIn('google', {
        subject: 'g-555',
        email: 'two-providers@example.com',
        emailVerified: true,
      });
      const owner = await userOf(first.session);
      const second = await signIn('github', {
        subject: '555',
        email: 'two-providers@example.com',
        emailVerified: true,
      });
      expect((await userOf(second.session))!.id).toBe(owner!.id);
      // Linked now: the identity signs in to the same account even once the address differs.
      const again = await signIn('github', { subject: '555', email: null });
      expect((await userOf(again.session))!.id).toBe(owner!.id);
    });

    it.each(['google', 'github'] as const)(
      '%s: an UNverified address of an existing account does not link; the e-mail step follows',
      async (name) => {
        const email = `unverified-${name}@example.com`;
        await registerUser(app, { email });
        const out = await signIn(name, { email, emailVerified: false });
        expect(out.session).toBeNull();
        expect(out.redirect).toMatch(
          new RegExp(`^/en/login/e-mail\\?token=[A-Za-z0-9_-]{40,}&provider=${name}$`),
        );
      },
    );
  });

  describe('linking and unlinking from the account page (issue 12 A1)', () => {
    async function methodsOf(cookie: string) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/account/sign-in-methods',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ hasPassword: boolean; providers: Array<{ provider: string; linked: boolean }> }>();
    }

    it('a signed-in member links a provider account whose address differs; it then signs in to the same account', async () => {
      const member = await registerUser(app, { email: 'linker@example.com' }, { confirmed: false });
      expect((await methodsOf(member.cookie)).providers).toEqual([
        { provider: 'google', linked: false },
        { provider: 'github', linked: false },
        { provider: 'x', linked: false },
      ]);
      const linked = await signIn(
        'github',
        { subject: 'link-1', email: 'someone-else@example.com', emailVerified: true },
        { linkFrom: member.cookie },
      );
      expect(linked.redirect).toBe('/en/account?social=linked');
      expect(linked.session).toBeNull();
      expect((await methodsOf(member.cookie)).providers.find((p) => p.provider === 'github')!.linked).toBe(
        true,
      );
      const later = await signIn('github', { subject: 'link-1', email: null });
      expect((await userOf(later.session))!.email).toBe('linker@example.com');
    });

    it("a provider account already linked to another member is not moved: 'taken'", async () => {
      const first = await registerUser(app, { email: 'first-holder@example.com' });
      await signIn('google', { subject: 'shared-g', email: null }, { linkFrom: first.cookie });
      const second = await registerUser(app, { email: 'second-holder@example.com' });
      const out = await signIn('google', { subject: 'shared-g', email: null }, { linkFrom: second.cookie });
      expect(out.redirect).toBe('/en/account?social=taken');
      expect(
        (await userOf((await signIn('google', { subject: 'shared-g', email: null })).session))!.email,
      ).toBe('first-holder@example.com');
    });

    it('a link started by one member does not finish for another browser session, nor for a guest', async () => {
      const starter = await registerUser(app, { email: 'starter@example.com' });
      const intruder = await registerUser(app, { email: 'intruder@example.com' });
      const out = await signIn(
        'github',
        { subject: 'link-cross', email: null },
        { linkFrom: starter.cookie, sessionAtCallback: intruder.cookie },
      );
      expect(out.redirect).toBe('/en/login?social=failed');
      expect((await methodsOf(intruder.cookie)).providers.every((p) => !p.linked)).toBe(true);
      const guest = await app.inject({ method: 'GET', url: '/auth/github?intent=link' });
      expect(pathOf(guest.headers.location)).toBe('/en/login');
    });

    it('a link returns to the page it started on, saying how it went: linked, or failed when cancelled at the provider', async () => {
      const member = await registerUser(app, { email: 'from-password-page@example.com' });
      const linked = await signIn(
        'google',
        { subject: 'from-page', email: null },
        { linkFrom: member.cookie, next: '/en/account/password' },
      );
      expect(linked.redirect).toBe('/en/account/password?social=linked');
      const cancelled = await signIn(
        'github',
        { subject: 'cancelled', email: null },
        {
          linkFrom: member.cookie,
          next: '/en/account/password',
          callback: (url) => {
            url.searchParams.delete('code');
            url.searchParams.set('error', 'access_denied');
            return url;
          },
        },
      );
      expect(cancelled.redirect).toBe('/en/account/password?social=failed');
    });

    it('unlinking removes the provider; the last way to sign in cannot be removed (409)', async () => {
      const social = await signIn('google', {
        subject: 'only-way',
        email: 'only-way@example.com',
        emailVerified: true,
      });
      const member = await sessionOf(app, social.session!);
      expect(await methodsOf(member.cookie)).toMatchObject({ hasPassword: false });
      const refused = await app.inject({
        method: 'DELETE',
        url: '/api/account/sign-in-methods/google',
        headers: member.headers,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(
        'This is your only way to sign in. Set a password or link another account first.',
      );
      expect((await methodsOf(member.cookie)).providers.find((p) => p.provider === 'google')!.linked).toBe(
        true,
      );

      await signIn('github', { subject: 'second-way', email: null }, { linkFrom: member.cookie });
      const removed = await app.inject({
        method: 'DELETE',
        url: '/api/account/sign-in-methods/google',
        headers: member.headers,
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().message).toBe('Google is no longer linked to your account.');
      expect(
        (await methodsOf(member.cookie)).providers.filter((p) => p.linked).map((p) => p.provider),
      ).toEqual(['github']);
      const notLinked = await app.inject({
        method: 'DELETE',
        url: '/api/account/sign-in-methods/google',
        headers: member.headers,
      });
      expect(notLinked.statusCode).toBe(404);
    });
  });

  describe('the e-mail step', () => {
    it('X gives no address: e-mail step → mail → the link creates the account and signs in', async () => {
      const out = await signIn(
        'x',
        { subject: 'x-new-1', firstName: 'Katherine', lastName: 'Johnson' },
        { next: '/en/recipes/' },
      );
      expect(out.session).toBeNull();
      expect(out.redirect).toMatch(/^\/en\/login\/e-mail\?token=.+&provider=x$/);

      const step = await emailStep(out.redirect, 'Katherine@Example.com');
      expect(step.res.statusCode).toBe(200);
      expect(step.res.json()).toEqual({
        success: true,
        message:
          'We have sent a confirmation link to katherine@example.com. Open it in this browser within 60 minutes to finish signing in.',
      });
      const line = setCookies(step.res.headers['set-cookie']).find((l) =>
        l.startsWith('nutrio_social_email='),
      )!;
      expect(line).toContain('Path=/auth/confirm-email');
      expect(line).toContain('HttpOnly');
      expect(line).toContain('SameSite=Lax');

      const mails = await outboxMessages(app, testApp.config.mail.outboxDir);
      const mail = quotedPrintableDecoded(mails.find((m) => /^To: katherine@example\.com/im.test(m))!);
      expect(mail).toMatch(/^Subject: Confirm your e-mail address for Nutrio/m);
      expect(mail).toContain('with X');
      expect(mail).toContain('60 minutes');

      const done = await confirm(await confirmLinkTo('katherine@example.com'), step.browserCookie);
      expect(done.res.statusCode).toBe(302);
      expect(done.redirect).toBe('/en/recipes/');
      expect(await userOf(done.session)).toMatchObject({
        email: 'katherine@example.com',
        name: 'Katherine Johnson',
      });

      // Linked: the next X sign-in goes straight in.
      const again = await signIn('x', { subject: 'x-new-1' });
      expect((await userOf(again.session))!.email).toBe('katherine@example.com');
    });

    it('a confirmed address of an account whose own address is unconfirmed does not take it over (issue 12 A1)', async () => {
      await registerUser(app, { email: 'private-github@example.com' }, { confirmed: false });
      // A private GitHub address: the e-mail list holds no verified primary one.
      const out = await signIn('github', { subject: '777', email: null });
      const step = await emailStep(out.redirect, 'private-github@example.com');
      const done = await confirm(await confirmLinkTo('private-github@example.com'), step.browserCookie);
      expect(done.session).toBeNull();
      expect(done.redirect).toBe('/en/login?social=existing');
    });

    it('the answer is the same whether or not the address has an account', async () => {
      await registerUser(app, { email: 'known-step@example.com' });
      const known = await emailStep((await signIn('x', {})).redirect, 'known-step@example.com');
      const unknown = await emailStep((await signIn('x', {})).redirect, 'unknown-step@example.com');
      expect(known.res.statusCode).toBe(200);
      expect(unknown.res.statusCode).toBe(200);
      expect(known.res.json().success).toBe(true);
      expect(Object.keys(known.res.json())).toEqual(Object.keys(unknown.res.json()));
    });

    it("an invalid address is refused with the form's texts", async () => {
      const out = await signIn('x', {});
      const token = new URL(out.redirect, PUBLIC_URL).searchParams.get('token');
      const empty = await app.inject({
        method: 'POST',
        url: '/api/auth/social-email',
        payload: { token, email: '', language: 'en' },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual({ email: 'Please enter your e-mail address.' });
      const bad = await app.inject({
        method: 'POST',
        url: '/api/auth/social-email',
        payload: { token, email: 'not-an-address', language: 'en' },
      });
      expect(bad.json().errors).toEqual({ email: 'Please enter a valid e-mail address.' });
    });

    it('an unknown or expired pending sign-in answers 410', async () => {
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/auth/social-email',
        payload: { token: 'no-such-token', email: 'a@example.com', language: 'en' },
      });
      expect(unknown.statusCode).toBe(410);
      expect(unknown.json()).toEqual({
        success: false,
        message: 'This sign-in has expired. Please start again from the sign-in page.',
      });

      const out = await signIn('x', {});
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61 * 60_000);
      const late = await emailStep(out.redirect, 'late@example.com');
      expect(late.res.statusCode).toBe(410);
    });

    it('the confirmation link works once', async () => {
      const out = await signIn('x', {});
      const step = await emailStep(out.redirect, 'once@example.com');
      const link = await confirmLinkTo('once@example.com');
      expect((await confirm(link, step.browserCookie)).session).not.toBeNull();
      const second = await confirm(link, step.browserCookie);
      expect(second.redirect).toBe('/en/login?social=expired');
      expect(second.session).toBeNull();
    });

    it('the confirmation link expires after an hour', async () => {
      const out = await signIn('x', {});
      const step = await emailStep(out.redirect, 'hour@example.com');
      const link = await confirmLinkTo('hour@example.com');
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61 * 60_000);
      const late = await confirm(link, step.browserCookie);
      expect(late.redirect).toBe('/en/login?social=expired');
      expect(late.session).toBeNull();
    });

    it("the link signs in only in the browser that asked for it (someone else's request cannot claim your address)", async () => {
      const out = await signIn('x', { subject: 'x-attacker' });
      const step = await emailStep(out.redirect, 'victim@example.com');
      const link = await confirmLinkTo('victim@example.com');
      const elsewhere = await confirm(link, null);
      expect(elsewhere.redirect).toBe('/en/login?social=device');
      expect(elsewhere.session).toBeNull();
      const forged = await confirm(link, `nutrio_social_email=${'A'.repeat(43)}`);
      expect(forged.redirect).toBe('/en/login?social=device');
      // Still usable where it was asked for.
      expect((await confirm(link, step.browserCookie)).session).not.toBeNull();
    });

    it('a second request from the same browser keeps its binding; the first confirmed link ends the sign-in', async () => {
      const out = await signIn('x', {});
      const first = await emailStep(out.redirect, 'typo@exmaple.com');
      const second = await emailStep(out.redirect, 'fixed@example.com', first.browserCookie!);
      expect(second.browserCookie).toBe(first.browserCookie);
      const done = await confirm(await confirmLinkTo('fixed@example.com'), first.browserCookie);
      expect((await userOf(done.session))!.email).toBe('fixed@example.com');
      const stale = await confirm(await confirmLinkTo('typo@exmaple.com'), first.browserCookie);
      expect(stale.redirect).toBe('/en/login?social=expired');
      // And the pending sign-in takes no further addresses.
      expect((await emailStep(out.redirect, 'third@example.com', first.browserCookie!)).res.statusCode).toBe(
        410,
      );
    });

    it('the pending token from the e-mail page is not a confirmation link', async () => {
      const out = await signIn('x', {});
      const step = await emailStep(out.redirect, 'pending-probe@example.com');
      const skip = await confirm(`/auth/confirm-email/${step.token}`, step.browserCookie);
      expect(skip.redirect).toBe('/en/login?social=expired');
      expect(skip.session).toBeNull();
    });

    it('a malformed confirmation link leads to login, never a 500', async () => {
      const res = await app.inject({ method: 'GET', url: '/auth/confirm-email/nope' });
      expect(res.statusCode).toBe(302);
      expect(pathOf(res.headers.location)).toBe('/en/login?social=expired');
      // Longer than any route parameter: no route matches at all.
      expect(
        (await app.inject({ method: 'GET', url: `/auth/confirm-email/${'z'.repeat(500)}` })).statusCode,
      ).toBe(404);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import {
  login,
  outboxMessages,
  REGISTRATION,
  registerUser,
  sessionCookieOf,
  sessionOf,
  solvedCaptcha,
} from '../../testing/auth-helpers';
import { verifyPassword } from '../../lib/passwords';
import { createAuthRepo } from './auth.repo';

const post = (t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

describe.each(TEST_DIALECTS)('accounts API on %s', (dialect) => {
  let t: TestApp;
  let outbox: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    outbox = t.config.mail.outboxDir;
  });
  afterAll(async () => t.close());

  describe('registration', () => {
    it('[REG-04] check-email: a free address → success; a taken one → success false with the error', async () => {
      const free = await post(t, '/api/auth/check-email', { email: 'Free@Example.com', language: 'en' });
      expect(free.json()).toEqual({ success: true });
      const taken = await post(t, '/api/auth/check-email', { email: 'admin-test@example.com' });
      expect(taken.statusCode).toBe(200);
      await registerUser(t.app, { email: 'taken@example.com' });
      const again = await post(t, '/api/auth/check-email', { email: 'TAKEN@example.com', language: 'de' });
      expect(again.json()).toEqual({
        success: false,
        error: 'Zu dieser E-Mail-Adresse gibt es bereits ein Konto.',
      });
    });

    it('[REG-02][REG-03] check-email: empty → required, malformed → invalid', async () => {
      const empty = await post(t, '/api/auth/check-email', { email: '  ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual({ email: 'Please enter your e-mail address.' });
      const bad = await post(t, '/api/auth/check-email', { email: 'not-an-address' });
      expect(bad.json().errors).toEqual({ email: 'Please enter a valid e-mail address.' });
    });

    it('[REG-07..14] the server checks the details in the spec order, all field errors at once', async () => {
      const captcha = await solvedCaptcha(t.app);
      const res = await post(t, '/api/auth/register', {
        firstname: ' ',
        lastname: '',
        email: 'nope',
        password: 'short',
        confirmPassword: 'other',
        captcha,
        gender: 'woman',
        language: 'en',
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(Object.keys(body.errors)).toEqual([
        'firstname',
        'lastname',
        'email',
        'password',
        'confirmPassword',
      ]);
      expect(body.errors.firstname).toBe('Please enter your first name.');
      expect(body.errors.password).toBe('The password must be at least 8 characters long.');
      const mismatch = await post(t, '/api/auth/register', {
        ...REGISTRATION,
        email: 'm@example.com',
        confirmPassword: 'different!',
        captcha,
      });
      expect(mismatch.json().errors).toEqual({ confirmPassword: 'The passwords do not match.' });
    });

    it('[REG-15][REG-17] register needs a valid captcha; without one nothing is created', async () => {
      const missing = await post(t, '/api/auth/register', {
        ...REGISTRATION,
        email: 'nocaptcha@example.com',
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.captcha).toBe('Please confirm that you are not a robot.');
      const forged = await post(t, '/api/auth/register', {
        ...REGISTRATION,
        email: 'nocaptcha@example.com',
        captcha: Buffer.from('{"challenge":{"parameters":{}},"solution":{}}').toString('base64'),
      });
      expect(forged.statusCode).toBe(400);
      const row = await t.app.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'nocaptcha@example.com')
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it('[REG-16] a solved captcha is accepted once only', async () => {
      const captcha = await solvedCaptcha(t.app);
      const first = await post(t, '/api/auth/register', {
        ...REGISTRATION,
        email: 'once@example.com',
        captcha,
      });
      expect(first.statusCode).toBe(200);
      const replay = await post(t, '/api/auth/register', {
        ...REGISTRATION,
        email: 'twice@example.com',
        captcha,
      });
      expect(replay.statusCode).toBe(400);
      expect(replay.json().errors.captcha).toBeDefined();
    });

    it('[REG-17][REG-28] register stores an argon2id hash, names, mapped gender and signs the user in', async () => {
      const session = await registerUser(t.app, {
        email: 'Grace@Example.com',
        firstname: ' Grace ',
        lastname: 'Hopper',
        gender: 'divers',
      });
      const row = await t.app.database.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', 'grace@example.com')
        .executeTakeFirstOrThrow();
      expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(await verifyPassword(row.password_hash, REGISTRATION.password)).toBe(true);
      expect([row.first_name, row.last_name, row.gender, JSON.parse(row.roles)]).toEqual([
        'Grace',
        'Hopper',
        'diverse',
        ['user'],
      ]);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie: session.cookie },
      });
      expect(me.json().user).toMatchObject({
        name: 'Grace Hopper',
        email: 'grace@example.com',
        roles: ['user'],
      });
    });

    it('a duplicate e-mail is refused with a clear error and no second account', async () => {
      await registerUser(t.app, { email: 'dup@example.com' });
      const res = await post(t, '/api/auth/register', {
        ...REGISTRATION,
        email: 'DUP@example.com',
        captcha: await solvedCaptcha(t.app),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual({ email: 'An account with this e-mail address already exists.' });
      const rows = await t.app.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'dup@example.com')
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('the captcha is checked before the address: without a solved captcha nothing tells whether it is taken (issue 12 A11)', async () => {
      await registerUser(t.app, { email: 'has-account@example.com' });
      const taken = await post(t, '/api/auth/register', {
        ...REGISTRATION,
        email: 'has-account@example.com',
        captcha: 'not-solved',
      });
      const free = await post(t, '/api/auth/register', {
        ...REGISTRATION,
        email: 'free-address@example.com',
        captcha: 'not-solved',
      });
      expect([taken.statusCode, free.statusCode]).toEqual([400, 400]);
      expect(Object.keys(taken.json().errors)).toEqual(['captcha']);
      expect(taken.json().errors).toEqual(free.json().errors);
    });
  });

  describe('login', () => {
    it('[LOGIN-05][LOGIN-21] check-username answers valid / invalid with attempts', async () => {
      await registerUser(t.app, { email: 'known@example.com' });
      const known = await post(t, '/api/auth/check-username', {
        username: 'Known@example.com',
        usernameHash: 'abc',
        language: 'en',
      });
      expect(known.json()).toMatchObject({ status: 'valid', exists: true, attempts: 0, maxAttempts: 5 });
      const unknown = await post(t, '/api/auth/check-username', {
        username: 'ghost@example.com',
        language: 'pl',
      });
      expect(unknown.json()).toMatchObject({
        status: 'invalid',
        exists: false,
        message: 'Nie znaleźliśmy konta z tym adresem e-mail.',
      });
      const empty = await post(t, '/api/auth/check-username', { username: '' });
      expect(empty.statusCode).toBe(400);
    });

    it('[LOGIN-06][LOGIN-07][LOGIN-08] username, password and captcha are required', async () => {
      const res = await post(t, '/api/auth/login', { username: '', password: '', captcha: '' });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['username', 'password', 'captcha']);
    });

    it('[LOGIN-10][LOGIN-11][LOGIN-15] success: session cookie (httpOnly, Lax, Secure on https), local redirectUrl only', async () => {
      await registerUser(t.app, { email: 'login@example.com' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: {
          username: 'login@example.com',
          usernameHash: 'ignored',
          password: REGISTRATION.password,
          passwordHash: 'ignored',
          password_plain: 'ignored',
          captcha: await solvedCaptcha(t.app),
          language: 'de',
          redirect: '/de/rezepte/',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        redirectUrl: '/de/rezepte/',
        status: 'success',
        attempts: 0,
      });
      const line = ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('nutrio_session='))!;
      expect(line).toMatch(/HttpOnly/);
      expect(line).toMatch(/SameSite=Lax/);
      expect(line).toMatch(/Secure/);
      const offsite = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: {
          username: 'login@example.com',
          password: REGISTRATION.password,
          captcha: await solvedCaptcha(t.app),
          redirect: '//evil.example/',
        },
      });
      expect(offsite.json().redirectUrl).toBe('/en/');
    });

    it('the session id rotates at login: the old cookie stops working', async () => {
      const first = await registerUser(t.app, { email: 'rotate@example.com' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: first.headers,
        payload: {
          username: 'rotate@example.com',
          password: REGISTRATION.password,
          captcha: await solvedCaptcha(t.app),
        },
      });
      const second = sessionCookieOf(res.headers['set-cookie'])!;
      expect(second).not.toBe(first.cookie);
      const old = await t.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie: first.cookie },
      });
      expect(old.json().user).toBeNull();
      const fresh = await t.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie: second },
      });
      expect(fresh.json().user.email).toBe('rotate@example.com');
    });

    it('[LOGIN-12][LOGIN-13] 5 failures lock the account (423, status locked) until the window passes', async () => {
      await registerUser(t.app, { email: 'lock@example.com' });
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await login(t.app, 'lock@example.com', 'wrong-password'));
      expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 423]);
      expect(answers.map((r) => r.json().attempts)).toEqual([1, 2, 3, 4, 5]);
      expect(answers[2]!.json().message).toBe('Wrong password. 2 tries left.');
      expect(answers[4]!.json().status).toBe('locked');
      // Even the right password is refused while locked, and check-username says so.
      const right = await login(t.app, 'lock@example.com', REGISTRATION.password);
      expect(right.statusCode).toBe(423);
      expect(sessionCookieOf(right.headers['set-cookie'])).toBeNull();
      const check = await post(t, '/api/auth/check-username', { username: 'lock@example.com' });
      expect(check.json()).toMatchObject({ status: 'locked', attempts: 5 });
      // Still locked 14 minutes later: the window is LOGIN_LOCK_MINUTES = 15.
      await t.app.database.db
        .updateTable('login_failures')
        .set({ created_at: new Date(Date.now() - 14 * 60_000).toISOString() })
        .where('email', '=', 'lock@example.com')
        .execute();
      expect((await login(t.app, 'lock@example.com', REGISTRATION.password)).statusCode).toBe(423);
      // The window passes: the failures age out.
      await t.app.database.db
        .updateTable('login_failures')
        .set({ created_at: new Date(Date.now() - 16 * 60_000).toISOString() })
        .where('email', '=', 'lock@example.com')
        .execute();
      const after = await login(t.app, 'lock@example.com', REGISTRATION.password);
      expect(after.statusCode).toBe(200);
    });

    it('a stranger cannot lock the owner out: a browser that signed in before still gets in, and the owner is told (issue 12 A4)', async () => {
      await registerUser(t.app, { email: 'owner-lock@example.com' });
      const first = await login(t.app, 'owner-lock@example.com', REGISTRATION.password);
      expect(first.statusCode).toBe(200);
      const device = ([] as string[])
        .concat(first.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('nutrio_device='));
      expect(device, 'a device cookie after a successful sign-in').toBeDefined();
      expect(device).toMatch(/HttpOnly/i);
      const deviceCookie = device!.split(';')[0]!;

      const mailsBefore = (await outboxMessages(t.app, outbox)).length;
      for (let i = 0; i < 5; i += 1) await login(t.app, 'owner-lock@example.com', `stranger-guess-${i}`);
      // A browser that never signed in stays locked out, even with the right password.
      expect((await login(t.app, 'owner-lock@example.com', REGISTRATION.password)).statusCode).toBe(423);

      // The owner's browser: the address check lets it on, the right password signs in.
      const check = await post(
        t,
        '/api/auth/check-username',
        { username: 'owner-lock@example.com' },
        { cookie: deviceCookie },
      );
      expect(check.json()).toMatchObject({ status: 'valid' });
      const owner = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { cookie: deviceCookie },
        payload: {
          username: 'owner-lock@example.com',
          password: REGISTRATION.password,
          captcha: await solvedCaptcha(t.app),
          language: 'en',
        },
      });
      expect(owner.statusCode).toBe(200);

      // One e-mail about the lock, with the way to a new password.
      const mails = (await outboxMessages(t.app, outbox))
        .slice(mailsBefore)
        .map((m) => m.replace(/=\r?\n/g, ''));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatch(/^To: owner-lock@example\.com/m);
      expect(mails[0]).toContain('https://nutrio.test/en/forgot-password');
    });

    it('a locked account still lets its owner in from a new browser after a solved harder captcha (issue 12 A4)', async () => {
      await registerUser(t.app, { email: 'hard-way@example.com' });
      for (let i = 0; i < 5; i += 1) await login(t.app, 'hard-way@example.com', `stranger-guess-${i}`);
      const attempt = async (password: string, level: 'normal' | 'hard') =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: {
            username: 'hard-way@example.com',
            password,
            captcha: await solvedCaptcha(t.app, level),
            language: 'en',
          },
        });
      // The everyday captcha does not open the lock, even with the right password.
      expect((await attempt(REGISTRATION.password, 'normal')).statusCode).toBe(423);
      // The harder one lets the password be tried: a wrong one still counts and stays locked …
      const wrong = await attempt('another-guess', 'hard');
      expect(wrong.statusCode).toBe(423);
      expect(wrong.json()).toMatchObject({ status: 'locked', attempts: 6 });
      // … the right one signs in.
      const right = await attempt(REGISTRATION.password, 'hard');
      expect(right.statusCode).toBe(200);
      expect(sessionCookieOf(right.headers['set-cookie'])).not.toBeNull();
    });

    it('a hard challenge costs twenty times the work per try of the everyday one, and says so in its signed parameters', async () => {
      const normal = (await t.app.inject({ method: 'GET', url: '/api/auth/captcha' })).json<{
        parameters: { cost: number };
      }>();
      const hard = (await t.app.inject({ method: 'GET', url: '/api/auth/captcha?level=hard' })).json<{
        parameters: { cost: number };
      }>();
      expect(hard.parameters.cost).toBe(normal.parameters.cost * 20);
    });

    it('an unknown account fails like a wrong password (and is counted too)', async () => {
      const res = await login(t.app, 'nobody@example.com', 'whatever-123');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 'invalid', attempts: 1 });
    });
  });

  describe('sessions, CSRF and logout', () => {
    it('[ROLE-20] a signed-in mutation without the CSRF token is refused; with it, it passes', async () => {
      const s = await registerUser(t.app, { email: 'csrf@example.com' });
      const without = await t.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: { cookie: s.cookie },
        payload: { currentPassword: REGISTRATION.password, password: 'new-password-1' },
      });
      expect(without.statusCode).toBe(403);
      expect(without.json().code).toBe('forbidden');
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: { cookie: s.cookie, 'x-csrf-token': 'x'.repeat(32) },
        payload: { currentPassword: REGISTRATION.password, password: 'new-password-1' },
      });
      expect(wrong.statusCode).toBe(403);
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: s.headers,
        payload: { currentPassword: REGISTRATION.password, password: 'new-password-1' },
      });
      expect(ok.statusCode).toBe(200);
    });

    it('a mutation from another origin is refused even without a session', async () => {
      const res = await post(
        t,
        '/api/auth/check-email',
        { email: 'x@example.com' },
        { origin: 'https://evil.example' },
      );
      expect(res.statusCode).toBe(403);
      const same = await post(
        t,
        '/api/auth/check-email',
        { email: 'x@example.com' },
        { origin: 'https://nutrio.test' },
      );
      expect(same.statusCode).toBe(200);
    });

    it('the origin check compares the scheme too: http://host is not https://host (issue 12 A12)', async () => {
      // The app's public origin is https://nutrio.test; this request reached it over plain http as app.example.
      const downgraded = await post(
        t,
        '/api/auth/check-email',
        { email: 'x@example.com' },
        { origin: 'http://nutrio.test' },
      );
      expect(downgraded.statusCode).toBe(403);
      const otherScheme = await post(
        t,
        '/api/auth/check-email',
        { email: 'x@example.com' },
        { host: 'app.example', origin: 'https://app.example' },
      );
      expect(otherScheme.statusCode).toBe(403);
      const sameScheme = await post(
        t,
        '/api/auth/check-email',
        { email: 'x@example.com' },
        { host: 'app.example', origin: 'http://app.example' },
      );
      expect(sameScheme.statusCode).toBe(200);
    });

    it('[HDR-18] logout needs the session token, ends the session and goes home with a toast flag', async () => {
      const s = await registerUser(t.app, { email: 'bye@example.com' });
      const forged = await t.app.inject({
        method: 'GET',
        url: '/logout?_csrf_token=wrong',
        headers: { cookie: s.cookie },
      });
      expect(forged.statusCode).toBe(403);
      expect(
        (
          await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: s.cookie } })
        ).json().user,
      ).not.toBeNull();
      const res = await t.app.inject({
        method: 'GET',
        url: `/logout?_csrf_token=${s.csrfToken}`,
        headers: { cookie: `${s.cookie}; nutrio_locale=de` },
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/de/?loggedOut=1');
      expect(
        (
          await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: s.cookie } })
        ).json().user,
      ).toBeNull();
    });

    it('[ACCT-11] a session idle longer than the timeout is over', async () => {
      const s = await registerUser(t.app, { email: 'idle@example.com' });
      await t.app.database.db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() })
        .where(
          'user_id',
          '=',
          (
            await t.app.database.db
              .selectFrom('users')
              .select('id')
              .where('email', '=', 'idle@example.com')
              .executeTakeFirstOrThrow()
          ).id,
        )
        .execute();
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie: s.cookie },
      });
      expect(res.json()).toMatchObject({ user: null, csrfToken: null, idleTimeoutMs: 30 * 60_000 });
    });

    it('[ROLE-20] account pages send guests to login with the way back; login sends members to the account', async () => {
      const guest = await t.app.inject({ method: 'GET', url: '/de/konto/persoenliche-daten' });
      expect(guest.statusCode).toBe(302);
      expect(guest.headers.location).toBe('/de/anmelden?next=%2Fde%2Fkonto%2Fpersoenliche-daten');
      const s = await registerUser(t.app, { email: 'pages@example.com' });
      const member = await t.app.inject({ method: 'GET', url: '/en/login', headers: { cookie: s.cookie } });
      expect(member.statusCode).toBe(302);
      expect(member.headers.location).toBe('/en/account');
      const page = await t.app.inject({ method: 'GET', url: '/en/account', headers: { cookie: s.cookie } });
      expect(page.statusCode).toBe(200);
      const config = JSON.parse(
        /<script type="application\/json" id="app-config">(.*?)<\/script>/s.exec(page.body)![1]!,
      );
      expect(config.user).toMatchObject({ email: 'pages@example.com', roles: ['user'] });
      expect(config.csrfToken).toBe(s.csrfToken);
    });

    it('[ROLE-20] personal-data calls need a session', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/account/personal-data' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    async function resetLink(email: string): Promise<string> {
      const before = (await outboxMessages(t.app, outbox)).length;
      const res = await post(t, '/api/auth/forgot-password', {
        email,
        captcha: await solvedCaptcha(t.app),
        language: 'pl',
      });
      expect(res.statusCode).toBe(200);
      const mails = await outboxMessages(t.app, outbox);
      expect(mails.length).toBe(before + 1);
      const mail = mails.at(-1)!.replace(/=\r?\n/g, '');
      expect(mail).toMatch(new RegExp(`^To: ${email}`, 'm'));
      return /https:\/\/nutrio\.test\/pl\/przypomnij-haslo\/([\w-]+)/.exec(mail)![1]!;
    }

    it('[PWD-08] the answer is the same whether or not the address exists; only a real account gets mail', async () => {
      await registerUser(t.app, { email: 'forgot@example.com' });
      const before = (await outboxMessages(t.app, outbox)).length;
      const real = await post(t, '/api/auth/forgot-password', {
        email: 'forgot@example.com',
        captcha: await solvedCaptcha(t.app),
      });
      const fake = await post(t, '/api/auth/forgot-password', {
        email: 'nobody-here@example.com',
        captcha: await solvedCaptcha(t.app),
      });
      expect(real.statusCode).toBe(200);
      expect(fake.body.replace(/"requestId":"[^"]*"/, '')).toBe(real.body.replace(/"requestId":"[^"]*"/, ''));
      expect((await outboxMessages(t.app, outbox)).length).toBe(before + 1);
    });

    it('[PWD-02][PWD-03] the link sets a trimmed new password once; all sessions end; the old password stops working', async () => {
      const s = await registerUser(t.app, { email: 'reset@example.com' });
      const token = await resetLink('reset@example.com');
      const short = await post(t, '/api/auth/forgot-password/set-password', {
        token,
        password: '  short  ',
        language: 'en',
      });
      expect(short.statusCode).toBe(400);
      const res = await post(t, '/api/auth/forgot-password/set-password', {
        token,
        password: '  brand-new-pass  ',
        language: 'en',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        passwordChanged: true,
        redirect: '/en/login',
        loginAttempts: 0,
      });
      expect(
        (
          await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: s.cookie } })
        ).json().user,
      ).toBeNull();
      expect((await login(t.app, 'reset@example.com', REGISTRATION.password)).statusCode).toBe(401);
      expect((await login(t.app, 'reset@example.com', 'brand-new-pass')).statusCode).toBe(200);
      const reuse = await post(t, '/api/auth/forgot-password/set-password', {
        token,
        password: 'another-pass-1',
      });
      expect(reuse.statusCode).toBe(410);
      expect(reuse.json()).toMatchObject({ success: false, passwordChanged: false });
    });

    it('[PWD-06] an expired link is refused; rejected tries are counted against the link', async () => {
      await registerUser(t.app, { email: 'expire@example.com' });
      const token = await resetLink('expire@example.com');
      const same = await post(t, '/api/auth/forgot-password/set-password', {
        token,
        password: REGISTRATION.password,
      });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toMatchObject({ loginAttempts: 1, maxAttempts: 5 });
      await t.app.database.db
        .updateTable('one_time_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const late = await post(t, '/api/auth/forgot-password/set-password', {
        token,
        password: 'fresh-password-9',
      });
      expect(late.statusCode).toBe(410);
      expect((await login(t.app, 'expire@example.com', REGISTRATION.password)).statusCode).toBe(200);
    });

    it('a newer link and a password change made elsewhere end every older link (issue 12 A8)', async () => {
      const user = await registerUser(t.app, { email: 'relink@example.com' });
      const first = await resetLink('relink@example.com');
      const second = await resetLink('relink@example.com');
      expect(
        (
          await post(t, '/api/auth/forgot-password/set-password', {
            token: first,
            password: 'first-link-pass',
          })
        ).statusCode,
      ).toBe(410);

      // A signed-in password change ends the link still outstanding.
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: user.headers,
        payload: { currentPassword: REGISTRATION.password, password: 'changed-in-account' },
      });
      expect(changed.statusCode).toBe(200);
      expect(
        (
          await post(t, '/api/auth/forgot-password/set-password', {
            token: second,
            password: 'second-link-pass',
          })
        ).statusCode,
      ).toBe(410);
      expect((await login(t.app, 'relink@example.com', 'changed-in-account')).statusCode).toBe(200);
    });

    it('reset mails per account are limited whatever the IP: the fourth request within the hour sends nothing, answered the same (issue 12 A2)', async () => {
      await registerUser(t.app, { email: 'flooded@example.com' });
      const before = (await outboxMessages(t.app, outbox)).length;
      const answers: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await post(
          t,
          '/api/auth/forgot-password',
          { email: 'flooded@example.com', captcha: await solvedCaptcha(t.app), language: 'en' },
          { 'x-forwarded-for': `198.51.100.${i}` },
        );
        answers.push(`${res.statusCode} ${res.json().message}`);
      }
      expect(new Set(answers).size).toBe(1);
      const mails = (await outboxMessages(t.app, outbox)).slice(before);
      expect(mails).toHaveLength(3);
    });

    it('an unknown token changes nothing', async () => {
      const res = await post(t, '/api/auth/forgot-password/set-password', {
        token: 'x'.repeat(43),
        password: 'whatever-pass',
      });
      expect(res.statusCode).toBe(410);
    });
  });

  it('housekeeping removes failures past the lock window, expired tokens and used captchas', async () => {
    const db = t.app.database.db;
    const old = new Date(Date.now() - 16 * 60_000).toISOString();
    await db
      .insertInto('login_failures')
      .values([
        { email: 'prune@example.com', created_at: old },
        { email: 'prune@example.com', created_at: new Date().toISOString() },
      ])
      .execute();
    await db
      .insertInto('one_time_tokens')
      .values([
        {
          token_hash: 'expired-prune',
          purpose: 'password-reset',
          user_id: null,
          created_at: old,
          expires_at: old,
        },
        {
          token_hash: 'live-prune',
          purpose: 'password-reset',
          user_id: null,
          created_at: old,
          expires_at: new Date(Date.now() + 60_000).toISOString(),
        },
      ])
      .execute();
    await db.insertInto('used_captchas').values({ signature: 'old-prune', expires_at: old }).execute();
    await createAuthRepo(db).prune(15 * 60_000);
    expect(
      await db.selectFrom('login_failures').select('id').where('email', '=', 'prune@example.com').execute(),
    ).toHaveLength(1);
    const tokens = await db
      .selectFrom('one_time_tokens')
      .select('token_hash')
      .where('token_hash', 'like', '%-prune')
      .execute();
    expect(tokens.map((row) => row.token_hash)).toEqual(['live-prune']);
    expect(
      await db.selectFrom('used_captchas').select('signature').where('signature', '=', 'old-prune').execute(),
    ).toEqual([]);
  });

  it('sessions are looked up by hash: the table holds no cookie value', async () => {
    const s = await registerUser(t.app, { email: 'hash@example.com' });
    const token = s.cookie.split('=')[1]!;
    const rows = await t.app.database.db.selectFrom('sessions').select('id_hash').execute();
    expect(rows.some((row) => row.id_hash === token)).toBe(false);
    expect((await sessionOf(t.app, s.cookie)).csrfToken).toBe(s.csrfToken);
  });
});

describe('per-IP rate limits on the sign-in calls', () => {
  it('check-username, login, register and reset answer 429 past the limit', async () => {
    const t = await createTestApp('sqlite', { env: { AUTH_RATE_LIMIT_MAX: '3' } });
    try {
      for (const url of [
        '/api/auth/check-username',
        '/api/auth/login',
        '/api/auth/register',
        '/api/auth/forgot-password',
      ]) {
        const codes = [];
        for (let i = 0; i < 4; i++)
          codes.push((await post(t, url, { username: 'a@example.com' })).statusCode);
        expect(
          codes.slice(0, 3).every((code) => code !== 429),
          url,
        ).toBe(true);
        expect(codes[3], url).toBe(429);
      }
    } finally {
      await t.close();
    }
  });
});

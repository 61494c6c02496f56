import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmationPathFor,
  mailsTo as mailsToAddress,
  registerUser,
  type SignedIn,
} from '../../testing/auth-helpers';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { CONFIRM_MAILS_PER_HOUR } from './email-confirmation';

describe.each(TEST_DIALECTS)('e-mail confirmation on %s (issue 12 A1)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const emailVerified = async (s: SignedIn) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: s.cookie } })).json<{
      user: { emailVerified: boolean };
    }>().user.emailVerified;
  const mailsTo = (to: string) => mailsToAddress(t.app, to);
  const resend = (s: SignedIn) =>
    t.app.inject({ method: 'POST', url: '/api/account/email-verification?_locale=en', headers: s.headers });
  const saveDiet = (s: SignedIn) =>
    t.app.inject({
      method: 'POST',
      url: '/api/diets?_locale=en',
      headers: s.headers,
      payload: {
        plan: [{ date: '2026-12-01', meals: [], exercises: [], hydrationLog: [] }],
        meta: {
          personalData: {},
          preferences: {},
          schedule: { items: [{ id: 'm', time: '08:00', type: 'Meal', label: '' }] },
          targetCalories: 2000,
          planDuration: 1,
          startDate: '2026-12-01',
          generatedAt: '2026-11-26T10:00:00.000Z',
        },
        version: 0,
      },
    });

  it('registration signs in unconfirmed and mails a link; saving waits for it; the link confirms the address', async () => {
    const s = await registerUser(t.app, { email: 'fresh@example.com' }, { confirmed: false });
    expect(await emailVerified(s)).toBe(false);
    const [mail] = await mailsTo('fresh@example.com');
    expect(mail).toMatch(/Subject: Confirm your e-mail address for Nutrio/);

    const refused = await saveDiet(s);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'email_unverified',
      error: 'Please confirm your e-mail address first. We have sent you a link.',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/diets', headers: s.headers })).json(),
    ).toMatchObject({ items: [] });

    const opened = await t.app.inject({
      method: 'GET',
      url: await confirmationPathFor(t.app, 'fresh@example.com'),
      headers: { cookie: s.cookie },
    });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/en/account?email=verified');
    expect(await emailVerified(s)).toBe(true);
    expect((await saveDiet(s)).statusCode).toBe(200);
  });

  it('the link works in a browser that is not signed in (login page), once, and never signs anyone in', async () => {
    const s = await registerUser(t.app, { email: 'elsewhere@example.com' }, { confirmed: false });
    const path = await confirmationPathFor(t.app, 'elsewhere@example.com');
    const opened = await t.app.inject({ method: 'GET', url: path });
    expect(opened.headers.location).toBe('/en/login?email=verified');
    expect(opened.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^nutrio_session=[^;]/)]),
    );
    expect(await emailVerified(s)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: path })).headers.location).toBe(
      '/en/login?email=expired',
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/email/confirm/made-up-token' })).headers.location,
    ).toBe('/en/login?email=expired');
  });

  it(`resend: a new link while unconfirmed, at most ${CONFIRM_MAILS_PER_HOUR} mails an hour (registration included); nothing once confirmed`, async () => {
    const s = await registerUser(t.app, { email: 'resend@example.com' }, { confirmed: false });
    for (let i = 1; i < CONFIRM_MAILS_PER_HOUR; i += 1) {
      const res = await resend(s);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'sent',
        message: 'We have sent a new confirmation link to resend@example.com.',
      });
    }
    expect(await mailsTo('resend@example.com')).toHaveLength(CONFIRM_MAILS_PER_HOUR);
    const limited = await resend(s);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/already sent several e-mails this hour/);
    expect(await mailsTo('resend@example.com')).toHaveLength(CONFIRM_MAILS_PER_HOUR);

    // Any of the links confirms; afterwards there is nothing to resend.
    await t.app.inject({ method: 'GET', url: await confirmationPathFor(t.app, 'resend@example.com') });
    expect((await resend(s)).json()).toMatchObject({ status: 'alreadyVerified' });
  });

  it('the confirmation is texted in the language of the registration', async () => {
    await registerUser(t.app, { email: 'sprache@example.com', language: 'de' }, { confirmed: false });
    await registerUser(t.app, { email: 'jezyk@example.com', language: 'pl' }, { confirmed: false });
    const decoded = (mail: string) => mail.replace(/=\r?\n/g, '');
    expect(decoded((await mailsTo('sprache@example.com'))[0]!)).toMatch(
      /Subject: =\?UTF-8\?Q\?Best=C3=A4tige|Subject: Bestätige/,
    );
    expect(decoded((await mailsTo('jezyk@example.com'))[0]!)).toMatch(
      /Subject: =\?UTF-8\?Q\?Potwierd=C5=BA|Subject: Potwierdź/,
    );
    const path = await confirmationPathFor(t.app, 'sprache@example.com');
    expect((await t.app.inject({ method: 'GET', url: path })).headers.location).toBe(
      '/de/anmelden?email=verified',
    );
  });
});

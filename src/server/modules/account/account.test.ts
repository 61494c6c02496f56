import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../../../core/crypto/personal-data-cipher';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import {
  login,
  mailsTo as mailsToAddress,
  REGISTRATION,
  registerUser,
  type SignedIn,
} from '../../testing/auth-helpers';

describe.each(TEST_DIALECTS)('personal data and password change on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  async function show(s: SignedIn) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/account/personal-data',
      headers: { cookie: s.cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: Record<string, string>; keySecret: string }>();
  }

  async function update(s: SignedIn, values: unknown, secret?: string) {
    const payload = await encryptPayload(values, secret ?? (await show(s)).keySecret);
    return t.app.inject({
      method: 'POST',
      url: '/api/account/personal-data?_locale=en',
      headers: s.headers,
      payload: { payload },
    });
  }

  it('[PD-03][REG-28] the form starts from the stored profile with the personal-data gender names', async () => {
    const s = await registerUser(t.app, {
      email: 'pd-show@example.com',
      gender: 'men',
      firstname: 'Jan',
      lastname: 'Kowalski',
    });
    expect((await show(s)).data).toEqual({
      firstname: 'Jan',
      lastname: 'Kowalski',
      email: 'pd-show@example.com',
      gender: 'man',
    });
  });

  it('[PD-04][PD-06][PD-07][PD-10] an encrypted update is decrypted, trimmed, saved and answered', async () => {
    const s = await registerUser(t.app, { email: 'pd-save@example.com' });
    const res = await update(s, {
      firstname: '  Maria ',
      lastname: ' Skłodowska ',
      email: 'PD-Save@Example.com',
      gender: 'woman',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Your personal data has been updated.',
      errors: {},
      data: { firstname: 'Maria', lastname: 'Skłodowska', email: 'pd-save@example.com', gender: 'woman' },
    });
    expect((await show(s)).data).toMatchObject({
      firstname: 'Maria',
      lastname: 'Skłodowska',
      gender: 'woman',
    });
  });

  describe('changing the e-mail address (issue 12 A9)', () => {
    const mailsTo = (to: string) => mailsToAddress(t.app, to);

    it('without the current password, or with a wrong one, nothing changes and no mail is sent', async () => {
      const s = await registerUser(t.app, { email: 'move-nopass@example.com' });
      const values = { firstname: 'A', lastname: 'B', email: 'move-nopass-new@example.com', gender: '' };
      const missing = await update(s, values);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({
        currentPassword: 'Enter your current password to change your e-mail address.',
      });
      const wrong = await update(s, { ...values, currentPassword: 'not-my-password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({ currentPassword: 'The current password is not correct.' });
      expect(await mailsTo('move-nopass-new@example.com')).toEqual([]);
      expect((await show(s)).data).toMatchObject({ email: 'move-nopass@example.com', firstname: 'Ada' });
    });

    it('with the password: pending until the link mailed to the new address is opened; the old address is told', async () => {
      const s = await registerUser(t.app, { email: 'move-old@example.com' });
      const res = await update(s, {
        firstname: 'Ada',
        lastname: 'Byron',
        email: 'Move-New@Example.com',
        gender: '',
        currentPassword: REGISTRATION.password,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'success',
        message:
          'Saved. To change your e-mail address, open the link we have sent to move-new@example.com. Until then you sign in with your current address.',
        errors: {},
        data: { firstname: 'Ada', lastname: 'Byron', email: 'move-old@example.com', gender: '' },
        pendingEmail: 'move-new@example.com',
      });
      // Nothing moved yet: the old address still signs in, the new one does not.
      expect((await show(s)).data).toMatchObject({ email: 'move-old@example.com', lastname: 'Byron' });
      expect((await login(t.app, 'move-new@example.com', REGISTRATION.password)).statusCode).toBe(401);
      const notice = (await mailsTo('move-old@example.com')).at(-1)!;
      expect(notice).toMatch(/Subject: Your Nutrio e-mail address is about to change/);
      expect(notice).toContain('move-new@example.com');

      const link = /https:\/\/nutrio\.test(\/auth\/email\/confirm\/[A-Za-z0-9_-]+)/.exec(
        (await mailsTo('move-new@example.com')).at(-1)!,
      )![1]!;
      const opened = await t.app.inject({ method: 'GET', url: link, headers: { cookie: s.cookie } });
      expect(opened.headers.location).toBe('/en/account?email=changed');
      expect((await show(s)).data.email).toBe('move-new@example.com');
      expect((await login(t.app, 'move-new@example.com', REGISTRATION.password)).statusCode).toBe(200);
      expect((await login(t.app, 'move-old@example.com', REGISTRATION.password)).statusCode).toBe(401);
      // Used once: a second opening changes nothing.
      const again = await t.app.inject({ method: 'GET', url: link });
      expect(again.headers.location).toBe('/en/login?email=expired');
    });

    it('an address of another account → a 409 with the error under email, once the password is right; nothing saved', async () => {
      await registerUser(t.app, { email: 'pd-other@example.com' });
      const s = await registerUser(t.app, { email: 'pd-mine@example.com' });
      const res = await update(s, {
        firstname: 'A',
        lastname: 'B',
        email: 'pd-other@example.com',
        gender: '',
        currentPassword: REGISTRATION.password,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual({ email: 'An account with this e-mail address already exists.' });
      expect((await show(s)).data).toMatchObject({ email: 'pd-mine@example.com', firstname: 'Ada' });
    });

    it('an address taken by another account before the link is opened is not moved to: ?email=taken', async () => {
      const s = await registerUser(t.app, { email: 'race-mine@example.com' });
      await update(s, {
        firstname: 'A',
        lastname: 'B',
        email: 'race-wanted@example.com',
        gender: '',
        currentPassword: REGISTRATION.password,
      });
      const link = /https:\/\/nutrio\.test(\/auth\/email\/confirm\/[A-Za-z0-9_-]+)/.exec(
        (await mailsTo('race-wanted@example.com')).at(-1)!,
      )![1]!;
      await registerUser(t.app, { email: 'race-wanted@example.com' });
      const opened = await t.app.inject({ method: 'GET', url: link, headers: { cookie: s.cookie } });
      expect(opened.headers.location).toBe('/en/account?email=taken');
      expect((await show(s)).data.email).toBe('race-mine@example.com');
    });
  });

  it('[PD-10] nothing changed → warning', async () => {
    const s = await registerUser(t.app, { email: 'pd-same@example.com' });
    const { data } = await show(s);
    const res = await update(s, data);
    expect(res.json()).toMatchObject({ status: 'warning', message: 'Nothing has changed.' });
  });

  it('[PD-05][PD-11] an invalid e-mail → field error emailInvalid, nothing saved; an empty one keeps the address', async () => {
    const s = await registerUser(t.app, { email: 'pd-bad@example.com', firstname: 'Before' });
    const bad = await update(s, { firstname: 'After', lastname: 'X', email: 'not-an-email', gender: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      status: 'error',
      errors: { email: 'Please enter a valid e-mail address.' },
      data: null,
    });
    expect((await show(s)).data.firstname).toBe('Before');
    const empty = await update(s, { firstname: 'After', lastname: 'X', email: '', gender: 'diverse' });
    expect(empty.json().data).toEqual({
      firstname: 'After',
      lastname: 'X',
      email: 'pd-bad@example.com',
      gender: 'diverse',
    });
  });

  it("[PD-09] a tampered blob, another session's key, or an unknown gender → 400 and nothing changed", async () => {
    const s = await registerUser(t.app, { email: 'pd-tamper@example.com', firstname: 'Kept' });
    const other = await registerUser(t.app, { email: 'pd-tamper2@example.com' });
    const values = { firstname: 'Changed', lastname: 'X', email: '', gender: '' };
    const foreign = await update(s, values, (await show(other)).keySecret);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      status: 'error',
      message: 'Your data could not be read. Please reload the page and try again.',
    });

    const good = await encryptPayload(values, (await show(s)).keySecret);
    const envelope = JSON.parse(atob(good));
    const bytes = Uint8Array.from(atob(envelope.ciphertext), (c) => c.charCodeAt(0));
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const tampered = btoa(JSON.stringify({ ...envelope, ciphertext: btoa(String.fromCharCode(...bytes)) }));
    for (const payload of [
      tampered,
      'not base64 at all!',
      btoa('{"ciphertext":1}'),
      btoa(JSON.stringify({ ...envelope, iterations: 1 })),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/personal-data',
        headers: s.headers,
        payload: { payload },
      });
      expect(res.statusCode, payload).toBe(400);
    }
    const gender = await update(s, { ...values, gender: 'robot' });
    expect(gender.statusCode).toBe(400);
    expect(gender.json().errors.gender).toBeDefined();
    expect((await show(s)).data.firstname).toBe('Kept');
  });

  it('a password change needs the current password, ends other sessions and keeps this one (rotated)', async () => {
    const s = await registerUser(t.app, { email: 'pw@example.com' });
    const elsewhere = await login(t.app, 'pw@example.com', REGISTRATION.password);
    const otherCookie = ([] as string[]).concat(elsewhere.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: s.headers,
      payload: { currentPassword: 'not-it-at-all', password: 'next-password-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: 'The current password is not correct.' });
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: s.headers,
      payload: { currentPassword: REGISTRATION.password, password: ' 1234567 ' },
    });
    expect(short.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: s.headers,
      payload: { currentPassword: REGISTRATION.password, password: 'next-password-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().csrfToken).toEqual(expect.any(String));
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: otherCookie },
    });
    expect(other.json().user).toBeNull();
    expect((await login(t.app, 'pw@example.com', 'next-password-1')).statusCode).toBe(200);
  });

  it('wrong current passwords are limited like sign-in: after 5, even the right one waits (issue 12 A9)', async () => {
    const s = await registerUser(t.app, { email: 'pw-guess@example.com' });
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: s.headers,
        payload: { currentPassword, password: 'guessed-new-pass' },
      });
    for (let i = 0; i < 5; i += 1) expect((await change(`guess-number-${i}`)).statusCode).toBe(400);
    const locked = await change(REGISTRATION.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe('Too many wrong passwords. Please wait 15 minutes and try again.');
    expect((await login(t.app, 'pw-guess@example.com', REGISTRATION.password)).statusCode).not.toBe(200);
  });
});

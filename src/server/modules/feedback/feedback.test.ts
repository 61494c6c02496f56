import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FeedbackListResponse } from '../../../core/contracts/feedback';
import { api } from '../../../core/routes';
import { registerUser, type SignedIn } from '../../testing/auth-helpers';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { FEEDBACK_PER_WINDOW } from './feedback.routes';
import { FEEDBACK_PER_PAGE } from './feedback.service';

const MESSAGE = {
  rating: 4,
  comment: '  The recipe filters are great.  ',
  email: 'Ada@Example.COM',
  path: '/en/recipes/',
  locale: 'en',
} as const;

describe.each(TEST_DIALECTS)('feedback on %s (issue 21 A4)', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  /** Each test sends from its own address: the route allows 5 messages per address and 10 minutes. */
  let address = 0;
  let ip = '';

  const send = (payload: unknown, headers: Record<string, string> = {}, from = ip) =>
    t.app.inject({
      method: 'POST',
      url: api.feedback_send.path,
      headers: { 'accept-language': 'en', ...headers },
      payload: payload as Record<string, unknown>,
      remoteAddress: from,
    });
  const list = (who: SignedIn | null, query = '') =>
    t.app.inject({ method: 'GET', url: `${api.admin_feedback.path}${query}`, headers: who?.headers ?? {} });
  const stored = () => t.app.database.db.selectFrom('feedback').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await registerUser(t.app, { email: `feedback-admin-${dialect}@example.com` });
    await t.app.database.db
      .updateTable('users')
      .set({ roles: JSON.stringify(['user', 'admin']) })
      .where('email', '=', `feedback-admin-${dialect}@example.com`)
      .execute();
    member = await registerUser(t.app, { email: `feedback-member-${dialect}@example.com` });
  }, 120_000);
  afterAll(async () => t.close());
  beforeEach(async () => {
    address += 1;
    ip = `10.0.0.${address}`;
    await t.app.database.db.deleteFrom('feedback').execute();
  });

  it('[TOAST-06] a guest’s message is stored as sent: rating, trimmed comment, e-mail in lower case, path, locale, time', async () => {
    expect(api.feedback_send).toMatchObject({ method: 'POST', path: '/api/feedback', access: 'public' });
    const before = Date.now();
    const res = await send(MESSAGE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      rating: 4,
      comment: 'The recipe filters are great.',
      email: 'ada@example.com',
      path: '/en/recipes/',
      locale: 'en',
    });
    const at = Date.parse(rows[0]!.created_at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('[TOAST-06] the comment and e-mail are optional: left out or empty, they are stored as none', async () => {
    expect((await send({ rating: 5, path: '/de/rezepte/', locale: 'de' })).statusCode).toBe(200);
    expect(
      (await send({ rating: 1, comment: '   ', email: '', path: '/pl/', locale: 'pl' })).statusCode,
    ).toBe(200);
    expect(await stored()).toMatchObject([
      { rating: 5, comment: null, email: null, path: '/de/rezepte/', locale: 'de' },
      { rating: 1, comment: null, email: null, path: '/pl/', locale: 'pl' },
    ]);
  });

  it('a signed-in member sends with the session’s CSRF token; without it, or from another site, nothing is stored', async () => {
    expect((await send(MESSAGE, member.headers)).statusCode).toBe(200);
    const { cookie } = member;
    expect((await send(MESSAGE, { cookie })).statusCode).toBe(403);
    expect((await send(MESSAGE, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect(await stored()).toHaveLength(1);
  });

  it.each([
    ['en', 'Write at least 10 characters, or leave the comment empty.'],
    ['de', 'Schreib mindestens 10 Zeichen oder lass den Kommentar leer.'],
    ['pl', 'Napisz co najmniej 10 znaków albo zostaw komentarz pusty.'],
  ])(
    '[TOAST-06] a comment of 9 characters is refused with the translated message (%s) and nothing is stored',
    async (locale, text) => {
      const res = await send({ ...MESSAGE, comment: '123456789', locale }, { 'accept-language': locale });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'validation_failed',
        errors: { comment: text },
      });
      expect(await stored()).toHaveLength(0);
      // Ten characters are enough (spaces around them do not count).
      expect((await send({ ...MESSAGE, comment: ' 1234567890 ', locale })).statusCode).toBe(200);
    },
  );

  it.each([0, 6, 3.5, '4', null, undefined])(
    '[TOAST-06] a rating of %s is refused with "Choose a rating from 1 to 5 stars." and nothing is stored',
    async (rating) => {
      const res = await send({ ...MESSAGE, rating });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ rating: 'Choose a rating from 1 to 5 stars.' });
      expect(await stored()).toHaveLength(0);
    },
  );

  it('a bad e-mail address, a comment over 2,000 characters, a path that is no local path or an unknown locale: 400, nothing stored', async () => {
    const bad = await send({ ...MESSAGE, email: 'ada@', locale: 'de' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: 'Bitte gib eine gültige E-Mail-Adresse ein.' });
    const long = await send({ ...MESSAGE, comment: 'x'.repeat(2001) });
    expect(long.json().errors).toEqual({ comment: 'The comment can be at most 2,000 characters long.' });
    for (const change of [{ path: 'https://evil.example/' }, { path: '' }, { locale: 'fr' }]) {
      expect((await send({ ...MESSAGE, ...change }, {}, '10.1.0.1')).statusCode).toBe(400);
    }
    expect(await stored()).toHaveLength(0);
  });

  it(`the ${FEEDBACK_PER_WINDOW + 1}th message in 10 minutes from one address is refused with 429 and not stored; other addresses may still send`, async () => {
    for (let i = 0; i < FEEDBACK_PER_WINDOW; i++) expect((await send(MESSAGE)).statusCode).toBe(200);
    const refused = await send({ ...MESSAGE, comment: 'One message too many.' }, { 'accept-language': 'pl' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'rate_limited',
      error: 'Wysłano kilka wiadomości w krótkim czasie. Spróbuj ponownie za kilka minut.',
    });
    expect(await stored()).toHaveLength(FEEDBACK_PER_WINDOW);
    expect((await send(MESSAGE, {}, '10.2.0.1')).statusCode).toBe(200);
  });

  it('the list is for admins: a guest gets 401, a member 403', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(member)).statusCode).toBe(403);
  });

  it('admins read the messages newest first, 20 a page, with how many there are and the average rating to one decimal', async () => {
    const empty = await list(admin);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(FeedbackListResponse.parse(empty.json())).toEqual({
      items: [],
      total: 0,
      page: 1,
      perPage: 20,
      averageRating: null,
    });

    // 22 messages a minute apart, rated 1, 2, 3, 4, 5, 1, 2, …: the average is 63 / 22 = 2.86…
    const start = Date.parse('2026-03-01T10:00:00.000Z');
    const rows = Array.from({ length: 22 }, (_, i) => ({
      rating: (i % 5) + 1,
      comment: i === 21 ? 'The newest message.' : null,
      email: null,
      path: `/en/page-${i}`,
      locale: 'en',
      created_at: new Date(start + i * 60_000).toISOString(),
    }));
    // Stored out of order: the list sorts by time, not by id.
    await t.app.database.db.insertInto('feedback').values(rows.slice(11)).execute();
    await t.app.database.db.insertInto('feedback').values(rows.slice(0, 11)).execute();

    const first = FeedbackListResponse.parse((await list(admin)).json());
    expect(first).toMatchObject({ total: 22, page: 1, perPage: FEEDBACK_PER_PAGE, averageRating: 2.9 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      rating: 2,
      comment: 'The newest message.',
      email: null,
      path: '/en/page-21',
      locale: 'en',
      createdAt: '2026-03-01T10:21:00.000Z',
    });
    expect(first.items.map((item) => item.path)).toEqual(
      Array.from({ length: 20 }, (_, i) => `/en/page-${21 - i}`),
    );

    const second = FeedbackListResponse.parse((await list(admin, '?page=2')).json());
    expect(second).toMatchObject({ total: 22, page: 2, averageRating: 2.9 });
    expect(second.items.map((item) => item.path)).toEqual(['/en/page-1', '/en/page-0']);

    expect(FeedbackListResponse.parse((await list(admin, '?page=3')).json()).items).toEqual([]);
    // A page that is no page number reads the first.
    expect(FeedbackListResponse.parse((await list(admin, '?page=abc')).json()).page).toBe(1);
  });

  it('a message sent through the modal’s call is in the admins’ list with its page and language', async () => {
    await send({ rating: 3, comment: 'Works well on my phone.', path: '/pl/przepisy/', locale: 'pl' });
    const answer = FeedbackListResponse.parse((await list(admin)).json());
    expect(answer).toMatchObject({ total: 1, averageRating: 3 });
    expect(answer.items[0]).toMatchObject({
      rating: 3,
      comment: 'Works well on my phone.',
      email: null,
      path: '/pl/przepisy/',
      locale: 'pl',
    });
  });
});

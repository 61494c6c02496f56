import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminSessionsEnded,
  AdminUserDetail,
  AdminUsersResponse,
  AuditResponse,
} from '../../../core/contracts/admin-users';
import { api, apiHref } from '../../../core/routes';
import {
  login,
  REGISTRATION,
  registerUser,
  sessionCookieOf,
  sessionOf,
  solvedCaptcha,
  type SignedIn,
} from '../../testing/auth-helpers';
import { openDatabase } from '../../db/dialect';
import { migrations } from '../../db/migrations/index';
import { createTestApp, freshDatabase, TEST_DIALECTS, type TestApp } from '../../testing/test-app';

const LOCKED_TEXT = 'This account has been locked by an administrator. Please contact our support.';

describe.each(TEST_DIALECTS)('administration of accounts on %s (issue 24 A2, A3)', (dialect) => {
  let t: TestApp;
  let admin: SignedIn;
  let adminId: number;
  let member: SignedIn;
  let memberId: number;
  let made = 0;

  const db = () => t.app.database.db;
  const idOf = async (email: string) =>
    (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  /** A fresh member who registered (and so holds one session). */
  const newMember = async (): Promise<{ session: SignedIn; id: number; email: string }> => {
    made += 1;
    const email = `member-${made}-${dialect}@example.com`;
    const session = await registerUser(t.app, { email });
    return { session, id: await idOf(email), email };
  };
  const get = (who: SignedIn | null, url: string, language = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': language, ...(who?.headers ?? {}) } });
  const post = (who: SignedIn | null, url: string, payload?: unknown, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'accept-language': language, ...(who?.headers ?? {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const userUrl = (id: number | string) => apiHref(api.admin_user, { id: String(id) });
  const rolesUrl = (id: number | string) => apiHref(api.admin_user_roles, { id: String(id) });
  const lockUrl = (id: number | string) => apiHref(api.admin_user_lock, { id: String(id) });
  const endUrl = (id: number | string) => apiHref(api.admin_user_sessions_end, { id: String(id) });
  const auditOf = async (id: number) =>
    AuditResponse.parse((await get(admin, `${api.admin_audit.path}?targetType=user&targetId=${id}`)).json());
  /** A route only signed-in members may use: 401 once the session has ended. */
  const memberRoute = (who: SignedIn) => get(who, api.account_personal_data_show.path);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const adminEmail = `accounts-admin-${dialect}@example.com`;
    admin = await registerUser(t.app, { email: adminEmail });
    await db()
      .updateTable('users')
      .set({ roles: JSON.stringify(['user', 'admin']) })
      .where('email', '=', adminEmail)
      .execute();
    adminId = await idOf(adminEmail);
    const memberEmail = `accounts-member-${dialect}@example.com`;
    member = await registerUser(t.app, { email: memberEmail });
    memberId = await idOf(memberEmail);

    // 22 accounts for the list, a day apart; every third one is pro; two share the name Quirke.
    const start = Date.parse('2026-01-01T08:00:00.000Z');
    await db()
      .insertInto('users')
      .values(
        Array.from({ length: 22 }, (_, i) => {
          const at = new Date(start + i * 86_400_000).toISOString();
          const n = String(i).padStart(2, '0');
          return {
            email: `zeta-${n}-${String.fromCharCode(122 - i)}@list.example`,
            username: `zeta-${n}`,
            password_hash: 'not-a-real-hash',
            roles: JSON.stringify(i % 3 === 0 ? ['user', 'pro'] : ['user']),
            first_name: i < 2 ? 'Ola' : `Name${n}`,
            last_name: i < 2 ? 'Quirke' : 'Zetowa',
            locale: 'pl',
            created_at: at,
            updated_at: at,
          };
        }),
      )
      .execute();
  }, 180_000);
  afterAll(async () => t.close());

  it('[ROLE-20] every account and audit route refuses a guest (401) and a member who is no admin (403), changing nothing', async () => {
    const { session, id } = await newMember();
    const target = String(id);
    const calls: Array<[string, string, unknown]> = [
      ['GET', api.admin_users.path, undefined],
      ['GET', userUrl(target), undefined],
      ['POST', rolesUrl(target), { grant: ['admin'] }],
      ['POST', lockUrl(target), { locked: true }],
      ['POST', endUrl(target), undefined],
      ['GET', api.admin_audit.path, undefined],
    ];
    const as = (who: SignedIn | null, [method, url, payload]: [string, string, unknown]) =>
      method === 'GET' ? get(who, url) : post(who, url, payload);
    for (const call of calls) {
      expect((await as(null, call)).statusCode, `${call[0]} ${call[1]} as a guest`).toBe(401);
      expect((await as(member, call)).statusCode, `${call[0]} ${call[1]} as a member`).toBe(403);
      // The target themselves is a member too: they cannot make themselves admin or unlock themselves.
      expect((await as(session, call)).statusCode, `${call[0]} ${call[1]} as its target`).toBe(403);
    }
    expect(
      await db()
        .selectFrom('users')
        .select(['roles', 'locked_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ roles: JSON.stringify(['user']), locked_at: null });
    expect((await memberRoute(session)).statusCode).toBe(200);
    expect((await auditOf(id)).total).toBe(0);
    // The same calls from an admin go through.
    for (const call of calls) expect((await as(admin, call)).statusCode, `${call[0]} ${call[1]}`).toBe(200);
  }, 60_000);

  it('admins search by e-mail or name (any case, wildcards taken literally), filter by role, sort and page by 20', async () => {
    const list = async (query: string) => {
      const res = await get(admin, `${api.admin_users.path}?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return AdminUsersResponse.parse(res.json());
    };
    const first = await list('q=ZETA-');
    expect(first).toMatchObject({ total: 22, page: 1, perPage: 20 });
    expect(first.items).toHaveLength(20);
    // Newest first.
    expect(first.items.map((user) => user.email.slice(0, 7))).toEqual(
      Array.from({ length: 20 }, (_, i) => `zeta-${String(21 - i).padStart(2, '0')}`),
    );
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      email: 'zeta-21-e@list.example',
      name: 'Name21 Zetowa',
      roles: ['user', 'pro'],
      emailVerified: false,
      lockedAt: null,
      proUntil: null,
      createdAt: '2026-01-22T08:00:00.000Z',
    });
    const second = await list('q=zeta-&page=2');
    expect(second).toMatchObject({ total: 22, page: 2 });
    expect(second.items.map((user) => user.email)).toEqual([
      'zeta-01-y@list.example',
      'zeta-00-z@list.example',
    ]);

    const oldest = await list('q=zeta&sort=oldest');
    expect(oldest.items[0]!.email).toBe('zeta-00-z@list.example');
    const byEmail = await list('q=list.example&sort=email');
    expect(byEmail.items.map((user) => user.email)).toEqual(
      [...byEmail.items.map((user) => user.email)].sort(),
    );
    expect(byEmail.items[0]!.email).toBe('zeta-00-z@list.example');

    // First name, last name, or both together; any case.
    expect((await list('q=quirke')).items.map((user) => user.name)).toEqual(['Ola Quirke', 'Ola Quirke']);
    expect((await list('q=OLA%20QUIRKE')).total).toBe(2);
    expect((await list('q=name07')).items.map((user) => user.email)).toEqual(['zeta-07-s@list.example']);
    // `_` and `%` are letters here, not LIKE wildcards.
    expect((await list('q=zeta_0')).total).toBe(0);
    expect((await list('q=zeta%25')).total).toBe(0);

    // Role: every third of the 22 holds pro (0, 3, … 21: 8 accounts).
    const pros = await list('q=zeta&role=pro');
    expect(pros.total).toBe(8);
    expect(pros.items.every((user) => user.roles.includes('pro'))).toBe(true);
    const admins = await list('role=admin');
    expect(admins.items.map((user) => user.email)).toContain(`accounts-admin-${dialect}@example.com`);
    expect(admins.items.every((user) => user.roles.includes('admin'))).toBe(true);
    expect(await list('q=nobody-has-this')).toMatchObject({ total: 0, items: [] });
  });

  it('the account view shows the summary, language, live sessions, last request and orders, and no password data', async () => {
    const { session, id, email } = await newMember();
    await db()
      .insertInto('orders')
      .values({
        uid: `order-${dialect}-${id}`,
        user_id: id,
        status: 'paid',
        payment_method: 'bank_transfer',
        currency: 'PLN',
        locale: 'en',
        gross_minor: 4900,
        tax_minor: 916,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await memberRoute(session)).statusCode).toBe(200);
    const res = await get(admin, userUrl(id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const detail = AdminUserDetail.parse(res.json());
    expect(detail).toMatchObject({
      id,
      email,
      name: 'Ada Lovelace',
      roles: ['user'],
      emailVerified: true,
      lockedAt: null,
      locale: 'en',
      activeSessions: 1,
      orders: 1,
    });
    expect(Date.parse(detail.lastSeenAt!)).toBeGreaterThan(Date.now() - 60_000);
    const keys: string[] = [];
    const walk = (value: unknown): void => {
      if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) {
          keys.push(key);
          walk(inner);
        }
    };
    walk(res.json());
    expect(keys.filter((key) => /password|hash|token|secret/i.test(key))).toEqual([]);
    expect(res.body).not.toMatch(/argon2/);
    // The list carries none either.
    expect((await get(admin, `${api.admin_users.path}?q=${encodeURIComponent(email)}`)).body).not.toMatch(
      /password|hash|token|argon2/i,
    );
  }, 30_000);

  it('granting pro gives the role at once (as `npm run user:roles` does) and writes an audit row with the roles before and after and the admin', async () => {
    const { session, id } = await newMember();
    const res = await post(admin, rolesUrl(id), { grant: ['pro'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminUserDetail.parse(res.json()).roles).toEqual(['user', 'pro']);
    expect((await get(session, '/api/auth/session')).json().user.roles).toEqual(['user', 'pro']);

    const audit = await auditOf(id);
    expect(audit).toMatchObject({ total: 1, page: 1, perPage: 20 });
    expect(audit.items[0]).toEqual({
      id: expect.any(Number),
      actorId: adminId,
      actorEmail: `accounts-admin-${dialect}@example.com`,
      action: 'user.roles',
      targetType: 'user',
      targetId: String(id),
      before: { roles: ['user'] },
      after: { roles: ['user', 'pro'] },
      createdAt: expect.any(String),
    });

    // Taking away and granting at once; a role already held changes nothing and writes no row.
    const both = await post(admin, rolesUrl(id), { grant: ['specialist'], revoke: ['pro'] });
    expect(AdminUserDetail.parse(both.json()).roles).toEqual(['user', 'specialist']);
    expect((await post(admin, rolesUrl(id), { grant: ['specialist'] })).statusCode).toBe(200);
    const after = await auditOf(id);
    expect(after.total).toBe(2);
    expect(after.items[0]).toMatchObject({
      before: { roles: ['user', 'pro'] },
      after: { roles: ['user', 'specialist'] },
    });
  }, 30_000);

  it.each([
    ['en', 'You cannot take away your own admin role. Ask another admin to do it.'],
    ['de', 'Du kannst dir die Admin-Rolle nicht selbst entziehen. Bitte einen anderen Admin darum.'],
    ['pl', 'Nie możesz odebrać sobie roli administratora. Poproś o to innego administratora.'],
  ])(
    'an admin cannot take away their own admin role (400, %s); other roles of their own they can',
    async (language, text) => {
      const res = await post(admin, rolesUrl(adminId), { revoke: ['admin'] }, language);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: text, errors: { revoke: text } });
      expect((await get(admin, '/api/auth/session')).json().user.roles).toEqual(['user', 'admin']);
      const own = await post(admin, rolesUrl(adminId), { grant: ['pro'] });
      expect(AdminUserDetail.parse(own.json()).roles).toEqual(['user', 'pro', 'admin']);
      await post(admin, rolesUrl(adminId), { revoke: ['pro'] });
    },
  );

  it('a session of a locked account is refused however it was made (a social sign-in has no password check)', async () => {
    const { session, id } = await newMember();
    expect((await memberRoute(session)).statusCode).toBe(200);
    // Locked in the table alone: the session the lock call would have ended is still stored.
    await t.app.database.db
      .updateTable('users')
      .set({ locked_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await memberRoute(session)).statusCode).toBe(401);
    await t.app.database.db.updateTable('users').set({ locked_at: null }).where('id', '=', id).execute();
  });

  it('locking ends the account’s sessions and refuses its sign-in with a clear message; unlocking lets it in again', async () => {
    const { session, id, email } = await newMember();
    expect((await memberRoute(session)).statusCode).toBe(200);

    const locked = await post(admin, lockUrl(id), { locked: true });
    expect(locked.statusCode, locked.body).toBe(200);
    const detail = AdminUserDetail.parse(locked.json());
    expect(detail.lockedAt).not.toBeNull();
    expect(detail.activeSessions).toBe(0);
    expect((await memberRoute(session)).statusCode).toBe(401);

    const refused = await login(t.app, email, REGISTRATION.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, error: LOCKED_TEXT, code: 'account_disabled' });
    expect(sessionCookieOf(refused.headers['set-cookie'])).toBeNull();
    // A wrong password does not reveal the lock.
    expect((await login(t.app, email, 'not-the-password')).json().error).not.toBe(LOCKED_TEXT);

    // Locking again keeps the first time.
    expect(AdminUserDetail.parse((await post(admin, lockUrl(id), { locked: true })).json()).lockedAt).toBe(
      detail.lockedAt,
    );
    const listed = AdminUsersResponse.parse(
      (await get(admin, `${api.admin_users.path}?q=${encodeURIComponent(email)}`)).json(),
    );
    expect(listed.items[0]!.lockedAt).toBe(detail.lockedAt);

    const unlocked = await post(admin, lockUrl(id), { locked: false });
    expect(AdminUserDetail.parse(unlocked.json()).lockedAt).toBeNull();
    const welcome = await login(t.app, email, REGISTRATION.password);
    expect(welcome.statusCode, welcome.body).toBe(200);
    const back = await sessionOf(t.app, sessionCookieOf(welcome.headers['set-cookie'])!);
    expect((await memberRoute(back)).statusCode).toBe(200);

    const audit = await auditOf(id);
    expect(audit.items.map((entry) => entry.action)).toEqual(['user.unlock', 'user.lock']);
    expect(audit.items[1]).toMatchObject({
      actorId: adminId,
      before: { lockedAt: null },
      after: { lockedAt: detail.lockedAt, sessionsEnded: 1 },
    });
    expect(audit.items[0]).toMatchObject({
      before: { lockedAt: detail.lockedAt },
      after: { lockedAt: null },
    });
  }, 60_000);

  it.each([
    ['de', 'Du kannst dein eigenes Konto nicht sperren.'],
    ['pl', 'Nie możesz zablokować własnego konta.'],
  ])('an admin cannot lock their own account (400, %s)', async (language, text) => {
    const res = await post(admin, lockUrl(adminId), { locked: true }, language);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: text });
    expect((await memberRoute(admin)).statusCode).toBe(200);
  });

  it('a locked account’s sign-in is refused in every language', async () => {
    const { id, email } = await newMember();
    await post(admin, lockUrl(id), { locked: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'de' },
      payload: {
        username: email,
        password: REGISTRATION.password,
        captcha: await solvedCaptcha(t.app),
        language: 'de',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(
      'Dieses Konto wurde von einem Administrator gesperrt. Bitte wende dich an unseren Support.',
    );
  }, 30_000);

  it('ending all sessions signs the user out everywhere: { ended: n } and an audit row', async () => {
    const { session, id, email } = await newMember();
    const other = await login(t.app, email, REGISTRATION.password);
    const second = await sessionOf(t.app, sessionCookieOf(other.headers['set-cookie'])!);
    const res = await post(admin, endUrl(id));
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminSessionsEnded.parse(res.json())).toEqual({ ended: 2 });
    expect((await memberRoute(session)).statusCode).toBe(401);
    expect((await memberRoute(second)).statusCode).toBe(401);
    expect(AdminUserDetail.parse((await get(admin, userUrl(id))).json()).activeSessions).toBe(0);
    expect(AdminSessionsEnded.parse((await post(admin, endUrl(id))).json())).toEqual({ ended: 0 });
    const audit = await auditOf(id);
    expect(audit.items.map((entry) => [entry.action, entry.after])).toEqual([
      ['user.sessions-end', { sessionsEnded: 0 }],
      ['user.sessions-end', { sessionsEnded: 2 }],
    ]);
    // The account itself still signs in.
    expect((await login(t.app, email, REGISTRATION.password)).statusCode).toBe(200);
  }, 30_000);

  it('an unknown account is 404 on every route for one account; a bad id or body is 400 and changes nothing', async () => {
    const unknown = 2_000_000_000;
    expect((await get(admin, userUrl(unknown))).statusCode).toBe(404);
    expect((await post(admin, rolesUrl(unknown), { grant: ['pro'] })).statusCode).toBe(404);
    expect((await post(admin, lockUrl(unknown), { locked: true })).statusCode).toBe(404);
    expect((await post(admin, endUrl(unknown))).statusCode).toBe(404);

    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await get(admin, userUrl(id))).statusCode, id).toBe(400);
      expect((await post(admin, lockUrl(id), { locked: true })).statusCode, id).toBe(400);
    }
    for (const body of [
      {},
      { grant: [] },
      { grant: ['owner'] },
      { grant: 'pro' },
      { grant: ['pro'], revoke: ['pro'] },
    ]) {
      const res = await post(admin, rolesUrl(memberId), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'validation_failed' });
    }
    for (const body of [{}, { locked: 'yes' }, { locked: 1 }]) {
      expect((await post(admin, lockUrl(memberId), body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const query of ['role=owner', 'sort=name', 'page=0', 'page=abc', `q=${'x'.repeat(201)}`]) {
      expect((await get(admin, `${api.admin_users.path}?${query}`)).statusCode, query).toBe(400);
    }
    for (const query of ['targetType=User!', 'page=-1', `targetId=${'1'.repeat(51)}`]) {
      expect((await get(admin, `${api.admin_audit.path}?${query}`)).statusCode, query).toBe(400);
    }
    const row = await db()
      .selectFrom('users')
      .select(['roles', 'locked_at'])
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ roles: JSON.stringify(['user']), locked_at: null });
  }, 30_000);

  it('the audit log lists every account change newest first, 20 a page, and filters by record', async () => {
    const { id } = await newMember();
    // 22 changes: pro, then specialist instead, then pro again …
    for (let i = 0; i < 22; i++) {
      const [grant, revoke] = i % 2 === 0 ? ['pro', 'specialist'] : ['specialist', 'pro'];
      expect((await post(admin, rolesUrl(id), { grant: [grant], revoke: [revoke] })).statusCode).toBe(200);
    }
    const mine = await auditOf(id);
    expect(mine.total).toBe(22);
    expect(mine.items).toHaveLength(20);
    expect(mine.items.slice(0, 3).map((entry) => entry.after)).toEqual([
      { roles: ['user', 'specialist'] },
      { roles: ['user', 'pro'] },
      { roles: ['user', 'specialist'] },
    ]);
    const minePage2 = AuditResponse.parse(
      (await get(admin, `${api.admin_audit.path}?targetType=user&targetId=${id}&page=2`)).json(),
    );
    expect(minePage2.items.map((entry) => entry.after)).toEqual([
      { roles: ['user', 'specialist'] },
      { roles: ['user', 'pro'] },
    ]);
    expect(minePage2.items.at(-1)!.before).toEqual({ roles: ['user'] });
    const all = AuditResponse.parse((await get(admin, api.admin_audit.path)).json());
    expect(all.total).toBeGreaterThan(20);
    expect(all.items).toHaveLength(20);
    expect(all.items[0]!.id).toBe(mine.items[0]!.id);
    const ids = all.items.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page2 = AuditResponse.parse((await get(admin, `${api.admin_audit.path}?page=2`)).json());
    expect(page2.items[0]!.id).toBeLessThan(ids.at(-1)!);
    expect(
      AuditResponse.parse((await get(admin, `${api.admin_audit.path}?targetType=recipe`)).json()),
    ).toMatchObject({
      total: 0,
      items: [],
    });
  }, 30_000);
});

describe.each(TEST_DIALECTS)('migration 0034 on %s', (dialect) => {
  it('adds users.locked_at and the audit log, and its down removes both', async () => {
    const target = await freshDatabase(dialect);
    const { db, adapter, close } = openDatabase(target.url);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(adapter) } });
      const columnsOf = async (table: string) =>
        (await db.introspection.getTables()).find((x) => x.name === table)?.columns.map((c) => c.name) ??
        null;
      expect((await migrator.migrateTo('0034-admin-accounts')).error).toBeUndefined();
      expect(await columnsOf('users')).toContain('locked_at');
      expect((await columnsOf('audit_log'))!.sort()).toEqual(
        [
          'action',
          'actor_email',
          'actor_id',
          'after',
          'before',
          'created_at',
          'id',
          'target_id',
          'target_type',
        ].sort(),
      );
      expect((await migrator.migrateTo('0033-narrations')).error).toBeUndefined();
      expect(await columnsOf('audit_log')).toBeNull();
      expect(await columnsOf('users')).not.toContain('locked_at');
      expect((await migrator.migrateTo('0034-admin-accounts')).error).toBeUndefined();
    } finally {
      await close();
      await target.drop();
    }
  });
});

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatCreateResponse } from '../../../core/contracts/chat';
import { MarkAllReadResponse, NotificationsResponse } from '../../../core/contracts/notifications';
import { CheckoutResponse } from '../../../core/contracts/orders';
import { api } from '../../../core/routes';
import { createInProcessBus } from '../../lib/live-bus';
import { registerUser, type SignedIn } from '../../testing/auth-helpers';
import { addBillingAddress } from '../../testing/billing';
import { openEventStream } from '../../testing/event-stream';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { importProPackages } from '../reference-data/pro-package-content';
import { createNotificationsRepo } from './notifications.repo';
import {
  createNotificationsService,
  NOTIFICATIONS_SHOWN,
  presentNotification,
} from './notifications.service';

interface Member extends SignedIn {
  id: number;
}

/** Issue 15 A4's promise for the chat holds for the count it carries too. */
const LIVE_WITHIN_MS = 1_000;

describe('a notification’s content (NOTIF-05)', () => {
  it('is HTML of our texts with the data escaped: a name or diet with markup is shown as text and never runs', () => {
    const item = presentNotification(
      {
        id: 1,
        kind: 'diet_assigned',
        params: JSON.stringify({
          name: '<script>alert(1)</script>',
          diet: '"><img src=x onerror=alert(2)>',
          dietId: 7,
        }),
        created_at: '2026-03-01T10:00:00.000Z',
        read_at: null,
      },
      'en',
    )!;
    expect(item.content).toBe(
      '<p><strong>&lt;script&gt;alert(1)&lt;/script&gt;</strong> has assigned you the diet <strong>"&gt;&lt;img src=x onerror=alert(2)&gt;</strong>.</p>' +
        '<p><a href="/en/personal-diet/my-diets.7.html">Open the diet</a></p>',
    );
    expect(item.content).not.toMatch(/<script|<img/);
  });

  it('a stored row that does not match its kind’s data is left out rather than shown broken', () => {
    const row = { id: 1, created_at: '2026-03-01T10:00:00.000Z', read_at: null } as const;
    expect(presentNotification({ ...row, kind: 'pro_ending', params: '{"until":"soon"}' }, 'en')).toBeNull();
    expect(presentNotification({ ...row, kind: 'order_paid', params: 'not json' }, 'en')).toBeNull();
  });
});

describe.each(TEST_DIALECTS)('notifications on %s (issue 19 A5)', (dialect) => {
  let t: TestApp;
  let origin: string;
  let serial = 0;
  let admin: Member;

  async function member(firstname: string, lastname = 'Test'): Promise<Member> {
    serial += 1;
    const signedIn = await registerUser(t.app, {
      firstname,
      lastname,
      email: `notifications-${serial}-${dialect}@example.com`,
    });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: signedIn.headers,
    });
    return { ...signedIn, id: session.json<{ user: { id: number } }>().user.id };
  }
  const setRoles = (who: Member, roles: string[]) =>
    t.app.database.db
      .updateTable('users')
      .set({ roles: JSON.stringify(roles) })
      .where('id', '=', who.id)
      .execute();

  const call = (who: Member | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...(who?.headers ?? {}), 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  async function notificationsOf(who: Member, locale = 'en') {
    const res = await call(who, 'GET', `/api/header/notifications?locale=${locale}`);
    expect(res.statusCode, res.body).toBe(200);
    return NotificationsResponse.strict().parse(res.json());
  }
  const markAllRead = (who: Member | null) => call(who, 'POST', '/api/header/notifications/mark-all-read');
  async function startChat(from: Member, to: Member, message = 'Hello!'): Promise<string> {
    const res = await call(from, 'POST', '/api/chats', { receiver: to.id, message });
    expect(res.statusCode, res.body).toBe(200);
    return ChatCreateResponse.parse(res.json()).chat!.uid;
  }
  /** The service on the test's database with its own clock (the app's runs on the real one). */
  const serviceAt = (date: string) =>
    createNotificationsService({
      repo: createNotificationsRepo(t.app.database.db),
      bus: createInProcessBus(),
      now: () => new Date(date),
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await importProPackages(t.app.database.db, { contentDir: 'content' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    admin = await member('Ada', 'Admin');
    await setRoles(admin, ['user', 'admin']);
  }, 120_000);
  afterAll(async () => t.close());

  it('[NOTIF-03] [NOTIF-04] a chat invitation notifies its recipient: GET with the locale answers items (id, title, createdAt, HTML content, active) and the unread count', async () => {
    expect(api.api_header_notifications).toMatchObject({ method: 'GET', path: '/api/header/notifications' });
    const anna = await member('Anna', 'Nowak');
    const ben = await member('Ben');
    const before = Date.now();
    const uid = await startChat(anna, ben, 'Hi Ben');

    const answer = await notificationsOf(ben, 'en');
    expect(answer.unread).toBe(1);
    expect(answer.items).toHaveLength(1);
    const [item] = answer.items;
    expect(Object.keys(item!).sort()).toEqual(['active', 'content', 'createdAt', 'id', 'title']);
    expect(item).toMatchObject({
      id: expect.any(Number),
      title: 'New chat invitation',
      content: `<p><strong>Anna Nowak</strong> would like to chat with you.</p><p><a href="/en/chat?chat=${uid}">Open the conversation</a></p>`,
      active: true,
    });
    expect(Date.parse(item!.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    // The starter is told nothing of their own invitation.
    expect(await notificationsOf(anna)).toEqual({ items: [], unread: 0 });
  });

  it('[NOTIF-03] the texts are written in the language asked for now, not the one of the event', async () => {
    const anna = await member('Anna');
    const ben = await member('Ben');
    const uid = await startChat(anna, ben);
    const [de] = (await notificationsOf(ben, 'de')).items;
    expect(de).toMatchObject({
      title: 'Neue Chat-Einladung',
      content: `<p><strong>Anna Test</strong> möchte mit dir chatten.</p><p><a href="/de/chat?chat=${uid}">Unterhaltung öffnen</a></p>`,
    });
    const [pl] = (await notificationsOf(ben, 'pl')).items;
    expect(pl).toMatchObject({ id: de!.id, title: 'Nowe zaproszenie do czatu' });
    expect(pl!.content).toContain(`href="/pl/czat?chat=${uid}"`);
    // A language we do not have reads as English (the locale is normalised as everywhere).
    expect((await notificationsOf(ben, 'fr')).items[0]!.title).toBe('New chat invitation');
  });

  it('an accepted invitation notifies its starter (by accepting or by replying); a rejected one does not', async () => {
    const anna = await member('Anna');
    const ben = await member('Ben', 'Kowalski');
    const uid = await startChat(anna, ben);
    expect((await call(ben, 'POST', `/api/chats/${uid}/accept`)).statusCode).toBe(200);
    const [accepted] = (await notificationsOf(anna, 'pl')).items;
    expect(accepted).toMatchObject({
      title: 'Zaproszenie do czatu przyjęte',
      content: `<p><strong>Ben Kowalski</strong> przyjmuje Twoje zaproszenie do czatu. Możecie już do siebie pisać.</p><p><a href="/pl/czat?chat=${uid}">Otwórz rozmowę</a></p>`,
      active: true,
    });

    // A reply from the recipient of a pending request accepts it too.
    const cleo = await member('Cleo');
    const dora = await member('Dora');
    await startChat(cleo, dora);
    const reply = await call(dora, 'POST', '/api/chats', { receiver: cleo.id, message: 'Gladly!' });
    expect(reply.json()).toMatchObject({ reason: 'exists', chat: { status: 'accepted' } });
    expect((await notificationsOf(cleo)).items.map((item) => item.title)).toEqual([
      'Chat invitation accepted',
    ]);

    const eve = await member('Eve');
    const finn = await member('Finn');
    const rejected = await startChat(eve, finn);
    expect((await call(finn, 'POST', `/api/chats/${rejected}/reject`)).statusCode).toBe(200);
    expect((await notificationsOf(eve)).unread).toBe(0);
    // Messages in an accepted chat are the chat's own news, not notifications.
    expect((await call(anna, 'POST', `/api/chats/${uid}/messages`, { message: 'Thanks' })).statusCode).toBe(
      200,
    );
    expect((await notificationsOf(ben)).items.map((item) => item.title)).toEqual(['New chat invitation']);
  });

  it('an order paid by bank transfer notifies its buyer once, with its number and a link to it', async () => {
    const buyer = await member('Ola');
    await addBillingAddress(t.app, buyer);
    const pack = await t.app.database.db
      .selectFrom('pro_packages')
      .select('id')
      .where('key', '=', 'pro-1-month')
      .executeTakeFirstOrThrow();
    const added = await call(buyer, 'POST', '/api/basket/items', {
      productType: 'pro_package',
      productId: pack.id,
      language: 'en',
    });
    expect(added.statusCode, added.body).toBe(200);
    const checkout = await call(buyer, 'POST', '/api/checkout', {
      locale: 'en',
      paymentMethod: 'bank_transfer',
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { order } = CheckoutResponse.parse(checkout.json());
    // Not before the money is there.
    expect((await notificationsOf(buyer)).unread).toBe(0);

    for (let i = 0; i < 2; i += 1)
      expect((await call(admin, 'POST', `/api/admin/orders/${order.uid}/paid`)).statusCode).toBe(200);
    const answer = await notificationsOf(buyer, 'de');
    expect(answer.unread).toBe(1);
    expect(answer.items[0]).toMatchObject({
      title: 'Zahlung eingegangen',
      content: `<p>Deine Zahlung für die Bestellung <strong>${order.number}</strong> ist bei uns eingegangen. Vielen Dank!</p><p><a href="/de/konto/bestellungen?order=${order.uid}">Bestellung ansehen</a></p>`,
    });
  });

  it('a diet a specialist assigns notifies the client, with the specialist’s and the diet’s names and a link to their copy', async () => {
    const specialist = await member('Anna', 'Dietetyk');
    const client = await member('Jürgen', 'Groß');
    await setRoles(specialist, ['user', 'specialist']);
    const uid = await startChat(specialist, client);
    await call(client, 'POST', `/api/chats/${uid}/accept`);
    const saved = await call(specialist, 'POST', '/api/diets', {
      name: 'Lean & green week',
      plan: [{ date: '2026-12-01', meals: [], exercises: [], hydrationLog: [] }],
      meta: {
        personalData: {},
        preferences: {},
        schedule: { items: [{ id: 'm', time: '08:00', type: 'Meal', label: '' }] },
        targetCalories: 2100,
        planDuration: 1,
        startDate: '2026-12-01',
        generatedAt: '2026-11-26T10:00:00.000Z',
      },
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const assigned = await call(specialist, 'POST', `/api/specialist/clients/${client.id}/diets`, {
      dietId: saved.json<{ diet: { id: number } }>().diet.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const copy = assigned.json<{ dietId: number }>().dietId;

    const [item] = (await notificationsOf(client, 'en')).items;
    expect(item).toMatchObject({
      title: 'A new diet from your specialist',
      content: `<p><strong>Anna Dietetyk</strong> has assigned you the diet <strong>Lean &amp; green week</strong>.</p><p><a href="/en/personal-diet/my-diets.${copy}.html">Open the diet</a></p>`,
    });
  });

  it('a pro package about to end (within 7 days) is announced once per end date by the daily job', async () => {
    const ending = await member('Pia');
    const later = await member('Lars');
    const adminPro = await member('Ida');
    const lapsed = await member('Lea');
    const setPro = (who: Member, roles: string[], until: string | null) =>
      t.app.database.db
        .updateTable('users')
        .set({ roles: JSON.stringify(roles), pro_until: until })
        .where('id', '=', who.id)
        .execute();
    await setPro(ending, ['user', 'pro'], '2026-03-20');
    await setPro(later, ['user', 'pro'], '2026-03-21');
    await setPro(adminPro, ['user', 'pro'], null);
    // The daily expiry has not run yet: the date is past, the role still there.
    await setPro(lapsed, ['user', 'pro'], '2026-03-12');

    const job = serviceAt('2026-03-13T06:00:00.000Z');
    await job.remindProEnding();
    expect((await notificationsOf(ending)).unread).toBe(1);
    for (const who of [later, adminPro, lapsed]) expect((await notificationsOf(who)).unread).toBe(0);
    // Every later run that week changes nothing for the same end date.
    await job.remindProEnding();
    await serviceAt('2026-03-19T06:00:00.000Z').remindProEnding();
    expect((await notificationsOf(ending)).unread).toBe(1);
    expect((await notificationsOf(later)).unread).toBe(1);

    const [item] = (await notificationsOf(ending, 'de')).items;
    expect(item).toMatchObject({
      title: 'Dein Pro-Paket läuft bald ab',
      content:
        '<p>Dein Pro-Paket läuft am <strong>20. März 2026</strong> ab. Verlängere es, damit dir die Pro-Funktionen erhalten bleiben.</p><p><a href="/de/pro-paket/">Pro-Pakete ansehen</a></p>',
    });
    expect((await notificationsOf(ending, 'en')).items[0]!.content).toContain(
      'Your Pro package ends on <strong>March 20, 2026</strong>.',
    );

    // Renewed: the new end date is announced in its turn.
    await setPro(ending, ['user', 'pro'], '2026-04-19');
    await serviceAt('2026-04-14T06:00:00.000Z').remindProEnding();
    expect((await notificationsOf(ending)).unread).toBe(2);
  });

  it('[NOTIF-03] the newest 30 are shown, newest first; the count covers them all', async () => {
    const busy = await member('Bea');
    const service = serviceAt('2026-03-01T10:00:00.000Z');
    for (let i = 1; i <= NOTIFICATIONS_SHOWN + 2; i += 1)
      await service.notify(busy.id, 'order_paid', {
        order: `o${i}`,
        number: `NUT-2026-${String(i).padStart(6, '0')}`,
      });
    const answer = await notificationsOf(busy);
    expect(answer.unread).toBe(32);
    expect(answer.items).toHaveLength(30);
    expect(answer.items[0]!.content).toContain('NUT-2026-000032');
    expect(answer.items.at(-1)!.content).toContain('NUT-2026-000003');
  });

  it('[NOTIF-07] POST mark-all-read with no body marks all of the member’s read, and only theirs', async () => {
    expect(api.api_header_notifications_mark_all_read).toMatchObject({
      method: 'POST',
      path: '/api/header/notifications/mark-all-read',
    });
    expect('body' in api.api_header_notifications_mark_all_read).toBe(false);
    const anna = await member('Anna');
    const ben = await member('Ben');
    const cleo = await member('Cleo');
    await startChat(anna, ben);
    await startChat(cleo, ben);
    await startChat(ben, anna);
    await startChat(anna, cleo);

    const res = await markAllRead(ben);
    expect(res.statusCode, res.body).toBe(200);
    expect(MarkAllReadResponse.parse(res.json())).toEqual({ success: true, marked: 2 });
    const after = await notificationsOf(ben);
    expect(after.unread).toBe(0);
    expect(after.items.map((item) => item.active)).toEqual([false, false]);
    // Nobody else's: Anna's and Cleo's stay unread.
    expect((await notificationsOf(anna)).unread).toBe(1);
    expect((await notificationsOf(cleo)).unread).toBe(1);
    // Again: nothing left to mark.
    expect(MarkAllReadResponse.parse((await markAllRead(ben)).json())).toEqual({ success: true, marked: 0 });
    // A later one is unread again.
    await startChat(await member('Dan'), ben);
    expect((await notificationsOf(ben)).unread).toBe(1);
  });

  it('a member reads only their own notifications; guests get 401 for both calls', async () => {
    const anna = await member('Anna');
    const ben = await member('Ben');
    await startChat(anna, ben);
    const own = await notificationsOf(anna);
    expect(own.items).toEqual([]);
    expect((await call(null, 'GET', '/api/header/notifications?locale=en')).statusCode).toBe(401);
    expect((await markAllRead(null)).statusCode).toBe(401);
    // Without the session's CSRF token a signed-in POST is refused too (a cross-site form cannot mark them).
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/header/notifications/mark-all-read',
      headers: { cookie: ben.cookie },
    });
    expect(forged.statusCode).toBe(403);
    expect((await notificationsOf(ben)).unread).toBe(1);
  });

  it('a chat name with markup is shown as text in the notification: nothing of it runs', async () => {
    const mallory = await member('<script>alert(1)</script>', '<img src=x onerror=alert(2)>');
    const ben = await member('Ben');
    await startChat(mallory, ben);
    const [item] = (await notificationsOf(ben)).items;
    expect(item!.content).toContain(
      '<strong>&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt;</strong>',
    );
    expect(item!.content).not.toMatch(/<script|<img/);
  });

  it('the member’s open live stream carries the unread count: at its start, when one arrives and when they are read', async () => {
    const anna = await member('Anna');
    const ben = await member('Ben');
    const live = await openEventStream(`${origin}/api/chats/stream`, { cookie: ben.cookie });
    expect(live.status).toBe(200);
    const first = await live.next((event) => event.type === 'notifications');
    expect(JSON.parse(first.data)).toEqual({ unread: 0 });
    // It is no chat event: the resume cursor stays the chat's.
    expect(first.id).toBeNull();

    const counts = () =>
      live.events.filter((event) => event.type === 'notifications').map((event) => JSON.parse(event.data));
    const sentAt = performance.now();
    await startChat(anna, ben);
    const arrived = await live.next(
      (event) => event.type === 'notifications' && JSON.parse(event.data).unread === 1,
      LIVE_WITHIN_MS,
    );
    expect(arrived.at - sentAt).toBeLessThan(LIVE_WITHIN_MS);

    const readAt = performance.now();
    expect((await markAllRead(ben)).statusCode).toBe(200);
    await expect.poll(() => counts().length, { timeout: LIVE_WITHIN_MS }).toBe(3);
    expect(live.events.at(-1)!.at - readAt).toBeLessThan(LIVE_WITHIN_MS);
    // Each count is sent once: the stream does not repeat one that did not change.
    expect(counts()).toEqual([{ unread: 0 }, { unread: 1 }, { unread: 0 }]);
    live.close();
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderDetail, AdminOrdersResponse } from '../../../core/contracts/admin-orders';
import { AuditResponse } from '../../../core/contracts/admin-users';
import { CheckoutResponse, Order } from '../../../core/contracts/orders';
import { api, apiHref } from '../../../core/routes';
import { registerUser, type SignedIn } from '../../testing/auth-helpers';
import { addBillingAddress } from '../../testing/billing';
import { REAL_DATA_DIR } from '../../testing/reference-fixture';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { catalogueIndexing } from '../catalogue/catalogues';
import { importReferenceData } from '../reference-data/reference-import';

/** A loopback stand-in for Stripe's checkout session endpoint (as in the orders tests). */
function fakeStripe() {
  let made = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
        response.statusCode = 404;
        return void response.end(
          JSON.stringify({ error: { message: 'unknown', type: 'invalid_request_error' } }),
        );
      }
      const form = new URLSearchParams(body);
      made += 1;
      const id = `cs_test_${made}`;
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]'),
          client_reference_id: form.get('client_reference_id'),
          payment_status: 'unpaid',
        }),
      );
    });
  });
  return {
    start: () =>
      new Promise<string>((done) =>
        server.listen(0, '127.0.0.1', () =>
          done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

describe.each(TEST_DIALECTS)('orders for admins on %s (issue 24 A3)', (dialect) => {
  let t: TestApp;
  const stripe = fakeStripe();
  let admin: SignedIn;
  let member: SignedIn;
  let other: SignedIn;
  let ebook: { id: number };
  let template: { id: number; name_pl: string };
  /** The member's bank transfers, oldest first. */
  const transfers: Order[] = [];
  let card: Order;
  let euro: Order;

  const adminEmail = `ada-admin-orders-${dialect}@example.com`;
  const memberEmail = `ola-admin-orders-${dialect}@example.com`;
  const otherEmail = `Jan_Kowalski-${dialect}@Example.com`;

  const db = () => t.app.database.db;
  const call = (who: SignedIn | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...(who?.headers ?? {}), 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const buy = async (
    who: SignedIn,
    productType: string,
    productId: number,
    locale: 'pl' | 'de' | 'en',
    paymentMethod: 'bank_transfer' | 'stripe',
  ): Promise<Order> => {
    const added = await call(who, 'POST', '/api/basket/items', { productType, productId, language: locale });
    expect(added.statusCode, added.body).toBe(200);
    const res = await call(who, 'POST', api.checkout.path, { locale, paymentMethod });
    expect(res.statusCode, res.body).toBe(200);
    return CheckoutResponse.parse(res.json()).order;
  };
  const list = async (query: string) => {
    const res = await call(admin, 'GET', `${api.admin_orders.path}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return AdminOrdersResponse.parse(res.json());
  };
  const orderUrl = (uid: string) => apiHref(api.admin_order, { uid });
  const paidUrl = (uid: string) => apiHref(api.admin_order_paid, { uid });

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: {
        FILES_DIR: 'var/test-cache/files',
        STRIPE_SECRET_KEY: 'sk_test_nutrio_fake',
        STRIPE_WEBHOOK_SECRET: 'whsec_nutrio_test_secret',
        STRIPE_API_URL: await stripe.start(),
      },
    });
    await importReferenceData(
      db(),
      {
        dataDir: REAL_DATA_DIR,
        contentDir: resolve('content'),
        mediaDir: resolve('var/test-cache/media'),
        filesDir: 'var/test-cache/files',
      },
      { search: catalogueIndexing(db(), t.app.searchProvider) },
    );
    ebook = await db().selectFrom('ebooks').select(['id']).orderBy('id').executeTakeFirstOrThrow();
    template = await db()
      .selectFrom('diet_templates')
      .select(['id', 'name_pl'])
      .where('free', '=', 0)
      .orderBy('days')
      .executeTakeFirstOrThrow();
    admin = await registerUser(t.app, { firstname: 'Ada', email: adminEmail });
    member = await registerUser(t.app, { firstname: 'Ola', email: memberEmail });
    other = await registerUser(t.app, { firstname: 'Jan', email: otherEmail });
    await db()
      .updateTable('users')
      .set({ roles: JSON.stringify(['user', 'admin']) })
      .where('email', '=', adminEmail)
      .execute();
    for (const who of [member, other]) await addBillingAddress(t.app, who);
    // 21 bank transfers of one e-book (unpaid, so it may be ordered again), then a card and a euro order.
    for (let i = 0; i < 21; i++) transfers.push(await buy(member, 'ebook', ebook.id, 'pl', 'bank_transfer'));
    card = await buy(other, 'ebook', ebook.id, 'en', 'stripe');
    euro = await buy(other, 'diet_template', template.id, 'de', 'bank_transfer');
  }, 300_000);
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  it('[ROLE-20] the order routes refuse a guest (401) and a member who is no admin (403), changing nothing', async () => {
    const uid = transfers[0]!.uid;
    for (const url of [api.admin_orders.path, orderUrl(uid)]) {
      expect((await call(null, 'GET', url)).statusCode, url).toBe(401);
      expect((await call(member, 'GET', url)).statusCode, url).toBe(403);
    }
    expect((await call(null, 'POST', paidUrl(uid))).statusCode).toBe(401);
    expect((await call(member, 'POST', paidUrl(uid))).statusCode).toBe(403);
    const row = await db()
      .selectFrom('orders')
      .select('status')
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('awaiting_payment');
  });

  it('lists every order newest first with its buyer, total and item count, 20 a page, with the total', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: 23, page: 1, perPage: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items.map((item) => item.uid).slice(0, 3)).toEqual([euro.uid, card.uid, transfers[20]!.uid]);
    const memberId = (
      await db().selectFrom('users').select('id').where('email', '=', memberEmail).executeTakeFirstOrThrow()
    ).id;
    expect(first.items[2]).toEqual({
      uid: transfers[20]!.uid,
      number: transfers[20]!.number,
      status: 'awaiting_payment',
      paymentMethod: 'bank_transfer',
      currency: 'PLN',
      grossMinor: Math.round(transfers[20]!.total.priceTotalWithTaxAndDiscount * 100),
      buyerEmail: memberEmail,
      buyerId: memberId,
      itemCount: 1,
      createdAt: transfers[20]!.createdAt,
      paidAt: null,
    });
    expect(first.items[0]).toMatchObject({ currency: 'EUR', buyerEmail: otherEmail.toLowerCase() });
    const second = await list('?page=2');
    expect(second).toMatchObject({ total: 23, page: 2, perPage: 20 });
    expect(second.items.map((item) => item.uid)).toEqual([
      transfers[2]!.uid,
      transfers[1]!.uid,
      transfers[0]!.uid,
    ]);
    expect((await list('?page=3')).items).toEqual([]);
  });

  it('searches by a part of the uid or of the buyer’s e-mail address in any case, wildcards taken literally', async () => {
    const byEmail = await list(`?q=${encodeURIComponent('JAN_KOWALSKI')}`);
    expect(byEmail.total).toBe(2);
    expect(byEmail.items.map((item) => item.uid)).toEqual([euro.uid, card.uid]);
    expect((await list('?q=ola-admin-orders')).total).toBe(21);
    const part = transfers[5]!.uid.slice(3, 14);
    const byUid = await list(`?q=${encodeURIComponent(part.toUpperCase())}`);
    expect(byUid.items.map((item) => item.uid)).toContain(transfers[5]!.uid);
    expect(byUid.total).toBeLessThan(3);
    // `_` and `%` match themselves only: "jan%kowalski" and "ola_admin" find nobody.
    expect((await list(`?q=${encodeURIComponent('jan%kowalski')}`)).total).toBe(0);
    expect((await list('?q=ola_admin')).total).toBe(0);
  });

  it('filters by status and payment method, with search and paging', async () => {
    expect((await list('?method=stripe')).items.map((item) => item.uid)).toEqual([card.uid]);
    expect((await list('?method=bank_transfer')).total).toBe(22);
    expect((await list('?status=awaiting_payment&method=bank_transfer&q=jan_')).items).toMatchObject([
      { uid: euro.uid, currency: 'EUR' },
    ]);
    expect((await list('?status=cancelled')).total).toBe(0);
  });

  it('an order’s detail has its items, totals and billing address; an unknown order is 404, a bad query or uid 400', async () => {
    const res = await call(admin, 'GET', orderUrl(euro.uid));
    expect(res.statusCode, res.body).toBe(200);
    const detail = AdminOrderDetail.parse(res.json());
    expect(detail).toMatchObject({
      uid: euro.uid,
      status: 'awaiting_payment',
      paymentMethod: 'bank_transfer',
      currency: 'EUR',
      buyerEmail: otherEmail.toLowerCase(),
      itemCount: 1,
      grossMinor: Math.round(euro.total.priceTotalWithTaxAndDiscount * 100),
      taxMinor: Math.round(euro.total.priceTax * 100),
      billingAddress: { firstname: 'Anna', city: 'Warszawa', country: 'PL' },
    });
    expect(detail.items).toEqual([
      {
        title: euro.items[0]!.title,
        productType: 'diet_template',
        productId: template.id,
        grossMinor: Math.round(euro.items[0]!.amount.priceTotalWithTaxAndDiscount * 100),
        taxMinor: Math.round(euro.items[0]!.amount.priceTax * 100),
        discountMinor: Math.round(euro.items[0]!.discount * 100),
      },
    ]);
    const unknown = await call(admin, 'GET', orderUrl('AAAAAAAAAAAAAAAAAAAA'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'This order was not found.' });
    expect((await call(admin, 'GET', orderUrl('bad uid!'))).statusCode).toBe(400);
    for (const query of ['?status=lost', '?method=cash', '?page=0', '?page=x', `?q=${'a'.repeat(201)}`]) {
      const bad = await call(admin, 'GET', `${api.admin_orders.path}${query}`);
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it('marking a bank transfer paid pays it once and writes one audit row with the status before and after and the admin', async () => {
    const uid = transfers[3]!.uid;
    const res = await call(admin, 'POST', paidUrl(uid));
    expect(res.statusCode, res.body).toBe(200);
    expect(Order.parse(res.json())).toMatchObject({ uid, status: 'paid' });
    const detail = AdminOrderDetail.parse((await call(admin, 'GET', orderUrl(uid))).json());
    expect(detail.status).toBe('paid');
    expect(detail.paidAt).not.toBeNull();
    expect((await list('?status=paid')).items.map((item) => item.uid)).toEqual([uid]);
    // A second confirmation changes nothing and writes no second row.
    expect((await call(admin, 'POST', paidUrl(uid))).statusCode).toBe(200);
    const audit = AuditResponse.parse(
      (await call(admin, 'GET', `${api.admin_audit.path}?targetType=order&targetId=${uid}`)).json(),
    );
    const adminId = (
      await db().selectFrom('users').select('id').where('email', '=', adminEmail).executeTakeFirstOrThrow()
    ).id;
    expect(audit.total).toBe(1);
    expect(audit.items[0]).toMatchObject({
      actorId: adminId,
      actorEmail: adminEmail,
      action: 'order.paid',
      targetType: 'order',
      targetId: uid,
      before: { status: 'awaiting_payment', paidAt: null },
      after: { status: 'paid', paidAt: detail.paidAt },
    });
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CheckoutResponse,
  Order,
  OrdersResponse,
  PaymentMethodsResponse,
} from '../../../core/contracts/orders';
import { registerUser, type SignedIn } from '../../testing/auth-helpers';
import { REAL_DATA_DIR } from '../../testing/reference-fixture';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { catalogueIndexing } from '../catalogue/catalogues';
import { importReferenceData } from '../reference-data/reference-import';
import { createOrdersRepo } from './orders.repo';

const WEBHOOK_SECRET = 'whsec_nutrio_test_secret';

/**
 * A loopback stand-in for the one Stripe endpoint checkout uses: it answers a checkout session for the form
 * it receives (as Stripe does) and keeps the forms; `refuseNext` makes it refuse the next checkout.
 */
function fakeStripe() {
  const sessions: URLSearchParams[] = [];
  let failures = 0;
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
      if (failures > 0) {
        failures--;
        response.statusCode = 500;
        return void response.end(JSON.stringify({ error: { message: 'down', type: 'api_error' } }));
      }
      const form = new URLSearchParams(body);
      sessions.push(form);
      const id = `cs_test_${sessions.length}`;
      let amount = 0;
      for (let i = 0; form.has(`line_items[${i}][price_data][unit_amount]`); i++)
        amount += Number(form.get(`line_items[${i}][price_data][unit_amount]`));
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          amount_total: amount,
          currency: form.get('line_items[0][price_data][currency]'),
          client_reference_id: form.get('client_reference_id'),
          payment_status: 'unpaid',
        }),
      );
    });
  });
  return {
    sessions,
    /** Refuses the next checkout, retries included (the client retries once). */
    refuseNext: () => (failures = 2),
    start: () =>
      new Promise<string>((done) =>
        server.listen(0, '127.0.0.1', () =>
          done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** A `checkout.session.completed` event as Stripe signs it. */
function completedEvent(eventId: string, session: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { object: 'checkout.session', payment_status: 'paid', ...session } },
  });
  const signature = new Stripe('sk_test_signing_only').webhooks.generateTestHeaderString({ payload, secret });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}

describe.each(TEST_DIALECTS)('checkout, payment and orders on %s (issue 18 A3, A4)', (dialect) => {
  let t: TestApp;
  const stripe = fakeStripe();
  let member: SignedIn;
  let other: SignedIn;
  let admin: SignedIn;
  let ebook: { id: number; name_pl: string };
  let template: { id: number; name_pl: string; target_kcal: number; days: number };

  const call = (
    who: SignedIn | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(who?.headers ?? {}), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const add = (who: SignedIn, productType: string, productId: number) =>
    call(who, 'POST', '/api/basket/items', { productType, productId, language: 'pl' });
  const price = async (type: string, id: number, currency: string) =>
    t.app.database.db
      .selectFrom('product_prices')
      .selectAll()
      .where('product_type', '=', type)
      .where('product_id', '=', id)
      .where('currency', '=', currency)
      .executeTakeFirstOrThrow();
  const access = async (email: string, ebookId: number) =>
    t.app.database.db
      .selectFrom('ebook_access as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select('a.source')
      .where('u.email', '=', email)
      .where('a.ebook_id', '=', ebookId)
      .execute();
  const dietsOf = async (email: string) =>
    t.app.database.db
      .selectFrom('diets as d')
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .select(['d.name', 'd.meta', 'd.plan'])
      .where('u.email', '=', email)
      .execute();
  const webhook = (event: { payload: string; headers: Record<string, string> }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: event.payload,
      headers: event.headers,
    });

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: {
        FILES_DIR: 'var/test-cache/files',
        STRIPE_SECRET_KEY: 'sk_test_nutrio_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: await stripe.start(),
      },
    });
    await importReferenceData(
      t.app.database.db,
      {
        dataDir: REAL_DATA_DIR,
        contentDir: resolve('content'),
        mediaDir: resolve('var/test-cache/media'),
        filesDir: 'var/test-cache/files',
      },
      { search: catalogueIndexing(t.app.database.db, t.app.searchProvider) },
    );
    ebook = await t.app.database.db
      .selectFrom('ebooks')
      .select(['id', 'name_pl'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    template = await t.app.database.db
      .selectFrom('diet_templates')
      .select(['id', 'name_pl', 'target_kcal', 'days'])
      .where('free', '=', 0)
      .orderBy('days')
      .executeTakeFirstOrThrow();
    member = await registerUser(t.app, { firstname: 'Ola', email: `ola-orders-${dialect}@example.com` });
    other = await registerUser(t.app, { firstname: 'Jan', email: `jan-orders-${dialect}@example.com` });
    admin = await registerUser(t.app, { firstname: 'Ada', email: `ada-orders-${dialect}@example.com` });
    await t.app.database.db
      .updateTable('users')
      .set({ roles: JSON.stringify(['user', 'admin']) })
      .where('email', '=', `ada-orders-${dialect}@example.com`)
      .execute();
  }, 300_000);
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  it('offers a bank transfer and, with Stripe configured, a card; without a method the answer is “No payment method selected”', async () => {
    expect(PaymentMethodsResponse.parse((await call(member, 'GET', '/api/checkout/methods')).json())).toEqual(
      {
        methods: ['bank_transfer', 'stripe'],
      },
    );
    await add(member, 'ebook', ebook.id);
    const none = await call(member, 'POST', '/api/checkout', { locale: 'en' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ errors: { paymentMethod: 'No payment method selected' } });
    expect(
      (await call(member, 'POST', '/api/checkout', { locale: 'en', paymentMethod: 'cash' })).statusCode,
    ).toBe(400);
    expect(
      (await call(null, 'POST', '/api/checkout', { locale: 'en', paymentMethod: 'bank_transfer' }))
        .statusCode,
    ).toBe(401);
  });

  it('bank transfer: the basket becomes an order at the server’s prices; an admin confirms it once; the e-book and the template’s diet are granted once', async () => {
    await add(member, 'diet_template', template.id);
    // A price the browser made up changes nothing: the body has no say in amounts.
    const res = await call(member, 'POST', '/api/checkout', {
      locale: 'pl',
      paymentMethod: 'bank_transfer',
      total: 1,
      items: [{ price: 0.01 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { order, redirectUrl } = CheckoutResponse.parse(res.json());
    const [ebookPln, templatePln] = [
      await price('ebook', ebook.id, 'PLN'),
      await price('diet_template', template.id, 'PLN'),
    ];
    expect(redirectUrl).toBeNull();
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      paymentMethod: 'bank_transfer',
      currency: 'PLN',
      total: { priceTotalWithTaxAndDiscount: (ebookPln.final_minor + templatePln.final_minor) / 100 },
      transfer: {
        reference: order.number,
        amount: (ebookPln.final_minor + templatePln.final_minor) / 100,
        currency: 'PLN',
      },
    });
    expect(order.number).toMatch(/^NUT-\d{4}-\d{6}$/);
    expect(order.items.map((item) => item.title).sort()).toEqual([ebook.name_pl, template.name_pl].sort());
    // The basket was emptied by the order; nothing is granted before the money arrives.
    expect((await call(member, 'GET', '/api/header/basket?locale=pl')).json()).toMatchObject({ items: [] });
    expect(await access(`ola-orders-${dialect}@example.com`, ebook.id)).toEqual([]);

    // Only its buyer sees it; only an admin confirms it.
    expect((await call(other, 'GET', `/api/orders/${order.uid}`)).statusCode).toBe(404);
    expect((await call(member, 'POST', `/api/admin/orders/${order.uid}/paid`)).statusCode).toBe(403);
    const confirmations = await Promise.all([
      call(admin, 'POST', `/api/admin/orders/${order.uid}/paid`),
      call(admin, 'POST', `/api/admin/orders/${order.uid}/paid`),
    ]);
    for (const confirmed of confirmations) expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(Order.parse(confirmations[0]!.json()).status).toBe('paid');
    expect(await access(`ola-orders-${dialect}@example.com`, ebook.id)).toEqual([
      { source: `order:${order.uid}` },
    ]);
    const diets = await dietsOf(`ola-orders-${dialect}@example.com`);
    expect(diets.map((diet) => diet.name)).toEqual([template.name_pl]);
    const meta = JSON.parse(diets[0]!.meta) as { targetCalories: number; planDuration: number };
    // No diet of their own yet: the template's own target.
    expect(meta).toMatchObject({ targetCalories: template.target_kcal, planDuration: template.days });
    expect((JSON.parse(diets[0]!.plan) as unknown[]).length).toBe(template.days);

    // A third confirmation changes nothing.
    await call(admin, 'POST', `/api/admin/orders/${order.uid}/paid`);
    expect(await dietsOf(`ola-orders-${dialect}@example.com`)).toHaveLength(1);
    const mine = OrdersResponse.parse((await call(member, 'GET', '/api/orders')).json());
    expect(mine.orders.map((o) => [o.uid, o.status])).toEqual([[order.uid, 'paid']]);
    expect(OrdersResponse.parse((await call(other, 'GET', '/api/orders')).json()).orders).toEqual([]);
  });

  it('Stripe: a hosted checkout at the server’s prices; the signed webhook pays the order once; replays, forgeries and wrong amounts change nothing', async () => {
    const second = await t.app.database.db
      .selectFrom('ebooks')
      .select(['id', 'name_en'])
      .where('id', '!=', ebook.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await call(other, 'POST', '/api/basket/items', {
      productType: 'ebook',
      productId: second.id,
      language: 'en',
    });
    const res = await call(other, 'POST', '/api/checkout', { locale: 'en', paymentMethod: 'stripe' });
    expect(res.statusCode, res.body).toBe(200);
    const { order, redirectUrl } = CheckoutResponse.parse(res.json());
    const usd = await price('ebook', second.id, 'USD');
    const form = stripe.sessions.at(-1)!;
    expect(redirectUrl).toBe(`https://checkout.stripe.test/c/pay/cs_test_${stripe.sessions.length}`);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('client_reference_id')).toBe(order.uid);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe(String(usd.final_minor));
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe(second.name_en);
    expect(form.get('success_url')).toBe(`https://nutrio.test/en/account/orders?order=${order.uid}&paid=1`);
    const session = {
      id: `cs_test_${stripe.sessions.length}`,
      client_reference_id: order.uid,
      amount_total: usd.final_minor,
      currency: 'usd',
    };
    const email = `jan-orders-${dialect}@example.com`;

    const forged = completedEvent('evt_forged', session, 'whsec_someone_else');
    expect((await webhook(forged)).statusCode).toBe(400);
    const tampered = completedEvent('evt_tampered', session);
    expect(
      (await webhook({ ...tampered, payload: tampered.payload.replace('"paid"', '"paid" ') })).statusCode,
    ).toBe(400);
    const cheap = completedEvent('evt_cheap', { ...session, amount_total: 1 });
    expect((await webhook(cheap)).json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await access(email, second.id)).toEqual([]);

    const paid = completedEvent('evt_paid', session);
    expect((await webhook(paid)).json()).toEqual({ received: true, outcome: 'paid' });
    expect((await webhook(paid)).json()).toEqual({ received: true, outcome: 'replay' });
    expect(await access(email, second.id)).toEqual([{ source: `order:${order.uid}` }]);
    expect(Order.parse((await call(other, 'GET', `/api/orders/${order.uid}`)).json()).status).toBe('paid');
  });

  it('when Stripe refuses, the order is cancelled and the basket is as it was', async () => {
    await add(other, 'diet_template', template.id);
    stripe.refuseNext();
    const res = await call(other, 'POST', '/api/checkout', { locale: 'en', paymentMethod: 'stripe' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      error:
        'The payment service could not be reached. Your basket is unchanged; please try again in a moment.',
    });
    const basket = (await call(other, 'GET', '/api/header/basket?locale=en')).json<{
      items: Array<{ productId: number }>;
    }>();
    expect(basket.items.map((item) => item.productId)).toEqual([template.id]);
    const orders = OrdersResponse.parse((await call(other, 'GET', '/api/orders')).json()).orders;
    expect(orders[0]).toMatchObject({ status: 'cancelled' });
    expect((await call(admin, 'POST', `/api/admin/orders/${orders[0]!.uid}/paid`)).statusCode).toBe(409);
  });

  it('a pro package gives the pro role until its days have passed (a renewal adds up); the daily job takes it away afterwards', async () => {
    const pack = await t.app.database.db
      .selectFrom('pro_packages')
      .select(['id', 'duration_days'])
      .orderBy('duration_days')
      .executeTakeFirstOrThrow();
    const email = `ada-orders-${dialect}@example.com`;
    const buy = async () => {
      await call(admin, 'POST', '/api/basket/items', {
        productType: 'pro_package',
        productId: pack.id,
        language: 'en',
      });
      const { order } = CheckoutResponse.parse(
        (await call(admin, 'POST', '/api/checkout', { locale: 'en', paymentMethod: 'bank_transfer' })).json(),
      );
      expect((await call(admin, 'POST', `/api/admin/orders/${order.uid}/paid`)).statusCode).toBe(200);
    };
    const user = () =>
      t.app.database.db
        .selectFrom('users')
        .select(['roles', 'pro_until'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    const inDays = (days: number) => {
      const date = new Date();
      date.setUTCDate(date.getUTCDate() + days);
      return date.toISOString().slice(0, 10);
    };
    await buy();
    expect(await user()).toEqual({
      roles: JSON.stringify(['user', 'admin', 'pro']),
      pro_until: inDays(pack.duration_days),
    });
    // The session (and so the page's config) says until when.
    const session = (await call(admin, 'GET', '/api/auth/session')).json<{
      user: { roles: string[]; proUntil: string };
    }>();
    expect(session.user).toMatchObject({
      roles: expect.arrayContaining(['pro']),
      proUntil: inDays(pack.duration_days),
    });
    await buy();
    expect((await user()).pro_until).toBe(inDays(2 * pack.duration_days));

    const repo = createOrdersRepo(t.app.database.db);
    expect(await repo.expirePro(inDays(0))).toBe(0);
    await t.app.database.db
      .updateTable('users')
      .set({ pro_until: inDays(-1) })
      .where('email', '=', email)
      .execute();
    expect(await repo.expirePro(inDays(0))).toBe(1);
    expect(JSON.parse((await user()).roles)).toEqual(['user', 'admin']);
  });
});

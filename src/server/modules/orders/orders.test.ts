import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CheckoutResponse,
  Order,
  OrderSeatsResponse,
  OrdersResponse,
  PaymentMethodsResponse,
} from '../../../core/contracts/orders';
import { registerUser, type SignedIn } from '../../testing/auth-helpers';
import { addBillingAddress } from '../../testing/billing';
import { REAL_DATA_DIR } from '../../testing/reference-fixture';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';
import { catalogueIndexing } from '../catalogue/catalogues';
import { importReferenceData } from '../reference-data/reference-import';
import { invoiceBuyer, orderInvoiceContent } from './order-invoice';
import { createOrdersRepo } from './orders.repo';

const WEBHOOK_SECRET = 'whsec_nutrio_test_secret';

/**
 * A loopback stand-in for the one Stripe endpoint checkout uses: it answers a checkout session for the form
 * it receives (as Stripe does) and keeps the forms; `refuseNext` makes it refuse the next checkout.
 */
function fakeStripe() {
  const sessions: URLSearchParams[] = [];
  const refunds: URLSearchParams[] = [];
  let failures = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      // A session as Stripe gives it back once paid (its payment intent), and a refund of that intent.
      const retrieved = /^\/v1\/checkout\/sessions\/(cs_test_\d+)$/.exec(request.url ?? '');
      if (request.method === 'GET' && retrieved) {
        const n = retrieved[1]!.slice('cs_test_'.length);
        return void response.end(
          JSON.stringify({ id: retrieved[1], object: 'checkout.session', payment_intent: `pi_test_${n}` }),
        );
      }
      if (request.method === 'POST' && request.url === '/v1/refunds') {
        if (failures > 0) {
          failures--;
          response.statusCode = 500;
          return void response.end(JSON.stringify({ error: { message: 'down', type: 'api_error' } }));
        }
        const form = new URLSearchParams(body);
        refunds.push(form);
        return void response.end(
          JSON.stringify({
            id: `re_test_${refunds.length}`,
            object: 'refund',
            status: 'succeeded',
            payment_intent: form.get('payment_intent'),
          }),
        );
      }
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
    refunds,
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

/**
 * A text as a PDF writes it in a literal string, e.g. in its document information: ASCII as it is, anything
 * else as UTF-16BE with a byte order mark (PDF 1.7, 7.9.2.2); parentheses and backslashes escaped.
 */
function pdfText(text: string): string {
  const ascii = [...text].every((char) => char.charCodeAt(0) <= 0x7f);
  const bytes = ascii ? Buffer.from(text, 'ascii') : Buffer.from(`\ufeff${text}`, 'utf16le').swap16();
  return `(${bytes.toString('latin1').replace(/[\n\r\t\b\f()\\]/g, (char) => PDF_ESCAPES[char]!)})`;
}
const PDF_ESCAPES: Record<string, string> = {
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\b': '\\b',
  '\f': '\\f',
  '(': '\\(',
  ')': '\\)',
  '\\': '\\\\',
};

/** The day `days` from today (UTC), as pro_until stores it. */
function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
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
  let stripePaid: { uid: string; ebookId: number; email: string; session: string } | undefined;
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
        SELLER_NAME: 'Nutrio Testshop GmbH',
        SELLER_ADDRESS: 'Hauptstraße 5, 10115 Berlin, Deutschland',
        SELLER_TAX_ID: 'DE123456789',
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
    // Buying needs a billing address (B §9).
    for (const who of [member, other, admin]) await addBillingAddress(t.app, who);
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
    stripePaid = { uid: order.uid, ebookId: second.id, email, session: session.id };
  });

  it('an admin’s refund of a card payment pays it back through Stripe first; if Stripe refuses, nothing changes (issue 24 A3)', async () => {
    const paid = stripePaid!;
    const url = `/api/admin/orders/${paid.uid}/refund`;
    stripe.refuseNext();
    const refused = await call(admin, 'POST', url);
    expect(refused.statusCode, refused.body).toBe(502);
    expect(refused.json<{ error: string }>().error).toContain('could not be refunded through Stripe');
    expect(Order.parse((await call(other, 'GET', `/api/orders/${paid.uid}`)).json()).status).toBe('paid');
    expect(await access(paid.email, paid.ebookId)).toEqual([{ source: `order:${paid.uid}` }]);

    const done = await call(admin, 'POST', url);
    expect(done.statusCode, done.body).toBe(200);
    expect(Order.parse(done.json()).status).toBe('refunded');
    expect(stripe.refunds.at(-1)!.get('payment_intent')).toBe(
      `pi_test_${paid.session.slice('cs_test_'.length)}`,
    );
    expect(await access(paid.email, paid.ebookId)).toEqual([]);
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

  /** A new member with a billing address who puts one product in the basket and orders it by bank transfer. */
  const orderOne = async (who: SignedIn, productType: string, productId: number, locale: string) => {
    expect((await add(who, productType, productId)).statusCode).toBe(200);
    const res = await call(who, 'POST', '/api/checkout', { locale, paymentMethod: 'bank_transfer' });
    expect(res.statusCode, res.body).toBe(200);
    return CheckoutResponse.parse(res.json()).order;
  };

  it('a paid order’s invoice: a PDF for its buyer, numbered as the order, in the order’s language, from the configured seller; 404 for anyone else’s order or an unpaid one, 401 for a guest', async () => {
    const buyer = await registerUser(t.app, { firstname: 'Ewa', email: `ewa-orders-${dialect}@example.com` });
    await addBillingAddress(t.app, buyer);
    const book = await t.app.database.db
      .selectFrom('ebooks')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const order = await orderOne(buyer, 'ebook', book.id, 'de');
    const url = `/api/orders/${order.uid}/invoice.pdf`;

    // Not paid yet: there is no invoice.
    const unpaid = await call(buyer, 'GET', url);
    expect(unpaid.statusCode).toBe(404);
    expect(unpaid.json()).toMatchObject({ error: 'This order was not found.' });
    expect((await call(admin, 'POST', `/api/admin/orders/${order.uid}/paid`)).statusCode).toBe(200);

    const pdf = await call(buyer, 'GET', url);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${order.number}.pdf"`);
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The page's text is compressed: the document's information names the invoice, its total and its seller.
    const text = pdf.rawPayload.toString('latin1');
    const total = new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(
      order.total.priceTotalWithTaxAndDiscount,
    );
    expect(order.currency).toBe('EUR');
    expect(text).toContain('/Lang (de)');
    expect(text).toContain(pdfText(`Rechnung ${order.number}`));
    expect(text).toContain(pdfText(`Rechnung ${order.number}: Summe ${total}`));
    expect(text).toContain(pdfText('Nutrio Testshop GmbH'));

    // Nobody else gets it, whatever the order: another member, a guest, an unknown order.
    const foreign = await call(other, 'GET', url);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('%PDF');
    expect((await call(admin, 'GET', url)).statusCode).toBe(404);
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
    expect((await call(buyer, 'GET', '/api/orders/NoSuchOrder000000/invoice.pdf')).statusCode).toBe(404);
  });

  it('a team package: the buyer holds the first seat; an admin gives the other four, each pro until the package ends; the sixth account is refused; only admins assign', async () => {
    const team = await t.app.database.db
      .selectFrom('pro_packages')
      .select(['id', 'seats', 'duration_days'])
      .where('key', '=', 'pro-team-12-months')
      .executeTakeFirstOrThrow();
    expect(team.seats).toBe(5);
    const email = (name: string) => `${name}-seats-${dialect}@example.com`;
    const lead = await registerUser(t.app, { firstname: 'Lea', email: email('lea') });
    await addBillingAddress(t.app, lead);
    const order = await orderOne(lead, 'pro_package', team.id, 'en');
    const assign = (who: SignedIn | null, address: string, uid = order.uid) =>
      call(who, 'POST', `/api/admin/orders/${uid}/seats`, { email: address });
    const members = [];
    for (const name of ['ben', 'cai', 'dan', 'eli', 'fay'])
      members.push(await registerUser(t.app, { firstname: 'Team', email: email(name) }));
    const users = t.app.database.db.selectFrom('users').select(['email', 'roles', 'pro_until']);
    const holder = (address: string) => users.where('email', '=', address).executeTakeFirstOrThrow();

    // Not paid yet: no seats to give.
    const early = await assign(admin, email('ben'));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: 'This order has not been paid yet.' });
    expect((await call(admin, 'POST', `/api/admin/orders/${order.uid}/paid`)).statusCode).toBe(200);
    const until = inDays(team.duration_days);
    expect(await holder(email('lea'))).toMatchObject({ pro_until: until });

    // Only an admin assigns; a guest is asked to sign in.
    expect((await assign(lead, email('ben'))).statusCode).toBe(403);
    expect((await assign(null, email('ben'))).statusCode).toBe(401);

    // One with a later end keeps it; one with an admin's pro role (no end) keeps having none.
    await t.app.database.db
      .updateTable('users')
      .set({ roles: JSON.stringify(['user', 'pro']), pro_until: inDays(900) })
      .where('email', '=', email('cai'))
      .execute();
    await t.app.database.db
      .updateTable('users')
      .set({ roles: JSON.stringify(['user', 'pro']), pro_until: null })
      .where('email', '=', email('dan'))
      .execute();
    const given = [];
    for (const name of ['ben', 'cai', 'dan']) {
      const res = await assign(admin, email(name));
      expect(res.statusCode, res.body).toBe(200);
      given.push(OrderSeatsResponse.parse(res.json()));
    }
    expect(given.at(-1)).toMatchObject({ seats: 5, proUntil: until });
    expect(given.at(-1)!.holders.map((seat) => seat.email)).toEqual(['lea', 'ben', 'cai', 'dan'].map(email));
    // The same account again: nothing changes.
    const again = await assign(admin, email('ben'));
    expect(again.statusCode).toBe(200);
    expect(OrderSeatsResponse.parse(again.json()).holders).toEqual(given.at(-1)!.holders);

    expect(await holder(email('ben'))).toEqual({
      email: email('ben'),
      roles: JSON.stringify(['user', 'pro']),
      pro_until: until,
    });
    expect(await holder(email('cai'))).toMatchObject({ pro_until: inDays(900) });
    expect(await holder(email('dan'))).toMatchObject({ pro_until: null });
    // The assignee's session (and so the page) says pro, and until when.
    const session = (await call(members[0]!, 'GET', '/api/auth/session')).json<{
      user: { roles: string[]; proUntil: string | null };
    }>();
    expect(session.user).toMatchObject({ roles: expect.arrayContaining(['pro']), proUntil: until });

    // The fifth seat once, at once: one of two admins gets it; the sixth account is refused.
    const last = await Promise.all([assign(admin, email('eli')), assign(admin, email('fay'))]);
    expect(last.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = last.find((res) => res.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ error: 'All seats of this team package are taken.' });
    const loser = last[0]!.statusCode === 409 ? email('eli') : email('fay');
    expect(JSON.parse((await holder(loser)).roles)).toEqual(['user']);
    expect((await assign(admin, loser)).statusCode).toBe(409);
    const seats = await t.app.database.db
      .selectFrom('pro_seats as s')
      .innerJoin('order_items as i', 'i.id', 's.order_item_id')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .select('s.user_id')
      .where('o.uid', '=', order.uid)
      .execute();
    expect(seats).toHaveLength(5);

    // Unknown accounts and orders, and orders without a team package, are not found.
    expect((await assign(admin, email('nobody'))).statusCode).toBe(404);
    expect((await assign(admin, email('ben'), 'NoSuchOrder000000')).statusCode).toBe(404);
    const [ebookOrder] = OrdersResponse.parse((await call(member, 'GET', '/api/orders')).json()).orders;
    expect((await assign(admin, email('ben'), ebookOrder!.uid)).json()).toMatchObject({
      error: 'This order has no team package.',
    });
  });
});

describe('an order’s invoice content (issue 18 A4)', () => {
  const row = {
    id: 42,
    uid: 'u42',
    user_id: 7,
    status: 'paid' as const,
    payment_method: 'bank_transfer' as const,
    currency: 'PLN' as const,
    locale: 'pl',
    gross_minor: 17_299,
    tax_minor: 1_946,
    provider_ref: null,
    created_at: '2026-03-30T21:00:00.000Z',
    paid_at: '2026-04-02T10:00:00.000Z',
    billing_address: JSON.stringify({
      salutation: 'ms',
      title: 'dr',
      firstname: 'Anna',
      lastname: 'Nowak',
      street: 'ul. Długa',
      building_number: '12a',
      building_additional_information: 'm. 4',
      phone: null,
      company_identification_number: 'PL5260250274',
      country: 'PL',
      zip: '00-238',
      city: 'Warszawa',
    }),
    refunded_at: null,
    refunded_by: null,
  };
  const item = (id: number, gross: number, tax: number, rate: number, discount = 0) => ({
    id,
    order_id: 42,
    product_type: 'ebook' as const,
    product_id: id,
    title: `Produkt ${id}`,
    gross_minor: gross,
    tax_minor: tax,
    tax_rate_bp: rate,
    discount_minor: discount,
    granted_at: null,
  });
  const seller = {
    name: 'Nutrio sp. z o.o.',
    addressLines: ['ul. Krótka 1', '00-001 Warszawa'],
    taxId: 'PL0000000000',
  };
  const account = { email: 'anna@example.com', first_name: 'Anna', last_name: 'Nowak' };

  it('bills the address the order was billed to, each line with net, tax and gross, the tax per rate, in the order’s language', () => {
    const buyer = invoiceBuyer(row.billing_address, account, 'pl');
    expect(buyer).toEqual({
      name: 'dr Anna Nowak',
      lines: ['ul. Długa 12a', 'm. 4', '00-238 Warszawa', 'Polska'],
      taxId: 'PL5260250274',
    });
    const content = orderInvoiceContent(
      row,
      [item(1, 4_999, 935, 2300), item(2, 2_300, 110, 500, 2_300), item(3, 10_000, 901, 2300)],
      { seller, buyer },
      'pl',
    );
    expect(content).toMatchObject({
      number: 'NUT-2026-000042',
      currency: 'PLN',
      dates: [
        { label: 'Data wystawienia', date: '2026-04-02' },
        { label: 'Data sprzedaży', date: '2026-04-02' },
      ],
      seller: {
        name: 'Nutrio sp. z o.o.',
        lines: ['ul. Krótka 1', '00-001 Warszawa'],
        taxId: 'PL0000000000',
      },
      net: 17_299 - 1_946,
      tax: 1_946,
      gross: 17_299,
      labels: { title: 'Faktura', buyer: 'Nabywca', amountDue: 'Zapłacono', taxSummary: 'Podsumowanie VAT' },
    });
    expect(
      content.items.map(({ description, taxRate, net, tax, gross }) => [
        description,
        taxRate,
        net,
        tax,
        gross,
      ]),
    ).toEqual([
      ['Produkt 1', 23, 4_064, 935, 4_999],
      ['Produkt 2\nRabat: 23,00\u00a0zł', 5, 2_190, 110, 2_300],
      ['Produkt 3', 23, 9_099, 901, 10_000],
    ]);
    expect(content.byRate).toEqual([
      { taxRate: 23, net: 13_163, tax: 1_836, gross: 14_999 },
      { taxRate: 5, net: 2_190, tax: 110, gross: 2_300 },
    ]);
    expect(content.notes).toBe(
      'Zamówienie NUT-2026-000042 z 30 marca 2026, zapłacono 2 kwietnia 2026; forma płatności: przelew bankowy.',
    );
  });

  it('an order from before billing addresses is made out to the account’s name and e-mail', () => {
    expect(invoiceBuyer(null, account, 'de')).toEqual({
      name: 'Anna Nowak',
      lines: ['anna@example.com'],
      taxId: null,
    });
    expect(invoiceBuyer(null, { ...account, first_name: '', last_name: '' }, 'de')).toEqual({
      name: 'anna@example.com',
      lines: [],
      taxId: null,
    });
  });
});

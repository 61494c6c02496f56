import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DietListResponse } from '../../../core/contracts/diet-plan';
import {
  InvoiceListResponse,
  InvoiceResponse,
  SpecialistClientsResponse,
} from '../../../core/contracts/specialist-clients';
import { registerUser, type SignedIn } from '../../testing/auth-helpers';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';

interface Member extends SignedIn {
  id: number;
}

type Method = 'GET' | 'POST' | 'PUT';

const YEAR = new Date().toISOString().slice(0, 4);

const SELLER = {
  name: 'Anna Nowak Dietetyka',
  street: 'ul. Marszałkowska',
  buildingNumber: '10/4',
  zip: '00-950',
  city: 'Warszawa',
  country: 'PL',
  taxId: '525-000-00-00',
};
const BUYER = {
  name: 'Jürgen Groß',
  street: 'Friedrichstraße',
  buildingNumber: '5',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
};
const INVOICE = {
  consultationDate: '2026-03-02',
  currency: 'USD',
  items: [{ description: 'Dietary consultation', quantity: 1.5, unitNet: 10_000, taxRate: 23 }],
  seller: SELLER,
  buyer: BUYER,
  notes: 'Thank you!',
};

describe.each(TEST_DIALECTS)('specialist clients: diets and invoices on %s (issue 17 A7)', (dialect) => {
  let t: TestApp;
  let serial = 0;
  let specialist: Member;
  let otherSpecialist: Member;
  let client: Member;
  let pending: Member;
  let declined: Member;
  let stranger: Member;
  let ownDiet: number;
  let othersDiet: number;

  async function member(firstname: string, lastname = 'Test'): Promise<Member> {
    serial += 1;
    const signedIn = await registerUser(t.app, {
      firstname,
      lastname,
      email: `clients-${serial}@example.com`,
    });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: signedIn.headers,
    });
    return { ...signedIn, id: session.json<{ user: { id: number } }>().user.id };
  }

  async function makeSpecialist(who: Member) {
    await t.app.database.db
      .updateTable('users')
      .set({ roles: JSON.stringify(['user', 'specialist']) })
      .where('id', '=', who.id)
      .execute();
  }

  const call = (who: Member | null, method: Method, url: string, payload?: unknown, language = 'en') =>
    t.app.inject({
      method,
      url,
      headers: { ...(who?.headers ?? {}), 'accept-language': language },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** A chat `from` starts with `to`; `to` accepts or declines it when asked. */
  async function chat(from: Member, to: Member, answer?: 'accept' | 'reject') {
    const created = await call(from, 'POST', '/api/chats', { receiver: to.id, message: 'Hello there' });
    expect(created.statusCode, created.body).toBe(200);
    const uid = created.json<{ chat: { uid: string } }>().chat.uid;
    if (answer) expect((await call(to, 'POST', `/api/chats/${uid}/${answer}`)).statusCode).toBe(200);
    return uid;
  }

  /** A one-day diet saved through the API like any other. */
  async function savedDiet(who: Member, name: string): Promise<number> {
    const res = await call(who, 'POST', '/api/diets', {
      name,
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
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ diet: { id: number } }>().diet.id;
  }

  const assign = (who: Member, to: Member, dietId: number, language = 'en') =>
    call(who, 'POST', `/api/specialist/clients/${to.id}/diets`, { dietId }, language);
  const issue = (who: Member, to: Member, body: unknown = INVOICE, language = 'en') =>
    call(who, 'PUT', `/api/specialist/clients/${to.id}/invoice`, body, language);
  const myDiets = async (who: Member) =>
    DietListResponse.parse((await call(who, 'GET', '/api/diets')).json());
  const invoiceRows = () => t.app.database.db.selectFrom('specialist_invoices').selectAll().execute();

  let clientChat: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    specialist = await member('Anna', 'Nowak');
    otherSpecialist = await member('Olga', 'Kowalska');
    client = await member('Jürgen', 'Groß');
    pending = await member('Piotr');
    declined = await member('Dora');
    stranger = await member('Stan');
    await makeSpecialist(specialist);
    await makeSpecialist(otherSpecialist);
    clientChat = await chat(client, specialist, 'accept');
    await chat(pending, specialist);
    await chat(specialist, declined, 'reject');
    await chat(client, otherSpecialist, 'accept');
    ownDiet = await savedDiet(specialist, 'Low-FODMAP week');
    othersDiet = await savedDiet(otherSpecialist, 'Olga’s plan');
  });
  afterAll(() => t.close());

  it('assigning needs an accepted chat: pending, declined or no chat is refused (403, translated); a diet that is not mine is 404; members without the role get 403', async () => {
    for (const who of [pending, declined, stranger]) {
      const refused = await assign(specialist, who, ownDiet);
      expect(refused.statusCode, `member ${who.id}`).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'no_accepted_chat',
        error: 'You can assign diets and issue invoices only to members you have an accepted chat with.',
      });
    }
    expect((await assign(specialist, stranger, ownDiet, 'pl')).json().error).toBe(
      'Diety możesz przypisywać, a faktury wystawiać tylko osobom, z którymi masz zaakceptowany czat.',
    );
    expect((await assign(specialist, specialist, ownDiet)).statusCode).toBe(403);

    const notMine = await assign(specialist, client, othersDiet);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().code).toBe('not_found');
    expect((await assign(specialist, client, 999_999)).statusCode).toBe(404);

    // The client has an accepted chat with the specialist, but is no specialist.
    const notSpecialist = await assign(client, specialist, ownDiet);
    expect(notSpecialist.statusCode).toBe(403);
    expect(notSpecialist.json().code).toBe('forbidden');
    expect(
      (await call(null, 'POST', `/api/specialist/clients/${client.id}/diets`, { dietId: ownDiet }))
        .statusCode,
    ).toBe(401);
    // Nothing was copied by any of these.
    expect((await myDiets(client)).items).toEqual([]);
    for (const who of [pending, declined, stranger]) expect((await myDiets(who)).items).toEqual([]);
  });

  it('an assigned diet is a copy in the client’s my-diets, marked as from the specialist, and the client’s own from then on', async () => {
    const res = await assign(specialist, client, ownDiet);
    expect(res.statusCode, res.body).toBe(200);
    const { dietId } = res.json<{ dietId: number }>();
    expect(dietId).not.toBe(ownDiet);

    const list = await myDiets(client);
    expect(list.items).toEqual([
      expect.objectContaining({
        id: dietId,
        name: 'Low-FODMAP week',
        targetCalories: 2100,
        assignedBy: { name: 'Anna Nowak' },
      }),
    ]);
    const opened = await call(client, 'GET', `/api/diets/${dietId}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().diet.plan).toHaveLength(1);

    // The client renames their copy; the specialist's diet stays as it was, and the copy is not theirs.
    expect(
      (await call(client, 'PATCH' as Method, `/api/diets/${dietId}`, { name: 'My FODMAP week' })).statusCode,
    ).toBe(200);
    const own = await myDiets(specialist);
    expect(own.items.map((diet) => [diet.id, diet.name, diet.assignedBy])).toEqual([
      [ownDiet, 'Low-FODMAP week', null],
    ]);
    expect((await call(specialist, 'GET', `/api/diets/${dietId}`)).statusCode).toBe(404);
  });

  it('the clients list holds the members with an accepted chat (not pending, declined or none), my diets and my invoices', async () => {
    const res = await call(specialist, 'GET', '/api/specialist/clients');
    expect(res.statusCode, res.body).toBe(200);
    const answer = SpecialistClientsResponse.parse(res.json());
    expect(answer.clients.map((entry) => [entry.userId, entry.name, entry.chatUid])).toEqual([
      [client.id, 'Jürgen Groß', clientChat],
    ]);
    expect(answer.diets).toEqual([{ id: ownDiet, name: 'Low-FODMAP week' }]);
    expect((await call(client, 'GET', '/api/specialist/clients')).statusCode).toBe(403);
  });

  it('an invoice: numbered, dated, totals computed by the server; the PDF for both parties, 404 for anyone else', async () => {
    expect((await issue(specialist, stranger)).statusCode).toBe(403);
    expect((await issue(specialist, pending)).json().code).toBe('no_accepted_chat');
    expect((await issue(client, specialist)).statusCode).toBe(403);

    const res = await issue(specialist, client);
    expect(res.statusCode, res.body).toBe(200);
    const { invoice } = InvoiceResponse.parse(res.json());
    const today = new Date().toISOString().slice(0, 10);
    const due = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    expect(invoice).toMatchObject({
      number: `NUT-${YEAR}-000001`,
      issueDate: today,
      consultationDate: '2026-03-02',
      dueDate: due,
      currency: 'USD',
      // 1.5 × 100.00 = 150.00 net, 23 % → 34.50 tax, 184.50 gross.
      net: 15_000,
      tax: 3_450,
      gross: 18_450,
      specialist: { id: specialist.id, name: 'Anna Nowak' },
      client: { id: client.id, name: 'Jürgen Groß' },
      pdfUrl: `/api/invoices/${invoice.id}.pdf`,
      seller: { ...SELLER, taxId: '525-000-00-00' },
      buyer: { ...BUYER, taxId: null },
      notes: 'Thank you!',
    });
    expect(invoice.items).toEqual([{ ...INVOICE.items[0], net: 15_000, tax: 3_450, gross: 18_450 }]);

    for (const who of [specialist, client]) {
      const pdf = await call(who, 'GET', invoice.pdfUrl);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="NUT-${YEAR}-000001.pdf"`);
      expect(pdf.headers['cache-control']).toBe('private, no-store');
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The document's title and subject name the invoice and its total (the page's text is compressed).
      expect(pdf.rawPayload.toString('latin1')).toContain(`(Invoice NUT-${YEAR}-000001: Total $184.50)`);
    }
    for (const who of [stranger, otherSpecialist]) {
      const hidden = await call(who, 'GET', invoice.pdfUrl);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().code).toBe('not_found');
      expect(hidden.body).not.toContain('%PDF');
    }
    expect((await call(null, 'GET', invoice.pdfUrl)).statusCode).toBe(401);
    expect((await call(client, 'GET', '/api/invoices/999999.pdf')).statusCode).toBe(404);

    const received = InvoiceListResponse.parse((await call(client, 'GET', '/api/invoices')).json());
    expect(received.received.map((entry) => entry.number)).toEqual([`NUT-${YEAR}-000001`]);
    expect(received.issued).toEqual([]);
    const issued = InvoiceListResponse.parse((await call(specialist, 'GET', '/api/invoices')).json());
    expect(issued).toMatchObject({ received: [], issued: [{ id: invoice.id, gross: 18_450 }] });
    expect(InvoiceListResponse.parse((await call(stranger, 'GET', '/api/invoices')).json())).toEqual({
      received: [],
      issued: [],
    });
  });

  it('[PROF-31] generating the invoice of a consultation again overwrites it: same id and number, one row, new amounts, a new PDF', async () => {
    const first = InvoiceResponse.parse((await issue(specialist, client)).json()).invoice;
    const file = join(t.config.varDir, 'invoices', `${first.id}.pdf`);
    const before = await readFile(file);
    await new Promise((resolve) => setTimeout(resolve, 5));

    const again = await issue(specialist, client, {
      ...INVOICE,
      items: [{ description: 'Follow-up consultation', quantity: 2, unitNet: 12_345, taxRate: 8 }],
      notes: null,
    });
    expect(again.statusCode, again.body).toBe(200);
    const second = InvoiceResponse.parse(again.json()).invoice;
    expect(second).toMatchObject({
      id: first.id,
      number: first.number,
      issueDate: first.issueDate,
      createdAt: first.createdAt,
      // 2 × 123.45 = 246.90 net, 8 % → 19.752 → 19.75 tax, 266.65 gross.
      net: 24_690,
      tax: 1_975,
      gross: 26_665,
      notes: null,
      items: [expect.objectContaining({ description: 'Follow-up consultation' })],
    });
    expect(second.updatedAt > first.updatedAt).toBe(true);
    const rows = (await invoiceRows()).filter((row) => row.client_user_id === client.id);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.gross_total)).toBe(26_665);

    const after = await readFile(file);
    expect(after.equals(before)).toBe(false);
    const download = await call(client, 'GET', second.pdfUrl);
    expect(download.rawPayload.equals(after)).toBe(true);
    expect(after.toString('latin1')).toContain(`(Invoice ${first.number}: Total $266.65)`);
    expect(before.toString('latin1')).not.toContain('$266.65');

    // Another consultation date is another invoice, numbered next in the specialist's year.
    const next = InvoiceResponse.parse(
      (await issue(specialist, client, { ...INVOICE, consultationDate: '2026-03-09' })).json(),
    ).invoice;
    expect(next.id).not.toBe(first.id);
    expect(next.number).toBe(`NUT-${YEAR}-000002`);
    // Each specialist numbers their own invoices.
    const olgas = InvoiceResponse.parse((await issue(otherSpecialist, client)).json()).invoice;
    expect(olgas.number).toBe(`NUT-${YEAR}-000001`);
    const clients = SpecialistClientsResponse.parse(
      (await call(specialist, 'GET', '/api/specialist/clients')).json(),
    );
    expect(clients.clients[0]!.invoices.map((entry) => entry.number)).toEqual([next.number, first.number]);
    expect(clients.seller).toEqual({ ...SELLER, taxId: '525-000-00-00' });
  });

  it('generations of the same invoice at once leave one invoice; new ones at once get distinct numbers', async () => {
    const same = { ...INVOICE, consultationDate: '2026-05-04' };
    const answers = await Promise.all([1, 2, 3].map(() => issue(specialist, client, same)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const ids = answers.map((res) => InvoiceResponse.parse(res.json()).invoice.id);
    expect(new Set(ids).size).toBe(1);
    expect((await invoiceRows()).filter((row) => row.consultation_date === '2026-05-04')).toHaveLength(1);

    const dates = ['2026-06-01', '2026-06-02', '2026-06-03'];
    const fresh = await Promise.all(
      dates.map((date) => issue(specialist, client, { ...INVOICE, consultationDate: date })),
    );
    const numbers = fresh.map((res) => InvoiceResponse.parse(res.json()).invoice.number);
    expect(new Set(numbers).size).toBe(3);
  });

  it('a PDF that went missing on disk is written again from the stored invoice', async () => {
    const { invoice } = InvoiceResponse.parse((await issue(specialist, client)).json());
    await rm(join(t.config.varDir, 'invoices', `${invoice.id}.pdf`));
    const pdf = await call(client, 'GET', invoice.pdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).toContain(`(Invoice ${invoice.number}:`);
  });

  it('the PDF speaks the specialist’s language', async () => {
    const { invoice } = InvoiceResponse.parse(
      (await issue(specialist, client, { ...INVOICE, consultationDate: '2026-04-01' }, 'de')).json(),
    );
    const pdf = (await call(client, 'GET', invoice.pdfUrl)).rawPayload.toString('latin1');
    expect(pdf).toContain('/Lang (de)');
    expect(pdf).toContain(`(Rechnung ${invoice.number})`);
  });

  it('bad input answers 400 with a translated message per field, never 500', async () => {
    const bad = await issue(specialist, client, {
      consultationDate: '2026-02-30',
      currency: 'GBP',
      items: [{ description: ' ', quantity: 0, unitNet: 12.5, taxRate: 30 }],
      seller: { ...SELLER, zip: '1234' },
      buyer: { ...BUYER, country: 'FR', name: '' },
      notes: 'x'.repeat(1001),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      error: 'Some fields are invalid.',
      errors: {
        consultationDate: 'Please enter a valid date.',
        currency: 'Choose PLN, EUR or USD.',
        'items.0.description': 'Describe the service.',
        'items.0.quantity': 'Enter a quantity between 0.01 and 9,999 (at most two decimals).',
        'items.0.unitNet': 'Enter a net price between 0 and 1,000,000 (at most two decimals).',
        'items.0.taxRate': 'Enter a tax rate between 0 and 27 %.',
        'seller.zip': 'Enter a valid postal code for the chosen country (e.g. 00-950, 10115 or 94103).',
        'buyer.country': 'Choose Germany, Poland or the USA.',
        'buyer.name': 'Please enter a name.',
        notes: 'The notes are too long (at most 1,000 characters).',
      },
    });
    const polish = await issue(specialist, client, { ...INVOICE, items: [] }, 'pl');
    expect(polish.statusCode).toBe(400);
    expect(polish.json().errors).toEqual({ items: 'Dodaj co najmniej jedną pozycję.' });
    const tooMany = await issue(specialist, client, { ...INVOICE, items: Array(21).fill(INVOICE.items[0]) });
    expect(tooMany.json().errors).toEqual({ items: 'An invoice can have at most 20 items.' });
    expect(
      (await issue(specialist, client, { ...INVOICE, consultationDate: '1999-12-31' })).json().errors,
    ).toEqual({
      consultationDate: 'Please choose a date between 2000 and 2099.',
    });
    expect(
      (await issue(specialist, client, { ...INVOICE, items: [{ ...INVOICE.items[0], quantity: 1.234 }] }))
        .statusCode,
    ).toBe(400);

    for (const body of [null, [], 7, { items: 'many' }, { ...INVOICE, seller: 'me' }]) {
      const res = await call(specialist, 'PUT', `/api/specialist/clients/${client.id}/invoice`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const text = await t.app.inject({
      method: 'PUT',
      url: `/api/specialist/clients/${client.id}/invoice`,
      headers: { ...specialist.headers, 'content-type': 'text/plain' },
      payload: 'an invoice, please',
    });
    expect(text.statusCode).toBe(400);
    for (const url of ['/api/specialist/clients/abc/invoice', '/api/specialist/clients/0/invoice'])
      expect((await call(specialist, 'PUT', url, INVOICE)).statusCode).toBe(400);
    expect((await assign(specialist, client, 'seven' as unknown as number)).json()).toMatchObject({
      errors: { dietId: 'Please provide a valid value.' },
    });
    expect((await call(specialist, 'GET', '/api/invoices/abc.pdf')).statusCode).toBe(400);
    // None of these wrote anything beyond the invoices of the tests above.
    expect((await invoiceRows()).every((row) => row.consultation_date !== '2026-02-30')).toBe(true);
  });
});

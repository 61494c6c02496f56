import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../components/toast/toast-store';
import { callsTo, json, mockFetch, renderAt, signIn, signOut } from '../../../plan/testing/fixtures';
import { ClientsPage } from './clients-page';
import { InvoicesPage } from './invoices-page';

const PATH = '/en/account/clients';
const SELLER = {
  name: 'Anna Nowak Dietetyka',
  street: 'ul. Marszałkowska',
  buildingNumber: '10',
  zip: '00-950',
  city: 'Warszawa',
  country: 'PL',
  taxId: null,
};
const INVOICE = {
  id: 9,
  number: 'NUT-2026-000001',
  issueDate: '2026-03-02',
  consultationDate: '2026-03-01',
  dueDate: '2026-03-16',
  currency: 'PLN',
  net: 15_000,
  tax: 3_450,
  gross: 18_450,
  specialist: { id: 5, name: 'Anna Nowak' },
  client: { id: 7, name: 'Jürgen Groß' },
  pdfUrl: '/api/invoices/9.pdf',
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  items: [
    {
      description: 'Consultation',
      quantity: 1,
      unitNet: 15_000,
      taxRate: 23,
      net: 15_000,
      tax: 3_450,
      gross: 18_450,
    },
  ],
  seller: SELLER,
  buyer: {
    ...SELLER,
    name: 'Jürgen Groß',
    street: 'Friedrichstraße',
    zip: '10115',
    city: 'Berlin',
    country: 'DE',
  },
  notes: null,
};
const CLIENTS = {
  clients: [{ userId: 7, name: 'Jürgen Groß', chatUid: 'chat-uid-0000001', invoices: [] as unknown[] }],
  diets: [
    { id: 3, name: 'Low-FODMAP week' },
    { id: 4, name: 'Marathon month' },
  ],
  seller: SELLER,
};

const client = () => screen.getByTestId('client');
const group = (name: string) => within(client()).getByRole('group', { name });
const input = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label) as HTMLInputElement;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
/** Text as read, with the no-break spaces of formatted amounts as plain ones. */
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ');

describe('the clients page (issue 17 A7)', () => {
  afterEach(() => {
    signOut();
    toast.dismiss();
  });

  it('a member without the specialist role is told the page is for specialists, and nothing is asked of the server', () => {
    signIn();
    const fetchMock = mockFetch();
    renderAt(<ClientsPage />, PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('This page is for specialists.');
    expect(screen.getByRole('link', { name: 'Go to my invoices' }).getAttribute('href')).toBe(
      '/en/account/invoices',
    );
    expect(callsTo(fetchMock, '/api/specialist/clients')).toHaveLength(0);
  });

  it('without clients it says how members become clients', async () => {
    signIn(['user', 'specialist']);
    mockFetch((url) =>
      url.pathname === '/api/specialist/clients' ? json(200, { ...CLIENTS, clients: [] }) : undefined,
    );
    renderAt(<ClientsPage />, PATH);
    expect((await screen.findByTestId('clients-empty')).textContent).toContain('No clients yet.');
  });

  it('each client with a link to the chat; a diet is chosen, then assigned', async () => {
    signIn(['user', 'specialist']);
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/specialist/clients') return json(200, CLIENTS);
      if (url.pathname === '/api/specialist/clients/7/diets' && init?.method === 'POST')
        return json(200, { dietId: 99 });
      return undefined;
    });
    renderAt(<ClientsPage />, PATH);
    await screen.findByTestId('client');
    expect(screen.getByText('1 client')).toBeTruthy();
    expect(within(client()).getByRole('heading', { level: 2, name: 'Jürgen Groß' })).toBeTruthy();
    expect(
      within(client()).getByRole('link', { name: 'Open the chat with Jürgen Groß' }).getAttribute('href'),
    ).toBe('/en/chat?chat=chat-uid-0000001');

    const form = screen.getByTestId('assign-diet-form');
    const select = within(form).getByLabelText('Saved diet') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Choose a diet',
      'Low-FODMAP week',
      'Marathon month',
    ]);
    fireEvent.click(within(form).getByRole('button', { name: 'Assign the diet' }));
    expect(within(form).getByText('Choose a diet first.')).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, '/api/specialist/clients/7/diets', 'POST')).toHaveLength(0);

    fireEvent.change(select, { target: { value: '4' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Assign the diet' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/specialist/clients/7/diets', 'POST')).toHaveLength(1),
    );
    const [, init] = callsTo(fetchMock, '/api/specialist/clients/7/diets', 'POST')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ dietId: 4 });
    expect(new Headers(init!.headers).get('x-csrf-token')).toBe('csrf-1');
    await waitFor(() =>
      expect(toast.current()?.message).toBe('“Marathon month” is now among the diets of Jürgen Groß.'),
    );
  });

  it('the invoice form: checked like the server, sent in minor units with both addresses, then ready to download', async () => {
    signIn(['user', 'specialist']);
    let answered = false;
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/specialist/clients')
        return json(
          200,
          answered ? { ...CLIENTS, clients: [{ ...CLIENTS.clients[0], invoices: [INVOICE] }] } : CLIENTS,
        );
      if (url.pathname === '/api/specialist/clients/7/invoice' && init?.method === 'PUT') {
        answered = true;
        return json(200, { invoice: INVOICE });
      }
      return undefined;
    });
    renderAt(<ClientsPage />, PATH);
    await screen.findByTestId('client');
    const form = screen.getByTestId('invoice-form');
    // It starts from my latest seller details and the client's name; en bills in USD without tax by default.
    expect(input(group('Seller (you)'), 'Name or company').value).toBe('Anna Nowak Dietetyka');
    expect(input(group('Buyer'), 'Name or company').value).toBe('Jürgen Groß');
    expect(input(form, 'Description').value).toBe('Dietary consultation');

    type(input(form, 'Consultation date'), '2026-03-01');
    type(within(form).getByLabelText('Currency'), 'PLN');
    type(input(form, 'Net unit price'), '150.00');
    type(input(form, 'Tax rate (%)'), '23');
    expect(text(screen.getByTestId('invoice-preview'))).toBe(
      'Net PLN 150.00 · tax PLN 34.50 · total PLN 184.50',
    );
    const buyer = group('Buyer');
    type(input(buyer, 'Street'), 'Friedrichstraße');
    type(input(buyer, 'Building number'), '5');
    type(input(buyer, 'Postal code'), '1011');
    type(input(buyer, 'City'), 'Berlin');
    type(within(buyer).getByLabelText('Country'), 'DE');

    fireEvent.submit(form);
    const zip = input(buyer, 'Postal code');
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(within(buyer).getByText(/Enter a valid postal code/)).toBeTruthy();
    expect(document.activeElement).toBe(zip);
    expect(callsTo(fetchMock, '/api/specialist/clients/7/invoice', 'PUT')).toHaveLength(0);

    type(zip, '10115');
    expect(within(form).getByRole('button', { name: 'Generate invoice' })).toBeTruthy();
    fireEvent.submit(form);
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/specialist/clients/7/invoice', 'PUT')).toHaveLength(1),
    );
    const [, init] = callsTo(fetchMock, '/api/specialist/clients/7/invoice', 'PUT')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      consultationDate: '2026-03-01',
      currency: 'PLN',
      items: [{ description: 'Dietary consultation', quantity: 1, unitNet: 15_000, taxRate: 23 }],
      seller: { ...SELLER, taxId: null },
      buyer: {
        name: 'Jürgen Groß',
        street: 'Friedrichstraße',
        buildingNumber: '5',
        zip: '10115',
        city: 'Berlin',
        country: 'DE',
        taxId: null,
      },
      notes: null,
    });
    expect((await screen.findByTestId('form-status')).textContent).toBe('Invoice NUT-2026-000001 is ready.');
    // The list follows: the invoice is there to download, and this date's invoice would now be generated again.
    const download = await screen.findByRole('link', { name: 'Download invoice NUT-2026-000001 as a PDF' });
    expect(download.getAttribute('href')).toBe('/api/invoices/9.pdf');
    expect(within(form).getByRole('button', { name: 'Generate again' })).toBeTruthy();
    expect(within(form).getByText(/Invoice NUT-2026-000001 already exists for this date/)).toBeTruthy();
  });

  it('the server’s field messages appear under the fields they name', async () => {
    signIn(['user', 'specialist']);
    mockFetch((url, init) => {
      if (url.pathname === '/api/specialist/clients')
        return json(200, { ...CLIENTS, clients: [{ ...CLIENTS.clients[0], invoices: [INVOICE] }] });
      if (url.pathname === '/api/specialist/clients/7/invoice' && init?.method === 'PUT')
        return json(400, {
          success: false,
          error: 'Some fields are invalid.',
          code: 'validation_failed',
          errors: { 'items.0.unitNet': 'Net price message.', 'seller.taxId': 'Tax ID message.' },
          requestId: 'r1',
        });
      return undefined;
    });
    renderAt(<ClientsPage />, PATH);
    await screen.findByTestId('client');
    const form = screen.getByTestId('invoice-form');
    // It starts from the client's latest invoice: generating it again.
    expect(input(form, 'Net unit price').value).toBe('150.00');
    fireEvent.submit(within(form).getByRole('button', { name: 'Generate again' }));
    expect((await screen.findByTestId('form-status')).textContent).toBe('Some fields are invalid.');
    expect(within(form).getByText('Net price message.')).toBeTruthy();
    expect(within(group('Seller (you)')).getByText('Tax ID message.')).toBeTruthy();
  });
});

describe('the invoices page (issue 17 A7)', () => {
  afterEach(() => signOut());

  it('lists received invoices with their specialist, dates, total and PDF; issued ones only for who issued some', async () => {
    signIn();
    mockFetch((url) =>
      url.pathname === '/api/invoices' ? json(200, { received: [INVOICE], issued: [] }) : undefined,
    );
    renderAt(<InvoicesPage />, '/en/account/invoices');
    const list = await screen.findByTestId('received-invoices');
    const entry = within(list).getByRole('listitem');
    expect(text(entry)).toContain('NUT-2026-000001');
    expect(text(entry)).toContain('From Anna Nowak · Consultation on March 1, 2026');
    expect(text(entry)).toContain('Issued on March 2, 2026 · due by March 16, 2026');
    expect(text(entry)).toContain('Total PLN 184.50');
    expect(text(entry)).toContain('net PLN 150.00 + tax PLN 34.50');
    expect(
      within(entry)
        .getByRole('link', { name: 'Download invoice NUT-2026-000001 as a PDF' })
        .getAttribute('href'),
    ).toBe('/api/invoices/9.pdf');
    expect(screen.queryByTestId('issued-invoices')).toBeNull();
  });

  it('says so when there are none', async () => {
    signIn();
    mockFetch((url) =>
      url.pathname === '/api/invoices' ? json(200, { received: [], issued: [] }) : undefined,
    );
    renderAt(<InvoicesPage />, '/en/account/invoices');
    expect(await screen.findByText('You have not received any invoices yet.')).toBeTruthy();
  });
});

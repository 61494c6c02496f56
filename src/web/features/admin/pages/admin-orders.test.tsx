import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../components/toast/toast-store';
import { callsTo, json, mockFetch, renderAt, signIn, signOut } from '../../../plan/testing/fixtures';
import { AdminPage } from './admin-page';

const PATH = '/en/admin';
const UID = 'AbCdEfGhIjKlMnOpQrSt';
const ORDER = {
  uid: UID,
  number: 'NUT-2026-000042',
  status: 'awaiting_payment',
  paymentMethod: 'bank_transfer',
  currency: 'EUR',
  grossMinor: 123456,
  buyerEmail: 'jurgen@example.com',
  buyerId: 12,
  itemCount: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  paidAt: null,
};
const DETAIL = {
  ...ORDER,
  taxMinor: 19712,
  items: [
    {
      title: 'Mediterranean week',
      productType: 'diet_template',
      productId: 7,
      grossMinor: 123456,
      taxMinor: 19712,
      discountMinor: 0,
    },
  ],
  billingAddress: {
    salutation: 'mr',
    title: null,
    firstname: 'Jürgen',
    lastname: 'Groß',
    street: 'Hauptstraße',
    building_number: '5',
    building_additional_information: null,
    phone: null,
    company_identification_number: null,
    country: 'DE',
    zip: '10115',
    city: 'Berlin',
  },
};
const ordersPage = (page: number) => ({
  items: [
    ORDER,
    {
      ...ORDER,
      uid: 'ZyXwVuTsRqPoNmLkJiHg',
      status: 'paid',
      paymentMethod: 'stripe',
      currency: 'PLN',
      grossMinor: 4900,
      buyerEmail: 'ola@example.com',
      paidAt: '2026-03-02T10:00:00.000Z',
    },
  ],
  total: 42,
  page,
  perPage: 20,
});
const NO_AUDIT = { items: [], total: 0, page: 1, perPage: 20 };
const PAID_AUDIT = {
  items: [
    {
      id: 9,
      actorId: 5,
      actorEmail: 'ada@example.com',
      action: 'order.paid',
      targetType: 'order',
      targetId: UID,
      before: { status: 'awaiting_payment', paidAt: null },
      after: { status: 'paid', paidAt: '2026-03-04T10:00:00.000Z' },
      createdAt: '2026-03-04T10:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  perPage: 20,
};

const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency, minimumFractionDigits: 2 }).format(minor / 100);
const query = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  callsTo(fetchMock, path).map(([input]) => new URL(input, 'http://localhost').searchParams);

describe('orders in the admin area (issue 24 A3)', () => {
  afterEach(() => {
    signOut();
    toast.dismiss();
  });

  it('the orders list shows each order and pages, and sends the search, the status, the method and the page', async () => {
    signIn(['user', 'admin']);
    const fetchMock = mockFetch((url) =>
      url.pathname === '/api/admin/orders'
        ? json(200, ordersPage(Number(url.searchParams.get('page'))))
        : undefined,
    );
    renderAt(<AdminPage />, `${PATH}?section=orders`, PATH);
    expect(screen.getByTestId('admin-section-orders')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Orders' })).toBeTruthy();
    const nav = screen.getByTestId('admin-nav');
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.slice(0, 2)).toEqual(['Users', 'Orders']);
    const rows = await screen.findAllByTestId('admin-order-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain(UID);
    expect(rows[0]!.textContent).toContain('jurgen@example.com');
    expect(rows[0]!.textContent).toContain(money(123456, 'EUR'));
    expect(rows[0]!.textContent).toContain('Awaiting payment');
    expect(rows[0]!.textContent).toContain('Bank transfer');
    expect(rows[1]!.textContent).toContain(money(4900, 'PLN'));
    expect(rows[1]!.textContent).toContain('Paid');
    expect(rows[1]!.textContent).toContain('Card (Stripe)');
    expect(rows[0]!.getAttribute('href')).toBe(`/en/admin?section=orders&uid=${UID}`);
    expect(screen.getByTestId('admin-summary').textContent).toContain('Showing 1 – 20 of 42 orders');
    expect(query(fetchMock, '/api/admin/orders')[0]!.toString()).toBe('page=1');

    fireEvent.change(screen.getByTestId('admin-orders-search'), { target: { value: 'jurgen' } });
    await waitFor(() => expect(query(fetchMock, '/api/admin/orders').at(-1)!.get('q')).toBe('jurgen'));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'awaiting_payment' } });
    await waitFor(() =>
      expect(query(fetchMock, '/api/admin/orders').at(-1)!.get('status')).toBe('awaiting_payment'),
    );
    fireEvent.change(screen.getByLabelText('Payment method'), { target: { value: 'bank_transfer' } });
    await waitFor(() =>
      expect(query(fetchMock, '/api/admin/orders').at(-1)!.get('method')).toBe('bank_transfer'),
    );
    fireEvent.click(within(screen.getByTestId('pagination')).getByRole('link', { name: /2/ }));
    await waitFor(() =>
      expect(query(fetchMock, '/api/admin/orders').at(-1)!.toString()).toBe(
        'q=jurgen&status=awaiting_payment&method=bank_transfer&page=2',
      ),
    );
    expect(await screen.findByText('Showing 21 – 40 of 42 orders')).toBeTruthy();
  });

  it('an order’s detail shows its items, totals, billing address and its audit rows', async () => {
    signIn(['user', 'admin']);
    const fetchMock = mockFetch((url) => {
      if (url.pathname === `/api/admin/orders/${UID}`) return json(200, { ...DETAIL, status: 'paid' });
      if (url.pathname === '/api/admin/audit') return json(200, PAID_AUDIT);
      return undefined;
    });
    renderAt(<AdminPage />, `${PATH}?section=orders&uid=${UID}`, PATH);
    const detail = await screen.findByTestId('admin-order-detail');
    await within(detail).findByText('NUT-2026-000042');
    const items = within(detail).getByTestId('admin-order-items');
    expect(items.textContent).toContain('Mediterranean week');
    expect(items.textContent).toContain('Diet template');
    expect(items.textContent).toContain(money(19712, 'EUR'));
    expect(within(detail).getByTestId('admin-order-gross').textContent).toBe(money(123456, 'EUR'));
    expect(detail.querySelector('address')!.textContent).toContain('10115 Berlin');
    expect(within(detail).getByTestId('admin-order-status').textContent).toBe('Paid');
    // Paid already: nothing to confirm.
    expect(within(detail).queryByTestId('admin-order-paid')).toBeNull();
    expect(query(fetchMock, '/api/admin/audit')[0]!.toString()).toBe(
      `targetType=order&targetId=${UID}&page=1`,
    );
    const row = await within(detail).findByTestId('admin-audit-row');
    expect(row.textContent).toContain('order.paid');
    expect(row.textContent).toContain('by ada@example.com');
  });

  it('marking a bank transfer paid asks first, then posts; the status and the log follow', async () => {
    signIn(['user', 'admin']);
    let paid = false;
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === `/api/admin/orders/${UID}` && init?.method === 'GET')
        return json(200, paid ? { ...DETAIL, status: 'paid', paidAt: '2026-03-04T10:00:00.000Z' } : DETAIL);
      if (url.pathname === `/api/admin/orders/${UID}/paid`) {
        paid = true;
        return json(200, {
          uid: UID,
          number: 'NUT-2026-000042',
          status: 'paid',
          paymentMethod: 'bank_transfer',
          currency: 'EUR',
          total: { priceTotalWithTaxAndDiscount: 1234.56, priceTax: 197.12 },
          items: [],
          createdAt: '2026-03-01T10:00:00.000Z',
          paidAt: '2026-03-04T10:00:00.000Z',
          transfer: null,
          billingAddress: null,
        });
      }
      if (url.pathname === '/api/admin/audit') return json(200, paid ? PAID_AUDIT : NO_AUDIT);
      return undefined;
    });
    renderAt(<AdminPage />, `${PATH}?section=orders&uid=${UID}`, PATH);
    fireEvent.click(await screen.findByTestId('admin-order-paid'));
    const dialog = await screen.findByTestId('admin-confirm');
    expect(within(dialog).getByText('Mark this order as paid?')).toBeTruthy();
    expect(dialog.textContent).toContain('NUT-2026-000042');
    expect(dialog.textContent).toContain(money(123456, 'EUR'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('admin-confirm')).toBeNull());
    expect(callsTo(fetchMock, `/api/admin/orders/${UID}/paid`, 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('admin-order-paid'));
    fireEvent.click(within(await screen.findByTestId('admin-confirm')).getByTestId('admin-confirm-ok'));
    await waitFor(() => expect(callsTo(fetchMock, `/api/admin/orders/${UID}/paid`, 'POST')).toHaveLength(1));
    await waitFor(() => expect(toast.current()?.message).toBe('Order marked as paid.'));
    await waitFor(() => expect(screen.getByTestId('admin-order-status').textContent).toBe('Paid'));
    expect(screen.queryByTestId('admin-order-paid')).toBeNull();
    expect((await screen.findByTestId('admin-audit-row')).textContent).toContain('order.paid');
  });
});

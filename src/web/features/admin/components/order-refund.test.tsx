import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../components/toast/toast-store';
import { callsTo, json, mockFetch, renderAt, signIn, signOut } from '../../../plan/testing/fixtures';
import { AdminPage } from '../pages/admin-page';

const PATH = '/en/admin';
const UID = 'AbCdEfGhIjKlMnOpQrSt';
const DETAIL = {
  uid: UID,
  number: 'NUT-2026-000042',
  status: 'paid',
  paymentMethod: 'stripe',
  currency: 'EUR',
  grossMinor: 5998,
  buyerEmail: 'jurgen@example.com',
  buyerId: 12,
  itemCount: 2,
  createdAt: '2026-03-01T10:00:00.000Z',
  paidAt: '2026-03-02T10:00:00.000Z',
  taxMinor: 958,
  items: [
    {
      title: 'Vegan basics',
      productType: 'ebook',
      productId: 3,
      grossMinor: 1999,
      taxMinor: 0,
      discountMinor: 0,
    },
    {
      title: 'Pro 30',
      productType: 'pro_package',
      productId: 1,
      grossMinor: 3999,
      taxMinor: 0,
      discountMinor: 0,
    },
  ],
  billingAddress: null,
  refundedAt: null,
};
const NO_AUDIT = { items: [], total: 0, page: 1, perPage: 20 };
const money = (minor: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(
    minor / 100,
  );

describe('refund of an order in the admin area (issue 24 A3)', () => {
  afterEach(() => {
    signOut();
    toast.dismiss();
  });

  it('a paid order’s Refund asks first, naming what is revoked and how the money goes back; then posts', async () => {
    signIn(['user', 'admin']);
    let refunded = false;
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === `/api/admin/orders/${UID}` && init?.method === 'GET')
        return json(
          200,
          refunded ? { ...DETAIL, status: 'refunded', refundedAt: '2026-03-05T10:00:00.000Z' } : DETAIL,
        );
      if (url.pathname === `/api/admin/orders/${UID}/refund`) {
        refunded = true;
        return json(200, {
          uid: UID,
          number: DETAIL.number,
          status: 'refunded',
          paymentMethod: 'stripe',
          currency: 'EUR',
          total: { priceTotalWithTaxAndDiscount: 59.98, priceTax: 9.58 },
          items: [],
          createdAt: DETAIL.createdAt,
          paidAt: DETAIL.paidAt,
          transfer: null,
          billingAddress: null,
        });
      }
      if (url.pathname === '/api/admin/audit') return json(200, NO_AUDIT);
      return undefined;
    });
    renderAt(<AdminPage />, `${PATH}?section=orders&uid=${UID}`, PATH);
    fireEvent.click(await screen.findByTestId('admin-order-refund'));
    let dialog = await screen.findByTestId('admin-confirm');
    expect(within(dialog).getByText('Refund this order?')).toBeTruthy();
    expect(dialog.textContent).toContain('NUT-2026-000042');
    expect(dialog.textContent).toContain(money(5998));
    expect(dialog.textContent).toContain('access to the e-book “Vegan basics”');
    expect(dialog.textContent).toContain('the pro time of “Pro 30”');
    expect(dialog.textContent).toContain('refund');
    expect(dialog.textContent).toContain('paid back to the card through Stripe');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('admin-confirm')).toBeNull());
    expect(callsTo(fetchMock, `/api/admin/orders/${UID}/refund`, 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('admin-order-refund'));
    dialog = await screen.findByTestId('admin-confirm');
    fireEvent.click(within(dialog).getByTestId('admin-confirm-ok'));
    await waitFor(() =>
      expect(callsTo(fetchMock, `/api/admin/orders/${UID}/refund`, 'POST')).toHaveLength(1),
    );
    await waitFor(() => expect(toast.current()?.message).toBe('Order refunded.'));
    await waitFor(() => expect(screen.getByTestId('admin-order-status').textContent).toBe('Refunded'));
    expect(screen.queryByTestId('admin-order-refund')).toBeNull();
  });

  it('an unpaid order has no Refund button', async () => {
    signIn(['user', 'admin']);
    mockFetch((url) => {
      if (url.pathname === `/api/admin/orders/${UID}`)
        return json(200, {
          ...DETAIL,
          status: 'awaiting_payment',
          paidAt: null,
          paymentMethod: 'bank_transfer',
        });
      if (url.pathname === '/api/admin/audit') return json(200, NO_AUDIT);
      return undefined;
    });
    renderAt(<AdminPage />, `${PATH}?section=orders&uid=${UID}`, PATH);
    await screen.findByTestId('admin-order-paid');
    expect(screen.queryByTestId('admin-order-refund')).toBeNull();
  });
});

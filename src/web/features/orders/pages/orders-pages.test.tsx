import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../../core/contracts/orders';
import type { Locale } from '../../../../core/i18n/locales';
import { i18nFor } from '../../../lib/i18n';
import { BasketPage } from './basket-page';
import { OrdersPage } from './orders-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const amount = (gross: number, tax: number) => ({ priceTotalWithTaxAndDiscount: gross, priceTax: tax });
const BASKET = {
  items: [
    {
      id: 3,
      productId: 9,
      title: 'Białko bez tajemnic',
      productType: 'ebook',
      total: { PLN: amount(48.99, 2.33) },
    },
  ],
  summary: { PLN: amount(48.99, 2.33) },
};
const ORDER: Order = {
  uid: 'abcdefghijklmnop',
  number: 'NUT-2026-000007',
  status: 'awaiting_payment',
  paymentMethod: 'bank_transfer',
  currency: 'PLN',
  total: amount(48.99, 2.33),
  items: [
    {
      productType: 'ebook',
      productId: 9,
      title: 'Białko bez tajemnic',
      amount: amount(48.99, 2.33),
      discount: 0,
    },
  ],
  createdAt: '2026-11-27T08:00:00.000Z',
  paidAt: null,
  transfer: {
    accountHolder: 'Nutrio',
    iban: 'PL61 1090 1014 0000 0712 1981 2874',
    bic: 'WBKPPLPP',
    reference: 'NUT-2026-000007',
    amount: 48.99,
    currency: 'PLN',
  },
  billingAddress: null,
};
const PAID: Order = {
  ...ORDER,
  uid: 'paidpaidpaidpaid',
  number: 'NUT-2026-000008',
  status: 'paid',
  paymentMethod: 'stripe',
  paidAt: '2026-11-28T09:30:00.000Z',
  transfer: null,
};

function wrap(ui: ReactNode, path: string, locale: Locale = 'pl') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18nFor(locale)}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/pl/koszyk" element={ui} />
            <Route path="/pl/konto/zamowienia" element={<OrdersPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the basket page and the orders page', () => {
  let fetchMock: ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;
  let orders: Order[];
  beforeEach(() => {
    orders = [ORDER];
    fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>(async (url) => {
      if (url.startsWith('/api/header/basket')) return json(200, BASKET);
      if (url === '/api/checkout/methods') return json(200, { methods: ['bank_transfer', 'stripe'] });
      if (url === '/api/checkout') return json(200, { order: ORDER, redirectUrl: null });
      if (url === '/api/orders') return json(200, { orders });
      return json(404, {});
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('[BSK-15] ordering without a way to pay says “no payment method selected” and sends nothing', async () => {
    wrap(<BasketPage />, '/pl/koszyk');
    expect((await screen.findByTestId('basket-page-total')).textContent?.replace(/\s/g, ' ')).toBe(
      '48,99 zł',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Złóż zamówienie' }));
    expect((await screen.findByTestId('checkout-error')).textContent).toBe('Nie wybrano metody płatności');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/checkout')).toBe(false);
  });

  it('a bank transfer order leads to the orders page with the transfer’s details and reference', async () => {
    wrap(<BasketPage />, '/pl/koszyk');
    fireEvent.click(await screen.findByLabelText(/Przelew bankowy/));
    fireEvent.click(screen.getByRole('button', { name: 'Złóż zamówienie' }));
    const order = await screen.findByTestId('order');
    const checkout = fetchMock.mock.calls.find(([url]) => url === '/api/checkout')!;
    // The browser sends the way to pay and the language, never an amount.
    expect(JSON.parse(String(checkout[1]?.body))).toEqual({ paymentMethod: 'bank_transfer', locale: 'pl' });
    expect(within(order).getByTestId('order-status').textContent).toBe('Oczekuje na płatność');
    expect(within(order).getByTestId('transfer-reference').textContent).toBe('NUT-2026-000007');
    await waitFor(() =>
      expect(within(order).getByTestId('order-total').textContent?.replace(/\s/g, ' ')).toBe('48,99 zł'),
    );
  });

  it('a paid order offers its invoice as a PDF download; an order awaiting payment offers none', async () => {
    orders = [PAID, ORDER];
    wrap(<BasketPage />, '/pl/konto/zamowienia');
    const [paid, awaiting] = await screen.findAllByTestId('order');
    const link = within(paid!).getByRole('link', { name: 'Pobierz fakturę' });
    expect(link.getAttribute('href')).toBe('/api/orders/paidpaidpaidpaid/invoice.pdf');
    expect(link.hasAttribute('download')).toBe(true);
    expect(within(awaiting!).queryByRole('link', { name: 'Pobierz fakturę' })).toBeNull();
  });

  it('the invoice link speaks the page’s language', async () => {
    orders = [PAID];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <I18nextProvider i18n={i18nFor('de')}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/de/konto/bestellungen']}>
            <Routes>
              <Route path="/de/konto/bestellungen" element={<OrdersPage />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const link = await screen.findByRole('link', { name: 'Rechnung herunterladen' });
    expect(link.getAttribute('href')).toBe('/api/orders/paidpaidpaidpaid/invoice.pdf');
  });
});

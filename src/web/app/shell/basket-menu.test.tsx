import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BasketResponse } from '../../../core/contracts/basket';
import type { Locale } from '../../../core/i18n/locales';
import { LOCALES } from '../../../core/i18n/locales';
import { toast } from '../../components/toast/toast-store';
import { i18nFor } from '../../lib/i18n';
import { announceBasketUpdate, BASKET_UPDATED_EVENT } from '../../lib/basket';
import { BasketMenu } from './basket-menu';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const amount = (gross: number, tax: number) => ({ priceTotalWithTaxAndDiscount: gross, priceTax: tax });
const BASKET: BasketResponse = {
  items: [
    {
      id: 11,
      productId: 1,
      title: 'Protein made simple',
      productType: 'ebook',
      total: { USD: amount(12.99, 0.96), PLN: amount(48.99, 2.33) },
      promotion: null,
    },
    {
      id: 12,
      productId: 7,
      title: 'Lean week',
      productType: 'diet_template',
      total: { USD: amount(20, 3.74), PLN: amount(79, 14.77) },
      promotion: null,
    },
  ],
  summary: { USD: amount(32.99, 4.7), PLN: amount(127.99, 17.1) },
};

function renderMenu(
  locale: Locale = 'en',
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <BasketMenu locale={locale} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, client };
}
const open = async () => {
  fireEvent.click(screen.getByTestId('basket-button'));
  return screen.findByTestId('basket-panel');
};

describe('the header basket', () => {
  let fetchMock: ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;
  beforeEach(() => {
    fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.dismiss();
  });
  const basketCalls = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/header/basket?'));

  it('[BSK-01] [BSK-03] [BSK-05] lists the lines with a remove button each, and the totals: without tax (total minus tax) and total', async () => {
    fetchMock.mockImplementation(async () => json(200, BASKET));
    renderMenu();
    expect(await screen.findByTestId('basket-count')).toHaveProperty('textContent', '2');
    const panel = await open();
    const items = await within(panel).findAllByTestId('basket-item');
    expect(items.map((item) => within(item).getByRole('button').getAttribute('aria-label'))).toEqual([
      'Remove “Protein made simple” from the basket',
      'Remove “Lean week” from the basket',
    ]);
    expect(within(panel).getByTestId('basket-net').textContent).toBe('$28.29');
    expect(within(panel).getByTestId('basket-total').textContent).toBe('$32.99');
    expect(basketCalls()[0]![0]).toBe('/api/header/basket?locale=en');
  });

  it('[BSK-02] an empty basket says so', async () => {
    fetchMock.mockResolvedValue(json(200, { items: [], summary: {} }));
    renderMenu('de');
    const panel = await open();
    expect((await within(panel).findByTestId('basket-empty')).textContent).toBe('Dein Warenkorb ist leer.');
    expect(screen.queryByTestId('basket-count')).toBeNull();
  });

  it('[BSK-06] [BSK-07] reloads when the window hears `basket:updated` with its count', async () => {
    fetchMock.mockImplementation(async () => json(200, BASKET));
    renderMenu();
    await screen.findByTestId('basket-count');
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(BASKET_UPDATED_EVENT, listener);
    act(() => announceBasketUpdate(3));
    window.removeEventListener(BASKET_UPDATED_EVENT, listener);
    expect(BASKET_UPDATED_EVENT).toBe('basket:updated');
    expect(heard).toEqual([{ count: 3 }]);
    await waitFor(() => expect(basketCalls()).toHaveLength(2));
  });

  it('[BSK-08] reloads in the new language when the locale changes', async () => {
    fetchMock.mockImplementation(async () => json(200, BASKET));
    const { rerender, client } = renderMenu('en');
    await screen.findByTestId('basket-count');
    rerender(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18nFor('pl')}>
          <BasketMenu locale="pl" />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(basketCalls().map(([url]) => url)).toContain('/api/header/basket?locale=pl'));
    const panel = await open();
    expect((await within(panel).findByTestId('basket-total')).textContent?.replace(/\s/g, ' ')).toBe(
      '127,99 zł',
    );
  });

  it('[BSK-09] [BSK-10] [BSK-12] [BSK-13] a removal holds its own button, sends {id, locale}, then shows the server’s message and reloads', async () => {
    let release: (value: Response) => void = () => undefined;
    fetchMock.mockImplementation(async (url) =>
      url === '/api/header/basket/remove'
        ? new Promise<Response>((done) => (release = done))
        : json(200, BASKET),
    );
    renderMenu();
    const panel = await open();
    const [first, second] = await within(panel).findAllByTestId('basket-remove');
    fireEvent.click(first!);
    await waitFor(() => expect((first as HTMLButtonElement).disabled).toBe(true));
    expect((second as HTMLButtonElement).disabled).toBe(false);
    const removal = fetchMock.mock.calls.find(([url]) => url === '/api/header/basket/remove')!;
    expect(JSON.parse(String(removal[1]?.body))).toEqual({ id: 11, locale: 'en' });
    const before = basketCalls().length;
    await act(async () => release(json(200, { success: true, message: 'Removed, as you asked.', count: 1 })));
    await waitFor(() => expect(toast.current()?.message).toBe('Removed, as you asked.'));
    expect(toast.current()?.kind).toBe('success');
    await waitFor(() => expect(basketCalls().length).toBeGreaterThan(before));
  });

  it('[BSK-13] [BSK-14] without a server message the default texts: removed, or a generic failure', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === '/api/header/basket/remove'
        ? json(200, { success: true, message: '', count: 1 })
        : json(200, BASKET),
    );
    renderMenu();
    let panel = await open();
    fireEvent.click((await within(panel).findAllByTestId('basket-remove'))[0]!);
    await waitFor(() => expect(toast.current()?.message).toBe('The item has been removed from your basket.'));

    fetchMock.mockImplementation(async (url) =>
      url === '/api/header/basket/remove'
        ? json(404, {
            success: false,
            error: 'This item is no longer in your basket.',
            code: 'not_found',
            requestId: 'r',
          })
        : json(200, BASKET),
    );
    panel = screen.getByTestId('basket-panel');
    fireEvent.click((await within(panel).findAllByTestId('basket-remove'))[1]!);
    await waitFor(() => expect(toast.current()?.message).toBe('This item is no longer in your basket.'));
    expect(toast.current()?.kind).toBe('error');

    fetchMock.mockImplementation(async (url) =>
      url === '/api/header/basket/remove' ? new Response('', { status: 502 }) : json(200, BASKET),
    );
    fireEvent.click((await within(panel).findAllByTestId('basket-remove'))[1]!);
    await waitFor(() => expect(toast.current()?.message).toBe('An error occurred. Please try again later.'));
  });

  it('[BSK-15] the text “no payment method selected” exists for the basket in every language', () => {
    for (const locale of LOCALES) {
      const t = i18nFor(locale).getFixedT(locale, 'shell');
      expect(t('basket.noPaymentMethod'), locale).not.toBe('basket.noPaymentMethod');
    }
    expect(i18nFor('en').getFixedT('en', 'shell')('basket.noPaymentMethod')).toBe(
      'No payment method selected',
    );
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BASKET_UPDATED_EVENT } from '../lib/basket';
import { appConfig } from '../lib/app-config';
import { i18nFor } from '../lib/i18n';
import { sessionStore, type SessionUser } from '../lib/session';
import { AddToBasket } from './add-to-basket';
import { defineFakeAltcha, fakeWidget } from './captcha/testing/fake-altcha-widget';
import { toast } from './toast/toast-store';

type Answer = { status?: number; body: unknown };
/** A fake server: one handler per method and path; request bodies recorded. */
function mockApi(handlers: Record<string, (body: Record<string, unknown>) => Answer>) {
  const calls: Record<string, Record<string, unknown>[]> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input).split('?')[0]}`;
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      (calls[key] ??= []).push(body);
      const handler = handlers[key];
      if (!handler) throw new Error(`unexpected call ${key}`);
      const answer = handler(body);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const MEMBER: SessionUser = {
  id: 7,
  name: 'Ola',
  email: 'ola@example.com',
  roles: ['user'],
  emailVerified: true,
  proUntil: null,
};
const ADDRESS = {
  id: 3,
  salutation: 'ms',
  title: null,
  firstname: 'Ola',
  lastname: 'Nowak',
  street: 'ul. Długa',
  building_number: '12',
  building_additional_information: null,
  phone: null,
  company_identification_number: null,
  country: 'PL',
  zip: '00-238',
  city: 'Warszawa',
};

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/en/shop/diets/:slug',
        element: (
          <QueryClientProvider client={client}>
            <I18nextProvider i18n={i18nFor('en')}>
              <AddToBasket
                productType="diet_template"
                productId={42}
                title="Lean week"
                price="$20.00"
                readMoreHref="#first-day"
              />
            </I18nextProvider>
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: ['/en/shop/diets/lean-week'] },
  );
  return render(<RouterProvider router={router} />);
}

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the purchase page’s rules (B §9, DECISIONS PROMO-09)', () => {
  beforeAll(() => defineFakeAltcha());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    toast.dismiss();
    sessionStore.set({ user: null, csrfToken: null });
    appConfig.flags.shopReadOnly = false;
    appConfig.flags.registrationDisabled = false;
  });

  it('[PROMO-09] a guest sees add, sign in and register; add opens the registration with the product pending', () => {
    mockApi({});
    renderPanel();
    const guest = screen.getByTestId('buy-guest');
    expect(within(guest).getByRole('link', { name: 'Sign in to buy' }).getAttribute('href')).toBe(
      '/en/login?next=%2Fen%2Fshop%2Fdiets%2Flean-week',
    );
    expect(within(guest).getByRole('button', { name: 'New here? Create an account' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('add-to-basket'));
    expect(screen.getByTestId('pending-add').textContent).toContain(
      '“Lean week” goes straight into your basket',
    );
    expect(screen.getByTestId('purchase-register-form')).toBeTruthy();
  });

  it('[PROMO-08] [PROMO-09] registering on the purchase page sends account, address, product and language; then the add has happened', async () => {
    const calls = mockApi({
      'POST /api/purchase/register': () => ({
        body: { success: true, message: 'Welcome to Nutrio!', addresses: [ADDRESS], basketCount: 1 },
      }),
      'GET /api/auth/session': () => ({
        body: { user: { ...MEMBER, emailVerified: false }, csrfToken: 'csrf' },
      }),
    });
    const events: number[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent<{ count: number }>).detail.count);
    window.addEventListener(BASKET_UPDATED_EVENT, listener);
    renderPanel();
    fireEvent.click(screen.getByTestId('add-to-basket'));
    // The browser checks the same contract first: nothing is sent with errors, each under its field.
    fireEvent.click(screen.getByRole('button', { name: 'Create the account' }));
    expect((await screen.findByTestId('purchase-address-zip-error')).textContent).toContain(
      'Enter a valid postal code for the chosen country',
    );
    expect(calls['POST /api/purchase/register']).toBeUndefined();

    const account = (id: string, value: string) =>
      fireEvent.change(document.getElementById(id)!, { target: { value } });
    account('purchase-firstname', 'Ola');
    account('purchase-lastname', 'Nowak');
    fill('E-mail address', 'ola@example.com');
    fill(/^Password/, 'a-long-password');
    fill(/^Repeat the password/, 'a-long-password');
    const address = screen.getByRole('group', { name: 'Billing address' });
    fireEvent.change(within(address).getByLabelText('First name'), { target: { value: 'Ola' } });
    fireEvent.change(within(address).getByLabelText('Last name'), { target: { value: 'Nowak' } });
    fill('Postal code', '00-238');
    fill('City', 'Warszawa');
    fill('Street', 'ul. Długa');
    fill('Building number', '12');
    await waitFor(() => fakeWidget());
    act(() => fakeWidget().solve('solved'));
    fireEvent.click(screen.getByRole('button', { name: 'Create the account' }));

    await waitFor(() => expect(events).toEqual([1]));
    window.removeEventListener(BASKET_UPDATED_EVENT, listener);
    expect(calls['POST /api/purchase/register']).toEqual([
      expect.objectContaining({
        account: expect.objectContaining({ email: 'ola@example.com', firstname: 'Ola' }),
        address: expect.objectContaining({ zip: '00-238', city: 'Warszawa', country: 'PL' }),
        product: { productType: 'diet_template', productId: 42 },
        captcha: 'solved',
        language: 'en',
      }),
    ]);
    // Signed in now; ordering waits for the confirmed address.
    expect(await screen.findByTestId('buy-confirm-email')).toBeTruthy();
  });

  it('[PROMO-09] registration turned off: no registration, add leads to sign-in', () => {
    appConfig.flags.registrationDisabled = true;
    mockApi({});
    renderPanel();
    expect(screen.getByTestId('add-to-basket').getAttribute('href')).toBe(
      '/en/login?next=%2Fen%2Fshop%2Fdiets%2Flean-week',
    );
    expect(screen.queryByRole('button', { name: 'New here? Create an account' })).toBeNull();
  });

  it('[PROMO-09] the read-only flag shows only a read-more link', () => {
    appConfig.flags.shopReadOnly = true;
    sessionStore.set({ user: MEMBER, csrfToken: 'csrf' });
    mockApi({});
    renderPanel();
    expect(screen.getByRole('link', { name: 'Read more' }).getAttribute('href')).toBe('#first-day');
    expect(screen.queryByTestId('add-to-basket')).toBeNull();
  });

  it('[PROMO-09] a confirmed member without an address gets the hint and the form; once saved, the add button', async () => {
    sessionStore.set({ user: MEMBER, csrfToken: 'csrf' });
    const calls = mockApi({
      'GET /api/account/addresses': () => ({ body: { addresses: [] } }),
      'POST /api/account/addresses': () => ({ body: { address: ADDRESS, addresses: [ADDRESS] } }),
    });
    renderPanel();
    expect((await screen.findByTestId('add-address-hint')).textContent).toContain(
      'Add a billing address before you buy',
    );
    expect(screen.queryByTestId('add-to-basket')).toBeNull();
    fill('First name', 'Ola');
    fill('Last name', 'Nowak');
    fill('Postal code', '00-238');
    fill('City', 'Warszawa');
    fill('Street', 'ul. Długa');
    fill('Building number', '12');
    fill(/^Phone/, '22 123 45 67');
    fireEvent.click(screen.getByRole('button', { name: 'Save the address' }));
    // FORM-08: addresses take the phone with its country code.
    expect((await screen.findByTestId('billing-phone-error')).textContent).toContain('with its country code');
    fill(/^Phone/, '+48 22 123 45 67');
    fireEvent.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByTestId('add-to-basket')).toBeTruthy();
    expect(calls['POST /api/account/addresses']).toEqual([
      { address: expect.objectContaining({ phone: '+48 22 123 45 67', zip: '00-238' }), language: 'en' },
    ]);
  });

  it('[PROMO-07] [PROMO-09] with an address: a confirmation dialog first, then the add call; cancelling sends nothing', async () => {
    sessionStore.set({ user: MEMBER, csrfToken: 'csrf' });
    const calls = mockApi({
      'GET /api/account/addresses': () => ({ body: { addresses: [ADDRESS] } }),
      'POST /api/basket/items': () => ({
        body: {
          success: true,
          message: '“Lean week” is in your basket.',
          preview: { title: 'Lean week', price: 20, currency: 'USD' },
          item: {
            id: 1,
            productId: 42,
            title: 'Lean week',
            productType: 'diet_template',
            total: {},
            promotion: null,
          },
          count: 1,
        },
      }),
    });
    renderPanel();
    fireEvent.click(await screen.findByTestId('add-to-basket'));
    const dialog = await screen.findByTestId('add-to-basket-dialog');
    expect(dialog.textContent).toContain('“Lean week” for $20.00 goes into your basket.');
    expect(dialog.textContent).toContain('Invoice to: Ola Nowak, ul. Długa 12, 00-238 Warszawa');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('add-to-basket-dialog')).toBeNull());
    expect(calls['POST /api/basket/items']).toBeUndefined();

    fireEvent.click(screen.getByTestId('add-to-basket'));
    fireEvent.click(await screen.findByTestId('add-to-basket-confirm'));
    expect(await screen.findByTestId('go-to-basket')).toBeTruthy();
    expect(calls['POST /api/basket/items']).toEqual([
      { productType: 'diet_template', productId: 42, language: 'en' },
    ]);
  });
});

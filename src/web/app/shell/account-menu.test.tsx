import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAccountMenu, livePagePath } from '../../../core/domain/account-menu';
import type { Locale } from '../../../core/i18n/locales';
import { i18nFor } from '../../lib/i18n';
import { AccountMenu } from './account-menu';
import { Header, loadHeaderMenus } from './header';
import { sessionStore } from '../../lib/session';

const USER = { id: 7, name: 'Anna Nowak', email: 'anna@example.com', roles: ['user'], emailVerified: true };

function renderWith(ui: ReactNode, locale: Locale = 'en') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <MemoryRouter initialEntries={[`/${locale}/`]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

function openMenu() {
  fireEvent.keyDown(screen.getByTestId('account-menu-button'), { key: 'Enter' });
  return screen.getByTestId('account-menu');
}

describe('header account area', () => {
  // The menus load after the header's first render; here they are there from the start (header.test.tsx
  // covers the stand-ins before them).
  beforeAll(loadHeaderMenus);
  beforeEach(() => {
    sessionStore.set({ user: null });
    sessionStore.set({ csrfToken: null });
  });
  afterEach(() => {
    sessionStore.set({ user: null });
    sessionStore.set({ csrfToken: null });
    vi.restoreAllMocks();
  });

  it('[HDR-19] [ROLE-03] [ROLE-04] a guest sees a login link and a register link, and no account menu', () => {
    renderWith(<Header locale="de" />, 'de');
    const guest = screen.getByTestId('guest-links');
    expect(within(guest).getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('/de/anmelden');
    expect(within(guest).getByRole('link', { name: 'Registrieren' }).getAttribute('href')).toBe(
      '/de/registrieren',
    );
    expect(screen.queryByTestId('account-menu-button')).toBeNull();
    expect(document.querySelector('form[action="/logout"]')).toBeNull();
  });

  it('[HDR-14] [ROLE-08] a signed-in user gets an account button named after them instead of the login link', () => {
    sessionStore.set({ user: USER });
    sessionStore.set({ csrfToken: 'tok-1' });
    renderWith(<Header locale="en" />);
    const button = screen.getByRole('button', { name: 'Account menu: Anna Nowak' });
    expect(button.textContent).toContain('AN');
    expect(screen.queryByTestId('guest-links')).toBeNull();
  });

  it('[HDR-15] [HDR-21] [HDR-24] the account menu links to the account page and to each section page that exists', () => {
    sessionStore.set({ user: USER });
    sessionStore.set({ csrfToken: 'tok-1' });
    renderWith(<Header locale="pl" />, 'pl');
    const menu = openMenu();
    expect(within(menu).getByText('Anna Nowak')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Moje konto' }).getAttribute('href')).toBe('/pl/konto');
    expect(within(menu).getByRole('menuitem', { name: 'Dane osobowe' }).getAttribute('href')).toBe(
      '/pl/konto/dane-osobowe',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Hasło' }).getAttribute('href')).toBe(
      '/pl/konto/haslo',
    );
    // Items whose page is not live are hidden, never shown as '#'.
    const expected: Array<[string, string]> = [
      ['Moje diety', 'personalDietMyDiets'],
      ['Moje zamówienia', 'accountOrders'],
      ['Mój kalendarz', 'accountCalendar'],
    ];
    for (const [name, page] of expected) {
      const href = livePagePath(page, 'pl');
      const link = within(menu).queryByRole('menuitem', { name });
      expect(link?.getAttribute('href') ?? null, name).toBe(href);
    }
    expect(menu.querySelector('a[href="#"]')).toBeNull();
  });

  it('[HDR-17] [ACCT-07] logout is a GET form to /logout with the _csrf_token field, submitted from the menu', () => {
    sessionStore.set({ user: USER });
    sessionStore.set({ csrfToken: 'tok-1' });
    const submit = vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(() => undefined);
    renderWith(<Header locale="en" />);
    const form = document.querySelector<HTMLFormElement>('form[action="/logout"]');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.querySelector<HTMLInputElement>('input[name="_csrf_token"]')?.value).toBe('tok-1');
    const menu = openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.contexts[0]).toBe(form);
  });

  it('a rotated CSRF token and a new name reach the header without a reload', () => {
    sessionStore.set({ user: USER });
    sessionStore.set({ csrfToken: 'tok-1' });
    renderWith(<Header locale="en" />);
    act(() => {
      sessionStore.set({ user: { ...USER, name: 'Anna Kowalska' } });
      sessionStore.set({ csrfToken: 'tok-2' });
    });
    expect(screen.getByRole('button', { name: 'Account menu: Anna Kowalska' })).toBeTruthy();
    expect(
      document.querySelector<HTMLInputElement>('form[action="/logout"] input[name="_csrf_token"]')?.value,
    ).toBe('tok-2');
  });

  it('[HDR-16] [ROLE-10] [HDR-22] a pro user’s menu has the pro section with e-books, blog and search (pro=1)', () => {
    const t = i18nFor('en').t;
    const resolve = (page: string, locale: Locale) => livePagePath(page, locale) ?? `/${locale}/${page}`;
    const pro = buildAccountMenu({
      locale: 'en',
      roles: ['pro'],
      csrfToken: 'tok',
      t: (key) => t(key),
      resolvePage: resolve,
    });
    const plain = buildAccountMenu({
      locale: 'en',
      roles: [],
      csrfToken: 'tok',
      t: (key) => t(key),
      resolvePage: resolve,
    });

    const { unmount } = renderWith(<AccountMenu locale="en" user={USER} sections={plain} unread={0} />);
    expect(openMenu().querySelector('[data-section="pro"]')).toBeNull();
    unmount();

    renderWith(
      <AccountMenu
        locale="en"
        user={{ ...USER, roles: ['pro'], emailVerified: true }}
        sections={pro}
        unread={0}
      />,
    );
    const menu = openMenu();
    for (const [name, href] of [
      ['My diets', '/en/personal-diet/my-diets'],
      ['My orders', '/en/account/orders'],
      ['My calendar', '/en/account/calendar'],
      ['Personal data', '/en/account/personal-data'],
    ]) {
      expect(within(menu).getByRole('menuitem', { name }).getAttribute('href')).toBe(href);
    }
    const proGroup = menu.querySelector<HTMLElement>('[data-section="pro"]');
    expect(proGroup).not.toBeNull();
    const links = within(proGroup as HTMLElement).getAllByRole('menuitem');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['E-books', '/en/shop/e-books/'],
      ['Blog', '/en/blog/?pro=1'],
      ['Search', '/en/search?pro=1'],
    ]);
  });

  it('[HDR-10] the mobile menu carries the account links and the logout form too', () => {
    sessionStore.set({ user: USER });
    sessionStore.set({ csrfToken: 'tok-1' });
    renderWith(<Header locale="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const account = screen.getByTestId('mobile-account');
    expect(within(account).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe(
      '/en/account',
    );
    expect(within(account).getByRole('link', { name: 'Password' }).getAttribute('href')).toBe(
      '/en/account/password',
    );
    const logout = within(account).getByRole('button', { name: 'Sign out' });
    const form = logout.closest('form');
    expect(form?.getAttribute('action')).toBe('/logout');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.querySelector<HTMLInputElement>('input[name="_csrf_token"]')?.value).toBe('tok-1');
  });

  it('[HDR-10] [ROLE-03] a guest’s mobile menu offers sign in and register', () => {
    renderWith(<Header locale="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const account = screen.getByTestId('mobile-account');
    expect(within(account).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en/login');
    expect(within(account).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/en/register');
  });
});

import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAccountMenu, livePagePath } from '../../../../core/domain/account-menu';
import type { Locale } from '../../../../core/i18n/locales';
import { i18nFor } from '../../../lib/i18n';
import { AccountPage, AccountSections, SectionSwitcher } from './account-page';
import { sessionStore } from '../../../lib/session';

function renderAt(path: string, locale: Locale = 'en') {
  const router = createMemoryRouter([{ path: '*', element: <AccountPage /> }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18nFor(locale)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

const switcher = (name = 'Account sections') => screen.getByRole('navigation', { name });

describe('account menu page', () => {
  beforeEach(() => {
    sessionStore.set({
      user: { id: 3, name: 'Jan Kowalski', email: 'jan@example.com', roles: ['user'], emailVerified: true },
    });
    sessionStore.set({ csrfToken: 'tok-5' });
  });
  afterEach(() => {
    sessionStore.set({ user: null });
    sessionStore.set({ csrfToken: null });
  });

  it('[ACCT-01] greets the user and shows the sections with their items as cards', () => {
    renderAt('/en/account');
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Jan Kowalski!' })).toBeTruthy();
    const settings = screen.getByRole('region', { name: 'Settings' });
    const cards = within(settings).getAllByRole('link');
    expect(cards.map((card) => [card.getAttribute('href'), card.textContent])).toEqual([
      ['/en/account/personal-data', 'Private, only for youPersonal dataGender, name and e-mail address.'],
      ['/en/account/password', 'Private, only for youPasswordChange your password.'],
    ]);
  });

  it('[ACCT-02] the switcher shows each section with its item count and switches between them', () => {
    const router = renderAt('/en/account');
    const t = i18nFor('en').t;
    const sections = buildAccountMenu({
      locale: 'en',
      roles: ['user'],
      csrfToken: 'tok-5',
      t: (key) => t(key),
    });
    const total = sections.reduce((sum, section) => sum + section.items.length, 0);
    const buttons = within(switcher()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      `All${total}${total} items`,
      ...sections.map(
        (section) =>
          `${section.title}${section.items.length}${t('account:menu.itemCount', { count: section.items.length })}`,
      ),
    ]);
    expect(within(switcher()).getByRole('button', { name: 'Settings 2 items' })).toBeTruthy();
    expect(within(switcher()).getByRole('button', { name: 'Sign out 1 item' })).toBeTruthy();
    expect(
      within(switcher())
        .getByRole('button', { name: `All ${total} items` })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    fireEvent.click(within(switcher()).getByRole('button', { name: /^Settings/ }));
    expect(router.state.location.search).toBe('?section=settings');
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))).toEqual([
      'account-section-settings',
    ]);
    expect(
      within(switcher())
        .getByRole('button', { name: /^Settings/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    fireEvent.click(within(switcher()).getByRole('button', { name: /^All/ }));
    expect(router.state.location.search).toBe('');
    expect(screen.getAllByRole('region')).toHaveLength(sections.length);
  });

  it('[ACCT-02] an unknown ?section= shows every section', () => {
    renderAt('/pl/konto?section=nope', 'pl');
    expect(screen.getByRole('region', { name: 'Ustawienia' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Wyloguj się' })).toBeTruthy();
    expect(
      within(switcher('Sekcje konta'))
        .getByRole('button', { name: /^Wszystkie/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(switcher('Sekcje konta')).getByRole('button', { name: 'Ustawienia 2 pozycje' }),
    ).toBeTruthy();
    expect(
      within(switcher('Sekcje konta')).getByRole('button', { name: 'Wyloguj się 1 pozycja' }),
    ).toBeTruthy();
  });

  it('[ACCT-03] [ACCT-07] [HDR-17] the logout item is a card with a real GET form carrying the CSRF token', () => {
    renderAt('/en/account');
    const region = screen.getByRole('region', { name: 'Sign out' });
    const button = within(region).getByRole('button', { name: /Sign out/ });
    const form = button.closest('form');
    expect(form?.getAttribute('action')).toBe('/logout');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.querySelector<HTMLInputElement>('input[name="_csrf_token"]')?.value).toBe('tok-5');
    expect(button.getAttribute('type')).toBe('submit');
  });

  it('[ACCT-04] [ACCT-09] the icon follows isPublic; a pro user has the pro section', () => {
    const t = i18nFor('en').t;
    const sections = buildAccountMenu({
      locale: 'en',
      roles: ['pro'],
      csrfToken: 'tok',
      t: (key) => t(key),
      resolvePage: (page, locale) => livePagePath(page, locale) ?? `/${locale}/${page}`,
    });
    render(
      <I18nextProvider i18n={i18nFor('en')}>
        {/* A router only for the links. */}
        <RouterProvider
          router={createMemoryRouter([
            {
              path: '*',
              element: (
                <>
                  <SectionSwitcher sections={sections} choice="all" onChoose={() => undefined} />
                  <AccountSections sections={sections} choice="all" />
                </>
              ),
            },
          ])}
        />
      </I18nextProvider>,
    );
    const pro = screen.getByRole('region', { name: 'Pro' });
    expect(
      within(pro)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/shop/e-books/', '/en/blog/?pro=1', '/en/search?pro=1']);
    expect(within(switcher()).getByRole('button', { name: 'Pro 3 items' })).toBeTruthy();
    const generator = document.querySelector('[data-item="generator"]');
    const myDiets = document.querySelector('[data-item="myDiets"]');
    expect(generator?.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('public');
    expect(generator?.textContent).toContain('Public page');
    expect(myDiets?.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('private');
    expect(myDiets?.textContent).toContain('Private, only for you');
  });
});

describe('account page: e-mail confirmation and linked accounts', () => {
  const JAN = { id: 3, name: 'Jan Kowalski', email: 'jan@example.com', roles: ['user'], emailVerified: true };
  let fetchMock: ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;
  /** What GET /api/auth/session answers. */
  let sessionAnswer: { emailVerified: boolean } | null;

  beforeEach(() => {
    sessionAnswer = { emailVerified: false };
    fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>(async (url) => {
      if (url === '/api/auth/session') {
        const body = {
          user: sessionAnswer && { ...JAN, ...sessionAnswer },
          csrfToken: 'tok-5',
          idleTimeoutMs: 1_800_000,
        };
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }
      return new Response('{}', { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.set({ csrfToken: 'tok-5' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set({ user: null, csrfToken: null });
  });

  const banner = () => screen.queryByRole('region', { name: 'Your e-mail address is not confirmed yet' });
  const sessionCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/auth/session');

  it('asks an unconfirmed member to confirm, with the address and "Send the link again"; a confirmed one is not asked', () => {
    sessionStore.set({ user: { ...JAN, emailVerified: false } });
    renderAt('/en/account');
    expect(banner()?.textContent).toContain('we have sent a link to jan@example.com.');
    expect(within(banner()!).getByRole('button', { name: 'Send the link again' })).toBeTruthy();
    cleanupAndRender({ ...JAN, emailVerified: true });
    expect(banner()).toBeNull();
    expect(sessionCalls()).toHaveLength(0);
  });

  it('?email=verified: the success notice, and no request to confirm (the page was loaded after the link)', () => {
    sessionStore.set({ user: { ...JAN, emailVerified: true } });
    renderAt('/en/account?email=verified');
    const notice = screen.getByTestId('email-link-notice');
    expect(notice.textContent).toBe('Thank you! Your e-mail address is confirmed.');
    expect(notice.getAttribute('data-tone')).toBe('success');
    expect(banner()).toBeNull();
    expect(sessionCalls()).toHaveLength(0);
  });

  it('?email=expired keeps asking an unconfirmed member to confirm', () => {
    sessionStore.set({ user: { ...JAN, emailVerified: false } });
    renderAt('/en/account?email=expired');
    expect(screen.getByTestId('email-link-notice').getAttribute('data-tone')).toBe('warning');
    expect(banner()).not.toBeNull();
    expect(sessionCalls()).toHaveLength(0);
  });

  it.each([
    ['linked', 'success', 'Your account has been linked. From now on you can sign in with it too.'],
    [
      'taken',
      'error',
      'That account is already linked to another Nutrio account, so it could not be linked to yours.',
    ],
    ['failed', 'error', 'Linking the account did not work. Please try again.'],
  ])('?social=%s after linking a provider reads as %s', (value, tone, text) => {
    sessionStore.set({ user: { ...JAN, emailVerified: true } });
    renderAt(`/en/account?social=${value}`);
    const notice = screen.getByTestId('social-link-notice');
    expect(notice.textContent).toBe(text);
    expect(notice.getAttribute('data-tone')).toBe(tone);
  });

  it('a sign-in notice value (?social=existing) is not a link notice', () => {
    sessionStore.set({ user: { ...JAN, emailVerified: true } });
    renderAt('/en/account?social=existing');
    expect(screen.queryByTestId('social-link-notice')).toBeNull();
  });

  function cleanupAndRender(user: typeof JAN & { emailVerified: boolean }) {
    cleanup();
    sessionStore.set({ user });
    renderAt('/en/account');
  }
});

describe('account page: until when pro lasts', () => {
  const PRO = {
    id: 4,
    name: 'Ada Nowak',
    email: 'ada@example.com',
    roles: ['user', 'pro'],
    emailVerified: true,
  };
  afterEach(() => sessionStore.set({ user: null }));

  it('a bought pro package shows its last day in the pro section, in the page’s language', () => {
    sessionStore.set({ user: { ...PRO, proUntil: '2026-12-31' } });
    renderAt('/en/account');
    const pro = screen.getByRole('region', { name: 'Pro' });
    expect(within(pro).getByTestId('pro-until').textContent).toBe('Pro until December 31, 2026');
    cleanup();
    renderAt('/de/konto', 'de');
    expect(screen.getByTestId('pro-until').textContent).toBe('Pro aktiv bis zum 31. Dezember 2026');
    cleanup();
    renderAt('/pl/konto', 'pl');
    expect(screen.getByTestId('pro-until').textContent).toBe('Pro aktywne do 31 grudnia 2026');
  });

  it('a pro role without an end (an admin’s grant) shows no end date', () => {
    sessionStore.set({ user: { ...PRO, proUntil: null } });
    renderAt('/en/account');
    expect(screen.getByRole('region', { name: 'Pro' })).toBeTruthy();
    expect(screen.queryByTestId('pro-until')).toBeNull();
  });
});

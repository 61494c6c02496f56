import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../core/i18n/locales';
import { i18nFor } from '../../lib/i18n';
import { sessionStore } from '../../lib/session';
import { toast } from '../toast/toast-store';
import { EmailLinkNotice } from './email-link-notice';
import { EmailVerificationNotice } from './email-verification-notice';

function renderAt(path: string, element: ReactNode) {
  const locale = (path.split('/')[1] ?? 'en') as Locale;
  const router = createMemoryRouter(
    [{ path: '*', element: <I18nextProvider i18n={i18nFor(locale)}>{element}</I18nextProvider> }],
    {
      initialEntries: [path],
    },
  );
  return render(<RouterProvider router={router} />);
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const ADA = { id: 7, name: 'Ada Lovelace', email: 'ada@example.com', roles: ['user'], emailVerified: false };
const RESEND = '/api/account/email-verification?_locale=en';

describe('the "please confirm your e-mail address" notice', () => {
  let fetchMock: ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;
  beforeEach(() => {
    fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.set({ user: ADA, csrfToken: 'tok-9' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set({ user: null, csrfToken: null });
    toast.dismiss();
  });

  it('names the address the link went to and what waits for the confirmation', () => {
    renderAt('/en/account', <EmailVerificationNotice />);
    const notice = screen.getByRole('region', { name: 'Your e-mail address is not confirmed yet' });
    expect(notice.textContent).toContain(
      'Please confirm your e-mail address: we have sent a link to ada@example.com. Saving plans, shopping and chatting need a confirmed address.',
    );
    expect(within(notice).getByRole('button', { name: 'Send the link again' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('"Send the link again" posts to the resend route with the CSRF token and reads the answer out politely', async () => {
    fetchMock.mockResolvedValue(
      json(200, { status: 'sent', message: 'We have sent a new confirmation link to ada@example.com.' }),
    );
    renderAt('/en/account', <EmailVerificationNotice />);
    const button = screen.getByRole('button', { name: 'Send the link again' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    const region = screen.getByTestId('email-verification-notice-status');
    await waitFor(() =>
      expect(region.textContent).toBe('We have sent a new confirmation link to ada@example.com.'),
    );
    expect(region.getAttribute('role')).toBe('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(RESEND);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('tok-9');
    expect((screen.getByRole('button', { name: 'Send the link again' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('the hourly limit (429) is read out in the same region, in the page language', async () => {
    const limited =
      'Wir haben dir in dieser Stunde schon mehrere E-Mails geschickt. Bitte sieh in deinem Posteingang und im Spam-Ordner nach oder versuche es später noch einmal.';
    fetchMock.mockResolvedValue(
      json(429, { success: false, error: limited, code: 'rate_limited', requestId: 'r' }),
    );
    renderAt('/de/konto', <EmailVerificationNotice />);
    fireEvent.click(screen.getByRole('button', { name: 'Link erneut senden' }));
    const region = screen.getByTestId('email-verification-notice-status');
    await waitFor(() => expect(region.textContent).toBe(limited));
    expect(region.querySelector('[data-status]')?.getAttribute('data-status')).toBe('error');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/account/email-verification?_locale=de');
    expect(sessionStore.get().user?.emailVerified).toBe(false);
  });

  it('already confirmed (in another tab): the page learns it and says so', async () => {
    fetchMock.mockResolvedValue(
      json(200, { status: 'alreadyVerified', message: 'Your e-mail address is already confirmed.' }),
    );
    renderAt('/en/account', <EmailVerificationNotice />);
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(sessionStore.get().user?.emailVerified).toBe(true));
    expect(toast.current()?.message).toBe('Your e-mail address is already confirmed.');
  });

  it('a failure that never reached the server says so', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/en/account', <EmailVerificationNotice />);
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(screen.getByTestId('email-verification-notice-status').textContent).toBe(
        'We could not reach the server. Please check your connection and try again.',
      ),
    );
  });

  it('says nothing to a guest', () => {
    sessionStore.set({ user: null });
    renderAt('/en/account', <EmailVerificationNotice />);
    expect(screen.queryByTestId('email-verification-notice')).toBeNull();
  });
});

describe('the notice after a confirmation link (?email=)', () => {
  it.each([
    ['verified', 'success', 'Thank you! Your e-mail address is confirmed.'],
    [
      'changed',
      'success',
      'Your e-mail address has been changed. From now on, sign in with your new address.',
    ],
    [
      'taken',
      'error',
      'Your e-mail address could not be changed: another account now uses that address. Your current address stays as it is.',
    ],
    [
      'expired',
      'warning',
      'This confirmation link has expired or has already been used. If your address is not confirmed yet, you can request a new link here.',
    ],
  ])('on the account page, ?email=%s reads as %s', (value, tone, text) => {
    renderAt(`/en/account?email=${value}`, <EmailLinkNotice place="account" />);
    const notice = screen.getByTestId('email-link-notice');
    expect(notice.textContent).toBe(text);
    expect(notice.getAttribute('data-tone')).toBe(tone);
  });

  it('on the login page it asks to sign in, in the page language', () => {
    renderAt('/pl/logowanie?email=verified', <EmailLinkNotice place="login" />);
    expect(screen.getByTestId('email-link-notice').textContent).toBe(
      'Dziękujemy! Twój adres e-mail został potwierdzony. Zaloguj się, aby kontynuować.',
    );
  });

  it('an unknown or missing value shows nothing', () => {
    renderAt('/en/login?email=hacked', <EmailLinkNotice place="login" />);
    expect(screen.queryByTestId('email-link-notice')).toBeNull();
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInMethodsResponse } from '../../../../core/contracts/social-sign-in';
import type { Locale } from '../../../../core/i18n/locales';
import { i18nFor } from '../../../lib/i18n';
import { PasswordPage } from './password-page';
import { sessionStore } from '../../../lib/session';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderPage(locale: Locale = 'en', path = '/en/account/password') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18nFor(locale)}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <PasswordPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const METHODS = '/api/account/sign-in-methods';
const PASSWORD = '/api/account/password?_locale=en';
const WITH_PASSWORD: SignInMethodsResponse = { hasPassword: true, providers: [] };

type Call = [string, RequestInit?];
type Answer = (init: RequestInit | undefined) => Response;

const current = () => screen.getByLabelText('Current password') as HTMLInputElement;
const next = () => screen.getByLabelText('New password') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: /^(Change|Set) password$/ }));

describe('password change page', () => {
  let fetchMock: ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;
  /** One answer per request line (`METHOD path`); the sign-in methods default to "password, no provider". */
  let answers: Record<string, Answer>;
  const callsTo = (method: string, path: string): Call[] =>
    fetchMock.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method);

  beforeEach(() => {
    answers = { [`GET ${METHODS}`]: () => json(200, WITH_PASSWORD) };
    fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>(async (url, init) => {
      const answer = answers[`${init?.method ?? 'GET'} ${url}`];
      return answer
        ? answer(init)
        : json(404, { success: false, error: 'Not found.', code: 'not_found', requestId: 'r' });
    });
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.set({ csrfToken: 'old-token' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set({ csrfToken: null });
  });

  it('both fields are required and the new password is trimmed and needs 8 characters (as PWD-02); nothing is sent before', () => {
    renderPage();
    submit();
    expect(screen.getByTestId('pw-currentPassword-error').textContent).toBe('Please enter a password.');
    expect(screen.getByTestId('pw-password-error').textContent).toBe('Please enter a password.');
    fireEvent.change(current(), { target: { value: 'old-secret-1' } });
    fireEvent.change(next(), { target: { value: '  short  ' } });
    submit();
    expect(screen.queryByTestId('pw-currentPassword-error')).toBeNull();
    expect(screen.getByTestId('pw-password-error').textContent).toBe(
      'The password must be at least 8 characters long.',
    );
    expect(callsTo('POST', PASSWORD)).toHaveLength(0);
  });

  it('the new password can be shown and hidden', () => {
    renderPage();
    expect(next().type).toBe('password');
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    fireEvent.click(toggles[1] as HTMLElement);
    expect(next().type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(next().type).toBe('password');
  });

  it('a wrong current password is shown under that field', async () => {
    answers[`POST ${PASSWORD}`] = () =>
      json(400, {
        success: false,
        error: 'Some fields are invalid.',
        code: 'validation_failed',
        errors: { currentPassword: 'The current password is not correct.' },
        requestId: '1',
      });
    renderPage();
    fireEvent.change(current(), { target: { value: 'wrong-one-1' } });
    fireEvent.change(next(), { target: { value: 'new-secret-2' } });
    submit();
    expect((await screen.findByTestId('pw-currentPassword-error')).textContent).toBe(
      'The current password is not correct.',
    );
    expect(sessionStore.get().csrfToken).toBe('old-token');
  });

  it('a successful change shows the message, clears the fields and takes the rotated CSRF token', async () => {
    answers[`POST ${PASSWORD}`] = () =>
      json(200, {
        success: true,
        message: 'Your password has been changed. Other devices have been signed out.',
        csrfToken: 'new-token',
      });
    renderPage();
    fireEvent.change(current(), { target: { value: 'old-secret-1' } });
    fireEvent.change(next(), { target: { value: ' new-secret-2 ' } });
    submit();
    expect((await screen.findByTestId('form-status')).textContent).toBe(
      'Your password has been changed. Other devices have been signed out.',
    );
    const [[, init]] = callsTo('POST', PASSWORD) as [Call];
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('old-token');
    expect(JSON.parse(String(init?.body))).toEqual({
      currentPassword: 'old-secret-1',
      password: 'new-secret-2',
    });
    expect(sessionStore.get().csrfToken).toBe('new-token');
    expect(current().value).toBe('');
    expect(next().value).toBe('');
  });

  it('an account without a password (made by social sign-in) sets one without being asked for a current one', async () => {
    answers[`GET ${METHODS}`] = () =>
      json(200, { hasPassword: false, providers: [{ provider: 'google', linked: true }] });
    answers[`POST ${PASSWORD}`] = () =>
      json(200, {
        success: true,
        message: 'Your password has been changed. Other devices have been signed out.',
        csrfToken: 'new-token',
      });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Set a password' })).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.change(next(), { target: { value: 'first-secret-1' } });
    submit();
    await screen.findByTestId('form-status');
    expect(JSON.parse(String(callsTo('POST', PASSWORD)[0]?.[1]?.body))).toEqual({
      currentPassword: '',
      password: 'first-secret-1',
    });
  });
});

describe('sign-in methods on the password page', () => {
  let fetchMock: ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;
  let methods: SignInMethodsResponse;
  let unlinkAnswer: () => Response;

  beforeEach(() => {
    methods = {
      hasPassword: true,
      providers: [
        { provider: 'google', linked: true },
        { provider: 'github', linked: false },
      ],
    };
    unlinkAnswer = () => json(200, { success: true, message: 'Google is no longer linked to your account.' });
    fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>(async (url, init) => {
      if (url === METHODS) return json(200, methods);
      if (url.startsWith(`${METHODS}/`) && init?.method === 'DELETE') return unlinkAnswer();
      return json(404, { success: false, error: 'Not found.', code: 'not_found', requestId: 'r' });
    });
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.set({ csrfToken: 'tok-1' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set({ csrfToken: null });
  });

  const section = () => screen.findByRole('region', { name: 'Sign-in methods' });
  const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');

  it('lists the password and each configured provider as linked or not; "Link" goes to the provider with intent=link and the way back', async () => {
    renderPage();
    const list = await section();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PasswordSet',
      'GoogleLinkedUnlink',
      'GitHubNot linkedLink',
    ]);
    const link = within(list).getByRole('link', { name: 'Link GitHub' });
    expect(link.getAttribute('href')).toBe('/auth/github?intent=link&next=%2Fen%2Faccount%2Fpassword');
    expect(within(list).queryByRole('link', { name: 'Link Google' })).toBeNull();
    expect(within(list).getByRole('button', { name: 'Unlink Google' })).toBeTruthy();
  });

  it('unlinking asks first; cancelling sends nothing, confirming sends DELETE with the CSRF token and shows the answer', async () => {
    renderPage();
    fireEvent.click(within(await section()).getByRole('button', { name: 'Unlink Google' }));
    const dialog = screen.getByRole('dialog', { name: 'Unlink Google?' });
    expect(dialog.textContent).toContain('You will no longer be able to sign in with Google.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toHaveLength(0);

    fireEvent.click(within(await section()).getByRole('button', { name: 'Unlink Google' }));
    methods = {
      hasPassword: true,
      providers: [
        { provider: 'google', linked: false },
        { provider: 'github', linked: false },
      ],
    };
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Unlink Google?' })).getByRole('button', { name: 'Unlink' }),
    );
    const status = await screen.findByTestId('sign-in-methods-status');
    await waitFor(() => expect(status.textContent).toBe('Google is no longer linked to your account.'));
    const [[url, init]] = deletes() as [Call];
    expect(url).toBe('/api/account/sign-in-methods/google?_locale=en');
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('tok-1');
    // The list is read again: Google can be linked once more.
    expect(await within(await section()).findByRole('link', { name: 'Link Google' })).toBeTruthy();
  });

  it('the last way to sign in cannot be unlinked: the server’s 409 message is shown and the provider stays linked', async () => {
    methods = { hasPassword: false, providers: [{ provider: 'google', linked: true }] };
    unlinkAnswer = () =>
      json(409, {
        success: false,
        error: 'This is your only way to sign in. Set a password or link another account first.',
        code: 'conflict',
        requestId: 'r',
      });
    renderPage();
    fireEvent.click(within(await section()).getByRole('button', { name: 'Unlink Google' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unlink' }));
    await waitFor(() =>
      expect(screen.getByTestId('sign-in-methods-status').textContent).toBe(
        'This is your only way to sign in. Set a password or link another account first.',
      ),
    );
    expect(
      screen
        .getByTestId('sign-in-methods-status')
        .querySelector('[data-status]')
        ?.getAttribute('data-status'),
    ).toBe('error');
    expect(within(await section()).getByRole('button', { name: 'Unlink Google' })).toBeTruthy();
  });

  it('is not shown when no provider is configured', async () => {
    methods = { hasPassword: true, providers: [] };
    renderPage();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Given the time the list needs to appear elsewhere, it does not appear.
    await expect(screen.findByTestId('sign-in-methods', {}, { timeout: 300 })).rejects.toThrow();
    expect(screen.getByTestId('password-form')).toBeTruthy();
  });

  it('speaks the page language (pl)', async () => {
    renderPage('pl', '/pl/konto/haslo');
    const list = await screen.findByRole('region', { name: 'Metody logowania' });
    expect(within(list).getByRole('link', { name: 'Połącz GitHub' }).getAttribute('href')).toBe(
      '/auth/github?intent=link&next=%2Fpl%2Fkonto%2Fhaslo',
    );
    expect(within(list).getByRole('button', { name: 'Odłącz Google' })).toBeTruthy();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../../lib/i18n';
import { PasswordPage } from './password-page';
import { sessionStore } from '../../../lib/session';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderPage() {
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <MemoryRouter initialEntries={['/en/account/password']}>
        <PasswordPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const current = () => screen.getByLabelText('Current password') as HTMLInputElement;
const next = () => screen.getByLabelText('New password') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

describe('password change page', () => {
  let fetchMock: ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;
  beforeEach(() => {
    fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
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
    expect(screen.getByTestId('pw-password-error').textContent).toBe('The password must be at least 8 characters long.');
    expect(fetchMock).not.toHaveBeenCalled();
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
    fetchMock.mockResolvedValue(
      json(400, { success: false, error: 'Some fields are invalid.', code: 'validation_failed', errors: { currentPassword: 'The current password is not correct.' }, requestId: '1' }),
    );
    renderPage();
    fireEvent.change(current(), { target: { value: 'wrong-one-1' } });
    fireEvent.change(next(), { target: { value: 'new-secret-2' } });
    submit();
    expect((await screen.findByTestId('pw-currentPassword-error')).textContent).toBe('The current password is not correct.');
    expect(sessionStore.get().csrfToken).toBe('old-token');
  });

  it('a successful change shows the message, clears the fields and takes the rotated CSRF token', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, message: 'Your password has been changed. Other devices have been signed out.', csrfToken: 'new-token' }));
    renderPage();
    fireEvent.change(current(), { target: { value: 'old-secret-1' } });
    fireEvent.change(next(), { target: { value: ' new-secret-2 ' } });
    submit();
    expect((await screen.findByTestId('form-status')).textContent).toBe('Your password has been changed. Other devices have been signed out.');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/account/password?_locale=en');
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('old-token');
    expect(JSON.parse(String(init?.body))).toEqual({ currentPassword: 'old-secret-1', password: 'new-secret-2' });
    expect(sessionStore.get().csrfToken).toBe('new-token');
    expect(current().value).toBe('');
    expect(next().value).toBe('');
  });
});

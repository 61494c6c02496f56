import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderAuthPage } from '../testing/auth-test-kit';
import { SetPasswordPage } from './set-password-page';

const SET = '/api/auth/forgot-password/set-password';
const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const PATH = `/en/forgot-password/${TOKEN}`;
const PATTERN = '/en/forgot-password/:token';

const answer = (
  loginAttempts: number,
  message = 'Please choose a password different from your current one.',
) => ({
  success: false,
  passwordChanged: false,
  message,
  redirect: null,
  loginAttempts,
  maxAttempts: 5,
});

function submit(password: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
}

describe('set new password page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('[PWD-01] one password field (with show/hide), a submit button and a cancel link to login', () => {
    renderAuthPage(<SetPasswordPage />, PATH, PATTERN);
    expect(screen.getAllByLabelText(/password/i).filter((el) => el.tagName === 'INPUT')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Show password' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Save the new password' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/en/login');
  });

  it('[PWD-02] the password is trimmed and needs 8 characters before it is sent', async () => {
    const api = mockApi({
      [SET]: () => ({
        body: {
          success: true,
          passwordChanged: true,
          message: 'Changed.',
          redirect: '/en/login',
          loginAttempts: 0,
          maxAttempts: 5,
        },
      }),
    });
    renderAuthPage(<SetPasswordPage />, PATH, PATTERN);
    submit('   short   ');
    expect(screen.getByText('The password must be at least 8 characters long.')).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
    submit('  long-enough  ');
    await screen.findByTestId('password-changed');
    expect(api.calls[SET]).toEqual([{ token: TOKEN, password: 'long-enough', language: 'en' }]);
  });

  it('[PWD-03] [PWD-04] [PWD-05] success shows the changed view with the info message and a login link', async () => {
    mockApi({
      [SET]: () => ({
        body: {
          success: true,
          passwordChanged: true,
          message: 'Your password has been changed. You can now sign in with it.',
          redirect: '/en/login',
          loginAttempts: 0,
          maxAttempts: 5,
        },
      }),
    });
    renderAuthPage(<SetPasswordPage />, PATH, PATTERN);
    submit('a-new-password');
    const view = await screen.findByTestId('password-changed');
    expect(view.textContent).toContain('Your password has been changed. You can now sign in with it.');
    expect(screen.getByRole('link', { name: 'Sign in now' }).getAttribute('href')).toBe('/en/login');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('[PWD-06] [PWD-07] a rejected password shows the server’s message and, from 4 tries left, a warning', async () => {
    let tries = 0;
    mockApi({ [SET]: () => ({ status: 400, body: answer(++tries) }) });
    renderAuthPage(<SetPasswordPage />, PATH, PATTERN);
    submit('the-old-password');
    expect((await screen.findByTestId('set-password-alert')).textContent).toBe(
      'Please choose a password different from your current one.',
    );
    expect(screen.getByTestId('set-password-remaining').textContent).toBe(
      'This link allows only 4 more tries.',
    );
    submit('the-old-password');
    await waitFor(() =>
      expect(screen.getByTestId('set-password-remaining').textContent).toBe(
        'This link allows only 3 more tries.',
      ),
    );
  });

  it('a used or expired link (410) says so and offers a new one', async () => {
    mockApi({
      [SET]: () => ({
        status: 410,
        body: answer(5, 'This link has expired or has already been used. Please request a new one.'),
      }),
    });
    renderAuthPage(<SetPasswordPage />, PATH, PATTERN);
    submit('a-new-password');
    const view = await screen.findByTestId('link-unusable');
    expect(view.textContent).toContain('This link has expired or has already been used.');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/en/forgot-password',
    );
  });

  it('[PWD-07] a network failure shows the generic error', async () => {
    mockApi({ [SET]: () => 'network' });
    renderAuthPage(<SetPasswordPage />, PATH, PATTERN);
    submit('a-new-password');
    expect((await screen.findByTestId('set-password-alert')).textContent).toBe(
      'We could not reach the server. Please check your connection and try again.',
    );
  });
});

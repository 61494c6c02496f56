import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineFakeAltcha, fakeWidget } from '../../../components/captcha/testing/fake-altcha-widget';
import { navigateFully } from '../lib/full-navigation';
import { mockApi, renderAuthPage, solveCaptcha } from '../testing/auth-test-kit';
import { LoginPage } from './login-page';

const { loadAltcha } = vi.hoisted(() => ({ loadAltcha: vi.fn(() => Promise.resolve()) }));
vi.mock('../../../components/captcha/load-altcha', () => ({ loadAltcha }));
vi.mock('../lib/full-navigation', () => ({ navigateFully: vi.fn() }));

const CHECK = '/api/auth/check-username';
const LOGIN = '/api/auth/login';
const MAX = 5;

const checkAnswer = (status: 'valid' | 'invalid' | 'locked', attempts = 0) => ({
  body: {
    status,
    exists: status !== 'invalid',
    message: {
      valid: 'Account found. Please enter your password.',
      invalid: 'We could not find an account with this e-mail address.',
      locked: 'Locked for a while.',
    }[status],
    attempts,
    maxAttempts: MAX,
  },
});
const refused = (attempts: number) => ({
  status: attempts >= MAX ? 423 : 401,
  body: {
    success: false,
    error: attempts >= MAX ? 'Locked for a while.' : `Wrong password. ${MAX - attempts} tries left.`,
    code: attempts >= MAX ? 'account_locked' : 'invalid_credentials',
    message: attempts >= MAX ? 'Locked for a while.' : `Wrong password. ${MAX - attempts} tries left.`,
    attempts,
    maxAttempts: MAX,
    status: attempts >= MAX ? 'locked' : 'invalid',
    requestId: 'r',
  },
});

const emailInput = () => screen.getByLabelText('E-mail address');
const status = () => screen.getByTestId('login-status').textContent;

async function toPassword(path = '/en/login') {
  renderAuthPage(<LoginPage />, path);
  fireEvent.change(emailInput(), { target: { value: 'Ada@Example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByLabelText('Password');
}

async function attempt(password = 'wrong-password') {
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await solveCaptcha();
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  beforeAll(defineFakeAltcha);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(navigateFully).mockClear();
  });

  it('[LOGIN-06] the username is required before anything is sent', () => {
    const api = mockApi({});
    renderAuthPage(<LoginPage />, '/en/login');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter your e-mail address.')).toBeTruthy();
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('[LOGIN-01] [LOGIN-02] [LOGIN-03] [LOGIN-05] the e-mail is checked first; the password appears only when it is valid', async () => {
    const api = mockApi({ [CHECK]: () => checkAnswer('valid') });
    renderAuthPage(<LoginPage />, '/en/login');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByTestId('login-form').dataset.status).toBe('idle');
    fireEvent.change(emailInput(), { target: { value: 'Ada@Example.com' } });
    fireEvent.blur(emailInput());
    expect(screen.getByTestId('login-form').dataset.status).toBe('checking');
    expect(status()).toBe('Checking your e-mail address…');
    await screen.findByLabelText('Password');
    expect(screen.getByTestId('login-form').dataset.status).toBe('valid');
    expect(status()).toBe('Account found. Please enter your password.');
    expect(api.calls[CHECK]).toEqual([{ username: 'ada@example.com', language: 'en' }]);
  });

  it('[LOGIN-02] an unknown address shows the server’s message and no password field', async () => {
    mockApi({ [CHECK]: () => checkAnswer('invalid') });
    renderAuthPage(<LoginPage />, '/en/login');
    fireEvent.change(emailInput(), { target: { value: 'nobody@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(status()).toBe('We could not find an account with this e-mail address.'));
    expect(screen.getByTestId('login-form').dataset.status).toBe('invalid');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('[LOGIN-04] a locked account hides the password field and disables the form', async () => {
    mockApi({ [CHECK]: () => checkAnswer('locked', MAX) });
    renderAuthPage(<LoginPage />, '/en/login');
    fireEvent.change(emailInput(), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(status()).toBe('Locked for a while.'));
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a locked account offers the longer security check: its challenge is the hard one, and a correct password then signs in (issue 12 A4)', async () => {
    const api = mockApi({
      [CHECK]: () => checkAnswer('locked', MAX),
      [LOGIN]: () => ({
        body: {
          success: true,
          redirectUrl: '/en/',
          message: 'You are signed in. Redirecting…',
          attempts: 0,
          maxAttempts: MAX,
          status: 'success',
        },
      }),
    });
    renderAuthPage(<LoginPage />, '/en/login');
    fireEvent.change(emailInput(), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(status()).toBe('Locked for a while.'));
    fireEvent.click(
      within(screen.getByTestId('login-hard-check')).getByRole('button', {
        name: 'Sign in with a longer security check',
      }),
    );
    const password = await screen.findByLabelText('Password');
    await waitFor(() => fakeWidget());
    expect(
      (fakeWidget() as HTMLElement & { challenge?: string }).challenge ??
        fakeWidget().getAttribute('challenge'),
    ).toBe('/api/auth/captcha?level=hard');
    expect(screen.getByRole('group', { name: 'Longer security check' })).toBeTruthy();
    fireEvent.change(password, { target: { value: 'correct-password' } });
    await solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('login-success')).textContent).toBe('You are signed in. Redirecting…');
    expect(api.calls[LOGIN]).toHaveLength(1);
  });

  it('[LOGIN-07] [LOGIN-08] password and captcha are required', async () => {
    const api = mockApi({ [CHECK]: () => checkAnswer('valid') });
    loadAltcha.mockReturnValueOnce(new Promise<void>(() => undefined)); // the widget never arrives
    await toPassword();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter a password.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('captcha')).getByRole('alert').textContent).toBe(
        'Please confirm that you are not a robot.',
      ),
    );
    expect(api.calls[LOGIN]).toBeUndefined();
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('[LOGIN-10] [LOGIN-15] signs in with the spec’s fields, shows the message and loads the next page after 1.5 s', async () => {
    const api = mockApi({
      [CHECK]: () => checkAnswer('valid'),
      [LOGIN]: () => ({
        body: {
          success: true,
          redirectUrl: '/en/recipes/',
          message: 'You are signed in. Redirecting…',
          attempts: 0,
          maxAttempts: MAX,
          status: 'success',
        },
      }),
    });
    await toPassword('/en/login?next=%2Fen%2Frecipes%2F');
    await attempt('correct-password');
    expect((await screen.findByTestId('login-success')).textContent).toBe('You are signed in. Redirecting…');
    const shownAt = Date.now();
    expect(api.calls[LOGIN]).toEqual([
      {
        username: 'ada@example.com',
        password: 'correct-password',
        captcha: 'captcha-payload',
        language: 'en',
        redirect: '/en/recipes/',
      },
    ]);
    expect(navigateFully).not.toHaveBeenCalled();
    await waitFor(() => expect(navigateFully).toHaveBeenCalledWith('/en/recipes/'), { timeout: 3000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1400);
  });

  it('[LOGIN-12] [LOGIN-14] [LOGIN-20] wrong passwords: the server’s message, a warning from 3 tries left, locked at the maximum', async () => {
    let failures = 0;
    mockApi({ [CHECK]: () => checkAnswer('valid'), [LOGIN]: () => refused(++failures) });
    await toPassword();

    await attempt();
    expect((await screen.findByTestId('login-alert')).textContent).toBe('Wrong password. 4 tries left.');
    expect(screen.queryByTestId('login-remaining')).toBeNull();
    expect(fakeWidget().resets).toBe(1); // every try needs a fresh captcha
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');

    await attempt();
    await waitFor(() =>
      expect(screen.getByTestId('login-alert').textContent).toBe('Wrong password. 3 tries left.'),
    );
    expect(screen.getByTestId('login-remaining').textContent).toContain('only 3 tries left');

    await attempt();
    await waitFor(() =>
      expect(screen.getByTestId('login-alert').textContent).toBe('Wrong password. 2 tries left.'),
    );
    await attempt();
    await waitFor(() =>
      expect(screen.getByTestId('login-remaining').textContent).toContain('only 1 try left'),
    );

    await attempt();
    await waitFor(() => expect(screen.getByTestId('login-form').dataset.status).toBe('locked'));
    expect(status()).toBe('Locked for a while.');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('[LOGIN-19] a network failure shows the generic error', async () => {
    mockApi({ [CHECK]: () => checkAnswer('valid'), [LOGIN]: () => 'network' });
    await toPassword();
    await attempt();
    expect((await screen.findByTestId('login-alert')).textContent).toBe(
      'We could not reach the server. Please check your connection and try again.',
    );
  });

  it('[LOGIN-16] [LOGIN-17] the screen links to forgot-password and registration', () => {
    renderAuthPage(<LoginPage />, '/pl/logowanie');
    expect(screen.getByRole('link', { name: 'Nie pamiętasz hasła?' }).getAttribute('href')).toBe(
      '/pl/przypomnij-haslo',
    );
    expect(screen.getByRole('link', { name: 'Załóż konto' }).getAttribute('href')).toBe('/pl/rejestracja');
  });

  it('a confirmation link opened while signed out lands here with ?email=: the page says how it went', () => {
    mockApi({});
    renderAuthPage(<LoginPage />, '/de/anmelden?email=changed');
    const notice = screen.getByTestId('email-link-notice');
    expect(notice.textContent).toBe(
      'Deine E-Mail-Adresse wurde geändert. Bitte melde dich mit deiner neuen Adresse an.',
    );
    expect(within(screen.getByTestId('login-form')).getByTestId('email-link-notice')).toBe(notice);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineFakeAltcha, fakeWidget } from '../../../components/captcha/testing/fake-altcha-widget';
import { mockApi, renderAuthPage, solveCaptcha } from '../testing/auth-test-kit';
import { ForgotPasswordPage } from './forgot-password-page';

const { loadAltcha } = vi.hoisted(() => ({ loadAltcha: vi.fn(() => Promise.resolve()) }));
vi.mock('../../../components/captcha/load-altcha', () => ({ loadAltcha }));

const FORGOT = '/api/auth/forgot-password';
const SENT =
  'If an account exists for this address, we have sent a link to set a new password. It is valid for one hour.';

describe('forgot password page', () => {
  beforeAll(defineFakeAltcha);
  afterEach(() => vi.unstubAllGlobals());

  it('[PWD-08] e-mail and captcha are required', async () => {
    const api = mockApi({});
    loadAltcha.mockReturnValueOnce(new Promise<void>(() => undefined)); // the widget never arrives
    renderAuthPage(<ForgotPasswordPage />, '/en/forgot-password');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(screen.getByText('Please enter your e-mail address.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('captcha')).getByRole('alert').textContent).toBe(
        'Please confirm that you are not a robot.',
      ),
    );
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('[PWD-08] the confirmation is the server’s, whatever the address', async () => {
    const api = mockApi({ [FORGOT]: () => ({ body: { success: true, message: SENT } }) });
    renderAuthPage(<ForgotPasswordPage />, '/en/forgot-password');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
    await solveCaptcha('c-1');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByTestId('forgot-sent')).textContent).toBe(SENT);
    expect(api.calls[FORGOT]).toEqual([{ email: 'ada@example.com', captcha: 'c-1', language: 'en' }]);
    expect(screen.getByRole('link', { name: 'Back to sign-in' }).getAttribute('href')).toBe('/en/login');
  });

  it('a refused captcha shows the server’s message and is renewed', async () => {
    mockApi({
      [FORGOT]: () => ({
        status: 400,
        body: {
          success: false,
          error: 'The captcha could not be verified. Please try again.',
          code: 'validation_failed',
          errors: { captcha: 'The captcha could not be verified. Please try again.' },
          requestId: 'r',
        },
      }),
    });
    renderAuthPage(<ForgotPasswordPage />, '/en/forgot-password');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
    await solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByTestId('forgot-alert')).textContent).toBe(
      'The captcha could not be verified. Please try again.',
    );
    expect(fakeWidget().resets).toBe(1);
    await waitFor(() => expect(fakeWidget().state).toBe('verified')); // a fresh solution for the next try
  });
});

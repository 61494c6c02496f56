import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineFakeAltcha, fakeWidget } from '../../../components/captcha/testing/fake-altcha-widget';
import { mockApi, renderAuthPage, solveCaptcha } from '../testing/auth-test-kit';
import { RegisterPage } from './register-page';

const { loadAltcha } = vi.hoisted(() => ({ loadAltcha: vi.fn(() => Promise.resolve()) }));
vi.mock('../../../components/captcha/load-altcha', () => ({ loadAltcha }));

const CHECK = '/api/auth/check-email';
const REGISTER = '/api/auth/register';

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorOf = (label: string | RegExp) => {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby') ?? '';
  const error = ids
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.id.endsWith('-error'));
  return input.getAttribute('aria-invalid') === 'true' ? (error?.textContent ?? null) : null;
};

async function toDetails(email = 'ada@example.com') {
  renderAuthPage(<RegisterPage />, '/en/register');
  type('E-mail address', email);
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByTestId('register-details-step');
}

function fillDetails() {
  type('First name', 'Ada');
  type('Last name', 'Lovelace');
  type('Password', 'analytical');
  type('Confirm password', 'analytical');
}

describe('registration page', () => {
  beforeAll(defineFakeAltcha);
  afterEach(() => vi.unstubAllGlobals());

  it('[REG-01] [REG-02] [REG-03] step 1 asks for the e-mail: required, then well-formed', async () => {
    const api = mockApi({ [CHECK]: () => ({ body: { success: true } }) });
    renderAuthPage(<RegisterPage />, '/en/register');
    expect(screen.getByTestId('register-step').textContent).toBe('Step 1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(errorOf('E-mail address')).toBe('Please enter your e-mail address.');
    type('E-mail address', 'ada@');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(errorOf('E-mail address')).toBe('Please enter a valid e-mail address.');
    expect(api.calls[CHECK]).toBeUndefined();
  });

  it('[REG-04] a taken address shows the server’s error and stays on step 1', async () => {
    const api = mockApi({
      [CHECK]: () => ({
        body: { success: false, error: 'An account with this e-mail address already exists.' },
      }),
    });
    renderAuthPage(<RegisterPage />, '/en/register');
    type('E-mail address', ' Ada@Example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(errorOf('E-mail address')).toBe('An account with this e-mail address already exists.'),
    );
    expect(api.calls[CHECK]).toEqual([{ email: 'Ada@Example.com', language: 'en' }]);
    expect(screen.queryByTestId('register-details-step')).toBeNull();
  });

  it('[REG-05] [REG-19] step 2 has gender, names, the e-mail from step 1 and the password twice', async () => {
    mockApi({ [CHECK]: () => ({ body: { success: true } }) });
    await toDetails();
    expect(screen.getByTestId('register-step').textContent).toBe('Step 2 of 2');
    expect(screen.getByLabelText('Gender')).toBeTruthy();
    expect(screen.getByLabelText('First name')).toBeTruthy();
    expect(screen.getByLabelText('Last name')).toBeTruthy();
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('ada@example.com');
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByLabelText('Confirm password')).toBeTruthy();
  });

  it('[REG-18] gender offers man, woman, diverse and "prefer not to say"', async () => {
    mockApi({ [CHECK]: () => ({ body: { success: true } }) });
    await toDetails();
    const options = within(screen.getByLabelText('Gender')).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Prefer not to say'],
      ['men', 'Man'],
      ['woman', 'Woman'],
      ['divers', 'Diverse'],
    ]);
  });

  it('[REG-06] password and confirmation have show/hide toggles', async () => {
    mockApi({ [CHECK]: () => ({ body: { success: true } }) });
    await toDetails();
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show password confirmation' }));
    expect((screen.getByLabelText('Confirm password') as HTMLInputElement).type).toBe('text');
  });

  it('[REG-07] [REG-14] each field shows its first error in the spec’s order', async () => {
    const api = mockApi({ [CHECK]: () => ({ body: { success: true } }) });
    await toDetails();
    type('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(errorOf('First name')).toBe('Please enter your first name.');
    expect(errorOf('Last name')).toBe('Please enter your last name.');
    expect(errorOf('E-mail address')).toBeNull();
    expect(errorOf('Password')).toBe('The password must be at least 8 characters long.');
    expect(errorOf('Confirm password')).toBe('The passwords do not match.');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(api.calls[REGISTER]).toBeUndefined();
  });

  it('[REG-15] a captcha is needed: without a solution nothing is sent', async () => {
    const api = mockApi({ [CHECK]: () => ({ body: { success: true } }) });
    loadAltcha.mockReturnValueOnce(new Promise<void>(() => undefined)); // the widget never arrives
    await toDetails();
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('captcha')).getByRole('alert').textContent).toBe(
        'Please confirm that you are not a robot.',
      ),
    );
    expect(api.calls[REGISTER]).toBeUndefined();
  });

  it('[REG-15] [REG-16] a captcha not solved yet is solved on submit', async () => {
    const api = mockApi({
      [CHECK]: () => ({ body: { success: true } }),
      [REGISTER]: () => ({ body: { success: true, redirectUrl: '/en/account' } }),
    });
    await toDetails();
    fillDetails();
    await waitFor(() => fakeWidget());
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByTestId('register-complete');
    expect(api.calls[REGISTER]?.[0]?.captcha).toBe('auto-payload-1');
  });

  it('[REG-17] [REG-20] registers with the spec’s payload and shows the completion view', async () => {
    const api = mockApi({
      [CHECK]: () => ({ body: { success: true } }),
      [REGISTER]: () => ({ body: { success: true, redirectUrl: '/en/account' } }),
    });
    await toDetails();
    fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'woman' } });
    fillDetails();
    await solveCaptcha('solved-1');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const done = await screen.findByTestId('register-complete');
    expect(api.calls[REGISTER]).toEqual([
      {
        firstname: 'Ada',
        lastname: 'Lovelace',
        email: 'ada@example.com',
        password: 'analytical',
        confirmPassword: 'analytical',
        captcha: 'solved-1',
        gender: 'woman',
        language: 'en',
      },
    ]);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Welcome to Nutrio!');
    expect(within(done).getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/en/');
    expect(within(done).getByRole('link', { name: 'Open my account' }).getAttribute('href')).toBe(
      '/en/account',
    );
    // Issue 12 A1: where the confirmation link went, and why it matters.
    expect(within(done).getByTestId('register-confirm').textContent).toBe(
      'We have sent a confirmation link to ada@example.com. Please open it: saving plans, shopping and chatting need a confirmed address.',
    );
    // The diet templates' page is live (issue 16): the completion view links to it.
    expect(within(done).getByRole('link', { name: 'Browse diet templates' }).getAttribute('href')).toBe(
      '/en/shop/diets/',
    );
  });

  it('[REG-20] a local `next` (the generator sends one) adds a way back; another site is ignored', async () => {
    for (const [search, expected] of [
      ['?next=%2Fen%2Fpersonal-diet', '/en/personal-diet'],
      ['?next=%2F%2Fevil.example', null],
    ] as const) {
      window.history.replaceState(null, '', `/en/register${search}`);
      mockApi({
        [CHECK]: () => ({ body: { success: true } }),
        [REGISTER]: () => ({ body: { success: true, redirectUrl: '/en/account' } }),
      });
      await toDetails();
      fillDetails();
      await solveCaptcha('solved-next');
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
      const done = await screen.findByTestId('register-complete');
      const back = within(done).queryByRole('link', { name: 'Continue where you left off' });
      expect(back?.getAttribute('href') ?? null).toBe(expected);
      cleanup();
    }
    window.history.replaceState(null, '', '/');
  });

  it('[REG-25] server field errors land on their fields; the captcha is renewed', async () => {
    mockApi({
      [CHECK]: () => ({ body: { success: true } }),
      [REGISTER]: () => ({
        status: 409,
        body: {
          success: false,
          error: 'An account with this e-mail address already exists.',
          code: 'conflict',
          errors: { email: 'An account with this e-mail address already exists.' },
          requestId: 'r1',
        },
      }),
    });
    await toDetails();
    fillDetails();
    await solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(errorOf('E-mail address')).toBe('An account with this e-mail address already exists.'),
    );
    expect(fakeWidget().resets).toBeGreaterThan(0);
    expect(screen.queryByTestId('register-complete')).toBeNull();
  });

  it('[REG-25] a server message without fields is shown', async () => {
    mockApi({
      [CHECK]: () => ({ body: { success: true } }),
      [REGISTER]: () => ({
        status: 429,
        body: {
          success: false,
          error: 'Too many requests. Please wait a moment and try again.',
          code: 'rate_limited',
          requestId: 'r2',
        },
      }),
    });
    await toDetails();
    fillDetails();
    await solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByTestId('register-alert')).textContent).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
  });

  it('[REG-24] a network failure shows the generic error', async () => {
    mockApi({ [CHECK]: () => ({ body: { success: true } }), [REGISTER]: () => 'network' });
    await toDetails();
    fillDetails();
    await solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByTestId('register-alert')).textContent).toBe(
      'We could not reach the server. Please check your connection and try again.',
    );
  });

  it('[REG-23] [REG-27] the screen links to login; the card is at most 768 px wide', () => {
    renderAuthPage(<RegisterPage />, '/de/registrieren');
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('/de/anmelden');
    expect(screen.getByTestId('register-card').className).toContain('max-w-3xl');
  });
});

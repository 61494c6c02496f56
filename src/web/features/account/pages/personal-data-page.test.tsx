import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersonalData } from '../../../../core/contracts/account';
import { decryptPayload, PERSONAL_DATA_ITERATIONS } from '../../../../core/crypto/personal-data-cipher';
import type { Locale } from '../../../../core/i18n/locales';
import { i18nFor } from '../../../lib/i18n';
import { validatePersonalData } from '../api/account-api';
import { PersonalDataForm, PersonalDataPage } from './personal-data-page';
import { sessionStore } from '../../../lib/session';

const SECRET = 'session-secret-1';
const INITIAL: PersonalData = { firstname: 'Anna', lastname: 'Nowak', email: 'anna@example.com', gender: '' };

function wrap(ui: ReactNode, locale: Locale = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18nFor(locale)}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/${locale}/account/personal-data`]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const update = () => screen.getByRole('button', { name: 'Update' });

describe('personal data form', () => {
  let fetchMock: ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;
  beforeEach(() => {
    fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set({ user: null });
  });

  it('[PD-01] [PD-02] [PD-03] gender, first name, last name and e-mail with labels, and one Update button', () => {
    wrap(<PersonalDataForm initial={INITIAL} keySecret={SECRET} />);
    const gender = screen.getByLabelText('Gender') as HTMLSelectElement;
    expect([...gender.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Not specified'],
      ['diverse', 'Diverse'],
      ['man', 'Man'],
      ['woman', 'Woman'],
    ]);
    expect(field('First name').value).toBe('Anna');
    expect(field('Last name').value).toBe('Nowak');
    expect(field('E-mail').value).toBe('anna@example.com');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(update()).toBeTruthy();
  });

  it('[PD-04] [PD-05] the client rules: names trimmed, e-mail optional, an invalid one gives emailInvalid', () => {
    const t = i18nFor('en').t;
    const ok = validatePersonalData(
      { firstname: '  Jan ', lastname: ' Kowalski ', email: '', gender: 'man' },
      t,
    );
    expect(ok).toEqual({
      ok: true,
      data: { firstname: 'Jan', lastname: 'Kowalski', email: '', gender: 'man' },
    });
    const bad = validatePersonalData(
      { firstname: 'Jan', lastname: 'K', email: 'not-an-address', gender: '' },
      t,
    );
    expect(bad).toEqual({ ok: false, errors: { email: 'Please enter a valid e-mail address.' } });
    const de = validatePersonalData(
      { firstname: 'Jan', lastname: 'K', email: 'a@b', gender: '' },
      i18nFor('de').t,
    );
    expect(de.ok ? null : de.errors.email).toBe(i18nFor('de').t('errors:emailInvalid'));
  });

  it('[PD-05] an invalid e-mail is shown under the field and nothing is sent', () => {
    wrap(<PersonalDataForm initial={INITIAL} keySecret={SECRET} />);
    fireEvent.change(field('E-mail'), { target: { value: 'anna@' } });
    fireEvent.click(update());
    expect(screen.getByTestId('pd-email-error').textContent).toBe('Please enter a valid e-mail address.');
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(field('E-mail').getAttribute('aria-describedby')).toContain('pd-email-error');
    expect(document.activeElement).toBe(field('E-mail'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('[PD-06] [PD-07] [PD-08] [PD-04] [PD-10] the update posts {payload}, encrypted with the session key, and shows success', async () => {
    sessionStore.set({
      user: { id: 1, name: 'Anna Nowak', email: 'anna@example.com', roles: [], emailVerified: true },
    });
    const saved = { firstname: 'Jan', lastname: 'Kowalski', email: 'jan@example.com', gender: 'man' };
    fetchMock.mockResolvedValue(
      json(200, {
        status: 'success',
        message: 'Your personal data has been updated.',
        errors: {},
        data: saved,
      }),
    );
    wrap(<PersonalDataForm initial={INITIAL} keySecret={SECRET} />);
    fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'man' } });
    fireEvent.change(field('First name'), { target: { value: '  Jan ' } });
    fireEvent.change(field('Last name'), { target: { value: 'Kowalski  ' } });
    fireEvent.change(field('E-mail'), { target: { value: 'Jan@Example.com' } });
    fireEvent.change(field('Current password'), { target: { value: 'my-secret-1' } });
    fireEvent.click(update());

    const status = await screen.findByTestId('form-status');
    expect(status.textContent).toBe('Your personal data has been updated.');
    expect(status.closest('[aria-live]')).not.toBeNull();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/account/personal-data?_locale=en');
    expect(init?.method).toBe('POST');
    const body = JSON.parse(String(init?.body)) as { payload: string };
    expect(Object.keys(body)).toEqual(['payload']);
    const envelope = JSON.parse(atob(body.payload)) as Record<string, unknown>;
    expect(Object.keys(envelope).sort()).toEqual(['ciphertext', 'iterations', 'iv', 'salt']);
    expect(envelope.iterations).toBe(PERSONAL_DATA_ITERATIONS);
    expect(PERSONAL_DATA_ITERATIONS).toBe(999);
    expect(await decryptPayload(body.payload, SECRET)).toEqual({
      firstname: 'Jan',
      lastname: 'Kowalski',
      email: 'jan@example.com',
      gender: 'man',
      currentPassword: 'my-secret-1',
    });
    // The header's name follows.
    expect(sessionStore.get().user?.name).toBe('Jan Kowalski');
  });

  it('[PD-10] a warning answer (nothing changed) is shown as a warning', async () => {
    fetchMock.mockResolvedValue(
      json(200, { status: 'warning', message: 'Nothing has changed.', errors: {}, data: INITIAL }),
    );
    wrap(<PersonalDataForm initial={INITIAL} keySecret={SECRET} />);
    fireEvent.click(update());
    const status = await screen.findByTestId('form-status');
    expect(status.textContent).toBe('Nothing has changed.');
    expect(status.getAttribute('data-status')).toBe('warning');
  });

  it('[PD-11] server errors per field are shown under their fields', async () => {
    fetchMock.mockResolvedValue(
      json(409, {
        status: 'error',
        message: 'Some fields are invalid.',
        errors: { email: 'An account with this e-mail address already exists.', firstname: 'Too long.' },
        data: null,
      }),
    );
    wrap(<PersonalDataForm initial={INITIAL} keySecret={SECRET} />);
    fireEvent.click(update());
    expect((await screen.findByTestId('pd-email-error')).textContent).toBe(
      'An account with this e-mail address already exists.',
    );
    expect(screen.getByTestId('pd-firstname-error').textContent).toBe('Too long.');
    expect(screen.getByTestId('form-status').getAttribute('data-status')).toBe('error');
  });

  it('[PD-12] an unexplained failure shows unknownError; a network failure the network message', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    wrap(<PersonalDataForm initial={INITIAL} keySecret={SECRET} />);
    fireEvent.click(update());
    expect((await screen.findByTestId('form-status')).textContent).toBe(
      'Something went wrong. Please try again.',
    );

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(update());
    await waitFor(() =>
      expect(screen.getByTestId('form-status').textContent).toBe(
        'We could not reach the server. Please check your connection and try again.',
      ),
    );
  });

  it('[PD-01] the page loads the data, then shows the form in the page language', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { ...INITIAL, gender: 'woman' }, keySecret: SECRET }));
    wrap(<PersonalDataPage />, 'pl');
    expect(screen.getByRole('heading', { level: 1, name: 'Dane osobowe' })).toBeTruthy();
    const form = await screen.findByTestId('personal-data-form');
    expect((within(form).getByLabelText('Płeć') as HTMLSelectElement).value).toBe('woman');
    expect(within(form).getByRole('button', { name: 'Aktualizuj' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/account/personal-data');
  });

  describe('changing the e-mail address (issue 12 A9)', () => {
    const decrypted = async () => {
      const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { payload: string };
      return decryptPayload(body.payload, SECRET);
    };

    it('asks for the current password only while the address differs from the saved one', () => {
      wrap(<PersonalDataForm initial={INITIAL} keySecret={SECRET} />);
      expect(screen.queryByLabelText('Current password')).toBeNull();
      fireEvent.change(field('E-mail'), { target: { value: 'new@example.com' } });
      const password = field('Current password');
      expect(password.type).toBe('password');
      expect(password.required).toBe(true);
      expect(password.getAttribute('autocomplete')).toBe('current-password');
      // The same address in other case and spacing is no change; an empty field keeps the address.
      fireEvent.change(field('E-mail'), { target: { value: '  Anna@Example.COM ' } });
      expect(screen.queryByLabelText('Current password')).toBeNull();
      fireEvent.change(field('E-mail'), { target: { value: '' } });
      expect(screen.queryByLabelText('Current password')).toBeNull();
    });

    it('a new address without the current password is refused under that field and nothing is sent', () => {
      wrap(<PersonalDataForm initial={INITIAL} keySecret={SECRET} />);
      fireEvent.change(field('E-mail'), { target: { value: 'new@example.com' } });
      fireEvent.click(update());
      expect(screen.getByTestId('pd-currentPassword-error').textContent).toBe(
        'Enter your current password to change your e-mail address.',
      );
      expect(document.activeElement).toBe(field('Current password'));
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('a name change alone sends no password, even one typed while the address was being edited', async () => {
      fetchMock.mockResolvedValue(
        json(200, {
          status: 'success',
          message: 'Your personal data has been updated.',
          errors: {},
          data: { ...INITIAL, firstname: 'Ania' },
        }),
      );
      wrap(<PersonalDataForm initial={INITIAL} keySecret={SECRET} />);
      fireEvent.change(field('E-mail'), { target: { value: 'new@example.com' } });
      fireEvent.change(field('Current password'), { target: { value: 'typed-then-undone' } });
      fireEvent.change(field('E-mail'), { target: { value: 'anna@example.com' } });
      fireEvent.change(field('First name'), { target: { value: 'Ania' } });
      fireEvent.click(update());
      await screen.findByTestId('form-status');
      expect(await decrypted()).toEqual({
        firstname: 'Ania',
        lastname: 'Nowak',
        email: 'anna@example.com',
        gender: '',
      });
    });

    it('pendingEmail: the server’s message as a success, the form keeps showing the current address', async () => {
      sessionStore.set({
        user: { id: 1, name: 'Anna Nowak', email: 'anna@example.com', roles: [], emailVerified: true },
      });
      const message =
        'Saved. To change your e-mail address, open the link we have sent to new@example.com. Until then you sign in with your current address.';
      fetchMock.mockResolvedValue(
        json(200, { status: 'success', message, errors: {}, data: INITIAL, pendingEmail: 'new@example.com' }),
      );
      wrap(<PersonalDataForm initial={INITIAL} keySecret={SECRET} />);
      fireEvent.change(field('E-mail'), { target: { value: 'New@Example.com' } });
      fireEvent.change(field('Current password'), { target: { value: 'my-secret-1' } });
      fireEvent.click(update());
      const status = await screen.findByTestId('form-status');
      expect(status.textContent).toBe(message);
      expect(status.getAttribute('data-status')).toBe('success');
      expect(await decrypted()).toMatchObject({ email: 'new@example.com', currentPassword: 'my-secret-1' });
      await waitFor(() => expect(field('E-mail').value).toBe('anna@example.com'));
      expect(screen.queryByLabelText('Current password')).toBeNull();
      expect(sessionStore.get().user?.email).toBe('anna@example.com');
    });

    it('a wrong current password comes back under that field and takes the focus', async () => {
      fetchMock.mockResolvedValue(
        json(400, {
          status: 'error',
          message: 'Some fields are invalid.',
          errors: { currentPassword: 'The current password is not correct.' },
          data: null,
        }),
      );
      wrap(<PersonalDataForm initial={INITIAL} keySecret={SECRET} />);
      fireEvent.change(field('E-mail'), { target: { value: 'new@example.com' } });
      fireEvent.change(field('Current password'), { target: { value: 'wrong-one' } });
      fireEvent.click(update());
      expect((await screen.findByTestId('pd-currentPassword-error')).textContent).toBe(
        'The current password is not correct.',
      );
      expect(document.activeElement).toBe(field('Current password'));
      expect(field('E-mail').value).toBe('new@example.com');
    });

    it('too many wrong passwords (429) and the hourly mail limit (under the e-mail) are shown', async () => {
      fetchMock.mockResolvedValueOnce(
        json(429, {
          success: false,
          error: 'Too many wrong passwords. Please wait 15 minutes and try again.',
          code: 'rate_limited',
          requestId: 'r',
        }),
      );
      wrap(<PersonalDataForm initial={INITIAL} keySecret={SECRET} />);
      fireEvent.change(field('E-mail'), { target: { value: 'new@example.com' } });
      fireEvent.change(field('Current password'), { target: { value: 'my-secret-1' } });
      fireEvent.click(update());
      const status = await screen.findByTestId('form-status');
      expect(status.textContent).toBe('Too many wrong passwords. Please wait 15 minutes and try again.');
      expect(status.getAttribute('data-status')).toBe('error');

      const limited =
        'We have already sent several e-mails this hour. Please check your inbox and spam folder, or try again later.';
      fetchMock.mockResolvedValueOnce(
        json(400, {
          status: 'error',
          message: 'Some fields are invalid.',
          errors: { email: limited },
          data: null,
        }),
      );
      fireEvent.click(update());
      expect((await screen.findByTestId('pd-email-error')).textContent).toBe(limited);
    });

    it('an account without a password is told to set one first and is not asked for one', async () => {
      fetchMock.mockImplementation(async (url) =>
        url === '/api/account/sign-in-methods'
          ? json(200, { hasPassword: false, providers: [{ provider: 'google', linked: true }] })
          : json(200, { data: INITIAL, keySecret: SECRET }),
      );
      wrap(<PersonalDataPage />);
      const form = await screen.findByTestId('personal-data-form');
      await waitFor(() =>
        expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/account/sign-in-methods'),
      );
      fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'new@example.com' } });
      const notice = await screen.findByTestId('pd-set-password-first');
      expect(notice.textContent).toContain('Your account has no password yet.');
      expect(within(notice).getByRole('link', { name: 'Set a password' }).getAttribute('href')).toBe(
        '/en/account/password',
      );
      expect(screen.queryByLabelText('Current password')).toBeNull();
    });
  });
});

import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpecialistProfileEditable } from '../../../../core/contracts/directory-editing';
import type { Locale } from '../../../../core/i18n/locales';
import { i18nFor } from '../../../lib/i18n';
import { SpecialistProfileEditPage, SpecialistProfileForm } from './specialist-profile-page';

const PROFILE: SpecialistProfileEditable = {
  id: 7,
  slug: 'zofia-wrobel',
  fullname: 'Zofia Wróbel',
  avatar: null,
  background: null,
  professions: ['dietitian'],
  tags: [],
  certificates: [],
  bio: { pl: 'Dietetyk.', de: '', en: '' },
  addresses: [],
  options: {
    professions: [
      { find: 'dietitian', name: 'Dietitian' },
      { find: 'trainer', name: 'Personal trainer' },
    ],
    tags: [{ find: 'sports', name: 'Sports nutrition' }],
  },
  unpublished: null,
};

function wrap(ui: ReactNode, locale: Locale = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18nFor(locale)}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/${locale}/account/specialist-profile`]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the specialist profile editor', () => {
  let fetchMock: ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;
  beforeEach(() => {
    fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('[FORM-15] invalid address fields are marked with their message before anything is sent (German)', async () => {
    wrap(<SpecialistProfileForm profile={PROFILE} />, 'de');
    fireEvent.click(screen.getByRole('button', { name: 'Adresse hinzufügen' }));
    fireEvent.change(screen.getByLabelText('Postleitzahl'), { target: { value: '10-115' } });
    fireEvent.change(screen.getByLabelText('Land'), { target: { value: 'DE' } });
    fireEvent.change(screen.getByLabelText('Ort'), { target: { value: 'Berlin' } });
    fireEvent.change(screen.getByLabelText('Straße'), { target: { value: 'Unter den Linden' } });
    fireEvent.change(screen.getByLabelText('Hausnummer'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Telefon (optional)'), { target: { value: '030 1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/Gib eine gültige Postleitzahl/)).toBeTruthy();
    expect(screen.getByText(/mit Ländervorwahl ein/)).toBeTruthy();
    expect(screen.getByLabelText('Postleitzahl').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('form-status').textContent).toBe('Bitte korrigiere die markierten Felder.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('[FORM-15] a field the server refuses is marked with its message; a field without one says "Please provide a valid value."', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        success: false,
        error: 'Some fields are not valid.',
        code: 'validation_failed',
        errors: { professions: 'Choose one of the options offered.' },
        requestId: 'r-1',
      }),
    );
    wrap(<SpecialistProfileForm profile={PROFILE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose one of the options offered.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/account/specialist-profile?_locale=en');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      professions: ['dietitian'],
      bio: { pl: 'Dietetyk.' },
    });

    // A value the pattern table has no message of its own for: the default text.
    fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    fireEvent.change(screen.getByLabelText('Flat, floor or entrance (optional)'), {
      target: { value: 'x'.repeat(256) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please provide a valid value.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a saved profile says so and offers the public page; a member without the role is told the page is for specialists', async () => {
    fetchMock.mockResolvedValue(json(200, { ...PROFILE, tags: ['sports'] }));
    wrap(<SpecialistProfileForm profile={PROFILE} />);
    fireEvent.click(screen.getByLabelText('Sports nutrition'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('form-status').textContent).toBe('Your changes have been saved.'),
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)).tags).toEqual(['sports']);
    expect(screen.getByRole('link', { name: 'View the public page' }).getAttribute('href')).toBe(
      '/en/specialists/7-zofia-wrobel',
    );

    fetchMock.mockResolvedValue(
      json(403, { success: false, error: 'Forbidden', code: 'forbidden', requestId: 'r-2' }),
    );
    const { container } = wrap(<SpecialistProfileEditPage />, 'pl');
    expect(
      (await within(container).findByText(/Ta strona jest przeznaczona dla specjalistów/)).textContent,
    ).toContain('rolę specjalisty');
  });

  it('the owner of a profile an admin unpublished is told so, with the reason, and can still edit (issue 24 A2)', async () => {
    fetchMock.mockResolvedValue(
      json(200, { ...PROFILE, unpublished: { at: '2026-03-05T10:00:00.000Z', reason: 'Fake certificates' } }),
    );
    const { container } = wrap(<SpecialistProfileEditPage />);
    const banner = await within(container).findByText(/taken this profile off the public site/);
    expect(banner.textContent).toContain('Reason: Fake certificates');
    expect(within(container).getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});

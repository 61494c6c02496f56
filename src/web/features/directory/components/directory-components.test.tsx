import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicAddress } from '../../../../core/contracts/directory';
import { LOCALES } from '../../../../core/i18n/locales';
import { toast } from '../../../components/toast/toast-store';
import { i18nFor } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session';
import { AddressCard } from './address-card';
import { ContactDialog } from './contact-dialog';
import { EventsCalendar } from './events-calendar';
import { LocationPanel } from './location-panel';
import { StreetView } from './street-view';
import { appConfig } from '../../../lib/app-config';

function renderWith(node: ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18nFor('en')}>
        <MemoryRouter initialEntries={['/en/specialists/1-anna']}>{node}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const ADDRESS: PublicAddress = {
  id: 1,
  street: null,
  buildingNumber: null,
  buildingAdditionalInformation: null,
  zip: '00-001',
  city: null,
  country: 'Polska',
  country_iso: 'PL',
  lat: null,
  lng: null,
  phone: null,
  email: null,
  allowShowZip: true,
  allowShowCity: false,
  allowShowStreet: false,
  allowShowPhone: false,
  emailIsAccessible: false,
};

describe('directory components', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStore.set({ user: null, csrfToken: null });
  });

  it('[CAL-07] a calendar that fails to load shows its error and no events', async () => {
    renderWith(
      <EventsCalendar
        owner={{ userId: 1 }}
        feed="/feed.ics"
        load={() => Promise.reject(new Error('down'))}
      />,
    );
    expect((await screen.findByTestId('events-error')).textContent).toBe('The calendar could not be loaded.');
    expect(screen.queryAllByTestId('event')).toEqual([]);
    expect(screen.queryAllByTestId('calendar-event-day')).toEqual([]);
  });

  it('[PROF-13] [PROF-16] an address without coordinates says the map is unavailable; hidden parts are blurred placeholders', () => {
    renderWith(<AddressCard address={ADDRESS} name="Anna" linkLabel="View" />);
    expect(screen.getByTestId('map-unavailable').textContent).toBe('The map is unavailable for this entry.');
    const blurred = screen.getAllByTestId('blurred-field');
    expect(blurred).toHaveLength(2);
    for (const field of blurred) expect(field.textContent).toContain('Shared after contact');
    expect(screen.getByTestId('address-card').textContent).toContain('00-001');
  });

  it('[PROF-20] an address without coordinates is placed by the geocoding call; a failure shows a warning', async () => {
    const placed = { ...ADDRESS, city: 'Kraków', allowShowCity: true, country_iso: 'PL', zip: '31-042' };
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('city=Krak')
        ? new Response(JSON.stringify({ lat: 50.06, lon: 19.94, precision: 'city' }), { status: 200 })
        : new Response(
            JSON.stringify({ success: false, error: 'Not found', code: 'not_found', requestId: 'r' }),
            {
              status: 404,
            },
          ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWith(<AddressCard address={placed} name="Anna" linkLabel="View" />);
    // Loading: the map waits for the place and says so.
    expect(screen.getByTestId('map-unavailable').textContent).toBe('Finding the address on the map…');
    expect(await screen.findByTestId('address-map')).toBeTruthy();
    const [url] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/geo/geocode?country=PL&zip=31-042&city=Krak%C3%B3w');
    expect(screen.queryByTestId('geocode-warning')).toBeNull();
  });

  it('[PROF-21] a place the geocoder cannot find shows the warning and the unavailable map', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ success: false, error: 'Not found', code: 'not_found', requestId: 'r' }),
            {
              status: 404,
            },
          ),
      ),
    );
    renderWith(
      <AddressCard
        address={{ ...ADDRESS, city: 'Atlantis', allowShowCity: true }}
        name="Anna"
        linkLabel="View"
      />,
    );
    expect((await screen.findByTestId('geocode-warning')).textContent).toBe(
      'We could not find this address on the map.',
    );
    expect(screen.getByTestId('map-unavailable').textContent).toBe('The map is unavailable for this entry.');
  });

  it('[SPEC-42] [PROF-14] with a maps key street view is the embedded frame at the point, 350–650 px high', () => {
    appConfig.maps.streetViewKey = 'embed-key';
    try {
      render(<StreetView lat={50.0633} lng={19.9401} title="Street view: Anna" />);
      const frame = screen.getByTitle('Street view: Anna') as HTMLIFrameElement;
      const src = new URL(frame.src);
      expect(src.origin + src.pathname).toBe('https://www.google.com/maps/embed/v1/streetview');
      expect(src.searchParams.get('location')).toBe('50.0633,19.9401');
      expect(src.searchParams.get('key')).toBe('embed-key');
      expect(frame.className).toContain('h-[clamp(350px,60vh,650px)]');
    } finally {
      appConfig.maps.streetViewKey = null;
    }
  });

  it('[PROF-22] the street-view-unavailable warning and the empty-map label exist in every language', () => {
    for (const locale of LOCALES) {
      const t = i18nFor(locale).getFixedT(locale, 'directory');
      for (const key of ['map.streetViewUnavailable', 'map.empty'])
        expect(t(key), `${locale} ${key}`).not.toBe(key);
    }
  });

  it('[PROF-24] [PROF-25] the contact form waits for the recipient, and stays held when looking them up fails', async () => {
    sessionStore.set({
      user: { id: 3, name: 'Mia', email: 'mia@example.com', roles: ['user'], emailVerified: true },
      csrfToken: 'csrf',
    });
    let fail: (error: Error) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((_, reject) => (fail = reject))),
    );
    renderWith(<ContactDialog specialistId={1} name="Anna Nowak" />);
    fireEvent.click(screen.getByTestId('contact-open'));
    expect((await screen.findByTestId('contact-recipient')).textContent).toBe('Looking up the recipient…');
    expect((screen.getByTestId('contact-message') as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByTestId('contact-send') as HTMLButtonElement).disabled).toBe(true);
    fail(new TypeError('Failed to fetch'));
    expect((await screen.findByTestId('contact-fetch-error')).textContent).toBe(
      'The recipient could not be looked up. Please try again.',
    );
    expect((screen.getByTestId('contact-message') as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByTestId('contact-send') as HTMLButtonElement).disabled).toBe(true);
  });

  it('[SPEC-28] a failed place search is a global error toast and says so in the list', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderWith(<LocationPanel extra={{}} setExtra={() => undefined} options={undefined} />);
    fireEvent.change(screen.getByTestId('location-input'), { target: { value: 'War' } });
    const status = await screen.findByText(
      'Places cannot be searched right now. Please try again.',
      {},
      { timeout: 3000 },
    );
    expect(status.getAttribute('data-testid')).toBe('location-status');
    expect(toast.current()).toMatchObject({
      kind: 'error',
      message: 'Places cannot be searched right now. Please try again.',
    });
  });
});

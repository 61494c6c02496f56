import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CalendarEventsResponse,
  SpecialistProfile,
  SpecialistSearchResponse,
} from '../../../../core/contracts/directory';
import {
  CompanyEditable,
  CompanyEditableList,
  SpecialistProfileEditable,
} from '../../../../core/contracts/directory-editing';
import { GeocodeResponse } from '../../../../core/contracts/geo';
import { registerUser, type SignedIn } from '../../../testing/auth-helpers';
import { REAL_DATA_DIR } from '../../../testing/reference-fixture';
import { createTestApp, TEST_API_KEY, TEST_DIALECTS, type TestApp } from '../../../testing/test-app';
import { importDirectory } from '../../reference-data/directory-content';
import { importGazetteer } from '../../reference-data/geo-import';

const PATHS = {
  dataDir: REAL_DATA_DIR,
  contentDir: resolve('content'),
  mediaDir: resolve('var/test-cache/media'),
};
const apiKey = { authorization: `Bearer ${TEST_API_KEY}` };

/** A loopback stand-in for a Nominatim-compatible service: a street in Kraków is found, anything else not. */
function fakeNominatim() {
  const requests: URL[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url);
    const found = /Floriańska 15/.test(url.searchParams.get('q') ?? '');
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify(found ? [{ lat: '50.0633', lon: '19.9401', display_name: 'Floriańska 15' }] : []),
    );
  });
  return {
    requests,
    start: () =>
      new Promise<string>((done) =>
        server.listen(0, '127.0.0.1', () =>
          done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

const address = (overrides: Record<string, unknown> = {}) => ({
  country: 'PL',
  zip: '31-042',
  city: 'Kraków',
  street: 'Floriańska',
  buildingNumber: '15',
  phone: '+48 12 345 67 89',
  email: 'gabinet@example.pl',
  allowShowZip: true,
  allowShowCity: true,
  allowShowStreet: false,
  allowShowPhone: true,
  emailIsAccessible: false,
  ...overrides,
});

const profile = (overrides: Record<string, unknown> = {}) => ({
  professions: ['dietitian'],
  tags: [],
  certificates: [{ text: 'Certified Sports Nutritionist (ISSN)', href: 'https://www.issn.net/' }],
  bio: {
    pl: 'Dietetyk kliniczny z Krakowa, pracuję z biegaczami.',
    de: '',
    en: 'Clinical dietitian in Kraków.',
  },
  addresses: [address()],
  ...overrides,
});

describe.each(TEST_DIALECTS)(
  'specialists and club owners edit the directory on %s (issue 17 A5, A6)',
  (dialect) => {
    let t: TestApp;
    const nominatim = fakeNominatim();
    let specialist: SignedIn;
    let other: SignedIn;
    let member: SignedIn;
    let admin: SignedIn;

    const call = (
      who: SignedIn | null,
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      payload?: unknown,
    ) =>
      t.app.inject({
        method,
        url,
        headers: { ...(who?.headers ?? {}), 'accept-language': 'en' },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    const grant = async (email: string, roles: string[]) =>
      t.app.database.db
        .updateTable('users')
        .set({ roles: JSON.stringify(roles) })
        .where('email', '=', email)
        .execute();

    beforeAll(async () => {
      t = await createTestApp(dialect, {
        env: { GEOCODER_URL: await nominatim.start(), GEOCODER_TIMEOUT_MS: '2000' },
      });
      await importGazetteer(t.app.database.db, PATHS);
      await importDirectory(t.app.database.db, PATHS);
      const person = (firstname: string, lastname: string, email: string) =>
        registerUser(t.app, { firstname, lastname, email: `${email}-${dialect}@example.com` });
      specialist = await person('Zofia', 'Wróbel', 'zofia');
      other = await person('Jan', 'Kos', 'jan');
      member = await person('Ola', 'Nowak', 'ola');
      admin = await person('Ada', 'Admin', 'admin');
      await grant(`zofia-${dialect}@example.com`, ['user', 'specialist']);
      await grant(`jan-${dialect}@example.com`, ['user', 'specialist']);
      await grant(`admin-${dialect}@example.com`, ['user', 'admin']);
    }, 180_000);
    afterAll(async () => {
      await t.close();
      await nominatim.stop();
    });

    it('only specialists edit a profile: a member gets 403, a guest 401; a new specialist starts from an empty profile', async () => {
      expect((await call(null, 'GET', '/api/account/specialist-profile')).statusCode).toBe(401);
      expect((await call(member, 'GET', '/api/account/specialist-profile')).statusCode).toBe(403);
      expect((await call(member, 'PATCH', '/api/account/specialist-profile', profile())).statusCode).toBe(
        403,
      );
      const empty = await call(specialist, 'GET', '/api/account/specialist-profile?_locale=pl');
      expect(empty.statusCode, empty.body).toBe(200);
      const editable = SpecialistProfileEditable.parse(empty.json());
      expect(editable).toMatchObject({ id: null, fullname: 'Zofia Wróbel', professions: [], addresses: [] });
      expect(editable.options.professions.map((o) => o.find)).toContain('dietitian');
    });

    it('bad input answers 400 with a translated message per field and changes nothing', async () => {
      const bad = await call(
        specialist,
        'PATCH',
        '/api/account/specialist-profile',
        profile({
          professions: ['astrologer'],
          certificates: [{ text: 'Course', href: 'http://insecure.example.com' }],
          addresses: [address({ zip: '31042', phone: '012 345 67 89', street: 'Floriańska <b>' })],
        }),
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        errors: {
          'certificates.0.href': 'Enter a secure link beginning with https://.',
          'addresses.0.zip': expect.stringContaining('valid postal code'),
          'addresses.0.phone': expect.stringContaining('country code'),
          'addresses.0.street': expect.stringContaining('Enter a street'),
        },
      });
      const unknown = await call(
        specialist,
        'PATCH',
        '/api/account/specialist-profile',
        profile({ professions: ['astrologer'] }),
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ errors: { professions: 'Choose one of the options offered.' } });
      const after = SpecialistProfileEditable.parse(
        (await call(specialist, 'GET', '/api/account/specialist-profile')).json(),
      );
      expect(after.id).toBeNull();
    });

    it('[PROF-19] a saved profile is public at once: hidden fields stay on the server, the address is placed by the maps service, search finds it', async () => {
      const saved = await call(
        specialist,
        'PATCH',
        '/api/account/specialist-profile?_locale=en',
        profile({ addresses: [address({ allowShowStreet: true })] }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const own = SpecialistProfileEditable.parse(saved.json());
      // The owner sees every value, and the street's own point the configured service found.
      expect(own.addresses[0]).toMatchObject({
        street: 'Floriańska',
        buildingNumber: '15',
        lat: 50.0633,
        lng: 19.9401,
      });
      const asked = nominatim.requests.at(-1)!;
      expect(asked.pathname).toBe('/search');
      expect(asked.searchParams.get('q')).toBe('Floriańska 15, 31-042 Kraków, PL');
      expect(asked.searchParams.get('countrycodes')).toBe('pl');

      const page = await t.app.inject({
        method: 'GET',
        url: `/api/specialists/${own.id}?_locale=de`,
        headers: apiKey,
      });
      expect(page.statusCode, page.body).toBe(200);
      const shown = SpecialistProfile.parse(page.json());
      expect(shown.professions.map((p) => p.find)).toEqual(['dietitian']);
      // No German bio: the visitor reads one of the others rather than nothing.
      expect(shown.bio).toBe('Dietetyk kliniczny z Krakowa, pracuję z biegaczami.');
      expect(shown.addresses[0]).toMatchObject({
        street: 'Floriańska',
        buildingNumber: '15',
        city: 'Kraków',
        phone: '+48 12 345 67 89',
        email: null,
        lat: 50.0633,
        lng: 19.9401,
      });
      expect(page.body).not.toContain('gabinet@example.pl');

      const found = SpecialistSearchResponse.parse(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/specialists/search',
            headers: apiKey,
            payload: { text: 'Wróbel', _locale: 'pl' },
          })
        ).json(),
      );
      expect(found.items.map((item) => item.id)).toEqual([own.id]);
      const near = SpecialistSearchResponse.parse(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/specialists/search',
            headers: apiKey,
            payload: { lat: 50.06, lon: 19.94, geo: 5, text: 'biegaczami', _locale: 'pl' },
          })
        ).json(),
      );
      expect(near.items.map((item) => item.id)).toContain(own.id);
    });

    it('without a maps service answer the city of the gazetteer places the address; geocoding asks only the gazetteer for a city', async () => {
      const saved = await call(
        specialist,
        'PATCH',
        '/api/account/specialist-profile',
        profile({
          addresses: [address({ street: 'Długa', buildingNumber: '3', city: 'Gdańsk', zip: '80-827' })],
        }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const own = SpecialistProfileEditable.parse(saved.json());
      expect(own.addresses[0]!.lat).toBeCloseTo(54.35, 1);
      expect(own.addresses[0]!.lng).toBeCloseTo(18.65, 1);

      const geocode = await t.app.inject({
        method: 'GET',
        url: '/api/geo/geocode?country=de&zip=50667&city=Koeln',
      });
      expect(geocode.statusCode, geocode.body).toBe(200);
      expect(GeocodeResponse.parse(geocode.json())).toMatchObject({ precision: 'city' });
      expect(geocode.json().lat).toBeCloseTo(50.93, 1);
      const lost = await t.app.inject({
        method: 'GET',
        url: '/api/geo/geocode?country=PL&zip=00-001&city=Atlantis',
        headers: { 'accept-language': 'en' },
      });
      expect(lost.statusCode).toBe(404);
      expect(lost.json()).toMatchObject({ error: 'We could not find this address on the map.' });
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/geo/geocode?country=PL&city=Kraków' })).statusCode,
      ).toBe(400);
    });

    it('an avatar upload is checked by its content and resized to a 512 px square WebP; a fake image is refused', async () => {
      const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7' } })
        .png()
        .toBuffer();
      const upload = (body: Buffer, type: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/account/specialist-profile/pictures/avatar',
          headers: { ...specialist.headers, 'content-type': type, 'accept-language': 'en' },
          payload: body,
        });
      const ok = await upload(png, 'image/png');
      expect(ok.statusCode, ok.body).toBe(200);
      const { url } = ok.json<{ url: string }>();
      expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.webp$/);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 512,
        height: 512,
      });
      const fake = await upload(Buffer.from('<svg onload="alert(1)"/>'), 'image/png');
      expect(fake.statusCode).toBe(400);
      expect(fake.json().error).toBe('The file is not a JPEG, PNG or WebP image, or it is damaged.');
      expect((await call(member, 'POST', '/api/account/specialist-profile/pictures/avatar')).statusCode).toBe(
        403,
      );
      // A second upload replaces the first file.
      const again = await upload(png, 'image/png');
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect(again.json<{ url: string }>().url).not.toBe(url);
    });

    it('clubs: a specialist adds one; only its owner or an admin changes it (others 404), a plain member adds none (403)', async () => {
      const club = {
        name: 'Studio Ruchu Wisła',
        type: 'gym',
        specialisations: [],
        tags: [],
        website: 'https://studio-wisla.example.pl',
        description: { pl: 'Małe studio treningu siłowego nad Wisłą.' },
        address: address({ street: 'Grodzka', buildingNumber: '8', allowShowStreet: true }),
      };
      const types = CompanyEditableList.parse(
        (await call(specialist, 'GET', '/api/account/companies')).json(),
      ).options.types;
      club.type = types[0]!.find;
      expect((await call(member, 'POST', '/api/account/companies', club)).statusCode).toBe(403);
      const created = await call(specialist, 'POST', '/api/account/companies', club);
      expect(created.statusCode, created.body).toBe(200);
      const { id } = CompanyEditable.parse(created.json());

      const renamed = { ...club, name: 'Studio Ruchu Wisła II' };
      expect((await call(other, 'PATCH', `/api/account/companies/${id}`, renamed)).statusCode).toBe(404);
      expect((await call(member, 'PATCH', `/api/account/companies/${id}`, renamed)).statusCode).toBe(404);
      const byOwner = await call(specialist, 'PATCH', `/api/account/companies/${id}`, renamed);
      expect(byOwner.statusCode, byOwner.body).toBe(200);
      const byAdmin = await call(admin, 'PATCH', `/api/account/companies/${id}`, {
        ...renamed,
        name: 'Studio Wisła',
      });
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      const stored = await t.app.database.db
        .selectFrom('companies')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ name: 'Studio Wisła', owner_user_id: expect.any(Number) });

      const mine = CompanyEditableList.parse(
        (await call(specialist, 'GET', '/api/account/companies')).json(),
      );
      expect(mine.items.map((item) => item.id)).toEqual([id]);
      expect(
        CompanyEditableList.parse((await call(other, 'GET', '/api/account/companies')).json()).items,
      ).toEqual([]);
      const all = CompanyEditableList.parse((await call(admin, 'GET', '/api/account/companies')).json());
      expect(all.items.length).toBeGreaterThan(40);
      const bad = await call(specialist, 'PATCH', `/api/account/companies/${id}`, {
        ...renamed,
        address: address({ country: 'FR' }),
      });
      expect(bad.statusCode).toBe(400);
    });

    it('[CAL-01] [CAL-03] events: the owner publishes, changes and removes them; the public call shows them; nobody else touches them', async () => {
      const own = SpecialistProfileEditable.parse(
        (await call(specialist, 'GET', '/api/account/specialist-profile')).json(),
      );
      const base = `/api/account/calendar/specialist/${own.id}/events`;
      const event = {
        title: 'Warsztaty: jadłospis biegacza',
        content: 'Praktyczne warsztaty przed maratonem.',
        event_at: '2026-12-12T10:00',
        duration: 90,
        link: 'https://example.pl/warsztaty',
      };
      const insecure = await call(specialist, 'POST', base, { ...event, link: 'http://example.pl' });
      expect(insecure.statusCode).toBe(400);
      expect(insecure.json()).toMatchObject({
        errors: { link: 'Enter a secure link beginning with https://.' },
      });
      expect((await call(specialist, 'POST', base, { ...event, duration: 0 })).statusCode).toBe(400);
      const created = await call(specialist, 'POST', base, event);
      expect(created.statusCode, created.body).toBe(200);
      const { id: eventId } = created.json<{ id: number }>();

      const shown = async () =>
        CalendarEventsResponse.parse(
          (
            await t.app.inject({ method: 'POST', url: `/api/calendar/users/${own.id}/events?_locale=de` })
          ).json(),
        );
      expect(await shown()).toEqual([{ id: eventId, ...event }]);
      expect((await call(other, 'POST', base, event)).statusCode).toBe(404);
      expect(
        (await call(other, 'PATCH', `${base}/${eventId}`, { ...event, title: 'Hijacked' })).statusCode,
      ).toBe(404);
      expect((await call(other, 'DELETE', `${base}/${eventId}`)).statusCode).toBe(404);
      const moved = await call(specialist, 'PATCH', `${base}/${eventId}`, {
        ...event,
        event_at: '2026-12-13T09:30',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await shown())[0]).toMatchObject({ event_at: '2026-12-13T09:30', title: event.title });
      expect((await call(specialist, 'DELETE', `${base}/${eventId}`)).statusCode).toBe(204);
      expect(await shown()).toEqual([]);
    });
  },
);

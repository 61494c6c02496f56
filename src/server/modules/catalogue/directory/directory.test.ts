import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SpecialistContactReveal,
  SpecialistContactResponse,
  CalendarEventsResponse,
  CompanyProfile,
  SpecialistProfile,
  CompanyFilters,
  CompanySearchResponse,
  SpecialistFilters,
  SpecialistSearchResponse,
  type SpecialistCard,
} from '../../../../core/contracts/directory';
import { reindex } from '../../../db/search/search-provider';
import { registerUser } from '../../../testing/auth-helpers';
import { ofType, structuredData } from '../../../testing/structured-data-check';
import { REAL_DATA_DIR } from '../../../testing/reference-fixture';
import { createTestApp, TEST_API_KEY, TEST_DIALECTS, type TestApp } from '../../../testing/test-app';
import { importDirectory } from '../../reference-data/directory-content';
import { importGazetteer } from '../../reference-data/geo-import';
import { changes } from '../../reference-data/table-sync';
import { companiesDefinition, specialistsDefinition } from './directory.catalogue';
import { EARTH_RADIUS_KM } from './directory.repo';

const auth = { authorization: `Bearer ${TEST_API_KEY}` };
const PATHS = {
  dataDir: REAL_DATA_DIR,
  contentDir: resolve('content'),
  mediaDir: resolve('var/test-cache/media'),
};
const WARSAW = { lat: 52.22977, lon: 21.01178 };
const BERLIN = { lat: 52.52437, lon: 13.41053 };

/** The great-circle distance, computed here independently of the database. */
function haversineKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

describe.each(TEST_DIALECTS)('the specialist and club directory on %s (issue 17)', (dialect) => {
  let t: TestApp;
  const post = async <T>(
    url: string,
    body: Record<string, unknown>,
    schema: { parse: (v: unknown) => T },
  ) => {
    const res = await t.app.inject({ method: 'POST', url, payload: body, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return schema.parse(res.json());
  };
  const specialists = (body: Record<string, unknown>) =>
    post('/api/specialists/search', { perPage: 36, ...body }, SpecialistSearchResponse);
  const companies = (body: Record<string, unknown>) =>
    post('/api/companies/search', { perPage: 36, ...body }, CompanySearchResponse);
  /** Every page of a search. */
  const allSpecialists = async (body: Record<string, unknown>) => {
    const items: SpecialistCard[] = [];
    for (let page = 1; ; page++) {
      const answer = await specialists({ ...body, page });
      items.push(...answer.items);
      if (!answer.hasMore) return items;
    }
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await importGazetteer(t.app.database.db, PATHS);
    await importDirectory(t.app.database.db, PATHS);
    await reindex(
      t.app.searchProvider,
      'specialist',
      await specialistsDefinition(t.app.database.db).documents(),
    );
    await reindex(t.app.searchProvider, 'company', await companiesDefinition(t.app.database.db).documents());
  }, 180_000);
  afterAll(async () => t.close());

  it('imports 60 specialists and 42 clubs with their addresses placed by the gazetteer; a second run changes nothing', async () => {
    expect((await specialists({ _locale: 'en' })).total).toBe(60);
    expect((await companies({ _locale: 'en' })).total).toBe(42);
    const report = await importDirectory(t.app.database.db, PATHS);
    for (const [table, counts] of Object.entries(report!.tables)) expect(changes(counts), table).toBe(0);
  });

  it('[SPEC-05] [SPEC-09] a specialist card: id, slug, names, professions and tags in the visitor’s language, avatar, background, addresses', async () => {
    const page = await specialists({ _locale: 'pl', country: 'PL', perPage: 12 });
    expect(page).toMatchObject({ total: 24, perPage: 12, page: 1, totalPages: 2, hasMore: true });
    const [card] = page.items;
    expect(card).toMatchObject({
      id: expect.any(Number),
      slug: expect.stringMatching(/^[a-z0-9-]+$/),
      fullname: `${card!.firstname} ${card!.lastname}`,
      avatar: expect.stringMatching(/^\/media\/specialists\/.+\.svg$/),
      background: expect.stringMatching(/-cover\.svg$/),
      distance: null,
    });
    expect(card!.profession.length).toBeGreaterThan(0);
    expect(
      card!.address_work.every((address) => address.country === 'Polska' && address.country_iso === 'PL'),
    ).toBe(true);
    const dietitians = await specialists({ _locale: 'de', profession: ['dietitian'] });
    expect(dietitians.items.every((c) => c.profession.some((p) => p.find === 'dietitian'))).toBe(true);
    expect(dietitians.items[0]!.profession.find((p) => p.find === 'dietitian')!.name).toMatch(
      /Ernährungsberater/,
    );
  });

  it('the radius search returns exactly the entries within the radius of a brute-force haversine over all addresses, nearest first', async () => {
    const addresses = await t.app.database.db
      .selectFrom('directory_addresses')
      .select(['owner_id', 'lat', 'lon'])
      .where('owner_type', '=', 'specialist')
      .execute();
    for (const [centre, radius] of [
      [WARSAW, 10],
      [WARSAW, 50],
      [BERLIN, 30],
      [{ lat: 40.7128, lon: -74.006 }, 20],
    ] as const) {
      const nearest = new Map<number, number>();
      for (const address of addresses) {
        const km = haversineKm(centre, { lat: address.lat!, lon: address.lon! });
        if (km <= radius)
          nearest.set(address.owner_id, Math.min(nearest.get(address.owner_id) ?? Infinity, km));
      }
      const found = await allSpecialists({ _locale: 'en', lat: centre.lat, lon: centre.lon, geo: radius });
      expect(found.map((c) => c.id).sort(), `${radius} km`).toEqual([...nearest.keys()].sort());
      expect(found.length).toBeGreaterThan(0);
      for (const card of found) expect(card.distance).toBeCloseTo(nearest.get(card.id)!, 1);
      const distances = found.map((c) => c.distance!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
  });

  it('[CAT-34] a page past the end gives the last page, with a place and without', async () => {
    for (const place of [{}, { ...WARSAW, geo: 50 }, { ...WARSAW, geo: 50, profession: ['dietitian'] }]) {
      const first = await specialists({ _locale: 'en', perPage: 12, ...place });
      const last = await specialists({ _locale: 'en', perPage: 12, page: 99, ...place });
      expect(last).toMatchObject({ total: first.total, page: first.totalPages, hasMore: false });
      expect(last.items.length).toBe(first.total - (first.totalPages - 1) * 12);
    }
  });

  it('[SPEC-25] a radius that is not positive or not a number falls back to 10 km; without lon there is no radius', async () => {
    const ten = await allSpecialists({ _locale: 'en', ...WARSAW, geo: 10 });
    for (const geo of [0, -5, 'wide'])
      expect((await allSpecialists({ _locale: 'en', ...WARSAW, geo })).map((c) => c.id)).toEqual(
        ten.map((c) => c.id),
      );
    expect((await specialists({ _locale: 'en', lat: WARSAW.lat, geo: 10 })).total).toBe(60);
  });

  it('[PROF-17] a hidden field is never sent: null in its place, the flag false; phone and e-mail only where allowed', async () => {
    const all = await allSpecialists({ _locale: 'en' });
    const rows = await t.app.database.db
      .selectFrom('directory_addresses')
      .selectAll()
      .where('owner_type', '=', 'specialist')
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    let hiddenStreets = 0;
    let hiddenPhones = 0;
    for (const address of all.flatMap((card) => card.address_work)) {
      const row = byId.get(address.id)!;
      if (row.allow_show_street === 0) {
        hiddenStreets++;
        expect(address).toMatchObject({ street: null, buildingNumber: null, allowShowStreet: false });
      } else expect(address.street).toBe(row.street);
      if (row.allow_show_phone === 0) {
        hiddenPhones++;
        expect(address).toMatchObject({ phone: null, allowShowPhone: false });
      } else expect(address.phone).toBe(row.phone);
      expect(address.email).toBe(row.email_is_accessible === 1 ? row.email : null);
    }
    expect(hiddenStreets).toBeGreaterThan(5);
    expect(hiddenPhones).toBeGreaterThan(5);
    // Nowhere in the answer: the hidden values themselves.
    const raw = (
      await t.app.inject({
        method: 'POST',
        url: '/api/specialists/search',
        payload: { _locale: 'en', perPage: 36 },
        headers: auth,
      })
    ).body;
    for (const row of rows.filter((r) => r.allow_show_phone === 0)) expect(raw).not.toContain(row.phone!);
  });

  it('a specialist whose account lost the specialist role is no longer listed (the site search’s rule)', async () => {
    const db = t.app.database.db;
    const before = await allSpecialists({ _locale: 'en' });
    const gone = before[0]!;
    const owner = await db
      .selectFrom('specialists as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['u.id', 'u.roles'])
      .where('s.id', '=', gone.id)
      .executeTakeFirstOrThrow();
    await db.updateTable('users').set({ roles: '["user"]' }).where('id', '=', owner.id).execute();
    try {
      const after = await allSpecialists({ _locale: 'en' });
      expect(after.map((c) => c.id)).not.toContain(gone.id);
      expect(after).toHaveLength(before.length - 1);
    } finally {
      await db.updateTable('users').set({ roles: owner.roles }).where('id', '=', owner.id).execute();
    }
  });

  it('text finds by name, profession, tag or city in the visitor’s language, folded', async () => {
    const krakow = await specialists({ _locale: 'pl', text: 'krakow' });
    expect(krakow.total).toBeGreaterThan(0);
    expect(krakow.items.every((c) => c.address_work.some((a) => a.city === 'Kraków'))).toBe(true);
    const running = await specialists({ _locale: 'de', text: 'laufen' });
    expect(running.items.some((c) => c.tags.some((tag) => tag.find === 'running'))).toBe(true);
  });

  it('[SPEC-03] [SPEC-14] the filters: default country by locale, radius options, countries, tags and professions with find and name', async () => {
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: auth })).json();
    const pl = SpecialistFilters.parse(await get('/api/specialists/filters?_locale=pl'));
    expect(pl.defaultCountry).toEqual({ iso: 'PL', country: 'Polska' });
    expect(pl.radiusOptions).toEqual([5, 10, 20, 30, 50]);
    expect(pl.professions).toContainEqual({ find: 'dietitian', name: 'Dietetyk' });
    expect(SpecialistFilters.parse(await get('/api/specialists/filters?_locale=de')).defaultCountry).toEqual({
      iso: 'DE',
      country: 'Deutschland',
    });
    expect(SpecialistFilters.parse(await get('/api/specialists/filters?_locale=en')).defaultCountry.iso).toBe(
      'US',
    );
    const clubs = CompanyFilters.parse(await get('/api/companies/filters?_locale=de'));
    expect(clubs.types).toContainEqual({ find: 'climbing-gym', name: 'Kletterhalle' });
  });

  it('[COMP-08] [COMP-15] companies: fields, filters by type, specialisation, tag and country, nearest first around a point', async () => {
    const page = await companies({ _locale: 'de', country: { iso: 'DE', country: 'Deutschland' } });
    expect(page.total).toBe(14);
    const [club] = page.items;
    expect(club).toMatchObject({
      name: expect.any(String),
      slug: expect.stringMatching(/^[a-z0-9-]+$/),
      type: { find: expect.any(String), name: expect.any(String) },
      logo: expect.stringMatching(/^\/media\/companies\/.+\.svg$/),
      country: 'Deutschland',
      country_iso: 'DE',
      geo: { lat: expect.any(Number), lon: expect.any(Number) },
    });
    expect(club!.description.length).toBeGreaterThan(100);
    const yoga = await companies({ _locale: 'en', type: ['yoga-studio'] });
    expect(yoga.total).toBe(5);
    const near = await companies({ _locale: 'en', ...BERLIN, geo: 20 });
    expect(near.total).toBe(3);
    expect(near.items.every((c) => c.city === 'Berlin' && c.distance! <= 20)).toBe(true);
    const page2 = await post(
      '/api/companies/search?page=2',
      { _locale: 'en', perPage: 12 },
      CompanySearchResponse,
    );
    expect(page2.page).toBe(2);
  });

  it('[PROF-10] [PROF-11] a profile: header, professions, tags, certificates in the visitor’s language, addresses with their flags', async () => {
    const hidden = await t.app.database.db
      .selectFrom('directory_addresses')
      .selectAll()
      .where('owner_type', '=', 'specialist')
      .where('allow_show_street', '=', 0)
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/specialists/${hidden.owner_id}?_locale=de`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    const profile = SpecialistProfile.parse(res.json());
    expect(profile).toMatchObject({
      id: hidden.owner_id,
      userId: expect.any(Number),
      avatar: expect.stringMatching(/\.svg$/),
      background: expect.stringMatching(/-cover\.svg$/),
    });
    expect(profile.professions.length).toBeGreaterThan(0);
    expect(profile.certificates[0]).toMatchObject({ text: expect.any(String), href: null });
    expect(profile.bio.length).toBeGreaterThan(100);
    const address = profile.addresses.find((a) => a.id === hidden.id)!;
    expect(address).toMatchObject({
      street: null,
      buildingNumber: null,
      allowShowStreet: false,
      country_iso: hidden.country,
    });
    expect(res.body).not.toContain(hidden.street);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/specialists/999999?_locale=de', headers: auth }))
        .statusCode,
    ).toBe(404);
    const club = CompanyProfile.parse(
      (await t.app.inject({ method: 'GET', url: '/api/companies/1?_locale=pl', headers: auth })).json(),
    );
    expect(club.address).toMatchObject({ city: expect.any(String), allowShowStreet: true });
  });

  it('[CAL-01] [CAL-03] [CAL-04] [ROLE-14] the calendar calls: POST without key, body or credentials, an array of events in the visitor’s language', async () => {
    const event = await t.app.database.db
      .selectFrom('calendar_events')
      .selectAll()
      .where('owner_type', '=', 'specialist')
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/calendar/users/${event.owner_id}/events?_locale=pl`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const events = CalendarEventsResponse.parse(res.json());
    expect(events).toContainEqual({
      id: event.id,
      title: event.title_pl,
      content: event.content_pl,
      event_at: event.event_at,
      duration: event.duration,
      link: event.link,
    });
    const times = events.map((e) => e.event_at);
    expect(times).toEqual([...times].sort());
    const clubEvent = await t.app.database.db
      .selectFrom('calendar_events')
      .selectAll()
      .where('owner_type', '=', 'company')
      .executeTakeFirstOrThrow();
    const clubEvents = CalendarEventsResponse.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/calendar/companies/${clubEvent.owner_id}/events?_locale=de`,
        })
      ).json(),
    );
    expect(clubEvents.map((e) => e.title)).toContain(clubEvent.title_de);
    expect((await t.app.inject({ method: 'POST', url: '/api/calendar/users/999999/events' })).json()).toEqual(
      [],
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/calendar/users/abc/events' })).statusCode).toBe(
      400,
    );
  });

  it('[SPEC-20] type zip suggests the postal codes the directory knows, narrowed by country', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/geo/suggestions',
      payload: { data: '30-', type: 'zip', country: 'PL' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as { data: Array<{ type: string; name: string; country_code: string }> };
    expect(data.length).toBeGreaterThan(0);
    for (const entry of data)
      expect(entry).toMatchObject({
        type: 'zip',
        name: expect.stringMatching(/^30-\d{3} /),
        country_code: 'PL',
      });
  });

  it('[PROF-26] [PROF-29] [ROLE-19] contact: the recipient for signed-in members only; a message of 10+ characters starts a pending chat with the specialist', async () => {
    const shared = await t.app.database.db
      .selectFrom('directory_addresses as a')
      .innerJoin('specialists as s', 's.id', 'a.owner_id')
      .select(['s.id', 's.user_id', 'a.email'])
      .where('a.owner_type', '=', 'specialist')
      .where('a.position', '=', 0)
      .where('a.email_is_accessible', '=', 1)
      .executeTakeFirstOrThrow();
    const url = `/api/specialists/${shared.id}/contact`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const member = await registerUser(t.app, { firstname: 'Ola', email: `contact-${dialect}@example.com` });
    const reveal = await t.app.inject({ method: 'GET', url, headers: member.headers });
    expect(reveal.statusCode, reveal.body).toBe(200);
    expect(SpecialistContactReveal.parse(reveal.json())).toEqual({
      name: expect.any(String),
      email: shared.email,
    });

    const send = (message: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...member.headers, 'accept-language': 'en' },
        payload: { message, invitationStatus: 'pending' },
      });
    const short = await send('   Hi there   ');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errors: { message: 'Write at least 10 characters.' } });
    expect(
      (await t.app.inject({ method: 'POST', url, payload: { message: 'Hello, a consultation please.' } }))
        .statusCode,
    ).toBe(401);
    const sent = await send('  Hello, I would like a consultation about sports nutrition.  ');
    expect(sent.statusCode, sent.body).toBe(200);
    const { chat } = SpecialistContactResponse.parse(sent.json());
    const row = await t.app.database.db
      .selectFrom('chats')
      .selectAll()
      .where('uid', '=', chat)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', recipient_id: shared.user_id });
    const first = await t.app.database.db
      .selectFrom('chat_messages')
      .select('content')
      .where('chat_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(first.content).toBe('Hello, I would like a consultation about sports nutrition.');
  });

  it('each calendar is an iCalendar feed too: its events in the visitor’s language, unknown owners 404', async () => {
    const event = await t.app.database.db
      .selectFrom('calendar_events')
      .selectAll()
      .where('owner_type', '=', 'company')
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/calendar/companies/${event.owner_id}/events.ics?_locale=de`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const unfolded = res.body.replace(/\r\n /g, '');
    expect(unfolded.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(unfolded).toContain(`UID:event-${event.id}@nutrio`);
    expect(unfolded).toContain(`SUMMARY:${event.title_de.replace(/[,;]/g, (c) => `\\${c}`)}`);
    expect(unfolded).toContain(`DTSTART:${event.event_at.replace(/[-:]/g, '')}`);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/calendar/users/999999/events.ics' })).statusCode,
    ).toBe(404);
  });

  it('the lists and pages are rendered on the server: title, description, hreflang, cards, a Person and a SportsActivityLocation', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/de/spezialisten/' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<title>Spezialisten in deiner Nähe – Nutrio</title>');
    expect(list.body).toMatch(/<meta name="description" content="60 Ernährungsberater/);
    expect(list.body).toContain('hreflang="pl" href="http');
    expect(list.body.match(/data-testid="specialist-card"/g)).toHaveLength(12);

    const [card] = (await specialists({ _locale: 'pl', country: 'PL' })).items;
    const profile = await t.app.inject({ method: 'GET', url: `/pl/specjalisci/${card!.id}-${card!.slug}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain(`<title>${card!.fullname} – Nutrio</title>`);
    const [person] = ofType(structuredData(profile.body), 'Person');
    expect(person).toMatchObject({
      name: card!.fullname,
      jobTitle: card!.profession.map((p) => p.name).join(', '),
    });

    const [club] = (await companies({ _locale: 'en', country: 'DE' })).items;
    const page = await t.app.inject({ method: 'GET', url: `/en/fitness-clubs/${club!.id}-${club!.slug}` });
    expect(page.statusCode).toBe(200);
    const [place] = ofType(structuredData(page.body), 'SportsActivityLocation');
    expect(place).toMatchObject({
      name: club!.name,
      address: { '@type': 'PostalAddress', addressLocality: club!.city, addressCountry: 'DE' },
      geo: { '@type': 'GeoCoordinates', latitude: club!.geo!.lat, longitude: club!.geo!.lon },
    });
  });

  it('a search needs the key; bad input gets 400, never 500', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/specialists/search', payload: {} })).statusCode,
    ).toBe(401);
    const send = (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, payload: payload as object, headers: auth });
    for (const payload of [
      { lat: 91, lon: 0 },
      { lat: 'north', lon: 1 },
      { lon: 181, lat: 1 },
      { text: 'x'.repeat(201) },
    ])
      expect((await send('/api/specialists/search', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect((await send('/api/companies/search', { country: 5, tags: 'a,b', geo: 'x' })).statusCode).toBe(400);
    expect(
      (await send('/api/companies/search', { country: 'Narnia', tags: 'a,b', geo: 'x' })).statusCode,
    ).toBe(200);
  });
});

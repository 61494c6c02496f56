import type {
  CalendarEvent,
  CompanyProfile,
  SpecialistProfile,
  CompanyFilters,
  CompanySearchRequest,
  SpecialistFilters,
  SpecialistSearchRequest,
} from '../../../../core/contracts/directory';
import { RADIUS_OPTIONS_KM } from '../../../../core/contracts/directory';
import { defaultCountry } from '../../../../core/domain/directory';
import { LOCALES, type Locale } from '../../../../core/i18n/locales';
import { keptPerRevision } from '../../../lib/revision-cache';
import { known, pageResult, pageWindow } from '../kit/query';
import type { DirectoryNames } from './directory.presenter';
import { companyCard, presentEvent, publicAddress, specialistCard } from './directory.presenter';
import { NotFoundError } from '../../../errors';
import { icalFeed } from '../../../lib/ical';
import { parseList } from '../kit/labels';
import type { AddressRow, Circle, DirectoryFilters, DirectoryRepo, PageSlice } from './directory.repo';

/** The countries the directory's pickers offer. */
export const DIRECTORY_COUNTRIES = ['PL', 'DE', 'US', 'AT', 'CH'] as const;

/**
 * The requested page and the total in one query (each row carries the count of all matches); only a page
 * past the end asks for the total on its own, then for the last page (CAT-34).
 */
async function pageOf<Row extends { found: number | string }>(
  request: { page: number; perPage: number },
  page: (slice: PageSlice) => Promise<Row[]>,
  count: () => Promise<number>,
) {
  const offset = (request.page - 1) * request.perPage;
  let rows = await page({ perPage: request.perPage, offset });
  const total = rows.length > 0 ? Number(rows[0]!.found) : offset === 0 ? 0 : await count();
  const window = pageWindow(request.page, request.perPage, total);
  if (window.offset !== offset) rows = await page(window);
  return { rows, window };
}

/** Only a place (and country) narrows the search: the addresses alone answer it. */
const placeOnly = (filters: DirectoryFilters) =>
  filters.circle !== null &&
  filters.text === '' &&
  !filters.tags.length &&
  !filters.kinds.length &&
  !filters.types.length;

/** A search's circle: a point with a radius, or none when either coordinate is missing (SPEC-24). */
function circleOf(request: {
  lat?: number | undefined;
  lon?: number | undefined;
  geo: number;
}): Circle | null {
  return request.lat === undefined || request.lon === undefined
    ? null
    : { lat: request.lat, lon: request.lon, radiusKm: request.geo };
}

/** The specialist and fitness club directory (B §2, issue 17): filters, and searches by text, labels and place. */
export function createDirectoryService(repo: DirectoryRepo) {
  // Labels and country names change only with an import: read once per catalogue revision.
  const vocabulary = keptPerRevision(repo.revision, async (_all: 'all') => {
    const [labels, countries] = await Promise.all([repo.labels(), repo.countries([...DIRECTORY_COUNTRIES])]);
    return { labels, countries };
  });

  async function namesFor(locale: Locale) {
    const { labels, countries } = await vocabulary('all');
    const byKey = new Map(labels.map((label) => [`${label.kind}:${label.key}`, label]));
    const countryNames = new Map(countries.map((row) => [row.code, row[`name_${locale}`]]));
    const keysOf = (kind: string) => labels.filter((label) => label.kind === kind).map((label) => label.key);
    const names: DirectoryNames = {
      label: (kind, key) => ({ find: key, name: byKey.get(`${kind}:${key}`)?.[`name_${locale}`] ?? key }),
      country: (code) => countryNames.get(code) ?? code,
    };
    const options = (kind: string) => keysOf(kind).map((key) => names.label(kind, key));
    const countryOptions = DIRECTORY_COUNTRIES.map((iso) => ({ iso, country: names.country(iso) }));
    return { names, keysOf, options, countryOptions };
  }

  /** A place search with no other filter: the nearest owners first, then only the page's profiles. */
  async function nearestPage<Row>(
    request: { page: number; perPage: number },
    filters: DirectoryFilters,
    ownerType: 'specialist' | 'company',
    load: (ids: number[], distances: Map<number, number>) => Promise<Row[]>,
  ) {
    const { rows: nearest, window } = await pageOf(
      request,
      (slice) => repo.nearest(ownerType, filters.circle!, filters.country, slice),
      async () =>
        Number(
          (await repo.nearest(ownerType, filters.circle!, filters.country, { perPage: 1, offset: 0 }))[0]
            ?.found ?? 0,
        ),
    );
    const rows = await load(
      nearest.map((n) => n.owner_id),
      new Map(nearest.map((n) => [n.owner_id, Number(n.distance)])),
    );
    return { rows, window };
  }

  /** CAL-03, CAL-04: an owner's events in the visitor's language; an unknown owner has none. */
  async function eventsOf(
    ownerType: 'specialist' | 'company',
    id: number,
    locale: Locale,
  ): Promise<CalendarEvent[]> {
    const rows = await repo.events(ownerType, id);
    return rows.map((row) => presentEvent(row, locale));
  }

  const byOwner = (rows: AddressRow[]) => {
    const map = new Map<number, AddressRow[]>();
    for (const row of rows) map.set(row.owner_id, [...(map.get(row.owner_id) ?? []), row]);
    return map;
  };

  return {
    /** SPEC-03: the host's initial filters. */
    async specialistFilters(locale: Locale): Promise<SpecialistFilters> {
      const { options, countryOptions } = await namesFor(locale);
      return {
        defaultCountry: defaultCountry(locale),
        radiusOptions: [...RADIUS_OPTIONS_KM],
        countries: countryOptions,
        tags: options('specialist-tag'),
        professions: options('profession'),
      };
    },
    async companyFilters(locale: Locale): Promise<CompanyFilters> {
      const { options, countryOptions } = await namesFor(locale);
      return {
        defaultCountry: defaultCountry(locale),
        radiusOptions: [...RADIUS_OPTIONS_KM],
        countries: countryOptions,
        tags: options('company-tag'),
        specialisations: options('specialisation'),
        types: options('company-type'),
      };
    },

    /** SPEC-09: a page of specialists; nearest first when the search has a place. */
    async searchSpecialists(request: SpecialistSearchRequest) {
      const locale = request._locale;
      const { names, keysOf } = await namesFor(locale);
      const filters: DirectoryFilters = {
        text: request.text,
        tags: known(request.tags, keysOf('specialist-tag')),
        kinds: known(request.profession, keysOf('profession')),
        types: [],
        country: request.country ?? null,
        circle: circleOf(request),
      };
      const { rows, window } = placeOnly(filters)
        ? await nearestPage(request, filters, 'specialist', (ids, distances) =>
            repo.specialistsByIds(ids, distances),
          )
        : await pageOf(
            request,
            (slice) => repo.specialistsPage(filters, locale, request.sort, slice),
            () => repo.countSpecialists(filters, locale),
          );
      const addresses = byOwner(
        await repo.addresses(
          'specialist',
          rows.map((row) => row.id),
        ),
      );
      return pageResult(
        rows.map((row) => specialistCard(row, addresses.get(row.id) ?? [], names)),
        window,
      );
    },

    /** The profile page's data (PROF-10, PROF-11): hidden address fields stay on the server. */
    async specialist(id: number, locale: Locale): Promise<SpecialistProfile> {
      const row = await repo.specialist(id);
      if (!row) throw new NotFoundError();
      const { names } = await namesFor(locale);
      const addresses = await repo.addresses('specialist', [id]);
      const certificates = JSON.parse(row.certificates) as Array<{
        text: Record<Locale, string>;
        href: string | null;
      }>;
      return {
        id: row.id,
        userId: row.user_id,
        slug: row.slug,
        fullname: `${row.first_name} ${row.last_name}`.trim(),
        firstname: row.first_name,
        lastname: row.last_name,
        avatar: row.avatar,
        background: row.cover,
        professions: parseList(row.professions).map((key) => names.label('profession', key)),
        tags: parseList(row.tags).map((key) => names.label('specialist-tag', key)),
        certificates: certificates.map((c) => ({ text: c.text[locale] ?? c.text.en, href: c.href })),
        // A bio written in another language reads better than none.
        bio: [locale, ...LOCALES].map((l) => row[`bio_${l}`]).find(Boolean) ?? '',
        addresses: addresses.map((address) => publicAddress(address, names)),
      };
    },

    /** PROF-26: the specialist's name, account and an e-mail they share (the first accessible one). */
    async contact(id: number): Promise<{ name: string; email: string | null; userId: number }> {
      const row = await repo.specialist(id);
      if (!row) throw new NotFoundError();
      const addresses = await repo.addresses('specialist', [id]);
      const shared = addresses.find((address) => address.email_is_accessible === 1 && address.email);
      return {
        name: `${row.first_name} ${row.last_name}`.trim(),
        email: shared?.email ?? null,
        userId: row.user_id,
      };
    },

    async company(id: number, locale: Locale): Promise<CompanyProfile> {
      const row = await repo.company(id);
      if (!row) throw new NotFoundError();
      const { names } = await namesFor(locale);
      const [address] = await repo.addresses('company', [id]);
      return {
        ...companyCard({ ...row, distance: null }, address, names, locale),
        website: row.website,
        address: address ? publicAddress(address, names) : null,
      };
    },

    /** An owner's calendar as an iCalendar feed, named after them; an unknown owner is 404. */
    async feed(ownerType: 'specialist' | 'company', id: number, locale: Locale): Promise<string> {
      const owner = ownerType === 'specialist' ? await repo.specialist(id) : await repo.company(id);
      if (!owner) throw new NotFoundError();
      const name = 'name' in owner ? owner.name : `${owner.first_name} ${owner.last_name}`;
      const events = await eventsOf(ownerType, id, locale);
      return icalFeed(
        name,
        events.map((event) => ({
          uid: `event-${event.id}@nutrio`,
          start: event.event_at,
          durationMinutes: event.duration,
          title: event.title,
          description: event.content,
          url: event.link?.startsWith('https://') ? event.link : null,
        })),
        new Date(),
      );
    },

    events: eventsOf,

    /** COMP-15: a page of companies; nearest first when the search has a place. */
    async searchCompanies(request: CompanySearchRequest) {
      const locale = request._locale;
      const { names, keysOf } = await namesFor(locale);
      const filters: DirectoryFilters = {
        text: request.text,
        tags: known(request.tags, keysOf('company-tag')),
        kinds: known(request.specialisation, keysOf('specialisation')),
        types: known(request.type, keysOf('company-type')),
        country: request.country ?? null,
        circle: circleOf(request),
      };
      const { rows, window } = placeOnly(filters)
        ? await nearestPage(request, filters, 'company', (ids, distances) =>
            repo.companiesByIds(ids, distances),
          )
        : await pageOf(
            request,
            (slice) => repo.companiesPage(filters, locale, request.sort, slice),
            () => repo.countCompanies(filters, locale),
          );
      const addresses = byOwner(
        await repo.addresses(
          'company',
          rows.map((row) => row.id),
        ),
      );
      return pageResult(
        rows.map((row) => companyCard(row, addresses.get(row.id)?.[0], names, locale)),
        window,
      );
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;

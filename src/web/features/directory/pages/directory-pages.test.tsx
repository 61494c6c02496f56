import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../../../lib/app-config';
import { i18nFor } from '../../../lib/i18n';
import { FitnessClubsPage, SpecialistsPage } from './directory-pages';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const COMPANY_FILTERS = {
  defaultCountry: { iso: 'US', country: 'United States' },
  radiusOptions: [5, 10, 20, 30, 50],
  countries: [{ iso: 'US', country: 'United States' }],
  types: [{ find: 'gym', name: 'Gym' }],
  specialisations: [{ find: 'yoga', name: 'Yoga' }],
  tags: [{ find: 'sauna', name: 'Sauna' }],
};
const CLUB = {
  id: 1,
  name: 'Box',
  slug: 'box',
  description: 'A box.',
  tags: [],
  type: { find: 'gym', name: 'Gym' },
  specialisation: [],
  exercise: [],
  logo: null,
  image: null,
  background: null,
  country: 'United States',
  country_iso: 'US',
  city: 'Boston',
  zip: '02108',
  street: 'Main Street',
  buildingNumber: '2',
  geo: null,
  distance: null,
};
const EMPTY_PAGE = { items: [], total: 0, perPage: 12, page: 1, totalPages: 1, hasMore: false };

function renderPage(page: 'clubs' | 'specialists', url: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18nFor('en')}>
        <MemoryRouter initialEntries={[url]}>
          {page === 'clubs' ? <FitnessClubsPage /> : <SpecialistsPage />}
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('the directory lists', () => {
  let calls: string[];
  const answer = (respond: (url: string) => Promise<Response>) => {
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return respond(url);
      }),
    );
  };
  beforeEach(() => {
    appConfig.apiKey = 'key';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    appConfig.apiKey = null;
  });

  it('[SPEC-02] [COMP-02] without a key: only the warnings, and no call', async () => {
    appConfig.apiKey = ' ';
    answer(async () => json(EMPTY_PAGE));
    renderPage('clubs', '/en/fitness-clubs/');
    expect((await screen.findByTestId('missing-key')).textContent).toBe(
      'Missing API key. Provide a valid token to explore our partner companies.',
    );
    expect(calls).toEqual([]);
  });

  it('[COMP-16] [SPEC-10] a failed search shows the server’s message, else the list’s text', async () => {
    answer(async (url) =>
      url.includes('/search')
        ? json(
            { success: false, error: 'The directory is being updated.', code: 'busy', requestId: 'r' },
            503,
          )
        : json(COMPANY_FILTERS),
    );
    renderPage('clubs', '/en/fitness-clubs/');
    expect((await screen.findByText('The directory is being updated.')).getAttribute('role')).toBe('alert');
  });

  it('[SPEC-10] a dropped connection shows "Unable to fetch specialists at this time."', async () => {
    answer(async (url) => {
      if (url.includes('/search')) throw new TypeError('Failed to fetch');
      return json({ ...COMPANY_FILTERS, professions: [], tags: [] });
    });
    renderPage('specialists', '/en/specialists/');
    expect(await screen.findByText('Unable to fetch specialists at this time.')).toBeTruthy();
  });

  it('[COMP-13] filter options that fail to load are said in red inside each group', async () => {
    answer(async (url) => (url.includes('/filters') ? new Response('', { status: 500 }) : json(EMPTY_PAGE)));
    renderPage('clubs', '/en/fitness-clubs/');
    fireEvent.click(await screen.findByTestId('open-filters'));
    const dialog = await screen.findByTestId('filters-dialog');
    const errors = within(dialog).getAllByTestId('filter-group-error');
    expect(errors.map((error) => error.textContent)).toEqual(Array(3).fill('Unable to load filter options.'));
    expect(errors[0]!.className).toContain('text-red');
  });

  it('[COMP-04] the chosen filters are chips with their names; one click removes one', async () => {
    answer(async (url) => (url.includes('/filters') ? json(COMPANY_FILTERS) : json(EMPTY_PAGE)));
    renderPage('clubs', '/en/fitness-clubs/?type=gym&tags=sauna');
    const chips = await screen.findByTestId('active-chips');
    await within(chips).findByRole('button', { name: 'Remove the filter Gym' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Gym×', 'Sauna×']);
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove the filter Sauna' }));
    expect(
      within(await screen.findByTestId('active-chips'))
        .getAllByRole('button')
        .map((c) => c.textContent),
    ).toEqual(['Gym×']);
  });

  it('[COMP-14] the pagination window is ±2 around the current page', async () => {
    answer(async (url) =>
      url.includes('/filters')
        ? json(COMPANY_FILTERS)
        : json({ ...EMPTY_PAGE, items: [CLUB], total: 120, page: 5, totalPages: 10, hasMore: true }),
    );
    renderPage('clubs', '/en/fitness-clubs/?page=5');
    const pages = within(await screen.findByTestId('pagination'))
      .getAllByRole('link')
      .filter((link) => /^\d+$/.test(link.textContent ?? ''))
      .map((link) => Number(link.textContent));
    expect(pages).toEqual([3, 4, 5, 6, 7]);
  });

  it('[SPEC-12] the search text is applied 300 ms after typing stops: a pause shorter than that sends nothing', async () => {
    const searches: Array<{ text: string; at: number }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes('/search')) {
          searches.push({ text: String(JSON.parse(String(init?.body)).text), at: performance.now() });
          return json(EMPTY_PAGE);
        }
        return json({ ...COMPANY_FILTERS, professions: [], tags: [] });
      }),
    );
    renderPage('specialists', '/en/specialists/');
    await screen.findByText('No specialists match your current filters. Try adjusting the search.');
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'diet' } });
    await new Promise((done) => setTimeout(done, 150));
    const typedAt = performance.now();
    fireEvent.change(box, { target: { value: 'dietitian' } });
    await vi.waitFor(() => expect(searches.map((s) => s.text)).toContain('dietitian'), { timeout: 2000 });
    // The first word was never searched: typing went on within 300 ms.
    expect(searches.map((s) => s.text)).not.toContain('diet');
    const sent = searches.find((s) => s.text === 'dietitian')!;
    expect(sent.at - typedAt).toBeGreaterThanOrEqual(290);
  });

  it('[COMP-17] company data goes stale after 5 minutes', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    answer(async (url) =>
      url.includes('/filters') ? json(COMPANY_FILTERS) : json({ ...EMPTY_PAGE, items: [CLUB], total: 1 }),
    );
    render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18nFor('en')}>
          <MemoryRouter initialEntries={['/en/fitness-clubs/']}>
            <FitnessClubsPage />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    await screen.findAllByText('Box');
    const search = client
      .getQueryCache()
      .findAll()
      .find((query) => query.queryKey.includes('search'));
    expect(search).toBeDefined();
    expect((search!.options as { staleTime?: number }).staleTime).toBe(5 * 60_000);
    // Fresh within the five minutes, stale after them.
    const staleTime = (search!.options as { staleTime: number }).staleTime;
    expect(search!.isStaleByTime(staleTime)).toBe(false);
    vi.useFakeTimers({ now: Date.now() + 5 * 60_000 + 1_000, toFake: ['Date'] });
    try {
      expect(search!.isStaleByTime(staleTime)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

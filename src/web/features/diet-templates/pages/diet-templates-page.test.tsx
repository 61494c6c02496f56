import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DietTemplateSearchRequest } from '../../../../core/contracts/diet-templates';
import { requestBody } from '../../../components/catalogue/catalogue-list';
import { parseState } from '../../../components/catalogue/catalogue-state';
import { appConfig } from '../../../lib/app-config';
import { i18nFor } from '../../../lib/i18n';
import { DietTemplatesPage, dietTemplatesList } from './diet-templates-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const FILTERS = { allergens: [], goals: [], kcal: [], categories: [], tags: [] };
const card = (id: number) => ({
  id,
  slug: `template-${id}`,
  name: `Template ${id}`,
  description: 'Five meals a day.',
  image: null,
  goals: [],
  types: [],
  tags: [],
  days: 7,
  kcal: 1800,
  free: true,
  free_title: null,
  price: null,
  discount: 0,
});

function renderList(url = '/en/shop/diets/') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18nFor('en')}>
        <MemoryRouter initialEntries={[url]}>
          <DietTemplatesPage />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** The browser's fetch answers the list's two calls: the search with `search`, the filters with none. */
function answer(search: (init: RequestInit) => Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) =>
      url.startsWith('/api/diet-templates/search') ? search(init) : json(FILTERS),
    ),
  );
}

describe('the diet template list', () => {
  beforeEach(() => {
    appConfig.apiKey = 'key';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    appConfig.apiKey = null;
  });

  it('[DT-07] the URL’s state becomes the request: text, sort, tags, type, goal, cpm, allergenExclude, perPage, page, _locale', () => {
    const state = parseState(
      new URLSearchParams(
        'text=fit&sort=price_desc&tags=high-protein&type=vegan&goal=lose&cpm=1600-1999&allergenExclude=gluten,milk&perPage=24&page=2',
      ),
      dietTemplatesList.groups.map((group) => group.key),
      dietTemplatesList.sorts,
    );
    const body = requestBody(state, 'pl');
    expect(Object.keys(body).sort()).toEqual(
      ['text', 'sort', 'tags', 'type', 'goal', 'cpm', 'allergenExclude', 'perPage', 'page', '_locale'].sort(),
    );
    expect(DietTemplateSearchRequest.parse(body)).toEqual({
      text: 'fit',
      sort: 'price_desc',
      tags: ['high-protein'],
      type: ['vegan'],
      goal: ['lose'],
      cpm: ['1600-1999'],
      allergenExclude: ['gluten', 'milk'],
      perPage: 24,
      page: 2,
      _locale: 'pl',
    });
  });

  it('[DT-15] the pagination window is ±2 around the current page', async () => {
    answer(async () =>
      json({ items: [card(1)], total: 120, perPage: 12, page: 5, totalPages: 10, hasMore: true }),
    );
    renderList('/en/shop/diets/?page=5');
    const pages = within(await screen.findByTestId('pagination'))
      .getAllByRole('link')
      .filter((link) => /^\d+$/.test(link.textContent ?? ''))
      .map((link) => Number(link.textContent));
    expect(pages).toEqual([3, 4, 5, 6, 7]);
  });

  it('[DT-17] a failed search shows the server’s message, or the spec’s text when there is none', async () => {
    answer(async () =>
      json({ success: false, error: 'Search is resting for a minute.', code: 'busy', requestId: 'r1' }, 503),
    );
    renderList();
    expect((await screen.findByRole('alert')).textContent).toBe('Search is resting for a minute.');
  });

  for (const [failure, respond] of [
    ['a bare HTTP 502', async () => new Response('<html>Bad gateway</html>', { status: 502 })],
    [
      'a dropped connection',
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ] as const)
    it(`[DT-17] ${failure} shows 'Unable to fetch diet templates at this time.'`, async () => {
      answer(respond);
      renderList();
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Unable to fetch diet templates at this time.',
      );
    });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../../../lib/app-config';
import { i18nFor } from '../../../lib/i18n';
import { EbooksPage } from './ebooks-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const CARD = {
  id: 1,
  slug: 'protein',
  name: 'Protein made simple',
  description: 'A guide.',
  image: null,
  link: null,
  writer: 'Tomasz Wróbel',
  categories: [{ name: 'Nutrition basics', find: 'nutrition-basics' }],
  tags: [],
  price: null,
};
const PAGE = { items: [CARD], total: 1, perPage: 9, page: 1, totalPages: 1, hasMore: false };

function renderShop(url = '/en/shop/e-books/') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18nFor('en')}>
        <MemoryRouter initialEntries={[url]}>
          <EbooksPage />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('the e-book shop’s failures', () => {
  beforeEach(() => {
    appConfig.apiKey = 'key';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    appConfig.apiKey = null;
  });

  it('[EBOOK-32] [EBOOK-33] [EBOOK-34] [EBOOK-35] failures show the spec’s texts, with the HTTP status where the server answered', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/api/ebooks/search')) return new Response('<html>oops</html>', { status: 500 });
        if (url.startsWith('/api/ebooks/categories')) return new Response('', { status: 503 });
        throw new TypeError('Failed to fetch');
      }),
    );
    renderShop();
    expect((await screen.findByTestId('ebook-error')).textContent).toBe(
      'Unable to fetch ebooks at this time. The server answered with HTTP status 500.',
    );
    expect(
      await screen.findByText(
        'Unable to load categories right now. The server answered with HTTP status 503.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Unable to load tags right now.')).toBeTruthy();
  });

  it('[EBOOK-36] an aborted request shows no error: the newer request’s answer is shown', async () => {
    const aborted: boolean[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        if (url.startsWith('/api/ebooks/categories')) return Promise.resolve(json({ categories: [] }));
        if (url.startsWith('/api/ebooks/tags')) return Promise.resolve(json({ tags: [] }));
        const body = JSON.parse(String(init.body)) as { sort: string };
        if (body.sort === 'id_desc')
          // The first search never answers: it ends only by being aborted.
          return new Promise<Response>((_, reject) =>
            init.signal!.addEventListener('abort', () => {
              aborted.push(true);
              reject(new DOMException('The operation was aborted.', 'AbortError'));
            }),
          );
        return Promise.resolve(json(PAGE));
      }),
    );
    renderShop();
    await screen.findByTestId('skeletons');
    fireEvent.change(screen.getByTestId('ebook-sort'), { target: { value: 'name_asc' } });
    expect(await screen.findByText('Protein made simple')).toBeTruthy();
    expect(aborted).toEqual([true]);
    expect(screen.queryByTestId('ebook-error')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the e-book shop’s labels and pages', () => {
  const label = (id: number, name: string, filterable = true) => ({
    id,
    name,
    find: name.toLowerCase(),
    filterable,
  });
  beforeEach(() => {
    appConfig.apiKey = 'key';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/api/ebooks/categories'))
          return json({ categories: [label(1, 'Cooking'), label(2, 'Archive', false)] });
        if (url.startsWith('/api/ebooks/tags'))
          return json({ tags: [label(3, 'Protein'), label(4, 'Internal', false)] });
        return json({ ...PAGE, total: 90, page: 5, totalPages: 10, hasMore: true });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    appConfig.apiKey = null;
  });

  it('[EBOOK-11] a category or tag with filterable false is not offered', async () => {
    renderShop();
    const tagAdder = await screen.findByTestId('ebook-tag-add');
    await within(tagAdder).findByRole('option', { name: 'Protein' });
    expect(within(tagAdder).queryByRole('option', { name: 'Internal' })).toBeNull();
    fireEvent.click(screen.getByTestId('ebook-category'));
    const categories = screen.getByTestId('ebook-category-options');
    expect(within(categories).getByRole('button', { name: 'Cooking' })).toBeTruthy();
    expect(within(categories).queryByRole('button', { name: 'Archive' })).toBeNull();
  });

  it('[EBOOK-22] the pagination window is ±3 around the current page', async () => {
    renderShop('/en/shop/e-books/?page=5');
    const pages = within(await screen.findByTestId('pagination'))
      .getAllByRole('link')
      .filter((link) => /^\d+$/.test(link.textContent ?? ''))
      .map((link) => Number(link.textContent));
    expect(pages).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });
});

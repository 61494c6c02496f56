import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../components/toast/toast-store';
import { callsTo, json, mockFetch, renderAt, signIn, signOut } from '../../../plan/testing/fixtures';
import { AdminPage } from '../pages/admin-page';

const PATH = '/en/admin';
const CATEGORIES = [
  { key: 'nutrition-basics', names: { pl: 'Podstawy', de: 'Grundlagen', en: 'Nutrition basics' } },
  { key: 'sports-nutrition', names: { pl: 'Sport', de: 'Sport', en: 'Sports nutrition' } },
];
const language = (title: string, slug: string) => ({
  title,
  slug,
  description: `${title} in short.`,
  body: `## ${title}\n\nText.`,
});
const ARTICLE = {
  id: 7,
  key: 'water-basics',
  category: 'nutrition-basics',
  status: 'published',
  publishedAt: '2026-10-01',
  languages: {
    pl: language('Woda na co dzień', 'woda-na-co-dzien'),
    de: language('Wasser im Alltag', 'wasser-im-alltag'),
    en: language('Water every day', 'water-every-day'),
  },
  updatedAt: '2026-10-02T10:00:00.000Z',
};
const articlesPage = (page: number) => ({
  items: [
    {
      id: 7,
      key: 'water-basics',
      category: 'nutrition-basics',
      status: 'published',
      publishedAt: '2026-10-01',
      titles: { pl: 'Woda na co dzień', de: 'Wasser im Alltag', en: 'Water every day' },
      updatedAt: '2026-10-02T10:00:00.000Z',
    },
    {
      id: 8,
      key: 'protein-draft',
      category: 'sports-nutrition',
      status: 'draft',
      publishedAt: '2026-11-01',
      titles: { pl: 'Białko', de: 'Eiweiß', en: 'Protein' },
      updatedAt: '2026-11-02T10:00:00.000Z',
    },
  ],
  total: 23,
  page,
  perPage: 20,
  categories: CATEGORIES,
});
const PROMOTION = {
  id: 3,
  key: 'welcome-2026',
  kind: 'welcome',
  productType: 'ebook',
  discountPercent: 100,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  status: 'active',
};
const PACKAGE = {
  id: 4,
  key: 'pro-1-month',
  durationDays: 30,
  seats: 1,
  position: 1,
  languages: {
    pl: { name: 'Pro miesiąc', timeFeature: '1 miesiąc', description: 'Wszystko na miesiąc.' },
    de: { name: 'Pro Monat', timeFeature: '1 Monat', description: 'Alles für einen Monat.' },
    en: { name: 'Pro month', timeFeature: '1 month', description: 'Everything for a month.' },
  },
  prices: [
    { currency: 'EUR', regularMinor: 1900, finalMinor: 1500 },
    { currency: 'PLN', regularMinor: 7900, finalMinor: 5900 },
    { currency: 'USD', regularMinor: 2100, finalMinor: 1700 },
  ],
  updatedAt: '2026-10-02T10:00:00.000Z',
};

type FetchMock = ReturnType<typeof mockFetch>;
const query = (fetchMock: FetchMock, path: string) =>
  callsTo(fetchMock, path).map(([input]) => new URL(input, 'http://localhost').searchParams);
const bodies = (fetchMock: FetchMock, path: string, method = 'POST') =>
  callsTo(fetchMock, path, method).map(
    ([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>,
  );

/** The content API as the server answers it; previews wrap the Markdown's text in a paragraph. */
function contentServer(overrides: (url: URL, init?: RequestInit) => Response | undefined = () => undefined) {
  return mockFetch((url, init) => {
    const own = overrides(url, init);
    if (own) return own;
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/admin/articles' && method === 'GET')
      return json(200, articlesPage(Number(url.searchParams.get('page'))));
    if (url.pathname === '/api/admin/articles/preview') {
      const { markdown } = JSON.parse(String(init!.body)) as { markdown: string };
      return json(200, { html: `<p>rendered: ${markdown.replace(/[<>]/g, '')}</p>` });
    }
    if (url.pathname === '/api/admin/articles/7' && method === 'GET') return json(200, ARTICLE);
    if (url.pathname === '/api/admin/promotions') return json(200, { promotions: [PROMOTION] });
    if (url.pathname === '/api/admin/packages') return json(200, { packages: [PACKAGE] });
    return undefined;
  });
}

describe('content in the admin area (issue 24 A2)', () => {
  afterEach(() => {
    signOut();
    toast.dismiss();
  });

  it('the articles list shows each article with its status and sends the search, the status and the page', async () => {
    signIn(['user', 'admin']);
    const fetchMock = contentServer();
    renderAt(<AdminPage />, `${PATH}?section=articles`, PATH);
    const rows = await screen.findAllByTestId('admin-article-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Water every day');
    expect(rows[0]!.textContent).toContain('Published');
    expect(rows[1]!.textContent).toContain('Draft');
    expect(rows[0]!.getAttribute('href')).toBe('/en/admin?section=articles&article=7');
    expect(screen.getByTestId('admin-summary').textContent).toContain('Showing 1 – 20 of 23 articles');
    expect(query(fetchMock, '/api/admin/articles')[0]!.toString()).toBe('page=1');

    fireEvent.change(screen.getByTestId('admin-articles-search'), { target: { value: 'water' } });
    await waitFor(() => expect(query(fetchMock, '/api/admin/articles').at(-1)!.get('q')).toBe('water'));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'draft' } });
    await waitFor(() => expect(query(fetchMock, '/api/admin/articles').at(-1)!.get('status')).toBe('draft'));
  });

  it('a new article: three languages side by side, a live preview from the server, the contract’s checks, then a draft is saved', async () => {
    signIn(['user', 'admin']);
    const fetchMock = contentServer((url, init) =>
      url.pathname === '/api/admin/articles' && init?.method === 'POST'
        ? json(200, { ...ARTICLE, id: 9, key: 'fresh', status: 'draft' })
        : undefined,
    );
    renderAt(<AdminPage />, `${PATH}?section=articles&article=new`, PATH);
    const editor = await screen.findByTestId('admin-article-editor');
    for (const lang of ['pl', 'de', 'en'])
      expect(within(editor).getByTestId(`admin-article-${lang}`)).toBeTruthy();
    expect(within(screen.getByTestId('admin-article-de')).getByText('German')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Text (Markdown)', { selector: '#article-body-en' }), {
      target: { value: '## Hello <script>' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('admin-article-preview-en').innerHTML).toBe(
        '<p>rendered: ## Hello script</p>',
      ),
    );
    expect(bodies(fetchMock, '/api/admin/articles/preview').at(-1)).toEqual({
      markdown: '## Hello <script>',
    });

    // Nothing typed in the titles: the contract's messages, nothing sent.
    fireEvent.click(screen.getByTestId('admin-article-save'));
    expect(await screen.findAllByText('The title needs 3 to 200 characters.')).toHaveLength(3);
    expect(callsTo(fetchMock, '/api/admin/articles', 'POST')).toHaveLength(0);

    for (const lang of ['pl', 'de', 'en'] as const) {
      fireEvent.change(document.getElementById(`article-title-${lang}`)!, {
        target: { value: `Fresh ${lang}` },
      });
      fireEvent.change(document.getElementById(`article-slug-${lang}`)!, {
        target: { value: `fresh-${lang}` },
      });
      fireEvent.change(document.getElementById(`article-description-${lang}`)!, {
        target: { value: `Lead ${lang}` },
      });
    }
    fireEvent.change(document.getElementById('article-slug-de')!, { target: { value: 'Not A Slug' } });
    fireEvent.click(screen.getByTestId('admin-article-save'));
    expect(
      await screen.findByText(
        'Use lowercase letters, digits and single dashes for the slug (at most 120 characters).',
      ),
    ).toBeTruthy();
    fireEvent.change(document.getElementById('article-slug-de')!, { target: { value: 'fresh-de' } });
    fireEvent.click(screen.getByTestId('admin-article-save'));
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/articles', 'POST')).toHaveLength(1));
    expect(bodies(fetchMock, '/api/admin/articles')[0]).toMatchObject({
      category: 'nutrition-basics',
      status: 'draft',
      languages: {
        de: { title: 'Fresh de', slug: 'fresh-de', description: 'Lead de', body: '' },
        en: { title: 'Fresh en', body: '## Hello <script>' },
      },
    });
  });

  it('the server’s slug conflict shows under that language’s slug', async () => {
    signIn(['user', 'admin']);
    const message = 'Another article already uses this slug in this language.';
    contentServer((url, init) =>
      url.pathname === '/api/admin/articles/7' && init?.method === 'PUT'
        ? json(409, {
            success: false,
            error: message,
            code: 'conflict',
            errors: { 'languages.pl.slug': message },
            requestId: 'r',
          })
        : undefined,
    );
    renderAt(<AdminPage />, `${PATH}?section=articles&article=7`, PATH);
    await screen.findByDisplayValue('Water every day');
    fireEvent.click(screen.getByTestId('admin-article-save'));
    const slug = document.getElementById('article-slug-pl')!;
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(1);
  });

  it('unpublishing asks first; leaving with unsaved changes asks first', async () => {
    signIn(['user', 'admin']);
    const fetchMock = contentServer((url) =>
      url.pathname === '/api/admin/articles/7/status'
        ? json(200, { ...ARTICLE, status: 'draft' })
        : undefined,
    );
    renderAt(<AdminPage />, `${PATH}?section=articles&article=7`, PATH);
    await screen.findByDisplayValue('Wasser im Alltag');
    fireEvent.click(screen.getByTestId('admin-article-unpublish'));
    const dialog = await screen.findByTestId('admin-confirm');
    expect(dialog.textContent).toContain('“Water every day” will disappear from the blog');
    expect(callsTo(fetchMock, '/api/admin/articles/7/status', 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByTestId('admin-confirm-ok'));
    await waitFor(() =>
      expect(bodies(fetchMock, '/api/admin/articles/7/status')).toEqual([{ status: 'draft' }]),
    );
    expect(await screen.findByTestId('admin-article-publish')).toBeTruthy();

    fireEvent.change(document.getElementById('article-title-en')!, { target: { value: 'Water, changed' } });
    fireEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    const leave = await screen.findByTestId('admin-confirm');
    expect(leave.textContent).toContain('You have unsaved changes.');
    expect(screen.getByTestId('admin-article-editor')).toBeTruthy();
    fireEvent.click(within(leave).getByTestId('admin-confirm-ok'));
    expect(await screen.findAllByTestId('admin-article-row')).toHaveLength(2);
  });

  it('promotions: the list with its validity window; a window that ends before it starts is refused before sending', async () => {
    signIn(['user', 'admin']);
    const fetchMock = contentServer((url, init) =>
      url.pathname === '/api/admin/promotions' && init?.method === 'POST'
        ? json(200, { ...PROMOTION, id: 4, key: 'spring' })
        : undefined,
    );
    renderAt(<AdminPage />, `${PATH}?section=promotions`, PATH);
    const row = await screen.findByTestId('admin-promotion-row');
    expect(row.textContent).toContain('welcome-2026');
    expect(row.textContent).toContain('Running');
    expect(row.textContent).toContain('100% off');
    expect(row.textContent).toMatch(/valid from .*2026.* to .*2026/);

    fireEvent.click(screen.getByTestId('admin-promotion-new'));
    const dialog = await screen.findByTestId('admin-promotion-dialog');
    fireEvent.change(within(dialog).getByLabelText('Key'), { target: { value: 'spring' } });
    fireEvent.change(within(dialog).getByLabelText('Discount (%)'), { target: { value: '25' } });
    fireEvent.change(within(dialog).getByLabelText('Valid from'), { target: { value: '2027-03-10T00:00' } });
    fireEvent.change(within(dialog).getByLabelText('Valid to'), { target: { value: '2027-03-01T00:00' } });
    fireEvent.click(within(dialog).getByTestId('admin-promotion-save'));
    expect(await within(dialog).findByText('The promotion has to end after it starts.')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/admin/promotions', 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Valid to'), { target: { value: '2027-03-31T00:00' } });
    fireEvent.click(within(dialog).getByTestId('admin-promotion-save'));
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/promotions', 'POST')).toHaveLength(1));
    expect(bodies(fetchMock, '/api/admin/promotions')[0]).toEqual({
      key: 'spring',
      kind: 'welcome',
      productType: 'ebook',
      discountPercent: 25,
      startsAt: new Date('2027-03-10T00:00').toISOString(),
      endsAt: new Date('2027-03-31T00:00').toISOString(),
    });
  });

  it('packages: the list with prices; the editor sends texts, numbers and prices in minor units, and refuses a final price above the regular one', async () => {
    signIn(['user', 'admin']);
    const fetchMock = contentServer((url, init) =>
      url.pathname === '/api/admin/packages/4' && init?.method === 'PUT' ? json(200, PACKAGE) : undefined,
    );
    renderAt(<AdminPage />, `${PATH}?section=packages`, PATH);
    const row = await screen.findByTestId('admin-package-row');
    expect(row.textContent).toContain('Pro month');
    expect(row.textContent).toContain('30 days · 1 seat');
    expect(row.textContent).toContain('€15.00');

    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByTestId('admin-package-dialog');
    expect((within(dialog).getByLabelText('Regular price (PLN)') as HTMLInputElement).value).toBe('79.00');
    fireEvent.change(within(dialog).getByLabelText('Final price (PLN)'), { target: { value: '99' } });
    fireEvent.click(within(dialog).getByTestId('admin-package-save'));
    expect(
      await within(dialog).findByText('The final price cannot be higher than the regular price.'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, '/api/admin/packages/4', 'PUT')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Final price (PLN)'), { target: { value: '49,90' } });
    fireEvent.change(within(dialog).getByLabelText('Regular price (USD)'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Final price (USD)'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Seats'), { target: { value: '3' } });
    fireEvent.change(dialog.querySelector('#package-name-de')!, { target: { value: 'Profi Monat' } });
    fireEvent.click(within(dialog).getByTestId('admin-package-save'));
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/packages/4', 'PUT')).toHaveLength(1));
    expect(bodies(fetchMock, '/api/admin/packages/4', 'PUT')[0]).toEqual({
      durationDays: 30,
      seats: 3,
      position: 1,
      languages: { ...PACKAGE.languages, de: { ...PACKAGE.languages.de, name: 'Profi Monat' } },
      prices: [
        { currency: 'PLN', regularMinor: 7900, finalMinor: 4990 },
        { currency: 'EUR', regularMinor: 1900, finalMinor: 1500 },
      ],
    });
  });
});

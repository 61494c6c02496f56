import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SEO_PROBLEM_KINDS } from '../../../../core/contracts/admin-seo';
import { callsTo, json, mockFetch, renderAt, signIn, signOut } from '../../../plan/testing/fixtures';
import { SeoSection } from './seo-section';

const summary = (values: Partial<Record<(typeof SEO_PROBLEM_KINDS)[number], number>>) =>
  Object.fromEntries(SEO_PROBLEM_KINDS.map((kind) => [kind, values[kind] ?? 0]));
const scan = (id: number, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  status,
  startedBy: 'ada@example.com',
  createdAt: '2026-03-01T10:00:00.000Z',
  startedAt: '2026-03-01T10:00:01.000Z',
  finishedAt: status === 'done' ? '2026-03-01T10:02:00.000Z' : null,
  pagesDone: 12,
  pagesTotal: 12,
  pagesWithProblems: 2,
  summary: summary({ titleLength: 2, brokenLinks: 1 }),
  ...extra,
});
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, perPage: 20 });
const comparison = SEO_PROBLEM_KINDS.map((kind) => ({
  kind,
  before: kind === 'titleLength' ? 1 : kind === 'imagesWithoutAlt' ? 3 : 0,
  now: kind === 'titleLength' ? 2 : kind === 'brokenLinks' ? 1 : 0,
  newUrls: [],
  fixedUrls: [],
}));
const REPORT = {
  scan: scan(2, 'done'),
  previousScanId: 1,
  comparison,
  problems: [
    {
      kind: 'titleLength',
      urls: [
        { url: '/en/recipes/1-apples', detail: '72' },
        { url: '/de/rezepte/1-aepfel', detail: '8' },
      ],
    },
    { kind: 'brokenLinks', urls: [{ url: '/pl/przepisy/', detail: '/pl/przepisy/999-gone' }] },
  ],
  lighthouse: {
    available: true,
    results: [
      { url: 'https://nutrio.test/en/', performance: 91, accessibility: 100, bestPractices: 96, seo: 100 },
      {
        url: 'https://nutrio.test/de/rezepte/',
        performance: 78,
        accessibility: 98,
        bestPractices: null,
        seo: 92,
      },
    ],
  },
};
const KEYWORDS = {
  items: [
    {
      query: 'tofu curry',
      locale: 'en',
      searches: 4,
      zeroResultSearches: 4,
      lastSeen: '2026-03-01T09:00:00.000Z',
    },
    {
      query: 'jabłka',
      locale: 'pl',
      searches: 9,
      zeroResultSearches: 0,
      lastSeen: '2026-03-01T08:00:00.000Z',
    },
  ],
  total: 2,
  page: 1,
  perPage: 25,
};

type Answers = { scans: () => unknown; report: (id: number) => unknown; start?: () => Response };
function serve(answers: Answers) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/admin/seo/scans' && init?.method === 'POST')
      return answers.start?.() ?? json(202, { id: 3, status: 'queued' });
    if (url.pathname === '/api/admin/seo/scans') return json(200, answers.scans());
    const id = /^\/api\/admin\/seo\/scans\/(\d+)$/.exec(url.pathname)?.[1];
    if (id) return json(200, answers.report(Number(id)));
    if (url.pathname === '/api/admin/seo/keywords') return json(200, KEYWORDS);
    return undefined;
  });
}
const PATH = '/en/admin';

describe('the search-engine health dashboard (issue 24 A4)', () => {
  afterEach(() => signOut());

  it('[SEO-01] shows the report with the change per problem kind, Lighthouse scores, the issues modal and keyword suggestions', async () => {
    signIn(['user', 'admin']);
    serve({ scans: () => page([scan(2, 'done'), scan(1, 'done')]), report: () => REPORT });
    renderAt(<SeoSection />, `${PATH}?section=seo`, PATH);
    expect(await screen.findByTestId('seo-report')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run scan' })).toHaveProperty('disabled', false);
    const titles = screen.getByTestId('seo-card-titleLength');
    expect(titles.textContent).toContain('Title too short or too long (10–60 characters)');
    expect(titles.textContent).toContain('2 pages');
    expect(titles.textContent).toContain('1 page more than in the previous scan');
    expect(screen.getByTestId('seo-card-imagesWithoutAlt').textContent).toContain(
      '3 pages fewer than in the previous scan',
    );
    expect(screen.getByTestId('seo-card-canonicalMissing').textContent).toContain(
      'No change since the previous scan',
    );

    const lighthouse = screen.getByTestId('seo-lighthouse');
    expect(within(lighthouse).getByRole('heading', { name: 'Lighthouse scores' })).toBeTruthy();
    for (const header of ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO'])
      expect(within(lighthouse).getByRole('columnheader', { name: header })).toBeTruthy();
    const rows = within(lighthouse).getAllByTestId('seo-lighthouse-row');
    expect(rows.map((row) => row.textContent)).toEqual(['/en/9110096100', '/de/rezepte/7898–92']);

    fireEvent.click(screen.getByRole('button', { name: 'Show issues' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issues' });
    const groups = within(dialog).getAllByTestId('seo-issue-group');
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual([
      'Title too short or too long (10–60 characters) · 2 pages',
      'Broken internal links · 1 page',
    ]);
    expect(within(dialog).getByRole('link', { name: '/en/recipes/1-apples' }).getAttribute('href')).toBe(
      '/en/recipes/1-apples',
    );
    expect(within(dialog).getByText(/\/pl\/przepisy\/999-gone/)).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(screen.getByRole('heading', { name: 'Past scans' })).toBeTruthy();
    expect(screen.getAllByTestId('seo-scan-row')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Keyword suggestions' })).toBeTruthy();
    const keywordRows = screen.getAllByTestId('seo-keyword-row');
    expect(keywordRows[0]!.textContent).toContain('tofu curry');
    expect(within(keywordRows[0]!).getByText('No results')).toBeTruthy();
    expect(within(keywordRows[1]!).queryByText('No results')).toBeNull();
    expect(within(keywordRows[1]!).getByText('Polish')).toBeTruthy();
  });

  it('[SEO-01] runs a scan: the button is disabled while it runs, the progress bar is read again every 2 s, then the report shows', async () => {
    signIn(['user', 'admin']);
    let started = false;
    let reads = 0;
    const running = scan(3, 'running', { pagesDone: 3, pagesTotal: 12, finishedAt: null });
    const fetchMock = serve({
      scans: () => {
        if (!started) return page([]);
        reads += 1;
        return page([reads >= 3 ? scan(3, 'done') : running]);
      },
      report: (id) =>
        reads >= 3 ? { ...REPORT, scan: scan(id, 'done') } : { ...REPORT, scan: running, lighthouse: null },
      start: () => {
        started = true;
        return json(202, { id: 3, status: 'queued' });
      },
    });
    renderAt(<SeoSection />, `${PATH}?section=seo`, PATH);
    expect(await screen.findByTestId('seo-no-scan')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Run scan' }));
    const bar = await screen.findByRole('progressbar', { name: 'Scan progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('3 of 12 pages checked')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scan running…' })).toHaveProperty('disabled', true);
    expect(callsTo(fetchMock, '/api/admin/seo/scans', 'POST')).toHaveLength(1);
    expect(await screen.findByTestId('seo-report', {}, { timeout: 6000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run scan' })).toHaveProperty('disabled', false);
  }, 10_000);

  it('[SEO-01] speaks Polish and German: run scan, reports, Lighthouse unavailable, issues, keyword suggestions', async () => {
    signIn(['user', 'admin']);
    const unavailable = {
      ...REPORT,
      lighthouse: { available: false, reason: 'chromiumMissing', detail: '/usr/bin/chromium' },
    };
    serve({ scans: () => page([scan(2, 'done')]), report: () => unavailable });
    const pl = renderAt(<SeoSection />, '/pl/admin?section=seo', '/pl/admin', 'pl');
    expect(await screen.findByTestId('seo-report')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Uruchom skanowanie' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Raporty' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Wyniki Lighthouse' })).toBeTruthy();
    expect(screen.getByTestId('seo-lighthouse-unavailable').textContent).toBe(
      'Lighthouse jest niedostępny: nie znaleziono Chromium na tym serwerze (CHROMIUM_PATH).',
    );
    expect(screen.getByTestId('seo-card-titleLength').textContent).toContain('2 strony');
    expect(screen.getByRole('button', { name: 'Pokaż problemy' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sugestie słów kluczowych' })).toBeTruthy();
    expect(await screen.findAllByText('Brak wyników')).toHaveLength(1);
    pl.unmount();

    renderAt(<SeoSection />, '/de/admin?section=seo', '/de/admin', 'de');
    expect(await screen.findByTestId('seo-report')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scan starten' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Berichte' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lighthouse-Werte' })).toBeTruthy();
    expect(screen.getByTestId('seo-lighthouse-unavailable').textContent).toBe(
      'Lighthouse ist nicht verfügbar: Chromium wurde auf diesem Server nicht gefunden (CHROMIUM_PATH).',
    );
    expect(screen.getByRole('heading', { name: 'Keyword-Vorschläge' })).toBeTruthy();
    expect(await screen.findAllByText('Keine Treffer')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Probleme anzeigen' }));
    expect(await screen.findByRole('dialog', { name: 'Probleme' })).toBeTruthy();
  });
});

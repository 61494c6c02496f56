import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AiSearchResponse, HeaderSearchResponse } from '../../../../core/contracts/header-search';
import { toast } from '../../../components/toast/toast-store';
import { i18nFor, loadTranslations } from '../../../lib/i18n';
import { sessionStore, type SessionUser } from '../../../lib/session';
import { AI_PULSE_MS, SearchPage } from './search-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const member = (roles: string[]): SessionUser => ({
  id: 7,
  name: 'Ola Nowak',
  email: 'ola@example.com',
  roles,
  emailVerified: true,
});
const PRO = member(['user', 'pro']);
const MEMBER = member(['user']);

const groupsFor = (word: string): HeaderSearchResponse => ({
  groups: [
    {
      key: 'recipe',
      label: 'Recipes',
      viewAllUrl: `/en/recipes/?text=${word}`,
      items: [
        {
          id: 1,
          url: `/en/recipes/1-${word}-pie`,
          image: `/media/recipes/${word}.webp`,
          title: `${word} pie`,
          subtitle: '320 kcal per portion',
        },
        { id: 2, url: `/en/recipes/2-${word}-salad`, image: null, title: `${word} salad`, subtitle: '' },
      ],
    },
    {
      key: 'food',
      label: 'Foods',
      viewAllUrl: `/en/foods/?text=${word}`,
      items: [
        {
          id: 9,
          url: `/en/foods/9-${word}`,
          image: null,
          title: `${word}, raw`,
          subtitle: '52 kcal per 100 g',
        },
      ],
    },
  ],
});

type FetchMock = ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;

function renderPage(path: string, user: SessionUser | null = null) {
  sessionStore.set({ user, csrfToken: user ? 'csrf' : null });
  const router = createMemoryRouter([{ path: '/en/search', element: <SearchPage /> }], {
    initialEntries: [path],
  });
  const view = render(
    <I18nextProvider i18n={i18nFor('en')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { ...view, router };
}

/** A browser that can record: the voice button shows (the recording itself is the voice dialog's test). */
function recordingBrowser() {
  vi.stubGlobal('MediaRecorder', class {});
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn() } });
}

const field = () => screen.getByRole<HTMLInputElement>('searchbox');
const titles = () => screen.queryAllByTestId('search-card-title').map((node) => node.textContent);
const search = (text: string) => {
  fireEvent.change(field(), { target: { value: text } });
  fireEvent.click(screen.getByTestId('search-submit'));
};

describe('the search landing', () => {
  let fetchMock: FetchMock;
  beforeAll(async () => {
    await loadTranslations('en', ['search', 'voice']);
  });
  beforeEach(() => {
    fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
    fetchMock.mockImplementation(async (url) =>
      json(groupsFor(new URL(url, 'http://x').searchParams.get('q')!)),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    toast.dismiss();
    sessionStore.set({ user: null, csrfToken: null });
  });

  it('[SRCH-01] [SRCH-03] [SRCH-05] a hero heading and a search field with clear and submit buttons; passes axe', async () => {
    const { container } = renderPage('/en/search');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search Nutrio');
    const form = screen.getByRole('search');
    expect(within(form).getByRole('searchbox')).toBe(field());
    expect(within(form).getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit');
    // The clear button appears with text, empties the field and gives it the focus back.
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    fireEvent.change(field(), { target: { value: 'apple' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(field().value).toBe('');
    expect(document.activeElement).toBe(field());
    expect(fetchMock).not.toHaveBeenCalled();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('[SRCH-03] clearing a shown search empties the field, the results and the query in the URL', async () => {
    const { router } = renderPage('/en/search?q=apple');
    await waitFor(() => expect(titles()).toContain('apple pie'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(field().value).toBe('');
    await waitFor(() => expect(titles()).toEqual([]));
    expect(router.state.location.search).toBe('');
  });

  it('[SRCH-02] the AI toggle with its alpha badge is shown to pro members only', () => {
    renderPage('/en/search', null);
    expect(screen.queryByRole('switch')).toBeNull();
    renderPage('/en/search', MEMBER);
    expect(screen.queryByRole('switch')).toBeNull();
    const { container } = renderPage('/en/search', PRO);
    const toggle = within(container).getByRole('switch', { name: /AI search/ });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(within(toggle).getByTestId('ai-badge').textContent).toBe('alpha');
  });

  it('[SRCH-04] the voice button is there in AI mode only, and only for a signed-in member', async () => {
    recordingBrowser();
    // A guest following an assistant link gets the normal search, without voice.
    const guest = renderPage('/en/search?mode=ai', null);
    expect(within(guest.container).queryByTestId('search-voice')).toBeNull();
    guest.unmount();
    renderPage('/en/search', PRO);
    expect(screen.queryByRole('button', { name: 'Ask by voice' })).toBeNull();
    fireEvent.click(screen.getByRole('switch'));
    const voice = await screen.findByRole('button', { name: 'Ask by voice' });
    expect(voice.getAttribute('data-testid')).toBe('search-voice');
    fireEvent.click(voice);
    await screen.findByTestId('voice-dialog', {}, { timeout: 5000 });
    fireEvent.click(screen.getByTestId('voice-cancel'));
    await waitFor(() => expect(screen.queryByTestId('voice-dialog')).toBeNull());
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ask by voice' })).toBeNull());
  });

  it('the words applied in the voice dialog go into the field and run the search', async () => {
    recordingBrowser();
    const { router } = renderPage('/en/search?mode=ai', PRO);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask by voice' }));
    await screen.findByTestId('voice-dialog', {}, { timeout: 5000 });
    fireEvent.change(screen.getByTestId('voice-transcript'), { target: { value: 'apple' } });
    fireEvent.click(screen.getByTestId('voice-apply'));
    await waitFor(() => expect(titles()).toEqual(['apple pie', 'apple salad', 'apple, raw']));
    expect(field().value).toBe('apple');
    expect(router.state.location.search).toBe('?q=apple&mode=ai');
  });

  it('[SRCH-06] [SRCH-14] the query lives in ?q= (no area sent); a new search is a history entry, and back runs the previous one again', async () => {
    const { router } = renderPage('/en/search?q=apple');
    await waitFor(() => expect(titles()).toEqual(['apple pie', 'apple salad', 'apple, raw']));
    expect(field().value).toBe('apple');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/header/search?locale=en&q=apple&limit=8');
    search('pear');
    await waitFor(() => expect(titles()).toEqual(['pear pie', 'pear salad', 'pear, raw']));
    expect(router.state.location.search).toBe('?q=pear');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(titles()).toEqual(['apple pie', 'apple salad', 'apple, raw']));
    expect(field().value).toBe('apple');
    expect(fetchMock.mock.calls.map(([url]) => new URL(url, 'http://x').searchParams.get('q'))).toEqual([
      'apple',
      'pear',
      'apple',
    ]);
    await act(() => router.navigate(1));
    await waitFor(() => expect(field().value).toBe('pear'));
    await waitFor(() => expect(titles()).toContain('pear pie'));
  });

  it('[SRCH-07] results are grouped: a heading and a view-all link per group, cards with image, title, subtitle and link', async () => {
    const { container } = renderPage('/en/search?q=apple&mode=ai', PRO);
    const groups = await screen.findAllByTestId('search-group');
    expect(groups.map((group) => within(group).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Recipes',
      'Foods',
    ]);
    expect(groups.map((group) => within(group).getByTestId('search-view-all').getAttribute('href'))).toEqual([
      '/en/recipes/?text=apple',
      '/en/foods/?text=apple',
    ]);
    expect(within(groups[0]!).getByRole('link', { name: /^View all\W+Recipes$/ })).toBeTruthy();
    const [card] = within(groups[0]!).getAllByTestId('search-card');
    expect(card!.getAttribute('href')).toBe('/en/recipes/1-apple-pie');
    expect(card!.querySelector('img')!.getAttribute('src')).toBe('/media/recipes/apple.webp');
    expect(within(card!).getByTestId('search-card-title').textContent).toBe('apple pie');
    expect(within(card!).getByTestId('search-card-subtitle').textContent).toBe('320 kcal per portion');
    // The page with results, in AI mode (toggle, badge, voice), passes axe too.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('says when nothing was found', async () => {
    fetchMock.mockImplementation(async () => json({ groups: [] }));
    renderPage('/en/search?q=zzz');
    await waitFor(() =>
      expect(screen.getByTestId('search-status').textContent).toBe(
        'Nothing found for “zzz”. Try another word or check the spelling.',
      ),
    );
  });

  it('[SRCH-11] a pro member switches between the normal and the AI search; the AI answer shows above the groups', async () => {
    fetchMock.mockImplementation(async (url) =>
      url.startsWith('/api/header/search/ai?')
        ? json({
            status: 'online',
            answer: 'Light apple recipes for you.',
            ...groupsFor('ai'),
          } satisfies AiSearchResponse)
        : json(groupsFor('apple')),
    );
    const { router } = renderPage('/en/search?q=apple', PRO);
    await waitFor(() => expect(titles()).toContain('apple pie'));
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(titles()).toContain('ai pie'));
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(router.state.location.search).toBe('?q=apple&mode=ai');
    expect(fetchMock.mock.calls.at(-1)![0]).toBe('/api/header/search/ai?locale=en&q=apple');
    expect(screen.getByTestId('ai-answer').textContent).toContain('Light apple recipes for you.');
    const answer = screen.getByTestId('ai-answer');
    const firstGroup = screen.getAllByTestId('search-group')[0]!;
    expect(answer.compareDocumentPosition(firstGroup) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(titles()).toContain('apple pie'));
    expect(screen.queryByTestId('ai-answer')).toBeNull();
    expect(fetchMock.mock.calls.at(-1)![0]).toBe('/api/header/search?locale=en&q=apple&limit=8');
  });

  it('[SRCH-12] the latest search wins: an earlier reply that comes later is dropped (and its call aborted)', async () => {
    const pending: Array<{ url: string; signal: AbortSignal | null | undefined; release: () => void }> = [];
    fetchMock.mockImplementation(
      (url, init) =>
        new Promise<Response>((resolve) => {
          const q = new URL(url, 'http://x').searchParams.get('q')!;
          // Ignores the abort on purpose, as a slow network reply that arrives anyway.
          pending.push({ url, signal: init?.signal, release: () => resolve(json(groupsFor(q))) });
        }),
    );
    renderPage('/en/search?q=apple');
    await waitFor(() => expect(pending).toHaveLength(1));
    search('pear');
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[0]!.signal?.aborted).toBe(true);
    await act(async () => pending[1]!.release());
    await waitFor(() => expect(titles()).toContain('pear pie'));
    await act(async () => pending[0]!.release());
    await new Promise((done) => setTimeout(done, 20));
    expect(titles()).toEqual(['pear pie', 'pear salad', 'pear, raw']);
  });

  it('[SRCH-16] a failed search shows the unknown error toast', async () => {
    fetchMock.mockImplementation(async () => json({ oops: true }, 500));
    renderPage('/en/search?q=apple');
    await waitFor(() =>
      expect(toast.current()?.message).toBe('Something went wrong with the search. Please try again.'),
    );
    expect(toast.current()?.kind).toBe('error');
    toast.dismiss();
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    search('pear');
    await waitFor(() =>
      expect(toast.current()?.message).toBe('Something went wrong with the search. Please try again.'),
    );
  });

  it('[SRCH-17] [SRCH-19] an AI answer “error, offline” shows the AI offline toast', async () => {
    fetchMock.mockImplementation(async () =>
      json({ status: 'error', reason: 'offline', groups: [] } satisfies AiSearchResponse),
    );
    renderPage('/en/search?q=vegan&mode=ai', PRO);
    await waitFor(() =>
      expect(toast.current()?.message).toBe(
        'The AI search is offline right now. Please use the normal search for the moment.',
      ),
    );
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/header/search/ai?locale=en&q=vegan');
  });

  it('[SRCH-18] [SRCH-19] any other AI error shows the AI error toast', async () => {
    fetchMock.mockImplementation(async () =>
      json({ status: 'error', reason: 'failed', groups: [] } satisfies AiSearchResponse),
    );
    renderPage('/en/search?q=vegan&mode=ai', PRO);
    await waitFor(() =>
      expect(toast.current()?.message).toBe(
        'The AI search could not answer that. Try rephrasing your question or use the normal search.',
      ),
    );
    expect(toast.current()?.kind).toBe('error');
    expect(screen.getByTestId('search-status').textContent).toBe('');
  });

  it('[SRCH-20] the AI toggle pulses for 600 ms after a switch', () => {
    vi.useFakeTimers();
    renderPage('/en/search', PRO);
    const toggle = screen.getByRole('switch');
    expect(toggle.getAttribute('data-pulse')).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('switch').getAttribute('data-pulse')).toBe('true');
    act(() => vi.advanceTimersByTime(AI_PULSE_MS - 1));
    expect(screen.getByRole('switch').getAttribute('data-pulse')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('switch').getAttribute('data-pulse')).toBeNull();
    expect(AI_PULSE_MS).toBe(600);
  });
});

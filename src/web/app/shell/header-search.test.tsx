import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeaderSearchResponse } from '../../../core/contracts/header-search';
import type { Locale } from '../../../core/i18n/locales';
import { i18nFor, loadTranslations } from '../../lib/i18n';
import { sessionStore } from '../../lib/session';
import { HeaderSearch } from './header-search';
import { HEADER_SEARCH_DEBOUNCE_MS, searchAreaOf } from './search-area';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const answerFor = (q: string): HeaderSearchResponse => ({
  groups: [
    {
      key: 'recipe',
      label: 'Recipes',
      items: [
        {
          id: 1,
          url: '/en/recipes/1-oat-porridge',
          image: null,
          title: `${q} porridge`,
          subtitle: '320 kcal',
        },
        { id: 2, url: '/en/recipes/2-oat-cookies', image: '/img/2.jpg', title: `${q} cookies`, subtitle: '' },
      ],
      viewAllUrl: `/en/recipes/?text=${q}`,
    },
    {
      key: 'food',
      label: 'Foods',
      items: [{ id: 9, url: '/en/foods/9-oats', image: null, title: 'Oats', subtitle: '389 kcal / 100 g' }],
      viewAllUrl: `/en/foods/?text=${q}`,
    },
  ],
});

/** Where the router is: the test's view of a navigation. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderSearch(path = '/en/recipes/', locale: Locale = 'en') {
  return render(
    <I18nextProvider i18n={i18nFor(locale)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <HeaderSearch locale={locale} />
                <button type="button">elsewhere</button>
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const input = () => screen.getByRole('combobox');
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const searchCalls = (mock: ReturnType<typeof vi.fn>) =>
  mock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/header/search?'));

/** A reply the test hands out when it wants to. */
function deferredReply() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the header search', () => {
  let fetchMock: ReturnType<typeof vi.fn<(input: string, init?: RequestInit) => Promise<Response>>>;
  beforeEach(() => {
    fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('[HDR-31] asks only after a 250 ms pause in typing, once, with the last text', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fetchMock.mockImplementation(async (url) =>
      json(200, answerFor(new URL(url, 'http://x').searchParams.get('q') ?? '')),
    );
    renderSearch();
    type('o');
    act(() => vi.advanceTimersByTime(200));
    type('oa');
    act(() => vi.advanceTimersByTime(200));
    type('oat');
    act(() => vi.advanceTimersByTime(HEADER_SEARCH_DEBOUNCE_MS - 1));
    expect(searchCalls(fetchMock)).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(searchCalls(fetchMock)).toEqual(['/api/header/search?locale=en&q=oat&area=other&limit=3']);
  });

  it('[HDR-03] [HDR-27] typing shows “searching”, then the groups with their items, view-all and all-results options', async () => {
    const reply = deferredReply();
    fetchMock.mockImplementation(() => reply.promise);
    const { container } = renderSearch();
    type('oat');
    expect(screen.getByTestId('header-search-loading').textContent).toBe('Searching…');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(searchCalls(fetchMock)).toHaveLength(1));
    reply.resolve(json(200, answerFor('oat')));

    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(screen.queryByTestId('header-search-loading')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-controls')).toBe(listbox.id);
    const groups = within(listbox).getAllByRole('group');
    const groupName = (group: HTMLElement) =>
      document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent;
    expect(groups.map(groupName)).toEqual(['Recipes', 'Foods']);
    expect(
      within(groups[0]!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['oat porridge320 kcal', 'oat cookies', 'Show all: Recipes']);
    expect(screen.getByTestId('header-search-all').textContent).toBe('All results for “oat”');
    expect(screen.getByRole('status').textContent).toBe('3 suggestions');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('[HDR-27] an answer without groups shows the no-results message', async () => {
    fetchMock.mockImplementation(async () => json(200, { groups: [] }));
    renderSearch();
    type('zzzz');
    expect((await screen.findByTestId('header-search-empty')).textContent).toBe('No results for “zzzz”.');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('[HDR-26] emptying the input clears the results and sends nothing more', async () => {
    fetchMock.mockImplementation(async () => json(200, answerFor('oat')));
    renderSearch();
    type('oat');
    await screen.findByRole('listbox');
    type('  ');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByTestId('header-search-popup')).toBeNull();
    // Focus again: there is nothing to show.
    fireEvent.focus(input());
    expect(screen.queryByTestId('header-search-popup')).toBeNull();
    await new Promise((done) => setTimeout(done, HEADER_SEARCH_DEBOUNCE_MS + 50));
    expect(searchCalls(fetchMock)).toHaveLength(1);
  });

  it('[HDR-28] a click outside closes the suggestions; focusing the box again shows them', async () => {
    fetchMock.mockImplementation(async () => json(200, answerFor('oat')));
    renderSearch();
    type('oat');
    await screen.findByRole('listbox');
    fireEvent.mouseDown(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(input());
    expect(screen.getByRole('listbox')).toBeTruthy();
    // A click inside (on an option's group label) keeps them.
    fireEvent.mouseDown(screen.getAllByRole('group')[0]!);
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('[HDR-29] a reply to an older text that arrives last is ignored', async () => {
    const first = deferredReply();
    const second = deferredReply();
    fetchMock.mockImplementationOnce(() => first.promise).mockImplementationOnce(() => second.promise);
    renderSearch();
    type('oa');
    await waitFor(() => expect(searchCalls(fetchMock)).toHaveLength(1));
    type('oat');
    await waitFor(() => expect(searchCalls(fetchMock)).toHaveLength(2));
    second.resolve(json(200, answerFor('oat')));
    await screen.findByRole('listbox');
    first.resolve(json(200, answerFor('oa')));
    await new Promise((done) => setTimeout(done, 20));
    const titles = screen.getAllByTestId('header-search-option').map((option) => option.textContent);
    expect(titles[0]).toBe('oat porridge320 kcal');
    expect(titles.some((title) => title?.startsWith('oa '))).toBe(false);
  });

  it('[HDR-33] a failed search clears the suggestions silently', async () => {
    fetchMock
      .mockImplementationOnce(async () => json(200, answerFor('oat')))
      .mockImplementationOnce(async () =>
        json(500, { success: false, error: 'Boom', code: 'internal', requestId: 'r' }),
      );
    renderSearch();
    type('oat');
    await screen.findByRole('listbox');
    type('oats');
    await waitFor(() => expect(searchCalls(fetchMock)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByTestId('header-search-popup')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toContain('Boom');
    expect(input()).toHaveProperty('value', 'oats');
  });

  it('[HDR-34] sends area=product on shop pages and area=other elsewhere', async () => {
    expect(searchAreaOf('/en/shop/diets/')).toBe('product');
    expect(searchAreaOf('/de/shop/e-books/12-protein')).toBe('product');
    expect(searchAreaOf('/pl/pakiet-pro/')).toBe('product');
    expect(searchAreaOf('/en/recipes/')).toBe('other');
    expect(searchAreaOf('/en/')).toBe('other');
    expect(searchAreaOf('/nothing')).toBe('other');

    fetchMock.mockImplementation(async () => json(200, { groups: [] }));
    renderSearch('/de/shop/e-books/', 'de');
    type('protein');
    await waitFor(() =>
      expect(searchCalls(fetchMock)).toEqual(['/api/header/search?locale=de&q=protein&area=product&limit=3']),
    );
  });

  it('[HDR-03] keyboard: down and up move through the options, Enter opens the active one, Escape closes', async () => {
    fetchMock.mockImplementation(async () => json(200, answerFor('oat')));
    renderSearch();
    type('oat');
    await screen.findByRole('listbox');
    const options = screen.getAllByRole('option');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[options.length - 1]!.id);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe(options[1]!.id);

    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input()).toHaveProperty('value', 'oat');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/en/recipes/2-oat-cookies');
    expect(input()).toHaveProperty('value', '');
    expect(screen.queryByTestId('header-search-popup')).toBeNull();
  });

  it('[HDR-03] Enter without a chosen option, or the all-results option, opens the search landing with q', async () => {
    fetchMock.mockImplementation(async () => json(200, answerFor('oat')));
    renderSearch('/de/rezepte/', 'de');
    type('Hafer flocken');
    fireEvent.submit(input().closest('form')!);
    expect(screen.getByTestId('where').textContent).toBe('/de/suche?q=Hafer+flocken');

    type('oat');
    fireEvent.click(await screen.findByTestId('header-search-all'));
    expect(screen.getByTestId('where').textContent).toBe('/de/suche?q=oat');
  });

  it('[HDR-03] without script the box is a GET form to the search landing with q', () => {
    renderSearch('/pl/przepisy/', 'pl');
    const form = input().closest('form')!;
    expect(form.getAttribute('role')).toBe('search');
    expect(form.getAttribute('action')).toBe('/pl/szukaj');
    expect(form.getAttribute('method')).toBe('get');
    expect(input().getAttribute('name')).toBe('q');
    expect(input().getAttribute('placeholder')).toBe('Szukaj przepisów, produktów, diet…');
  });

  it('on a phone the search button opens the row and focuses the box; Escape on an empty box folds it', () => {
    renderSearch();
    const toggle = screen.getByRole('button', { name: 'Open search' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const form = input().closest('form')!;
    expect(form.className).toContain('hidden');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(form.className).not.toMatch(/(^| )hidden( |$)/);
    expect(document.activeElement).toBe(input());
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
  it('a member speaks the search: quick recording from the microphone button, the words fill the box and search', async () => {
    await loadTranslations('en', ['voice']);
    sessionStore.set({
      user: { id: 4, name: 'Jan', email: 'jan@example.com', roles: ['user'], emailVerified: true },
      csrfToken: 't',
    });
    // A browser that records (no Web Audio: the recording is sent as it is).
    const track = { stop: vi.fn() };
    vi.stubGlobal(
      'MediaRecorder',
      class {
        state = 'inactive';
        mimeType = 'audio/webm';
        ondataavailable: ((event: { data: Blob }) => void) | null = null;
        onstop: (() => void) | null = null;
        start() {
          this.state = 'recording';
        }
        stop() {
          this.state = 'inactive';
          this.ondataavailable?.({ data: new Blob(['sound'], { type: 'audio/webm' }) });
          setTimeout(() => this.onstop?.(), 0);
        }
      },
    );
    vi.stubGlobal('AudioContext', undefined);
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: vi.fn(async () => ({ getTracks: () => [track] })) },
    });
    fetchMock.mockImplementation(async (url) =>
      url.startsWith('/api/speech-to-text/transcribe')
        ? json(200, { transcript: 'Oat.' })
        : json(200, answerFor(new URL(url, 'http://x').searchParams.get('q') ?? '')),
    );
    try {
      renderSearch();
      fireEvent.click(screen.getByRole('button', { name: 'Search by voice' }));
      // Recording starts as the dialog opens.
      fireEvent.click(await screen.findByRole('button', { name: 'Stop recording' }, { timeout: 5000 }));
      await waitFor(() => expect(input()).toHaveProperty('value', 'Oat'));
      expect(screen.queryByTestId('voice-dialog')).toBeNull();
      await waitFor(() =>
        expect(searchCalls(fetchMock)).toEqual([
          expect.stringContaining('/api/header/search?locale=en&q=Oat&'),
        ]),
      );
      expect(track.stop).toHaveBeenCalled();
    } finally {
      sessionStore.set({ user: null, csrfToken: null });
    }
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../../../core/i18n/locales';
import { appConfig } from '../../../lib/app-config';
import { i18nFor } from '../../../lib/i18n';
import { LatestArticles } from './latest-articles';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderBlock(props: Parameters<typeof LatestArticles>[0] = {}) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18nFor('en')}>
        <MemoryRouter initialEntries={['/en/']}>
          <LatestArticles {...props} />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('the latest articles block', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const answer = (respond: () => Promise<Response>) => {
    fetchMock = vi.fn(respond);
    vi.stubGlobal('fetch', fetchMock);
  };
  beforeEach(() => {
    appConfig.apiKey = 'key';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    appConfig.apiKey = null;
  });

  it('[HOME-41] a spinner while loading, then the empty message when there are no articles', async () => {
    let release: (response: Response) => void = () => {};
    answer(() => new Promise<Response>((resolve) => (release = resolve)));
    renderBlock();
    const loading = await screen.findByTestId('articles-loading');
    expect(loading.getAttribute('role')).toBe('status');
    expect(loading.textContent).toBe('Loading articles…');
    release(json({ articles: [] }));
    expect(await screen.findByText('No articles have been published yet.')).toBeTruthy();
    expect(screen.queryByTestId('articles-loading')).toBeNull();
  });

  it('[HOME-41] [HOME-50] a failed answer shows the generic load-failure warning', async () => {
    answer(async () => new Response('<html>oops</html>', { status: 500 }));
    renderBlock();
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the latest articles.');
  });

  it('[HOME-41] a dropped connection shows the same warning', async () => {
    answer(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderBlock();
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the latest articles.');
  });

  it('[HOME-48] without an article route the block says so and asks for nothing', async () => {
    answer(async () => json([]));
    renderBlock({ route: null });
    expect(
      await screen.findByText('Unable to determine the data endpoint for the latest articles.'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('[HOME-51] both failure texts exist, and differ, in every language', () => {
    for (const locale of LOCALES) {
      const t = i18nFor(locale).getFixedT(locale, 'home');
      const routeError = t('articles.routeError');
      const loadFailed = t('articles.loadFailed');
      for (const text of [routeError, loadFailed]) expect(text, locale).not.toMatch(/^articles\./);
      expect(routeError).not.toBe(loadFailed);
    }
    expect(i18nFor('de').getFixedT('de', 'home')('articles.loadFailed')).toBe(
      'Die neuesten Artikel konnten nicht geladen werden.',
    );
    expect(i18nFor('pl').getFixedT('pl', 'home')('articles.routeError')).toBe(
      'Nie można ustalić adresu danych najnowszych artykułów.',
    );
  });
});

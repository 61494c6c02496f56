import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProPackage, ProPackagesResponse } from '../../../core/contracts/pro-packages';
import type { Locale } from '../../../core/i18n/locales';
import { appConfig } from '../../lib/app-config';
import { i18nFor } from '../../lib/i18n';
import { ProPackagesSection } from './pro-packages-section';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const amount = (minor: number) => ({ formatted: `$${(minor / 100).toFixed(2)}`, minor, currency: 'USD' });
function pkg(id: number, features: number, saved = true): ProPackage {
  return {
    id,
    key: `pro-${id}`,
    title: `Package ${id}`,
    timeFeatureShort: `${id} months`,
    description: 'Pro access.',
    durationDays: id * 30,
    seats: 1,
    price: amount(1000 * id - (saved ? 100 : 0)),
    originalPrice: amount(1000 * id),
    savings: saved ? { label: 'Save 10%', formatted: '$1.00', minor: 100, percent: 10 } : null,
    taxRatePercent: 0,
    features: Array.from({ length: features }, (_, i) => `Feature ${i + 1} of package ${id}`),
    link: `/en/pro-package/${id}-package-${id}`,
  };
}
const PACKAGES = [pkg(1, 8, false), pkg(3, 9), pkg(6, 10), pkg(12, 11), pkg(24, 12)];
const answerOf = (packages: ProPackage[]): ProPackagesResponse => ({
  packages,
  meta: { currency: 'USD', count: packages.length },
  error: null,
});

function renderSection(locale: Locale = 'en') {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <MemoryRouter initialEntries={[`/${locale}/`]}>
          <ProPackagesSection />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const cards = () => screen.getAllByTestId('pro-package-card');

describe('the professional packages section', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const answer = (respond: () => Promise<Response>) => {
    fetchMock = vi.fn(respond);
    vi.stubGlobal('fetch', fetchMock);
  };
  beforeEach(() => {
    appConfig.apiKey = 'key';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    appConfig.apiKey = null;
  });

  it('[HOME-20] asks api_frontend_professional_packages with the page’s locale and the bearer key', async () => {
    answer(async () => json(answerOf(PACKAGES)));
    renderSection('de');
    await screen.findAllByTestId('pro-package-card');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/professional-packages?locale=de');
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer key');
  });

  it('[HOME-13] a card shows title, time, price, original price, savings label, the first 8 features and a link', async () => {
    answer(async () => json(answerOf(PACKAGES)));
    renderSection();
    await screen.findAllByTestId('pro-package-card');
    const card = within(cards()[3]!);
    expect(card.getByRole('heading', { level: 3 }).textContent).toBe('Package 12');
    expect(card.getByTestId('pro-package-time').textContent).toBe('12 months');
    expect(card.getByTestId('pro-package-price').textContent).toContain('$119.00');
    expect(card.getByTestId('pro-package-original-price').textContent).toContain('$120.00');
    expect(card.getByTestId('pro-package-savings').textContent).toBe('Save 10%');
    expect(card.getByText('You save $1.00')).toBeTruthy();
    const features = within(card.getByTestId('pro-package-features')).getAllByRole('listitem');
    expect(features.map((item) => item.textContent)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Feature ${i + 1} of package 12`),
    );
    expect(card.getByTestId('pro-package-more').textContent).toBe('3 more on the package page');
    const link = card.getByRole('link', { name: /^See the package ?: Package 12$/ });
    expect(link.getAttribute('href')).toBe('/en/pro-package/12-package-12');
    // A package that saves nothing shows no struck-out price and no label; 8 features, nothing more.
    const monthly = within(cards()[0]!);
    expect(monthly.queryByTestId('pro-package-original-price')).toBeNull();
    expect(monthly.queryByTestId('pro-package-savings')).toBeNull();
    expect(monthly.queryByTestId('pro-package-more')).toBeNull();
    expect(within(monthly.getByTestId('pro-package-features')).getAllByRole('listitem')).toHaveLength(8);
  });

  it('[HOME-14] [HOME-24] 3 skeleton cards while the packages load, then the list', async () => {
    let release: (response: Response) => void = () => {};
    answer(() => new Promise<Response>((resolve) => (release = resolve)));
    renderSection();
    const loading = await screen.findByTestId('pro-packages-loading');
    expect(within(loading).getAllByTestId('pro-package-skeleton')).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('Loading professional packages…');
    expect(screen.queryByTestId('pro-package-card')).toBeNull();
    release(json(answerOf(PACKAGES)));
    expect(await screen.findAllByTestId('pro-package-card')).toHaveLength(5);
    expect(screen.queryByTestId('pro-packages-loading')).toBeNull();
  });

  it('[HOME-15] cards that replace the skeletons fade in after 60 ms', async () => {
    vi.useFakeTimers();
    answer(async () => json(answerOf(PACKAGES)));
    renderSection();
    expect(screen.getAllByTestId('pro-package-skeleton')).toHaveLength(3);
    for (let turn = 0; turn < 20 && !screen.queryAllByTestId('pro-package-card').length; turn++)
      await act(() => vi.advanceTimersByTimeAsync(0));
    expect(cards()).toHaveLength(5);
    const shown = () => cards().map((card) => card.getAttribute('data-shown'));
    expect(shown()).toEqual(Array(5).fill('false'));
    expect(cards()[0]!.className).toMatch(/\bopacity-0\b/);
    expect(cards()[0]!.className).toMatch(/\btransition\b/);
    await act(() => vi.advanceTimersByTimeAsync(59));
    expect(shown()).toEqual(Array(5).fill('false'));
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(shown()).toEqual(Array(5).fill('true'));
    expect(cards()[0]!.className).toMatch(/\bopacity-100\b/);
  });

  it('[HOME-15] cards already there when the section first renders (a cached answer, a server-rendered page) show at once', () => {
    const client = new QueryClient();
    client.setQueryData(['proPackages', 'list', 'en'], answerOf(PACKAGES));
    answer(async () => json(answerOf(PACKAGES)));
    render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18nFor('en')}>
          <MemoryRouter initialEntries={['/en/']}>
            <ProPackagesSection />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(cards().map((card) => card.getAttribute('data-shown'))).toEqual(Array(5).fill('true'));
  });

  it('[HOME-16] the fourth card (index 3) is highlighted with a badge, and only it', async () => {
    answer(async () => json(answerOf(PACKAGES)));
    renderSection();
    await screen.findAllByTestId('pro-package-card');
    expect(cards().map((card) => card.hasAttribute('data-highlighted'))).toEqual([
      false,
      false,
      false,
      true,
      false,
    ]);
    expect(screen.getAllByTestId('pro-package-highlight')).toHaveLength(1);
    expect(within(cards()[3]!).getByTestId('pro-package-highlight').textContent).toBe('Best value');
    expect(cards()[3]!.className).toMatch(/\bring-2\b/);
    expect(within(cards()[3]!).getByRole('link').className).toMatch(/\bbg-brand-800\b/);
  });

  it('[HOME-17] the first card has an extra badge, and only it', async () => {
    answer(async () => json(answerOf(PACKAGES)));
    renderSection('pl');
    await screen.findAllByTestId('pro-package-card');
    expect(screen.getAllByTestId('pro-package-first-badge')).toHaveLength(1);
    expect(within(cards()[0]!).getByTestId('pro-package-first-badge').textContent).toBe('Na próbę');
  });

  it('[HOME-18] hovering a card raises it (a lift and a deeper shadow, not with reduced motion)', async () => {
    answer(async () => json(answerOf(PACKAGES)));
    renderSection();
    await screen.findAllByTestId('pro-package-card');
    for (const card of cards()) {
      const classes = card.className.split(/\s+/);
      expect(classes).toEqual(
        expect.arrayContaining([
          'hover:-translate-y-1',
          'hover:shadow-lg',
          'motion-reduce:hover:translate-y-0',
        ]),
      );
    }
  });

  it('[HOME-21] without an API key the section says "Missing API key" and asks for nothing', async () => {
    appConfig.apiKey = null;
    answer(async () => json(answerOf(PACKAGES)));
    renderSection();
    expect((await screen.findByTestId('pro-packages-missing-key')).textContent).toMatch(/^Missing API key\./);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('pro-package-skeleton')).toBeNull();
  });

  it('[HOME-22] [HOME-24] a failure shows the server’s error string', async () => {
    answer(async () =>
      json({ success: false, error: 'Packages are resting.', code: 'unavailable', requestId: 'r-1' }, 503),
    );
    renderSection();
    expect((await screen.findByRole('alert')).textContent).toBe('Packages are resting.');
  });

  it('[HOME-22] without an error string, or on a dropped connection, the default translated message', async () => {
    answer(async () => new Response('<html>oops</html>', { status: 500 }));
    const first = renderSection();
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to load professional packages.');
    first.unmount();
    answer(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderSection('de');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Die Pro-Pakete konnten nicht geladen werden.',
    );
  });

  it('[HOME-23] [HOME-24] no packages shows the no-packages message', async () => {
    answer(async () => json(answerOf([])));
    renderSection();
    expect((await screen.findByTestId('pro-packages-empty')).textContent).toBe(
      'No professional packages are available right now. Please check back soon.',
    );
    expect(screen.queryByTestId('pro-package-card')).toBeNull();
  });

  it('the list has no axe violations (structure and names; contrast is checked in a real browser)', async () => {
    answer(async () => json(answerOf(PACKAGES)));
    const { container } = renderSection();
    await screen.findAllByTestId('pro-package-card');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

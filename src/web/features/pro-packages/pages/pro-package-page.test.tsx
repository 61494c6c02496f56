import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProPackage } from '../../../../core/contracts/pro-packages';
import { appConfig } from '../../../lib/app-config';
import { i18nFor } from '../../../lib/i18n';
import { ProPackagePage } from './pro-package-page';
import { ProPackagesPage } from './pro-packages-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const YEAR: ProPackage = {
  id: 4,
  key: 'pro-12-months',
  title: 'Pro Rok',
  timeFeatureShort: '12 miesięcy',
  description: 'Cały rok dostępu Pro.',
  durationDays: 365,
  seats: 1,
  price: { formatted: '389,99\u00a0zł', minor: 38999, currency: 'PLN' },
  originalPrice: { formatted: '599,88\u00a0zł', minor: 59988, currency: 'PLN' },
  savings: { label: 'Oszczędzasz 35%', formatted: '209,89\u00a0zł', minor: 20989, percent: 35 },
  taxRatePercent: 23,
  features: Array.from({ length: 11 }, (_, i) => `Korzyść ${i + 1}`),
  link: '/pl/pakiet-pro/4-pro-rok',
};

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18nFor('pl')}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/pl/pakiet-pro/" element={<ProPackagesPage />} />
            <Route path="/pl/pakiet-pro/:idSlug" element={<ProPackagePage />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('the pro package pages', () => {
  beforeEach(() => {
    appConfig.apiKey = 'key';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    appConfig.apiKey = null;
  });

  it('a package’s page: its price in the page’s currency with the saving and the VAT, all its features, and the way to buy it (a guest is offered sign-in)', async () => {
    const fetchMock = vi.fn(async (_url: string) => json(YEAR));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderAt('/pl/pakiet-pro/4-pro-rok');
    const page = await screen.findByTestId('pro-package');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/professional-packages/4?locale=pl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pro Rok');
    expect(within(page).getByTestId('pro-package-facts').textContent).toBe('12 miesięcy · Dla 1 konta');
    expect(within(page).getByTestId('pro-package-price').textContent).toBe('389,99\u00a0zł');
    expect(within(page).getByTestId('pro-package-original-price').textContent).toContain('599,88');
    expect(within(page).getByText('Oszczędzasz 35%')).toBeTruthy();
    expect(within(page).getByTestId('pro-package-tax').textContent).toBe('Cena zawiera 23% VAT.');
    expect(within(page).getByText('Dostęp Pro przez 365 dni od dnia płatności')).toBeTruthy();
    expect(within(within(page).getByTestId('pro-package-features')).getAllByRole('listitem')).toHaveLength(
      11,
    );
    // A guest is offered sign-in to buy.
    expect(
      within(within(page).getByTestId('pro-package-buy')).getByRole('link', {
        name: 'Zaloguj się, aby kupić',
      }),
    ).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Wszystkie pakiety Pro' }).getAttribute('href')).toBe(
      '/pl/pakiet-pro/',
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('an unknown package is the 404 page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ success: false, error: 'Nie znaleziono.', code: 'not_found', requestId: 'r' }, 404),
      ),
    );
    renderAt('/pl/pakiet-pro/999-nic');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('the pricing page: a heading, what the pro role gives, then the cards under their own heading', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ packages: [YEAR], meta: { currency: 'PLN', count: 1 }, error: null })),
    );
    const { container } = renderAt('/pl/pakiet-pro/');
    await screen.findAllByTestId('pro-package-card');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Pakiety Pro dla dietetyków/);
    expect(screen.getByRole('heading', { level: 2, name: 'Wybierz pakiet' })).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

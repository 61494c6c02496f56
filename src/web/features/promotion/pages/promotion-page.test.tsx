import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Testimonial } from '../../../../core/contracts/home';
import type { Promotion, WelcomePromotionResponse } from '../../../../core/contracts/promotions';
import type { Locale } from '../../../../core/i18n/locales';
import { pageHref, pages } from '../../../../core/routes';
import { appConfig } from '../../../lib/app-config';
import { i18nFor } from '../../../lib/i18n';
import { PromotionPage } from './promotion-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The shipped welcome promotion (content/promotions), ended on 31.12.2025. */
const ENDED: Promotion = {
  id: 1,
  key: 'welcome-2025',
  kind: 'welcome',
  productType: 'diet_template',
  discountPercent: 100,
  startsAt: '2025-01-01T00:00:00+01:00',
  endsAt: '2026-01-01T00:00:00+01:00',
  status: 'ended',
};
const RUNNING: Promotion = {
  ...ENDED,
  id: 2,
  key: 'welcome-2027',
  startsAt: '2026-11-01T00:00:00+01:00',
  endsAt: '2027-01-01T00:00:00+01:00',
  status: 'active',
};

const TESTIMONIALS: Testimonial[] = [
  {
    id: 1,
    name: 'Anna Kowalska',
    initials: 'AK',
    rating: 5,
    weight: 10,
    text: 'Finally a plan that adds up.',
  },
  {
    id: 2,
    name: 'Jonas Weber',
    initials: 'JW',
    rating: 4,
    weight: 5,
    text: 'The allergen check saves me time.',
  },
];

/** The server's two answers: the welcome promotion and the testimonials (a failure where asked). */
function stubApi(welcome: WelcomePromotionResponse | 'error') {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith('/api/promotions/welcome'))
      return welcome === 'error'
        ? json({ success: false, error: 'Server error.', code: 'internal', requestId: 'r' }, 500)
        : json(welcome);
    if (url.startsWith('/api/home/testimonials')) return json({ testimonials: TESTIMONIALS });
    throw new Error(`unexpected call ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(locale: Locale) {
  const path = `/${locale}/${pages.promotion.slugs[locale]}`;
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path={path}
              element={
                <main>
                  <PromotionPage />
                </main>
              }
            />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('the promotion landing page', () => {
  beforeEach(() => {
    appConfig.apiKey = 'public-key';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    appConfig.apiKey = null;
  });

  it('[PROMO-04] has a hero, highlights, a 3-step how-it-works, testimonials, a 2-item FAQ and a closing call to action', async () => {
    stubApi({ promotion: ENDED, eligible: false });
    const { container } = renderPage('en');
    await screen.findByTestId('promotion-offer');
    await screen.findAllByTestId('testimonial');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Eat well with a plan that adds up');
    const highlights = screen.getByRole('region', { name: 'Why Nutrio' });
    expect(within(highlights).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const steps = screen.getByRole('region', { name: 'How it works' });
    expect(within(within(steps).getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    const testimonials = screen.getByRole('region', { name: 'What our members say' });
    expect(within(testimonials).getAllByTestId('testimonial')).toHaveLength(2);
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const items = within(faq).getAllByTestId('promotion-faq-item');
    expect(items).toHaveLength(2);
    // A native disclosure: closed at first, opened by its summary.
    expect(items[0]!.tagName).toBe('DETAILS');
    expect(items[0]!.hasAttribute('open')).toBe(false);
    within(items[0]!).getByText('Who can get the welcome offer?').click();
    expect(items[0]!.hasAttribute('open')).toBe(true);
    const closing = screen.getByRole('region', { name: 'Ready to start?' });
    expect(within(closing).getByRole('link', { name: 'Create your free account' })).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('[PROMO-03] shows the marketing claims: 30-day satisfaction guarantee, expert support 7 days a week, secure payments', async () => {
    stubApi({ promotion: ENDED, eligible: false });
    renderPage('en');
    const claims = screen.getByRole('list', { name: 'Our promises' });
    expect(
      within(claims)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['30-day satisfaction guarantee', 'Expert support 7 days a week', 'Secure payments']);
    await screen.findByTestId('promotion-offer');
  });

  it('an ended promotion: the page says so with its last day and offers the free templates and the pro packages', async () => {
    const fetchMock = stubApi({ promotion: ENDED, eligible: false });
    renderPage('en');
    const offer = await screen.findByTestId('promotion-offer');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/promotions/welcome?locale=en');
    expect(offer.dataset.state).toBe('ended');
    expect(within(offer).getByRole('heading', { name: 'Our welcome offer has ended' })).toBeTruthy();
    expect(within(offer).getByTestId('promotion-offer-text').textContent).toBe(
      'The welcome offer ran until December 31, 2025. Here is what you can use right now instead:',
    );
    expect(
      within(offer).getByRole('link', { name: 'Browse the free diet templates' }).getAttribute('href'),
    ).toBe('/en/shop/diets/?sort=price_asc');
    expect(within(offer).getByRole('link', { name: 'See the pro packages' }).getAttribute('href')).toBe(
      '/en/pro-package/',
    );
    // No dead offer anywhere on the page.
    expect(screen.queryByText(/on us|% off/)).toBeNull();
    expect(screen.getByTestId('promotion-closing').textContent).toContain(
      'Your account is free and ready in under a minute.',
    );
  });

  it('the ended promotion in German and Polish names its last day as those languages write it', async () => {
    stubApi({ promotion: ENDED, eligible: false });
    renderPage('de');
    expect((await screen.findByTestId('promotion-offer-text')).textContent).toContain(
      'lief bis zum 31. Dezember 2025',
    );
  });

  it('a running promotion: its discount and last day in the hero, the offer panel and the closing call', async () => {
    stubApi({ promotion: RUNNING, eligible: false });
    renderPage('pl');
    const offer = await screen.findByTestId('promotion-offer');
    expect(offer.dataset.state).toBe('active');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pierwszy plan diety stawiamy my');
    expect(within(offer).getByText('−100%')).toBeTruthy();
    expect(within(offer).getByTestId('promotion-offer-until').textContent).toBe(
      'Oferta obowiązuje do 31 grudnia 2026.',
    );
    expect(within(offer).queryByTestId('promotion-current-offers')).toBeNull();
    expect(screen.getByTestId('promotion-closing').textContent).toContain(
      'Zarejestruj się do 31 grudnia 2026, a pierwszy plan diety stawiamy my.',
    );
  });

  it('a running partial discount says its percentage; a member who qualifies is told so', async () => {
    stubApi({ promotion: { ...RUNNING, discountPercent: 30 }, eligible: true });
    renderPage('en');
    const offer = await screen.findByTestId('promotion-offer');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('30% off your first diet plan');
    expect(within(offer).getByTestId('promotion-offer-eligible')).toBeTruthy();
  });

  it('while the offer loads a placeholder holds its place; a failed check shows no offer, the rest stands', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const first = renderPage('en');
    expect(screen.getByTestId('promotion-offer-loading')).toBeTruthy();
    expect(screen.getByText('Checking the current offer…')).toBeTruthy();
    first.unmount();
    vi.unstubAllGlobals();
    stubApi('error');
    renderPage('en');
    await vi.waitFor(() => expect(screen.queryByTestId('promotion-offer-loading')).toBeNull());
    expect(screen.queryByTestId('promotion-offer')).toBeNull();
    expect(screen.getByTestId('promotion-closing')).toBeTruthy();
  });

  for (const locale of ['en', 'de', 'pl'] as const)
    it(`every call to action leads to the registration page of its locale (${locale})`, async () => {
      stubApi({ promotion: ENDED, eligible: false });
      renderPage(locale);
      await screen.findByTestId('promotion-offer');
      const ctas = screen.getAllByTestId('promotion-cta');
      // Hero, how-it-works and the closing call.
      expect(ctas).toHaveLength(3);
      for (const cta of ctas) expect(cta.getAttribute('href')).toBe(pageHref('register', locale));
      expect(pageHref('register', locale)).toMatch(new RegExp(`^/${locale}/`));
    });
});

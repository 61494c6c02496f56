import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Testimonial } from '../../../core/contracts/home';
import type { Locale } from '../../../core/i18n/locales';
import { appConfig } from '../../lib/app-config';
import { i18nFor } from '../../lib/i18n';
import { TestimonialList } from './testimonial-list';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const testimonial = (id: number, name: string, initials: string, rating: number): Testimonial => ({
  id,
  name,
  initials,
  rating,
  text: `Opinion ${id}: the plans finally add up for me.`,
  weight: 100 - id,
});

const FOUR = [
  testimonial(1, 'Anna Kowalska', 'AK', 5),
  testimonial(2, 'Jonas Weber', 'JW', 4),
  testimonial(3, 'Maria Nowak', 'MN', 1),
  testimonial(4, 'Tom Baker', 'TB', 3),
];

function renderList(locale: Locale = 'en', props: { limit?: number } = {}) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <MemoryRouter initialEntries={[`/${locale}/`]}>
          <main>
            <TestimonialList headingId="test-testimonials" {...props} />
          </main>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('the testimonials list', () => {
  beforeEach(() => {
    appConfig.apiKey = 'public-key';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    appConfig.apiKey = null;
  });

  it('[HOME-54] each card shows the name, the initials, the 1–5 stars said as text and the words; 3 by default', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => json({ testimonials: FOUR }));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderList();
    const cards = await screen.findAllByTestId('testimonial');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/home/testimonials?locale=en');
    expect((fetchMock.mock.calls[0]![1].headers as Record<string, string>).authorization).toBe(
      'Bearer public-key',
    );
    expect(cards).toHaveLength(3);
    // The skeletons' height (see below) is the cards' own.
    for (const card of cards) expect(card.getAttribute('class')).toMatch(/\bmin-h-72\b/);
    expect(screen.getByRole('heading', { level: 2, name: 'What our members say' })).toBeTruthy();
    const second = cards[1]!;
    expect(within(second).getByText('Jonas Weber')).toBeTruthy();
    expect(within(second).getByTestId('testimonial-initials').textContent).toBe('JW');
    expect(within(second).getByText('4 out of 5 stars')).toBeTruthy();
    expect(within(second).getByText('Opinion 2: the plans finally add up for me.')).toBeTruthy();
    // Five stars drawn, as many filled as the rating.
    const stars = within(second).getByTestId('testimonial-rating').querySelectorAll('svg');
    expect(stars).toHaveLength(5);
    expect([...stars].filter((star) => star.getAttribute('class')?.includes('amber'))).toHaveLength(4);
    expect(within(cards[2]!).getByText('1 out of 5 stars')).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('[HOME-54] the rating text is in the page’s language; a host may ask for fewer or more cards', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ testimonials: FOUR })),
    );
    renderList('de', { limit: 4 });
    expect(await screen.findAllByTestId('testimonial')).toHaveLength(4);
    expect(screen.getByText('5 von 5 Sternen')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Das sagen unsere Mitglieder' })).toBeTruthy();
  });

  it('while loading, skeleton cards of the cards’ height hold the place and say so to screen readers', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderList('pl');
    const skeletons = screen.getAllByTestId('testimonial-skeleton');
    expect(skeletons).toHaveLength(3);
    const cardHeight = /\bmin-h-72\b/;
    for (const skeleton of skeletons) {
      expect(skeleton.getAttribute('class')).toMatch(cardHeight);
      expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    }
    expect(screen.getByRole('status').textContent).toBe('Wczytujemy opinie naszych użytkowników…');
    expect(screen.queryByTestId('testimonial')).toBeNull();
  });

  it('a failed call hides the whole section, heading included', async () => {
    const fetchMock = vi.fn(async () =>
      json({ success: false, error: 'Server error.', code: 'internal', requestId: 'r' }, 500),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderList();
    expect(screen.getByTestId('testimonials')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByTestId('testimonials')).toBeNull());
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('no testimonials, or no public key: no section at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ testimonials: [] })),
    );
    renderList();
    await vi.waitFor(() => expect(screen.queryByTestId('testimonials')).toBeNull());
    appConfig.apiKey = null;
    const fetchMock = vi.fn(async () => json({ testimonials: FOUR }));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderList();
    expect(container.querySelector('[data-testid="testimonials"]')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

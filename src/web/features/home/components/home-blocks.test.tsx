import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Expert, LatestDiet, RandomDietDayResponse } from '../../../../core/contracts/home';
import type { Locale } from '../../../../core/i18n/locales';
import { appConfig } from '../../../lib/app-config';
import { i18nFor } from '../../../lib/i18n';
import { ExpertsSection } from './experts-section';
import { HomeHero } from './home-hero';
import { HomeTabs } from './home-tabs';
import { LatestDiets } from './latest-diets';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderWith(node: ReactNode, locale: Locale = 'en') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <MemoryRouter initialEntries={[`/${locale}/`]}>{node}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const diet = (id: number): LatestDiet => ({
  id,
  href: `/en/diet-templates/${id}-plan`,
  image: null,
  title: `Plan ${id}`,
  tag: 'High protein',
  date: '2026-11-20',
  duration: 7,
  calories: 1800,
  description: 'A week of meals.',
  focus: ['Lose weight', 'Keep fit'],
  hrefSchemaExample: `/en/diet-templates/${id}-plan#first-day`,
});

const meal = (id: number, time: string, items: string[]) => ({
  id,
  label: 'Breakfast',
  title: `Recipe ${id}`,
  time,
  items,
  nutrients: { protein: { grams: 20.5 }, fat: { grams: 10 }, carbohydrate: { grams: 50.25 }, kcal: 400 },
  schemaUrl: '/en/diet-templates/3-plan',
  recipeUrl: `/en/recipes/${id}-recipe`,
});

describe('the home blocks', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
  const answer = (respond: (url: string) => Promise<Response>) => {
    fetchMock = vi.fn((url: string) => respond(String(url)));
    vi.stubGlobal('fetch', fetchMock);
  };
  beforeEach(() => {
    appConfig.apiKey = 'key';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    appConfig.apiKey = null;
  });

  it('[HOME-01] [HOME-05] [HOME-06] the tabs are plans (chosen), generator, services; arrows move; the generator tab links to both generators', async () => {
    answer(async () => json({ diets: [] }));
    renderWith(<HomeTabs />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Plans', 'Generator', 'Services']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Generator' }).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByTestId('home-panel-generator');
    expect(within(panel).getByTestId('home-generator-dietGenerator').getAttribute('href')).toBe(
      '/en/diet-generator',
    );
    expect(within(panel).getByTestId('home-generator-personalDiet').getAttribute('href')).toMatch(/^\/en\//);
    fireEvent.click(screen.getByRole('tab', { name: 'Services' }));
    const groups = within(screen.getByTestId('home-services')).getAllByRole('heading', { level: 3 });
    expect(groups.map((g) => g.textContent)).toEqual(['Eat well', 'Plan', 'Move', 'Get help']);
    expect(
      within(screen.getByTestId('home-services')).getByRole('link', { name: 'Recipes' }).getAttribute('href'),
    ).toBe('/en/recipes/');
  });

  it('[HOME-04] [HOME-02] [HOME-03] the plans tab asks for 15 diets, shows outlines while loading, then the cards with every field', async () => {
    let release: (response: Response) => void = () => {};
    answer(() => new Promise<Response>((resolve) => (release = resolve)));
    renderWith(<HomeTabs />);
    expect((await screen.findAllByTestId('latest-diet-skeleton')).length).toBeGreaterThan(0);
    expect(urls()[0]).toMatch(/\/api\/diets\/latest\?.*limit=15/);
    release(json({ diets: [diet(1), diet(2)] }));
    const cards = await screen.findAllByTestId('latest-diet');
    expect(cards).toHaveLength(2);
    const card = within(cards[0]!);
    expect(card.getByRole('heading', { name: 'Plan 1' })).toBeTruthy();
    expect(card.getByText('High protein')).toBeTruthy();
    expect(card.getByText('7 days')).toBeTruthy();
    expect(card.getByText('1,800 kcal a day')).toBeTruthy();
    expect(card.getByText('A week of meals.')).toBeTruthy();
    expect(card.getByText('Lose weight')).toBeTruthy();
    expect(card.getByText('Nov 20, 2026')).toBeTruthy();
    expect(card.getByRole('link', { name: /^Read more\s*:\s*Plan 1$/ }).getAttribute('href')).toBe(
      '/en/diet-templates/1-plan',
    );
    expect(card.getByRole('link', { name: /^See an example day\s*:\s*Plan 1$/ }).getAttribute('href')).toBe(
      '/en/diet-templates/1-plan#first-day',
    );
  });

  it('[HOME-07] without a key the plans tab says so in the tabs’ words and asks for nothing', async () => {
    appConfig.apiKey = null;
    answer(async () => json({ diets: [] }));
    renderWith(<HomeTabs />);
    expect(screen.getByTestId('latest-diets-missing-key').textContent).toBe(
      'The diet plans cannot be loaded because this site has no API key.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('[HOME-07] [HOME-08] a failed load and an empty list in the plans tab', async () => {
    answer(async () => json({ success: false, error: 'boom', code: 'x', requestId: 'r' }, 500));
    renderWith(<HomeTabs />);
    expect((await screen.findByTestId('latest-diets-error')).textContent).toBe(
      'The diet plans could not be loaded. Please try again later.',
    );
  });

  it('[HOME-08] [HOME-12] an empty list says so, in the tab and in the block', async () => {
    answer(async () => json({ diets: [] }));
    renderWith(
      <>
        <HomeTabs />
        <LatestDiets />
      </>,
    );
    await waitFor(() => expect(screen.getAllByTestId('latest-diets-empty')).toHaveLength(2));
    expect(screen.getAllByTestId('latest-diets-empty').map((e) => e.textContent)).toEqual([
      'No diet plans have been published yet.',
      'No diet plans have been published yet.',
    ]);
  });

  it('[HOME-11] [HOME-12] the latest-diets block asks for 3 by default and clamps its limit to 1..15; its error message', async () => {
    answer(async () => json({ diets: [diet(1)] }));
    renderWith(
      <>
        <LatestDiets />
        <LatestDiets limit={0} />
        <LatestDiets limit={99} />
        <LatestDiets limit="abc" />
      </>,
    );
    await screen.findAllByTestId('latest-diet');
    expect(
      urls()
        .map((url) => new URL(url, 'http://x').searchParams.get('limit'))
        .sort(),
    ).toEqual(['1', '15', '3']);
  });

  it('[HOME-12] the block’s own load-failure warning', async () => {
    answer(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderWith(<LatestDiets />);
    expect((await screen.findByTestId('latest-diets-error')).textContent).toBe(
      'The newest diet plans could not be loaded.',
    );
  });

  it('[HOME-25] [HOME-26] [HOME-27] the hero: headline, sign-up and pro-packages buttons, the three figures, three feature cards', async () => {
    answer(async () =>
      json({
        schemas: [],
        totals: { protein: 0, fat: 0, carbohydrate: 0, kcal: 0 },
        dietTemplate: null,
        day: null,
        exampleSchemaUrl: null,
      }),
    );
    renderWith(<HomeHero />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Start a nutritious life');
    expect(screen.getByTestId('hero-register').getAttribute('href')).toBe('/en/register');
    expect(screen.getByTestId('hero-packages').getAttribute('href')).toMatch(/^\/en\/.+/);
    expect(
      within(screen.getByTestId('hero-stats'))
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['1k+', '20+', '93%']);
    expect(within(screen.getByTestId('hero-features')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('[HOME-28] [HOME-29] [HOME-30] [HOME-33] a real day: at most 5 meals, up to 3 items each, macros, total chips and the example link', async () => {
    const day: RandomDietDayResponse = {
      schemas: [1, 2, 3, 4, 5, 6].map((id) => meal(id, `0${id}:30`, ['Oats', 'Milk', 'Berries', 'Honey'])),
      totals: { protein: 123.4, fat: 60, carbohydrate: 301.5, kcal: 2400 },
      dietTemplate: { id: 3, name: 'Balanced week' },
      day: { label: 'Day 2' },
      exampleSchemaUrl: '/en/diet-templates/3-plan',
    };
    answer(async () => json(day));
    renderWith(<HomeHero />);
    const meals = await screen.findAllByTestId('sample-meal');
    expect(urls()[0]).toMatch(/\/api\/home\/random-day\?.*locale=en/);
    expect(meals).toHaveLength(5);
    const first = within(meals[0]!);
    expect(first.getByText('01:30')).toBeTruthy();
    expect(first.getByText('Breakfast')).toBeTruthy();
    expect(first.getByText('Recipe 1')).toBeTruthy();
    expect(first.getByTestId('sample-meal-items').textContent).toBe('Oats, Milk, Berries');
    expect(first.getByTestId('sample-meal-macros').textContent).toBe(
      'Protein 20.5 g · Fat 10 g · Carbs 50.3 g · 400 kcal',
    );
    expect(screen.getByText('Day 2 of “Balanced week”')).toBeTruthy();
    expect(
      within(screen.getByTestId('sample-totals'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2,400 kcal', 'Protein 123.4 g', 'Fat 60 g', 'Carbs 301.5 g']);
    expect(screen.getByTestId('sample-day-link').getAttribute('href')).toBe('/en/diet-templates/3-plan');
  });

  it('[HOME-31] with no day (none published, or the call failed) the samples at 07:30, 12:45 and 18:30', async () => {
    answer(async () =>
      json({
        schemas: [],
        totals: { protein: 0, fat: 0, carbohydrate: 0, kcal: 0 },
        dietTemplate: null,
        day: null,
        exampleSchemaUrl: null,
      }),
    );
    renderWith(<HomeHero />);
    await screen.findByText('Oat porridge with blueberries');
    expect(screen.getByTestId('sample-day').dataset.sample).toBe('fallback');
    expect(screen.getAllByTestId('sample-meal').map((li) => li.querySelector('time')!.textContent)).toEqual([
      '07:30',
      '12:45',
      '18:30',
    ]);
  });

  it('[HOME-31] a failed call also shows the samples, in the page’s language', async () => {
    answer(async () => new Response('no', { status: 503 }));
    renderWith(<HomeHero />, 'pl');
    expect(await screen.findByText('Owsianka z borówkami')).toBeTruthy();
  });

  it('[HOME-35] [HOME-36] [HOME-37] experts: outlines while loading, then at most 4 cards with title badge, name, professions and profile link', async () => {
    const expert = (id: number, title: Expert['title']): Expert => ({
      id,
      fullname: `Anna Nowak ${id}`,
      title,
      professions: ['Dietitian', 'Coach'],
      profileUrl: `/en/specialists/${id}-anna`,
      avatar: null,
      background: null,
    });
    let release: (response: Response) => void = () => {};
    answer(() => new Promise<Response>((resolve) => (release = resolve)));
    renderWith(<ExpertsSection />);
    expect(await screen.findAllByTestId('expert-skeleton')).toHaveLength(4);
    expect(urls()[0]).toMatch(/\/api\/home\/experts\?.*locale=en/);
    release(
      json({ experts: [expert(1, 'doctor'), expert(2, 'professor'), expert(3, 'mgr'), expert(4, 'other')] }),
    );
    const cards = await screen.findAllByTestId('expert');
    expect(cards).toHaveLength(4);
    expect(screen.getAllByTestId('expert-title').map((b) => b.textContent)).toEqual([
      'Dr',
      'Prof.',
      'MSc',
      'Specialist',
    ]);
    expect(within(cards[0]!).getByRole('heading', { name: 'Anna Nowak 1' })).toBeTruthy();
    expect(within(cards[0]!).getByText('Dietitian, Coach')).toBeTruthy();
    expect(
      within(cards[0]!)
        .getByRole('link', { name: /^View profile:?\s*:?\s*Anna Nowak 1$/ })
        .getAttribute('href'),
    ).toBe('/en/specialists/1-anna');
  });

  it('[HOME-37] experts: the error and the empty messages', async () => {
    answer(async () => json({ experts: [] }));
    renderWith(<ExpertsSection />);
    expect((await screen.findByTestId('experts-empty')).textContent).toBe(
      'No experts have published a profile yet.',
    );
  });

  it('[HOME-37] experts: a failed call shows the warning', async () => {
    answer(async () => new Response('no', { status: 500 }));
    renderWith(<ExpertsSection />);
    expect((await screen.findByTestId('experts-error')).textContent).toBe(
      'The experts could not be loaded right now.',
    );
  });
});

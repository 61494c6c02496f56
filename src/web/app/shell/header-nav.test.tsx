import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../core/i18n/locales';
import { i18nFor } from '../../lib/i18n';
import { sessionStore } from '../../lib/session';
import { DiscoverMenu } from './discover-menu';
import { Header } from './header';
import { HEADER_LINK_NAMES, headerLinks, type HeaderLinks } from './header-links';
import { MobileMenu } from './mobile-menu';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderHeader(locale: Locale = 'en', path = `/${locale}/`) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <MemoryRouter initialEntries={[path]}>
          <Header locale={locale} />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** Every link a distinct, recognisable target, as a host page could supply them. */
const HOST_LINKS = Object.fromEntries(
  HEADER_LINK_NAMES.map((name) => [name, `/host/${name}`]),
) as HeaderLinks;

function renderWithLinks(ui: React.ReactElement, locale: Locale = 'en') {
  return render(
    <I18nextProvider i18n={i18nFor(locale)}>
      <MemoryRouter initialEntries={[`/${locale}/`]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}

const linkTargets = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the header’s navigation', () => {
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ groups: [] })),
    ),
  );
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set({ user: null, csrfToken: null });
  });

  it('[HDR-04] the quick navigation: diet templates, recipes, pro package, specialists, fitness clubs, blog, diet generator', () => {
    renderHeader('de');
    const nav = screen.getByTestId('desktop-nav');
    const quick = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(quick.slice(0, 7)).toEqual([
      'Diätvorlagen',
      'Rezepte',
      'Pro-Pakete',
      'Spezialisten',
      'Fitnessstudios',
      'Blog',
      'Diätgenerator',
    ]);
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href('Diätvorlagen')).toBe('/de/shop/diaeten/');
    expect(href('Rezepte')).toBe('/de/rezepte/');
    expect(href('Pro-Pakete')).toBe('/de/pro-paket/');
    expect(href('Spezialisten')).toBe('/de/spezialisten/');
    expect(href('Fitnessstudios')).toBe('/de/fitness-studios/');
    expect(href('Blog')).toBe('/de/blog/');
  });

  it('[HDR-05] [HDR-06] [HDR-07] [HDR-08] [HDR-09] [HDR-20] the discover mega-menu: six groups with their links from the host', () => {
    renderWithLinks(<DiscoverMenu links={HOST_LINKS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Discover' }));
    const panel = screen.getByTestId('discover-panel');
    const groups = within(panel).getAllByRole('list');
    const name = (list: HTMLElement) =>
      document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent;
    expect(groups.map(name)).toEqual([
      'Diets',
      'Knowledge',
      'Tools',
      'Community',
      'Companies',
      'Diet generator',
    ]);
    const [diets, knowledge, tools, community, companies, generator] = groups;
    expect(linkTargets(diets!)).toEqual([
      ['Shop', '/host/shop'],
      ['Diet templates', '/host/dietTemplateSearch'],
      ['Pro packages', '/host/proPackage'],
    ]);
    expect(linkTargets(knowledge!)).toEqual([
      ['E-books', '/host/ebookSearch'],
      ['Blog', '/host/blogSearch'],
      ['Recipes', '/host/recipeSearch'],
      ['Exercises', '/host/exerciseSearch'],
      ['Foods', '/host/foodSearch'],
    ]);
    expect(linkTargets(tools!)).toEqual([
      ['AI assistant', '/host/assistant'],
      ['Calorie calculator', '/host/calculator'],
      ['Search', '/host/search'],
    ]);
    expect(linkTargets(community!)).toEqual([
      ['Newsletter', '/host/newsletter'],
      ['Contact', '/host/contact'],
    ]);
    expect(linkTargets(companies!)).toEqual([['Fitness clubs', '/host/companySearch']]);
    expect(linkTargets(generator!)).toEqual([['Diet generator', '/host/dietGenerator']]);
  });

  it('[HDR-24] a nav item whose link is missing renders as # (marked as coming), the others stay links', async () => {
    const links = headerLinks('en', null, (page, locale) =>
      page === 'recipes' ? `/${locale}/recipes/` : null,
    );
    const { container } = renderWithLinks(<DiscoverMenu links={links} />);
    fireEvent.click(screen.getByRole('button', { name: 'Discover' }));
    const panel = screen.getByTestId('discover-panel');
    const contact = within(panel).getByRole('link', { name: 'Contact soon' });
    expect(contact.getAttribute('href')).toBe('#');
    expect(contact.getAttribute('aria-disabled')).toBe('true');
    expect(within(panel).getByRole('link', { name: 'Recipes' }).getAttribute('href')).toBe('/en/recipes/');
    expect(within(panel).getByRole('link', { name: 'Recipes' }).getAttribute('aria-disabled')).toBeNull();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('the mega-menu by keyboard: the down arrow opens it on its first link, arrows move, Escape closes and returns focus', async () => {
    const { container } = renderWithLinks(<DiscoverMenu links={HOST_LINKS} />);
    const button = screen.getByRole('button', { name: 'Discover' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(screen.getByTestId('discover-panel').id);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Shop'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Diet templates');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Diet generator');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Shop');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Diet generator');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByTestId('discover-panel')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('the mega-menu closes on a click outside and on choosing a link', () => {
    renderWithLinks(
      <>
        <DiscoverMenu links={HOST_LINKS} />
        <p>outside</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Discover' });
    fireEvent.click(button);
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(screen.queryByTestId('discover-panel')).toBeNull();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Recipes' }));
    expect(screen.queryByTestId('discover-panel')).toBeNull();
  });

  it('[HDR-12] the header has a promotion link icon to the promotion page (# while it is missing)', () => {
    renderHeader('pl');
    const promotion = screen.getByTestId('promotion-link');
    expect(promotion.querySelector('svg')).toBeTruthy();
    const expected = headerLinks('pl', null).promotion;
    expect(promotion.getAttribute('href')).toBe(expected);
    expect(promotion.getAttribute('aria-label')).toBe(expected === '#' ? 'Promocje (wkrótce)' : 'Promocje');
  });

  it('[HDR-03] the header’s search slot holds the search box', () => {
    renderHeader('en', '/en/recipes/');
    const slot = document.querySelector('[data-slot="search"]')!;
    expect(
      within(slot as HTMLElement)
        .getByRole('combobox')
        .getAttribute('placeholder'),
    ).toBe('Search recipes, foods, diets…');
    expect(document.querySelector('[data-slot="notifications"]')?.childElementCount).toBe(0);
  });
});

describe('the mobile menu', () => {
  afterEach(() => sessionStore.set({ user: null, csrfToken: null }));

  it('[HDR-10] holds the quick navigation and the mega-menu’s groups, each collapsible', () => {
    renderWithLinks(<MobileMenu locale="en" user={null} sections={[]} links={HOST_LINKS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByTestId('mobile-menu');
    expect(within(menu).getByRole('link', { name: 'Diet templates' }).getAttribute('href')).toBe(
      '/host/dietTemplateSearch',
    );
    const groups = within(screen.getByTestId('mobile-groups')).getAllByRole('button');
    expect(groups.map((group) => group.textContent)).toEqual([
      'Diets',
      'Knowledge',
      'Tools',
      'Community',
      'Companies',
      'Diet generator',
    ]);
    const tools = groups[2]!;
    const list = document.getElementById(tools.getAttribute('aria-controls') ?? '')!;
    expect(tools.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    fireEvent.click(tools);
    expect(tools.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(linkTargets(list)).toEqual([
      ['AI assistant', '/host/assistant'],
      ['Calorie calculator', '/host/calculator'],
      ['Search', '/host/search'],
    ]);
    fireEvent.click(tools);
    expect(list.hidden).toBe(true);
    expect(within(menu).getByTestId('mobile-promotion-link').getAttribute('href')).toBe('/host/promotion');
  });

  it('[HDR-11] locks the body’s scrolling while it is open', async () => {
    renderWithLinks(<MobileMenu locale="en" user={null} sections={[]} links={HOST_LINKS} />);
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await waitFor(() => expect(document.body.hasAttribute('data-scroll-locked')).toBe(true));
    fireEvent.keyDown(screen.getByTestId('mobile-menu'), { key: 'Escape' });
    await waitFor(() => expect(document.body.hasAttribute('data-scroll-locked')).toBe(false));
  });
});

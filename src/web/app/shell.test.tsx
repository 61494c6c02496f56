import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../lib/i18n';
import { ErrorFallback } from './error-fallback';
import { buildRoutes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('app shell', () => {
  it('[HDR-01] [HDR-02] [I18N-04] header with logo, brand and premium badge, in the page locale', async () => {
    renderAt('/pl/o-danych');
    const logo = await screen.findByTestId('logo');
    expect(logo.getAttribute('href')).toBe('/pl/');
    expect(within(logo).getByText('Nutrio')).toBeTruthy();
    expect(within(logo).getByText('Premium')).toBeTruthy();
    const nav = screen.getByTestId('desktop-nav');
    expect(within(nav).getByRole('link', { name: 'O danych' }).getAttribute('href')).toBe('/pl/o-danych');
    expect(await screen.findByRole('heading', { level: 1, name: 'O danych' })).toBeTruthy();
  });

  it('[TOAST-07] unknown paths show 404, a message and a link home in the path locale', async () => {
    renderAt('/de/gibt-es-nicht');
    const page = await screen.findByTestId('not-found');
    expect(within(page).getAllByText('404').length).toBeGreaterThan(0);
    expect(within(page).getByText(/existiert leider nicht/)).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Zurück zur Startseite' }).getAttribute('href')).toBe(
      '/de/',
    );
  });

  it('[TOAST-09] a crashed page shows the global error text and a reload button', () => {
    render(<ErrorFallback t={i18nFor('en').t} />);
    expect(screen.getByRole('alert').textContent).toContain('An error occurred. Please try again later.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });
});

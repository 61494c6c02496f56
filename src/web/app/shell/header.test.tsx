import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n';
import { sessionStore } from '../../lib/session';
import { Header } from './header';

const USER = { id: 7, name: 'Anna Nowak', email: 'anna@example.com', roles: ['user'], emailVerified: true };

describe('header menus before their code has loaded', () => {
  afterEach(() => sessionStore.set({ user: null, csrfToken: null }));

  it('show their buttons at once; a press opens the menu once it is there, and focus ends on its button', async () => {
    sessionStore.set({ user: USER, csrfToken: 'tok-1' });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18nFor('en')}>
          <MemoryRouter initialEntries={['/en/']}>
            <Header locale="en" />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    // Stand-ins: the menus' buttons as they will be, before Radix's menu code is there.
    const account = screen.getByRole('button', { name: 'Account menu: Anna Nowak' });
    expect(account.getAttribute('aria-haspopup')).toBe('menu');
    expect(account.getAttribute('aria-expanded')).toBe('false');
    const standIn = screen.getByRole('button', { name: 'Language: EN' });
    expect(standIn.getAttribute('aria-haspopup')).toBe('menu');

    standIn.focus();
    fireEvent.click(standIn);
    const polski = await screen.findByRole('menuitem', { name: 'Polski' });
    expect(polski.getAttribute('href')).toBe('/pl/');
    const trigger = screen.getByTestId('language-menu');
    expect(trigger).not.toBe(standIn);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('menuitem', { name: 'Polski' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('language-menu')));
    expect(within(screen.getByTestId('language-menu')).getByText('EN')).toBeTruthy();
  });
});

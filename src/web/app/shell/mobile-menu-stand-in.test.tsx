import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n';
import { Header } from './header';

describe('the slide-out menu before its code has loaded (HDR-10)', () => {
  it('shows its button at once; a press opens the menu with the navigation once the code is there', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18nFor('en')}>
          <MemoryRouter initialEntries={['/en/']}>
            <Header locale="en" />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    const standIn = screen.getByTestId('mobile-menu-button');
    expect(standIn.getAttribute('aria-haspopup')).toBe('dialog');
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    expect(standIn.getAttribute('aria-label')).toBe('Open menu');

    fireEvent.click(standIn);
    const menu = await screen.findByTestId('mobile-menu');
    expect(within(menu).getByTestId('mobile-groups')).toBeTruthy();
    const trigger = screen.getByTestId('mobile-menu-button');
    expect(trigger).not.toBe(standIn);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });
});

import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { appConfig } from '../../lib/app-config';
import { i18nFor } from '../../lib/i18n';
import { SocialButtons } from './social-buttons';
import { SocialSignInNotice } from './social-sign-in-notice';

function renderAt(path: string, element: ReactNode) {
  const locale = path.split('/')[1] === 'de' ? 'de' : 'en';
  const router = createMemoryRouter(
    [{ path: '*', element: <I18nextProvider i18n={i18nFor(locale)}>{element}</I18nextProvider> }],
    {
      initialEntries: [path],
    },
  );
  return render(<RouterProvider router={router} />);
}

describe('social sign-in buttons', () => {
  afterEach(() => {
    appConfig.socialProviders = [];
  });

  it('[REG-21] [LOGIN-18] one link per configured provider, to its start route, named "Continue with …"', () => {
    appConfig.socialProviders = ['google', 'github', 'x'];
    renderAt('/en/login', <SocialButtons />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Continue with Google',
      'Continue with GitHub',
      'Continue with X',
    ]);
    expect(screen.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe(
      '/auth/google?next=%2Fen%2Faccount',
    );
    expect(screen.getByRole('link', { name: 'Continue with X' }).getAttribute('href')).toBe(
      '/auth/x?next=%2Fen%2Faccount',
    );
  });

  it('[REG-21] only configured providers; nothing at all when none is', () => {
    appConfig.socialProviders = ['github', 'unknown'];
    const { unmount } = renderAt('/en/register', <SocialButtons />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Continue with GitHub']);
    unmount();
    appConfig.socialProviders = [];
    const { container } = renderAt('/en/login', <SocialButtons />);
    expect(container.innerHTML).toBe('');
  });

  it('keeps a local ?next= of the page, translated; a foreign one falls back to the account page', () => {
    appConfig.socialProviders = ['google'];
    const { unmount } = renderAt('/de/anmelden?next=%2Fde%2Frezepte%2F', <SocialButtons />);
    expect(screen.getByRole('link', { name: 'Weiter mit Google' }).getAttribute('href')).toBe(
      '/auth/google?next=%2Fde%2Frezepte%2F',
    );
    unmount();
    renderAt('/de/anmelden?next=%2F%2Fevil.example', <SocialButtons />);
    expect(screen.getByRole('link', { name: 'Weiter mit Google' }).getAttribute('href')).toBe(
      '/auth/google?next=%2Fde%2Fkonto',
    );
  });
});

describe('social sign-in notice', () => {
  it.each([
    ['failed', 'Signing in with that account did not work.'],
    ['expired', 'This confirmation link has expired or has already been used.'],
    ['device', 'Please open the confirmation link in the browser in which you started signing in.'],
  ])('?social=%s explains what happened', (notice, text) => {
    renderAt(`/en/login?social=${notice}`, <SocialSignInNotice />);
    expect(screen.getByRole('alert').textContent).toContain(text);
  });

  it('says nothing without (or with an unknown) ?social=', () => {
    const { container } = renderAt('/en/login?social=bogus', <SocialSignInNotice />);
    expect(container.innerHTML).toBe('');
  });
});

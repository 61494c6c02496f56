import { render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/i18n/locales';
import { toast } from '../../components/toast/toast-store';
import { i18nFor } from '../../lib/i18n';
import { LoggedOutNotice } from './logged-out-notice';
import { sessionStore } from '../../lib/session';

function renderAt(path: string, locale: Locale, onHome = true) {
  const router = createMemoryRouter([{ path: '*', element: <LoggedOutNotice onHome={onHome} /> }], {
    initialEntries: [path],
  });
  render(
    <I18nextProvider i18n={i18nFor(locale)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe('after logout (HDR-18)', () => {
  afterEach(() => {
    toast.dismiss();
    sessionStore.set({ user: null });
  });

  it('[HDR-18] the home page after logout shows a success toast and drops ?loggedOut=1 from the address', async () => {
    const router = renderAt('/de/?loggedOut=1&utm=x#top', 'de');
    await waitFor(() => expect(router.state.location.search).toBe('?utm=x'));
    expect(router.state.location.pathname).toBe('/de/');
    expect(router.state.location.hash).toBe('#top');
    expect(toast.current()).toMatchObject({ kind: 'success', message: 'Du wurdest abgemeldet.' });
  });

  it('[HDR-18] no toast without the parameter, off the home page, or for a user who is signed in again', async () => {
    renderAt('/en/', 'en');
    expect(toast.current()).toBeNull();
    renderAt('/en/recipes/?loggedOut=1', 'en', false);
    expect(toast.current()).toBeNull();
    sessionStore.set({ user: { id: 1, name: 'A', email: 'a@example.com', roles: [], emailVerified: true } });
    const router = renderAt('/en/?loggedOut=1', 'en');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(toast.current()).toBeNull();
  });
});

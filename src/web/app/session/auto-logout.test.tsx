import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../core/i18n/locales';
import { i18nFor } from '../../lib/i18n';
import { AutoLogout, keepSessionAlive, spokenCountdown } from './auto-logout';
import { sessionStore } from '../../lib/session';
import type { KeepAliveResult } from './idle-timer';

const MIN = 60_000;

function setup(locale: Locale = 'en', keepAliveResult: KeepAliveResult = 'alive') {
  const keepAlive = vi.fn(() => Promise.resolve(keepAliveResult));
  const signOut = vi.fn();
  const reload = vi.fn();
  render(
    <I18nextProvider i18n={i18nFor(locale)}>
      <AutoLogout
        idleTimeoutMs={30 * MIN}
        csrfToken="tok-9"
        keepAlive={keepAlive}
        signOut={signOut}
        reload={reload}
      />
    </I18nextProvider>,
  );
  return { keepAlive, signOut, reload };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('auto-logout dialog (ACCT-11)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
  });
  afterEach(() => vi.useRealTimers());

  it('[ACCT-11] after the idle time less 2 minutes a dialog counts down in minutes and seconds', () => {
    setup();
    advance(27 * MIN);
    expect(screen.queryByTestId('idle-dialog')).toBeNull();
    advance(31_000);
    const dialog = screen.getByRole('dialog', { name: 'Are you still there?' });
    expect(dialog.textContent).toContain('For your security you will be signed out in 1 minute 59 seconds.');
    expect(screen.getByTestId('idle-countdown').textContent).toBe('1:59');
    advance(60_000);
    expect(screen.getByTestId('idle-countdown').textContent).toBe('0:59');
    expect(screen.getByRole('dialog').textContent).toContain('signed out in 59 seconds.');
    // The buttons: stay, and sign out as the logout form.
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toBeTruthy();
    const signOutButton = screen.getByRole('button', { name: 'Sign out' });
    const form = signOutButton.closest('form');
    expect(form?.getAttribute('action')).toBe('/logout');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.querySelector<HTMLInputElement>('input[name="_csrf_token"]')?.value).toBe('tok-9');
  });

  it('[ACCT-11] at 0 the browser goes to /logout with the CSRF token', () => {
    const { signOut } = setup();
    advance(29 * MIN + 29_000);
    expect(signOut).not.toHaveBeenCalled();
    advance(1000);
    expect(signOut).toHaveBeenCalledWith('/logout?_csrf_token=tok-9');
  });

  it('[ACCT-11] "Stay signed in" sends a keep-alive and closes the dialog', () => {
    const { keepAlive, signOut } = setup();
    advance(28 * MIN);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(keepAlive).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('idle-dialog')).toBeNull();
    advance(20 * MIN);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('[ACCT-11] Escape counts as staying', () => {
    const { keepAlive } = setup();
    advance(28 * MIN);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(keepAlive).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('idle-dialog')).toBeNull();
  });

  it('[ACCT-11] user activity sends a keep-alive at most every 5 minutes', () => {
    const { keepAlive } = setup();
    for (let i = 0; i < 20; i++) {
      advance(MIN);
      fireEvent.keyDown(window, { key: 'a' });
      fireEvent.pointerDown(window);
      fireEvent.scroll(window);
    }
    expect(keepAlive).toHaveBeenCalledTimes(4);
    expect(screen.queryByTestId('idle-dialog')).toBeNull();
  });

  it('[ACCT-11] a keep-alive that finds the session already ended reloads the page', async () => {
    const { reload } = setup('en', 'ended');
    advance(6 * MIN);
    fireEvent.pointerDown(window);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('[ACCT-11] [I18N-04] the countdown speaks each language’s plural forms', () => {
    const pl = i18nFor('pl').t;
    expect(spokenCountdown(pl, 119_000)).toBe('1 minutę 59 sekund');
    expect(spokenCountdown(pl, 122_000)).toBe('2 minuty 2 sekundy');
    expect(spokenCountdown(pl, 1_000)).toBe('1 sekundę');
    const de = i18nFor('de').t;
    expect(spokenCountdown(de, 61_000)).toBe('1 Minute 1 Sekunde');
    expect(spokenCountdown(de, 120_000)).toBe('2 Minuten');
    expect(spokenCountdown(i18nFor('en').t, 0)).toBe('0 seconds');
  });
});

describe('keeping the session alive', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set({ user: null, csrfToken: null });
  });

  it('also learns that the address was confirmed meanwhile (a link opened in another tab)', async () => {
    sessionStore.set({
      user: { id: 2, name: 'Ada', email: 'ada@example.com', roles: [], emailVerified: false },
      csrfToken: 'tok-1',
    });
    const user = { id: 2, name: 'Ada', email: 'ada@example.com', roles: [], emailVerified: true };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ user, csrfToken: 'tok-1', idleTimeoutMs: 30 * MIN }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    expect(await keepSessionAlive()).toBe('alive');
    expect(sessionStore.get().user?.emailVerified).toBe(true);
  });
});

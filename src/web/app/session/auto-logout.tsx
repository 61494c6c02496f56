import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { logoutForm } from '../../../core/domain/account-menu';
import { api, apiHref } from '../../../core/routes';
import { apiClient } from '../../lib/api-client';
import { safeStorage } from '../../lib/storage';
import { LogoutForm } from '../shell/logout-form';
import {
  createIdleTimer,
  splitCountdown,
  type IdlePhase,
  type IdleTimer,
  type IdleTimerOptions,
  type KeepAliveResult,
} from './idle-timer';
import { sessionStore } from '../../lib/session';

/** GET the session: it counts as activity on the server and says whether the session still lives. */
export async function keepSessionAlive(): Promise<KeepAliveResult> {
  const answer = await apiClient.call(api.auth_session);
  if (!answer.user) return 'ended';
  if (answer.csrfToken && answer.csrfToken !== sessionStore.get().csrfToken) {
    sessionStore.set({ csrfToken: answer.csrfToken });
  }
  // The address may have been confirmed meanwhile (a link opened in another tab).
  const { user } = sessionStore.get();
  if (user && user.emailVerified !== answer.user.emailVerified)
    sessionStore.set({ user: { ...user, emailVerified: answer.user.emailVerified } });
  return 'alive';
}

/** `/logout?_csrf_token=…`: what the logout form sends (HDR-17). */
export function logoutUrl(csrfToken: string): string {
  return apiHref(api.logout, {}, { _csrf_token: csrfToken });
}

/** "1 minute 59 seconds", "2 minutes", "5 seconds", with the language's plural forms. */
export function spokenCountdown(t: TFunction, remainingMs: number): string {
  const { minutes, seconds } = splitCountdown(remainingMs);
  const parts: string[] = [];
  if (minutes > 0) parts.push(t('shell:session.minutes', { count: minutes }));
  if (seconds > 0 || minutes === 0) parts.push(t('shell:session.seconds', { count: seconds }));
  return parts.join(' ');
}

/** Screen readers hear the countdown in 30-second steps and once more at 10 seconds, not every second. */
function announcedMs(remainingMs: number): number {
  const seconds = Math.ceil(remainingMs / 1000);
  return seconds <= 10 ? 10_000 : Math.ceil(seconds / 30) * 30_000;
}

export interface AutoLogoutProps {
  idleTimeoutMs: number;
  csrfToken: string;
  /** Injectable for tests; the defaults call the server and navigate for real. */
  keepAlive?: () => Promise<KeepAliveResult>;
  signOut?: (url: string) => void;
  reload?: () => void;
  timing?: Pick<IdleTimerOptions, 'warningMs' | 'keepAliveEveryMs' | 'serverSlackMs' | 'tickMs' | 'now'>;
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * DECISIONS ACCT-11: signs a user out after the idle timeout, with a countdown dialog in the last two
 * minutes ("Stay signed in" / "Sign out"); at 0 it goes to the logout route.
 */
export function AutoLogout({
  idleTimeoutMs,
  csrfToken,
  keepAlive = keepSessionAlive,
  signOut = (url) => window.location.assign(url),
  reload = () => window.location.reload(),
  timing,
}: AutoLogoutProps) {
  const { t } = useTranslation('shell');
  const [state, setState] = useState<IdlePhase>({ phase: 'active' });
  const timerRef = useRef<IdleTimer | null>(null);
  // The callbacks may change between renders; the timer, made once, reads the latest through refs.
  const latest = useRef({ keepAlive, signOut, reload, csrfToken });
  useEffect(() => {
    latest.current = { keepAlive, signOut, reload, csrfToken };
  });
  const [timingOptions] = useState(timing);

  useEffect(() => {
    const timer = createIdleTimer({
      idleTimeoutMs,
      ...timingOptions,
      shared: safeStorage,
      keepAlive: () => latest.current.keepAlive(),
      onChange: setState,
      onExpire: () => latest.current.signOut(logoutUrl(latest.current.csrfToken)),
      onSessionEnded: () => latest.current.reload(),
    });
    timerRef.current = timer;
    timer.start();
    const onActivity = () => timer.activity();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') timer.activity();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    window.addEventListener('scroll', onActivity, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      timer.stop();
      timerRef.current = null;
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      window.removeEventListener('scroll', onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [idleTimeoutMs, timingOptions]);

  const warning = state.phase === 'warning' ? state : null;
  const stay = () => timerRef.current?.stay();
  return (
    <Dialog
      open={warning !== null}
      onOpenChange={(open) => !open && stay()}
      title={t('session.idleTitle')}
      description={
        warning ? t('session.idleMessage', { time: spokenCountdown(t, warning.remainingMs) }) : undefined
      }
      testId="idle-dialog"
      footer={
        <>
          <LogoutForm form={logoutForm(csrfToken)}>
            <Button variant="secondary" type="submit" className="w-full sm:w-auto">
              {t('session.signOut')}
            </Button>
          </LogoutForm>
          <Button onClick={stay}>{t('session.stay')}</Button>
        </>
      }
    >
      {warning && (
        <>
          <p
            className="text-center font-mono text-4xl font-bold text-slate-900 tabular-nums"
            data-testid="idle-countdown"
            aria-hidden
          >
            {splitCountdown(warning.remainingMs).clock}
          </p>
          <p className="sr-only" aria-live="polite" aria-atomic>
            {t('session.idleMessage', { time: spokenCountdown(t, announcedMs(warning.remainingMs)) })}
          </p>
        </>
      )}
    </Dialog>
  );
}

/**
 * DECISIONS ACCT-11: a signed-in user is signed out after `idleTimeoutMs` (30 min by default) without
 * activity, with a countdown dialog in the last 2 minutes.
 *
 * The server ends a session `idleTimeoutMs` after the last request it saw, so the timer keeps two clocks:
 * the user's last activity (pointer, keys, scrolling, coming back to the tab) and the last request the
 * server saw from us. Activity sends a keep-alive at most every `keepAliveEveryMs`; when the server's
 * clock would run out first although the user was active since the last keep-alive, one more keep-alive
 * is sent instead of a warning. Tabs share both clocks through storage, so a user busy in one tab is not
 * signed out by another.
 */

export type IdlePhase =
  { phase: 'active' } | { phase: 'warning'; remainingMs: number } | { phase: 'expired' };

/** What a keep-alive learned: the session lives on, the server has already ended it, or nothing (offline). */
export type KeepAliveResult = 'alive' | 'ended' | 'unknown';

export interface SharedClock {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export interface IdleTimerOptions {
  idleTimeoutMs: number;
  /** The countdown dialog's length (2 min). */
  warningMs?: number;
  /** At most one keep-alive per this much time (5 min). */
  keepAliveEveryMs?: number;
  /** The server records activity in 30 s steps: its clock may be up to this much behind ours. */
  serverSlackMs?: number;
  tickMs?: number;
  now?: () => number;
  shared?: SharedClock | null;
  keepAlive: () => Promise<KeepAliveResult>;
  onChange: (state: IdlePhase) => void;
  /** The countdown reached 0: sign out. */
  onExpire: () => void;
  /** A keep-alive found the session already ended on the server. */
  onSessionEnded: () => void;
}

export const IDLE_WARNING_MS = 2 * 60_000;
export const KEEP_ALIVE_EVERY_MS = 5 * 60_000;
const SERVER_SLACK_MS = 30_000;
const ACTIVITY_KEY = 'nutrio:session:activity';
const CONTACT_KEY = 'nutrio:session:contact';
/** Activity is written to the shared clock at most this often. */
const SHARE_EVERY_MS = 1000;

export function createIdleTimer(options: IdleTimerOptions) {
  const {
    idleTimeoutMs,
    warningMs = Math.min(IDLE_WARNING_MS, idleTimeoutMs / 2),
    keepAliveEveryMs = KEEP_ALIVE_EVERY_MS,
    serverSlackMs = Math.min(SERVER_SLACK_MS, idleTimeoutMs / 10),
    tickMs = 1000,
    now = Date.now,
    shared = null,
    keepAlive,
    onChange,
    onExpire,
    onSessionEnded,
  } = options;

  let lastActivity = now();
  let lastContact = lastActivity; // loading the page was a request
  let lastShared = 0;
  let state: IdlePhase = { phase: 'active' };
  let interval: ReturnType<typeof setInterval> | null = null;
  let stopped = true;

  const readShared = (key: string): number => {
    const value = Number(shared?.get(key) ?? NaN);
    return Number.isFinite(value) ? value : 0;
  };

  const publish = (next: IdlePhase) => {
    const same =
      next.phase === state.phase &&
      (next.phase !== 'warning' || (state.phase === 'warning' && state.remainingMs === next.remainingMs));
    state = next;
    if (!same) onChange(next);
  };

  const sendKeepAlive = () => {
    lastContact = now();
    shared?.set(CONTACT_KEY, String(lastContact));
    void keepAlive().then(
      (result) => {
        if (result === 'ended' && !stopped) {
          stop();
          onSessionEnded();
        }
      },
      () => undefined,
    );
  };

  /** Re-reads both clocks and moves between active, warning and expired. */
  const tick = () => {
    if (stopped) return;
    const current = now();
    lastActivity = Math.max(lastActivity, readShared(ACTIVITY_KEY));
    lastContact = Math.max(lastContact, readShared(CONTACT_KEY));
    const serverDeadline = () => lastContact + idleTimeoutMs - serverSlackMs;
    if (lastActivity > lastContact && current >= serverDeadline() - warningMs) sendKeepAlive();
    const deadline = Math.min(lastActivity + idleTimeoutMs, serverDeadline());
    const remainingMs = deadline - current;
    if (remainingMs <= 0) {
      stop();
      publish({ phase: 'expired' });
      onExpire();
    } else if (remainingMs <= warningMs) {
      publish({ phase: 'warning', remainingMs: Math.ceil(remainingMs / 1000) * 1000 });
    } else {
      publish({ phase: 'active' });
    }
  };

  const recordActivity = (force = false) => {
    const current = now();
    lastActivity = current;
    if (force || current - lastShared >= SHARE_EVERY_MS) {
      lastShared = current;
      shared?.set(ACTIVITY_KEY, String(current));
    }
  };

  function stop() {
    stopped = true;
    if (interval !== null) clearInterval(interval);
    interval = null;
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      // Loading the page was both activity and a request the server saw.
      recordActivity(true);
      lastContact = lastActivity;
      shared?.set(CONTACT_KEY, String(lastContact));
      interval = setInterval(tick, tickMs);
    },
    stop,
    /** Pointer, keys, scrolling, the tab shown again. Ignored while the countdown runs: only "stay" ends it. */
    activity() {
      if (stopped) return;
      tick(); // a machine waking from sleep may already be past the deadline
      if (stopped || state.phase !== 'active') return;
      recordActivity();
      if (now() - lastContact >= keepAliveEveryMs) sendKeepAlive();
    },
    /** "Stay signed in": a keep-alive now, and the countdown ends. */
    stay() {
      if (stopped) return;
      recordActivity(true);
      sendKeepAlive();
      tick();
    },
    state: () => state,
  };
}

export type IdleTimer = ReturnType<typeof createIdleTimer>;

/** `119_000` → `{ minutes: 1, seconds: 59, clock: '1:59' }`. */
export function splitCountdown(remainingMs: number): { minutes: number; seconds: number; clock: string } {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return { minutes, seconds, clock: `${minutes}:${String(seconds).padStart(2, '0')}` };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createIdleTimer,
  splitCountdown,
  type IdlePhase,
  type KeepAliveResult,
  type SharedClock,
} from './idle-timer';

const MIN = 60_000;

function setup(
  overrides: {
    keepAlive?: () => Promise<KeepAliveResult>;
    shared?: SharedClock;
    idleTimeoutMs?: number;
    now?: () => number;
  } = {},
) {
  const states: IdlePhase[] = [];
  const keepAlive = vi.fn(overrides.keepAlive ?? (() => Promise.resolve<KeepAliveResult>('alive')));
  const onExpire = vi.fn();
  const onSessionEnded = vi.fn();
  const timer = createIdleTimer({
    idleTimeoutMs: overrides.idleTimeoutMs ?? 30 * MIN,
    keepAlive,
    onChange: (state) => states.push(state),
    onExpire,
    onSessionEnded,
    shared: overrides.shared ?? null,
    ...(overrides.now ? { now: overrides.now } : {}),
  });
  timer.start();
  return { timer, states, keepAlive, onExpire, onSessionEnded, last: () => states[states.length - 1] };
}

function memoryClock(): SharedClock & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, get: (key) => values.get(key) ?? null, set: (key, value) => void values.set(key, value) };
}

describe('idle timer (ACCT-11)', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('[ACCT-11] the countdown starts 2 minutes before the idle timeout and signs out at 0', () => {
    const { states, onExpire, last } = setup();
    vi.advanceTimersByTime(27 * MIN);
    expect(states).toEqual([]);
    // The server counts in 30 s steps, so the countdown ends 30 s before its 30 minutes are up.
    vi.advanceTimersByTime(30_000 + 1000);
    expect(last()).toEqual({ phase: 'warning', remainingMs: 119_000 });
    vi.advanceTimersByTime(60_000);
    expect(last()).toEqual({ phase: 'warning', remainingMs: 59_000 });
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(59_000);
    expect(last()).toEqual({ phase: 'expired' });
    expect(onExpire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * MIN);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('[ACCT-11] a clock that moves while the timer starts still warns (no keep-alive without activity)', () => {
    let drift = 0;
    const { states, keepAlive } = setup({ now: () => Date.now() + (drift += 1) });
    vi.advanceTimersByTime(28 * MIN);
    expect(keepAlive).not.toHaveBeenCalled();
    expect(states[states.length - 1]?.phase).toBe('warning');
  });

  it('[ACCT-11] activity sends a keep-alive at most every 5 minutes and keeps the session alive', () => {
    const { timer, keepAlive, onExpire, states } = setup();
    for (let minute = 1; minute <= 60; minute++) {
      vi.advanceTimersByTime(MIN);
      timer.activity();
      timer.activity();
    }
    expect(keepAlive).toHaveBeenCalledTimes(12);
    expect(onExpire).not.toHaveBeenCalled();
    expect(states.some((state) => state.phase === 'warning')).toBe(false);
  });

  it('[ACCT-11] activity after the last keep-alive earns one more keep-alive instead of a warning', () => {
    const { timer, keepAlive, last, states } = setup();
    vi.advanceTimersByTime(4 * MIN);
    timer.activity(); // no keep-alive yet: the page load was 4 minutes ago
    expect(keepAlive).not.toHaveBeenCalled();
    // The server would end the session 30 min after the page load; the user was active 4 min later.
    vi.advanceTimersByTime(24 * MIN);
    expect(keepAlive).toHaveBeenCalledTimes(1);
    expect(states).toEqual([]);
    // The countdown then follows the user's own idle time: it ends 30 min after that activity.
    vi.advanceTimersByTime(4 * MIN + 30_000);
    expect(last()).toEqual({ phase: 'warning', remainingMs: 90_000 });
  });

  it('[ACCT-11] passive activity does not end the countdown; "stay signed in" does, with a keep-alive', () => {
    const { timer, keepAlive, last, onExpire } = setup();
    vi.advanceTimersByTime(29 * MIN);
    expect(last()?.phase).toBe('warning');
    timer.activity();
    expect(last()?.phase).toBe('warning');
    expect(keepAlive).not.toHaveBeenCalled();
    timer.stay();
    expect(keepAlive).toHaveBeenCalledTimes(1);
    expect(last()).toEqual({ phase: 'active' });
    vi.advanceTimersByTime(20 * MIN);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('[ACCT-11] a keep-alive that finds the session ended stops the timer and reports it', async () => {
    const { timer, onSessionEnded, onExpire } = setup({ keepAlive: () => Promise.resolve('ended') });
    vi.advanceTimersByTime(6 * MIN);
    timer.activity();
    await vi.advanceTimersByTimeAsync(0);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * MIN);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('[ACCT-11] a failed keep-alive (offline) changes nothing', async () => {
    const { timer, onSessionEnded } = setup({ keepAlive: () => Promise.reject(new TypeError('offline')) });
    vi.advanceTimersByTime(6 * MIN);
    timer.activity();
    await vi.advanceTimersByTimeAsync(0);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('[ACCT-11] waking after the deadline signs out at once, activity or not', () => {
    const { timer, onExpire } = setup();
    vi.setSystemTime(Date.now() + 45 * MIN); // the laptop slept; no interval ran
    timer.activity();
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('[ACCT-11] activity in another tab keeps this tab from warning', () => {
    const clock = memoryClock();
    const here = setup({ shared: clock });
    const other = setup({ shared: clock });
    for (let minute = 1; minute <= 40; minute++) {
      vi.advanceTimersByTime(MIN);
      other.timer.activity();
    }
    expect(here.states.some((state) => state.phase !== 'active')).toBe(false);
    expect(here.onExpire).not.toHaveBeenCalled();
    expect(here.keepAlive).not.toHaveBeenCalled();
    expect(other.keepAlive).toHaveBeenCalledTimes(8);
  });

  it('splits the remaining time into minutes and seconds', () => {
    expect(splitCountdown(119_000)).toEqual({ minutes: 1, seconds: 59, clock: '1:59' });
    expect(splitCountdown(120_000)).toEqual({ minutes: 2, seconds: 0, clock: '2:00' });
    expect(splitCountdown(4_200)).toEqual({ minutes: 0, seconds: 5, clock: '0:05' });
    expect(splitCountdown(-5)).toEqual({ minutes: 0, seconds: 0, clock: '0:00' });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  calendarConfig,
  externalLink,
  monthWeeks,
  openingDay,
  shiftMonth,
  subscribeToResize,
  upcoming,
} from './calendar';

describe('the calendar', () => {
  afterEach(() => vi.useRealTimers());

  it('[CAL-02] a month’s config: locale, start and end date, the selected day, the owner', () => {
    expect(calendarConfig({ userId: 7 }, 'pl', '2027-02-14')).toEqual({
      locale: 'pl',
      startDate: '2027-02-01',
      endDate: '2027-02-28',
      selectedDate: '2027-02-14',
      userId: 7,
      companyId: null,
    });
    expect(calendarConfig({ companyId: 3 }, 'de', '2028-02-01')).toMatchObject({
      endDate: '2028-02-29',
      companyId: 3,
    });
    expect(shiftMonth('2026-12-01', 1)).toBe('2027-01-01');
    expect(shiftMonth('2027-01-01', -1)).toBe('2026-12-01');
  });

  it('[CAL-05] only https links are offered', () => {
    expect(externalLink('https://example.com/event')?.host).toBe('example.com');
    for (const bad of [
      'http://example.com',
      'javascript:alert(1)',
      'ftp://x',
      '//example.com',
      'https://',
      null,
      '',
    ])
      expect(externalLink(bad), String(bad)).toBeNull();
  });

  it('[CAL-08] the width is taken again 200 ms after resizing stops, once', () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    const stop = subscribeToResize(settled);
    for (let i = 0; i < 5; i++) {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(150);
    }
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(settled).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(500);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('weeks start on Monday in pl and de, Sunday in en; the month opens on the next event', () => {
    // 1 December 2026 is a Tuesday.
    expect(monthWeeks(2026, 12, false)[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(monthWeeks(2026, 12, true)[0]!.slice(0, 3)).toEqual([null, null, '2026-12-01']);
    expect(monthWeeks(2026, 12, false).flat().filter(Boolean)).toHaveLength(31);
    const events = [
      { event_at: '2026-11-20T10:00:00', duration: 60 },
      { event_at: '2027-01-09T10:00:00', duration: 60 },
    ];
    const now = new Date(2026, 10, 27, 12);
    expect(upcoming(events, now)).toEqual([events[1]]);
    expect(openingDay(events, now)).toBe('2027-01-01');
    expect(openingDay([], now)).toBe('2026-11-01');
  });
});

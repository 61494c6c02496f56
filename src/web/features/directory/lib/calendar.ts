/** CAL-05: only links that begin with https are offered, as the external links they are. */
export function externalLink(link: string | null | undefined): URL | null {
  if (!link || !link.startsWith('https://')) return null;
  try {
    return new URL(link);
  } catch {
    return null;
  }
}

/** The events still to come (those under way included), soonest first. */
export function upcoming<T extends { event_at: string; duration: number }>(events: T[], now: Date): T[] {
  return events
    .filter((event) => new Date(event.event_at).getTime() + event.duration * 60_000 >= now.getTime())
    .sort((a, b) => a.event_at.localeCompare(b.event_at));
}

/** CAL-02: what a calendar is set up with; `labels` override its texts. */
export interface CalendarConfig {
  locale: string;
  startDate: string;
  endDate: string;
  selectedDate: string;
  userId: number | null;
  companyId: number | null;
  labels?: Partial<Record<'previous' | 'next' | 'today', string>>;
}

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * A month's calendar for an owner: the month of `selected` (a day, YYYY-MM-DD) from its first to its last day.
 */
export function calendarConfig(
  owner: { userId?: number; companyId?: number },
  locale: string,
  selected: string,
): CalendarConfig {
  const [year, month] = selected.split('-').map(Number) as [number, number];
  return {
    locale,
    startDate: isoDay(new Date(year, month - 1, 1)),
    endDate: isoDay(new Date(year, month, 0)),
    selectedDate: selected,
    userId: owner.userId ?? null,
    companyId: owner.companyId ?? null,
  };
}

/** The day an event starts on (its local date, as stored). */
export const dayOf = (event: { event_at: string }) => event.event_at.slice(0, 10);

/**
 * The weeks of a month as days (YYYY-MM-DD, or null before the 1st and after the last day), weeks starting
 * on Monday (pl, de) or Sunday (en).
 */
export function monthWeeks(
  year: number,
  month: number,
  weekStartsOnSunday: boolean,
): Array<Array<string | null>> {
  const first = new Date(year, month - 1, 1);
  const days = new Date(year, month, 0).getDate();
  const lead = weekStartsOnSunday ? first.getDay() : (first.getDay() + 6) % 7;
  const cells: Array<string | null> = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => isoDay(new Date(year, month - 1, i + 1))),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The month to open on: that of the next event still to come, else this month (YYYY-MM-01). */
export function openingDay(events: Array<{ event_at: string; duration: number }>, now: Date): string {
  const next = upcoming(events, now)[0];
  return next ? `${dayOf(next).slice(0, 8)}01` : isoDay(new Date(now.getFullYear(), now.getMonth(), 1));
}

/** CAL-09: at 768 px or less the calendar shows the month as a list. */
export const LIST_VIEW_MAX_WIDTH = 768;
/** CAL-08: the calendar follows the window's width 200 ms after resizing stops. */
export const RESIZE_DEBOUNCE_MS = 200;

/** Calls `onSettled` once the window has stopped resizing for `delayMs` (CAL-08); returns the unsubscribe. */
export function subscribeToResize(onSettled: () => void, delayMs = RESIZE_DEBOUNCE_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(onSettled, delayMs);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}

/** The first day of the month `by` months from the one `startDate` (YYYY-MM-DD) is in. */
export function shiftMonth(startDate: string, by: number): string {
  const [year, month] = startDate.split('-').map(Number) as [number, number];
  return isoDay(new Date(year, month - 1 + by, 1));
}

/** Short weekday names in the calendar's order (Monday first for pl and de, Sunday first for en). */
export function weekdayNames(locale: string, sundayFirst: boolean): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  // 4 January 2026 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(2026, 0, (sundayFirst ? 4 : 5) + i)));
}

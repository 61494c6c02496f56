import { useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '../../../../core/contracts/directory';
import { INTL_TAGS, type Locale } from '../../../../core/i18n/locales';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { useLocale } from '../../../lib/use-locale';
import {
  calendarConfig,
  dayOf,
  externalLink,
  LIST_VIEW_MAX_WIDTH,
  monthWeeks,
  openingDay,
  shiftMonth,
  subscribeToResize,
  weekdayNames,
} from '../lib/calendar';

/** The window's width, followed 200 ms after resizing stops (CAL-08); null on the server. */
function useSettledWidth(): number | null {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => null,
  );
}

function EventItem({
  event,
  locale,
  onLink,
}: {
  event: CalendarEvent;
  locale: Locale;
  onLink: (url: URL) => void;
}) {
  const { t } = useTranslation('directory');
  const link = externalLink(event.link);
  const when = new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: 'full', timeStyle: 'short' });
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="event">
      <p className="text-sm font-medium text-brand-900">
        <time dateTime={event.event_at}>{when.format(new Date(event.event_at))}</time> ·{' '}
        {t('profile.minutes', { count: event.duration })}
      </p>
      <h3 className="mt-1 font-semibold text-slate-900">{event.title}</h3>
      {event.content && <p className="mt-1 text-slate-700">{event.content}</p>}
      {link && (
        <button
          type="button"
          className="mt-2 text-sm font-medium text-brand-800 underline"
          onClick={() => onLink(link)}
          data-testid="event-link"
        >
          {t('profile.openLink')}
        </button>
      )}
    </li>
  );
}

/**
 * A profile's or club's calendar (CAL): the month as a grid, or as a list at 768 px or less (CAL-09), at least
 * 500 px high (CAL-10), opening on the month of the next event; a failed load shows the error with no events
 * (CAL-07); an https link opens only after the visitor confirms leaving (CAL-05, CAL-06).
 */
export function EventsCalendar({
  owner,
  load,
  feed,
}: {
  owner: { userId?: number; companyId?: number };
  load: (signal: AbortSignal) => Promise<CalendarEvent[]>;
  /** The same calendar as an iCalendar feed. */
  feed: string;
}) {
  const { t } = useTranslation('directory');
  const locale = useLocale();
  const width = useSettledWidth();
  const events = useQuery({
    queryKey: ['directory', 'events', owner, locale],
    queryFn: ({ signal }) => load(signal),
  });
  const all = events.isError ? [] : (events.data ?? []);
  const [shown, setShown] = useState<string | null>(null);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<URL | null>(null);
  const config = calendarConfig(owner, locale, shown ?? openingDay(all, new Date()));
  const [year, month] = config.startDate.split('-').map(Number) as [number, number];
  const inMonth = all.filter((event) => dayOf(event) >= config.startDate && dayOf(event) <= config.endDate);
  const listView = width !== null && width <= LIST_VIEW_MAX_WIDTH;
  const monthName = new Intl.DateTimeFormat(INTL_TAGS[locale], { month: 'long', year: 'numeric' }).format(
    new Date(year, month - 1, 1),
  );
  const weekdays = weekdayNames(INTL_TAGS[locale], locale === 'en');
  const move = (by: number) => {
    setShown(shiftMonth(config.startDate, by));
    setChosenDay(null);
  };
  const chosen = chosenDay ? inMonth.filter((event) => dayOf(event) === chosenDay) : [];
  const item = (event: CalendarEvent) => (
    <EventItem key={event.id} event={event} locale={locale} onLink={setLeaving} />
  );

  return (
    <section aria-labelledby="events-heading" className="mt-8" data-testid="events">
      <h2 id="events-heading" className="text-xl font-semibold">
        {t('profile.events')}
      </h2>
      <a
        href={feed}
        className="mt-1 inline-block text-sm font-medium text-brand-800 underline"
        data-testid="calendar-feed"
      >
        {t('calendar.subscribe')}
      </a>
      {events.isError && (
        <p role="alert" className="mt-2 text-red-800" data-testid="events-error">
          {t('profile.eventsError')}
        </p>
      )}
      <div
        className="mt-3 flex min-h-[500px] flex-col gap-3 rounded-xl border border-slate-200 p-4"
        data-testid="calendar"
        data-view={listView ? 'list' : 'month'}
      >
        <div className="flex items-center justify-between gap-2">
          <Button variant="text" onClick={() => move(-1)} aria-label={t('calendar.previous')}>
            ‹
          </Button>
          <p className="font-semibold text-slate-900" aria-live="polite" data-testid="calendar-month">
            {monthName}
          </p>
          <Button variant="text" onClick={() => move(1)} aria-label={t('calendar.next')}>
            ›
          </Button>
        </div>
        {listView ? (
          inMonth.length === 0 ? (
            <p className="text-slate-700">{t('calendar.noneThisMonth')}</p>
          ) : (
            <ul className="flex flex-col gap-3" data-testid="calendar-list">
              {inMonth.map(item)}
            </ul>
          )
        ) : (
          <>
            <table className="w-full table-fixed border-collapse text-sm" data-testid="calendar-grid">
              <caption className="sr-only">{monthName}</caption>
              <thead>
                <tr>
                  {weekdays.map((weekday) => (
                    <th key={weekday} scope="col" className="py-1 text-slate-700">
                      {weekday}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {monthWeeks(year, month, locale === 'en').map((week, i) => (
                  <tr key={i}>
                    {week.map((day, j) => {
                      const onDay = day ? inMonth.filter((event) => dayOf(event) === day) : [];
                      return (
                        <td
                          key={day ?? `empty-${i}-${j}`}
                          className="h-16 border border-slate-100 p-1 align-top"
                        >
                          {day && (
                            <button
                              type="button"
                              aria-pressed={chosenDay === day}
                              aria-label={`${Number(day.slice(8))}${onDay.length ? `: ${onDay.map((e) => e.title).join(', ')}` : ''}`}
                              className={`flex h-full w-full flex-col items-start rounded p-1 text-left ${onDay.length ? 'bg-brand-50 hover:bg-brand-100' : 'hover:bg-slate-50'} ${chosenDay === day ? 'ring-2 ring-brand-700' : ''}`}
                              onClick={() => setChosenDay(day)}
                              data-testid={onDay.length ? 'calendar-event-day' : undefined}
                            >
                              <span className="text-slate-700">{Number(day.slice(8))}</span>
                              {onDay.slice(0, 2).map((event) => (
                                <span
                                  key={event.id}
                                  className="w-full truncate text-xs font-medium text-brand-900"
                                >
                                  {event.title}
                                </span>
                              ))}
                            </button>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
            {chosen.length > 0 && (
              <ul className="flex flex-col gap-3" data-testid="calendar-day-events">
                {chosen.map(item)}
              </ul>
            )}
          </>
        )}
      </div>
      <Dialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title={t('profile.leaveTitle')}
        description={leaving ? t('profile.leaveText', { host: leaving.host }) : undefined}
        testId="leave-dialog"
        footer={
          <div className="flex w-full justify-end gap-2">
            <DialogClose>
              <Button variant="text">{t('profile.stay')}</Button>
            </DialogClose>
            {leaving && (
              <a
                href={leaving.href}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded-md bg-brand-800 px-4 py-2 font-semibold text-white"
                onClick={() => setLeaving(null)}
              >
                {t('profile.leave')}
              </a>
            )}
          </div>
        }
      />
    </section>
  );
}

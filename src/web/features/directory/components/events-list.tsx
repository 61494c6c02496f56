import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '../../../../core/contracts/directory';
import { INTL_TAGS } from '../../../../core/i18n/locales';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { useLocale } from '../../../lib/use-locale';
import { externalLink, upcoming } from '../lib/calendar';

/**
 * A profile's or club's upcoming events (CAL): from the public calendar call; a failure shows the error state
 * with no events (CAL-07); an event's link is offered only when it is https (CAL-05), and opens only after
 * the visitor confirms leaving (CAL-06).
 */
export function EventsList({
  load,
  queryKey,
}: {
  load: (signal: AbortSignal) => Promise<CalendarEvent[]>;
  queryKey: unknown[];
}) {
  const { t } = useTranslation('directory');
  const locale = useLocale();
  const events = useQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
  const [leaving, setLeaving] = useState<URL | null>(null);
  const list = events.isError ? [] : upcoming(events.data ?? [], new Date());
  const when = new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: 'full', timeStyle: 'short' });
  return (
    <section aria-labelledby="events-heading" className="mt-8" data-testid="events">
      <h2 id="events-heading" className="text-xl font-semibold">
        {t('profile.events')}
      </h2>
      {events.isError ? (
        <p role="alert" className="mt-2 text-red-800" data-testid="events-error">
          {t('profile.eventsError')}
        </p>
      ) : events.isPending ? null : list.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('profile.noEvents')}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {list.map((event) => {
            const link = externalLink(event.link);
            return (
              <li key={event.id} className="rounded-xl border border-slate-200 p-4" data-testid="event">
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
                    onClick={() => setLeaving(link)}
                    data-testid="event-link"
                  >
                    {t('profile.openLink')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
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

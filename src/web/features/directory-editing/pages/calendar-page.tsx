import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '../../../../core/contracts/directory';
import { CalendarEventInput } from '../../../../core/contracts/directory-editing';
import { api, apiHref } from '../../../../core/routes';
import { Button, SubmitButton } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { Notice, StatusRegion } from '../../../components/ui/notice';
import { cardClass } from '../../../components/ui/styles';
import { useSession } from '../../../lib/session';
import { useLocale } from '../../../lib/use-locale';
import {
  companiesOptions,
  deleteEvent,
  editingKeys,
  failureOf,
  ownerEventsOptions,
  saveEvent,
  specialistProfileOptions,
  type CalendarOwner,
  type EventValues,
} from '../api/directory-editing-api';
import { EditingFrame } from '../components/editing-frame';
import { useEditorSave } from '../lib/use-editor-save';

const EMPTY: EventValues = { title: '', content: '', event_at: '', duration: 60, link: '' };

/** An event's form: a new one, or the one being changed. */
function EventForm({
  owner,
  event,
  onDone,
}: {
  owner: CalendarOwner;
  event: CalendarEvent | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('directory');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<EventValues>(() =>
    event ? { ...event, link: event.link ?? '' } : { ...EMPTY },
  );
  const { errors, result, saving, save } = useEditorSave();
  const prefix = event ? `event-${event.id}` : 'event-new';

  async function submit(form: FormEvent<HTMLFormElement>) {
    form.preventDefault();
    const saved = await save(
      CalendarEventInput.safeParse(draft),
      () => saveEvent(owner, event?.id ?? null, draft),
      t('editing.eventSaved'),
    );
    if (!saved) return;
    await queryClient.invalidateQueries({
      queryKey: editingKeys.events(owner.ownerType, owner.ownerId, locale),
    });
    if (!event) setDraft({ ...EMPTY });
    onDone();
  }

  const field = (key: 'title' | 'link', extra: object = {}) => (
    <TextField
      id={`${prefix}-${key}`}
      label={t(`editing.event.${key}`)}
      value={String(draft[key] ?? '')}
      error={errors[key]}
      onChange={(change) => setDraft({ ...draft, [key]: change.target.value })}
      {...extra}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(form) => void submit(form)}
      className="space-y-4"
      data-testid={`${prefix}-form`}
    >
      {field('title')}
      <TextAreaField
        id={`${prefix}-content`}
        label={t('editing.event.content')}
        rows={3}
        value={draft.content ?? ''}
        error={errors.content}
        onChange={(change) => setDraft({ ...draft, content: change.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${prefix}-event_at`}
          type="datetime-local"
          label={t('editing.event.event_at')}
          value={draft.event_at}
          error={errors.event_at}
          onChange={(change) => setDraft({ ...draft, event_at: change.target.value })}
        />
        <TextField
          id={`${prefix}-duration`}
          type="number"
          min={5}
          max={1440}
          step={5}
          label={t('editing.event.duration')}
          value={String(draft.duration)}
          error={errors.duration}
          onChange={(change) => setDraft({ ...draft, duration: change.target.value })}
        />
      </div>
      {field('link', { type: 'url', hint: t('editing.event.linkHint') })}
      <StatusRegion result={result} />
      <SubmitButton busy={saving}>{event ? t('editing.save') : t('editing.addEvent')}</SubmitButton>
    </form>
  );
}

function OwnerEvents({ owner }: { owner: CalendarOwner }) {
  const { t } = useTranslation('directory');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const events = useQuery(ownerEventsOptions(owner, locale));
  const [editing, setEditing] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

  async function remove(id: number) {
    setFailure(null);
    try {
      await deleteEvent(owner, id);
      await queryClient.invalidateQueries({
        queryKey: editingKeys.events(owner.ownerType, owner.ownerId, locale),
      });
    } catch (error) {
      setFailure(failureOf(error, t('editing.saveFailed')).message);
    }
  }

  return (
    <div className="space-y-6">
      {failure && <Notice tone="error">{failure}</Notice>}
      {events.isPending ? (
        <p role="status">{t('editing.loading')}</p>
      ) : events.isError ? (
        <Notice tone="error">{t('editing.loadFailed')}</Notice>
      ) : events.data.length === 0 ? (
        <p className="text-slate-700">{t('editing.noEvents')}</p>
      ) : (
        <ul className="space-y-3" aria-label={t('editing.eventsList')}>
          {events.data.map((event) => (
            <li key={event.id} className={cardClass} data-testid="own-event">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900">{event.title}</h3>
                  <p className="text-sm text-slate-700">
                    {/* Local times are stored without a zone: shown as entered. */}
                    {when.format(new Date(`${event.event_at}:00Z`))} ·{' '}
                    {t('editing.event.minutes', { count: event.duration })}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="small"
                    aria-expanded={editing === event.id}
                    onClick={() => setEditing(editing === event.id ? null : event.id)}
                  >
                    {t('editing.edit')}
                  </Button>
                  <Button
                    variant="small"
                    aria-label={t('editing.deleteEvent', { title: event.title })}
                    onClick={() => void remove(event.id)}
                  >
                    {t('editing.delete')}
                  </Button>
                </div>
              </div>
              {editing === event.id && (
                <div className="mt-4">
                  <EventForm owner={owner} event={event} onDone={() => setEditing(null)} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <section className={cardClass} aria-labelledby="new-event-heading">
        <h2 id="new-event-heading" className="mb-4 text-lg font-semibold text-slate-900">
          {t('editing.newEvent')}
        </h2>
        <EventForm owner={owner} event={null} onDone={() => undefined} />
      </section>
    </div>
  );
}

/**
 * CAL-11 (decided): the account's calendar page, where a specialist publishes the events of their profile and
 * of the clubs they own; visitors see them on the profile and club pages (CAL-03, CAL-04).
 */
export function CalendarEditPage() {
  const { t } = useTranslation('directory');
  const locale = useLocale();
  const { user } = useSession();
  const isSpecialist = Boolean(user?.roles.includes('specialist'));
  const profile = useQuery({ ...specialistProfileOptions(locale), enabled: isSpecialist });
  const companies = useQuery(companiesOptions(locale));
  const owners: Array<CalendarOwner & { label: string }> = [
    ...(profile.data?.id
      ? [{ ownerType: 'specialist' as const, ownerId: profile.data.id, label: t('editing.myProfile') }]
      : []),
    ...(companies.data?.items ?? []).map((company) => ({
      ownerType: 'company' as const,
      ownerId: company.id,
      label: company.name,
    })),
  ];
  const [chosen, setChosen] = useState<string>('');
  const owner = owners.find((o) => `${o.ownerType}:${o.ownerId}` === chosen) ?? owners[0];
  const loading = (isSpecialist && profile.isPending) || companies.isPending;

  return (
    <EditingFrame title={t('editing.calendarTitle')} lead={t('editing.calendarLead')}>
      {loading ? (
        <p role="status">{t('editing.loading')}</p>
      ) : !owner ? (
        <Notice tone="info">
          {isSpecialist ? t('editing.calendarNeedsProfile') : t('editing.calendarSpecialistsOnly')}
        </Notice>
      ) : (
        <div className="space-y-6">
          {owners.length > 1 && (
            <SelectField
              id="calendar-owner"
              label={t('editing.calendarOf')}
              value={`${owner.ownerType}:${owner.ownerId}`}
              options={owners.map((o) => ({ value: `${o.ownerType}:${o.ownerId}`, label: o.label }))}
              onChange={(change) => setChosen(change.target.value)}
            />
          )}
          <p className="text-sm text-slate-700">
            <a className="font-medium text-brand-800 underline" href={feedHref(owner, locale)}>
              {t('editing.feed')}
            </a>
          </p>
          <OwnerEvents key={`${owner.ownerType}:${owner.ownerId}`} owner={owner} />
        </div>
      )}
    </EditingFrame>
  );
}

function feedHref(owner: CalendarOwner, locale: string): string {
  const route = owner.ownerType === 'specialist' ? api.calendar_user_feed : api.calendar_company_feed;
  return apiHref(route, { id: owner.ownerId }, { _locale: locale });
}

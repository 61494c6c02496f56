import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import type {
  NotificationItem,
  NotificationKind,
  NotificationsResponse,
} from '../../../core/contracts/notifications';
import { parseStoredRoles } from '../../../core/domain/roles';
import { INTL_TAGS, type Locale } from '../../../core/i18n/locales';
import { pageHref } from '../../../core/routes';
import { translatorFor } from '../../i18n';
import type { LiveBus } from '../../lib/live-bus';
import type { NotificationRow, NotificationsRepo } from './notifications.repo';

/** NOTIF-03: the header shows this many, the newest. */
export const NOTIFICATIONS_SHOWN = 30;
/** A pro package's end is announced this many days ahead (once per end date). */
export const PRO_ENDING_NOTICE_DAYS = 7;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Each kind's stored data: what the texts need, read back through the same schema. */
const PARAMS = {
  chat_invitation: z.object({ name: z.string(), chat: z.string() }),
  chat_invitation_accepted: z.object({ name: z.string(), chat: z.string() }),
  order_paid: z.object({ order: z.string(), number: z.string() }),
  pro_ending: z.object({ until: z.string().regex(DAY) }),
  diet_assigned: z.object({ name: z.string(), diet: z.string(), dietId: z.number().int() }),
} as const satisfies Record<NotificationKind, z.ZodType>;

export type NotificationParams = { [K in NotificationKind]: z.infer<(typeof PARAMS)[K]> };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** What a notification's content may hold: our paragraphs, emphasis and a link to a page of ours. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'strong', 'a'],
  allowedAttributes: { a: ['href'] },
  // Relative paths only: no scheme is allowed, nor `//host`.
  allowedSchemes: [],
  allowProtocolRelative: false,
};

const formatDay = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A stored event with its data, the kind telling which data. */
type StoredEvent = { [K in NotificationKind]: { kind: K; params: NotificationParams[K] } }[NotificationKind];

/** The values a kind's texts interpolate (plain text) and the page its link opens. */
function textsOf(p: StoredEvent, locale: Locale): { values: Record<string, string>; href: string } {
  switch (p.kind) {
    case 'chat_invitation':
    case 'chat_invitation_accepted':
      return { values: { name: p.params.name }, href: pageHref('chat', locale, {}, { chat: p.params.chat }) };
    case 'order_paid':
      return {
        values: { number: p.params.number },
        href: pageHref('accountOrders', locale, {}, { order: p.params.order }),
      };
    case 'pro_ending':
      return { values: { date: formatDay(p.params.until, locale) }, href: pageHref('proPackages', locale) };
    case 'diet_assigned':
      return {
        values: { name: p.params.name, diet: p.params.diet },
        href: pageHref('personalDietSaved', locale, { dietId: p.params.dietId }),
      };
  }
}

/**
 * NOTIF-04, NOTIF-05: a stored event in the reader's language. The content is HTML made of our texts and the
 * event's data, escaped, then sanitized: a name like `<script>` is shown as text and never runs.
 */
export function presentNotification(row: NotificationRow, locale: Locale): NotificationItem | null {
  let stored: unknown;
  try {
    stored = JSON.parse(row.params);
  } catch {
    return null;
  }
  const parsed = PARAMS[row.kind]?.safeParse(stored);
  if (!parsed?.success) return null;
  const t = translatorFor(locale);
  // The data was read through its kind's own schema, so the pair is consistent.
  const { values, href } = textsOf({ kind: row.kind, params: parsed.data } as StoredEvent, locale);
  const escaped = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, escapeHtml(value)]));
  const text = String(t(`notifications:kinds.${row.kind}.content`, escaped));
  const link = escapeHtml(String(t(`notifications:kinds.${row.kind}.link`)));
  return {
    id: row.id,
    title: String(t(`notifications:kinds.${row.kind}.title`)),
    createdAt: row.created_at,
    content: sanitizeHtml(`<p>${text}</p><p><a href="${escapeHtml(href)}">${link}</a></p>`, ALLOWED),
    active: row.read_at === null,
  };
}

/**
 * A member's notifications (issue 19 A5): other modules tell of events through `notify`; the header reads the
 * newest and marks them read. Each change wakes the member's open live streams, which send the unread count.
 */
export function createNotificationsService({
  repo,
  bus,
  now = () => new Date(),
  onError = () => undefined,
}: {
  repo: NotificationsRepo;
  bus: LiveBus;
  now?: () => Date;
  /** A notification that could not be stored: logged, never the caller's failure. */
  onError?: (error: unknown) => void;
}) {
  async function add<K extends NotificationKind>(
    userId: number,
    kind: K,
    params: NotificationParams[K],
    onceKey: string | null,
  ): Promise<boolean> {
    const stored = await repo.add({
      userId,
      kind,
      params: JSON.stringify(PARAMS[kind].parse(params)),
      createdAt: now().toISOString(),
      onceKey,
    });
    if (stored) bus.announce([userId]);
    return stored;
  }

  return {
    /**
     * The port other modules are given: stores the event for the member. It never throws — an event (a chat,
     * a payment) has happened whether or not its notification could be stored.
     */
    async notify<K extends NotificationKind>(
      userId: number,
      kind: K,
      params: NotificationParams[K],
      onceKey: string | null = null,
    ): Promise<void> {
      try {
        await add(userId, kind, params, onceKey);
      } catch (error) {
        onError(error);
      }
    },

    /** NOTIF-03: the newest, in the asked language, and how many are unread. */
    async list(userId: number, locale: Locale): Promise<NotificationsResponse> {
      const [rows, unread] = await Promise.all([
        repo.latest(userId, NOTIFICATIONS_SHOWN),
        repo.unread(userId),
      ]);
      return { items: rows.flatMap((row) => presentNotification(row, locale) ?? []), unread };
    },

    unread: (userId: number) => repo.unread(userId),

    /** NOTIF-07: every unread one of the member's is read from now on. */
    async markAllRead(userId: number): Promise<{ success: true; marked: number }> {
      const marked = await repo.markAllRead(userId, now().toISOString());
      if (marked > 0) bus.announce([userId]);
      return { success: true, marked };
    },

    /**
     * The daily look ahead: members whose bought pro time ends within a week hear of it, once per end date (a
     * renewal moves the date, and the new one is announced in its turn). Answers how many were told.
     */
    async remindProEnding(): Promise<number> {
      const today = now().toISOString().slice(0, 10);
      const last = new Date(`${today}T00:00:00Z`);
      last.setUTCDate(last.getUTCDate() + PRO_ENDING_NOTICE_DAYS);
      const ending = await repo.proEndingBetween(today, last.toISOString().slice(0, 10));
      let told = 0;
      for (const user of ending) {
        if (!user.pro_until || !parseStoredRoles(user.roles).includes('pro')) continue;
        const until = user.pro_until;
        if (await add(user.id, 'pro_ending', { until }, `pro_ending:${until}`)) told += 1;
      }
      return told;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

import { skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Locale } from '../../core/i18n/locales';
import { useLiveNews } from './chat-live';
import { useCurrentUser } from './session';

/** The notifications' query keys: the bell's unread count, and the dropdown's list per language. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationsKeys.all, 'unread'] as const,
  list: (locale: Locale) => [...notificationsKeys.all, 'list', locale] as const,
};

/**
 * The count of a `notifications` event of the member's live stream (issue 19 A5: `{ "unread": n }`), or null
 * when the event is not one. Read by hand: zod here put it into every page's first download (issue 13 A6).
 */
export function unreadCountOf(data: string): number | null {
  let event: unknown;
  try {
    event = JSON.parse(data);
  } catch {
    return null;
  }
  const unread = typeof event === 'object' && event !== null ? (event as { unread?: unknown }).unread : null;
  return typeof unread === 'number' && Number.isInteger(unread) && unread >= 0 ? unread : null;
}

/** The bell's count, from the live stream or from what the dropdown loaded or marked read. */
export function setNotificationsUnread(client: QueryClient, unread: number): void {
  client.setQueryData(notificationsKeys.unread(), unread);
}

/**
 * How many notifications the member has not read, kept live (0 for a guest): the server sends the count on
 * the member's live stream when it opens and whenever a notification arrives or is read.
 */
export function useNotificationsUnread(): number {
  const signedIn = useCurrentUser() !== null;
  const queryClient = useQueryClient();
  // Nothing to fetch: the count arrives on the stream and is set from there.
  const unread = useQuery<number>({ queryKey: notificationsKeys.unread(), queryFn: skipToken });
  useLiveNews('notifications', (data) => {
    // A count this page cannot read changes nothing; the next one will do.
    const count = unreadCountOf(data);
    if (count !== null) setNotificationsUnread(queryClient, count);
  });
  return signedIn ? (unread.data ?? 0) : 0;
}

import { useEffect, useId, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NotificationItem, NotificationsResponse } from '../../../core/contracts/notifications';
import { INTL_TAGS, type Locale } from '../../../core/i18n/locales';
import { api } from '../../../core/routes';
import { apiClient } from '../../lib/api-client';
import {
  notificationsKeys,
  setNotificationsUnread,
  useNotificationsUnread,
} from '../../lib/notifications-live';

function BellIcon() {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** When it came, in the browser's time zone. */
function formatMoment(iso: string, locale: Locale): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  return new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(
    value,
  );
}

function Item({ item, locale }: { item: NotificationItem; locale: Locale }) {
  const { t } = useTranslation('notifications');
  return (
    <li
      className={`rounded-lg px-3 py-2.5 ${item.active ? 'bg-brand-50' : ''}`}
      data-testid="notification"
      data-active={item.active}
    >
      <p className="flex items-center gap-2 font-medium break-words text-slate-900">
        {item.active && (
          <>
            <span aria-hidden className="h-2 w-2 shrink-0 rounded-full bg-brand-800" />
            <span className="sr-only">{t('menu.new')}: </span>
          </>
        )}
        {item.title}
      </p>
      <time dateTime={item.createdAt} className="block text-xs text-slate-600">
        {formatMoment(item.createdAt, locale)}
      </time>
      {/* NOTIF-05: the content is HTML, written and sanitized by the server from our texts and escaped data. */}
      <div
        className="mt-1 text-sm break-words text-slate-800 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_p+p]:mt-1"
        data-testid="notification-content"
        dangerouslySetInnerHTML={{ __html: item.content }}
      />
    </li>
  );
}

/**
 * The header's notifications (NOTIF-01…10): a bell with the unread count, kept live over the member's stream,
 * and a panel that loads the newest on its first opening (NOTIF-06) — again only when the count says new ones
 * came since. Opened with unread ones, it marks all read (NOTIF-07) with no body, does not read the answer
 * (NOTIF-09), shows the items as read (NOTIF-08), and says nothing when that fails (NOTIF-10).
 */
export function NotificationsMenu({ locale }: { locale: Locale }) {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const unread = useNotificationsUnread();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const list = useQuery({
    queryKey: notificationsKeys.list(locale),
    queryFn: ({ signal }) => apiClient.call(api.api_header_notifications, { query: { locale }, signal }),
    enabled: opened,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  /** The load whose unread ones were marked (or are being marked): each load is marked once. */
  const marked = useRef(0);

  useEffect(() => {
    const data = list.data;
    if (!data || marked.current === list.dataUpdatedAt) return;
    marked.current = list.dataUpdatedAt;
    setNotificationsUnread(queryClient, data.unread);
    if (data.unread === 0) return;
    const key = notificationsKeys.list(locale);
    apiClient.call(api.api_header_notifications_mark_all_read).then(
      // NOTIF-09: whatever the answer says, all are read now.
      () => {
        queryClient.setQueryData<NotificationsResponse>(key, (current) =>
          current ? { items: current.items.map((item) => ({ ...item, active: false })), unread: 0 } : current,
        );
        setNotificationsUnread(queryClient, 0);
      },
      // NOTIF-10: silent; they stay unread and are marked on a later opening.
      () => undefined,
    );
  }, [list.data, list.dataUpdatedAt, locale, queryClient]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  function toggle(): void {
    if (open) return setOpen(false);
    setOpen(true);
    setOpened(true);
    // Loaded before: only news (the live count) is worth another load.
    if (list.data && unread > 0) void list.refetch();
  }

  const items = list.data?.items ?? [];
  return (
    <div className="relative" ref={root}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
        data-testid="notifications-button"
      >
        <BellIcon />
        <span className="sr-only">
          {unread > 0 ? t('menu.buttonUnread', { count: unread }) : t('menu.button')}
        </span>
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-brand-800 px-1 text-center text-xs font-semibold text-white"
            data-testid="notifications-count"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={t('menu.title')}
          className="absolute right-0 z-50 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
          data-testid="notifications-panel"
        >
          <h2 className="text-base font-semibold text-slate-900">{t('menu.title')}</h2>
          {list.isPending ? (
            <p role="status" className="mt-3 text-sm text-slate-700">
              {t('menu.loading')}
            </p>
          ) : list.isError && !list.data ? (
            <p role="alert" className="mt-3 text-sm text-red-800">
              {t('menu.loadFailed')}
            </p>
          ) : items.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700" data-testid="notifications-empty">
              {t('menu.empty')}
            </p>
          ) : (
            <ul className="mt-2 max-h-[min(28rem,70vh)] space-y-1 overflow-y-auto">
              {items.map((item) => (
                <Item key={item.id} item={item} locale={locale} />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

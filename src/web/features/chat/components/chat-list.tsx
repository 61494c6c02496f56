import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatListItem } from '../../../../core/contracts/chat';
import { initialsOf } from '../../../../core/domain/account-menu';
import type { Locale } from '../../../../core/i18n/locales';
import { pageHref } from '../../../../core/routes';
import { Notice } from '../../../components/ui/notice';
import { formatChatTime } from '../lib/chat-time';
import { chatErrorText } from '../lib/chat-error';
import { StatusBadge } from './status-badge';

/** The member's chats, the most recently active first, each a link that selects it (`?chat=`). */
export function ChatList({
  list,
  selectedUid,
  locale,
}: {
  list: UseQueryResult<{ items: ChatListItem[]; unread: number }>;
  selectedUid: string | null;
  locale: Locale;
}) {
  const { t } = useTranslation('chat');
  let body;
  if (list.isPending)
    body = (
      <ul className="space-y-2 p-3" aria-busy="true" aria-label={t('list.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="h-16 animate-pulse rounded-lg bg-slate-100" />
        ))}
      </ul>
    );
  else if (list.isError)
    body = (
      <div className="p-3">
        <Notice tone="error">
          {chatErrorText(list.error, t('errors.generic'))}{' '}
          <button type="button" className="underline" onClick={() => void list.refetch()}>
            {t('actions.retry')}
          </button>
        </Notice>
      </div>
    );
  else if (list.data.items.length === 0)
    body = (
      <div className="p-4 text-slate-700" data-testid="chat-list-empty">
        <p className="font-medium text-slate-900">{t('list.empty')}</p>
        <p className="mt-1 text-sm">{t('list.emptyHint')}</p>
      </div>
    );
  else
    body = (
      <ul className="divide-y divide-slate-100" data-testid="chat-list">
        {list.data.items.map((item) => (
          <li key={item.uid}>
            <ChatListEntry item={item} selected={item.uid === selectedUid} locale={locale} />
          </li>
        ))}
      </ul>
    );

  return (
    <nav aria-labelledby="chat-list-heading" className="flex min-h-0 flex-1 flex-col">
      <h2 id="chat-list-heading" className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900">
        {t('list.heading')}
        {list.data && list.data.unread > 0 && (
          <span className="ml-2 rounded-full bg-brand-800 px-2 py-0.5 text-xs font-semibold text-white">
            {t('list.unreadCount', { count: list.data.unread })}
          </span>
        )}
      </h2>
      <div className="min-h-0 flex-1 overflow-y-auto">{body}</div>
    </nav>
  );
}

function ChatListEntry({
  item,
  selected,
  locale,
}: {
  item: ChatListItem;
  selected: boolean;
  locale: Locale;
}) {
  const { t } = useTranslation('chat');
  const last = item.lastMessage;
  return (
    <Link
      to={`${pageHref('chat', locale)}?chat=${encodeURIComponent(item.uid)}`}
      aria-current={selected ? 'page' : undefined}
      className="flex items-start gap-3 px-4 py-3 hover:bg-slate-50 aria-[current=page]:bg-brand-50"
      data-testid="chat-list-item"
      data-chat={item.uid}
    >
      <span
        aria-hidden
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-900"
      >
        {initialsOf(item.title)}
      </span>
      <span className="block min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span
            className={`min-w-0 truncate ${item.hasNewMessage ? 'font-bold' : 'font-medium'} text-slate-900`}
          >
            {item.title}
          </span>
          {last && (
            <time dateTime={last.createdAt} className="shrink-0 text-xs text-slate-600">
              {formatChatTime(last.createdAt, locale)}
            </time>
          )}
        </span>
        <span className="mt-0.5 flex items-center gap-2">
          <span
            className={`min-w-0 truncate text-sm ${item.hasNewMessage ? 'text-slate-900' : 'text-slate-600'}`}
          >
            {last ? `${last.isAuthor ? t('list.you') : ''}${last.content}` : t('list.noMessages')}
          </span>
          {item.status !== 'accepted' && <StatusBadge status={item.status} />}
          {item.hasNewMessage && (
            <span
              className="ml-auto h-2.5 w-2.5 shrink-0 rounded-full bg-brand-700"
              data-testid="chat-unread"
            >
              <span className="sr-only">{t('list.unread')}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Chat, ChatListItem, ChatMessage } from '../../../../core/contracts/chat';
import type { Locale } from '../../../../core/i18n/locales';
import { pageHref } from '../../../../core/routes';
import { EmailVerificationNotice } from '../../../components/email-verification/email-verification-notice';
import { ChevronLeftIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { linkClass } from '../../../components/ui/styles';
import { ApiError } from '../../../lib/api-client';
import { chatKeys } from '../../../lib/chat-live';
import { useEmailVerified } from '../../../lib/email-verification';
import { useLocale } from '../../../lib/use-locale';
import { chatOptions, olderMessages, useChatAction, useCreateChat, useSendMessage } from '../api/chat-api';
import { formatChatTime } from '../lib/chat-time';
import { messageParts } from '../lib/message-text';
import { chatErrorText } from '../lib/chat-error';
import { MessageBox } from './message-box';
import { StatusBadge } from './status-badge';

/** CHAT-23/24: the server's own text where it sent one, else the generic message. */
function useErrorText() {
  const { t } = useTranslation('chat');
  return (error: unknown) => chatErrorText(error, t('errors.generic'));
}

function BackLink() {
  const { t } = useTranslation('chat');
  const locale = useLocale();
  return (
    <Link
      to={pageHref('chat', locale)}
      className="-ml-2 inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
      data-testid="chat-back"
    >
      <ChevronLeftIcon width={20} height={20} />
      <span className="sr-only">{t('conversation.back')}</span>
    </Link>
  );
}

/** A selected chat: its messages (older ones on scrolling up), what its status allows, and the box. */
export function Conversation({
  uid,
  locale,
  joinedExisting = false,
}: {
  uid: string;
  locale: Locale;
  /** The message that opened this view went into a chat the two already had, still waiting (CHAT-14). */
  joinedExisting?: boolean;
}) {
  const { t } = useTranslation('chat');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const chat = useQuery(chatOptions(uid));
  const [older, setOlder] = useState<{ messages: ChatMessage[]; before: number | null } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const action = useChatAction(uid);
  const send = useSendMessage(uid);
  const verified = useEmailVerified();

  // Showing the latest messages marks them read: the list's marker and the unread count follow.
  const shownAt = chat.dataUpdatedAt;
  useEffect(() => {
    if (shownAt) void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
  }, [shownAt, queryClient]);

  if (chat.isPending)
    return (
      <p role="status" className="p-6 text-slate-600">
        {t('conversation.loading')}
      </p>
    );
  if (chat.isError)
    return (
      <div className="p-4">
        <BackLink />
        <Notice tone="error">
          {chat.error instanceof ApiError && chat.error.status === 404
            ? t('errors.notFound')
            : errorText(chat.error)}
        </Notice>
      </div>
    );

  const data = chat.data;
  const before = older ? older.before : data.olderBefore;
  const messages = older ? mergeMessages(older.messages, data.messages) : data.messages;
  async function loadOlder() {
    if (before === null || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await olderMessages(uid, before);
      setOlder((current) => ({
        messages: mergeMessages(page.messages, current?.messages ?? []),
        before: page.olderBefore,
      }));
    } finally {
      setLoadingOlder(false);
    }
  }

  return (
    <section
      aria-labelledby="conversation-title"
      className="flex min-h-0 flex-1 flex-col"
      data-testid="conversation"
    >
      <header className="flex items-center gap-2 border-b border-slate-200 px-4 py-2">
        <BackLink />
        <h2 id="conversation-title" className="min-w-0 flex-1 truncate font-semibold text-slate-900">
          {data.title}
        </h2>
        <StatusBadge status={data.status} />
        <Button
          variant="small"
          onClick={() => action.mutate(data.blockedByYou ? 'unblock' : 'block')}
          busy={action.isPending}
          data-testid={data.blockedByYou ? 'chat-unblock' : 'chat-block'}
        >
          {data.blockedByYou ? t('blocked.unblock') : t('blocked.block')}
        </Button>
      </header>
      <MessageList
        messages={messages}
        locale={locale}
        hasOlder={before !== null}
        loadingOlder={loadingOlder}
        onLoadOlder={() => void loadOlder()}
        label={t('conversation.label', { name: data.title })}
      />
      <div className="space-y-3 border-t border-slate-200 p-3">
        {joinedExisting && data.status === 'pending' && (
          <Notice tone="info" testId="chat-exists">
            {t('pending.exists')}
          </Notice>
        )}
        <ChatState chat={data} />
        {action.isError && <Notice tone="error">{errorText(action.error)}</Notice>}
        {data.actionable && (
          <div className="flex flex-wrap gap-2" data-testid="chat-answer">
            <Button onClick={() => action.mutate('accept')} busy={action.isPending} data-testid="chat-accept">
              {t('pending.accept')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => action.mutate('reject')}
              busy={action.isPending}
              data-testid="chat-reject"
            >
              {t('pending.reject')}
            </Button>
          </div>
        )}
        {verified === false && <EmailVerificationNotice />}
        <MessageBox
          disabled={!data.canSend}
          error={send.isError ? errorText(send.error) : null}
          onSend={async (message) => {
            send.reset();
            await send.mutateAsync(message);
          }}
        />
      </div>
    </section>
  );
}

/** What the chat's status and blocks mean for the member (A §4 "Chat status"). */
function ChatState({ chat }: { chat: Chat }) {
  const { t } = useTranslation('chat');
  const name = chat.participant.firstname || chat.title;
  if (chat.status === 'rejected')
    return (
      <Notice tone="warning" testId="chat-rejected">
        {t('rejected')}
      </Notice>
    );
  if (chat.blockedByYou)
    return (
      <Notice tone="info" testId="chat-blocked">
        {t('blocked.byYou', { name })}
      </Notice>
    );
  if (chat.status === 'pending')
    return chat.actionable ? (
      <Notice tone="info" testId="chat-invitation">
        {t('pending.invitation', { name })}
      </Notice>
    ) : (
      <Notice tone="info" testId="chat-awaiting">
        {t('pending.awaiting', { name })}
      </Notice>
    );
  if (!chat.canSend)
    return (
      <Notice tone="info" testId="chat-unavailable">
        {t('blocked.unavailable')}
      </Notice>
    );
  return null;
}

function mergeMessages(first: ChatMessage[], second: ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of [...first, ...second]) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The conversation, oldest first. It follows new messages while the member is at the bottom; reaching the
 * top loads the page before (the button does the same for keyboards), keeping the place in view.
 */
function MessageList({
  messages,
  locale,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  label,
}: {
  messages: ChatMessage[];
  locale: Locale;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
  label: string;
}) {
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;
  const heightBefore = useRef<{ firstId: number | undefined; height: number }>({ firstId, height: 0 });

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const previous = heightBefore.current;
    if (previous.firstId !== undefined && firstId !== previous.firstId && previous.height > 0)
      element.scrollTop += element.scrollHeight - previous.height; // older messages above: keep the place
    else if (atBottom.current) element.scrollTop = element.scrollHeight;
    heightBefore.current = { firstId, height: element.scrollHeight };
  }, [firstId, lastId]);

  useEffect(() => {
    const element = top.current;
    if (!element || !hasOlder || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadOlder();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasOlder, onLoadOlder]);

  return (
    <div
      ref={scroller}
      className="min-h-0 flex-1 overflow-y-auto px-4 py-3"
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
      }}
      data-testid="chat-messages"
    >
      <div ref={top} className="flex justify-center pb-2">
        {hasOlder ? (
          <Button variant="text" onClick={onLoadOlder} busy={loadingOlder} data-testid="chat-older">
            {loadingOlder ? t('conversation.loadingOlder') : t('conversation.loadOlder')}
          </Button>
        ) : (
          <p className="text-xs text-slate-600">{t('conversation.start')}</p>
        )}
      </div>
      <div role="log" aria-label={label}>
        <ol className="space-y-2">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} locale={locale} />
          ))}
        </ol>
      </div>
    </div>
  );
}

function MessageBubble({ message, locale }: { message: ChatMessage; locale: Locale }) {
  const { t } = useTranslation('chat');
  const author = `${message.author.firstname} ${message.author.lastname}`.trim();
  return (
    <li
      className={`flex ${message.isAuthor ? 'justify-end' : 'justify-start'}`}
      data-testid="chat-message"
      data-author={message.isAuthor ? 'me' : 'them'}
    >
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 shadow-sm sm:max-w-[70%] ${
          message.isAuthor
            ? 'rounded-br-sm bg-brand-800 text-white'
            : 'rounded-bl-sm bg-slate-100 text-slate-900'
        }`}
      >
        <span className="sr-only">{message.isAuthor ? t('message.you') : author}: </span>
        <p className="break-words whitespace-pre-wrap" data-testid="chat-message-text">
          {messageParts(message.content).map((part, index) =>
            'href' in part ? (
              <a
                key={index}
                href={part.href}
                target="_blank"
                rel="noopener noreferrer nofollow ugc"
                className="underline underline-offset-2"
              >
                {part.text}
              </a>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </p>
        <time
          dateTime={message.createdAt}
          className={`mt-1 block text-right text-xs ${message.isAuthor ? 'text-brand-50' : 'text-slate-600'}`}
        >
          {formatChatTime(message.createdAt, locale)}
        </time>
      </div>
    </li>
  );
}

/**
 * `?receiver=`: a conversation that does not exist yet. The first message creates the chat as a request
 * (CHAT-13); where the two already have one, the message joins it (`reason: 'exists'`) and, while it still
 * waits, a notice says so (CHAT-14).
 */
export function NewConversation({
  receiver,
  existing,
  isSelf,
  onCreated,
}: {
  receiver: number | 'invalid';
  /** The chat the member already has with the receiver, if any. */
  existing: ChatListItem | undefined;
  isSelf: boolean;
  /** `joinedExisting`: the two already had a chat, still waiting, and the message joined it. */
  onCreated(uid: string, joinedExisting: boolean): void;
}) {
  const { t } = useTranslation('chat');
  const errorText = useErrorText();
  const create = useCreateChat();
  const verified = useEmailVerified();
  const locale = useLocale();
  const invalid = receiver === 'invalid' || isSelf;

  return (
    <section
      aria-labelledby="new-conversation-title"
      className="flex min-h-0 flex-1 flex-col"
      data-testid="new-conversation"
    >
      <header className="flex items-center gap-2 border-b border-slate-200 px-4 py-2">
        <BackLink />
        <h2 id="new-conversation-title" className="flex-1 py-1.5 font-semibold text-slate-900">
          {t('conversation.newTitle')}
        </h2>
      </header>
      <div className="min-h-0 flex-1 space-y-3 overflow-y-auto p-4 text-slate-700">
        <p>{t('conversation.newHint')}</p>
        {existing && (
          <p data-testid="chat-existing">
            {t('conversation.existing', { name: existing.title })}{' '}
            <Link
              to={`${pageHref('chat', locale)}?chat=${encodeURIComponent(existing.uid)}`}
              className={linkClass}
            >
              {t('conversation.openExisting')}
            </Link>
          </p>
        )}
      </div>
      <div className="space-y-3 border-t border-slate-200 p-3">
        {invalid && <Notice tone="error">{isSelf ? t('errors.self') : t('errors.invalidReceiver')}</Notice>}
        {verified === false && <EmailVerificationNotice />}
        <MessageBox
          disabled={invalid}
          error={create.isError ? errorText(create.error) : null}
          onSend={async (message) => {
            if (typeof receiver !== 'number') return;
            create.reset();
            const answer = await create.mutateAsync({ receiver, message });
            if (answer.chat)
              onCreated(answer.chat.uid, answer.reason === 'exists' && answer.chat.status === 'pending');
          }}
        />
      </div>
    </section>
  );
}

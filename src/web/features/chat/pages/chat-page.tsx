import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { ChatListItem } from '../../../../core/contracts/chat';
import { chatKeys, chatListOptions, useChatEvents } from '../../../lib/chat-live';
import { useCurrentUser } from '../../../lib/session';
import { useLocale } from '../../../lib/use-locale';
import { ChatList } from '../components/chat-list';
import { Conversation, NewConversation } from '../components/conversation';

/** `?receiver=` as a member id, or null when absent; `invalid` when it names no member id at all. */
function receiverOf(value: string | null): number | 'invalid' | null {
  if (value === null) return null;
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 'invalid';
}

/**
 * The chat page (A §2 "Chat", issue 15 A1): the member's chats on the left, the selected conversation with
 * its message box on the right; below 768 px they are two screens, the conversation with a back link.
 * `?chat=<uid>` selects a chat, `?receiver=<member id>` starts one (the first message creates it); both are
 * shareable. News arrives over the live stream: the list and the open chat reload when it concerns them.
 */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const locale = useLocale();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const joinedExisting =
    (useLocation().state as { joinedExisting?: boolean } | null)?.joinedExisting === true;
  const selectedUid = params.get('chat');
  const receiver = receiverOf(params.get('receiver'));
  const list = useQuery({ ...chatListOptions(), enabled: user !== null });

  useChatEvents((event) => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    if (event.type === 'ready') void queryClient.invalidateQueries({ queryKey: chatKeys.all });
    else void queryClient.invalidateQueries({ queryKey: chatKeys.chat(event.chat) });
  });

  // A link to write to someone the member already has a chat with says so (the message still joins it).
  const existing: ChatListItem | undefined =
    typeof receiver === 'number'
      ? list.data?.items.find((item) => item.participant.id === receiver)
      : undefined;

  const showsConversation = selectedUid !== null || receiver !== null;
  let conversation;
  if (selectedUid)
    conversation = (
      <Conversation key={selectedUid} uid={selectedUid} locale={locale} joinedExisting={joinedExisting} />
    );
  else if (receiver !== null)
    conversation = (
      <NewConversation
        receiver={receiver}
        existing={existing}
        isSelf={receiver === user?.id}
        onCreated={(uid, joined) =>
          setParams({ chat: uid }, { replace: true, state: { joinedExisting: joined } })
        }
      />
    );
  else
    conversation = (
      <div className="flex flex-1 items-center justify-center p-8 text-center text-slate-600">
        <p>{t('conversation.choose')}</p>
      </div>
    );

  return (
    <div className="mx-auto w-full max-w-6xl px-0 py-0 sm:px-4 sm:py-6">
      <h1 className="sr-only sm:not-sr-only sm:mb-4 sm:text-2xl sm:font-bold sm:text-slate-900">
        {t('title')}
      </h1>
      <div
        className="grid grid-cols-1 h-[calc(100dvh-4rem)] min-h-[26rem] overflow-hidden border-slate-200 bg-white sm:h-[calc(100dvh-11rem)] sm:rounded-xl sm:border sm:shadow-sm md:grid-cols-[20rem_minmax(0,1fr)]"
        data-testid="chat-panes"
      >
        <div
          className={`${showsConversation ? 'hidden md:flex' : 'flex'} min-h-0 min-w-0 flex-col border-slate-200 md:border-r`}
        >
          <ChatList list={list} selectedUid={selectedUid} locale={locale} />
        </div>
        <div className={`${showsConversation ? 'flex' : 'hidden md:flex'} min-h-0 min-w-0 flex-col`}>
          {conversation}
        </div>
      </div>
    </div>
  );
}

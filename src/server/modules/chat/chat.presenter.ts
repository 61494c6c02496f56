import type { Chat, ChatListItem, ChatMessage, ChatStatus } from '../../../core/contracts/chat';
import type { ChatRow, MessageRow, PersonRow } from './chat.repo';

const nameOf = (person: PersonRow) => ({ firstname: person.first_name, lastname: person.last_name });

/** Whether either participant has blocked the other, and whether the viewer has. */
export interface BlockState {
  any: boolean;
  byViewer: boolean;
}

/** What a chat is for `viewerId`: who the other one is, whether it is new, and what the viewer may do. */
function chatFields(
  chat: ChatRow,
  viewerId: number,
  other: PersonRow,
  last: MessageRow | undefined,
  blocks: BlockState,
) {
  const status = chat.status as ChatStatus;
  const readId = viewerId === chat.starter_id ? chat.starter_read_id : chat.recipient_read_id;
  return {
    uid: chat.uid,
    title: `${other.first_name} ${other.last_name}`.trim(),
    status,
    participant: { id: other.id, ...nameOf(other) },
    createdAt: chat.created_at,
    hasNewMessage: last !== undefined && last.author_id !== viewerId && last.id > readId,
    actionable: status === 'pending' && viewerId === chat.recipient_id,
    canSend: status === 'accepted' && !blocks.any,
    blockedByYou: blocks.byViewer,
  };
}

export function presentMessage(message: MessageRow, viewerId: number, author: PersonRow): ChatMessage {
  return {
    id: message.id,
    content: message.content,
    createdAt: message.created_at,
    isAuthor: message.author_id === viewerId,
    author: nameOf(author),
  };
}

export function presentListItem(
  chat: ChatRow,
  viewerId: number,
  other: PersonRow,
  last: MessageRow | undefined,
  blocks: BlockState,
): ChatListItem {
  return {
    ...chatFields(chat, viewerId, other, last, blocks),
    lastMessage: last
      ? { content: last.content, createdAt: last.created_at, isAuthor: last.author_id === viewerId }
      : null,
  };
}

/** A chat with a page of its messages (`newestFirst`, as read), shown oldest first. */
export function presentChat(
  chat: ChatRow,
  viewerId: number,
  people: { viewer: PersonRow; other: PersonRow },
  newestFirst: MessageRow[],
  olderBefore: number | null,
  unreadSince: MessageRow | undefined,
  blocks: BlockState,
): Chat {
  const authorOf = (message: MessageRow) => (message.author_id === viewerId ? people.viewer : people.other);
  return {
    ...chatFields(chat, viewerId, people.other, unreadSince, blocks),
    messages: [...newestFirst]
      .reverse()
      .map((message) => presentMessage(message, viewerId, authorOf(message))),
    olderBefore,
  };
}

import { z } from 'zod';

/** A Spec §3 "Chat" status: a new chat waits for its recipient, who accepts or rejects it. */
export const CHAT_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** Longest message (issue 15 A5): plain text, line breaks kept. */
export const MAX_CHAT_MESSAGE = 4_000;
/** Messages a chat shows at once; older ones come page by page (`before`). */
export const CHAT_MESSAGES_PAGE = 50;

const Person = z.object({ firstname: z.string(), lastname: z.string() });

/** A Spec §3 "Message". */
export const ChatMessage = z.object({
  id: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  isAuthor: z.boolean(),
  author: Person,
});
export type ChatMessage = z.infer<typeof ChatMessage>;

const ChatFields = {
  uid: z.string(),
  title: z.string(),
  status: z.enum(CHAT_STATUSES),
  /** The other participant. */
  participant: Person.extend({ id: z.number().int() }),
  createdAt: z.string(),
  /** A message from the other participant the caller has not seen yet. */
  hasNewMessage: z.boolean(),
  /** The caller may accept or reject it (the recipient of a pending chat). */
  actionable: z.boolean(),
  canSend: z.boolean(),
  /** The caller has blocked the other participant (beyond the spec): neither can write until unblocked. */
  blockedByYou: z.boolean(),
};

/** A Spec §3 "Chat" with the latest messages, oldest first; `olderBefore` asks for the page before them. */
export const Chat = z.object({
  ...ChatFields,
  messages: z.array(ChatMessage),
  olderBefore: z.number().int().nullable(),
});
export type Chat = z.infer<typeof Chat>;

/** A chat in the list: its last message instead of the conversation. */
export const ChatListItem = z.object({
  ...ChatFields,
  lastMessage: z.object({ content: z.string(), createdAt: z.string(), isAuthor: z.boolean() }).nullable(),
});
export type ChatListItem = z.infer<typeof ChatListItem>;

export const ChatListResponse = z.object({ items: z.array(ChatListItem), unread: z.number().int() });
export const ChatUidParams = z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{16}$/, 'notFound') });
export const ChatShowQuery = z.object({ before: z.coerce.number().int().positive().optional() });
export const ChatShowResponse = z.object({ chat: Chat });

const MessageText = z
  .string()
  .transform((text) => text.replace(/\r\n?/g, '\n').trim())
  .pipe(z.string().min(1, 'chatMessageEmpty').max(MAX_CHAT_MESSAGE, 'chatMessageTooLong'));

export const ChatSendRequest = z.object({ message: MessageText });
export const ChatSendResponse = z.object({
  success: z.boolean(),
  message: ChatMessage.nullable(),
  error: z.string().nullable(),
});

export const ChatCreateRequest = z.object({
  message: MessageText,
  // Up to the largest id the databases hold: a larger one is no member (PostgreSQL would refuse the query).
  receiver: z.coerce.number().int().positive().max(2_147_483_647),
});
/**
 * `reason: 'exists'` when the two already have a chat: the message went into it (an accepted one), or joined
 * the waiting request (a pending one); `chat` is that chat.
 */
export const ChatCreateResponse = z.object({
  success: z.boolean(),
  chat: Chat.nullable(),
  reason: z.enum(['exists']).nullable(),
  error: z.string().nullable(),
});

/**
 * What the live stream (`GET /api/chats/stream`, Server-Sent Events) sends a member; each event's SSE id is
 * the cursor to resume from (Last-Event-ID). `ready` opens a stream and names where it starts; `message`
 * carries a new message of one of the member's chats; `chat` says a chat's status or blocks changed.
 */
export const ChatStreamMessage = z.object({ chat: z.string(), message: ChatMessage });
export const ChatStreamChange = z.object({ chat: z.string(), status: z.enum(CHAT_STATUSES) });
export { CHAT_STREAM_EVENTS, type ChatStreamEvent } from './chat-stream-events';

import { randomBytes } from 'node:crypto';
import {
  CHAT_MESSAGES_PAGE,
  type Chat,
  type ChatListItem,
  type ChatMessage,
  type ChatStatus,
  type ChatStreamEvent,
} from '../../../core/contracts/chat';
import type { LiveBus } from '../../lib/live-bus';
import { ConflictError, ForbiddenError, NotFoundError, RateLimitError, ValidationError } from '../../errors';
import { presentChat, presentListItem, presentMessage, type BlockState } from './chat.presenter';
import type { ChatEventRow, ChatRepo, ChatRow, PersonRow } from './chat.repo';

const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
/** 16 URL-safe characters: a chat's address gives nothing away and cannot be guessed. */
const newUid = () => randomBytes(12).toString('base64url');

/** Whether either of the two has blocked the other, and whether the viewer has, from the viewer's blocks. */
function blocksBetween(
  blocks: ReadonlyArray<{ blocker_id: number; blocked_id: number }>,
  viewerId: number,
  otherId: number,
): BlockState {
  const between = blocks.filter((b) => b.blocker_id === otherId || b.blocked_id === otherId);
  return { any: between.length > 0, byViewer: between.some((b) => b.blocker_id === viewerId) };
}

/**
 * The chat rules (issue 15 A2, A3): only its two participants see a chat (anyone else gets 404); a new chat
 * waits for its recipient, who alone accepts or rejects it; messages go into accepted chats only; nobody
 * writes to a rejected chat or chats with themselves.
 */
/** A stored event as the stream sends it to `viewerId`. */
function presentEvent(row: ChatEventRow, viewerId: number): ChatStreamEvent {
  if (row.message_id === null || row.author_id === null)
    return { id: row.id, type: 'chat', chat: row.uid, status: row.status as ChatStatus };
  return {
    id: row.id,
    type: 'message',
    chat: row.uid,
    message: {
      id: row.message_id,
      content: row.content ?? '',
      createdAt: row.created_at ?? '',
      isAuthor: row.author_id === viewerId,
      author: { firstname: row.first_name ?? '', lastname: row.last_name ?? '' },
    },
  };
}

/** The notifications module's port (issue 19 A5): a member is invited to a chat, or their invitation accepted. */
export type ChatNotify = (
  userId: number,
  kind: 'chat_invitation' | 'chat_invitation_accepted',
  params: { name: string; chat: string },
) => Promise<void>;

export function createChatService(
  repo: ChatRepo,
  limits: { newPerDay: number; messagesPerMinute: number },
  bus: LiveBus,
  now: () => Date = () => new Date(),
  notify: ChatNotify = async () => undefined,
) {
  const stamp = () => now().toISOString();
  /**
   * Tells `to` what `from` did in the chat, by `from`'s name. It never fails the chat's own call: `notify` does
   * not throw, and a failed look-up of the name skips the notice.
   */
  async function notice(to: number, from: number, kind: Parameters<ChatNotify>[1], chat: ChatRow) {
    const person = await repo.person(from).catch(() => undefined);
    if (person)
      await notify(to, kind, { name: `${person.first_name} ${person.last_name}`.trim(), chat: chat.uid });
  }
  const tell = (chat: ChatRow) => bus.announce([chat.starter_id, chat.recipient_id]);
  const ago = (ms: number) => new Date(now().getTime() - ms).toISOString();

  const blockState = async (viewerId: number, otherId: number) =>
    blocksBetween(await repo.blocksInvolving(viewerId), viewerId, otherId);

  /**
   * A member blocked by the other (or blocking them) cannot write to them; the answer is neutral, as a
   * block is not announced.
   */
  async function mayWrite(viewerId: number, otherId: number): Promise<void> {
    if ((await blockState(viewerId, otherId)).any)
      throw new ForbiddenError('chatUnavailable', 'chat_unavailable');
    if ((await repo.writtenSince(viewerId, ago(60_000))) >= limits.messagesPerMinute)
      throw new RateLimitError('chatTooManyMessages');
  }
  const otherOf = (chat: ChatRow, userId: number) =>
    userId === chat.starter_id ? chat.recipient_id : chat.starter_id;

  /** The chat, if `userId` takes part in it; else, as for a chat that does not exist, 404. */
  async function participantChat(userId: number, uid: string): Promise<ChatRow> {
    const chat = await repo.byUid(uid);
    if (!chat || (chat.starter_id !== userId && chat.recipient_id !== userId)) throw new NotFoundError();
    return chat;
  }

  async function peopleOf(chat: ChatRow, viewerId: number) {
    const otherId = viewerId === chat.starter_id ? chat.recipient_id : chat.starter_id;
    const [viewer, other] = await Promise.all([repo.person(viewerId), repo.person(otherId)]);
    if (!viewer || !other) throw new NotFoundError();
    return { viewer, other };
  }

  /** The chat with its latest messages (or those before `before`); seeing the latest marks them read. */
  async function view(chat: ChatRow, viewerId: number, before?: number): Promise<Chat> {
    const people = await peopleOf(chat, viewerId);
    const rows = await repo.messages(chat.id, CHAT_MESSAGES_PAGE + 1, before);
    const page = rows.slice(0, CHAT_MESSAGES_PAGE);
    const olderBefore = rows.length > CHAT_MESSAGES_PAGE ? page.at(-1)!.id : null;
    const newest = before === undefined ? page[0] : undefined;
    const seen = { ...chat };
    if (newest) {
      await repo.markRead(chat, viewerId, newest.id);
      if (viewerId === chat.starter_id) seen.starter_read_id = newest.id;
      else seen.recipient_read_id = newest.id;
    }
    // The latest page begins with the chat's last message; an older page does not.
    const last = newest ?? (await repo.lastMessages([chat.id])).get(chat.id);
    const blocks = await blockState(viewerId, people.other.id);
    return presentChat(seen, viewerId, people, page, olderBefore, last, blocks);
  }

  return {
    async list(userId: number): Promise<{ items: ChatListItem[]; unread: number }> {
      const chats = await repo.listFor(userId);
      const others = chats.map((chat) => (chat.starter_id === userId ? chat.recipient_id : chat.starter_id));
      const [people, last, blocks] = await Promise.all([
        repo.people([...new Set(others)]),
        repo.lastMessages(chats.map((chat) => chat.id)),
        repo.blocksInvolving(userId),
      ]);
      const byId = new Map<number, PersonRow>(people.map((person) => [person.id, person]));
      const items = chats.flatMap((chat, i) => {
        const other = byId.get(others[i]!);
        if (!other) return [];
        return [
          presentListItem(chat, userId, other, last.get(chat.id), blocksBetween(blocks, userId, other.id)),
        ];
      });
      return { items, unread: items.filter((item) => item.hasNewMessage).length };
    },

    show: async (userId: number, uid: string, before?: number) =>
      view(await participantChat(userId, uid), userId, before),

    /**
     * The first message to someone opens a pending chat. Where the two already have one (`reason: 'exists'`)
     * the message is not lost: it goes into an accepted chat, joins the request of a pending one its sender
     * started, and a reply from the recipient of a pending request accepts it; only a rejected chat refuses it.
     */
    async create(
      userId: number,
      receiverId: number,
      content: string,
    ): Promise<{ chat: Chat; reason: 'exists' | null }> {
      if (receiverId === userId)
        throw new ValidationError({ receiver: 'chatWithYourself' }, 'chatWithYourself');
      if (!(await repo.person(receiverId))) throw new NotFoundError('chatReceiverNotFound');
      await mayWrite(userId, receiverId);
      const key = pairKey(userId, receiverId);
      let existing = await repo.byPair(key);
      if (!existing && (await repo.startedSince(userId, ago(86_400_000))) >= limits.newPerDay)
        throw new RateLimitError('chatTooManyNew');
      if (!existing) {
        try {
          await repo.create(
            { uid: newUid(), pairKey: key, starterId: userId, recipientId: receiverId },
            content,
            stamp(),
          );
          const created = (await repo.byPair(key))!;
          tell(created);
          await notice(receiverId, userId, 'chat_invitation', created);
          return { chat: await view(created, userId), reason: null };
        } catch (error) {
          // Both started it at once: the other create won, and this message joins that chat.
          existing = await repo.byPair(key);
          if (!existing) throw error;
        }
      }
      if (existing.status === 'rejected') throw new ForbiddenError('chatRejected', 'chat_rejected');
      const accepts =
        existing.status === 'pending' &&
        existing.recipient_id === userId &&
        (await repo.answer(existing, 'accepted', stamp()));
      await repo.addMessage(existing, userId, content, stamp());
      tell(existing);
      if (accepts) await notice(existing.starter_id, userId, 'chat_invitation_accepted', existing);
      return { chat: await view((await repo.byUid(existing.uid))!, userId), reason: 'exists' };
    },

    async send(userId: number, uid: string, content: string): Promise<ChatMessage> {
      const chat = await participantChat(userId, uid);
      if (chat.status === 'rejected') throw new ForbiddenError('chatRejected', 'chat_rejected');
      if (chat.status === 'pending') throw new ConflictError('chatPending');
      await mayWrite(userId, otherOf(chat, userId));
      const message = await repo.addMessage(chat, userId, content, stamp());
      tell(chat);
      const author = await repo.person(userId);
      if (!author) throw new NotFoundError();
      return presentMessage(message, userId, author);
    },

    /** The recipient's answer to a pending chat; anyone else, or a chat already answered, gets 403. */
    async answer(userId: number, uid: string, status: 'accepted' | 'rejected'): Promise<Chat> {
      const chat = await participantChat(userId, uid);
      const actionable = chat.status === 'pending' && chat.recipient_id === userId;
      if (!actionable || !(await repo.answer(chat, status, stamp())))
        throw new ForbiddenError('chatNotActionable', 'chat_not_actionable');
      tell(chat);
      if (status === 'accepted') await notice(chat.starter_id, userId, 'chat_invitation_accepted', chat);
      return view((await repo.byUid(uid))!, userId);
    },

    /** Blocks (or unblocks) the chat's other participant; the chat stays readable for both. */
    async setBlock(userId: number, uid: string, blocked: boolean): Promise<Chat> {
      const chat = await participantChat(userId, uid);
      await repo.setBlock(chat, userId, blocked, stamp());
      tell(chat);
      return view(chat, userId);
    },

    /** Whether the two members have a chat and it is accepted (what a specialist's assignments need, issue 17 A7). */
    async isAcceptedBetween(userA: number, userB: number): Promise<boolean> {
      if (userA === userB) return false;
      return (await repo.byPair(pairKey(userA, userB)))?.status === ('accepted' satisfies ChatStatus);
    },

    /** The members a member has an accepted chat with, and that chat, the most recently active first. */
    async acceptedPartners(userId: number): Promise<Array<{ userId: number; chatUid: string }>> {
      return (await repo.acceptedFor(userId)).map((chat) => ({
        userId: chat.starter_id === userId ? chat.recipient_id : chat.starter_id,
        chatUid: chat.uid,
      }));
    },

    /** Where a new live stream of a member starts: after their latest event. */
    streamStart: (userId: number) => repo.lastEventId(userId),

    /** A member's events after `after`, oldest first, at most `limit`. */
    async eventsAfter(userId: number, after: number, limit: number): Promise<ChatStreamEvent[]> {
      const rows = await repo.eventsAfter(userId, after, limit);
      return rows.map((row) => presentEvent(row, userId));
    },

    /** Forgets events older than `maxAgeMs`: a page away that long reloads its chats when it returns. */
    pruneEvents: (maxAgeMs: number) => repo.pruneEvents(ago(maxAgeMs)),
  };
}

export type ChatService = ReturnType<typeof createChatService>;

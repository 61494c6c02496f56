import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ChatStatus } from '../../../core/contracts/chat';
import type { ChatMessagesTable, ChatsTable, DB } from '../../db/schema';

export type ChatRow = Selectable<ChatsTable>;
export type MessageRow = Selectable<ChatMessagesTable>;
export interface PersonRow {
  id: number;
  first_name: string;
  last_name: string;
}

/** A row of news of a chat for each of its two members, written with the change itself. */
function recordEvents(
  trx: Kysely<DB> | Transaction<DB>,
  chat: { id: number; starter_id: number; recipient_id: number },
  messageId: number | null,
  now: string,
) {
  return trx
    .insertInto('chat_events')
    .values(
      [chat.starter_id, chat.recipient_id].map((userId) => ({
        user_id: userId,
        chat_id: chat.id,
        message_id: messageId,
        created_at: now,
      })),
    )
    .execute();
}

/** A member's news after an event id, with what a stream sends of it. */
export interface ChatEventRow {
  id: number;
  uid: string;
  status: string;
  message_id: number | null;
  content: string | null;
  created_at: string | null;
  author_id: number | null;
  first_name: string | null;
  last_name: string | null;
}

/** The chats' SQL; the service decides who may see and change what. */
export function createChatRepo(db: Kysely<DB>) {
  return {
    person: (id: number): Promise<PersonRow | undefined> =>
      db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name'])
        .where('id', '=', id)
        .executeTakeFirst(),

    people: (ids: number[]): Promise<PersonRow[]> =>
      ids.length
        ? db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', ids).execute()
        : Promise.resolve([]),

    byUid: (uid: string) => db.selectFrom('chats').selectAll().where('uid', '=', uid).executeTakeFirst(),

    byPair: (pairKey: string) =>
      db.selectFrom('chats').selectAll().where('pair_key', '=', pairKey).executeTakeFirst(),

    /** A member's accepted chats, the most recently active first (a specialist's clients, issue 17 A7). */
    acceptedFor: (userId: number) =>
      db
        .selectFrom('chats')
        .select(['uid', 'starter_id', 'recipient_id'])
        .where('status', '=', 'accepted' satisfies ChatStatus)
        .where((eb) => eb.or([eb('starter_id', '=', userId), eb('recipient_id', '=', userId)]))
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    /** Every chat of a member, the most recently active first. */
    listFor: (userId: number) =>
      db
        .selectFrom('chats')
        .selectAll()
        .where((eb) => eb.or([eb('starter_id', '=', userId), eb('recipient_id', '=', userId)]))
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    /** A new pending chat and its first message, together. */
    create: (
      chat: { uid: string; pairKey: string; starterId: number; recipientId: number },
      content: string,
      now: string,
    ) =>
      db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('chats')
          .values({
            uid: chat.uid,
            pair_key: chat.pairKey,
            starter_id: chat.starterId,
            recipient_id: chat.recipientId,
            status: 'pending' satisfies ChatStatus,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const message = await trx
          .insertInto('chat_messages')
          .values({ chat_id: id, author_id: chat.starterId, content, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.updateTable('chats').set({ starter_read_id: message.id }).where('id', '=', id).execute();
        await recordEvents(
          trx,
          { id, starter_id: chat.starterId, recipient_id: chat.recipientId },
          message.id,
          now,
        );
        return id;
      }),

    /** A message, the chat's last activity and the author's read mark, together. */
    addMessage: (chat: ChatRow, authorId: number, content: string, now: string) =>
      db.transaction().execute(async (trx) => {
        const message = await trx
          .insertInto('chat_messages')
          .values({ chat_id: chat.id, author_id: authorId, content, created_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        const read = authorId === chat.starter_id ? 'starter_read_id' : 'recipient_read_id';
        await trx
          .updateTable('chats')
          .set({ updated_at: now, [read]: message.id })
          .where('id', '=', chat.id)
          .execute();
        await recordEvents(trx, chat, message.id, now);
        return message;
      }),

    /** Up to `limit` messages before the id `before` (all when absent), newest first. */
    messages: (chatId: number, limit: number, before?: number) => {
      let query = db.selectFrom('chat_messages').selectAll().where('chat_id', '=', chatId);
      if (before !== undefined) query = query.where('id', '<', before);
      return query.orderBy('id', 'desc').limit(limit).execute();
    },

    /** The last message of each chat. */
    async lastMessages(chatIds: number[]): Promise<Map<number, MessageRow>> {
      if (chatIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('chat_messages')
        .selectAll()
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('chat_messages')
            .select((m) => m.fn.max('id').as('id'))
            .where('chat_id', 'in', chatIds)
            .groupBy('chat_id'),
        )
        .execute();
      return new Map(rows.map((row) => [row.chat_id, row]));
    },

    markRead: (chat: ChatRow, userId: number, lastId: number) =>
      db
        .updateTable('chats')
        .set(userId === chat.starter_id ? { starter_read_id: lastId } : { recipient_read_id: lastId })
        .where('id', '=', chat.id)
        .execute(),

    /** The blocks a member made or is subject to. */
    blocksInvolving: (userId: number) =>
      db
        .selectFrom('user_blocks')
        .select(['blocker_id', 'blocked_id'])
        .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
        .execute(),

    /** Blocks or unblocks the other member of `chat`; both are told (their pages' boxes change). */
    setBlock: (chat: ChatRow, blockerId: number, blocked: boolean, now: string) =>
      db.transaction().execute(async (trx) => {
        const blockedId = blockerId === chat.starter_id ? chat.recipient_id : chat.starter_id;
        if (blocked)
          await trx
            .insertInto('user_blocks')
            .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
            .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
            .execute();
        else
          await trx
            .deleteFrom('user_blocks')
            .where('blocker_id', '=', blockerId)
            .where('blocked_id', '=', blockedId)
            .execute();
        await recordEvents(trx, chat, null, now);
      }),

    /** The latest event id of a member (0 before any): where a new stream starts. */
    async lastEventId(userId: number): Promise<number> {
      const row = await db
        .selectFrom('chat_events')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },

    /** Up to `limit` events of a member after the id `after`, oldest first. */
    eventsAfter: (userId: number, after: number, limit: number): Promise<ChatEventRow[]> =>
      db
        .selectFrom('chat_events as e')
        .innerJoin('chats as c', 'c.id', 'e.chat_id')
        .leftJoin('chat_messages as m', 'm.id', 'e.message_id')
        .leftJoin('users as a', 'a.id', 'm.author_id')
        .select([
          'e.id',
          'c.uid',
          'c.status',
          'e.message_id',
          'm.content',
          'm.created_at',
          'm.author_id',
          'a.first_name',
          'a.last_name',
        ])
        .where('e.user_id', '=', userId)
        .where('e.id', '>', after)
        .orderBy('e.id')
        .limit(limit)
        .execute(),

    /** Forgets events older than an instant (a page away that long reloads the chats instead). */
    async pruneEvents(before: string): Promise<void> {
      await db.deleteFrom('chat_events').where('created_at', '<', before).execute();
    },

    /** Chats a member started, and messages they wrote, since an instant (the per-member limits). */
    async startedSince(userId: number, since: string): Promise<number> {
      const row = await db
        .selectFrom('chats')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('starter_id', '=', userId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async writtenSince(userId: number, since: string): Promise<number> {
      const row = await db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('author_id', '=', userId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Moves a pending chat on; false where it was no longer pending (a concurrent answer won). */
    answer: (chat: ChatRow, status: Exclude<ChatStatus, 'pending'>, now: string): Promise<boolean> =>
      db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('chats')
          .set({ status, updated_at: now })
          .where('id', '=', chat.id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await recordEvents(trx, chat, null, now);
        return true;
      }),
  };
}

export type ChatRepo = ReturnType<typeof createChatRepo>;

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chat, ChatCreateResponse, ChatListResponse, ChatSendResponse } from '../../../core/contracts/chat';
import { registerUser, type SignedIn } from '../../testing/auth-helpers';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app';

interface Member extends SignedIn {
  id: number;
}

describe.each(TEST_DIALECTS)('chat API on %s (issue 15 A2, A3, A5)', (dialect) => {
  let t: TestApp;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  async function member(firstname: string): Promise<Member> {
    serial += 1;
    const signedIn = await registerUser(t.app, {
      firstname,
      lastname: 'Test',
      email: `chat-${serial}@example.com`,
    });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: signedIn.headers,
    });
    return { ...signedIn, id: session.json<{ user: { id: number } }>().user.id };
  }
  const call = (who: Member | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url,
      headers: { ...(who?.headers ?? {}), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const create = (who: Member, receiver: number | string, message: string) =>
    call(who, 'POST', '/api/chats', { receiver, message });
  const show = (who: Member, uid: string, query = '') => call(who, 'GET', `/api/chats/${uid}${query}`);
  const send = (who: Member, uid: string, message: string) =>
    call(who, 'POST', `/api/chats/${uid}/messages`, { message });
  const list = async (who: Member) => ChatListResponse.parse((await call(who, 'GET', '/api/chats')).json());
  /** The chat as its starter sees it, straight from the database: status and every message. */
  const stored = async (uid: string) => {
    const chat = await t.app.database.db
      .selectFrom('chats')
      .selectAll()
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    const messages = await t.app.database.db
      .selectFrom('chat_messages')
      .select(['author_id', 'content'])
      .where('chat_id', '=', chat.id)
      .orderBy('id')
      .execute();
    return { status: chat.status, messages };
  };
  async function opened(from: Member, to: Member, message = 'Hello!'): Promise<string> {
    const res = await create(from, to.id, message);
    expect(res.statusCode, res.body).toBe(200);
    return ChatCreateResponse.parse(res.json()).chat!.uid;
  }

  it('[CHAT-04] [CHAT-06] [CHAT-16] [CHAT-17] [CHAT-20] the first message opens a pending chat; the recipient sees it as new and actionable, accepts, and both write', async () => {
    const anna = await member('Anna');
    const ben = await member('Ben');
    const created = ChatCreateResponse.parse(
      (await create(anna, ben.id, '  Hi Ben,\nshall we plan?  ')).json(),
    );
    expect(created).toMatchObject({ success: true, reason: null, error: null });
    const chat = created.chat!;
    expect(chat).toMatchObject({
      status: 'pending',
      title: 'Ben Test',
      participant: { id: ben.id, firstname: 'Ben', lastname: 'Test' },
      actionable: false,
      canSend: false,
      hasNewMessage: false,
    });
    expect(chat.uid).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(chat.messages).toEqual([
      expect.objectContaining({
        content: 'Hi Ben,\nshall we plan?',
        isAuthor: true,
        author: { firstname: 'Anna', lastname: 'Test' },
      }),
    ]);

    const benList = await list(ben);
    expect(benList.unread).toBe(1);
    expect(benList.items).toEqual([
      expect.objectContaining({
        uid: chat.uid,
        title: 'Anna Test',
        hasNewMessage: true,
        actionable: true,
        canSend: false,
        lastMessage: expect.objectContaining({ content: 'Hi Ben,\nshall we plan?', isAuthor: false }),
      }),
    ]);
    const seen = Chat.parse((await show(ben, chat.uid)).json().chat);
    expect(seen.messages[0]).toMatchObject({ isAuthor: false, author: { firstname: 'Anna' } });
    expect((await list(ben)).unread).toBe(0);

    const accepted = Chat.parse((await call(ben, 'POST', `/api/chats/${chat.uid}/accept`)).json().chat);
    expect(accepted).toMatchObject({ status: 'accepted', actionable: false, canSend: true });
    const reply = ChatSendResponse.parse((await send(ben, chat.uid, 'Yes, gladly.')).json());
    expect(reply).toMatchObject({
      success: true,
      error: null,
      message: { content: 'Yes, gladly.', isAuthor: true },
    });
    expect((await list(anna)).items[0]).toMatchObject({ hasNewMessage: true, canSend: true });
    expect((await send(anna, chat.uid, 'Great!')).statusCode).toBe(200);
    const conversation = Chat.parse((await show(anna, chat.uid)).json().chat);
    expect(conversation.messages.map((m) => [m.content, m.isAuthor])).toEqual([
      ['Hi Ben,\nshall we plan?', true],
      ['Yes, gladly.', false],
      ['Great!', true],
    ]);
  });

  it('[CHAT-21] a rejected chat takes no message from either side, nor a new create', async () => {
    const carl = await member('Carl');
    const dora = await member('Dora');
    const uid = await opened(carl, dora);
    const rejected = Chat.parse((await call(dora, 'POST', `/api/chats/${uid}/reject`)).json().chat);
    expect(rejected).toMatchObject({ status: 'rejected', canSend: false, actionable: false });
    for (const [who, res] of [
      [carl, await send(carl, uid, 'Please?')],
      [dora, await send(dora, uid, 'No.')],
      [carl, await create(carl, dora.id, 'Again?')],
    ] as const) {
      expect(res.statusCode, `${who === carl ? 'Carl' : 'Dora'}: ${res.body}`).toBe(403);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'chat_rejected',
        error: expect.stringContaining('declined'),
      });
    }
    expect(await stored(uid)).toEqual({
      status: 'rejected',
      messages: [{ author_id: carl.id, content: 'Hello!' }],
    });
  });

  it('a second create between the two loses no message: it joins the pending request, a reply from the recipient accepts, an accepted chat takes it', async () => {
    const eva = await member('Eva');
    const finn = await member('Finn');
    const uid = await opened(eva, finn, 'First');
    const again = ChatCreateResponse.parse((await create(eva, finn.id, 'Second')).json());
    expect(again).toMatchObject({ success: true, reason: 'exists', chat: { uid, status: 'pending' } });
    const answered = ChatCreateResponse.parse((await create(finn, eva.id, 'Reply')).json());
    expect(answered).toMatchObject({ reason: 'exists', chat: { uid, status: 'accepted', canSend: true } });
    const later = ChatCreateResponse.parse((await create(eva, finn.id, 'Third')).json());
    expect(later).toMatchObject({ reason: 'exists', chat: { uid, status: 'accepted' } });
    expect((await stored(uid)).messages.map((m) => m.content)).toEqual(['First', 'Second', 'Reply', 'Third']);
    expect((await list(eva)).items).toHaveLength(1);
  });

  it('no chat with oneself or a missing member; an empty or over-long message is refused with a translated error and stores nothing', async () => {
    const gina = await member('Gina');
    const hugo = await member('Hugo');
    const self = await create(gina, gina.id, 'Me');
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe('You cannot start a chat with yourself.');
    expect((await create(gina, 987654, 'Anyone?')).statusCode).toBe(404);
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/chats',
      headers: { ...gina.headers, 'accept-language': 'pl' },
      payload: { receiver: hugo.id, message: '  \n ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      error: 'Najpierw napisz wiadomość.',
      errors: { message: 'Najpierw napisz wiadomość.' },
    });
    const long = await create(gina, hugo.id, 'x'.repeat(4_001));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      error: 'The message is too long (at most 4,000 characters).',
      errors: { message: 'The message is too long (at most 4,000 characters).' },
    });
    expect(await list(gina)).toEqual({ items: [], unread: 0 });
    const uid = await opened(gina, hugo, 'x'.repeat(4_000));
    expect((await stored(uid)).messages[0]!.content).toHaveLength(4_000);
    await call(hugo, 'POST', `/api/chats/${uid}/accept`);
    expect((await send(hugo, uid, '   ')).statusCode).toBe(400);
    expect((await stored(uid)).messages).toHaveLength(1);
  });

  it('[CHAT-17] a long conversation comes 50 messages at a time, older pages by cursor', async () => {
    const ida = await member('Ida');
    const jan = await member('Jan');
    const uid = await opened(ida, jan, 'm1');
    await call(jan, 'POST', `/api/chats/${uid}/accept`);
    for (let i = 2; i <= 120; i += 1) await send(i % 2 ? ida : jan, uid, `m${i}`);
    const latest = Chat.parse((await show(ida, uid)).json().chat);
    expect(latest.messages.map((m) => m.content)).toEqual(Array.from({ length: 50 }, (_, i) => `m${71 + i}`));
    const older = Chat.parse((await show(ida, uid, `?before=${latest.olderBefore}`)).json().chat);
    expect(older.messages.map((m) => m.content)).toEqual(Array.from({ length: 50 }, (_, i) => `m${21 + i}`));
    const oldest = Chat.parse((await show(ida, uid, `?before=${older.olderBefore}`)).json().chat);
    expect(oldest.messages.map((m) => m.content)).toEqual(Array.from({ length: 20 }, (_, i) => `m${1 + i}`));
    expect(oldest.olderBefore).toBeNull();
  });

  it('a member blocks another: neither writes to the other (a neutral answer), both still read; unblocking lets them write again', async () => {
    const kim = await member('Kim');
    const leo = await member('Leo');
    const uid = await opened(kim, leo, 'Hi Leo');
    await call(leo, 'POST', `/api/chats/${uid}/accept`);
    const blocked = Chat.parse((await call(leo, 'POST', `/api/chats/${uid}/block`)).json().chat);
    expect(blocked).toMatchObject({ blockedByYou: true, canSend: false, status: 'accepted' });
    expect(Chat.parse((await show(kim, uid)).json().chat)).toMatchObject({
      blockedByYou: false,
      canSend: false,
    });
    for (const res of [
      await send(kim, uid, 'Hello?'),
      await create(kim, leo.id, 'Hello?'),
      await send(leo, uid, 'x'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'chat_unavailable',
        error: 'This member cannot receive your messages.',
      });
    }
    expect((await stored(uid)).messages).toHaveLength(1);
    const unblocked = Chat.parse((await call(leo, 'POST', `/api/chats/${uid}/unblock`)).json().chat);
    expect(unblocked).toMatchObject({ blockedByYou: false, canSend: true });
    expect((await send(kim, uid, 'Hello again')).statusCode).toBe(200);
  });

  it('[CHAT-18] [CHAT-19] [CHAT-22] the calls take form fields and need the public bearer key besides the session', async () => {
    const anna = await member('Anna');
    const ben = await member('Ben');
    const form = (who: Member, url: string, fields: Record<string, string>, key = true) => {
      const { authorization, ...headers } = who.headers;
      return t.app.inject({
        method: 'POST',
        url,
        headers: {
          ...headers,
          ...(key ? { authorization } : {}),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams(fields).toString(),
      });
    };
    const created = await form(anna, '/api/chats', {
      receiver: String(ben.id),
      message: 'Form & fields = ok',
    });
    expect(created.statusCode, created.body).toBe(200);
    const uid = ChatCreateResponse.parse(created.json()).chat!.uid;
    expect((await stored(uid)).messages).toEqual([{ author_id: anna.id, content: 'Form & fields = ok' }]);
    await call(ben, 'POST', `/api/chats/${uid}/accept`);
    const sent = await form(ben, `/api/chats/${uid}/messages`, { message: 'Line one\r\nline two' });
    expect(ChatSendResponse.parse(sent.json())).toMatchObject({
      success: true,
      message: { content: 'Line one\nline two' },
    });

    // The session alone is not enough: without the key, 401 and nothing stored.
    const keyless = await form(ben, `/api/chats/${uid}/messages`, { message: 'no key' }, false);
    expect(keyless.statusCode).toBe(401);
    expect(keyless.json().code).toBe('missing_authorization');
    const sessionOnly = { cookie: anna.headers.cookie, 'x-csrf-token': anna.headers['x-csrf-token'] };
    const listed = await t.app.inject({ method: 'GET', url: '/api/chats', headers: sessionOnly });
    expect(listed.statusCode).toBe(401);
    const wrongKey = await t.app.inject({
      method: 'GET',
      url: '/api/chats',
      headers: { ...sessionOnly, authorization: 'Bearer not-the-key' },
    });
    expect(wrongKey.json().code).toBe('invalid_api_key');
    // And the key alone, without a session, is no member.
    const keyOnly = await t.app.inject({
      method: 'GET',
      url: '/api/chats',
      headers: { authorization: anna.headers.authorization },
    });
    expect(keyOnly.statusCode).toBe(401);
    expect((await stored(uid)).messages).toHaveLength(2);

    // Form fields are for the routes that take them: elsewhere 415.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/diets',
      headers: { ...anna.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'plan=x',
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('the matrix: a stranger, the sender and the recipient on each chat call in each status — only the allowed cells succeed, the others change nothing', async () => {
    const sender = await member('Sender');
    const recipient = await member('Recipient');
    const stranger = await member('Stranger');
    const who = { stranger, sender, recipient } as const;
    type Who = keyof typeof who;
    type Status = 'pending' | 'accepted' | 'rejected';
    const actions = {
      show: (m: Member, uid: string) => show(m, uid),
      send: (m: Member, uid: string) => send(m, uid, 'matrix'),
      accept: (m: Member, uid: string) => call(m, 'POST', `/api/chats/${uid}/accept`),
      reject: (m: Member, uid: string) => call(m, 'POST', `/api/chats/${uid}/reject`),
    } as const;
    type Action = keyof typeof actions;
    /** The status each cell answers: a stranger never learns the chat exists. */
    const expected = (action: Action, caller: Who, status: Status): number => {
      if (caller === 'stranger') return 404;
      if (action === 'show') return 200;
      if (action === 'send') return status === 'accepted' ? 200 : status === 'pending' ? 409 : 403;
      return caller === 'recipient' && status === 'pending' ? 200 : 403;
    };
    for (const status of ['pending', 'accepted', 'rejected'] as const)
      for (const action of Object.keys(actions) as Action[])
        for (const caller of Object.keys(who) as Who[]) {
          // A fresh chat in the status wanted for every cell: a cell that changes something changes only itself.
          await t.app.database.db.deleteFrom('chats').execute();
          const uid = await opened(sender, recipient, 'start');
          if (status !== 'pending')
            await call(recipient, 'POST', `/api/chats/${uid}/${status === 'accepted' ? 'accept' : 'reject'}`);
          const before = await stored(uid);
          const res = await actions[action](who[caller], uid);
          const cell = `${action} by the ${caller} of a ${status} chat`;
          expect.soft(res.statusCode, cell).toBe(expected(action, caller, status));
          if (res.statusCode >= 400) {
            expect.soft(res.json(), cell).toMatchObject({ success: false, error: expect.any(String) });
            expect.soft(await stored(uid), `${cell} changed nothing`).toEqual(before);
          }
        }
  });
});

describe.each(TEST_DIALECTS)('chat limits per member on %s (issue 15 A5)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { CHAT_NEW_PER_DAY: '2', CHAT_MESSAGES_PER_MINUTE: '3' } });
  });
  afterAll(async () => t.close());

  it('new chats a day and messages a minute are limited (429, translated), and what was refused is not stored', async () => {
    const members = [];
    for (const name of ['Max', 'Nina', 'Olaf', 'Pia'])
      members.push(await registerUser(t.app, { firstname: name, email: `limit-${name}@example.com` }));
    const ids = await Promise.all(
      members.map(
        async (m) =>
          (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: m.headers })).json<{
            user: { id: number };
          }>().user.id,
      ),
    );
    const [max] = members;
    const create = (receiver: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/chats',
        headers: max!.headers,
        payload: { receiver, message: 'Hi' },
      });
    expect((await create(ids[1]!)).statusCode).toBe(200);
    expect((await create(ids[2]!)).statusCode).toBe(200);
    const third = await create(ids[3]!);
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toBe(
      "You have reached today's limit of new chats. Please try again tomorrow.",
    );
    // A message to an existing chat is no new chat: the minute's message limit (3) counts it.
    expect((await create(ids[1]!)).statusCode).toBe(200);
    const fourth = await create(ids[1]!);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toBe('You are sending messages very quickly. Please wait a moment.');
    const count = await t.app.database.db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
    expect(await t.app.database.db.selectFrom('chats').select('id').execute()).toHaveLength(2);
  });
});

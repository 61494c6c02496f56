import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatCreateResponse, ChatStreamChange, ChatStreamMessage } from '../../../core/contracts/chat';
import { registerUser, type SignedIn } from '../../testing/auth-helpers';
import { openEventStream, type EventStreamClient, type ReceivedEvent } from '../../testing/event-stream';
import {
  createTestApp,
  freshDatabase,
  TEST_DIALECTS,
  type FreshDatabase,
  type TestApp,
} from '../../testing/test-app';
import { formatEvent, parseLastEventId } from './chat.stream';

interface Member extends SignedIn {
  id: number;
}

const HEARTBEAT_MS = 300;
/** Issue 15 A4: news reaches the other participant's open page in under a second. */
const LIVE_WITHIN_MS = 1_000;

/** An app listening on loopback (a stream needs a real socket: `inject` waits for the end of the answer). */
async function listening(app: TestApp): Promise<string> {
  await app.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
}

let serial = 0;
async function member(t: TestApp, firstname: string): Promise<Member> {
  serial += 1;
  const signedIn = await registerUser(t.app, {
    firstname,
    lastname: 'Live',
    email: `live-${serial}-${firstname.toLowerCase()}@example.com`,
  });
  const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: signedIn.headers });
  return { ...signedIn, id: session.json<{ user: { id: number } }>().user.id };
}

const post = (t: TestApp, who: Member, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });

async function startChat(t: TestApp, from: Member, to: Member, message: string): Promise<string> {
  const res = await post(t, from, '/api/chats', { receiver: to.id, message });
  expect(res.statusCode, res.body).toBe(200);
  return ChatCreateResponse.parse(res.json()).chat!.uid;
}

/** The chat's own events: the stream also carries the unread notifications count (issue 19 A5), without an id. */
const chatEvents = (live: EventStreamClient) => live.events.filter((event) => event.type !== 'notifications');

const isMessage = (content: string) => (event: ReceivedEvent) =>
  event.type === 'message' && ChatStreamMessage.parse(JSON.parse(event.data)).message.content === content;

describe('the stream format', () => {
  it('Last-Event-ID is read only as a canonical decimal (0 before any event); anything else starts afresh', () => {
    expect(parseLastEventId('42')).toBe(42);
    expect(parseLastEventId('0')).toBe(0);
    for (const bad of [undefined, '', '00', '-1', '042', '0x10', '1e3', '4.2', ' 42', '9'.repeat(16)])
      expect(parseLastEventId(bad), String(bad)).toBeNull();
  });

  it('an event is id, type and one line of JSON; line breaks in a message cannot end it early', () => {
    const text = formatEvent({
      id: 7,
      type: 'message',
      chat: 'abc',
      message: {
        id: 3,
        content: 'one\n\ndata: forged\n\nid: 999',
        createdAt: 'x',
        isAuthor: false,
        author: { firstname: 'A', lastname: 'B' },
      },
    });
    expect(text.split('\n\n')).toHaveLength(2);
    expect(text.startsWith('id: 7\nevent: message\ndata: {')).toBe(true);
  });
});

describe.each(TEST_DIALECTS)('the chat live stream on %s (issue 15 A4)', (dialect) => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: { CHAT_STREAM_HEARTBEAT_MS: String(HEARTBEAT_MS), CHAT_STREAMS_PER_MEMBER: '3' },
    });
    origin = await listening(t);
  });
  afterAll(async () => t.close());

  const stream = (who: Member | null, lastEventId?: string) =>
    openEventStream(`${origin}/api/chats/stream`, {
      ...(who ? { cookie: who.cookie } : {}),
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    });

  it('a guest gets 401 and no stream', async () => {
    const guest = await stream(null);
    expect(guest.status).toBe(401);
  });

  it('a message, the acceptance and the replies reach the other participant live, in under a second', async () => {
    const anna = await member(t, 'Anna');
    const ben = await member(t, 'Ben');
    const stranger = await member(t, 'Cleo');
    const benLive = await stream(ben);
    const annaLive = await stream(anna);
    const strangerLive = await stream(stranger);
    expect(benLive.status).toBe(200);
    const ready = await benLive.next((event) => event.type === 'ready');
    expect(Number(ready.id)).toBeGreaterThanOrEqual(0);

    const sentAt = performance.now();
    const uid = await startChat(t, anna, ben, 'Hi Ben');
    const invitation = await benLive.next(isMessage('Hi Ben'), LIVE_WITHIN_MS);
    expect(invitation.at - sentAt).toBeLessThan(LIVE_WITHIN_MS);
    expect(JSON.parse(invitation.data)).toMatchObject({
      chat: uid,
      message: { content: 'Hi Ben', isAuthor: false, author: { firstname: 'Anna', lastname: 'Live' } },
    });
    // The author's own pages (other tabs) hear of it too, as theirs.
    expect(JSON.parse((await annaLive.next(isMessage('Hi Ben'))).data).message.isAuthor).toBe(true);

    const acceptedAt = performance.now();
    expect((await post(t, ben, `/api/chats/${uid}/accept`)).statusCode).toBe(200);
    const change = await annaLive.next((event) => event.type === 'chat', LIVE_WITHIN_MS);
    expect(change.at - acceptedAt).toBeLessThan(LIVE_WITHIN_MS);
    expect(ChatStreamChange.parse(JSON.parse(change.data))).toEqual({ chat: uid, status: 'accepted' });

    expect((await post(t, ben, `/api/chats/${uid}/messages`, { message: 'Hello Anna' })).statusCode).toBe(
      200,
    );
    await annaLive.next(isMessage('Hello Anna'), LIVE_WITHIN_MS);
    // Event ids only grow, so each is a cursor to resume from.
    const ids = chatEvents(annaLive).map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    // Nobody else hears a word of it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(chatEvents(strangerLive).map((event) => event.type)).toEqual(['ready']);
    for (const live of [benLive, annaLive, strangerLive]) live.close();
  });

  it('a page that reconnects with Last-Event-ID gets exactly what it missed, in order, nothing twice', async () => {
    const anna = await member(t, 'Anna');
    const ben = await member(t, 'Ben');
    const uid = await startChat(t, anna, ben, 'First');
    await post(t, ben, `/api/chats/${uid}/accept`);
    const first = await stream(ben);
    const ready = await first.next((event) => event.type === 'ready');
    first.close();
    await first.ended;

    for (const message of ['missed one', 'missed two', 'missed three'])
      expect((await post(t, anna, `/api/chats/${uid}/messages`, { message })).statusCode).toBe(200);
    await post(t, ben, `/api/chats/${uid}/block`);

    const resumed = await stream(ben, ready.id!);
    await resumed.next((event) => event.type === 'chat');
    const missed = chatEvents(resumed).map((event) => [event.type, JSON.parse(event.data).message?.content]);
    expect(missed).toEqual([
      ['message', 'missed one'],
      ['message', 'missed two'],
      ['message', 'missed three'],
      ['chat', undefined],
    ]);
    resumed.close();

    // Resuming from the middle sends the rest only.
    const middle = chatEvents(resumed)[1]!.id!;
    const again = await stream(ben, middle);
    await again.next((event) => event.type === 'chat');
    expect(chatEvents(again).map((event) => event.type)).toEqual(['message', 'chat']);
    again.close();
  });

  it('heartbeats keep a quiet stream open, and a signed-out session ends its stream', async () => {
    const anna = await member(t, 'Anna');
    const live = await stream(anna);
    await live.next((event) => event.type === 'ready');
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 2.5));
    expect(live.comments).toBeGreaterThanOrEqual(2);

    const out = await t.app.inject({
      method: 'GET',
      url: `/logout?_csrf_token=${anna.csrfToken}`,
      headers: { cookie: anna.cookie },
    });
    expect(out.statusCode).toBe(303);
    const endedIn = await Promise.race([
      live.ended.then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), HEARTBEAT_MS * 4)),
    ]);
    expect(endedIn).toBe('ended');
  });

  it('a member may hold a few streams at once (tabs); one more gets 429 with a translated text', async () => {
    const anna = await member(t, 'Anna');
    const open: EventStreamClient[] = [];
    for (let i = 0; i < 3; i += 1) open.push(await stream(anna));
    expect(open.map((live) => live.status)).toEqual([200, 200, 200]);
    const res = await fetch(`${origin}/api/chats/stream`, {
      headers: { cookie: anna.cookie, 'accept-language': 'de' },
    });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ error: expect.stringMatching(/Tabs/) });
    open[0]!.close();
    await open[0]!.ended;
    // A closed tab frees its place at once.
    await expect.poll(async () => (await stream(anna)).status).toBe(200);
    for (const live of open) live.close();
  });
});

describe.each(TEST_DIALECTS)('closing the app with open streams on %s', (dialect) => {
  it('ends every stream and does not wait for them', async () => {
    const t = await createTestApp(dialect);
    const origin = await listening(t);
    const anna = await member(t, 'Anna');
    const live = await openEventStream(`${origin}/api/chats/stream`, { cookie: anna.cookie });
    await live.next((event) => event.type === 'ready');
    const started = performance.now();
    await t.close();
    await live.ended;
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

/**
 * Two instances behind a load balancer (ARCHITECTURE §8): each has its own process and bus; PostgreSQL's
 * LISTEN/NOTIFY carries the news between them.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two app instances on one PostgreSQL database', () => {
  let database: FreshDatabase;
  let a: TestApp;
  let b: TestApp;
  let originA: string;
  beforeAll(async () => {
    database = await freshDatabase('postgres');
    a = await createTestApp('postgres', { sharedDatabaseUrl: database.url });
    b = await createTestApp('postgres', { sharedDatabaseUrl: database.url });
    originA = await listening(a);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('a message sent through B reaches a stream held by A in under a second, and a reconnect to A resumes', async () => {
    const anna = await member(b, 'Anna');
    const ben = await member(b, 'Ben');
    const live = await openEventStream(`${originA}/api/chats/stream`, { cookie: ben.cookie });
    const ready = await live.next((event) => event.type === 'ready');
    const sentAt = performance.now();
    const uid = await startChat(b, anna, ben, 'Across instances');
    const event = await live.next(isMessage('Across instances'), LIVE_WITHIN_MS);
    expect(event.at - sentAt).toBeLessThan(LIVE_WITHIN_MS);
    live.close();

    await post(b, ben, `/api/chats/${uid}/accept`);
    const resumed = await openEventStream(`${originA}/api/chats/stream`, {
      cookie: ben.cookie,
      'last-event-id': ready.id!,
    });
    await resumed.next((e) => e.type === 'chat');
    expect(chatEvents(resumed).map((e) => e.type)).toEqual(['message', 'chat']);
    resumed.close();
  });
});

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatStreamEvent } from '../../../core/contracts/chat';
import { RateLimitError } from '../../errors';
import type { LiveBus } from '../../lib/live-bus';
import type { ChatService } from './chat.service';

export interface ChatStreamSettings {
  /** A comment line this often: proxies keep the stream open, and the stream looks for missed news. */
  heartbeatMs: number;
  /** Open streams one member may hold (tabs, devices). */
  perMember: number;
}

/** Events read per round; a stream far behind catches up round by round. */
const EVENTS_PER_READ = 200;
/** A client that reads slower than this much of buffered text is dropped; it reconnects and resumes. */
const MAX_BUFFERED_BYTES = 1 << 20;
/** Told to the browser's EventSource: how soon to reconnect after a drop. */
const RETRY_MS = 2_000;

/**
 * A canonical Last-Event-ID, or null (a fresh stream): a decimal without sign or leading zeros; 0 is the
 * cursor of a member who had no events yet when their stream opened.
 */
export function parseLastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^(0|[1-9]\d{0,14})$/.test(value) ? Number(value) : null;
}

/** One event in the text/event-stream format: id (the resume cursor), type and JSON data on one line. */
export function formatEvent(event: ChatStreamEvent): string {
  const { id, type, ...data } = event;
  return `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The notifications module's port (issue 19 A5): a member's unread count, sent along on the same stream. */
export interface UnreadNotifications {
  unread(userId: number): Promise<number>;
}

/**
 * The unread notifications count. It carries no id: it is no chat event to resume from, so the browser's
 * Last-Event-ID stays the last chat event's. A stream sends it when it starts and whenever it changes.
 */
export function formatNotificationsEvent(unread: number): string {
  return `event: notifications\ndata: ${JSON.stringify({ unread })}\n\n`;
}

/**
 * The live streams of this process (issue 15 A4): `GET /api/chats/stream` answers Server-Sent Events. A new
 * stream starts after the member's latest event; a reconnect with Last-Event-ID is first sent everything
 * after it. Each stream keeps its own cursor and reads the database when the bus wakes it (and on every
 * heartbeat), so nothing is lost between a change and a reconnect, on any instance.
 */
export function createChatStreams(
  chats: ChatService,
  bus: LiveBus,
  settings: ChatStreamSettings,
  sessionIsLive: (idHash: string) => Promise<boolean>,
  notifications?: UnreadNotifications,
) {
  const open = new Set<() => void>();
  const perMember = new Map<number, number>();

  async function serve(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { user, idHash } = request.signedIn;
    const userId = user.id;
    const resumeFrom = parseLastEventId(request.headers['last-event-id']);
    let cursor = resumeFrom ?? (await chats.streamStart(userId));
    if ((perMember.get(userId) ?? 0) >= settings.perMember) throw new RateLimitError('chatTooManyStreams');
    perMember.set(userId, (perMember.get(userId) ?? 0) + 1);
    let closed = false;
    let reading = false;
    let again = false;
    /** The unread notifications count this stream last sent (none yet). */
    let sentUnread: number | null = null;

    reply.hijack();
    const socket = request.raw.socket;
    // The server's idle timeout is for requests; a stream is quiet between heartbeats by design.
    socket.setTimeout(0);
    socket.setNoDelay(true);
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      'x-request-id': String(request.id),
      connection: 'keep-alive',
    });
    out.write(`retry: ${RETRY_MS}\n\n`);
    if (resumeFrom === null) out.write(formatEvent({ id: cursor, type: 'ready' }));

    const write = (text: string) => {
      if (closed) return;
      out.write(text);
      if (out.writableLength > MAX_BUFFERED_BYTES) close();
    };

    /** Sends what came after the cursor; a wake-up during a read reads once more after it. */
    async function pump(): Promise<void> {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          const events = await chats.eventsAfter(userId, cursor, EVENTS_PER_READ);
          if (closed) return;
          for (const event of events) write(formatEvent(event));
          if (events.length > 0) cursor = events.at(-1)!.id;
          if (events.length === EVENTS_PER_READ) again = true;
        } while (again && !closed);
        // The same wake-up (a notification stored or read) tells of the count.
        const unread = notifications ? await notifications.unread(userId) : null;
        if (unread !== null && unread !== sentUnread && !closed) {
          write(formatNotificationsEvent(unread));
          sentUnread = unread;
        }
      } catch (error) {
        request.log.warn({ err: error }, 'chat stream: reading events failed; the next wake-up tries again');
      } finally {
        reading = false;
      }
    }

    const unlisten = bus.listen(userId, () => void pump());
    // Each heartbeat also ends the stream of a session that has ended (signed out, expired, revoked).
    const heartbeat = setInterval(() => {
      write(': heartbeat\n\n');
      void sessionIsLive(idHash).then(
        (live) => (live ? pump() : close()),
        () => pump(),
      );
    }, settings.heartbeatMs);

    function close(): void {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unlisten();
      open.delete(close);
      const left = (perMember.get(userId) ?? 1) - 1;
      if (left > 0) perMember.set(userId, left);
      else perMember.delete(userId);
      out.end();
    }
    open.add(close);
    request.raw.on('close', close);
    out.on('error', close);
    await pump();
  }

  return {
    serve,
    /** Open streams in this process. */
    count: () => open.size,
    /** Ends every stream (shutdown): browsers reconnect to another instance or after the restart. */
    closeAll(): void {
      for (const close of [...open]) close();
    },
  };
}

export type ChatStreams = ReturnType<typeof createChatStreams>;

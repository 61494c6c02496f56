import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseTarget } from '../db/dialect';

/**
 * Wakes members' open live streams (issue 15 A4, ARCHITECTURE §8). It carries member ids only: what changed
 * is in the database, which each stream reads after its own cursor, so a lost wake-up delays news but never
 * loses it (streams also look on every heartbeat).
 */
export interface LiveBus {
  /** These members have news (call after the change is committed). */
  announce(userIds: readonly number[]): void;
  /** Calls `wake` whenever `userId` has news; returns the unsubscribe. */
  listen(userId: number, wake: () => void): () => void;
  close(): Promise<void>;
}

/** The members listening in this process. */
function createLocalListeners() {
  const listeners = new Map<number, Set<() => void>>();
  return {
    listen(userId: number, wake: () => void): () => void {
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(wake);
      return () => {
        set.delete(wake);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    wake(userIds: Iterable<number>): void {
      for (const userId of userIds) for (const wake of listeners.get(userId) ?? []) wake();
    },
    wakeAll(): void {
      for (const set of listeners.values()) for (const wake of set) wake();
    },
  };
}

/** The embedded default: one process, so a wake-up is a function call. */
export function createInProcessBus(): LiveBus {
  const local = createLocalListeners();
  return {
    announce: (userIds) => queueMicrotask(() => local.wake(userIds)),
    listen: local.listen,
    close: async () => undefined,
  };
}

const CHANNEL = 'nutrio_live';
/** NOTIFY payloads end at 8,000 bytes; ids in batches well below that. */
const IDS_PER_NOTIFY = 500;
const RECONNECT_MS = 1_000;

/**
 * PostgreSQL LISTEN/NOTIFY: every instance on the database hears every announcement (its own included), so
 * a member's page is woken whichever instance it is connected to. One dedicated connection listens; after it
 * drops, it reconnects and wakes every local stream, which then read what they missed.
 */
export function createPostgresBus(
  connectionString: string,
  log: FastifyBaseLogger,
): LiveBus & { ready: Promise<void> } {
  const local = createLocalListeners();
  const notifier = new pg.Pool({ connectionString, max: 2 });
  notifier.on('error', () => undefined);
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      local.wake(message.payload.split(',').map(Number));
    });
    client.on('error', (error) => {
      log.warn({ err: error }, 'live bus: the LISTEN connection failed; reconnecting');
      void client.end().catch(() => undefined);
      if (listener === client) listener = null;
      scheduleReconnect();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    if (closed) return void (await client.end());
    listener = client;
  }

  function scheduleReconnect(): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => local.wakeAll(),
        () => scheduleReconnect(),
      );
    }, RECONNECT_MS);
    retry.unref();
  }

  const ready = connect();
  return {
    announce(userIds) {
      for (let i = 0; i < userIds.length; i += IDS_PER_NOTIFY) {
        const payload = userIds.slice(i, i + IDS_PER_NOTIFY).join(',');
        notifier.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]).catch((error: unknown) => {
          log.warn({ err: error }, 'live bus: NOTIFY failed; streams catch up on their next heartbeat');
        });
      }
    },
    listen: local.listen,
    async close() {
      closed = true;
      clearTimeout(retry);
      await ready.catch(() => undefined);
      await listener?.end().catch(() => undefined);
      await notifier.end();
    },
    /** Settles once the first LISTEN is in place (startup waits for it). */
    ready,
  };
}

/** The bus for the app's database: LISTEN/NOTIFY on PostgreSQL, in process on SQLite. */
export async function openLiveBus(target: DatabaseTarget, log: FastifyBaseLogger): Promise<LiveBus> {
  if (target.dialect === 'sqlite') return createInProcessBus();
  const bus = createPostgresBus(target.connectionString, log);
  await bus.ready;
  return bus;
}

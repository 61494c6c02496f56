/**
 * `npm run bench:chat` (issue 15 A9): live delivery of chat messages on SQLite. The server runs in a process
 * of its own; BENCH_MEMBERS members (200) each hold an open live stream, paired into accepted chats, while
 * messages are sent at BENCH_RATE per second (50) for BENCH_SECONDS (20), each from one member of a pair to
 * the other, over HTTP as the page sends them. Prints the delivery latency (send → the other member's
 * stream event; goal p99 < 250 ms), the send call's latency, lost or doubled deliveries, and the server's
 * memory per open stream (the heap after a full GC, before and after the streams opened).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import { ChatStreamMessage } from '../src/core/contracts/chat';
import { openEventStream, type EventStreamClient } from '../src/server/testing/event-stream';
import { BENCH_API_KEY } from './support/served-app';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);

interface Member {
  id: number;
  cookie: string;
  csrfToken: string;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

const child = spawn(
  process.execPath,
  ['--expose-gc', '--import', 'tsx', 'bench/support/chat-bench-server.ts'],
  {
    env: { ...process.env, BENCH_MEMBERS: String(MEMBERS) },
    stdio: ['pipe', 'pipe', 'inherit'],
  },
);
const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
async function nextLine<T>(): Promise<T> {
  const { value, done } = await lines.next();
  if (done) throw new Error('the chat bench server ended');
  return JSON.parse(value as string) as T;
}
async function serverMemory() {
  child.stdin!.write('memory\n');
  return nextLine<{ heapUsed: number; rss: number; gc: boolean }>();
}

const streams: EventStreamClient[] = [];
try {
  const { base, members } = await nextLine<{ base: string; members: Member[] }>();
  const headers = (member: Member) => ({
    cookie: member.cookie,
    'x-csrf-token': member.csrfToken,
    authorization: `Bearer ${BENCH_API_KEY}`,
    'content-type': 'application/x-www-form-urlencoded',
  });
  const post = async (member: Member, path: string, fields: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: headers(member),
      body: new URLSearchParams(fields).toString(),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ chat?: { uid: string } }>;
  };

  // Pairs with accepted chats: member 2k writes to 2k+1 and back.
  const pairs: Array<{ a: Member; b: Member; uid: string }> = [];
  for (let i = 0; i + 1 < members.length; i += 2) {
    const a = members[i]!;
    const b = members[i + 1]!;
    const { chat } = await post(a, '/api/chats', { receiver: String(b.id), message: 'Hello' });
    await post(b, `/api/chats/${chat!.uid}/accept`);
    pairs.push({ a, b, uid: chat!.uid });
  }

  const sentAt = new Map<string, number>();
  const delivered = new Map<string, number>();
  let doubled = 0;
  const latencies: number[] = [];
  const before = await serverMemory();
  for (const member of members) {
    const stream = await openEventStream(`${base}/api/chats/stream`, { cookie: member.cookie }, (event) => {
      if (event.type !== 'message') return;
      const { message } = ChatStreamMessage.parse(JSON.parse(event.data));
      if (message.isAuthor) return;
      const started = sentAt.get(message.content);
      if (started === undefined) return;
      if (delivered.has(message.content)) doubled += 1;
      delivered.set(message.content, event.at);
      latencies.push(event.at - started);
    });
    if (stream.status !== 200) throw new Error(`stream: ${stream.status}`);
    streams.push(stream);
  }
  await Promise.all(streams.map((stream) => stream.next((event) => event.type === 'ready')));
  const opened = await serverMemory();

  const total = RATE * SECONDS;
  const sendLatencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const sends: Promise<void>[] = [];
  for (let n = 0; n < total; n += 1) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const pair = pairs[n % pairs.length]!;
    const from = n % 2 === 0 ? pair.a : pair.b;
    const content = `bench message ${n}`;
    const t0 = performance.now();
    sentAt.set(content, t0);
    sends.push(
      post(from, `/api/chats/${pair.uid}/messages`, { message: content }).then(
        () => void sendLatencies.push(performance.now() - t0),
        () => void (failed += 1),
      ),
    );
  }
  await Promise.all(sends);
  // Give the last deliveries their chance (far beyond the goal).
  const deadline = performance.now() + 5_000;
  while (delivered.size < total - failed && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const elapsed = (performance.now() - started) / 1000;

  console.log(
    `chat live delivery on SQLite: ${streams.length} open streams, ${pairs.length} accepted chats, ` +
      `${total} messages at ${RATE}/s (${(total / elapsed).toFixed(1)}/s reached)`,
  );
  console.log(
    `delivery send → other member's stream event: p50 ${ms(percentile(latencies, 50))}, ` +
      `p99 ${ms(percentile(latencies, 99))}, max ${ms(Math.max(...latencies))} (goal p99 < 250 ms)`,
  );
  console.log(
    `send call: p50 ${ms(percentile(sendLatencies, 50))}, p99 ${ms(percentile(sendLatencies, 99))}; ` +
      `failed ${failed}, not delivered ${total - failed - delivered.size}, delivered twice ${doubled}`,
  );
  console.log(
    `server memory per open stream: ${kib((opened.heapUsed - before.heapUsed) / streams.length)} of heap ` +
      `(${mib(before.heapUsed)} → ${mib(opened.heapUsed)}${opened.gc ? ' after a full GC' : ', no GC available'}); ` +
      `process RSS ${mib(before.rss)} → ${mib(opened.rss)}`,
  );
} finally {
  for (const stream of streams) stream.close();
  await new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
}

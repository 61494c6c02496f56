import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTurns } from './event-loop-turns';

const WORK_MS = 8;
const Ok = { response: { 200: z.object({ ok: z.boolean() }) } };

describe('turns on the event loop (issue 13 A4)', () => {
  it('one start a loop iteration, in order; an idle loop starts at once', async () => {
    const turns = createTurns();
    const started: number[] = [];
    turns.take(() => started.push(1));
    expect(started).toEqual([1]);
    for (const n of [2, 3, 4]) turns.take(() => started.push(n));
    expect(started).toEqual([1]);
    expect(turns.waiting).toBe(3);
    await new Promise(setImmediate);
    expect(started).toEqual([1, 2]);
    await new Promise(setImmediate);
    expect(started).toEqual([1, 2, 3]);
    await new Promise((done) => setTimeout(done, 20));
    expect(started).toEqual([1, 2, 3, 4]);
    const later: number[] = [];
    turns.take(() => later.push(5));
    expect(later).toEqual([5]);
  });
});

describe('a probe is answered between requests in work, not after all of them (issue 13 A4)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      extend: (app) => {
        // A request that keeps the thread busy, as a search at full load does in sum.
        app.get('/api/test/busy', { schema: Ok }, async () => {
          const until = performance.now() + WORK_MS;
          while (performance.now() < until);
          return { ok: true };
        });
      },
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('/api/health answers before most of 20 busy requests that arrived before it', async () => {
    // The client runs on a thread of its own: on the server's thread its sockets would wait for turns too.
    const client = new Worker(
      `const { parentPort, workerData: base } = require('node:worker_threads');
      const finished = [];
      const call = (path, name) =>
        fetch(base + path).then(async (response) => {
          await response.arrayBuffer();
          finished.push(response.status === 200 ? name : 'failed');
        });
      const busy = Array.from({ length: 20 }, () => call('/api/test/busy', 'busy'));
      // Sent once the busy ones are in (they take 160 ms of work together).
      setTimeout(() => {
        Promise.all([...busy, call('/api/health', 'health')]).then(() => parentPort.postMessage(finished));
      }, ${2 * WORK_MS});`,
      { eval: true, workerData: base },
    );
    const [finished] = (await once(client, 'message')) as [string[]];
    await client.terminate();
    expect(finished).toHaveLength(21);
    expect(finished).not.toContain('failed');
    // Inline, every busy request read before the probe ran first (all 20 in a quiet run).
    expect(finished.indexOf('health')).toBeLessThan(10);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BusyError, TimeoutError } from '../errors';
import { openDatabase, type DatabaseConnection } from './dialect';
import { migrateToLatest } from './migrate';
import type { ReadRouting } from './sqlite-driver';
import { createTestApp, type TestApp } from '../testing/test-app';

/** A read that keeps SQLite busy for a while: counting to `n` in a recursive CTE (≈ 100 ms per million here). */
const slowCount = (n: number) =>
  sql<{
    n: number;
  }>`WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < ${n}) SELECT count(*) AS n FROM c`;

describe('SQLite reads in worker threads (issue 13 A4, A9)', () => {
  let dir: string;
  let connection: DatabaseConnection | undefined;
  const open = async (readers: { size: number; timeoutMs: number }, readRouting?: ReadRouting) => {
    dir = mkdtempSync(join(tmpdir(), 'nutrio-readers-'));
    connection = openDatabase(`sqlite:${join(dir, 'app.db')}`, { readers, readRouting });
    await migrateToLatest(connection.db, connection.adapter);
    return connection;
  };
  afterEach(async () => {
    await connection?.close();
    connection = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it('a slow read leaves the event loop free; writes are seen by the next read at once', async () => {
    const { db, poolStats } = await open({ size: 2, timeoutMs: 30_000 });
    await slowCount(10).execute(db); // the first read starts a reader
    const lag = monitorEventLoopDelay({ resolution: 5 });
    lag.enable();
    const started = performance.now();
    const slow = slowCount(3_000_000).execute(db);
    // Meanwhile the event loop answers other work, and a second reader other reads.
    const quick = await slowCount(3).execute(db);
    const quickMs = performance.now() - started;
    expect(Number((await slow).rows[0]?.n)).toBe(3_000_000);
    const slowMs = performance.now() - started;
    lag.disable();
    expect(slowMs, 'the slow read must be slow enough to show the difference').toBeGreaterThan(100);
    expect(quickMs).toBeLessThan(slowMs / 2);
    // On the main thread the loop would stand still for the whole query (other processes may still pause it).
    expect(lag.max / 1e6).toBeLessThan(slowMs / 2);
    expect(quick.rows).toEqual([{ n: 3 }]);
    expect(poolStats().total).toBe(3);

    // Read-after-write: the main connection commits before the next read starts on a reader.
    for (let i = 0; i < 20; i += 1) {
      await db
        .insertInto('api_keys')
        .values({ token: `key-${i}`, label: 'test', created_at: new Date().toISOString() })
        .execute();
      const seen = await db.selectFrom('api_keys').select('token').where('token', '=', `key-${i}`).execute();
      expect(seen).toHaveLength(1);
    }
  }, 30_000);

  it('a read that is always quick moves to the main connection; slow there, it goes back and must show twice as many quick runs to move again', async () => {
    // Thresholds far from both kinds of read, so a busy CI machine cannot blur them.
    const { db } = await open(
      { size: 1, timeoutMs: 30_000 },
      { quickMs: 20, quickRunsToMove: 32, slowMs: 50 },
    );
    const revision = () =>
      db.selectFrom('change_counters').select('revision').where('name', '=', 'catalogue').execute();
    /** How long `read` takes while the only reader is busy: short when it runs on the main connection. */
    const whileReaderBusy = async (read: () => Promise<unknown>) => {
      const busy = sql`SELECT count(*) AS n FROM (${slowCount(3_000_000)})`.execute(db);
      const started = performance.now();
      await read();
      const readMs = performance.now() - started;
      await busy;
      const busyMs = performance.now() - started;
      expect(busyMs, 'the busy read must be slow enough to show the difference').toBeGreaterThan(100);
      return readMs / busyMs;
    };
    for (let i = 0; i < 40; i += 1) await revision();
    for (let i = 0; i < 40; i += 1) await slowCount(1).execute(db);

    // The only reader is busy: the quick lookup does not wait for it.
    expect(await whileReaderBusy(revision)).toBeLessThan(1 / 4);
    expect(await whileReaderBusy(() => slowCount(1).execute(db))).toBeLessThan(1 / 4);

    // The counting statement (one SQL text for every n) learnt as quick runs on the main connection: a long
    // count there blocks once, then that statement runs on a reader again and the event loop stays free.
    const lag = monitorEventLoopDelay({ resolution: 5 });
    await slowCount(3_000_000).execute(db);
    lag.enable();
    const again = performance.now();
    await slowCount(3_000_000).execute(db);
    const againMs = performance.now() - again;
    lag.disable();
    expect(lag.max / 1e6).toBeLessThan(againMs / 2);

    // Back on the readers it needs 64 quick runs in a row (twice 32) before it moves again.
    for (let i = 0; i < 60; i += 1) await slowCount(1).execute(db);
    expect(await whileReaderBusy(() => slowCount(1).execute(db))).toBeGreaterThan(3 / 4);
    for (let i = 0; i < 64; i += 1) await slowCount(1).execute(db);
    expect(await whileReaderBusy(() => slowCount(1).execute(db))).toBeLessThan(1 / 4);
  }, 60_000);

  it('a transaction reads its own writes on the main connection; others see them after the commit', async () => {
    const { db } = await open(
      { size: 1, timeoutMs: 30_000 },
      { quickMs: 20, quickRunsToMove: 32, slowMs: 50 },
    );
    const readOutside = () =>
      db.selectFrom('api_keys').select('token').where('token', '=', 'in-tx').execute();
    // Learnt as quick, this read runs on the main connection, except while a transaction is open there.
    for (let i = 0; i < 40; i += 1) await readOutside();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside: number | undefined;
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('api_keys').values({ token: 'in-tx', label: 't', created_at: 'now' }).execute();
      inside = (await trx.selectFrom('api_keys').select('token').where('token', '=', 'in-tx').execute())
        .length;
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = await readOutside();
    // A write outside the transaction waits for it instead of joining it.
    const write = db
      .insertInto('api_keys')
      .values({ token: 'after', label: 't', created_at: 'now' })
      .execute();
    release();
    await Promise.all([transaction, write]);
    expect(inside).toBe(1);
    expect(outside).toHaveLength(0);
    expect(await db.selectFrom('api_keys').select('token').orderBy('token').execute()).toEqual([
      { token: 'after' },
      { token: 'in-tx' },
    ]);
  });

  it('a read past the limit gives 504 and its reader is replaced; the reads queued behind it are answered', async () => {
    const { db } = await open({ size: 1, timeoutMs: 1_000 });
    await slowCount(10).execute(db);
    // SQLite cannot be interrupted from another thread: the old reader finishes this (≈ 4 s) and then ends.
    const runaway = slowCount(40_000_000).execute(db);
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 700));
    // Waits behind the runaway; each read's limit counts from when it was asked for, waiting included.
    const queued = slowCount(4).execute(db);
    await expect(runaway).rejects.toBeInstanceOf(TimeoutError);
    await expect(runaway).rejects.toMatchObject({ statusCode: 504, code: 'timeout' });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect((await queued).rows).toEqual([{ n: 4 }]);
    expect(Number((await slowCount(5).execute(db)).rows[0]?.n)).toBe(5);
  }, 20_000);

  it('an SQL error comes back as SQLite’s error; a closed pool answers 503, never hangs', async () => {
    const { db, close } = await open({ size: 1, timeoutMs: 5_000 });
    await expect(sql`SELECT * FROM no_such_table`.execute(db)).rejects.toMatchObject({
      code: 'SQLITE_ERROR',
      message: expect.stringContaining('no such table'),
    });
    const pending = slowCount(20_000_000)
      .execute(db)
      .then(
        () => 'answered',
        (error: unknown) => error,
      );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const closing = performance.now();
    await close();
    connection = undefined;
    expect(await pending).toBeInstanceOf(BusyError);
    expect(performance.now() - closing).toBeLessThan(1_500);
  }, 20_000);
});

describe('a read past the limit, through HTTP (issue 13 A9)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      env: { DB_READERS: '1', DB_READ_TIMEOUT_MS: '1000' },
      extend: (app) => {
        app.get(
          '/api/test/slow-read',
          { schema: { response: { 200: z.object({ n: z.number() }) } } },
          async () => ({ n: Number((await slowCount(40_000_000).execute(app.database.db)).rows[0]?.n) }),
        );
      },
    });
  });
  afterAll(() => t?.close());

  it('answers 504 with the error text in the visitor’s language; the next request is served', async () => {
    const started = performance.now();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/slow-read',
      headers: { 'accept-language': 'de' },
    });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(res.statusCode).toBe(504);
    expect(res.json()).toMatchObject({
      code: 'timeout',
      error: expect.stringContaining('zu lange gedauert'),
    });
    const health = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(health.statusCode).toBe(200);
  }, 20_000);
});

import { Worker } from 'node:worker_threads';
import { BusyError, TimeoutError } from '../errors';

export interface SqliteReaderSettings {
  /** Worker threads, each with its own read-only connection. */
  size: number;
  /** A query not answered by then is given up with 504; its worker is stopped and replaced. */
  timeoutMs: number;
  statementCacheSize: number;
}

interface Job {
  sql: string;
  parameters: readonly unknown[];
  resolve(answer: ReaderAnswer): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

interface Reader {
  worker: Worker;
  pending: Map<number, Job>;
}

/** A query's rows, and how long SQLite took for it on the reader (waiting not included). */
export interface ReaderAnswer {
  rows: unknown[];
  ms: number;
}

type Answer =
  ({ id: number } & ReaderAnswer) | { id: number; error: { name: string; message: string; code?: string } };

/**
 * Read-only SQLite connections in worker threads, for the queries the main connection need not run: the
 * event loop only posts a query and receives its rows. Each query goes to the reader with the fewest
 * waiting; readers start on the first query. A query that runs too long cannot be interrupted from here,
 * so its reader is terminated and replaced, and the other queries it had are sent to the new one.
 */
export function createSqliteReaders(file: string, settings: SqliteReaderSettings) {
  const readers: Reader[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Reader {
    const worker = new Worker(new URL('./sqlite-reader-worker.mjs', import.meta.url), {
      workerData: { file, statementCacheSize: settings.statementCacheSize },
    });
    const reader: Reader = { worker, pending: new Map() };
    worker.on('message', (answer: Answer) => {
      const job = reader.pending.get(answer.id);
      if (!job) return;
      reader.pending.delete(answer.id);
      clearTimeout(job.timer);
      if ('rows' in answer) job.resolve({ rows: answer.rows, ms: answer.ms });
      else job.reject(Object.assign(new Error(answer.error.message), answer.error));
    });
    // A reader that dies takes its queries with it: which of them killed it is unknown, so none is retried.
    worker.on('error', () => retire(reader, (job) => job.reject(new BusyError())));
    worker.unref();
    readers.push(reader);
    return reader;
  }

  /** Stops a reader and starts another in its place; `orphan` decides what becomes of its queries. */
  function retire(reader: Reader, orphan: (job: Job, id: number) => void) {
    const index = readers.indexOf(reader);
    if (index < 0) return;
    readers.splice(index, 1);
    void reader.worker.terminate();
    const jobs = [...reader.pending];
    reader.pending.clear();
    for (const [id, job] of jobs) orphan(job, id);
  }

  function dispatch(id: number, job: Job) {
    if (closed) {
      clearTimeout(job.timer);
      job.reject(new BusyError());
      return;
    }
    const reader =
      readers.length < settings.size
        ? spawn()
        : readers.reduce((least, r) => (r.pending.size < least.pending.size ? r : least));
    reader.pending.set(id, job);
    reader.worker.postMessage({ id, sql: job.sql, parameters: job.parameters });
  }

  function timeOut(id: number) {
    const reader = readers.find((r) => r.pending.has(id));
    const job = reader?.pending.get(id);
    if (!reader || !job) return;
    reader.pending.delete(id);
    job.reject(new TimeoutError());
    retire(reader, (other, otherId) => dispatch(otherId, other));
  }

  return {
    /** The rows of a read-only statement. */
    query(sql: string, parameters: readonly unknown[]): Promise<ReaderAnswer> {
      return new Promise((resolve, reject) => {
        const id = nextId++;
        dispatch(id, {
          sql,
          parameters,
          resolve,
          reject,
          timer: setTimeout(() => timeOut(id), settings.timeoutMs),
        });
      });
    },

    /** Readers running now (they start on demand). */
    size: () => readers.length,

    async close(): Promise<void> {
      closed = true;
      const all = readers.splice(0);
      for (const reader of all)
        for (const job of reader.pending.values()) {
          clearTimeout(job.timer);
          job.reject(new BusyError());
        }
      // A reader inside a long query stops only when SQLite returns; closing does not wait longer than a moment.
      const stopped = Promise.all(all.map((reader) => reader.worker.terminate()));
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 500).unref())]);
    },
  };
}

export type SqliteReaders = ReturnType<typeof createSqliteReaders>;

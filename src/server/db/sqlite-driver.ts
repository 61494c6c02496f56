import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { SqliteReaders } from './sqlite-readers';

/** Prepared statements of the main connection, by SQL text. */
export interface StatementSource {
  prepare(sql: string): SQLite.Statement;
  close(): void;
}

/** Waits its turn for the one writable connection. */
class Mutex {
  #held: Promise<void> | undefined;
  #release: (() => void) | undefined;
  async lock() {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => (this.#release = resolve));
  }
  /** Someone has it (a write or a transaction runs on the main connection). */
  get held() {
    return this.#held !== undefined;
  }
  unlock() {
    const release = this.#release;
    this.#held = undefined;
    this.#release = undefined;
    release?.();
  }
}

class RoutedConnection implements DatabaseConnection {
  /** Holds the writable connection for a transaction: every statement runs there, in order. */
  inTransaction = false;
  constructor(private readonly driver: RoutingSqliteDriver) {}
  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.execute<R>(this, query);
  }
  // eslint-disable-next-line require-yield -- the app never streams; Kysely requires the method
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported');
  }
}

const savepointCommand = (command: string, name: string) =>
  CompiledQuery.raw(`${command} "${name.replaceAll('"', '""')}"`);

function runOnMain<R>(statement: SQLite.Statement, parameters: readonly unknown[]): QueryResult<R> {
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** Which reads run on the main connection (see the driver below). */
export interface ReadRouting {
  /** A read that took SQLite less than this on a reader, `quickRunsToMove` times in a row, moves. */
  quickMs: number;
  quickRunsToMove: number;
  /** A moved read that takes longer than this on the main connection goes back to the readers. */
  slowMs: number;
}

export const DEFAULT_READ_ROUTING: ReadRouting = { quickMs: 0.2, quickRunsToMove: 32, slowMs: 1 };

/** Where a read statement runs, and what it has shown so far. */
interface ReadPlace {
  onMain: boolean;
  /** Quick runs in a row on a reader. */
  quickRuns: number;
  /** Times it was slow on the main connection: each doubles the quick runs it needs to move again. */
  slowRuns: number;
}

/** A read slow on the main connection more often than this stays on the readers (the last return took 32 × 2^12 quick runs). */
const MAX_SLOW_RUNS = 12;

/**
 * Kysely's SQLite driver runs every statement on one connection, one request after another. This one sends
 * read-only statements outside a transaction to the reader workers (so the event loop never waits for a
 * slow search), and keeps writes and transactions on the main connection, in turn. A statement's
 * read-only flag comes from SQLite itself (better-sqlite3's `readonly`), not from guessing at its text.
 *
 * Handing a read to a worker costs about as much as a lookup by key itself (two thread hops, its rows
 * copied), so a statement that took SQLite less than `quickMs` many times in a row (a slower run starts the
 * count again) runs on the main connection. The first time it takes more than `slowMs` there, it goes back
 * to the readers, and must show twice as many quick runs before it moves again: a statement that is slow
 * for some parameters (the same SQL text serves every search word) blocks the event loop a few times in the
 * life of the process at most, while a lookup that a garbage collection or a busy core once held up past
 * `slowMs` comes back (it used to stay on the readers for good, a thread hop on every request).
 * Without readers (an in-memory database, or none configured) everything runs on the main connection.
 */
class RoutingSqliteDriver implements Driver {
  readonly #writer = new Mutex();
  /** Per read statement, by SQL text; as many as the statement cache holds, the least recently used out. */
  readonly #reads = new Map<string, ReadPlace>();
  constructor(
    private readonly statements: StatementSource,
    private readonly readers: SqliteReaders | null,
    private readonly routing: ReadRouting,
  ) {}

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this);
  }

  async execute<R>(
    connection: RoutedConnection,
    { sql, parameters }: CompiledQuery,
  ): Promise<QueryResult<R>> {
    const statement = this.statements.prepare(sql);
    if (connection.inTransaction) return runOnMain<R>(statement, parameters);
    if (this.readers && statement.readonly && statement.reader) {
      const place = this.#placeOf(sql);
      // Never while a transaction is open on the main connection: the read would see its uncommitted writes.
      if (place.onMain && !this.#writer.held) {
        const started = performance.now();
        const rows = statement.all(parameters) as R[];
        if (performance.now() - started > this.routing.slowMs) {
          place.onMain = false;
          place.quickRuns = 0;
          place.slowRuns = Math.min(place.slowRuns + 1, MAX_SLOW_RUNS + 1);
        }
        return { rows };
      }
      const { rows, ms } = await this.readers.query(sql, parameters);
      if (!place.onMain && place.slowRuns <= MAX_SLOW_RUNS) {
        place.quickRuns = ms >= this.routing.quickMs ? 0 : place.quickRuns + 1;
        if (place.quickRuns >= this.routing.quickRunsToMove * 2 ** place.slowRuns) place.onMain = true;
      }
      return { rows: rows as R[] };
    }
    await this.#writer.lock();
    try {
      return runOnMain<R>(statement, parameters);
    } finally {
      this.#writer.unlock();
    }
  }

  async beginTransaction(connection: RoutedConnection) {
    await this.#writer.lock();
    try {
      this.statements.prepare('begin').run();
      connection.inTransaction = true;
    } catch (error) {
      this.#writer.unlock();
      throw error;
    }
  }

  async commitTransaction(connection: RoutedConnection) {
    // A failed commit leaves the transaction open: Kysely then rolls back, which lets go of the writer.
    this.statements.prepare('commit').run();
    this.#finish(connection);
  }

  async rollbackTransaction(connection: RoutedConnection) {
    try {
      if (connection.inTransaction) this.statements.prepare('rollback').run();
    } finally {
      this.#finish(connection);
    }
  }

  async savepoint(connection: RoutedConnection, name: string) {
    await this.execute(connection, savepointCommand('savepoint', name));
  }

  async rollbackToSavepoint(connection: RoutedConnection, name: string) {
    await this.execute(connection, savepointCommand('rollback to', name));
  }

  async releaseSavepoint(connection: RoutedConnection, name: string) {
    await this.execute(connection, savepointCommand('release', name));
  }

  async releaseConnection() {}

  async destroy() {
    await this.readers?.close();
    this.statements.close();
  }

  #placeOf(sql: string): ReadPlace {
    let place = this.#reads.get(sql);
    if (place) {
      this.#reads.delete(sql);
    } else {
      place = { onMain: false, quickRuns: 0, slowRuns: 0 };
      if (this.#reads.size >= 500) this.#reads.delete(this.#reads.keys().next().value!);
    }
    this.#reads.set(sql, place);
    return place;
  }

  #finish(connection: RoutedConnection) {
    if (!connection.inTransaction) return;
    connection.inTransaction = false;
    this.#writer.unlock();
  }
}

/** Kysely's SQLite dialect with the routing driver above. */
export function routingSqliteDialect(
  statements: StatementSource,
  readers: SqliteReaders | null,
  routing: ReadRouting = DEFAULT_READ_ROUTING,
): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new RoutingSqliteDriver(statements, readers, routing),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}

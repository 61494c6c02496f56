/**
 * The dialect adapter: the ONLY module that knows whether Nutrio runs on SQLite or PostgreSQL.
 * Everything else talks to Kysely and to the interfaces this adapter hands out.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, sql, type CreateTableBuilder, type RawBuilder } from 'kysely';
import type { DB } from './schema';
import type { SearchProvider } from './search/search-provider';
import { createFts5SearchProvider, createFts5Schema } from './search/fts5-search';
import { createPostgresSearchProvider, createPostgresSearchSchema } from './search/postgres-search';
import {
  postgresChangeCounter,
  postgresDropChangeCounter,
  sqliteChangeCounter,
  sqliteDropChangeCounter,
} from './change-counters';
import {
  postgresChildList,
  postgresDropChildList,
  sqliteChildList,
  sqliteDropChildList,
  type ChildList,
} from './child-lists';
import {
  postgresDropNarrowCopy,
  postgresNarrowCopy,
  sqliteDropNarrowCopy,
  sqliteNarrowCopy,
  type NarrowCopy,
} from './narrow-copies';
import { postgresDropUpdatedAt, postgresUpdatedAt, sqliteDropUpdatedAt, sqliteUpdatedAt } from './updated-at';
import { routingSqliteDialect, type ReadRouting, type StatementSource } from './sqlite-driver';
import { createSqliteReaders, type SqliteReaderSettings } from './sqlite-readers';

export type DialectName = 'sqlite' | 'postgres';

export interface DialectAdapter {
  readonly name: DialectName;
  /** Adds the auto-generated integer primary key `id`. */
  addIdColumn<T extends string, C extends string>(
    table: CreateTableBuilder<T, C>,
  ): CreateTableBuilder<T, C | 'id'>;
  /**
   * Adds an integer column the database computes from `expression` over the row's `sources` on every write,
   * so no writer can leave it out of step. PostgreSQL: a stored generated column. SQLite cannot add a stored
   * one, and a virtual one is computed on every read (no index counts as covering it): a plain column kept by
   * triggers instead.
   */
  addDerivedColumn(
    db: Kysely<unknown>,
    table: string,
    column: string,
    expression: string,
    sources: readonly string[],
  ): Promise<void>;
  dropDerivedColumn(db: Kysely<unknown>, table: string, column: string): Promise<void>;
  /** Triggers that bump `change_counters.<counter>` on every write to `tables` (db/change-counters.ts). */
  createChangeCounter(db: Kysely<unknown>, counter: string, tables: readonly string[]): Promise<void>;
  dropChangeCounter(db: Kysely<unknown>, counter: string, tables: readonly string[]): Promise<void>;
  /** A parent's text column listing its child rows, kept by triggers on the child table (db/child-lists.ts). */
  addChildList(db: Kysely<unknown>, list: ChildList): Promise<void>;
  dropChildList(db: Kysely<unknown>, list: ChildList): Promise<void>;
  /** A narrow table copying some columns of a wide one, kept by triggers on it (db/narrow-copies.ts). */
  addNarrowCopy(db: Kysely<unknown>, copy: NarrowCopy): Promise<void>;
  dropNarrowCopy(db: Kysely<unknown>, copy: NarrowCopy): Promise<void>;
  /** `updated_at`, set by the database on every insert and update of the table (db/updated-at.ts). */
  addUpdatedAt(db: Kysely<unknown>, table: string): Promise<void>;
  dropUpdatedAt(db: Kysely<unknown>, table: string): Promise<void>;
  /** Dialect-specific parts of the search index, created by the migration that creates search_documents. */
  createSearchSchema(db: Kysely<unknown>): Promise<void>;
  createSearchProvider(db: Kysely<DB>): SearchProvider;
  /**
   * A column reference the planner should not drive an index lookup from. SQLite then walks the ORDER BY
   * index and probes set membership (`+id`); PostgreSQL plans such queries well on its own.
   */
  probeRef(column: string): RawBuilder<unknown>;
  /**
   * Whether a name-sorted page of a small text-search set is better sorted from the materialised set than
   * found by walking the name index. PostgreSQL: yes — it estimates the walk from an even spread of matches,
   * and when they sit late in the order it reads tens of thousands of rows (≈ 400 ms at 100,000 recipes
   * against ≈ 15 ms); for large sets the walk stays faster. SQLite walks its index cheaply (the probe reads
   * no row), so no.
   */
  readonly sortsTextSetsFirst: boolean;
}

/** Connections of the database pool: open, idle, and requests waiting for one (SQLite has one, never waits). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseConnection {
  db: Kysely<DB>;
  adapter: DialectAdapter;
  poolStats(): PoolStats;
  /** A cheap round trip on the main connection (the liveness probe; SQLite's readers may be busy). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; connectionString: string };

export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (/^postgres(ql)?:\/\//.test(url)) return { dialect: 'postgres', connectionString: url };
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (!file) throw new Error('DATABASE_URL sqlite: needs a file path, e.g. sqlite:var/nutrio.db');
    return { dialect: 'sqlite', file };
  }
  throw new Error('DATABASE_URL must start with sqlite: or postgres://');
}

const sqliteAdapter: DialectAdapter = {
  name: 'sqlite',
  addIdColumn: (table) => table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement()),
  async addDerivedColumn(db, table, column, expression, sources) {
    await sql.raw(`ALTER TABLE ${table} ADD COLUMN ${column} INTEGER NOT NULL DEFAULT 0`).execute(db);
    const compute = `UPDATE ${table} SET ${column} = ${expression}`;
    await sql.raw(compute).execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_${column}_insert AFTER INSERT ON ${table}
         BEGIN ${compute} WHERE rowid = NEW.rowid; END`,
      )
      .execute(db);
    // The column itself is among the watched ones: a write to it is computed over (triggers do not recurse).
    await sql
      .raw(
        `CREATE TRIGGER ${table}_${column}_update AFTER UPDATE OF ${[...sources, column].join(', ')} ON ${table}
         BEGIN ${compute} WHERE rowid = NEW.rowid; END`,
      )
      .execute(db);
  },
  async dropDerivedColumn(db, table, column) {
    for (const operation of ['insert', 'update'])
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_${column}_${operation}`).execute(db);
    await sql.raw(`ALTER TABLE ${table} DROP COLUMN ${column}`).execute(db);
  },
  createChangeCounter: sqliteChangeCounter,
  dropChangeCounter: sqliteDropChangeCounter,
  addChildList: sqliteChildList,
  dropChildList: sqliteDropChildList,
  addNarrowCopy: sqliteNarrowCopy,
  dropNarrowCopy: sqliteDropNarrowCopy,
  addUpdatedAt: sqliteUpdatedAt,
  dropUpdatedAt: sqliteDropUpdatedAt,
  createSearchSchema: createFts5Schema,
  createSearchProvider: createFts5SearchProvider,
  probeRef: (column) => sql`+${sql.ref(column)}`,
  sortsTextSetsFirst: false,
};

const postgresAdapter: DialectAdapter = {
  name: 'postgres',
  addIdColumn: (table) =>
    table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity()),
  async addDerivedColumn(db, table, column, expression) {
    await sql
      .raw(`ALTER TABLE ${table} ADD COLUMN ${column} integer GENERATED ALWAYS AS (${expression}) STORED`)
      .execute(db);
  },
  dropDerivedColumn: async (db, table, column) => {
    await sql.raw(`ALTER TABLE ${table} DROP COLUMN ${column}`).execute(db);
  },
  createChangeCounter: postgresChangeCounter,
  dropChangeCounter: postgresDropChangeCounter,
  addChildList: postgresChildList,
  dropChildList: postgresDropChildList,
  addNarrowCopy: postgresNarrowCopy,
  dropNarrowCopy: postgresDropNarrowCopy,
  addUpdatedAt: postgresUpdatedAt,
  dropUpdatedAt: postgresDropUpdatedAt,
  createSearchSchema: createPostgresSearchSchema,
  createSearchProvider: createPostgresSearchProvider,
  probeRef: (column) => sql.ref(column),
  sortsTextSetsFirst: true,
};

// count(*) and other int8 results arrive as strings by default; our ids and counts fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface DatabaseOptions {
  /** SQLite: read queries run on this many worker threads (0: on the main connection). */
  readers?: Omit<SqliteReaderSettings, 'statementCacheSize'>;
  /** SQLite: which reads run on the main connection instead (tests set it; the default suits servers). */
  readRouting?: ReadRouting;
}

export function openDatabase(url: string, options: DatabaseOptions = {}): DatabaseConnection {
  const target = parseDatabaseUrl(url);
  if (target.dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.connectionString,
      max: 10,
      connectionTimeoutMillis: 10_000,
    });
    // An idle connection the server ends (restart, failover, a dropped test database) must not crash the
    // process; the pool replaces it on the next checkout.
    pool.on('error', () => undefined);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      adapter: postgresAdapter,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      ping: () => pingDatabase(db),
      close: () => db.destroy(),
    };
  }
  const file = resolve(target.file);
  mkdirSync(dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives a power loss; it costs about 0.2 ms per commit here (bench/sqlite-sync.bench.ts).
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const readers =
    options.readers && options.readers.size > 0 && database.name !== ':memory:'
      ? createSqliteReaders(file, { ...options.readers, statementCacheSize: STATEMENT_CACHE_SIZE })
      : null;
  const db = new Kysely<DB>({
    dialect: routingSqliteDialect(withStatementCache(database), readers, options.readRouting),
  });
  return {
    db,
    adapter: sqliteAdapter,
    poolStats: () => ({ total: 1 + (readers?.size() ?? 0), idle: 1, waiting: 0 }),
    ping: async () => void database.prepare('SELECT 1').get(),
    close: () => db.destroy(),
  };
}

/** Prepared statements kept per SQL text (most used last); enough for every query shape the app makes. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; better-sqlite3 can run one prepared statement again and again, which
 * saves the parse and plan of each request's queries (issue 13 A1). Safe because the app never streams
 * (an iterating statement could not be reused meanwhile) and statements are re-prepared by SQLite itself
 * after a schema change.
 */
function withStatementCache(database: SQLite.Database): StatementSource {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(source: string) {
      const cached = statements.get(source);
      if (cached) {
        statements.delete(source);
        statements.set(source, cached);
        return cached;
      }
      const statement = database.prepare(source);
      statements.set(source, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      return statement;
    },
    close: () => database.close(),
  };
}

/** A cheap round trip, through the same path as the app's reads (the readiness probe). */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`SELECT 1`.execute(db);
}

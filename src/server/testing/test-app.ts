import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App, type BuiltApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { DialectName } from '../db/dialect';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export const TEST_DIALECTS: DialectName[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A brand-new, empty database of the given dialect. */
export async function freshDatabase(dialect: DialectName): Promise<FreshDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'nutrio-test-'));
    return {
      url: `sqlite:${join(dir, 'test.db')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `nutrio_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestApp extends BuiltApp {
  config: AppConfig;
  /** Closes the app and drops its database (a shared one stays). */
  close(): Promise<void>;
}

export const TEST_API_KEY = 'test-public-api-key-0123456789';
export const TEST_METRICS_TOKEN = 'test-metrics-token-0123456789';

export interface TestAppOptions {
  /** Environment overriding the test defaults. */
  env?: Record<string, string>;
  /** Registers extra routes before the app is ready (to exercise plugins from a test). */
  extend?: (app: App) => void;
  /** A database another instance uses too (instead of a fresh one); closing this app leaves it in place. */
  sharedDatabaseUrl?: string;
}

/** Builds the real app on a fresh database. */
export async function createTestApp(
  dialect: DialectName,
  { env = {}, extend, sharedDatabaseUrl }: TestAppOptions = {},
): Promise<TestApp> {
  const database: FreshDatabase = sharedDatabaseUrl
    ? { url: sharedDatabaseUrl, drop: async () => {} }
    : await freshDatabase(dialect);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: database.url,
    PUBLIC_URL: 'https://nutrio.test',
    PUBLIC_API_KEY: TEST_API_KEY,
    METRICS_TOKEN: TEST_METRICS_TOKEN,
    ADMIN_PASSWORD: 'admin-test-password',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_WRITE_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    CAPTCHA_DIFFICULTY: '20',
    VAR_DIR: mkdtempSync(join(tmpdir(), 'nutrio-var-')),
    WEB_DIST_DIR: join(tmpdir(), 'nutrio-no-web-build'),
    ...env,
  });
  // There is no web build in tests: public pages are rendered by the renderer's sources (Vitest compiles them).
  const built = await buildApp(config, {
    sourceRenderer: async () => (await import('../../web/entry-server')).serverRenderer,
  });
  extend?.(built.app);
  await built.app.ready();
  return {
    ...built,
    config,
    async close() {
      await built.app.close();
      await database.drop();
    },
  };
}

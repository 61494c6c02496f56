/** Starts the real server on a fresh SQLite database for the Playwright run. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'nutrio-e2e-'));
process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
process.env.DATABASE_URL = `sqlite:${join(dir, 'nutrio.db')}`;
process.env.ADMIN_PASSWORD ??= 'e2e-admin-password';
await import('../src/server/main');

/**
 * Starts the real server for Playwright on a fresh SQLite database with the full reference data imported
 * (exercise photos are cached in var/test-cache between runs).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'nutrio-e2e-'));
process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
process.env.DATABASE_URL = `sqlite:${join(dir, 'nutrio.db')}`;
process.env.VAR_DIR ??= 'var/test-cache';
process.env.ADMIN_PASSWORD ??= 'e2e-admin-password';
if (process.env.E2E_IMPORT !== '0') {
  const { runImport } = await import('./data/import');
  if ((await runImport()) !== 0) process.exit(1);
}
await import('../src/server/main');

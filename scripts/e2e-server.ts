/**
 * Starts the real server for Playwright on a fresh database with the full reference data imported
 * (exercise photos are cached in var/test-cache between runs): SQLite, or with E2E_DATABASE=postgres a
 * fresh database on the TEST_DATABASE_URL server (CI runs the journeys on both).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'nutrio-e2e-'));
process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
if (process.env.E2E_DATABASE === 'postgres') {
  const { freshDatabase } = await import('../src/server/testing/test-app');
  process.env.DATABASE_URL = (await freshDatabase('postgres')).url;
} else {
  process.env.DATABASE_URL = `sqlite:${join(dir, 'nutrio.db')}`;
}
process.env.VAR_DIR ??= 'var/test-cache';
mkdirSync(process.env.VAR_DIR, { recursive: true });
// Tests grant roles with `scripts/user-roles.ts` on this server's database (there is no admin screen yet).
writeFileSync(
  join(process.env.VAR_DIR, `e2e-database-${process.env.PORT ?? '3000'}.url`),
  process.env.DATABASE_URL,
);
process.env.ADMIN_PASSWORD ??= 'e2e-admin-password';
if (process.env.E2E_IMPORT !== '0') {
  const { runImport } = await import('./data/import');
  if ((await runImport()) !== 0) process.exit(1);
}
// The AI search (issue 19 A4) asks a loopback stand-in model unless a real one is configured.
if (!process.env.AI_BASE_URL) {
  const { startFakeLanguageModel } = await import('../src/server/testing/fake-language-model');
  process.env.AI_BASE_URL = await startFakeLanguageModel();
}
await import('../src/server/main');

/**
 * What durability costs on SQLite (issue 12 A12): committed single-row writes in WAL mode with
 * synchronous=NORMAL (may lose the last commits on power loss) and FULL (the default now). Prints the time
 * per commit on this machine's disk.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';

const WRITES = 2000;
const dir = mkdtempSync(join(tmpdir(), 'nutrio-sync-'));
try {
  for (const mode of ['NORMAL', 'FULL'] as const) {
    const db = new SQLite(join(dir, `${mode}.db`));
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${mode}`);
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)');
    const insert = db.prepare('INSERT INTO t (body) VALUES (?)');
    const started = performance.now();
    for (let i = 0; i < WRITES; i += 1) insert.run('x'.repeat(2000));
    const ms = performance.now() - started;
    console.log(
      `synchronous=${mode}: ${WRITES} commits in ${ms.toFixed(0)} ms, ${((ms / WRITES) * 1000).toFixed(0)} µs per commit`,
    );
    db.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { parseDatabaseUrl } from './dialect';

const run = promisify(execFile);

/**
 * A consistent copy of the database in `file` while the server keeps running: SQLite's online backup API
 * (pages copied under the WAL, no lock held for long), or `pg_dump --format=custom` on PostgreSQL.
 */
export async function backupDatabase(databaseUrl: string, file: string): Promise<void> {
  const target = parseDatabaseUrl(databaseUrl);
  mkdirSync(dirname(resolve(file)), { recursive: true });
  if (target.dialect === 'postgres') {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, target.connectionString]);
    return;
  }
  if (!existsSync(target.file)) throw new Error(`No database at ${target.file}`);
  const database = new SQLite(resolve(target.file), { readonly: true, fileMustExist: true });
  try {
    await database.backup(resolve(file));
  } finally {
    database.close();
  }
}

/**
 * Puts a backup in place of the database (stop the server first): SQLite's backup API copies the file's
 * pages over the database, PostgreSQL's `pg_restore --clean` drops and recreates what the dump holds.
 */
export async function restoreDatabase(databaseUrl: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}`);
  const target = parseDatabaseUrl(databaseUrl);
  if (target.dialect === 'postgres') {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${target.connectionString}`,
      file,
    ]);
    return;
  }
  const backup = new SQLite(resolve(file), { readonly: true, fileMustExist: true });
  try {
    mkdirSync(dirname(resolve(target.file)), { recursive: true });
    await backup.backup(resolve(target.file));
  } finally {
    backup.close();
  }
}

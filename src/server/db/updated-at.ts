import { sql, type Kysely } from 'kysely';

/**
 * `updated_at`: when a row last changed (ISO 8601, UTC, milliseconds), set by the database on every insert and
 * update, so no writer can forget it (migration 0015: the sitemap's lastmod). Text on both databases, so rows
 * read the same everywhere.
 */
const SQLITE_NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
const POSTGRES_NOW = `to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const EPOCH = `'1970-01-01T00:00:00.000Z'`;

/** SQLite: ALTER TABLE cannot default to the time, so a constant default and triggers that set it after. */
export async function sqliteUpdatedAt(db: Kysely<unknown>, table: string) {
  await sql.raw(`ALTER TABLE ${table} ADD COLUMN updated_at TEXT NOT NULL DEFAULT ${EPOCH}`).execute(db);
  await sql.raw(`UPDATE ${table} SET updated_at = ${SQLITE_NOW}`).execute(db);
  await sql
    .raw(
      `CREATE TRIGGER ${table}_insert_updated_at AFTER INSERT ON ${table}
       BEGIN UPDATE ${table} SET updated_at = ${SQLITE_NOW} WHERE rowid = NEW.rowid; END`,
    )
    .execute(db);
  // WHEN: a write that sets updated_at itself (this trigger's own) is left as it is.
  await sql
    .raw(
      `CREATE TRIGGER ${table}_update_updated_at AFTER UPDATE ON ${table} WHEN NEW.updated_at IS OLD.updated_at
       BEGIN UPDATE ${table} SET updated_at = ${SQLITE_NOW} WHERE rowid = NEW.rowid; END`,
    )
    .execute(db);
}

export async function sqliteDropUpdatedAt(db: Kysely<unknown>, table: string) {
  for (const operation of ['insert', 'update'])
    await sql.raw(`DROP TRIGGER IF EXISTS ${table}_${operation}_updated_at`).execute(db);
  await sql.raw(`ALTER TABLE ${table} DROP COLUMN updated_at`).execute(db);
}

export async function postgresUpdatedAt(db: Kysely<unknown>, table: string) {
  await sql.raw(`ALTER TABLE ${table} ADD COLUMN updated_at text NOT NULL DEFAULT ${EPOCH}`).execute(db);
  await sql.raw(`UPDATE ${table} SET updated_at = ${POSTGRES_NOW}`).execute(db);
  await sql.raw(`ALTER TABLE ${table} ALTER COLUMN updated_at SET DEFAULT ${POSTGRES_NOW}`).execute(db);
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN NEW.updated_at := ${POSTGRES_NOW}; RETURN NEW; END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER ${table}_updated_at BEFORE UPDATE ON ${table}
       FOR EACH ROW EXECUTE FUNCTION set_updated_at()`,
    )
    .execute(db);
}

export async function postgresDropUpdatedAt(db: Kysely<unknown>, table: string) {
  await sql.raw(`DROP TRIGGER IF EXISTS ${table}_updated_at ON ${table}`).execute(db);
  await sql.raw(`ALTER TABLE ${table} DROP COLUMN updated_at`).execute(db);
}

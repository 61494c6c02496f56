import { sql, type Kysely } from 'kysely';

/**
 * A narrow table holding a copy of some columns of a wide table, one row per source row under the same `id`,
 * kept by triggers on the source on every insert, update and delete. A reader that needs those columns of
 * every row scans the copy instead of the source's wide pages: the plan generator reads 6 columns of 100,000
 * recipes whose rows carry descriptions and instructions in three languages (663 MB → about 15 MB).
 */
export interface NarrowCopy {
  source: string;
  copy: string;
  columns: ReadonlyArray<{ name: string; type: 'integer' | 'text' }>;
}

const names = (copy: NarrowCopy) => copy.columns.map((c) => c.name).join(', ');
const values = (copy: NarrowCopy, row: string) => copy.columns.map((c) => `${row}.${c.name}`).join(', ');

async function createCopy(db: Kysely<unknown>, copy: NarrowCopy) {
  const columns = copy.columns.map((c) => `${c.name} ${c.type} NOT NULL`).join(', ');
  await sql.raw(`CREATE TABLE ${copy.copy} (id integer PRIMARY KEY, ${columns})`).execute(db);
  await sql
    .raw(`INSERT INTO ${copy.copy} (id, ${names(copy)}) SELECT id, ${names(copy)} FROM ${copy.source}`)
    .execute(db);
}

const triggerName = (copy: NarrowCopy, operation: string) => `${copy.source}_${operation}_${copy.copy}`;

/** SQLite: a row trigger per operation (an update may change the id, so it deletes the old row first). */
export async function sqliteNarrowCopy(db: Kysely<unknown>, copy: NarrowCopy) {
  await createCopy(db, copy);
  const insert = `INSERT INTO ${copy.copy} (id, ${names(copy)}) VALUES (NEW.id, ${values(copy, 'NEW')});`;
  const remove = `DELETE FROM ${copy.copy} WHERE id = OLD.id;`;
  const bodies: Record<string, string> = { insert, update: `${remove} ${insert}`, delete: remove };
  for (const [operation, body] of Object.entries(bodies))
    await sql
      .raw(
        `CREATE TRIGGER ${triggerName(copy, operation)} AFTER ${operation.toUpperCase()} ON ${copy.source}
         BEGIN ${body} END`,
      )
      .execute(db);
}

export async function sqliteDropNarrowCopy(db: Kysely<unknown>, copy: NarrowCopy) {
  for (const operation of ['insert', 'update', 'delete'])
    await sql.raw(`DROP TRIGGER IF EXISTS ${triggerName(copy, operation)}`).execute(db);
  await sql.raw(`DROP TABLE IF EXISTS ${copy.copy}`).execute(db);
}

/**
 * PostgreSQL: statement triggers with transition tables, so a bulk import of 100,000 recipes copies them in
 * one statement instead of one trigger call per row.
 */
export async function postgresNarrowCopy(db: Kysely<unknown>, copy: NarrowCopy) {
  await createCopy(db, copy);
  const name = triggerName(copy, 'write');
  const insert = `INSERT INTO ${copy.copy} (id, ${names(copy)}) SELECT id, ${names(copy)} FROM new_rows;`;
  const remove = `DELETE FROM ${copy.copy} WHERE id IN (SELECT id FROM old_rows);`;
  await sql
    .raw(
      `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
         IF TG_OP = 'INSERT' THEN ${insert}
         ELSIF TG_OP = 'UPDATE' THEN ${remove} ${insert}
         ELSE ${remove}
         END IF;
         RETURN NULL;
       END $$`,
    )
    .execute(db);
  // A trigger with transition tables serves one event, so one per operation, all calling the same function.
  const transitions: Record<string, string> = {
    insert: 'NEW TABLE AS new_rows',
    update: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    delete: 'OLD TABLE AS old_rows',
  };
  for (const [operation, referencing] of Object.entries(transitions))
    await sql
      .raw(
        `CREATE TRIGGER ${triggerName(copy, operation)} AFTER ${operation.toUpperCase()} ON ${copy.source}
         REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
      )
      .execute(db);
}

export async function postgresDropNarrowCopy(db: Kysely<unknown>, copy: NarrowCopy) {
  for (const operation of ['insert', 'update', 'delete'])
    await sql.raw(`DROP TRIGGER IF EXISTS ${triggerName(copy, operation)} ON ${copy.source}`).execute(db);
  await sql.raw(`DROP FUNCTION IF EXISTS ${triggerName(copy, 'write')}()`).execute(db);
  await sql.raw(`DROP TABLE IF EXISTS ${copy.copy}`).execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * A text column of a parent row holding its child rows as one list, `item` of each child joined by spaces in
 * `order`, kept by triggers on the child table on every insert, update and delete (migration 0014). A reader
 * that needs every parent with its children reads one row per parent instead of every child row.
 */
export interface ChildList {
  table: string;
  column: string;
  child: string;
  /** The child's column naming its parent's `id`. */
  key: string;
  /** A text expression over one child row. */
  item: string;
  order: string;
}

const listOf = (list: ChildList, parentId: string) =>
  `(SELECT coalesce(string_agg(${list.item}, ' ' ORDER BY ${list.order}), '') FROM ${list.child} WHERE ${list.key} = ${parentId})`;
const refresh = (list: ChildList, row: 'NEW' | 'OLD') =>
  `UPDATE ${list.table} SET ${list.column} = ${listOf(list, `${row}.${list.key}`)} WHERE id = ${row}.${list.key};`;

async function addColumn(db: Kysely<unknown>, list: ChildList) {
  await sql.raw(`ALTER TABLE ${list.table} ADD COLUMN ${list.column} TEXT NOT NULL DEFAULT ''`).execute(db);
  await sql.raw(`UPDATE ${list.table} SET ${list.column} = ${listOf(list, `${list.table}.id`)}`).execute(db);
}

const triggerName = (list: ChildList, operation: string) => `${list.child}_${operation}_${list.column}`;

/** SQLite (string_agg since 3.44): a row trigger per operation; an update moves a child between parents too. */
export async function sqliteChildList(db: Kysely<unknown>, list: ChildList) {
  await addColumn(db, list);
  const bodies: Record<string, string> = {
    INSERT: refresh(list, 'NEW'),
    UPDATE: `${refresh(list, 'OLD')} ${refresh(list, 'NEW')}`,
    DELETE: refresh(list, 'OLD'),
  };
  for (const [operation, body] of Object.entries(bodies))
    await sql
      .raw(
        `CREATE TRIGGER ${triggerName(list, operation.toLowerCase())} AFTER ${operation} ON ${list.child}
         BEGIN ${body} END`,
      )
      .execute(db);
}

export async function sqliteDropChildList(db: Kysely<unknown>, list: ChildList) {
  for (const operation of ['insert', 'update', 'delete'])
    await sql.raw(`DROP TRIGGER IF EXISTS ${triggerName(list, operation)}`).execute(db);
  await sql.raw(`ALTER TABLE ${list.table} DROP COLUMN ${list.column}`).execute(db);
}

export async function postgresChildList(db: Kysely<unknown>, list: ChildList) {
  await addColumn(db, list);
  const name = triggerName(list, 'write');
  await sql
    .raw(
      `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
         IF TG_OP <> 'INSERT' THEN ${refresh(list, 'OLD')} END IF;
         IF TG_OP <> 'DELETE' THEN ${refresh(list, 'NEW')} END IF;
         RETURN NULL;
       END $$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER ${name} AFTER INSERT OR UPDATE OR DELETE ON ${list.child}
       FOR EACH ROW EXECUTE FUNCTION ${name}()`,
    )
    .execute(db);
}

export async function postgresDropChildList(db: Kysely<unknown>, list: ChildList) {
  const name = triggerName(list, 'write');
  await sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${list.child}`).execute(db);
  await sql.raw(`DROP FUNCTION IF EXISTS ${name}()`).execute(db);
  await sql.raw(`ALTER TABLE ${list.table} DROP COLUMN ${list.column}`).execute(db);
}

import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { DB } from './schema';

/** The counter of the catalogue data that search totals and the plan generator's data derive from (migration 0012). */
export const CATALOGUE_COUNTER = 'catalogue';
/** SQLite: a row trigger per table and operation (it has no statement triggers). */
export async function sqliteChangeCounter(db: Kysely<unknown>, counter: string, tables: readonly string[]) {
  for (const table of tables)
    for (const operation of ['INSERT', 'UPDATE', 'DELETE'])
      await sql
        .raw(
          `CREATE TRIGGER ${table}_${operation.toLowerCase()}_counts_${counter} AFTER ${operation} ON ${table}
           BEGIN UPDATE change_counters SET revision = revision + 1 WHERE name = '${counter}'; END`,
        )
        .execute(db);
}

/** PostgreSQL: one statement trigger per table, so a bulk import bumps the counter once per statement. */
export async function postgresChangeCounter(db: Kysely<unknown>, counter: string, tables: readonly string[]) {
  await sql`CREATE OR REPLACE FUNCTION bump_change_counter() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN UPDATE change_counters SET revision = revision + 1 WHERE name = TG_ARGV[0]; RETURN NULL; END $$`.execute(
    db,
  );
  for (const table of tables)
    await sql
      .raw(
        `CREATE TRIGGER ${table}_counts_${counter} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION bump_change_counter('${counter}')`,
      )
      .execute(db);
}

export async function sqliteDropChangeCounter(
  db: Kysely<unknown>,
  counter: string,
  tables: readonly string[],
) {
  for (const table of tables)
    for (const operation of ['insert', 'update', 'delete'])
      await sql.raw(`DROP TRIGGER IF EXISTS ${table}_${operation}_counts_${counter}`).execute(db);
}

export async function postgresDropChangeCounter(
  db: Kysely<unknown>,
  counter: string,
  tables: readonly string[],
) {
  for (const table of tables)
    await sql.raw(`DROP TRIGGER IF EXISTS ${table}_counts_${counter} ON ${table}`).execute(db);
}

/** The revision statement per database and counter, compiled once: it is read on every catalogue request. */
const revisionStatements = new WeakMap<Kysely<DB>, Map<string, CompiledQuery<{ revision: number }>>>();

/** The counter's value: it changes with every committed write to its tables, from any process. */
export async function changeRevision(db: Kysely<DB>, counter: string): Promise<number> {
  let statements = revisionStatements.get(db);
  if (!statements) revisionStatements.set(db, (statements = new Map()));
  let statement = statements.get(counter);
  if (!statement) {
    statement = db.selectFrom('change_counters').select('revision').where('name', '=', counter).compile();
    statements.set(counter, statement);
  }
  const { rows } = await db.executeQuery(statement);
  return Number(rows[0]?.revision ?? 0);
}

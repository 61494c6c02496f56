import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { randomToken } from './tokens';

/** A random secret made once and kept in the database, so every app instance signs with the same one. */
export async function ensureSecret(db: Kysely<DB>, name: string): Promise<string> {
  const existing = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomToken(32) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

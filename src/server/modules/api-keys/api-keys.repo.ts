import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export function createApiKeysRepo(db: Kysely<DB>) {
  return {
    async findActive(token: string) {
      return db
        .selectFrom('api_keys')
        .select(['id', 'label'])
        .where('token', '=', token)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
    },
    async activeTokens(): Promise<string[]> {
      const rows = await db.selectFrom('api_keys').select('token').where('revoked_at', 'is', null).execute();
      return rows.map((row) => row.token);
    },
    async firstActiveToken(label: string) {
      const row = await db
        .selectFrom('api_keys')
        .select('token')
        .where('label', '=', label)
        .where('revoked_at', 'is', null)
        .orderBy('id')
        .executeTakeFirst();
      return row?.token;
    },
    async insert(token: string, label: string) {
      await db
        .insertInto('api_keys')
        .values({ token, label, created_at: new Date().toISOString() })
        .execute();
    },
  };
}
export type ApiKeysRepo = ReturnType<typeof createApiKeysRepo>;

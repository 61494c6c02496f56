import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export function createUsersRepo(db: Kysely<DB>) {
  return {
    async findByEmail(email: string) {
      return db.selectFrom('users').select(['id', 'email', 'roles']).where('email', '=', email).executeTakeFirst();
    },
    async insert(user: { email: string; username: string; passwordHash: string; roles: string[] }) {
      const now = new Date().toISOString();
      const row = await db
        .insertInto('users')
        .values({
          email: user.email,
          username: user.username,
          password_hash: user.passwordHash,
          roles: JSON.stringify(user.roles),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;

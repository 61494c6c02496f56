import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Gender } from '../../../core/domain/gender';

export interface NewUser {
  email: string;
  username: string;
  /** Empty for accounts made by a social sign-in until a password is set. */
  passwordHash: string;
  roles: string[];
  firstName?: string;
  lastName?: string;
  gender?: Gender;
  locale?: string;
}

const PROFILE_COLUMNS = ['id', 'email', 'password_hash', 'roles', 'first_name', 'last_name', 'gender', 'locale'] as const;

export function createUsersRepo(db: Kysely<DB>) {
  return {
    async findByEmail(email: string) {
      return db.selectFrom('users').select(PROFILE_COLUMNS).where('email', '=', email).executeTakeFirst();
    },
    async findById(id: number) {
      return db.selectFrom('users').select(PROFILE_COLUMNS).where('id', '=', id).executeTakeFirst();
    },
    /** The new id, or null when the e-mail is taken (a concurrent registration included). */
    async insert(user: NewUser): Promise<number | null> {
      const now = new Date().toISOString();
      const row = await db
        .insertInto('users')
        .values({
          email: user.email,
          username: user.username,
          password_hash: user.passwordHash,
          roles: JSON.stringify(user.roles),
          first_name: user.firstName ?? '',
          last_name: user.lastName ?? '',
          gender: user.gender ?? 'unspecified',
          locale: user.locale ?? 'en',
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },
    async setPasswordHash(id: number, passwordHash: string) {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },
    async setRoles(id: number, roles: readonly string[]) {
      await db.updateTable('users').set({ roles: JSON.stringify(roles), updated_at: new Date().toISOString() }).where('id', '=', id).execute();
    },
    async updateProfile(id: number, profile: { firstName: string; lastName: string; email: string; gender: Gender }) {
      await db
        .updateTable('users')
        .set({
          first_name: profile.firstName,
          last_name: profile.lastName,
          email: profile.email,
          username: profile.email,
          gender: profile.gender,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;

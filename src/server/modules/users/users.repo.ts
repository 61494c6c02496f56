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
  /** The address is already proven: a provider vouched for it, or the operator configured it. */
  emailVerified?: boolean;
}

const PROFILE_COLUMNS = [
  'id',
  'email',
  'email_verified_at',
  'password_hash',
  'roles',
  'first_name',
  'last_name',
  'gender',
  'locale',
] as const;

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
          email_verified_at: user.emailVerified ? now : null,
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
      await db
        .updateTable('users')
        .set({ roles: JSON.stringify(roles), updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },
    /**
     * Makes `email` the account's confirmed address (its owner opened a link sent to it): true when done,
     * false when another account has that address by now.
     */
    async confirmEmail(id: number, email: string): Promise<boolean> {
      const now = new Date().toISOString();
      try {
        const result = await db
          .updateTable('users')
          .set({ email, username: email, email_verified_at: now, updated_at: now })
          .where('id', '=', id)
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('users as other')
                  .select('other.id')
                  .where('other.email', '=', email)
                  .where('other.id', '<>', id),
              ),
            ),
          )
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      } catch (error) {
        // A concurrent change took the address between the check and the write: the unique index refused it.
        if (/unique|duplicate/i.test(String(error))) return false;
        throw error;
      }
    },
    /** The address can be changed only through `confirmEmail`: a link sent to the new address proves it. */
    async updateProfile(id: number, profile: { firstName: string; lastName: string; gender: Gender }) {
      await db
        .updateTable('users')
        .set({
          first_name: profile.firstName,
          last_name: profile.lastName,
          gender: profile.gender,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;

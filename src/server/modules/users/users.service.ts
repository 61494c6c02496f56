import { hashPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/tokens';
import { applyRoleChanges, parseStoredRoles, type Role, type RoleChange } from '../../../core/domain/roles';
import type { UsersRepo } from './users.repo';

export interface AdminSeedResult {
  created: boolean;
  email: string;
  /** Set only when a random password was generated: it is shown once and never stored in clear. */
  oneTimePassword?: string;
}

export function createUsersService(repo: UsersRepo) {
  return {
    async ensureAdmin(admin: { email: string; password: string | undefined }): Promise<AdminSeedResult> {
      const email = admin.email.toLowerCase();
      if (await repo.findByEmail(email)) return { created: false, email };
      const password = admin.password ?? randomToken(12);
      await repo.insert({
        email,
        username: 'admin',
        passwordHash: await hashPassword(password),
        roles: ['admin'],
        emailVerified: true,
      });
      return admin.password ? { created: true, email } : { created: true, email, oneTimePassword: password };
    },
    /**
     * Grants or takes away roles (`npm run user:roles`); answers the roles now held, or null for an unknown
     * address. Signed-in sessions see the change on their next request (roles are read with the session).
     */
    async changeRoles(email: string, changes: readonly RoleChange[]): Promise<Role[] | null> {
      const user = await repo.findByEmail(email.trim().toLowerCase());
      if (!user) return null;
      const roles = applyRoleChanges(parseStoredRoles(user.roles), changes);
      if (changes.length > 0) await repo.setRoles(user.id, roles);
      return roles;
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;

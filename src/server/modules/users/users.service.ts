import { hashPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/tokens';
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
      await repo.insert({ email, username: 'admin', passwordHash: await hashPassword(password), roles: ['admin'] });
      return admin.password ? { created: true, email } : { created: true, email, oneTimePassword: password };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;

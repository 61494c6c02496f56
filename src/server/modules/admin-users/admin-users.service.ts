import {
  ADMIN_USERS_PER_PAGE,
  type AdminRolesChange,
  type AdminUserDetail,
  type AdminUsersQuery,
  type AdminUsersResponse,
} from '../../../core/contracts/admin-users';
import { parseStoredRoles, type Role, type RoleChange } from '../../../core/domain/roles';
import { NotFoundError, ValidationError } from '../../errors';
import type { AuditActor } from '../audit/audit.repo';
import { presentAdminUserDetail, presentAdminUserPage } from './admin-users.presenter';
import type { AdminUserRow, AdminUsersRepo } from './admin-users.repo';

/** The users service's role change (`npm run user:roles`): the roles now held, or null for an unknown address. */
export interface RoleRules {
  changeRoles(email: string, changes: readonly RoleChange[]): Promise<Role[] | null>;
}

/**
 * Administration of accounts (issue 24 A3): search, view, roles, lock and unlock, end sessions. Every change
 * is written to the audit log with the acting admin and the state before and after. An admin can neither
 * take away their own `admin` role nor lock themselves out: the site never loses its last way in.
 */
export function createAdminUsersService({
  repo,
  roles,
  idleTimeoutMs,
  now = () => new Date(),
}: {
  repo: AdminUsersRepo;
  roles: RoleRules;
  /** A session idle this long has ended (the session store's rule), even before it is pruned. */
  idleTimeoutMs: number;
  now?: () => Date;
}) {
  async function existing(id: number): Promise<AdminUserRow> {
    const row = await repo.findById(id);
    if (!row) throw new NotFoundError();
    return row;
  }

  async function detail(id: number): Promise<AdminUserDetail> {
    const row = await existing(id);
    return presentAdminUserDetail(row, await repo.activity(id, now(), idleTimeoutMs));
  }

  return {
    async list(query: AdminUsersQuery): Promise<AdminUsersResponse> {
      const [rows, total] = await Promise.all([
        repo.page(query, (query.page - 1) * ADMIN_USERS_PER_PAGE, ADMIN_USERS_PER_PAGE),
        repo.count(query),
      ]);
      return presentAdminUserPage(rows, { page: query.page, perPage: ADMIN_USERS_PER_PAGE, total });
    },

    detail,

    /** Grants and takes away roles by the rules of `npm run user:roles`; the audit row holds both lists. */
    async changeRoles(actor: AuditActor, id: number, change: AdminRolesChange): Promise<AdminUserDetail> {
      const user = await existing(id);
      if (actor.id === id && change.revoke.includes('admin'))
        throw new ValidationError({ revoke: 'cannotRevokeOwnAdmin' }, 'cannotRevokeOwnAdmin');
      const before = parseStoredRoles(user.roles);
      const after = await roles.changeRoles(user.email, [
        ...change.revoke.map((role) => ({ grant: false, role })),
        ...change.grant.map((role) => ({ grant: true, role })),
      ]);
      if (after === null) throw new NotFoundError();
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await repo.audit({
          actor,
          action: 'user.roles',
          targetType: 'user',
          targetId: id,
          before: { roles: before },
          after: { roles: after },
        });
      }
      return detail(id);
    },

    /** Locks (every session ends with it) or unlocks an account; an admin cannot lock themselves. */
    async setLocked(actor: AuditActor, id: number, locked: boolean): Promise<AdminUserDetail> {
      if (actor.id === id && locked)
        throw new ValidationError({ locked: 'cannotLockSelf' }, 'cannotLockSelf');
      const user = await existing(id);
      if ((user.locked_at !== null) !== locked) {
        const lockedAt = locked ? now().toISOString() : null;
        await repo.transaction(async (tx) => {
          await tx.setLockedAt(id, lockedAt);
          const ended = locked ? await tx.endSessions(id) : 0;
          await tx.audit({
            actor,
            action: locked ? 'user.lock' : 'user.unlock',
            targetType: 'user',
            targetId: id,
            before: { lockedAt: user.locked_at },
            after: locked ? { lockedAt, sessionsEnded: ended } : { lockedAt },
          });
        });
      }
      return detail(id);
    },

    /** Signs the user out everywhere; answers how many sessions ended. */
    async endSessions(actor: AuditActor, id: number): Promise<{ ended: number }> {
      await existing(id);
      const ended = await repo.transaction(async (tx) => {
        const count = await tx.endSessions(id);
        await tx.audit({
          actor,
          action: 'user.sessions-end',
          targetType: 'user',
          targetId: id,
          before: null,
          after: { sessionsEnded: count },
        });
        return count;
      });
      return { ended };
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

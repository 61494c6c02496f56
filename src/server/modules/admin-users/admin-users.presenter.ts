import type {
  AdminUserDetail,
  AdminUsersResponse,
  AdminUserSummary,
} from '../../../core/contracts/admin-users';
import { parseStoredRoles } from '../../../core/domain/roles';
import { normalizeLocale } from '../../../core/i18n/locales';
import { displayName } from '../auth/sessions';
import type { AdminUserActivity, AdminUserRow } from './admin-users.repo';

/** One account in the admins' list: never a password hash, token or session secret. */
export function presentAdminUser(row: AdminUserRow): AdminUserSummary {
  return {
    id: Number(row.id),
    email: row.email,
    name: displayName(row),
    roles: parseStoredRoles(row.roles),
    emailVerified: row.email_verified_at !== null,
    lockedAt: row.locked_at,
    proUntil: row.pro_until,
    createdAt: row.created_at,
  };
}

export function presentAdminUserPage(
  rows: AdminUserRow[],
  { page, perPage, total }: { page: number; perPage: number; total: number },
): AdminUsersResponse {
  return { items: rows.map(presentAdminUser), total, page, perPage };
}

export function presentAdminUserDetail(row: AdminUserRow, activity: AdminUserActivity): AdminUserDetail {
  return { ...presentAdminUser(row), locale: normalizeLocale(row.locale), ...activity };
}

import type { AuditResponse } from '../../../core/contracts/admin-users';
import { presentAuditPage } from './audit.presenter';
import type { AuditFilter, AuditRepo } from './audit.repo';

/** The admins' audit log shows this many rows a page. */
export const AUDIT_PER_PAGE = 20;

/** The audit log as admins read it (issue 24 A2): newest first, optionally for one record. */
export function createAuditService(repo: AuditRepo) {
  return {
    async list(filter: AuditFilter, page: number): Promise<AuditResponse> {
      const [rows, total] = await Promise.all([
        repo.page(filter, (page - 1) * AUDIT_PER_PAGE, AUDIT_PER_PAGE),
        repo.count(filter),
      ]);
      return presentAuditPage(rows, { page, perPage: AUDIT_PER_PAGE, total });
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;

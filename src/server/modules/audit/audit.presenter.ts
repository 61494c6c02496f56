import type { AuditEntry, AuditResponse } from '../../../core/contracts/admin-users';
import type { AuditRow } from './audit.repo';

/** A stored JSON value; text that does not parse is shown as it is rather than lost. */
function parsed(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    actorId: row.actor_id === null ? null : Number(row.actor_id),
    actorEmail: row.actor_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: parsed(row.before),
    after: parsed(row.after),
    createdAt: row.created_at,
  };
}

export function presentAuditPage(
  rows: AuditRow[],
  { page, perPage, total }: { page: number; perPage: number; total: number },
): AuditResponse {
  return { items: rows.map(presentAuditEntry), total, page, perPage };
}

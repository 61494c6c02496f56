import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Who made a change: the signed-in admin, or null for the system (a job, a command). */
export interface AuditActor {
  id: number;
  email: string;
}

export interface AuditRecord {
  actor: AuditActor | null;
  /** What was done, as `<area>.<verb>`: `user.roles`, `user.lock`, `recipe.update` … */
  action: string;
  /** The kind of record changed, kebab-case: `user`, `recipe`, `food` … */
  targetType: string;
  targetId: string | number;
  /** The record (or the part that changed) before and after; undefined or null: none. */
  before?: unknown;
  after?: unknown;
}

export interface AuditRow {
  id: number;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: string | null;
  after: string | null;
  created_at: string;
}

export interface AuditFilter {
  targetType?: string | undefined;
  targetId?: string | undefined;
}

const json = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

/**
 * The audit log's port (issue 24 A2): every module that changes records on an admin's behalf writes one row
 * here — pass the transaction that makes the change, so the row and the change stand or fall together.
 */
export async function recordAudit(
  db: Kysely<DB>,
  { actor, action, targetType, targetId, before, after }: AuditRecord,
  now: Date = new Date(),
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor?.id ?? null,
      actor_email: actor?.email ?? null,
      action,
      target_type: targetType,
      target_id: String(targetId),
      before: json(before),
      after: json(after),
      created_at: now.toISOString(),
    })
    .execute();
}

/** The admins' reading of the log: newest first, for one kind of record, one record, or all. */
export function createAuditRepo(db: Kysely<DB>) {
  const filtered = (filter: AuditFilter) => {
    let query = db.selectFrom('audit_log');
    if (filter.targetType !== undefined) query = query.where('target_type', '=', filter.targetType);
    if (filter.targetId !== undefined) query = query.where('target_id', '=', filter.targetId);
    return query;
  };
  return {
    page: (filter: AuditFilter, offset: number, limit: number): Promise<AuditRow[]> =>
      filtered(filter)
        .select([
          'id',
          'actor_id',
          'actor_email',
          'action',
          'target_type',
          'target_id',
          'before',
          'after',
          'created_at',
        ])
        // Ids grow with time: the newest row has the highest id (also within one millisecond).
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),

    async count(filter: AuditFilter): Promise<number> {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },
  };
}
export type AuditRepo = ReturnType<typeof createAuditRepo>;

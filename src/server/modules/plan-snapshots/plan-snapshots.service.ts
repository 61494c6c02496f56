import { createHash } from 'node:crypto';
import {
  MAX_SNAPSHOT_BYTES,
  PlanSnapshotSchema,
  type PlanSnapshot,
} from '../../../core/contracts/alt-generator';
import { NotFoundError, ValidationError } from '../../errors';
import type { PlanSnapshotsRepo } from './plan-snapshots.repo';

/** JSON with every object's keys sorted: one text, and so one hash, per content whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function snapshotHash(canonical: string): string {
  return createHash('sha256').update(canonical).digest('base64url');
}

export function createPlanSnapshotsService(repo: PlanSnapshotsRepo, now: () => Date = () => new Date()) {
  return {
    /**
     * AGEN-29. The snapshot has passed its contract (unknown keys dropped, defaults filled); its hash is ours,
     * never the client's, so no one can put other content under a hash someone else shared.
     */
    async save(snapshot: PlanSnapshot) {
      const canonical = canonicalJson(snapshot);
      const size = Buffer.byteLength(canonical, 'utf8');
      if (size > MAX_SNAPSHOT_BYTES) throw new ValidationError(undefined, 'planSnapshotTooLarge');
      const hash = snapshotHash(canonical);
      await repo.insert({ hash, snapshot: canonical, size, created_at: now().toISOString() });
      // The first save's row: its date stays the date the plan was first shared.
      const row = await repo.find(hash);
      if (!row) throw new Error('a stored snapshot could not be read back');
      return { hash, meta: { createdAt: row.created_at, size: row.size } };
    },

    /** AGEN-30. */
    async show(hash: string) {
      const row = await repo.find(hash);
      if (!row) throw new NotFoundError('planSnapshotNotFound');
      // Stored rows passed the contract when saved; parsing again keeps the answer's type honest.
      const snapshot = PlanSnapshotSchema.parse(JSON.parse(row.snapshot) as unknown);
      return { hash: row.hash, snapshot, meta: { createdAt: row.created_at, size: row.size } };
    },
  };
}

export type PlanSnapshotsService = ReturnType<typeof createPlanSnapshotsService>;

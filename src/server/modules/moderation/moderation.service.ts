import {
  MODERATION_PER_PAGE,
  type ModerationEntry,
  type ModerationEntryParams,
  type ModerationKind,
  type ModerationQuery,
  type ModerationResponse,
} from '../../../core/contracts/admin-moderation';
import { NotFoundError } from '../../errors';
import type { AuditActor } from '../audit/audit.repo';
import type { ModerationRepo, ModerationRow } from './moderation.repo';

export function presentModerationEntry(row: ModerationRow): ModerationEntry {
  return {
    id: row.id,
    name: row.name.trim(),
    idSlug: `${row.id}-${row.slug}`,
    ownerEmail: row.owner_email,
    published: row.unpublished_at === null,
    unpublishedAt: row.unpublished_at,
    unpublishedReason: row.unpublished_reason,
    updatedAt: String(row.updated_at),
  };
}

const publication = (row: Pick<ModerationRow, 'unpublished_at' | 'unpublished_reason'>) => ({
  published: row.unpublished_at === null,
  unpublishedAt: row.unpublished_at,
  reason: row.unpublished_reason,
});

/** Moderation of the directory (issue 24 A2): list profiles, publish and unpublish them (audited). */
export function createModerationService({
  repo,
  now = () => new Date(),
}: {
  repo: ModerationRepo;
  now?: () => Date;
}) {
  return {
    async list(kind: ModerationKind, query: ModerationQuery): Promise<ModerationResponse> {
      const [rows, total] = await Promise.all([
        repo.page(kind, query, (query.page - 1) * MODERATION_PER_PAGE, MODERATION_PER_PAGE),
        repo.count(kind, query),
      ]);
      return {
        items: rows.map(presentModerationEntry),
        total,
        page: query.page,
        perPage: MODERATION_PER_PAGE,
      };
    },

    /** Publishing a published profile (or unpublishing an unpublished one with the same reason) changes nothing. */
    async setPublication(
      { kind, id }: ModerationEntryParams,
      change: { published: boolean; reason?: string | undefined },
      actor: AuditActor,
    ): Promise<ModerationEntry> {
      const before = await repo.one(kind, id);
      if (!before) throw new NotFoundError();
      const reason = change.published ? null : (change.reason ?? null);
      const unpublishedAt = change.published ? null : (before.unpublished_at ?? now().toISOString());
      if (before.unpublished_at === unpublishedAt && before.unpublished_reason === reason)
        return presentModerationEntry(before);
      const after = { unpublished_at: unpublishedAt, unpublished_reason: reason };
      await repo.setPublication(
        kind,
        id,
        { unpublishedAt, reason },
        { actor, before: publication(before), after: publication(after) },
      );
      const row = await repo.one(kind, id);
      if (!row) throw new NotFoundError();
      return presentModerationEntry(row);
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;

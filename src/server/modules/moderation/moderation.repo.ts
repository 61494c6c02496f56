import { sql, type Kysely } from 'kysely';
import type { ModerationKind, ModerationQuery } from '../../../core/contracts/admin-moderation';
import type { DB } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/audit.repo';

/** One profile as moderation reads it: its name, slug, owner and publication. */
export interface ModerationRow {
  id: number;
  name: string;
  slug: string;
  owner_email: string | null;
  unpublished_at: string | null;
  unpublished_reason: string | null;
  updated_at: string;
}

/** `%text%` for LIKE, with the wildcards and the escape character in the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type Filter = Pick<ModerationQuery, 'q' | 'status'>;

/**
 * The directory's profiles for admins (issue 24 A2). Specialists are named by their account; a club by its own
 * name and owned by its `owner_user_id` (none for imported clubs).
 */
export function createModerationRepo(db: Kysely<DB>) {
  const specialists = ({ q, status }: Filter) => {
    let query = db
      .selectFrom('specialists as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select([
        'p.id',
        sql<string>`${sql.ref('u.first_name')} || ' ' || ${sql.ref('u.last_name')}`.as('name'),
        'p.slug',
        sql<string | null>`${sql.ref('u.email')}`.as('owner_email'),
        'p.unpublished_at',
        'p.unpublished_reason',
        'p.updated_at',
      ]);
    if (q) {
      const pattern = sql`${containsPattern(q)} escape '\\'`;
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(${sql.ref('u.first_name')} || ' ' || ${sql.ref('u.last_name')})`, 'like', pattern),
          eb(sql`lower(${sql.ref('u.email')})`, 'like', pattern),
        ]),
      );
    }
    if (status === 'published') query = query.where('p.unpublished_at', 'is', null);
    if (status === 'unpublished') query = query.where('p.unpublished_at', 'is not', null);
    return query;
  };

  const companies = ({ q, status }: Filter) => {
    let query = db
      .selectFrom('companies as p')
      .leftJoin('users as u', 'u.id', 'p.owner_user_id')
      .select([
        'p.id',
        'p.name',
        'p.slug',
        sql<string | null>`${sql.ref('u.email')}`.as('owner_email'),
        'p.unpublished_at',
        'p.unpublished_reason',
        'p.updated_at',
      ]);
    if (q) {
      const pattern = sql`${containsPattern(q)} escape '\\'`;
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(${sql.ref('p.name')})`, 'like', pattern),
          eb(sql`lower(${sql.ref('u.email')})`, 'like', pattern),
        ]),
      );
    }
    if (status === 'published') query = query.where('p.unpublished_at', 'is', null);
    if (status === 'unpublished') query = query.where('p.unpublished_at', 'is not', null);
    return query;
  };

  const one = (kind: ModerationKind, id: number): Promise<ModerationRow | undefined> =>
    kind === 'specialists'
      ? specialists({ status: 'all' }).where('p.id', '=', id).executeTakeFirst()
      : companies({ status: 'all' }).where('p.id', '=', id).executeTakeFirst();

  return {
    async page(
      kind: ModerationKind,
      filter: Filter,
      offset: number,
      limit: number,
    ): Promise<ModerationRow[]> {
      const query = kind === 'specialists' ? specialists(filter) : companies(filter);
      return query.orderBy('p.id', 'desc').limit(limit).offset(offset).execute();
    },
    async count(kind: ModerationKind, filter: Filter): Promise<number> {
      const query = kind === 'specialists' ? specialists(filter) : companies(filter);
      const row = await query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    one,

    /**
     * Sets a profile's publication and writes the audit row in one transaction; the tables' change-counter
     * triggers (migration 0021) refresh the kept pages and search answers. Undefined when there is no such row.
     */
    setPublication: (
      kind: ModerationKind,
      id: number,
      change: { unpublishedAt: string | null; reason: string | null },
      audit: { actor: AuditActor; before: unknown; after: unknown },
    ) =>
      db.transaction().execute(async (trx) => {
        const table = kind === 'specialists' ? 'specialists' : 'companies';
        const updated = await trx
          .updateTable(table)
          .set({ unpublished_at: change.unpublishedAt, unpublished_reason: change.reason })
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return false;
        await recordAudit(trx, {
          actor: audit.actor,
          action: change.unpublishedAt
            ? `${kind === 'specialists' ? 'specialist' : 'company'}.unpublish`
            : `${kind === 'specialists' ? 'specialist' : 'company'}.publish`,
          targetType: kind === 'specialists' ? 'specialist' : 'company',
          targetId: id,
          before: audit.before,
          after: audit.after,
        });
        return true;
      }),
  };
}

export type ModerationRepo = ReturnType<typeof createModerationRepo>;

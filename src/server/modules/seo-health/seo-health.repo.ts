import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { SeoScanPageTable, SeoScanTable } from '../../db/tables/seo-health';
import { recordAudit, type AuditRecord } from '../audit/audit.repo';
import type { SearchLogEntry } from './search-log';

export type SeoScanRow = Selectable<SeoScanTable>;
export type SeoScanPageRow = Selectable<SeoScanPageTable>;
export type NewSeoScanPage = Omit<Insertable<SeoScanPageTable>, 'id'>;

export interface KeywordRow {
  query: string;
  locale: string;
  searches: number;
  zeroResultSearches: number;
  lastSeen: string;
}

const ACTIVE = ['queued', 'running'];
/** Five values a row: 1,000 rows stay under SQLite's 32,766 bound values a statement. */
const SEARCH_LOG_ROWS_PER_INSERT = 1000;

/** The search log and the scans (issue 24 A4). */
export function createSeoHealthRepo(db: Kysely<DB>) {
  return {
    async logSearches(entries: readonly SearchLogEntry[], now: Date): Promise<void> {
      for (let start = 0; start < entries.length; start += SEARCH_LOG_ROWS_PER_INSERT)
        await db
          .insertInto('search_log')
          .values(
            entries.slice(start, start + SEARCH_LOG_ROWS_PER_INSERT).map((entry) => ({
              query: entry.query,
              locale: entry.locale,
              source: entry.source,
              result_count: entry.resultCount,
              created_at: now.toISOString(),
            })),
          )
          .execute();
    },

    /** Deletes the searches logged before `before`; how many went. */
    async pruneSearchLog(before: Date): Promise<number> {
      const result = await db
        .deleteFrom('search_log')
        .where('created_at', '<', before.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Searches grouped by query and language: zero-result ones first, then the most searched, then the latest. */
    async keywords(filter: { locale?: string | undefined; offset: number; limit: number }) {
      let grouped = db
        .selectFrom('search_log')
        .select([
          'query',
          'locale',
          sql<number>`count(*)`.as('searches'),
          sql<number>`sum(case when result_count = 0 then 1 else 0 end)`.as('zero_results'),
          sql<string>`max(created_at)`.as('last_seen'),
        ])
        .groupBy(['query', 'locale']);
      if (filter.locale) grouped = grouped.where('locale', '=', filter.locale);
      const [rows, total] = await Promise.all([
        grouped
          .orderBy(sql`case when sum(case when result_count = 0 then 1 else 0 end) > 0 then 0 else 1 end`)
          .orderBy(sql`count(*)`, 'desc')
          .orderBy(sql`max(created_at)`, 'desc')
          .orderBy('query')
          .orderBy('locale')
          .offset(filter.offset)
          .limit(filter.limit)
          .execute(),
        db
          .selectFrom(grouped.as('g'))
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((row): KeywordRow => ({
          query: row.query,
          locale: row.locale,
          searches: Number(row.searches),
          zeroResultSearches: Number(row.zero_results),
          lastSeen: row.last_seen,
        })),
        total: Number(total.n),
      };
    },

    /**
     * A new queued scan, unless one is queued or running (then null): checked and written in one transaction,
     * with its audit row.
     */
    async createScan(audit: Omit<AuditRecord, 'targetId'>, now: Date): Promise<SeoScanRow | null> {
      return db.transaction().execute(async (trx) => {
        const active = await trx
          .selectFrom('seo_scans')
          .select('id')
          .where('status', 'in', ACTIVE)
          .executeTakeFirst();
        if (active) return null;
        const row = await trx
          .insertInto('seo_scans')
          .values({
            status: 'queued',
            started_by_id: audit.actor?.id ?? null,
            started_by_email: audit.actor?.email ?? null,
            created_at: now.toISOString(),
            started_at: null,
            finished_at: null,
            pages_done: 0,
            pages_total: 0,
            pages_with_problems: 0,
            summary: '{}',
            lighthouse: null,
            error: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(
          trx,
          { ...audit, targetId: row.id, after: { id: row.id, status: row.status } },
          now,
        );
        return row;
      });
    },

    async update(id: number, change: Partial<Omit<SeoScanRow, 'id'>>): Promise<void> {
      await db.updateTable('seo_scans').set(change).where('id', '=', id).execute();
    },

    async addPages(pages: readonly NewSeoScanPage[]): Promise<void> {
      if (pages.length > 0)
        await db
          .insertInto('seo_scan_pages')
          .values([...pages])
          .execute();
    },

    /** Scans a stopped process left queued or running: they will not finish. */
    async failInterrupted(now: Date): Promise<void> {
      await db
        .updateTable('seo_scans')
        .set({ status: 'failed', finished_at: now.toISOString(), error: 'interrupted' })
        .where('status', 'in', ACTIVE)
        .execute();
    },

    async scans(offset: number, limit: number) {
      const [items, total] = await Promise.all([
        db.selectFrom('seo_scans').selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
        db
          .selectFrom('seo_scans')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { items, total: Number(total.n) };
    },

    scan: (id: number) => db.selectFrom('seo_scans').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The latest finished scan before `id`. */
    previousDone: (id: number) =>
      db
        .selectFrom('seo_scans')
        .selectAll()
        .where('status', '=', 'done')
        .where('id', '<', id)
        .orderBy('id', 'desc')
        .executeTakeFirst(),

    pages: (scanId: number) =>
      db.selectFrom('seo_scan_pages').selectAll().where('scan_id', '=', scanId).orderBy('id').execute(),
  };
}

export type SeoHealthRepo = ReturnType<typeof createSeoHealthRepo>;

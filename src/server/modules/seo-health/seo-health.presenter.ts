import {
  SEO_PROBLEM_KINDS,
  type SeoKeyword,
  type SeoProblemKind,
  type SeoScan,
  type SeoScanStatus,
  type SeoSummary,
} from '../../../core/contracts/admin-seo';
import { isLocale } from '../../../core/i18n/locales';
import type { PageProblem } from './page-checks';
import type { ScannedPage } from './scan-report';
import type { KeywordRow, SeoScanPageRow, SeoScanRow } from './seo-health.repo';

const isKind = (value: unknown): value is SeoProblemKind =>
  (SEO_PROBLEM_KINDS as readonly unknown[]).includes(value);

function summaryFrom(json: string): SeoSummary {
  const stored = JSON.parse(json) as Record<string, unknown>;
  return Object.fromEntries(
    SEO_PROBLEM_KINDS.map((kind) => [kind, typeof stored[kind] === 'number' ? stored[kind] : 0]),
  ) as SeoSummary;
}

export const presentScan = (row: SeoScanRow): SeoScan => ({
  id: row.id,
  status: row.status as SeoScanStatus,
  startedBy: row.started_by_email,
  createdAt: row.created_at,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  pagesDone: row.pages_done,
  pagesTotal: row.pages_total,
  pagesWithProblems: row.pages_with_problems,
  summary: summaryFrom(row.summary),
});

export const presentKeyword = (row: KeywordRow): SeoKeyword => ({
  query: row.query,
  locale: isLocale(row.locale) ? row.locale : 'en',
  searches: row.searches,
  zeroResultSearches: row.zeroResultSearches,
  lastSeen: row.lastSeen,
});

/** Stored pages as the report reads them (problems of unknown kinds dropped). */
export const scannedPagesOf = (rows: readonly SeoScanPageRow[]): ScannedPage[] =>
  rows.map((row) => ({
    url: row.url,
    problems: (JSON.parse(row.problems) as Array<Partial<PageProblem>>)
      .filter((problem): problem is PageProblem => isKind(problem.kind))
      .map((problem) => ({ kind: problem.kind, detail: problem.detail ?? null })),
  }));

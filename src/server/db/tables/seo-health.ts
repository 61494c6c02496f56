import type { Generated } from 'kysely';

/**
 * One search someone ran on our site (issue 24 A4): the normalised query, its language, where it was typed and
 * how many results it found. Anonymised: no user, IP or session. Rows older than the retention are pruned.
 */
export interface SearchLogTable {
  id: Generated<number>;
  query: string;
  locale: string;
  /** `recipes` | `foods` | `exercises` | `ebooks` | `header`. */
  source: string;
  result_count: number;
  created_at: string;
}

/** One scan of our own pages (issue 24 A4): its progress, who started it, and per problem kind the pages hit. */
export interface SeoScanTable {
  id: Generated<number>;
  /** `queued` | `running` | `done` | `failed`. */
  status: string;
  started_by_id: number | null;
  started_by_email: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  pages_done: number;
  pages_total: number;
  pages_with_problems: number;
  /** JSON: problem kind → pages. */
  summary: string;
  /** JSON: the Lighthouse scores of the sampled pages, or why there are none; null until done. */
  lighthouse: string | null;
  /** Why a failed scan failed (for the operator). */
  error: string | null;
}

/** One page a scan fetched: its answer and its problems. */
export interface SeoScanPageTable {
  id: Generated<number>;
  scan_id: number;
  /** The page's path on our site. */
  url: string;
  /** The sitemap's page kind (`pages`, `recipeDetail` …) or `alternate` for a page reached by hreflang. */
  kind: string;
  locale: string;
  status: number;
  title: string | null;
  /** JSON: `[{ kind, detail }]`. */
  problems: string;
}

/** Tables of the search-engine health dashboard and the search log (issue 24 A4). */
export interface SeoHealthTables {
  search_log: SearchLogTable;
  seo_scans: SeoScanTable;
  seo_scan_pages: SeoScanPageTable;
}

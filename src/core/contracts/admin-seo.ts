import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import { pageOf, RecordId } from './common';

/**
 * The search-engine health dashboard (issue 24 A4, SEO-01…03, DECISIONS SEO-02/03): admins start a scan of our
 * own public pages (a background job), read its report compared with the previous finished scan, and see the
 * keyword suggestions taken from the anonymised search log.
 */
export const SEO_SCANS_PER_PAGE = 20;
export const SEO_KEYWORDS_PER_PAGE = 25;

/** What a page can get wrong; the summary counts pages per kind. */
export const SEO_PROBLEM_KINDS = [
  'httpStatus',
  'titleMissing',
  'titleLength',
  'titleDuplicate',
  'descriptionMissing',
  'descriptionLength',
  'descriptionDuplicate',
  'canonicalMissing',
  'canonicalNotSelf',
  'hreflangMissing',
  'hreflangNotReciprocal',
  'brokenLinks',
  'imagesWithoutAlt',
  'structuredDataMissing',
] as const;
export type SeoProblemKind = (typeof SEO_PROBLEM_KINDS)[number];

export const SEO_SCAN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type SeoScanStatus = (typeof SEO_SCAN_STATUSES)[number];

/** Where a search came from (the search log's `source`). */
export const SEARCH_LOG_SOURCES = ['recipes', 'foods', 'exercises', 'ebooks', 'header'] as const;
export type SearchLogSource = (typeof SEARCH_LOG_SOURCES)[number];

/** Why Lighthouse gave no scores. */
export const LIGHTHOUSE_UNAVAILABLE_REASONS = [
  'disabled',
  'packageMissing',
  'chromiumMissing',
  'failed',
] as const;
export type LighthouseUnavailableReason = (typeof LIGHTHOUSE_UNAVAILABLE_REASONS)[number];

const Page = z.coerce
  .number('invalidValue')
  .int('invalidValue')
  .min(1, 'invalidValue')
  .max(10_000, 'invalidValue')
  .default(1);

export const SeoScanIdParams = z.object({ id: RecordId });

export const SeoScansQuery = z.object({ page: Page });
export type SeoScansQuery = z.infer<typeof SeoScansQuery>;

export const SeoKeywordsQuery = z.object({
  locale: z.enum(LOCALES, { error: 'invalidValue' }).optional(),
  page: Page,
});
export type SeoKeywordsQuery = z.infer<typeof SeoKeywordsQuery>;

/** Pages per problem kind (kinds with no page are 0). */
export const SeoSummary = z.record(z.enum(SEO_PROBLEM_KINDS), z.number().int());
export type SeoSummary = z.infer<typeof SeoSummary>;

export const SeoScan = z.object({
  id: z.number().int(),
  status: z.enum(SEO_SCAN_STATUSES),
  startedBy: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  pagesDone: z.number().int(),
  pagesTotal: z.number().int(),
  /** Pages with at least one problem. */
  pagesWithProblems: z.number().int(),
  summary: SeoSummary,
});
export type SeoScan = z.infer<typeof SeoScan>;

export const SeoScansResponse = pageOf(SeoScan);
export type SeoScansResponse = z.infer<typeof SeoScansResponse>;

export const SeoScanStarted = z.object({ id: z.number().int(), status: z.enum(SEO_SCAN_STATUSES) });
export type SeoScanStarted = z.infer<typeof SeoScanStarted>;

export const SeoProblemUrl = z.object({
  /** The page's path on our site. */
  url: z.string(),
  /** What exactly: the broken link targets, the title's length, the canonical found … */
  detail: z.string().nullable(),
});

export const SeoProblemGroup = z.object({
  kind: z.enum(SEO_PROBLEM_KINDS),
  urls: z.array(SeoProblemUrl),
});
export type SeoProblemGroup = z.infer<typeof SeoProblemGroup>;

/** One problem kind against the previous finished scan: pages before and now, and which URLs came or went. */
export const SeoComparison = z.object({
  kind: z.enum(SEO_PROBLEM_KINDS),
  before: z.number().int(),
  now: z.number().int(),
  newUrls: z.array(z.string()),
  fixedUrls: z.array(z.string()),
});
export type SeoComparison = z.infer<typeof SeoComparison>;

export const LighthouseScores = z.object({
  url: z.string(),
  /** 0–100 each; null when Lighthouse could not score that category. */
  performance: z.number().int().nullable(),
  accessibility: z.number().int().nullable(),
  bestPractices: z.number().int().nullable(),
  seo: z.number().int().nullable(),
});
export type LighthouseScores = z.infer<typeof LighthouseScores>;

export const LighthouseReport = z.discriminatedUnion('available', [
  z.object({ available: z.literal(true), results: z.array(LighthouseScores) }),
  z.object({
    available: z.literal(false),
    reason: z.enum(LIGHTHOUSE_UNAVAILABLE_REASONS),
    /** The underlying message (a missing path, an error) for the operator. */
    detail: z.string().nullable(),
  }),
]);
export type LighthouseReport = z.infer<typeof LighthouseReport>;

export const SeoScanReport = z.object({
  scan: SeoScan,
  /** The previous finished scan compared with, if any. */
  previousScanId: z.number().int().nullable(),
  comparison: z.array(SeoComparison),
  problems: z.array(SeoProblemGroup),
  /** Null until the scan is done. */
  lighthouse: LighthouseReport.nullable(),
});
export type SeoScanReport = z.infer<typeof SeoScanReport>;

export const SeoKeyword = z.object({
  query: z.string(),
  locale: z.enum(LOCALES),
  searches: z.number().int(),
  zeroResultSearches: z.number().int(),
  lastSeen: z.string(),
});
export type SeoKeyword = z.infer<typeof SeoKeyword>;

export const SeoKeywordsResponse = pageOf(SeoKeyword);
export type SeoKeywordsResponse = z.infer<typeof SeoKeywordsResponse>;

import {
  SEO_PROBLEM_KINDS,
  type SeoComparison,
  type SeoProblemGroup,
  type SeoSummary,
} from '../../../core/contracts/admin-seo';
import type { PageProblem } from './page-checks';

/** A scanned page as the report reads it. */
export interface ScannedPage {
  url: string;
  problems: readonly PageProblem[];
}

/** Pages per problem kind (every kind present, 0 when no page has it). */
export function summaryOf(pages: readonly ScannedPage[]): SeoSummary {
  const summary = Object.fromEntries(SEO_PROBLEM_KINDS.map((kind) => [kind, 0])) as SeoSummary;
  for (const page of pages)
    for (const kind of new Set(page.problems.map((problem) => problem.kind))) summary[kind] += 1;
  return summary;
}

/** Each problem kind with the pages that have it (kinds without pages left out), in the kinds' order. */
export function problemGroups(pages: readonly ScannedPage[]): SeoProblemGroup[] {
  return SEO_PROBLEM_KINDS.map((kind) => ({
    kind,
    urls: pages.flatMap((page) => {
      const found = page.problems.filter((problem) => problem.kind === kind);
      if (found.length === 0) return [];
      const details = found.map((problem) => problem.detail).filter((d): d is string => d !== null);
      return [{ url: page.url, detail: details.length > 0 ? details.join('; ') : null }];
    }),
  })).filter((group) => group.urls.length > 0);
}

const urlsWith = (pages: readonly ScannedPage[], kind: string) =>
  new Set(pages.filter((page) => page.problems.some((p) => p.kind === kind)).map((page) => page.url));

/**
 * Per problem kind, the pages with it in the previous scan and now, the URLs that have it now but did not
 * before (new) and the other way round (fixed). Without a previous scan, every URL is new.
 */
export function comparisonOf(
  now: readonly ScannedPage[],
  before: readonly ScannedPage[] | null,
): SeoComparison[] {
  return SEO_PROBLEM_KINDS.map((kind) => {
    const current = urlsWith(now, kind);
    const previous = before ? urlsWith(before, kind) : new Set<string>();
    return {
      kind,
      before: previous.size,
      now: current.size,
      newUrls: [...current].filter((url) => !previous.has(url)).sort(),
      fixedUrls: [...previous].filter((url) => !current.has(url)).sort(),
    };
  });
}

import { setImmediate as yieldToLoop } from 'node:timers/promises';
import {
  SEO_KEYWORDS_PER_PAGE,
  SEO_SCANS_PER_PAGE,
  type LighthouseReport,
  type SeoKeywordsQuery,
  type SeoKeywordsResponse,
  type SeoScanReport,
  type SeoScansQuery,
  type SeoScansResponse,
  type SeoScanStarted,
} from '../../../core/contracts/admin-seo';
import { isLocale, type Locale } from '../../../core/i18n/locales';
import { ConflictError, NotFoundError } from '../../errors';
import type { AuditActor } from '../audit/audit.repo';
import {
  duplicatesOf,
  fairSample,
  internalPath,
  notReciprocal,
  pageProblems,
  readPage,
  sitemapLocs,
  type PageFacts,
  type PageProblem,
} from './page-checks';
import { comparisonOf, problemGroups, summaryOf, type ScannedPage } from './scan-report';
import { presentKeyword, presentScan, scannedPagesOf } from './seo-health.presenter';
import type { SeoHealthRepo } from './seo-health.repo';

/** One GET on our own app (`app.inject`): never a network request. */
export type FetchOwnPage = (path: string) => Promise<{ status: number; body: string; html: boolean }>;

export interface SeoHealthDeps {
  repo: SeoHealthRepo;
  fetchPage: FetchOwnPage;
  publicUrl: string;
  maxPages: number;
  maxLinks: number;
  lighthousePages: number;
  lighthouse: (urls: readonly string[]) => Promise<LighthouseReport>;
  log: { error: (details: object, message: string) => void };
  now?: () => Date;
}

interface PlannedPage {
  path: string;
  kind: string;
  locale: Locale;
}

interface FetchedPage extends PlannedPage {
  status: number;
  facts: PageFacts | null;
  problems: PageProblem[];
}

/** A stop asked for while a scan runs (the app closes). */
class ScanStopped extends Error {}

const SITEMAP_NAME = /\/sitemaps\/([a-z]{2})-([A-Za-z]+)(?:-\d+)?\.xml$/;
const DETAIL_KIND = /Detail$/;

/**
 * The search-engine health dashboard (issue 24 A4): a scan reads our sitemaps and pages through the app itself
 * (so it never leaves this origin), checks each page, and stores the pages and a summary; reports compare a
 * scan with the previous finished one. One scan at a time.
 */
export function createSeoHealthService(deps: SeoHealthDeps) {
  const { repo, fetchPage, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const absolute = (path: string) => `${publicUrl}${path}`;
  let running: Promise<void> | null = null;
  let stopping = false;

  async function planPages(): Promise<PlannedPage[]> {
    const index = await fetchPage('/sitemap.xml');
    if (index.status !== 200) throw new Error(`sitemap.xml answered ${index.status}`);
    const groups = new Map<string, PlannedPage[]>();
    for (const loc of sitemapLocs(index.body)) {
      const path = internalPath(loc, absolute('/'), publicUrl);
      const name = path ? SITEMAP_NAME.exec(path) : null;
      if (!path || !name || !isLocale(name[1])) continue;
      const sitemap = await fetchPage(path);
      if (sitemap.status !== 200) continue;
      const key = `${name[2]}:${name[1]}`;
      const group = groups.get(key) ?? [];
      for (const pageLoc of sitemapLocs(sitemap.body)) {
        const pagePath = internalPath(pageLoc, absolute('/'), publicUrl);
        if (pagePath) group.push({ path: pagePath, kind: name[2]!, locale: name[1] });
      }
      groups.set(key, group);
    }
    return fairSample([...groups.values()], deps.maxPages);
  }

  async function check(planned: PlannedPage): Promise<FetchedPage> {
    const answer = await fetchPage(planned.path);
    if (answer.status !== 200 || !answer.html)
      return {
        ...planned,
        status: answer.status,
        facts: null,
        problems: [{ kind: 'httpStatus', detail: String(answer.status) }],
      };
    const facts = readPage(answer.body);
    return {
      ...planned,
      status: answer.status,
      facts,
      problems: pageProblems(facts, {
        absoluteUrl: absolute(planned.path),
        detailPage: DETAIL_KIND.test(planned.kind),
      }),
    };
  }

  async function scan(id: number): Promise<void> {
    const step = async () => {
      await yieldToLoop();
      if (stopping) throw new ScanStopped('stopped');
    };
    await repo.update(id, { status: 'running', started_at: now().toISOString() });
    const planned = await planPages();
    let total = planned.length;
    await repo.update(id, { pages_total: total });
    const fetched = new Map<string, FetchedPage>();
    const visit = async (page: PlannedPage) => {
      fetched.set(page.path, await check(page));
      await repo.update(id, { pages_done: fetched.size, pages_total: total });
      await step();
    };
    for (const page of planned) await visit(page);

    // hreflang reciprocity: alternates named but not read yet are read too, within the cap.
    for (const page of [...fetched.values()])
      for (const [lang, href] of Object.entries(page.facts?.hreflang ?? {})) {
        const path = internalPath(href, absolute(page.path), publicUrl);
        if (!path || fetched.has(path) || fetched.size >= deps.maxPages) continue;
        total += 1;
        await visit({ path, kind: 'alternate', locale: isLocale(lang) ? lang : page.locale });
      }
    const hreflangOf = (href: string) => {
      const path = internalPath(href, absolute('/'), publicUrl);
      const page = path ? fetched.get(path) : undefined;
      return page?.facts ? Object.values(page.facts.hreflang) : undefined;
    };
    for (const page of fetched.values()) {
      if (!page.facts) continue;
      const missing = notReciprocal(absolute(page.path), page.facts.hreflang, hreflangOf);
      if (missing.length > 0)
        page.problems.push({ kind: 'hreflangNotReciprocal', detail: missing.join(' ') });
    }

    // Internal links: each distinct target once, pages already read answer from what was read.
    const linkStatus = new Map<string, number>();
    for (const page of fetched.values()) linkStatus.set(page.path, page.status);
    let linksChecked = 0;
    for (const page of fetched.values()) {
      const broken = new Set<string>();
      for (const href of page.facts?.links ?? []) {
        const path = internalPath(href, absolute(page.path), publicUrl);
        if (!path) continue;
        let status = linkStatus.get(path);
        if (status === undefined) {
          if (linksChecked >= deps.maxLinks) continue;
          linksChecked += 1;
          status = (await fetchPage(path)).status;
          linkStatus.set(path, status);
          await step();
        }
        if (status >= 400) broken.add(path);
      }
      if (broken.size > 0) page.problems.push({ kind: 'brokenLinks', detail: [...broken].join(' ') });
    }

    // Titles and descriptions other pages share.
    const readable = [...fetched.values()].filter((page) => page.facts);
    for (const [kind, text] of [
      ['titleDuplicate', (page: FetchedPage) => page.facts?.title ?? null],
      ['descriptionDuplicate', (page: FetchedPage) => page.facts?.description ?? null],
    ] as const) {
      const byPath = new Map(readable.map((page) => [page.path, page]));
      for (const urls of duplicatesOf(
        readable.map((page) => ({ url: page.path, text: text(page) })),
      ).values())
        for (const url of urls)
          byPath.get(url)?.problems.push({ kind, detail: urls.filter((other) => other !== url).join(' ') });
    }

    const pages = [...fetched.values()];
    await repo.addPages(
      pages.map((page) => ({
        scan_id: id,
        url: page.path,
        kind: page.kind,
        locale: page.locale,
        status: page.status,
        title: page.facts?.title ?? null,
        problems: JSON.stringify(page.problems),
      })),
    );
    const lighthouse = await deps.lighthouse(lighthouseSample(pages, deps.lighthousePages).map(absolute));
    await repo.update(id, {
      status: 'done',
      finished_at: now().toISOString(),
      pages_done: pages.length,
      pages_total: pages.length,
      pages_with_problems: pages.filter((page) => page.problems.length > 0).length,
      summary: JSON.stringify(summaryOf(pages.map((page) => ({ url: page.path, problems: page.problems })))),
      lighthouse: JSON.stringify(lighthouse),
    });
  }

  async function runInBackground(id: number): Promise<void> {
    try {
      await scan(id);
    } catch (error) {
      if (!(error instanceof ScanStopped)) deps.log.error({ err: error, scanId: id }, 'seo scan failed');
      await repo
        .update(id, {
          status: 'failed',
          finished_at: now().toISOString(),
          error: error instanceof Error ? error.message : String(error),
        })
        .catch((failure: unknown) =>
          deps.log.error({ err: failure }, 'seo scan: the failure was not stored'),
        );
    }
  }

  return {
    /** Queues a scan and runs it in the background; 409 while another is queued or running. */
    async start(actor: AuditActor): Promise<SeoScanStarted> {
      if (running || stopping) throw new ConflictError('seoScanRunning');
      const row = await repo.createScan({ actor, action: 'seo-scan.start', targetType: 'seo-scan' }, now());
      if (!row) throw new ConflictError('seoScanRunning');
      running = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => runInBackground(row.id))
        .finally(() => {
          running = null;
        });
      return { id: row.id, status: 'queued' };
    },

    async list({ page }: SeoScansQuery): Promise<SeoScansResponse> {
      const { items, total } = await repo.scans((page - 1) * SEO_SCANS_PER_PAGE, SEO_SCANS_PER_PAGE);
      return { items: items.map(presentScan), total, page, perPage: SEO_SCANS_PER_PAGE };
    },

    async report(id: number): Promise<SeoScanReport> {
      const row = await repo.scan(id);
      if (!row) throw new NotFoundError();
      const previous = await repo.previousDone(id);
      const pages: ScannedPage[] = scannedPagesOf(await repo.pages(id));
      const before = previous ? scannedPagesOf(await repo.pages(previous.id)) : null;
      return {
        scan: presentScan(row),
        previousScanId: previous?.id ?? null,
        comparison: row.status === 'done' ? comparisonOf(pages, before) : [],
        problems: problemGroups(pages),
        lighthouse: row.lighthouse ? (JSON.parse(row.lighthouse) as LighthouseReport) : null,
      };
    },

    async keywords({ locale, page }: SeoKeywordsQuery): Promise<SeoKeywordsResponse> {
      const { items, total } = await repo.keywords({
        locale,
        offset: (page - 1) * SEO_KEYWORDS_PER_PAGE,
        limit: SEO_KEYWORDS_PER_PAGE,
      });
      return { items: items.map(presentKeyword), total, page, perPage: SEO_KEYWORDS_PER_PAGE };
    },

    /** Stops a running scan (the app closes): it is stored as failed. */
    async stop(): Promise<void> {
      stopping = true;
      await running;
    },
  };
}

/** Lighthouse's sample: the first readable page of each kind in turn, so the kinds are spread. */
function lighthouseSample(pages: readonly FetchedPage[], count: number): string[] {
  const byKind = new Map<string, string[]>();
  for (const page of pages)
    if (page.status === 200) byKind.set(page.kind, [...(byKind.get(page.kind) ?? []), page.path]);
  return fairSample([...byKind.values()], count);
}

export type SeoHealthService = ReturnType<typeof createSeoHealthService>;

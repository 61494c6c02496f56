import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import {
  isActiveScan,
  seoReportOptions,
  seoScansOptions,
  useStartScan,
  type SeoScanRow,
} from '../api/seo-api';
import { formatDateTime } from '../lib/format';
import { pageOf, useAdminParams } from '../lib/section-params';
import { ListBody, ListSkeleton, LoadError } from './list-parts';
import { SeoIssuesDialog } from './seo-issues-dialog';
import { SeoKeywords } from './seo-keywords';
import { SeoLighthouse, SeoSummaryCards } from './seo-report';

/** The running scan's progress: pages checked of the pages planned. */
function ScanProgress({ scan }: { scan: SeoScanRow }) {
  const { t } = useTranslation('adminSeo');
  const percent = scan.pagesTotal > 0 ? Math.round((scan.pagesDone / scan.pagesTotal) * 100) : 0;
  return (
    <div className="mt-3" data-testid="seo-progress">
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-sm text-slate-700" aria-live="polite">
        {scan.pagesTotal > 0
          ? t('progress.pages', { done: scan.pagesDone, total: scan.pagesTotal })
          : t('progress.starting')}
      </p>
    </div>
  );
}

/** The latest scan's report: its summary cards, Lighthouse scores and the issues modal. */
function LatestReport({ scan }: { scan: SeoScanRow }) {
  const { t } = useTranslation('adminSeo');
  const locale = useLocale();
  const report = useQuery(seoReportOptions(scan.id));
  if (scan.status === 'failed')
    return (
      <Notice tone="error" testId="seo-failed">
        {t('report.failed', { date: formatDateTime(scan.createdAt, locale) })}
      </Notice>
    );
  if (isActiveScan(scan.status)) return <ScanProgress scan={report.data?.scan ?? scan} />;
  if (report.isPending) return <ListSkeleton label={t('report.loading')} />;
  if (report.isError) return <LoadError error={report.error} onRetry={() => void report.refetch()} />;
  const { data } = report;
  return (
    <div className="space-y-6" data-testid="seo-report">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          {t('report.finished', {
            date: formatDateTime(data.scan.finishedAt ?? data.scan.createdAt, locale),
            count: data.scan.pagesTotal,
            problems: data.scan.pagesWithProblems,
          })}
        </p>
        <SeoIssuesDialog problems={data.problems} />
      </div>
      <SeoSummaryCards report={data} />
      <SeoLighthouse lighthouse={data.lighthouse} />
    </div>
  );
}

/** Past scans, newest first. */
function PastScans() {
  const { t } = useTranslation('adminSeo');
  const locale = useLocale();
  const { params } = useAdminParams();
  const list = useQuery(seoScansOptions(pageOf(params.get('scansPage'))));
  return (
    <ListBody
      list={list}
      summaryKey="adminSeo:scans.summary"
      emptyText={t('scans.empty')}
      pageParam="scansPage"
    >
      {(data) => (
        <ul className="space-y-2">
          {data.items.map((scan) => (
            <li
              key={scan.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-3 text-sm"
              data-testid="seo-scan-row"
            >
              <span className="font-medium text-slate-900">
                {t('scans.title', { id: scan.id })} · {t(`status.${scan.status}`)}
              </span>
              <span className="text-slate-700">
                {t('scans.pages', { count: scan.pagesTotal, problems: scan.pagesWithProblems })}
              </span>
              <span className="break-all text-slate-600">
                <time dateTime={scan.createdAt}>{formatDateTime(scan.createdAt, locale)}</time>
                {scan.startedBy && ` · ${scan.startedBy}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ListBody>
  );
}

/**
 * The search-engine health dashboard (issue 24 A4, SEO-01): run a scan of our own pages (its progress read
 * every 2 s), the latest report compared with the previous scan, Lighthouse scores, the issues modal, past
 * scans and the keyword suggestions from our search log.
 */
export function SeoSection() {
  const { t } = useTranslation('adminSeo');
  const latest = useQuery(seoScansOptions(1));
  const start = useStartScan();
  const [started, setStarted] = useState(false);
  const newest = latest.data?.items[0];
  const running = isActiveScan(newest?.status) || start.isPending;
  return (
    <div className="space-y-8">
      <section aria-labelledby="seo-report-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="seo-report-heading" className="text-lg font-semibold text-slate-900">
            {t('report.heading')}
          </h3>
          <Button
            onClick={() => start.mutate(undefined, { onSuccess: () => setStarted(true) })}
            disabled={running || latest.isPending}
            data-testid="seo-run-scan"
          >
            {running ? t('runScan.running') : t('runScan.label')}
          </Button>
        </div>
        <p className="text-sm text-slate-700">{t('intro')}</p>
        {start.isError && (
          <Notice tone="error" testId="seo-start-error">
            {start.error instanceof ApiError ? start.error.message : t('runScan.failed')}
          </Notice>
        )}
        {started && running && (
          <Notice tone="info" testId="seo-started">
            {t('runScan.started')}
          </Notice>
        )}
        {latest.isPending ? (
          <ListSkeleton label={t('report.loading')} />
        ) : latest.isError ? (
          <LoadError error={latest.error} onRetry={() => void latest.refetch()} />
        ) : newest ? (
          <LatestReport scan={newest} />
        ) : (
          <p
            className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700"
            data-testid="seo-no-scan"
          >
            {t('report.none')}
          </p>
        )}
      </section>
      <section aria-labelledby="seo-scans-heading" className="space-y-3">
        <h3 id="seo-scans-heading" className="text-lg font-semibold text-slate-900">
          {t('scans.heading')}
        </h3>
        <PastScans />
      </section>
      <section aria-labelledby="seo-keywords-heading" className="space-y-3">
        <h3 id="seo-keywords-heading" className="text-lg font-semibold text-slate-900">
          {t('keywords.heading')}
        </h3>
        <SeoKeywords />
      </section>
    </div>
  );
}

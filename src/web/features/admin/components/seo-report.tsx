import { useTranslation } from 'react-i18next';
import { SEO_PROBLEM_KINDS } from '../../../../core/contracts/admin-seo';
import { Notice } from '../../../components/ui/notice';
import type { SeoReportAnswer } from '../api/seo-api';

/** Per problem kind: the pages with it now and the change since the previous scan. */
export function SeoSummaryCards({ report }: { report: SeoReportAnswer }) {
  const { t } = useTranslation('adminSeo');
  const compared = new Map(report.comparison.map((row) => [row.kind, row]));
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="seo-summary">
      {SEO_PROBLEM_KINDS.map((kind) => {
        const now = report.scan.summary[kind];
        const row = compared.get(kind);
        const change = row ? row.now - row.before : 0;
        const changeText =
          report.previousScanId === null
            ? t('change.first')
            : change === 0
              ? t('change.same')
              : change > 0
                ? t('change.more', { count: change })
                : t('change.fewer', { count: -change });
        return (
          <li
            key={kind}
            className={`rounded-xl border p-3 ${now > 0 ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white'}`}
            data-testid={`seo-card-${kind}`}
          >
            <p className="text-sm font-medium text-slate-800">{t(`kinds.${kind}`)}</p>
            <p className="text-2xl font-semibold text-slate-900">{t('cardPages', { count: now })}</p>
            <p
              className={`text-sm ${change > 0 ? 'text-red-800' : change < 0 ? 'text-brand-800' : 'text-slate-600'}`}
            >
              {changeText}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

const SCORES = ['performance', 'accessibility', 'bestPractices', 'seo'] as const;

/** Lighthouse's four scores per sampled page, or why there are none. */
export function SeoLighthouse({ lighthouse }: { lighthouse: SeoReportAnswer['lighthouse'] }) {
  const { t } = useTranslation('adminSeo');
  return (
    <section aria-labelledby="seo-lighthouse-heading" className="space-y-2" data-testid="seo-lighthouse">
      <h4 id="seo-lighthouse-heading" className="font-semibold text-slate-900">
        {t('lighthouse.heading')}
      </h4>
      {!lighthouse ? (
        <p className="text-sm text-slate-700">{t('lighthouse.pending')}</p>
      ) : !lighthouse.available ? (
        <Notice tone="warning" testId="seo-lighthouse-unavailable">
          {t('lighthouse.unavailable', { reason: t(`lighthouse.reasons.${lighthouse.reason}`) })}
        </Notice>
      ) : lighthouse.results.length === 0 ? (
        <p className="text-sm text-slate-700">{t('lighthouse.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2 pr-3">
                  {t('lighthouse.page')}
                </th>
                {SCORES.map((score) => (
                  <th key={score} scope="col" className="py-2 pr-3 text-right">
                    {t(`lighthouse.${score}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lighthouse.results.map((result) => (
                <tr key={result.url} className="border-b border-slate-100" data-testid="seo-lighthouse-row">
                  <th scope="row" className="py-2 pr-3 font-normal break-all">
                    {new URL(result.url).pathname}
                  </th>
                  {SCORES.map((score) => (
                    <td key={score} className="py-2 pr-3 text-right tabular-nums">
                      {result[score] ?? t('lighthouse.noScore')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

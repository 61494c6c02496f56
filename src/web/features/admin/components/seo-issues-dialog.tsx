import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { linkClass } from '../../../components/ui/styles';
import type { SeoReportAnswer } from '../api/seo-api';

/** The issues modal: each problem kind with the pages it was found on (links to them) and what exactly. */
export function SeoIssuesDialog({ problems }: { problems: SeoReportAnswer['problems'] }) {
  const { t } = useTranslation('adminSeo');
  return (
    <Dialog
      title={t('issues.title')}
      width="xl"
      testId="seo-issues-dialog"
      trigger={
        <Button variant="secondary" data-testid="seo-open-issues">
          {t('issues.open')}
        </Button>
      }
    >
      {problems.length === 0 ? (
        <p className="text-slate-700">{t('issues.none')}</p>
      ) : (
        <div className="space-y-4">
          {problems.map((group) => (
            <section
              key={group.kind}
              aria-labelledby={`seo-issue-${group.kind}`}
              data-testid="seo-issue-group"
            >
              <h3 id={`seo-issue-${group.kind}`} className="font-semibold text-slate-900">
                {t(`kinds.${group.kind}`)} · {t('cardPages', { count: group.urls.length })}
              </h3>
              <ul className="mt-1 space-y-1 text-sm">
                {group.urls.map((entry) => (
                  <li key={entry.url} className="break-all">
                    <a href={entry.url} className={linkClass} target="_blank" rel="noreferrer">
                      {entry.url}
                    </a>
                    {entry.detail && <span className="text-slate-600"> · {entry.detail}</span>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Dialog>
  );
}

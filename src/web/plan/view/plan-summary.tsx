import { useTranslation } from 'react-i18next';
import type { PlanDayInput, DietMeta } from '../../../core/contracts/diet-plan';
import { planEndDate } from '../../../core/domain/plan/plan-view';
import type { Locale } from '../../../core/i18n/locales';
import { formatPlanDate, whole } from '../lib/format';
import type { PlanMetricsData } from '../lib/plan-doc';
import { MetricsGrid } from './day-card';
import { DeviationBadge } from './deviation-badge';
import { MonitoredNutrients, type MonitoredRow } from './monitored-nutrients';
import { cardClass } from '../../components/ui/styles';

/** The plan at a glance: dates, target and average, totals, monitored nutrients per day on average, each day's band. */
export function PlanSummary({
  plan,
  meta,
  metrics,
  monitored,
  locale,
}: {
  plan: PlanDayInput[];
  meta: DietMeta;
  metrics: PlanMetricsData;
  monitored: MonitoredRow[];
  locale: Locale;
}) {
  const { t } = useTranslation('planner');
  const first = plan[0]?.date ?? meta.startDate;
  const last = plan[plan.length - 1]?.date ?? planEndDate(meta.startDate, plan.length);
  return (
    <section aria-labelledby="pd-summary-title" className={cardClass} data-testid="plan-summary">
      <h2 id="pd-summary-title" className="text-xl font-semibold text-slate-900">
        {t('summary.title')}
      </h2>
      <p className="mt-1 text-slate-700">
        {t('summary.range', {
          count: plan.length,
          from: formatPlanDate(first, locale, 'short'),
          to: formatPlanDate(last, locale, 'short'),
        })}
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-3">
        <div className="space-y-2">
          <p>
            <span className="text-slate-600">{t('summary.target')}:</span>{' '}
            <strong data-testid="summary-target">
              {t('units.kcal', { value: whole(meta.targetCalories, locale) })}
            </strong>
          </p>
          <p>
            <span className="text-slate-600">{t('summary.average')}:</span>{' '}
            <strong data-testid="summary-average">
              {t('units.kcal', { value: whole(metrics.averageCalories, locale) })}
            </strong>
          </p>
          <DeviationBadge calories={metrics.averageCalories} target={meta.targetCalories} locale={locale} />
          <p className="text-xs text-slate-600">{t('summary.bandsLegend')}</p>
        </div>
        <div>
          <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
            {t('summary.totals')}
          </h3>
          <MetricsGrid metrics={metrics.totals} locale={locale} />
        </div>
        {monitored.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
              {t('summary.monitoredAverage')}
            </h3>
            <MonitoredNutrients rows={monitored} locale={locale} />
          </div>
        )}
      </div>
      <nav aria-label={t('summary.daysNav')} className="mt-5 print:hidden">
        <ol className="flex flex-wrap gap-2" data-testid="days-overview">
          {plan.map((day, i) => (
            <li key={`${day.date}-${i}`}>
              <a
                href={`#day-${i + 1}`}
                className="flex flex-col items-start gap-1 rounded-md border border-slate-200 px-2 py-1 text-sm hover:bg-slate-50"
              >
                <span className="font-medium">{formatPlanDate(day.date, locale, 'short')}</span>
                {metrics.days[i] && (
                  <DeviationBadge
                    calories={metrics.days[i].calories}
                    target={meta.targetCalories}
                    locale={locale}
                    compact
                  />
                )}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </section>
  );
}

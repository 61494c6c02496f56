import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AltPlanDay } from '../../../../core/contracts/alt-generator';
import { netCalories } from '../../../../core/domain/alt-plan';
import { formatNumber } from '../../../../core/domain/format';
import { kcalDeviation, type DeviationBand } from '../../../../core/domain/plan/plan-view';
import type { Locale } from '../../../../core/i18n/locales';
import { pageHref } from '../../../../core/routes';
import { linkClass } from '../../../components/ui/styles';

const BAND_CLASS: Record<DeviationBand, string> = {
  within3: 'bg-brand-50 text-brand-900',
  within7: 'bg-amber-100 text-amber-900',
  within10: 'bg-amber-100 text-amber-900',
  beyond: 'bg-red-50 text-red-900',
};

/**
 * Step 4's days (A §3 plan day): each meal at its time with its kcal and a link to replace it (the
 * replacement search, AGEN-01), the trainings with what they burn, the day's total against the target and
 * its net balance (issue 20 A4).
 */
export function PlanDays({
  locale,
  plan,
  targetCalories,
  replaceable,
}: {
  locale: Locale;
  plan: readonly AltPlanDay[];
  targetCalories: number;
  /** False while printing or on a plan opened read-only. */
  replaceable: boolean;
}) {
  const { t } = useTranslation('altGenerator');
  const kcal = (value: number) => t('kcal', { value: formatNumber(value, locale, 0) });
  return (
    <ol className="space-y-4" data-testid="alt-plan-days">
      {plan.map((day) => {
        const deviation = kcalDeviation(day.totalCalories, targetCalories);
        return (
          <li
            key={day.day}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm break-inside-avoid"
            data-testid="alt-plan-day"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-lg font-semibold text-slate-900">{t('plan.day', { day: day.day })}</h3>
              <p className="text-sm text-slate-700">
                <span data-testid="alt-day-total">{kcal(day.totalCalories)}</span>{' '}
                <span
                  className={`ml-1 rounded-full px-2 py-0.5 text-xs font-semibold ${BAND_CLASS[deviation.band]}`}
                >
                  {t('plan.deviation', {
                    percent: `${deviation.percent > 0 ? '+' : ''}${formatNumber(deviation.percent, locale, 1)}`,
                  })}
                </span>
              </p>
            </div>
            <ul className="mt-3 divide-y divide-slate-100">
              {day.meals.map((meal, index) => (
                <li
                  key={`${meal.time}-${index}`}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
                  data-testid="alt-meal"
                >
                  <span className="w-14 shrink-0 font-mono text-sm text-slate-600">{meal.time}</span>
                  <span className="min-w-0 flex-1 font-medium text-slate-900">{meal.name}</span>
                  <span className="text-sm text-slate-700">
                    {t('plan.portions', {
                      count: meal.portions,
                      value: formatNumber(meal.portions, locale, 2),
                    })}{' '}
                    · {kcal(meal.calories)}
                  </span>
                  {replaceable && (
                    <Link
                      to={pageHref(
                        'dietGeneratorRecipeSearch',
                        locale,
                        {},
                        { day: String(day.day), meal: String(index) },
                      )}
                      className={`${linkClass} text-sm print:hidden`}
                      aria-label={t('plan.replaceLabel', { name: meal.name, day: day.day })}
                      data-testid="alt-replace-meal"
                    >
                      {t('plan.replace')}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
            {day.trainings.length > 0 && (
              <>
                <h4 className="mt-3 text-sm font-semibold text-slate-700">{t('plan.trainings')}</h4>
                <ul className="mt-1 space-y-1" data-testid="alt-trainings">
                  {day.trainings.map((training, index) => (
                    <li
                      key={`${training.time}-${index}`}
                      className="flex flex-wrap gap-x-3 text-sm text-slate-800"
                    >
                      <span className="w-14 shrink-0 font-mono text-slate-600">{training.time}</span>
                      <span className="flex-1">{training.name}</span>
                      <span>
                        {t('plan.minutes', { count: training.duration })} · −{kcal(training.calories)}
                      </span>
                    </li>
                  ))}
                </ul>
                <p className="mt-2 text-sm font-medium text-slate-900" data-testid="alt-net-balance">
                  {t('plan.net', { value: kcal(netCalories(day)) })}
                </p>
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}

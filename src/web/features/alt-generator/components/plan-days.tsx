import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AltPlanDay } from '../../../../core/contracts/alt-generator';
import { netCalories } from '../../../../core/domain/alt-plan';
import { formatNumber } from '../../../../core/domain/format';
import { kcalDeviation, type DeviationBand } from '../../../../core/domain/plan/plan-view';
import type { Locale } from '../../../../core/i18n/locales';
import { api, pageHref } from '../../../../core/routes';
import { apiClient } from '../../../lib/api-client';
import { linkClass } from '../../../components/ui/styles';

const BAND_CLASS: Record<DeviationBand, string> = {
  within3: 'bg-brand-50 text-brand-900',
  within7: 'bg-amber-100 text-amber-900',
  within10: 'bg-amber-100 text-amber-900',
  beyond: 'bg-red-50 text-red-900',
};

const NUTRIENTS = ['protein', 'carbohydrates', 'fat', 'fiber', 'sugar', 'sodium'] as const;

/**
 * A meal's nutrition per portion (AGEN-32/33), asked for when the member opens it; a failure shows nothing
 * (AGEN-37).
 */
function MealNutrition({
  locale,
  recipeId,
  portions,
}: {
  locale: Locale;
  recipeId: number;
  portions: number;
}) {
  const { t } = useTranslation('altGenerator');
  const [open, setOpen] = useState(false);
  const { data } = useQuery({
    queryKey: ['alt-generator', 'recipe-nutrition', recipeId, locale],
    queryFn: ({ signal }) =>
      apiClient.call(api.api_diet_generator_recipe_nutrition, {
        params: { id: String(recipeId) },
        query: { locale },
        signal,
      }),
    enabled: open,
    staleTime: 60_000,
    retry: false,
  });
  const amount = (value: number | null, unit: string) =>
    value === null ? '–' : `${formatNumber(value * portions, locale, 1)} ${unit}`;
  return (
    <details
      className="w-full text-sm text-slate-700 print:hidden"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="alt-meal-nutrition"
    >
      <summary className="cursor-pointer text-brand-800">{t('plan.nutrition')}</summary>
      {data && (
        <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
          {NUTRIENTS.map((nutrient) => (
            <div key={nutrient} className="flex justify-between gap-2">
              <dt>{t(`nutrients.${nutrient}`)}</dt>
              <dd className="font-medium text-slate-900">
                {amount(data.perPortion[nutrient], nutrient === 'sodium' ? 'mg' : 'g')}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </details>
  );
}

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
                  <MealNutrition locale={locale} recipeId={meal.recipeId} portions={meal.portions} />
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

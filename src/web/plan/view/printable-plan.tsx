import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { foodItemsNutrition } from '../../../core/domain/plan/plan-view';
import type { Locale } from '../../../core/i18n/locales';
import { formatPlanDate, oneDecimal, whole } from '../lib/format';
import type { PlanDoc, PlanMetricsData } from '../lib/plan-doc';
import { Button } from '../../components/ui/button';
import { appConfig } from '../../lib/app-config';
import { buttonClass } from '../../components/ui/styles';
import type { PlanTables } from './use-plan-tables';

/** While the printable view is open, printing shows it alone, on as many pages as it needs. */
const PRINT_CSS = `@media print {
  html, body { overflow: visible !important; height: auto !important; }
  body * { visibility: hidden !important; }
  [data-print-root], [data-print-root] * { visibility: visible !important; }
  [data-print-root] { position: absolute !important; inset: 0 auto auto 0 !important; width: 100% !important; max-height: none !important; overflow: visible !important; transform: none !important; box-shadow: none !important; }
  [data-print-hide] { display: none !important; }
  [data-print-day] { break-inside: avoid-page; }
}`;

/** DECISIONS PGEN-12: a clean printable view of the plan (window.print()). */
export function PrintablePlan({
  open,
  onOpenChange,
  doc,
  metrics,
  tables,
  locale,
  title,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  doc: PlanDoc;
  metrics: PlanMetricsData;
  tables: PlanTables;
  locale: Locale;
  title: string;
}) {
  const { t } = useTranslation('planner');
  const schedule = new Map(doc.meta.schedule.items.map((item) => [item.id, item]));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" data-print-hide />
        <Dialog.Content
          className="fixed inset-2 z-[60] overflow-y-auto rounded-xl bg-white p-5 text-slate-900 shadow-xl sm:inset-6 sm:p-8"
          data-print-root
          data-testid="printable-plan"
          aria-describedby={undefined}
        >
          <style nonce={appConfig.styleNonce ?? undefined}>{PRINT_CSS}</style>
          <div className="mb-4 flex flex-wrap justify-end gap-2" data-print-hide>
            <Button onClick={() => window.print()}>{t('print.print')}</Button>
            <Dialog.Close className={buttonClass('secondary')}>{t('actions.close')}</Dialog.Close>
          </div>
          <Dialog.Title className="text-2xl font-bold">{title}</Dialog.Title>
          <p className="mt-1 text-slate-700">
            {t('print.lead', {
              count: doc.plan.length,
              from: formatPlanDate(doc.plan[0]?.date ?? doc.meta.startDate, locale, 'short'),
              target: whole(doc.meta.targetCalories, locale),
              average: whole(metrics.averageCalories, locale),
            })}
          </p>
          {doc.plan.map((day, i) => {
            const m = metrics.days[i];
            return (
              <section
                key={`${day.date}-${i}`}
                className="mt-6 border-t border-slate-300 pt-3"
                data-print-day
              >
                <h2 className="text-lg font-semibold">
                  {t('day.title', { n: i + 1, date: formatPlanDate(day.date, locale) })}
                </h2>
                {m && (
                  <p className="text-sm text-slate-700">
                    {t('units.kcal', { value: whole(m.calories, locale) })} ·{' '}
                    {t('day.macros', {
                      protein: oneDecimal(m.protein, locale),
                      fat: oneDecimal(m.fat, locale),
                      carbs: oneDecimal(m.carbs, locale),
                    })}
                  </p>
                )}
                <ul className="mt-2 space-y-2">
                  {day.meals.map((meal, j) => {
                    const item = schedule.get(meal.scheduleItemId);
                    const n = foodItemsNutrition(meal.foodItems, tables.foods);
                    return (
                      <li key={`${meal.scheduleItemId}-${j}`}>
                        <p className="font-medium">
                          {item ? `${item.time} ${item.label} – ` : ''}
                          {tables.recipe(meal.recipeId)?.name ??
                            t('day.recipeFallback', { id: meal.recipeId })}{' '}
                          ({t('units.kcal', { value: whole(n.kcal, locale) })})
                        </p>
                        <p className="text-sm text-slate-700">
                          {meal.foodItems
                            .map(
                              (f) =>
                                `${tables.foodName(f.foodId) ?? t('day.foodFallback', { id: f.foodId })} ${t('units.g', { value: whole(f.quantity, locale) })}`,
                            )
                            .join(' · ')}
                        </p>
                      </li>
                    );
                  })}
                </ul>
                {day.exercises.length > 0 && (
                  <p className="mt-2 text-sm">
                    <strong>{t('day.exercises')}:</strong>{' '}
                    {day.exercises
                      .map(
                        (e) =>
                          `${tables.exercise(e.exerciseId)?.name ?? t('day.exerciseFallback', { id: e.exerciseId })} ${t('units.minutes', { value: e.duration })}`,
                      )
                      .join(', ')}
                  </p>
                )}
                {m && (
                  <p className="text-sm">
                    <strong>{t('day.hydration')}:</strong>{' '}
                    {t('day.hydrationTotal', {
                      ml: whole(m.hydrationMl, locale),
                      caffeine: whole(m.caffeineMg, locale),
                    })}
                  </p>
                )}
                {day.notes && <p className="mt-1 text-sm whitespace-pre-line">{day.notes}</p>}
              </section>
            );
          })}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

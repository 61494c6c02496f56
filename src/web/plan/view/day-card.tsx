import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_IMAGE_PATH } from '../../../core/contracts/diet-plan';
import { exerciseBurn, foodItemsNutrition } from '../../../core/domain/plan/plan-view';
import type { DayMetrics } from '../../../core/domain/plan/types';
import type { Locale } from '../../../core/i18n/locales';
import type { CatalogueItem } from '../api/plan-api';
import { formatPlanDate, oneDecimal, whole } from '../lib/format';
import type { DietMeta, PlanDayInput } from '../../../core/contracts/diet-plan';
import { DeviationBadge } from './deviation-badge';
import { MonitoredNutrients, type MonitoredRow } from './monitored-nutrients';
import { Button } from '../../components/ui/button';
import type { PlanTables } from './use-plan-tables';

export interface DayCardProps {
  day: PlanDayInput;
  index: number;
  metrics: DayMetrics | undefined;
  meta: DietMeta;
  tables: PlanTables;
  locale: Locale;
  monitored: MonitoredRow[];
  supplements: ReadonlyMap<number, CatalogueItem>;
  medicalProducts: ReadonlyMap<number, CatalogueItem>;
  canEdit: boolean;
  regenerating: boolean;
  onSwap(mealIndex: number): void;
  onRegenerate(): void;
  editorOpen: boolean;
  onToggleEditor(): void;
  editor: ReactNode;
}

const KNOWN_DRINKS = new Set(['water', 'coffee', 'tea', 'energy']);
const sectionTitle = 'text-sm font-semibold tracking-wide text-slate-700 uppercase';

/** One day of the plan: meals with grams and nutrition, exercises, drinks, notes and health, metrics, actions. */
export function DayCard(props: DayCardProps) {
  const { day, index, metrics, meta, tables, locale, monitored } = props;
  const { t } = useTranslation('planner');
  const scheduleById = new Map(meta.schedule.items.map((item) => [item.id, item]));
  const timeOf = (id: string) => scheduleById.get(id)?.time ?? '';
  const meals = day.meals
    .map((meal, mealIndex) => ({ meal, mealIndex }))
    .sort((a, b) => timeOf(a.meal.scheduleItemId).localeCompare(timeOf(b.meal.scheduleItemId)));
  const headingId = `day-${index + 1}-title`;
  const health = day.healthInfo;
  const hasHealth = Boolean(
    health &&
    (health.sleepHours != null ||
      health.stoolShape != null ||
      health.stoolColor ||
      health.urineColor ||
      (health.medications ?? []).length > 0),
  );
  const drinks = drinkGroups(day.hydrationLog);
  const colour = (value: string) => t(`colors.${value}`, { defaultValue: value.replace(/[-_]/g, ' ') });

  return (
    <article
      id={`day-${index + 1}`}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="plan-day"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('day.title', { n: index + 1, date: formatPlanDate(day.date, locale) })}
        </h3>
        {metrics && (
          <DeviationBadge calories={metrics.calories} target={meta.targetCalories} locale={locale} />
        )}
      </header>

      {day.shortfall && (
        <p
          className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
          data-testid="shortfall"
        >
          {t(`day.shortfall.${day.shortfall.reason}`, {
            kcal: whole(day.shortfall.calories, locale),
            target: whole(meta.targetCalories, locale),
          })}
        </p>
      )}
      {day.proteinShortfall && (
        <p
          className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
          data-testid="protein-shortfall"
        >
          {t('day.proteinShortfall', {
            protein: whole(day.proteinShortfall.protein, locale),
            target: whole(day.proteinShortfall.target, locale),
          })}
        </p>
      )}

      <div className="mt-4 grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          <section aria-label={t('day.meals')}>
            <h4 className={sectionTitle}>{t('day.meals')}</h4>
            {meals.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">{t('day.noMeals')}</p>
            ) : (
              <ul className="mt-2 space-y-3">
                {meals.map(({ meal, mealIndex }) => {
                  const item = scheduleById.get(meal.scheduleItemId);
                  const recipe = tables.recipe(meal.recipeId);
                  const recipeName = recipe?.name ?? t('day.recipeFallback', { id: meal.recipeId });
                  const nutrition = foodItemsNutrition(meal.foodItems, tables.foods);
                  return (
                    <li
                      key={`${meal.scheduleItemId}-${mealIndex}`}
                      className="rounded-lg border border-slate-200 p-3"
                      data-testid="plan-meal"
                    >
                      <div className="flex flex-wrap items-start justify-between gap-2">
                        <div className="min-w-0">
                          <p className="text-sm text-slate-600">
                            {item
                              ? `${item.time} · ${item.label || t('schedule.types.Meal')}`
                              : t('schedule.types.Meal')}
                          </p>
                          <p className="font-semibold text-slate-900" data-testid="meal-recipe">
                            {recipeName}
                          </p>
                          <p className="text-sm text-slate-700">
                            {t('day.portions', {
                              count: meal.portions ?? 1,
                              value: oneDecimal(meal.portions ?? 1, locale),
                            })}{' '}
                            · <strong>{t('units.kcal', { value: whole(nutrition.kcal, locale) })}</strong> ·{' '}
                            {t('day.macros', {
                              protein: oneDecimal(nutrition.protein, locale),
                              fat: oneDecimal(nutrition.fat, locale),
                              carbs: oneDecimal(nutrition.carbs, locale),
                            })}
                          </p>
                        </div>
                        {props.canEdit && (
                          <Button
                            variant="small"
                            className="print:hidden"
                            onClick={() => props.onSwap(mealIndex)}
                            aria-label={t('day.swapLabel', { name: recipeName })}
                          >
                            {t('day.swap')}
                          </Button>
                        )}
                      </div>
                      <details className="mt-2 text-sm">
                        <summary className="cursor-pointer text-brand-800">
                          {t('day.ingredients', { count: meal.foodItems.length })}
                        </summary>
                        <ul className="mt-1 divide-y divide-slate-100">
                          {meal.foodItems.map((food, i) => (
                            <li key={`${food.foodId}-${i}`} className="flex justify-between gap-3 py-1">
                              <span>
                                {tables.foodName(food.foodId) ?? t('day.foodFallback', { id: food.foodId })}
                              </span>
                              <span className="whitespace-nowrap tabular-nums">
                                {t('units.g', { value: whole(food.quantity, locale) })}
                              </span>
                            </li>
                          ))}
                        </ul>
                      </details>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>

          {day.exercises.length > 0 && (
            <section aria-label={t('day.exercises')}>
              <h4 className={sectionTitle}>{t('day.exercises')}</h4>
              <ul className="mt-2 space-y-1 text-sm" data-testid="plan-exercises">
                {day.exercises.map((exercise, i) => {
                  const known = tables.exercise(exercise.exerciseId);
                  return (
                    <li
                      key={`${exercise.scheduleItemId}-${i}`}
                      className="flex flex-wrap justify-between gap-2"
                    >
                      <span>
                        {scheduleById.get(exercise.scheduleItemId)?.time
                          ? `${scheduleById.get(exercise.scheduleItemId)?.time} · `
                          : ''}
                        {known?.name ?? t('day.exerciseFallback', { id: exercise.exerciseId })}
                      </span>
                      <span className="tabular-nums">
                        {t('units.minutes', { value: exercise.duration })} ·{' '}
                        {t('day.burned', {
                          value: whole(
                            exerciseBurn(known?.mets, meta.personalData.weight, exercise.duration),
                            locale,
                          ),
                        })}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}

          {((day.nutrients ?? []).length > 0 || (day.medications ?? []).length > 0) && (
            <section aria-label={t('day.supplements')}>
              <h4 className={sectionTitle}>{t('day.supplements')}</h4>
              <ul className="mt-2 space-y-1 text-sm">
                {(day.nutrients ?? []).map((n, i) => (
                  <li key={`n-${i}`}>
                    {props.supplements.get(n.supplementId)?.name ??
                      t('day.supplementFallback', { id: n.supplementId })}
                    : {oneDecimal(n.dosage.amount, locale)} {n.dosage.unit}
                  </li>
                ))}
                {(day.medications ?? []).map((m, i) => (
                  <li key={`m-${i}`}>
                    {props.medicalProducts.get(m.medicalProductId)?.name ??
                      t('day.medicationFallback', { id: m.medicalProductId })}
                    : {oneDecimal(m.dosage.amount, locale)} {m.dosage.unit}
                  </li>
                ))}
              </ul>
            </section>
          )}

          <section aria-label={t('day.hydration')}>
            <h4 className={sectionTitle}>{t('day.hydration')}</h4>
            <p className="mt-1 text-sm" data-testid="plan-hydration">
              {t('day.hydrationTotal', {
                ml: whole(metrics?.hydrationMl ?? 0, locale),
                caffeine: whole(metrics?.caffeineMg ?? 0, locale),
              })}
            </p>
            {drinks.length > 0 && (
              <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
                {drinks.map((drink) => (
                  <li key={drink.name}>
                    {KNOWN_DRINKS.has(drink.name) ? t(`drinks.${drink.name}`) : drink.name}:{' '}
                    {drink.sameVolume
                      ? t('day.drinkCount', { count: drink.count, ml: whole(drink.sameVolume, locale) })
                      : t('units.ml', { value: whole(drink.total, locale) })}
                  </li>
                ))}
              </ul>
            )}
          </section>

          {(day.notes ||
            hasHealth ||
            (day.images ?? []).length > 0 ||
            (day.feeling !== undefined && day.feeling !== 3)) && (
            <section aria-label={t('day.journal')} className="space-y-1 text-sm">
              <h4 className={sectionTitle}>{t('day.journal')}</h4>
              {day.notes && (
                <p>
                  <strong>{t('day.notes')}:</strong> <span className="whitespace-pre-line">{day.notes}</span>
                </p>
              )}
              {day.feeling !== undefined && (
                <p>
                  <strong>{t('day.feeling')}:</strong> {t('day.feelingValue', { value: day.feeling })}
                </p>
              )}
              {hasHealth && health && (
                <ul className="space-y-0.5">
                  {health.sleepHours != null && (
                    <li>{t('day.sleep', { value: oneDecimal(health.sleepHours, locale) })}</li>
                  )}
                  {health.stoolShape != null && <li>{t('day.stoolShape', { value: health.stoolShape })}</li>}
                  {health.stoolColor && <li>{t('day.stoolColor', { value: colour(health.stoolColor) })}</li>}
                  {health.urineColor && <li>{t('day.urineColor', { value: colour(health.urineColor) })}</li>}
                  {(health.medications ?? []).map((m, i) => (
                    <li key={`hm-${i}`}>
                      {t('day.medicationTaken', { name: m.name, dosage: m.dosage })}
                      {m.notes ? ` – ${m.notes}` : ''}
                    </li>
                  ))}
                </ul>
              )}
              {(day.images ?? []).length > 0 && (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {(day.images ?? [])
                    .filter((src) => DAY_IMAGE_PATH.test(src))
                    .map((src, i) => (
                      <li key={src}>
                        <img
                          src={src}
                          alt={t('day.image', { n: i + 1 })}
                          className="h-20 w-20 rounded-md object-cover"
                          loading="lazy"
                        />
                      </li>
                    ))}
                </ul>
              )}
            </section>
          )}
        </div>

        <div className="space-y-4">
          {metrics && (
            <section aria-label={t('day.metrics')}>
              <h4 className={sectionTitle}>{t('day.metrics')}</h4>
              <MetricsGrid metrics={metrics} locale={locale} />
            </section>
          )}
          {monitored.length > 0 && (
            <section aria-label={t('monitored.title')}>
              <h4 className={sectionTitle}>{t('monitored.title')}</h4>
              <MonitoredNutrients rows={monitored} locale={locale} />
            </section>
          )}
        </div>
      </div>

      {props.canEdit && (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3 print:hidden">
          <Button
            variant="small"
            onClick={props.onRegenerate}
            disabled={props.regenerating}
            aria-label={t('day.regenerateLabel', { n: index + 1 })}
          >
            {props.regenerating ? t('day.regenerating') : t('day.regenerate')}
          </Button>
          <Button
            variant="small"
            aria-expanded={props.editorOpen}
            aria-controls={`day-${index + 1}-editor`}
            onClick={props.onToggleEditor}
            aria-label={t('day.editLabel', { n: index + 1 })}
          >
            {props.editorOpen ? t('day.closeEditor') : t('day.edit')}
          </Button>
        </div>
      )}
      {props.editorOpen && (
        <div
          id={`day-${index + 1}-editor`}
          className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
          data-testid="day-editor-area"
        >
          {props.editor}
        </div>
      )}
    </article>
  );
}

export function MetricsGrid({ metrics, locale }: { metrics: DayMetrics; locale: Locale }) {
  const { t } = useTranslation('planner');
  const rows: Array<[string, string]> = [
    [t('metrics.calories'), t('units.kcal', { value: whole(metrics.calories, locale) })],
    [t('metrics.protein'), t('units.g', { value: oneDecimal(metrics.protein, locale) })],
    [t('metrics.fat'), t('units.g', { value: oneDecimal(metrics.fat, locale) })],
    [t('metrics.carbs'), t('units.g', { value: oneDecimal(metrics.carbs, locale) })],
    [t('metrics.burnedCalories'), t('units.kcal', { value: whole(metrics.burnedCalories, locale) })],
    [t('metrics.hydration'), t('units.ml', { value: whole(metrics.hydrationMl, locale) })],
    [t('metrics.caffeine'), t('units.mg', { value: whole(metrics.caffeineMg, locale) })],
    [t('metrics.exerciseMinutes'), t('units.minutes', { value: whole(metrics.exerciseMinutes, locale) })],
  ];
  return (
    <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm" data-testid="day-metrics">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-right font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function drinkGroups(log: PlanDayInput['hydrationLog']) {
  const groups = new Map<string, { name: string; count: number; total: number; volumes: Set<number> }>();
  for (const drink of log) {
    const group = groups.get(drink.name) ?? {
      name: drink.name,
      count: 0,
      total: 0,
      volumes: new Set<number>(),
    };
    group.count += 1;
    group.total += drink.volume;
    group.volumes.add(drink.volume);
    groups.set(drink.name, group);
  }
  return [...groups.values()].map((g) => ({
    name: g.name,
    count: g.count,
    total: g.total,
    sameVolume: g.volumes.size === 1 ? [...g.volumes][0]! : null,
  }));
}

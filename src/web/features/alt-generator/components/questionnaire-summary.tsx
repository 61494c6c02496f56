import { useTranslation } from 'react-i18next';
import { altEnergy, type AltGeneratorForm } from '../../../../core/domain/alt-plan';
import { CALORIE_GOAL_STEP, GOAL_ADJUSTMENT_KCAL, MIN_DAILY_KCAL } from '../../../../core/domain/energy';
import { TARGET_KCAL_RANGE } from '../../../../core/domain/plan/limits';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../../core/domain/format';
import type { Locale } from '../../../../core/i18n/locales';

/** A signed figure ("−450", "+400", "−0.41"). */
export function signed(value: number, locale: Locale, digits = 0): string {
  const text = formatNumber(Math.abs(value), locale, digits);
  return value < 0 ? `−${text}` : `+${text}`;
}

/**
 * The live figures under the cards (B §9, A §9): BMR with its formula, CPM = BMR × PAL, the target with the
 * goal's −450 / +400 and the 1200 kcal floor, and the weekly weight change when above 0.01 kg either way.
 * `complete` is false while a body field is out of its bounds; then the figures wait for it.
 */
export function EnergySummary({
  id,
  value,
  locale,
  complete,
  onGoalChange,
}: {
  id: string;
  value: AltGeneratorForm;
  locale: Locale;
  complete: boolean;
  /** GQ-22: the member's own goal in steps of 100 kcal; null goes back to the recommended target. */
  onGoalChange(goal: number | null): void;
}) {
  const { t } = useTranslation('altForm');
  const energy = complete ? altEnergy(value) : null;
  const kcal = (n: number) => t('summary.kcal', { value: formatNumber(n, locale, 0) });
  const adjustment = GOAL_ADJUSTMENT_KCAL[value.goal];

  return (
    <section
      aria-labelledby={`${id}-summary-title`}
      className="rounded-xl border border-brand-600 bg-brand-50 p-4 sm:p-6"
      data-testid="energy-summary"
    >
      <h2 id={`${id}-summary-title`} className="text-lg font-semibold text-brand-900">
        {t('summary.title')}
      </h2>
      <div aria-live="polite">
        {energy ? (
          <>
            <dl className="mt-3 grid gap-3 sm:grid-cols-3">
              <div className="rounded-lg bg-white p-3">
                <dt className="text-sm text-slate-700">{t('summary.bmr')}</dt>
                <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums" data-testid="summary-bmr">
                  {kcal(energy.bmr)}
                </dd>
                <dd className="text-sm text-slate-700" data-testid="summary-formula">
                  {t(`method.options.${value.calculationMethod}`)}
                </dd>
              </div>
              <div className="rounded-lg bg-white p-3">
                <dt className="text-sm text-slate-700">{t('summary.cpm')}</dt>
                <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums" data-testid="summary-cpm">
                  {kcal(energy.cpm)}
                </dd>
                <dd className="text-sm text-slate-700">
                  {t('summary.cpmNote', { pal: formatNumber(value.pal, locale, 3) })}
                </dd>
              </div>
              <div className="rounded-lg bg-white p-3">
                <dt className="text-sm text-slate-700">{t('summary.target')}</dt>
                <dd
                  className="mt-1 text-xl font-bold text-brand-900 tabular-nums"
                  data-testid="summary-target"
                >
                  {kcal(energy.targetCalories)}
                </dd>
                <dd className="text-sm text-slate-700">
                  {value.calorieGoal === null
                    ? t(`summary.targetNote.${value.goal}`, { adjustment: signed(adjustment, locale) })
                    : t('summary.ownGoal', { recommended: kcal(energy.recommended) })}
                </dd>
              </div>
            </dl>
            <CalorieGoalStepper
              recommended={energy.recommended}
              goal={value.calorieGoal}
              onChange={onGoalChange}
            />
            {energy.floored && (
              <p className="mt-3 text-sm font-medium text-amber-950" data-testid="summary-floor">
                {t('summary.floor', { min: formatNumber(MIN_DAILY_KCAL, locale, 0) })}
              </p>
            )}
            {energy.weeklyChangeKg !== null && (
              <p className="mt-3 text-sm text-slate-800" data-testid="summary-weekly-change">
                {t('summary.weeklyChange', { value: signed(energy.weeklyChangeKg, locale, 2) })}
              </p>
            )}
          </>
        ) : (
          <p className="mt-3 text-sm text-slate-700" data-testid="summary-incomplete">
            {t('summary.incomplete')}
          </p>
        )}
      </div>
    </section>
  );
}

/** GQ-22: − / + move the daily goal by 100 kcal (from the recommended target rounded to 100). */
function CalorieGoalStepper({
  recommended,
  goal,
  onChange,
}: {
  recommended: number;
  goal: number | null;
  onChange(goal: number | null): void;
}) {
  const { t } = useTranslation('altForm');
  const base = goal ?? Math.round(recommended / CALORIE_GOAL_STEP) * CALORIE_GOAL_STEP;
  const lower = Math.max(MIN_DAILY_KCAL, base - CALORIE_GOAL_STEP);
  const higher = Math.min(TARGET_KCAL_RANGE.max, base + CALORIE_GOAL_STEP);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2" role="group" aria-label={t('summary.goalLabel')}>
      <span className="text-sm font-medium text-slate-800">{t('summary.goalLabel')}</span>
      <Button
        variant="secondary"
        onClick={() => onChange(lower)}
        disabled={lower === base}
        data-testid="goal-down"
      >
        {t('summary.goalDown', { step: CALORIE_GOAL_STEP })}
      </Button>
      <Button
        variant="secondary"
        onClick={() => onChange(higher)}
        disabled={higher === base}
        data-testid="goal-up"
      >
        {t('summary.goalUp', { step: CALORIE_GOAL_STEP })}
      </Button>
      {goal !== null && (
        <Button variant="text" onClick={() => onChange(null)} data-testid="goal-reset">
          {t('summary.goalReset')}
        </Button>
      )}
    </div>
  );
}

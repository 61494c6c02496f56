import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AltPlanResponse } from '../../../../core/contracts/alt-generator';
import { altEnergy, allergenCodesOf, type AltGeneratorForm } from '../../../../core/domain/alt-plan';
import { formatNumber } from '../../../../core/domain/format';
import type { Locale } from '../../../../core/i18n/locales';
import { api } from '../../../../core/routes';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { cardClass } from '../../../components/ui/styles';
import { apiClient } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session';
import { useLocale } from '../../../lib/use-locale';
import { ExercisePicker } from '../components/exercise-picker';
import { PlanActions } from '../components/plan-actions';
import { PlanDays } from '../components/plan-days';
import { PlanSidebar } from '../components/plan-sidebar';
import { Questionnaire } from '../components/questionnaire';
import { TrainingTemplates } from '../components/training-templates';
import {
  altSession,
  changePlan,
  INITIAL_SESSION,
  trained,
  useAltSession,
  type AltStep,
} from '../lib/alt-session';
import { metaOf, usePlanSync, type AutoSaveStatus } from '../lib/use-plan-sync';

/** The spec's hybrid-recipes limit (AGEN-12). */
const RECIPE_LIMIT = 36;

type GenerationError = 'noRecipesForPreference' | 'noRecipesForAllergens' | 'failed';

/**
 * Step 2: the recipes the preference and allergens leave (AGEN-12; none → AGEN-17/19), then the plan by our
 * engine on the server.
 */
async function generate(form: AltGeneratorForm, locale: Locale, name: string): Promise<AltPlanResponse> {
  const allergens = allergenCodesOf(form);
  const hybrid = (withAllergens: boolean) =>
    apiClient.call(api.api_diet_generator_hybrid_recipes, {
      query: {
        locale,
        limit: RECIPE_LIMIT,
        preference: form.dietPreference,
        ...(withAllergens ? { allergens: allergens.join(',') } : {}),
      },
    });
  const [forPreference, safe] = await Promise.all([
    hybrid(false),
    allergens.length > 0 ? hybrid(true) : Promise.resolve(null),
  ]);
  if (forPreference.meta.total === 0) throw new PlanningError('noRecipesForPreference');
  if (safe && safe.meta.total === 0) throw new PlanningError('noRecipesForAllergens');
  return apiClient.call(api.alt_plan_generate, { body: { form, locale, name } });
}

class PlanningError extends Error {
  constructor(readonly reason: GenerationError) {
    super(reason);
  }
}

const STEPS: AltStep[] = [1, 2, 3, 4];

function Stepper({ step }: { step: AltStep }) {
  const { t } = useTranslation('altGenerator');
  return (
    <ol
      className="flex flex-wrap gap-2 text-sm print:hidden"
      aria-label={t('steps.label')}
      data-testid="alt-steps"
    >
      {STEPS.map((n) => (
        <li
          key={n}
          aria-current={n === step ? 'step' : undefined}
          className={`rounded-full px-3 py-1 font-medium ${
            n === step
              ? 'bg-brand-800 text-white'
              : n < step
                ? 'bg-brand-50 text-brand-900'
                : 'bg-slate-100 text-slate-700'
          }`}
        >
          {t('steps.step', { n })}: {t(`steps.${n}`)}
        </li>
      ))}
    </ol>
  );
}

/** The plan's energy (issue 20 A2): BMR by the chosen formula, CPM, the target and the plan's average. */
function EnergySummary({
  locale,
  form,
  averageCalories,
}: {
  locale: Locale;
  form: AltGeneratorForm;
  averageCalories: number;
}) {
  const { t } = useTranslation('altGenerator');
  const energy = altEnergy(form);
  const kcal = (value: number) => t('kcal', { value: formatNumber(value, locale, 0) });
  const rows: Array<[string, string, string]> = [
    ['bmr', t('summary.bmr', { formula: t(`formula.${form.calculationMethod}`) }), kcal(energy.bmr)],
    ['cpm', t('summary.cpm', { pal: formatNumber(form.pal, locale, 3) }), kcal(energy.cpm)],
    [
      'target',
      form.calorieGoal === null ? t(`summary.target.${form.goal}`) : t('summary.ownTarget'),
      kcal(energy.targetCalories),
    ],
    ['average', t('summary.average'), kcal(averageCalories)],
  ];
  return (
    <section aria-labelledby="alt-summary-title" className={cardClass} data-testid="alt-summary">
      <h2 id="alt-summary-title" className="text-lg font-semibold text-slate-900">
        {t('summary.title')}
      </h2>
      <dl className="mt-3 grid gap-2 sm:grid-cols-2">
        {rows.map(([key, label, value]) => (
          <div
            key={key}
            className="flex justify-between gap-3 rounded-md bg-slate-50 px-3 py-2"
            data-testid={`alt-summary-${key}`}
          >
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {energy.floored && <p className="mt-2 text-sm text-amber-900">{t('summary.floored')}</p>}
      {energy.weeklyChangeKg !== null && (
        <p className="mt-2 text-sm text-slate-700" data-testid="alt-weekly-change">
          {t('summary.weeklyChange', {
            value: `${energy.weeklyChangeKg > 0 ? '+' : '−'}${formatNumber(Math.abs(energy.weeklyChangeKg), locale, 2)}`,
          })}
        </p>
      )}
    </section>
  );
}

/** AGEN-34/35: how much to drink; a failure leaves the card out (AGEN-37). */
function HydrationCard({ locale, form }: { locale: Locale; form: AltGeneratorForm }) {
  const { t } = useTranslation('altGenerator');
  const { data } = useQuery({
    queryKey: ['alt-generator', 'hydration', form.weight, form.pal, form.goal],
    queryFn: ({ signal }) =>
      apiClient.call(api.api_diet_generator_hydration, {
        query: { weight: String(form.weight), activityLevel: String(form.pal), goal: form.goal },
        signal,
      }),
    staleTime: 60_000,
    retry: false,
  });
  if (!data) return null;
  return (
    <section aria-labelledby="alt-hydration-title" className={cardClass} data-testid="alt-hydration">
      <h2 id="alt-hydration-title" className="text-lg font-semibold text-slate-900">
        {t('hydration.title')}
      </h2>
      <p className="mt-2 text-slate-800">
        {t('hydration.text', {
          litres: formatNumber(data.recommendedMl / 1000, locale, 2),
          count: data.glasses,
        })}
      </p>
    </section>
  );
}

const SAVE_TEXT: Record<Exclude<AutoSaveStatus, 'idle'>, string> = {
  saving: 'save.saving',
  saved: 'save.saved',
  unverified: 'save.unverified',
  error: 'save.error',
};

/**
 * The alternative four-step generator (A §2, §4; issue 20): 1 the questionnaire, 2 generating, 3 the computed
 * plan with the exercise picker, 4 the full plan with replacement, print, download, share link and reset.
 */
export function AltGeneratorPage() {
  const locale = useLocale();
  const { t } = useTranslation('altGenerator');
  const session = useAltSession();
  const signedIn = useCurrentUser() !== null;
  const { status: saveStatus, opening } = usePlanSync(locale);
  const [error, setError] = useState<GenerationError | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { step, form, plan } = session;

  // Each step starts at its heading, for keyboard and screen reader users.
  useEffect(() => {
    if (step !== 1) headingRef.current?.focus();
  }, [step]);

  // Step 2 runs once per visit to it; a reload there starts it again.
  useEffect(() => {
    if (step !== 2) return;
    let live = true;
    generate(form, locale, session.name).then(
      (answer) => {
        if (!live) return;
        changePlan((current) => ({
          step: 3,
          plan: trained(current, answer.plan),
          startDate: answer.startDate,
          saved: null,
        }));
      },
      (failure: unknown) => {
        if (!live) return;
        setError(failure instanceof PlanningError ? failure.reason : 'failed');
        altSession.set({ step: 1 });
      },
    );
    return () => {
      live = false;
    };
    // The form and name are read as they were when step 2 began.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, locale]);

  const reset = () => {
    setError(null);
    altSession.set((current) => ({ ...INITIAL_SESSION, form, known: current.known }));
  };

  const title = (
    <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-slate-900 outline-none">
      {t('title')}
    </h1>
  );

  if (opening)
    return (
      <div className="mx-auto max-w-6xl space-y-4 px-4 py-8">
        {title}
        <p role="status">{t('opening')}</p>
      </div>
    );

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div className="space-y-3">
        {title}
        <p className="max-w-3xl text-slate-700 print:hidden">{t('intro')}</p>
        <Stepper step={step} />
      </div>

      {step === 1 && (
        <>
          {error && (
            <Notice tone="error" testId="alt-generation-error">
              {t(`errors.${error}`)}
            </Notice>
          )}
          <Questionnaire
            locale={locale}
            value={form}
            onChange={(value) => altSession.set({ form: value })}
            onSubmit={(value) => {
              setError(null);
              altSession.set({ form: value, step: 2 });
            }}
          />
        </>
      )}

      {step === 2 && (
        <div className={cardClass} role="status" data-testid="alt-generating">
          <p className="font-medium text-slate-900">{t('generating')}</p>
          <div className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden>
            <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-700" />
          </div>
        </div>
      )}

      {(step === 3 || step === 4) && plan && (
        <PlanSteps locale={locale} step={step} signedIn={signedIn} saveStatus={saveStatus} onReset={reset} />
      )}
    </div>
  );
}

function PlanSteps({
  locale,
  step,
  signedIn,
  saveStatus,
  onReset,
}: {
  locale: Locale;
  step: 3 | 4;
  signedIn: boolean;
  saveStatus: AutoSaveStatus;
  onReset(): void;
}) {
  const { t } = useTranslation('altGenerator');
  const session = useAltSession();
  const plan = session.plan ?? [];
  const meta = metaOf(session, plan);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        <EnergySummary locale={locale} form={session.form} averageCalories={meta.averageCalories} />
        <p className="text-sm text-slate-700" data-testid="alt-plan-overview">
          {t('overview', { count: plan.length, start: session.startDate ?? '' })}
        </p>
        {signedIn && saveStatus !== 'idle' && (
          <p role="status" className="text-sm text-slate-700 print:hidden" data-testid="alt-save-status">
            {t(SAVE_TEXT[saveStatus])}
          </p>
        )}

        {step === 3 ? (
          <>
            <section aria-labelledby="alt-picker-title" className="space-y-3" data-testid="alt-step3">
              <h2 id="alt-picker-title" className="text-xl font-semibold text-slate-900">
                {t('picker.title')}
              </h2>
              <p className="text-sm text-slate-700">
                {session.form.trainingSchema.times.length > 0
                  ? t('picker.text', { times: session.form.trainingSchema.times.join(', ') })
                  : t('picker.noTimes')}
              </p>
              <ExercisePicker
                locale={locale}
                value={session.exercisePreferences}
                onChange={(preferences, selected) =>
                  changePlan((current) => {
                    const exercises = selected.map(({ id, name, mets }) => ({ id, name, mets }));
                    const next = { ...current, exercisePreferences: preferences, exercises };
                    return {
                      exercisePreferences: preferences,
                      exercises,
                      plan: trained(next, current.plan ?? []),
                    };
                  })
                }
              />
            </section>
            <div className="flex flex-wrap gap-3">
              <Button onClick={() => altSession.set({ step: 4 })} data-testid="alt-show-plan">
                {t('showPlan')}
              </Button>
              <Button variant="secondary" onClick={() => altSession.set({ step: 1 })}>
                {t('editForm')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <PlanActions
              locale={locale}
              name={session.name}
              onRename={(name) => changePlan({ name })}
              snapshot={{ plan, meta }}
              hash={session.hash}
              onReset={onReset}
              onBack={() => altSession.set({ step: 3 })}
            />
            <section aria-labelledby="alt-days-title" data-testid="alt-step4">
              <h2 id="alt-days-title" className="mb-3 text-xl font-semibold text-slate-900">
                {t('plan.title')}
              </h2>
              <PlanDays locale={locale} plan={plan} targetCalories={meta.targetCalories} replaceable />
            </section>
            <HydrationCard locale={locale} form={session.form} />
            <TrainingTemplates locale={locale} goal={session.form.goal} activity={session.form.pal} />
          </>
        )}
      </div>
      <aside className="print:hidden" aria-label={t('sidebar')}>
        <PlanSidebar
          locale={locale}
          dietPreference={session.form.dietPreference}
          allergens={allergenCodesOf(session.form)}
        />
      </aside>
    </div>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../core/i18n/locales';
import {
  clampAll,
  STEP_CHECKS,
  STEP_COUNT,
  type FieldErrors,
  type QuestionnaireForm,
} from '../lib/questionnaire';
import { PersonalStep } from './personal-step';
import { PreferencesStep } from './preferences-step';
import { ScheduleStep } from './schedule-step';
import { Button } from '../../../components/ui/button';
import { cardClass } from '../../../components/ui/styles';
import { Notice } from '../../../components/ui/notice';

const STEP_KEYS = ['personal', 'preferences', 'schedule'] as const;

export interface QuestionnaireProps {
  form: QuestionnaireForm;
  onChange(form: QuestionnaireForm): void;
  step: number;
  onStep(step: number): void;
  locale: Locale;
  /** Called with a form that passed every step's checks. */
  onGenerate(form: QuestionnaireForm): void;
  error?: string | null;
  onBackToPlan?: () => void;
}

/**
 * A §2 / §4: three step cards (personal data, preferences, schedule) with a progress indicator and
 * Previous/Next; each step clamps and validates before moving on; the last one generates the plan.
 */
export function Questionnaire({
  form,
  onChange,
  step,
  onStep,
  locale,
  onGenerate,
  error,
  onBackToPlan,
}: QuestionnaireProps) {
  const { t } = useTranslation('planner');
  const [errors, setErrors] = useState<FieldErrors>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const last = step === STEP_COUNT - 1;

  // Focus goes to the new step's heading when the user moved (not on the first render).
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = last ? clampAll : STEP_CHECKS[step]!;
    const result = check(form);
    onChange(result.form);
    setErrors(result.errors);
    if (Object.keys(result.errors).length > 0) {
      // The first invalid field takes the focus once the errors are rendered.
      window.setTimeout(
        () => document.querySelector<HTMLElement>('[data-questionnaire] [aria-invalid="true"]')?.focus(),
        0,
      );
      if (last) {
        const firstBad = STEP_CHECKS.findIndex((c) => Object.keys(c(form).errors).length > 0);
        if (firstBad >= 0 && firstBad !== step) {
          moved.current = true;
          onStep(firstBad);
        }
      }
      return;
    }
    if (last) onGenerate(result.form);
    else {
      moved.current = true;
      onStep(step + 1);
    }
  };

  const previous = () => {
    setErrors({});
    moved.current = true;
    onStep(Math.max(0, step - 1));
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-5"
      data-questionnaire
      data-testid="questionnaire"
      aria-labelledby="pd-step-title"
    >
      <StepProgress step={step} />
      {error && (
        <Notice tone="error" testId="generate-error">
          {error}
        </Notice>
      )}
      <section className={cardClass}>
        <h2
          id="pd-step-title"
          ref={headingRef}
          tabIndex={-1}
          className="mb-5 text-xl font-semibold text-slate-900 outline-none"
        >
          {t(`steps.${STEP_KEYS[step]}`)}
        </h2>
        {step === 0 && <PersonalStep form={form} errors={errors} locale={locale} onChange={onChange} />}
        {step === 1 && <PreferencesStep form={form} errors={errors} locale={locale} onChange={onChange} />}
        {step === 2 && <ScheduleStep form={form} errors={errors} onChange={onChange} />}
      </section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={previous} disabled={step === 0}>
            {t('actions.previous')}
          </Button>
          {onBackToPlan && (
            <Button variant="secondary" onClick={onBackToPlan}>
              {t('actions.backToPlan')}
            </Button>
          )}
        </div>
        <Button type="submit">{last ? t('actions.generate') : t('actions.next')}</Button>
      </div>
    </form>
  );
}

/** "Step 2 of 3" with a bar and the list of steps, the current one marked. */
export function StepProgress({ step }: { step: number }) {
  const { t } = useTranslation('planner');
  const percent = Math.round(((step + 1) / STEP_COUNT) * 100);
  return (
    <div className="space-y-2" data-testid="step-progress">
      <p className="text-sm font-medium text-brand-900" id="pd-progress-label">
        {t('steps.progress', { step: step + 1, total: STEP_COUNT })}
      </p>
      <div
        role="progressbar"
        aria-labelledby="pd-progress-label"
        aria-valuemin={1}
        aria-valuemax={STEP_COUNT}
        aria-valuenow={step + 1}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <ol className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {STEP_KEYS.map((key, index) => (
          <li
            key={key}
            aria-current={index === step ? 'step' : undefined}
            className={
              index === step
                ? 'font-semibold text-brand-900'
                : index < step
                  ? 'text-slate-700'
                  : 'text-slate-600'
            }
          >
            {index + 1}. {t(`steps.${key}`)}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The progress shown while the server computes the plan. */
export function GeneratingPanel() {
  const { t } = useTranslation('planner');
  return (
    <div className={`${cardClass} text-center`} role="status" aria-live="polite" data-testid="generating">
      <p className="text-lg font-semibold text-slate-900">{t('generating')}</p>
      <div className="mx-auto mt-4 h-2 w-full max-w-md overflow-hidden rounded-full bg-slate-200" aria-hidden>
        <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-700" />
      </div>
    </div>
  );
}

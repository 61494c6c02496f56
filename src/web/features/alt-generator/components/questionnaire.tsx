import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_LENGTHS } from '../../../../core/contracts/alt-generator';
import type { AltGeneratorForm } from '../../../../core/domain/alt-plan';
import { GOAL_ADJUSTMENT_KCAL, PAL_OPTIONS } from '../../../../core/domain/energy';
import { formatNumber } from '../../../../core/domain/format';
import { PLAN_GOALS, type DietType } from '../../../../core/domain/plan/vocabulary';
import type { Locale } from '../../../../core/i18n/locales';
import { SubmitButton } from '../../../components/ui/button';
import { Field, fieldAria } from '../../../components/ui/field';
import { inputClass } from '../../../components/ui/styles';
import {
  bodyOf,
  boundsOf,
  draftsOf,
  formErrors,
  submittableForm,
  type BodyDrafts,
  type BodyField,
  type FieldErrors,
  type Units,
} from '../lib/questionnaire-state';
import {
  AllergensCard,
  Choices,
  MealsCard,
  QuestionCard,
  TrainingsCard,
  type Choice,
} from './questionnaire-cards';
import { EnergySummary, signed } from './questionnaire-summary';

export interface QuestionnaireProps {
  locale: Locale;
  value: AltGeneratorForm;
  onChange(value: AltGeneratorForm): void;
  /** Called with a value that passes `AltGeneratorFormSchema`. */
  onSubmit(value: AltGeneratorForm): void;
}

/** A §3: the order in which A lists diet preferences. */
const DIET_ORDER = ['meat', 'fish', 'vegetarian', 'vegan'] as const satisfies readonly DietType[];
const FORMULAS = ['mifflin-st-jeor', 'harris-benedict'] as const;
const palKey = (pal: number) => String(pal).replace('.', '_');

/** What the typed body fields were made from; when the value changes from outside, the fields follow it. */
const basisOf = (value: AltGeneratorForm, locale: Locale) =>
  `${value.age}|${value.weight}|${value.height}|${value.units}|${locale}`;

/**
 * Step 1 of the alternative four-step generator (A §2 "12 questionnaire cards including allergens", A §3, B §9;
 * issue 20): sex, age, height, weight, activity, goal, allergens, diet preference, plan length, calculation
 * method, meal and training schedule, in metric or imperial units (stored in kg and cm), with the live energy
 * figures below. "Generate plan" hands over a value the contract accepts; invalid fields block it, are marked
 * and the first one takes the focus.
 */
export function Questionnaire({ locale, value, onChange, onSubmit }: QuestionnaireProps) {
  const { t } = useTranslation('altForm');
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const basis = basisOf(value, locale);
  const [local, setLocal] = useState(() => ({ basis, drafts: draftsOf(value, locale) }));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  let drafts = local.drafts;
  if (local.basis !== basis) {
    drafts = draftsOf(value, locale);
    setLocal({ basis, drafts });
  }

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const body = bodyOf(drafts, value.units);
  const errors: FieldErrors = { ...formErrors(value), ...body.errors };
  const bodyComplete = Object.keys(body.errors).length === 0;
  const bounds = boundsOf(value.units, locale, (parts) => t('feetInches', parts));
  const metric = value.units === 'metric';

  const touch = (key: string) => setTouched((set) => (set.has(key) ? set : new Set(set).add(key)));
  const message = (key: string): string | undefined => {
    const code = errors[key];
    if (!code || !(submitted || touched.has(key))) return undefined;
    switch (code) {
      case 'ageRange':
        return t('errors.ageRange', { min: bounds.age[0], max: bounds.age[1] });
      case 'weightRange':
        return t(metric ? 'errors.weightRangeMetric' : 'errors.weightRangeImperial', bounds.weight);
      case 'heightRange':
        return t(metric ? 'errors.heightRangeMetric' : 'errors.heightRangeImperial', bounds.height);
      default:
        return t(`errors.${code}`);
    }
  };

  const set = (patch: Partial<AltGeneratorForm>) => onChange({ ...value, ...patch });

  /** A typed body field: kept as typed, and stored (in kg / cm) once it is within its bounds. */
  const editBody = (field: BodyField, patch: Partial<BodyDrafts>) => {
    const next = { ...drafts, ...patch };
    const stored = bodyOf(next, value.units).values[field];
    const nextValue = stored === undefined || stored === value[field] ? value : { ...value, [field]: stored };
    setLocal({ basis: basisOf(nextValue, locale), drafts: next });
    if (nextValue !== value) onChange(nextValue);
  };

  const switchUnits = (units: Units) => {
    if (units === value.units) return;
    // The fields show the stored value in the new units (the basis changes with the units).
    onChange({ ...value, units });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const ready = Object.keys(errors).length === 0 ? submittableForm(value) : null;
    if (ready) onSubmit(ready);
    else setFocusRequest((n) => n + 1);
  };

  const ageError = message('age');
  const weightError = message('weight');
  const heightError = message('height');
  const heightHint = t(metric ? 'height.hintMetric' : 'height.hintImperial', bounds.height);
  const heightDescribedBy = [`${id}-height-hint`, heightError ? `${id}-height-error` : '']
    .filter(Boolean)
    .join(' ');

  const palChoices: Choice<number>[] = PAL_OPTIONS.map((pal) => ({
    value: pal,
    label: t('pal.option', {
      pal: formatNumber(pal, locale, 3),
      name: t(`pal.levels.${palKey(pal)}.name`),
    }),
    description: t(`pal.levels.${palKey(pal)}.description`),
  }));
  const goalChoices: Choice<AltGeneratorForm['goal']>[] = PLAN_GOALS.map((goal) => ({
    value: goal,
    label: t(`goal.options.${goal}`),
    description:
      GOAL_ADJUSTMENT_KCAL[goal] === 0
        ? undefined
        : t('goal.adjustment', { value: signed(GOAL_ADJUSTMENT_KCAL[goal], locale) }),
  }));

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      data-testid="alt-questionnaire"
    >
      <div className="space-y-6">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900 sm:text-2xl">
            {t('title')}
          </h2>
          <p className="mt-1 text-slate-700">{t('intro')}</p>
        </div>

        <fieldset data-testid="units-switch">
          <legend className="mb-2 font-medium text-slate-900">{t('units.legend')}</legend>
          <Choices
            name={`${id}-units`}
            inline
            value={value.units}
            onChange={switchUnits}
            choices={[
              { value: 'metric', label: t('units.metric') },
              { value: 'imperial', label: t('units.imperial') },
            ]}
          />
        </fieldset>

        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <QuestionCard id={`${id}-sex`} name="sex" legend={t('sex.legend')} hint={t('sex.hint')}>
            <Choices
              name={`${id}-sex`}
              inline
              value={value.sex}
              onChange={(sex) => set({ sex })}
              choices={(['female', 'male'] as const).map((sex) => ({ value: sex, label: t(`sex.${sex}`) }))}
            />
          </QuestionCard>

          <QuestionCard id={`${id}-age-card`} name="age" legend={t('age.legend')}>
            <Field
              id={`${id}-age`}
              label={t('age.label')}
              hint={t('age.hint', { min: bounds.age[0], max: bounds.age[1] })}
              error={ageError}
            >
              <input
                {...fieldAria(`${id}-age`, { hint: true, error: ageError })}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={drafts.age}
                onChange={(event) => editBody('age', { age: event.target.value })}
                onBlur={() => touch('age')}
                className={`${inputClass} max-w-40`}
              />
            </Field>
          </QuestionCard>

          <QuestionCard id={`${id}-height-card`} name="height" legend={t('height.legend')}>
            {metric ? (
              <Field id={`${id}-height`} label={t('height.cm')} hint={heightHint} error={heightError}>
                <input
                  {...fieldAria(`${id}-height`, { hint: true, error: heightError })}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={drafts.heightCm}
                  onChange={(event) => editBody('height', { heightCm: event.target.value })}
                  onBlur={() => touch('height')}
                  className={`${inputClass} max-w-40`}
                />
              </Field>
            ) : (
              <div>
                <div className="flex flex-wrap gap-3">
                  <div>
                    <label htmlFor={`${id}-feet`} className="mb-1 block text-sm font-medium text-slate-800">
                      {t('height.feet')}
                    </label>
                    <input
                      id={`${id}-feet`}
                      aria-invalid={heightError ? true : undefined}
                      aria-describedby={heightDescribedBy}
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      value={drafts.feet}
                      onChange={(event) => editBody('height', { feet: event.target.value })}
                      onBlur={() => touch('height')}
                      className={`${inputClass} w-24`}
                    />
                  </div>
                  <div>
                    <label htmlFor={`${id}-inches`} className="mb-1 block text-sm font-medium text-slate-800">
                      {t('height.inches')}
                    </label>
                    <input
                      id={`${id}-inches`}
                      aria-invalid={heightError ? true : undefined}
                      aria-describedby={heightDescribedBy}
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      value={drafts.inches}
                      onChange={(event) => editBody('height', { inches: event.target.value })}
                      onBlur={() => touch('height')}
                      className={`${inputClass} w-24`}
                    />
                  </div>
                </div>
                <p id={`${id}-height-hint`} className="mt-1 text-sm text-slate-600">
                  {heightHint}
                </p>
                {heightError && (
                  <p
                    id={`${id}-height-error`}
                    className="mt-1 text-sm font-medium text-red-800"
                    data-testid={`${id}-height-error`}
                  >
                    {heightError}
                  </p>
                )}
              </div>
            )}
          </QuestionCard>

          <QuestionCard id={`${id}-weight-card`} name="weight" legend={t('weight.legend')}>
            <Field
              id={`${id}-weight`}
              label={t(metric ? 'weight.kg' : 'weight.lbs')}
              hint={t(metric ? 'weight.hintMetric' : 'weight.hintImperial', bounds.weight)}
              error={weightError}
            >
              <input
                {...fieldAria(`${id}-weight`, { hint: true, error: weightError })}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={drafts.weight}
                onChange={(event) => editBody('weight', { weight: event.target.value })}
                onBlur={() => touch('weight')}
                className={`${inputClass} max-w-40`}
              />
            </Field>
          </QuestionCard>

          <QuestionCard id={`${id}-pal`} name="pal" legend={t('pal.legend')}>
            <Choices
              name={`${id}-pal`}
              value={value.pal}
              onChange={(pal) => set({ pal })}
              choices={palChoices}
            />
          </QuestionCard>

          <QuestionCard id={`${id}-goal`} name="goal" legend={t('goal.legend')}>
            <Choices
              name={`${id}-goal`}
              value={value.goal}
              onChange={(goal) => set({ goal })}
              choices={goalChoices}
            />
          </QuestionCard>

          <AllergensCard id={id} value={value} onChange={onChange} locale={locale} />

          <QuestionCard id={`${id}-diet`} name="dietPreference" legend={t('diet.legend')}>
            <Choices
              name={`${id}-diet`}
              value={value.dietPreference}
              onChange={(dietPreference) => set({ dietPreference })}
              choices={DIET_ORDER.map((diet) => ({ value: diet, label: t(`diet.options.${diet}`) }))}
            />
          </QuestionCard>

          <QuestionCard id={`${id}-length`} name="planLength" legend={t('planLength.legend')}>
            <Choices
              name={`${id}-length`}
              value={value.planLength}
              onChange={(planLength) => set({ planLength })}
              choices={PLAN_LENGTHS.map((days) => ({
                value: days,
                label: t('planLength.days', { count: days }),
                description: t(`planLength.hints.${days}`),
              }))}
            />
          </QuestionCard>

          <QuestionCard id={`${id}-method`} name="calculationMethod" legend={t('method.legend')}>
            <Choices
              name={`${id}-method`}
              value={value.calculationMethod}
              onChange={(calculationMethod) => set({ calculationMethod })}
              choices={FORMULAS.map((formula) => ({
                value: formula,
                label: t(`method.options.${formula}`),
                description: t(`method.descriptions.${formula}`),
              }))}
            />
          </QuestionCard>

          <MealsCard id={id} value={value} onChange={onChange} errorOf={message} onTouch={touch} />
          <TrainingsCard id={id} value={value} onChange={onChange} errorOf={message} onTouch={touch} />
        </div>

        <EnergySummary
          id={id}
          value={value}
          locale={locale}
          complete={bodyComplete}
          onGoalChange={(calorieGoal) => set({ calorieGoal })}
        />

        <div className="flex justify-end">
          <SubmitButton className="w-full sm:w-auto">{t('submit')}</SubmitButton>
        </div>
      </div>
    </form>
  );
}

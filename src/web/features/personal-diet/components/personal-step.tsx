import { useTranslation } from 'react-i18next';
import { PAL_OPTIONS, PROFILE_BOUNDS } from '../../../../core/domain/energy';
import { formatNumber } from '../../../../core/domain/format';
import type { Locale } from '../../../../core/i18n/locales';
import {
  clampPersonal,
  energyFigures,
  FORMULAS,
  GENDER_CHOICES,
  goalAdjustment,
  GOALS,
  LBS_PER_KG,
  withHeightUnit,
  withWeightUnit,
  type QuestionnaireForm,
  type QuestionnaireStepProps,
} from '../lib/questionnaire';
import { inputClass } from '../../../components/ui/styles';
import { Field, fieldAria } from '../../../components/ui/field';

const radioClass = 'mt-1 h-4 w-4 shrink-0 accent-brand-800';
const legendClass = 'font-medium text-slate-900';

/** Step 1: age, sex (and the formula basis for diverse/unspecified), weight, height, PAL, goal and formula. */
export function PersonalStep({ form, errors, locale, onChange }: QuestionnaireStepProps) {
  const { t } = useTranslation('planner');
  const set = (patch: Partial<QuestionnaireForm>) => onChange({ ...form, ...patch });
  const clampNow = () => onChange(clampPersonal(form).form);
  const error = (key: string) => (errors[key] ? t(`errors.${errors[key]}`) : undefined);
  const figures = energyFigures(form);
  const [minKg, maxKg] = PROFILE_BOUNDS.weightKg;
  const [minCm, maxCm] = PROFILE_BOUNDS.heightCm;
  const weightHint =
    form.weightUnit === 'kg'
      ? t('personal.weightHintKg', { min: minKg, max: maxKg })
      : t('personal.weightHintLbs', {
          min: formatNumber(minKg * LBS_PER_KG, locale, 0),
          max: formatNumber(maxKg * LBS_PER_KG, locale, 0),
        });

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="space-y-5">
        <Field
          id="pd-age"
          label={t('personal.age')}
          hint={t('personal.ageHint', { min: PROFILE_BOUNDS.age[0], max: PROFILE_BOUNDS.age[1] })}
          error={error('age')}
        >
          <input
            {...fieldAria('pd-age', { hint: true, error: error('age') })}
            type="number"
            inputMode="numeric"
            min={PROFILE_BOUNDS.age[0]}
            max={PROFILE_BOUNDS.age[1]}
            step={1}
            value={form.age}
            onChange={(e) => set({ age: e.target.value })}
            onBlur={clampNow}
            className={`${inputClass} max-w-40`}
          />
        </Field>

        <fieldset className="space-y-2">
          <legend className={legendClass}>{t('personal.sex')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {GENDER_CHOICES.map((gender) => (
              <label key={gender} className="flex items-start gap-2">
                <input
                  type="radio"
                  name="pd-gender"
                  value={gender}
                  checked={form.gender === gender}
                  onChange={() => set({ gender })}
                  className={radioClass}
                />
                <span>{t(`personal.genders.${gender}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        {(form.gender === 'diverse' || form.gender === 'unspecified') && (
          <fieldset
            className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3"
            data-testid="formula-basis"
          >
            <legend className={`${legendClass} px-1`}>{t('personal.basis')}</legend>
            <p className="text-sm text-slate-700">{t('personal.basisHint')}</p>
            <div className="flex flex-wrap gap-4">
              {(['female', 'male'] as const).map((basis) => (
                <label key={basis} className="flex items-start gap-2">
                  <input
                    type="radio"
                    name="pd-basis"
                    value={basis}
                    checked={form.basis === basis}
                    onChange={() => set({ basis })}
                    className={radioClass}
                  />
                  <span>{t(`personal.bases.${basis}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}

        <Field id="pd-weight" label={t('personal.weight')} hint={weightHint} error={error('weight')}>
          <div className="flex gap-2">
            <input
              {...fieldAria('pd-weight', { hint: true, error: error('weight') })}
              type="number"
              inputMode="decimal"
              step="0.1"
              value={form.weight}
              onChange={(e) => set({ weight: e.target.value })}
              onBlur={clampNow}
              className={`${inputClass} max-w-40`}
            />
            <select
              aria-label={t('personal.weightUnit')}
              value={form.weightUnit}
              onChange={(e) => onChange(withWeightUnit(form, e.target.value === 'lbs' ? 'lbs' : 'kg'))}
              className="rounded-md border border-slate-400 bg-white px-2 py-2"
            >
              <option value="kg">kg</option>
              <option value="lbs">lbs</option>
            </select>
          </div>
        </Field>

        {form.heightUnit === 'cm' ? (
          <Field
            id="pd-height"
            label={t('personal.height')}
            hint={t('personal.heightHintCm', { min: minCm, max: maxCm })}
            error={error('height')}
          >
            <div className="flex gap-2">
              <input
                {...fieldAria('pd-height', { hint: true, error: error('height') })}
                type="number"
                inputMode="numeric"
                step={1}
                value={form.heightCm}
                onChange={(e) => set({ heightCm: e.target.value })}
                onBlur={clampNow}
                className={`${inputClass} max-w-40`}
              />
              <HeightUnit form={form} onChange={onChange} />
            </div>
          </Field>
        ) : (
          <fieldset className="space-y-1">
            <legend className={legendClass}>{t('personal.height')}</legend>
            <div className="flex flex-wrap items-end gap-2">
              <label className="flex flex-col text-sm">
                {t('personal.feet')}
                <input
                  {...fieldAria('pd-height-feet', { hint: true, error: error('height') })}
                  aria-describedby={['pd-height-hint', error('height') ? 'pd-height-error' : '']
                    .filter(Boolean)
                    .join(' ')}
                  type="number"
                  inputMode="numeric"
                  step={1}
                  value={form.heightFeet}
                  onChange={(e) => set({ heightFeet: e.target.value })}
                  onBlur={clampNow}
                  className={`${inputClass} w-24`}
                />
              </label>
              <label className="flex flex-col text-sm">
                {t('personal.inches')}
                <input
                  type="number"
                  inputMode="numeric"
                  step={1}
                  value={form.heightInches}
                  onChange={(e) => set({ heightInches: e.target.value })}
                  onBlur={clampNow}
                  className={`${inputClass} w-24`}
                />
              </label>
              <HeightUnit form={form} onChange={onChange} />
            </div>
            <p id="pd-height-hint" className="text-sm text-slate-600">
              {t('personal.heightHintFt', { min: minCm, max: maxCm })}
            </p>
            {error('height') && (
              <p id="pd-height-error" className="text-sm font-medium text-red-800">
                {error('height')}
              </p>
            )}
          </fieldset>
        )}
      </div>

      <div className="space-y-5">
        <fieldset className="space-y-2">
          <legend className={legendClass}>{t('personal.pal')}</legend>
          {PAL_OPTIONS.map((pal) => (
            <label key={pal} className="flex items-start gap-2">
              <input
                type="radio"
                name="pd-pal"
                value={pal}
                checked={form.pal === pal}
                onChange={() => set({ pal })}
                className={radioClass}
              />
              <span>
                <span className="font-medium">
                  {formatNumber(pal, locale, 3)} –{' '}
                  {t(`personal.palLevels.${String(pal).replace('.', '_')}.name`)}
                </span>
                <span className="block text-sm text-slate-600">
                  {t(`personal.palLevels.${String(pal).replace('.', '_')}.description`)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>

        <fieldset className="space-y-2">
          <legend className={legendClass}>{t('personal.goal')}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {GOALS.map((goal) => (
              <label key={goal} className="flex items-start gap-2">
                <input
                  type="radio"
                  name="pd-goal"
                  value={goal}
                  checked={form.goal === goal}
                  onChange={() => set({ goal })}
                  className={radioClass}
                />
                <span>
                  {t(`personal.goals.${goal}`)}{' '}
                  <span className="text-sm text-slate-600">
                    ({t('personal.kcalAdjustment', { value: formatSigned(goalAdjustment(goal), locale) })})
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="space-y-2">
          <legend className={legendClass}>{t('personal.formula')}</legend>
          {FORMULAS.map((formula) => (
            <label key={formula} className="flex items-start gap-2">
              <input
                type="radio"
                name="pd-formula"
                value={formula}
                checked={form.formula === formula}
                onChange={() => set({ formula })}
                className={radioClass}
              />
              <span>{t(`personal.formulas.${formula}`)}</span>
            </label>
          ))}
        </fieldset>

        <section
          aria-labelledby="pd-energy-title"
          className="rounded-lg border border-brand-600 bg-brand-50 p-4"
          data-testid="energy-figures"
        >
          <h3 id="pd-energy-title" className="font-semibold text-brand-900">
            {t('personal.energyTitle')}
          </h3>
          {figures ? (
            <dl className="mt-2 grid grid-cols-3 gap-2 text-center" aria-live="polite">
              <div>
                <dt className="text-sm text-slate-700">{t('personal.bmr')}</dt>
                <dd className="text-lg font-semibold tabular-nums" data-testid="bmr">
                  {t('units.kcal', { value: formatNumber(figures.bmr, locale, 0) })}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-700">{t('personal.need')}</dt>
                <dd className="text-lg font-semibold tabular-nums" data-testid="need">
                  {t('units.kcal', { value: formatNumber(figures.need, locale, 0) })}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-700">{t('personal.target')}</dt>
                <dd className="text-lg font-bold text-brand-900 tabular-nums" data-testid="target-kcal">
                  {t('units.kcal', { value: formatNumber(figures.target, locale, 0) })}
                </dd>
              </div>
            </dl>
          ) : (
            <p className="mt-2 text-sm text-slate-700">{t('personal.energyMissing')}</p>
          )}
          {figures && Math.abs(figures.weeklyChangeKg) > 0.01 && (
            <p className="mt-2 text-sm text-slate-700">
              {t('personal.weeklyChange', {
                value: formatSigned(Math.round(figures.weeklyChangeKg * 100) / 100, locale, 2),
              })}
            </p>
          )}
          <p className="mt-2 text-xs text-slate-600">{t('personal.minimumNote')}</p>
        </section>
      </div>
    </div>
  );
}

function HeightUnit({
  form,
  onChange,
}: {
  form: QuestionnaireForm;
  onChange(form: QuestionnaireForm): void;
}) {
  const { t } = useTranslation('planner');
  return (
    <select
      aria-label={t('personal.heightUnit')}
      value={form.heightUnit}
      onChange={(e) => onChange(withHeightUnit(form, e.target.value === 'ft' ? 'ft' : 'cm'))}
      className="rounded-md border border-slate-400 bg-white px-2 py-2"
    >
      <option value="cm">cm</option>
      <option value="ft">{t('personal.feetInches')}</option>
    </select>
  );
}

export function formatSigned(value: number, locale: Locale, digits = 0): string {
  const text = formatNumber(Math.abs(value), locale, digits);
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : `±${text}`;
}

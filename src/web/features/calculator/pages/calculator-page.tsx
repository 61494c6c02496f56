import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../core/domain/format';
import type { Locale } from '../../../../core/i18n/locales';
import { pageHref } from '../../../../core/routes';
import { SubmitButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { cardClass, linkClass } from '../../../components/ui/styles';
import { useLocale } from '../../../lib/use-locale';
import { useZodForm } from '../../../lib/use-zod-form';
import {
  calculate,
  CalculatorForm,
  FORMULAS,
  initialValues,
  PAL_OPTIONS,
  palKey,
  PROFILE_BOUNDS,
  SEXES,
  type CalculatorResult,
  type CalculatorValues,
} from '../lib/calculator';

const radioClass = 'mt-1 h-4 w-4 shrink-0 accent-brand-800';
const legendClass = 'mb-2 text-sm font-medium text-slate-800';

/** The bounds each message names. */
const BOUNDS: Record<string, readonly [number, number]> = {
  age: PROFILE_BOUNDS.age,
  height: PROFILE_BOUNDS.heightCm,
  weight: PROFILE_BOUNDS.weightKg,
};

/** A change in kg with its sign ("−0.4", "+0.3"). */
function signed(value: number, locale: Locale): string {
  const text = formatNumber(Math.abs(value), locale, 1);
  return value < 0 ? `−${text}` : `+${text}`;
}

/**
 * DECISIONS ACCT-10: the BMI/BMR/TDEE calculator. Sex, age, height, weight, activity level (the generators'
 * PAL options) and the formula; the results are the BMI with its WHO class, the BMR, the daily need (TDEE)
 * and the generators' targets to lose, keep or gain weight.
 */
export function CalculatorPage() {
  const { t } = useTranslation('calculator');
  const locale = useLocale();
  const [result, setResult] = useState<CalculatorResult | null>(null);
  const { formRef, ...form } = useZodForm(CalculatorForm, {
    defaultValues: initialValues,
    message: (key) => {
      const bound = BOUNDS[key.replace(/Range$/, '')];
      return t(`errors.${key}`, {
        min: bound?.[0],
        max: bound?.[1],
        defaultValue: t('errors:invalidValue'),
      });
    },
    clearErrorOnEdit: true,
  });
  const errorOf = (name: keyof CalculatorValues) => form.formState.errors[name]?.message;
  const sexError = errorOf('sex');
  const palError = errorOf('pal');

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{t('lead')}</p>

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <form
          ref={formRef}
          noValidate
          aria-labelledby="calculator-form-title"
          className={`${cardClass} space-y-5`}
          onSubmit={(event) => form.submit(event, (data) => setResult(calculate(data)))}
          data-testid="calculator-form"
        >
          <h2 id="calculator-form-title" className="text-xl font-semibold text-slate-900">
            {t('form.title')}
          </h2>

          <fieldset
            aria-describedby={['calc-sex-hint', sexError ? 'calc-sex-error' : ''].filter(Boolean).join(' ')}
          >
            <legend className={legendClass}>{t('form.sex')}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {SEXES.map((sex) => (
                <label key={sex} className="flex items-start gap-2">
                  <input
                    type="radio"
                    value={sex}
                    aria-invalid={sexError ? true : undefined}
                    className={radioClass}
                    {...form.register('sex', {
                      onChange: () => sexError && form.clearErrors('sex'),
                    })}
                  />
                  <span>{t(`form.sexes.${sex}`)}</span>
                </label>
              ))}
            </div>
            <p id="calc-sex-hint" className="mt-1 text-sm text-slate-600">
              {t('form.sexHint')}
            </p>
            {sexError && (
              <p
                id="calc-sex-error"
                className="mt-1 text-sm font-medium text-red-800"
                data-testid="calc-sex-error"
              >
                {sexError}
              </p>
            )}
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              id="calc-age"
              label={t('form.age')}
              hint={t('form.ageHint', { min: PROFILE_BOUNDS.age[0], max: PROFILE_BOUNDS.age[1] })}
              inputMode="numeric"
              autoComplete="off"
              {...form.field('age')}
            />
            <TextField
              id="calc-height"
              label={t('form.height')}
              hint={t('form.heightHint', {
                min: PROFILE_BOUNDS.heightCm[0],
                max: PROFILE_BOUNDS.heightCm[1],
              })}
              inputMode="decimal"
              autoComplete="off"
              {...form.field('heightCm')}
            />
            <TextField
              id="calc-weight"
              label={t('form.weight')}
              hint={t('form.weightHint', {
                min: PROFILE_BOUNDS.weightKg[0],
                max: PROFILE_BOUNDS.weightKg[1],
              })}
              inputMode="decimal"
              autoComplete="off"
              {...form.field('weightKg')}
            />
          </div>

          <fieldset aria-describedby={palError ? 'calc-pal-error' : undefined}>
            <legend className={legendClass}>{t('form.pal')}</legend>
            <div className="space-y-2">
              {PAL_OPTIONS.map((pal) => (
                <label key={pal} className="flex items-start gap-2">
                  <input type="radio" value={String(pal)} className={radioClass} {...form.register('pal')} />
                  <span>
                    <span className="font-medium">
                      {formatNumber(pal, locale, 3)} – {t(`form.palLevels.${palKey(pal)}.name`)}
                    </span>
                    <span className="block text-sm text-slate-600">
                      {t(`form.palLevels.${palKey(pal)}.description`)}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {palError && (
              <p id="calc-pal-error" className="mt-1 text-sm font-medium text-red-800">
                {palError}
              </p>
            )}
          </fieldset>

          <fieldset>
            <legend className={legendClass}>{t('form.formula')}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {FORMULAS.map((formula) => (
                <label key={formula} className="flex items-start gap-2">
                  <input type="radio" value={formula} className={radioClass} {...form.register('formula')} />
                  <span>{t(`form.formulas.${formula}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <SubmitButton block>{t('form.submit')}</SubmitButton>
        </form>

        <section
          aria-labelledby="calculator-results-title"
          className={`${cardClass} space-y-5`}
          data-testid="calculator-results"
        >
          <h2 id="calculator-results-title" className="text-xl font-semibold text-slate-900">
            {t('results.title')}
          </h2>
          <div aria-live="polite">
            {result ? (
              <Results result={result} locale={locale} />
            ) : (
              <p className="text-slate-700">{t('results.empty')}</p>
            )}
          </div>
          <p className="text-sm text-slate-600">{t('results.disclaimer')}</p>
        </section>
      </div>
    </div>
  );
}

function Results({ result, locale }: { result: CalculatorResult; locale: Locale }) {
  const { t } = useTranslation('calculator');
  const kcal = (value: number) => t('results.kcal', { value: formatNumber(value, locale, 0) });
  return (
    <div className="space-y-5">
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-lg bg-brand-50 p-3">
          <dt className="text-sm text-slate-700">{t('results.bmi')}</dt>
          <dd className="mt-1 text-2xl font-bold text-brand-900 tabular-nums" data-testid="calc-bmi">
            {formatNumber(result.bmi, locale, 1)}
          </dd>
          <dd className="text-sm font-medium text-slate-800" data-testid="calc-bmi-category">
            {t(`results.categories.${result.category}`)}
          </dd>
        </div>
        <div className="rounded-lg bg-brand-50 p-3">
          <dt className="text-sm text-slate-700">{t('results.bmr')}</dt>
          <dd className="mt-1 text-2xl font-bold text-brand-900 tabular-nums" data-testid="calc-bmr">
            {kcal(result.bmr)}
          </dd>
          <dd className="text-sm text-slate-700">{t('results.bmrNote')}</dd>
        </div>
        <div className="rounded-lg bg-brand-50 p-3">
          <dt className="text-sm text-slate-700">{t('results.tdee')}</dt>
          <dd className="mt-1 text-2xl font-bold text-brand-900 tabular-nums" data-testid="calc-tdee">
            {kcal(result.tdee)}
          </dd>
          <dd className="text-sm text-slate-700">
            {t('results.tdeeNote', { pal: formatNumber(result.pal, locale, 3) })}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-slate-600">{t('results.bmiNote')}</p>

      <div>
        <h3 className="font-semibold text-slate-900">{t('results.targetsTitle')}</h3>
        <ul className="mt-2 divide-y divide-slate-200" data-testid="calc-targets">
          {result.targets.map((target) => (
            <li
              key={target.goal}
              className="flex flex-wrap items-baseline justify-between gap-x-4 py-2"
              data-goal={target.goal}
            >
              <span className="font-medium text-slate-800">{t(`results.goals.${target.goal}`)}</span>
              <span className="text-right">
                <span
                  className="font-semibold text-slate-900 tabular-nums"
                  data-testid={`calc-target-${target.goal}`}
                >
                  {t('results.kcalPerDay', { value: formatNumber(target.kcal, locale, 0) })}
                </span>
                {Math.abs(target.weeklyChangeKg) > 0.01 && (
                  <span className="block text-sm text-slate-600">
                    {t('results.weekly', { value: signed(target.weeklyChangeKg, locale) })}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-slate-600">{t('results.minimumNote')}</p>
      </div>
      <Link to={pageHref('personalDiet', locale)} className={linkClass}>
        {t('results.toGenerator')}
      </Link>
    </div>
  );
}

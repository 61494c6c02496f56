import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SAMPLE_DAY_MEALS, SAMPLE_MEAL_ITEMS, type SampleMeal } from '../../../../core/contracts/home';
import { formatNumber } from '../../../../core/domain/format';
import type { Locale } from '../../../../core/i18n/locales';
import { pageHref } from '../../../../core/routes';
import { linkClass } from '../../../components/ui/styles';
import { appConfig } from '../../../lib/app-config';
import { useLocale } from '../../../lib/use-locale';
import { randomDayOptions } from '../api/home-api';

type Macros = { protein: number; fat: number; carbohydrate: number; kcal: number };
type ShownMeal = { key: string; time: string; label: string; title: string; items: string[]; macros: Macros };

/**
 * HOME-31: the meals shown when there is no day to show (no template yet, or the call failed). Their figures
 * are SR28's for the grams named in home.json (oats 60 g, milk 2 % 200 g, blueberries 80 g; chicken breast
 * 150 g, rice 150 g, broccoli 150 g; salmon 120 g, potatoes 200 g, lettuce 100 g).
 */
export const FALLBACK_SAMPLES = [
  { key: 'breakfast', time: '07:30', macros: { protein: 17.3, fat: 8.4, carbohydrate: 61, kcal: 379 } },
  { key: 'lunch', time: '12:45', macros: { protein: 54.2, fat: 6.5, carbohydrate: 53.1, kcal: 496 } },
  { key: 'dinner', time: '18:30', macros: { protein: 31.7, fat: 15.3, carbohydrate: 43.1, kcal: 436 } },
] as const;

const macrosOf = (meal: SampleMeal): Macros => ({
  protein: meal.nutrients.protein.grams,
  fat: meal.nutrients.fat.grams,
  carbohydrate: meal.nutrients.carbohydrate.grams,
  kcal: meal.nutrients.kcal,
});

function MacroLine({ macros, locale }: { macros: Macros; locale: Locale }) {
  const { t } = useTranslation('home');
  const grams = (value: number) => formatNumber(value, locale, 1);
  return (
    <p className="mt-1 text-xs text-slate-600" data-testid="sample-meal-macros">
      {t('sampleDay.macros', {
        protein: grams(macros.protein),
        fat: grams(macros.fat),
        carbohydrate: grams(macros.carbohydrate),
        kcal: formatNumber(macros.kcal, locale, 0),
      })}
    </p>
  );
}

/**
 * The hero's sample day (HOME-28..34): a real day of one of our diet templates, up to 5 meals with their time,
 * name, recipe and up to 3 of its foods, each meal's macros and the day's totals as chips, and a link to the
 * template. Fetched again after 15 minutes; the fallback meals only when there is no day.
 */
export function SampleDayCard() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const hasKey = !!appConfig.apiKey && appConfig.apiKey.trim() !== '';
  const day = useQuery({ ...randomDayOptions(locale), enabled: hasKey });
  const loading = hasKey && day.isPending;
  const real = day.data && day.data.schemas.length > 0 ? day.data : null;
  const meals: ShownMeal[] = real
    ? real.schemas.slice(0, SAMPLE_DAY_MEALS).map((meal) => ({
        key: `${meal.id}-${meal.time}`,
        time: meal.time,
        label: meal.label,
        title: meal.title,
        items: meal.items.slice(0, SAMPLE_MEAL_ITEMS),
        macros: macrosOf(meal),
      }))
    : FALLBACK_SAMPLES.map((sample) => ({
        key: sample.key,
        time: sample.time,
        label: t(`sampleDay.fallback.${sample.key}.label`),
        title: t(`sampleDay.fallback.${sample.key}.title`),
        items: t(`sampleDay.fallback.${sample.key}.items`).split('|'),
        macros: sample.macros,
      }));
  const totals: Macros = real
    ? real.totals
    : meals.reduce(
        (sum, meal) => ({
          protein: sum.protein + meal.macros.protein,
          fat: sum.fat + meal.macros.fat,
          carbohydrate: sum.carbohydrate + meal.macros.carbohydrate,
          kcal: sum.kcal + meal.macros.kcal,
        }),
        { protein: 0, fat: 0, carbohydrate: 0, kcal: 0 },
      );
  const grams = (value: number) => formatNumber(value, locale, 1);
  return (
    <section
      aria-labelledby="sample-day-heading"
      aria-busy={loading || undefined}
      className="min-h-[30rem] rounded-2xl border border-slate-200 bg-white p-5 shadow-lg"
      data-testid="sample-day"
      data-sample={real ? 'template' : loading ? 'loading' : 'fallback'}
    >
      <h2 id="sample-day-heading" className="text-lg font-bold text-slate-900">
        {t('sampleDay.heading')}
      </h2>
      <p className="text-sm text-slate-600">
        {real?.dietTemplate && real.day
          ? t('sampleDay.from', { template: real.dietTemplate.name, day: real.day.label })
          : t('sampleDay.example')}
      </p>
      {loading ? (
        <ul aria-hidden="true" className="mt-4 flex flex-col gap-3">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="h-16 animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none" />
          ))}
        </ul>
      ) : (
        <ol className="mt-4 flex flex-col gap-3" data-testid="sample-meals">
          {meals.map((meal) => (
            <li key={meal.key} className="flex gap-3 rounded-lg bg-slate-50 p-3" data-testid="sample-meal">
              <time className="w-12 shrink-0 font-mono text-sm font-semibold text-brand-900">
                {meal.time}
              </time>
              <div className="min-w-0">
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{meal.label}</p>
                <p className="font-semibold text-slate-900">{meal.title}</p>
                <p className="text-sm text-slate-700" data-testid="sample-meal-items">
                  {meal.items.join(', ')}
                </p>
                <MacroLine macros={meal.macros} locale={locale} />
              </div>
            </li>
          ))}
        </ol>
      )}
      {!loading && (
        <>
          <ul
            className="mt-4 flex flex-wrap gap-2 text-sm"
            aria-label={t('sampleDay.totals')}
            data-testid="sample-totals"
          >
            <li className="rounded-full bg-brand-800 px-3 py-1 font-semibold text-white">
              {t('sampleDay.kcal', { kcal: formatNumber(totals.kcal, locale, 0) })}
            </li>
            <li className="rounded-full bg-brand-100 px-3 py-1 text-brand-900">
              {t('sampleDay.protein', { grams: grams(totals.protein) })}
            </li>
            <li className="rounded-full bg-brand-100 px-3 py-1 text-brand-900">
              {t('sampleDay.fat', { grams: grams(totals.fat) })}
            </li>
            <li className="rounded-full bg-brand-100 px-3 py-1 text-brand-900">
              {t('sampleDay.carbohydrate', { grams: grams(totals.carbohydrate) })}
            </li>
          </ul>
          <Link
            to={real?.exampleSchemaUrl ?? pageHref('dietTemplates', locale)}
            className={`${linkClass} mt-4 inline-block text-sm`}
            data-testid="sample-day-link"
          >
            {t('sampleDay.exampleLink')}
          </Link>
        </>
      )}
    </section>
  );
}

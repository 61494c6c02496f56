import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatNumber } from '../../../../core/domain/format';
import { pageHref } from '../../../../core/routes';
import { NotFoundPage } from '../../../components/not-found-page';
import { useDocumentTitle } from '../../../lib/document-title';
import { idFromSlug } from '../../../lib/id-slug';
import { AddToBasket } from '../../../components/add-to-basket';
import { useLocale } from '../../../lib/use-locale';
import { dietTemplateOptions } from '../api/diet-templates-api';
import { NarrationControl } from '../../../components/narration/narration-control';

/**
 * A diet template's page (issue 16 A3): goals, kcal, days and price (or free), its average macros, what it
 * leaves out and what its recipes contain, and its first day: each meal's recipe, foods in grams and macros.
 */
export function DietTemplatePage() {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const id = idFromSlug(useParams().idSlug);
  const template = useQuery({ ...dietTemplateOptions(id ?? 0, locale), enabled: id !== null });
  useDocumentTitle(template.data?.name);
  if (id === null || (template.error as { status?: number } | null)?.status === 404) return <NotFoundPage />;
  if (template.isError)
    return (
      <p role="alert" className="p-8 text-red-900">
        {t('template.loadError')}
      </p>
    );
  if (!template.data) return <p className="p-8 text-slate-600">{t('common:loading')}</p>;
  const d = template.data;
  const n = (value: number) => formatNumber(value, locale, 1);
  return (
    <article className="mx-auto max-w-5xl px-4 py-8" data-testid="diet-template">
      <Link to={pageHref('dietTemplates', locale)} className="text-sm text-brand-800 underline">
        {t('template.back')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{d.name}</h1>
      <NarrationControl type="diet-template" id={d.id} language={locale} />
      {d.image && (
        <img
          src={d.image}
          alt=""
          width={1200}
          height={630}
          className="mt-4 aspect-[1200/630] w-full max-w-3xl rounded-xl object-cover"
          data-testid="diet-template-image"
        />
      )}
      <ul className="mt-3 flex flex-wrap gap-1 text-sm">
        {[...d.goals, ...d.types].map((label) => (
          <li key={label.value} className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-900">
            {label.label}
          </li>
        ))}
      </ul>
      <p className="mt-4 max-w-3xl text-slate-800">{d.description}</p>
      <p className="mt-3 text-slate-700" data-testid="diet-template-facts">
        {t('template.kcal', { kcal: formatNumber(d.kcal, locale, 0) })} ·{' '}
        {t('template.days', { count: d.days })} · {t('template.mealsPerDay', { count: d.mealsPerDay })}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {t('template.macros', { protein: d.macros.protein, fat: d.macros.fat, carbs: d.macros.carbs })}
      </p>
      <div className="mt-4" data-testid="diet-template-price">
        {d.free || !d.price ? (
          <p className="text-xl font-bold text-brand-800">{d.free_title ?? t('template.free')}</p>
        ) : (
          <p className="flex flex-wrap items-baseline gap-2">
            <span className="text-2xl font-bold">{d.price.finalFormatted}</span>
            {d.price.hasDiscount && (
              <>
                <s className="text-slate-600">{d.price.regularFormatted}</s>
                <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
                  {t('ebooks.card.discount', { percent: d.discount })}
                </span>
              </>
            )}
          </p>
        )}
        {d.free || !d.price ? (
          <p className="mt-1 text-sm text-slate-700">{t('template.getFreeSoon')}</p>
        ) : (
          <div className="mt-3">
            <AddToBasket
              productType="diet_template"
              productId={d.id}
              title={d.name}
              price={d.price.finalFormatted}
              readMoreHref="#first-day"
            />
          </div>
        )}
      </div>
      <section className="mt-6 grid gap-4 sm:grid-cols-2" aria-label={t('template.freeFrom')}>
        <div>
          <h2 className="font-semibold">{t('template.freeFrom')}</h2>
          <p className="mt-1 text-sm text-slate-700" data-testid="diet-template-excluded">
            {d.excludedAllergens.length
              ? d.excludedAllergens.map((a) => a.label).join(', ')
              : t('template.noneExcluded')}
          </p>
        </div>
        <div>
          <h2 className="font-semibold">{t('template.contains')}</h2>
          <p className="mt-1 text-sm text-slate-700" data-testid="diet-template-allergens">
            {d.allergens.map((a) => a.label).join(', ')}
          </p>
        </div>
      </section>
      <section className="mt-8" aria-labelledby="first-day">
        <h2 id="first-day" className="text-xl font-semibold">
          {t('template.firstDay')}
        </h2>
        <ol className="mt-3 space-y-3" data-testid="diet-template-day">
          {d.firstDay.meals.map((meal) => (
            <li key={meal.slot} className="rounded-xl border border-slate-200 p-4">
              <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
                {t(`template.slots.${meal.slot}`, { defaultValue: t('template.meal') })}
              </p>
              <h3 className="mt-1 font-semibold">
                <Link to={meal.recipe.href} className="text-slate-900 underline-offset-2 hover:underline">
                  {meal.recipe.name}
                </Link>
              </h3>
              <ul className="mt-2 grid gap-x-6 text-sm text-slate-700 sm:grid-cols-2">
                {meal.foods.map((food) => (
                  <li key={food.name} className="flex justify-between gap-2 border-b border-slate-100 py-0.5">
                    <span>{food.name}</span>
                    <span className="shrink-0 tabular-nums">{food.grams} g</span>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-slate-600">
                {t('template.mealTotals', {
                  kcal: meal.kcal,
                  protein: n(meal.protein),
                  fat: n(meal.fat),
                  carbs: n(meal.carbs),
                })}
              </p>
            </li>
          ))}
        </ol>
        <p className="mt-3 font-medium text-slate-900" data-testid="diet-template-day-totals">
          {t('template.dayTotals', {
            kcal: d.firstDay.totals.kcal,
            protein: n(d.firstDay.totals.protein),
            fat: n(d.firstDay.totals.fat),
            carbs: n(d.firstDay.totals.carbs),
          })}
        </p>
      </section>
    </article>
  );
}

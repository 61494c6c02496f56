import { useTranslation } from 'react-i18next';
import type { FoodNutrition } from '../../../../core/contracts/food-recognition';
import { formatNumber } from '../../../../core/domain/format';
import type { Locale } from '../../../../core/i18n/locales';
import { Badge } from '../../../components/badge';
import type { ShownNutrition } from '../lib/nutrition';

/** IMG-22: sodium in mg, energy in kcal, the rest in g. */
const ROWS = [
  ['protein', 'g'],
  ['carbohydrates', 'g'],
  ['fat', 'g'],
  ['fiber', 'g'],
  ['sugar', 'g'],
  ['sodium', 'mg'],
] as const satisfies readonly (readonly [keyof FoodNutrition, 'g' | 'mg'])[];

/** The nutrition of the portion; an estimate says so (IMG-23), and an update in flight is announced as busy. */
export function NutritionTable({
  shown,
  food,
  locale,
}: {
  shown: ShownNutrition;
  food: string;
  locale: Locale;
}) {
  const { t } = useTranslation('imageToKcal');
  const { nutrition, estimate, pending } = shown;
  return (
    <section
      aria-labelledby="nutrition-title"
      aria-busy={pending || undefined}
      data-testid="nutrition"
      data-estimate={estimate ? 'true' : 'false'}
      data-pending={pending ? 'true' : 'false'}
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="nutrition-title" className="text-lg font-semibold text-slate-900">
          {t('result.nutrition.title', { weight: formatNumber(nutrition.weight, locale, 0), food })}
        </h3>
        {estimate && (
          <span data-testid="nutrition-estimate">
            <Badge tone="warn">{t('result.nutrition.estimate')}</Badge>
          </span>
        )}
      </div>
      <p className="mt-2 text-3xl font-bold text-slate-900" data-testid="nutrition-calories">
        {t('result.nutrition.kcal', { value: formatNumber(nutrition.calories, locale, 0) })}
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">{t('result.nutrition.caption')}</caption>
        <tbody>
          {ROWS.map(([key, unit]) => (
            <tr key={key} className="border-t border-slate-200">
              <th scope="row" className="py-1.5 font-normal text-slate-700">
                {t(`result.nutrition.${key}`)}
              </th>
              <td className="py-1.5 text-right font-medium text-slate-900" data-testid={`nutrition-${key}`}>
                {t(`result.nutrition.${unit}`, {
                  value: formatNumber(nutrition[key], locale, unit === 'mg' ? 0 : 1),
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {estimate && (
        <p className="mt-3 text-sm text-slate-700" data-testid="nutrition-estimate-note">
          {t('result.nutrition.estimateNote')}
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {pending ? t('result.nutrition.updating') : ''}
      </p>
    </section>
  );
}

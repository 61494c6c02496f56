import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import type { RecipeNutritionAnswer } from '../api/recipes-api';

type Macros = RecipeNutritionAnswer['perPortion'];
const MACROS = ['kcal', 'protein', 'carbohydrates', 'fat'] as const;

/**
 * The live nutrition of the ingredients as entered, computed by the server with the import's own code: kcal
 * and macros per portion and per 100 g, allergens, "may contain" and the diet type. Never typed by the admin.
 */
export function RecipeNutritionPanel(props: {
  nutrition: RecipeNutritionAnswer | undefined;
  updating: boolean;
  error: Error | null;
  /** No ingredient is complete yet: nothing to compute. */
  empty: boolean;
}) {
  const { t } = useTranslation('adminRecipes');
  const locale = useLocale();
  const number = (value: number | null, unit: 'kcal' | 'g') =>
    value === null
      ? t('nutrition.unknown')
      : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit === 'kcal' ? 'kcal' : 'g'}`;
  const row = (macros: Macros, key: (typeof MACROS)[number]) =>
    number(macros[key], key === 'kcal' ? 'kcal' : 'g');
  const { nutrition } = props;
  return (
    <section
      aria-labelledby="admin-recipe-nutrition-title"
      aria-busy={props.updating || undefined}
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid="admin-recipe-nutrition"
    >
      <h3 id="admin-recipe-nutrition-title" className="text-lg font-semibold text-slate-900">
        {t('nutrition.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('nutrition.hint')}</p>
      <div aria-live="polite">
        {props.updating && <p className="mt-2 text-sm text-slate-600">{t('nutrition.updating')}</p>}
        {props.error && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-800">
            {props.error instanceof ApiError ? props.error.message : t('nutrition.failed')}
          </p>
        )}
      </div>
      {props.empty ? (
        <p className="mt-3 text-sm text-slate-700">{t('nutrition.empty')}</p>
      ) : (
        nutrition && (
          <>
            <table className="mt-3 w-full text-sm">
              <thead>
                <tr className="text-left text-slate-700">
                  <th scope="col" className="py-1 font-medium">
                    <span className="sr-only">{t('nutrition.nutrient')}</span>
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {t('nutrition.perPortion')}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {t('nutrition.per100g')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {MACROS.map((key) => (
                  <tr key={key} className="border-t border-slate-100">
                    <th scope="row" className="py-1 text-left font-normal text-slate-800">
                      {t(`nutrition.${key}`)}
                    </th>
                    <td
                      className="py-1 text-right font-semibold text-slate-900"
                      data-testid={`admin-recipe-${key}`}
                    >
                      {row(nutrition.perPortion, key)}
                    </td>
                    <td className="py-1 text-right text-slate-800">{row(nutrition.per100g, key)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="mt-3 space-y-2 text-sm">
              <div>
                <dt className="font-medium text-slate-800">{t('nutrition.allergens')}</dt>
                <dd className="text-slate-900" data-testid="admin-recipe-allergens">
                  {nutrition.allergens.length
                    ? nutrition.allergens.map((a) => a.label).join(', ')
                    : t('nutrition.none')}
                </dd>
              </div>
              <div>
                <dt className="font-medium text-slate-800">{t('nutrition.mayContain')}</dt>
                <dd className="text-slate-900" data-testid="admin-recipe-may-contain">
                  {nutrition.mayContain.length
                    ? nutrition.mayContain.map((a) => a.label).join(', ')
                    : t('nutrition.none')}
                </dd>
              </div>
              <div>
                <dt className="font-medium text-slate-800">{t('nutrition.dietType')}</dt>
                <dd className="text-slate-900" data-testid="admin-recipe-diet-type">
                  {nutrition.dietType.label}
                </dd>
              </div>
              <div>
                <dt className="font-medium text-slate-800">{t('nutrition.totalGrams')}</dt>
                <dd className="text-slate-900">{number(nutrition.totalGrams, 'g')}</dd>
              </div>
            </dl>
          </>
        )
      )}
    </section>
  );
}

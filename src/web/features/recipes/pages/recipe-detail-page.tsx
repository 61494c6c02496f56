import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatAmount } from '../../../../core/domain/format';
import { unitKey } from '../../../../core/domain/household-measure';
import { macroShares } from '../../../../core/domain/nutrition';
import { pageHref } from '../../../../core/routes';
import { Badge } from '../../../components/badge';
import { idFromSlug } from '../../../lib/id-slug';
import { useLocale } from '../../../lib/use-locale';
import { useDocumentTitle } from '../../../lib/document-title';
import { NotFoundPage } from '../../../components/not-found-page';
import { recipeDetailOptions } from '../api/recipes-api';
import { AllergenLines } from '../../../components/allergen-lines';
import { NarrationControl } from '../../../components/narration/narration-control';

const MAIN_NUTRIENTS = [
  'energy_kcal',
  'protein_g',
  'fat_g',
  'carbohydrate_g',
  'fiber_g',
  'sugars_g',
  'sodium_mg',
  'salt_g',
];

export function RecipeDetailPage() {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const id = idFromSlug(useParams().idSlug);
  const recipe = useQuery({ ...recipeDetailOptions(id ?? 0, locale), enabled: id !== null });
  useDocumentTitle(recipe.data?.name);
  const [portions, setPortions] = useState<number | null>(null);
  if (id === null || (recipe.error as { status?: number } | null)?.status === 404) return <NotFoundPage />;
  if (recipe.isError)
    return (
      <p role="alert" className="p-8 text-red-900">
        {t('recipes.error')}
      </p>
    );
  if (!recipe.data) return <p className="p-8 text-slate-600">{t('common:loading')}</p>;
  const r = recipe.data;
  const chosen = portions ?? r.portions;
  const scale = chosen / r.portions;
  const perPortion = Object.fromEntries(r.nutritionPerPortion.map((n) => [n.code, n]));
  const shares = macroShares({
    protein: perPortion.protein_g?.amount ?? 0,
    carbs: perPortion.carbohydrate_g?.amount ?? 0,
    fat: perPortion.fat_g?.amount ?? 0,
  });
  const amount = (value: number | null) => (value === null ? '–' : formatAmount(value, locale));
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <Link to={pageHref('recipes', locale)} className="text-sm text-brand-800 underline">
        {t('recipes.title')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold">{r.name}</h1>
      <NarrationControl type="recipe" id={r.id} language={locale} />
      {r.image && (
        <img
          src={r.image}
          alt={r.imageAlt}
          width={400}
          height={300}
          className="mt-4 aspect-[4/3] w-full max-w-md rounded-xl"
          data-testid="recipe-cover"
        />
      )}
      <p className="mt-2 text-slate-700">{r.description}</p>
      <div className="mt-3 flex flex-wrap gap-1">
        <Badge tone="info">{t('recipes.minutes', { count: r.time })}</Badge>
        {r.hard && <Badge tone="warn">{t('recipes.hard')}</Badge>}
        <Badge tone="brand">{r.dietType.label}</Badge>
        <Badge>{r.cuisine.label}</Badge>
        {r.occasions.map((o) => (
          <Badge key={o.value} tone="brand">
            {o.label}
          </Badge>
        ))}
      </div>
      <AllergenLines contains={r.allergens} mayContain={r.mayContain} testId="recipe-allergens" />

      <section className="mt-8" aria-labelledby="ingredients-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="ingredients-heading" className="text-xl font-semibold">
            {t('detail.ingredients')}
          </h2>
          <label className="flex items-center gap-2 text-sm">
            {t('detail.portions')}
            <input
              type="number"
              min={1}
              max={24}
              value={chosen}
              onChange={(e) =>
                setPortions(Math.min(24, Math.max(1, Math.round(Number(e.target.value) || 1))))
              }
              className="w-20 rounded-md border border-slate-300 px-2 py-1"
              data-testid="portions-input"
            />
          </label>
        </div>
        <ul className="mt-3 divide-y divide-slate-100" data-testid="ingredients">
          {r.ingredients.map((ingredient, i) => (
            <li key={i} className="flex justify-between gap-4 py-2">
              <span>{ingredient.name}</span>
              <span className="text-slate-700">
                {formatAmount(ingredient.grams * scale, locale)} g
                {ingredient.measure &&
                  ` (${formatAmount(ingredient.measure.amount * scale, locale)} ${t(
                    `reference:units.${unitKey(ingredient.measure.unit)}`,
                    {
                      count: ingredient.measure.amount * scale,
                      defaultValue: ingredient.measure.unit,
                    },
                  )})`}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-8" aria-labelledby="nutrition-heading">
        <h2 id="nutrition-heading" className="text-xl font-semibold">
          {t('detail.nutrition')}
        </h2>
        <table className="mt-3 w-full text-sm" data-testid="nutrition">
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1">
                {t('detail.nutrient')}
              </th>
              <th scope="col" className="py-1 text-right">
                {t('detail.perPortion')}
              </th>
              <th scope="col" className="py-1 text-right">
                {t('detail.perServing', { count: chosen })}
              </th>
              <th scope="col" className="py-1 text-right">
                {t('detail.per100g')}
              </th>
            </tr>
          </thead>
          <tbody>
            {MAIN_NUTRIENTS.map((code) => {
              const n = perPortion[code];
              const per100 = r.nutritionPer100g.find((x) => x.code === code);
              if (!n) return null;
              return (
                <tr key={code} className="border-t border-slate-100">
                  <th scope="row" className="py-1 text-left font-normal">
                    {n.label}
                  </th>
                  <td className="py-1 text-right">
                    {amount(n.amount)} {n.unit}
                  </td>
                  <td className="py-1 text-right">
                    {amount(n.amount === null ? null : n.amount * chosen)} {n.unit}
                  </td>
                  <td className="py-1 text-right">
                    {amount(per100?.amount ?? null)} {n.unit}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="mt-3 text-sm text-slate-700" data-testid="macro-split">
          {t('detail.macroSplit', {
            protein: Math.round(shares.protein),
            carbs: Math.round(shares.carbs),
            fat: Math.round(shares.fat),
          })}
        </p>
      </section>

      <section className="mt-8" aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="text-xl font-semibold">
          {t('detail.instructions')}
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-6">
          {r.instructions.map((step, i) => (
            <li key={i}>{step}</li>
          ))}
        </ol>
      </section>
    </article>
  );
}

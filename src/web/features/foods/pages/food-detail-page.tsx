import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatAmount } from '../../../../core/domain/format';
import { nutrientHighlights } from '../../../../core/domain/nutrient-highlights';
import { pageHref } from '../../../../core/routes';
import { idFromSlug } from '../../../lib/id-slug';
import { useLocale } from '../../../lib/use-locale';
import { useDocumentTitle } from '../../../lib/document-title';
import { NotFoundPage } from '../../../components/not-found-page';
import { foodDetailOptions } from '../api/foods-api';
import { AllergenLines } from '../../../components/allergen-lines';
import { NarrationControl } from '../../../components/narration/narration-control';

/** A food's page: its nutrients per 100 g, with the highlights of CONST-07 first. */
export function FoodDetailPage() {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const id = idFromSlug(useParams().idSlug);
  const food = useQuery({ ...foodDetailOptions(id ?? 0, locale), enabled: id !== null });
  useDocumentTitle(food.data?.name);
  if (id === null || (food.error as { status?: number } | null)?.status === 404) return <NotFoundPage />;
  if (food.isError)
    return (
      <p role="alert" className="p-8 text-red-900">
        {t('foods.error')}
      </p>
    );
  if (!food.data) return <p className="p-8 text-slate-600">{t('common:loading')}</p>;
  const f = food.data;
  const { key: keyNutrients, vitamins } = nutrientHighlights(
    f.nutrients,
    new Set(f.nutrients_assigned.map((n) => n.value)),
  );
  const amount = (value: number | null) =>
    value === null ? t('detail.unknown') : formatAmount(value, locale);
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <Link to={pageHref('foods', locale)} className="text-sm text-brand-800 underline">
        {t('foods.title')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold">{f.name}</h1>
      <NarrationControl type="food" id={f.id} language={locale} />
      <p className="mt-1 text-sm text-slate-600">{f.types.map((x) => x.label).join(', ')}</p>
      <AllergenLines
        contains={f.allergens}
        mayContain={f.mayContain}
        fromDescription={f.allergensFromDescription}
        testId="food-allergens"
      />
      <section className="mt-6 grid gap-4 sm:grid-cols-2" aria-label={t('detail.keyNutrients')}>
        <div>
          <h2 className="text-lg font-semibold">{t('detail.keyNutrients')}</h2>
          <ul className="mt-2 space-y-1 text-sm" data-testid="key-nutrients">
            {keyNutrients.map(
              (n) =>
                n && (
                  <li key={n.code}>
                    {n.label}: {amount(n.amount)} {n.unit}
                  </li>
                ),
            )}
          </ul>
        </div>
        <div>
          <h2 className="text-lg font-semibold">{t('detail.vitamins')}</h2>
          <ul className="mt-2 space-y-1 text-sm" data-testid="vitamins">
            {vitamins.map((n) => (
              <li key={n.code}>
                {n.label}: {amount(n.amount)} {n.unit}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="mt-8" aria-labelledby="all-nutrients">
        <h2 id="all-nutrients" className="text-xl font-semibold">
          {t('detail.per100g')}
        </h2>
        <table className="mt-3 w-full text-sm" data-testid="nutrients">
          <tbody>
            {f.nutrients.map((n) => (
              <tr key={n.code} className="border-t border-slate-100">
                <th scope="row" className="py-1 text-left font-normal">
                  {n.label}
                </th>
                <td className="py-1 text-right">
                  {amount(n.amount)} {n.amount === null ? '' : n.unit}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {f.portions.length > 0 && (
        <section className="mt-8" aria-labelledby="portions-heading">
          <h2 id="portions-heading" className="text-xl font-semibold">
            {t('detail.householdPortions')}
          </h2>
          <ul className="mt-2 text-sm">
            {f.portions.map((p, i) => (
              <li key={i}>
                {formatAmount(p.grams, locale)} g = {formatAmount(p.amount, locale)} {p.unit}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="mt-8 text-xs text-slate-600">
        {t('detail.source', { id: f.source.id, description: f.source.description })}
      </p>
    </article>
  );
}

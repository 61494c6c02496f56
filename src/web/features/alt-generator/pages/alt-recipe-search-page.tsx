import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { allergenCodesOf } from '../../../../core/domain/alt-plan';
import { api, pageHref } from '../../../../core/routes';
import { toast } from '../../../components/toast/toast-store';
import { linkClass } from '../../../components/ui/styles';
import { ApiError, apiClient } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { RecipeReplacement } from '../components/recipe-replacement';
import { changePlan, useAltSession } from '../lib/alt-session';

/**
 * AGEN-01: the 4-step generator's replacement search, its own route (`?day=3&meal=1`). Picking a recipe
 * refits the day on the server (issue 20 A5) and goes back to the plan.
 */
export function AltRecipeSearchPage() {
  const locale = useLocale();
  const { t } = useTranslation('altGenerator');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useAltSession();
  const [busy, setBusy] = useState(false);
  const dayNumber = Number(params.get('day'));
  const mealIndex = Number(params.get('meal'));
  const dayIndex = session.plan?.findIndex((day) => day.day === dayNumber) ?? -1;
  const day = dayIndex >= 0 ? session.plan?.[dayIndex] : undefined;
  const meal = day?.meals[mealIndex];
  const back = pageHref('dietGenerator', locale);

  const ingredients = useQuery({
    queryKey: ['alt-generator', 'current-meal', meal?.recipeId, locale],
    queryFn: ({ signal }) =>
      apiClient.call(api.recipe_detail, {
        params: { id: String(meal?.recipeId) },
        query: { _locale: locale },
        signal,
      }),
    enabled: meal !== undefined,
    staleTime: 60_000,
  });

  if (!day || !meal)
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-8">
        <h1 className="text-3xl font-bold text-slate-900">{t('replace.title')}</h1>
        <p className="text-slate-700" data-testid="alt-replace-missing">
          {t('replace.missing')}
        </p>
        <Link to={pageHref('dietGenerator', locale)} className={linkClass}>
          {t('replace.toGenerator')}
        </Link>
      </div>
    );

  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-8" aria-busy={busy}>
      <h1 className="text-3xl font-bold text-slate-900">{t('replace.title')}</h1>
      <p className="text-slate-700">{t('replace.intro', { day: day.day, time: meal.time })}</p>
      <RecipeReplacement
        locale={locale}
        current={{
          recipeId: meal.recipeId,
          name: meal.name,
          calories: meal.calories,
          portions: meal.portions,
          ingredients: ingredients.data?.ingredients.map((ingredient) => ingredient.name) ?? [],
        }}
        dietPreference={session.form.dietPreference}
        allergens={allergenCodesOf(session.form)}
        onCancel={() => void navigate(back)}
        onPick={(recipe) => {
          if (busy) return;
          setBusy(true);
          apiClient
            .call(api.alt_plan_refit, {
              body: { form: session.form, day, mealIndex, recipeId: recipe.id, locale },
            })
            .then(
              (answer) => {
                changePlan((current) => ({
                  plan: (current.plan ?? []).map((d, i) => (i === dayIndex ? answer.day : d)),
                }));
                toast.success(t('replace.done', { name: recipe.name }));
                void navigate(back);
              },
              (error: unknown) => {
                setBusy(false);
                toast.error(
                  error instanceof ApiError && error.status === 400
                    ? t('replace.notAllowed')
                    : t('replace.failed'),
                );
              },
            );
        }}
      />
    </div>
  );
}

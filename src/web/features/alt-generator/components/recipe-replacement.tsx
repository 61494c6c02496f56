import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ReplacementRecipe,
  ReplacementSearchQuery,
} from '../../../../core/contracts/alt-generator-recipes';
import { api } from '../../../../core/routes';
import { Badge } from '../../../components/badge';
import { Button, SubmitButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { cardClass } from '../../../components/ui/styles';
import { ApiError, apiClient } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import {
  ALLERGEN_CODES,
  CURRENT_MEAL_INGREDIENTS,
  DIET_TYPES,
  EMPTY_FORM,
  REPLACEMENT_CARD_INGREDIENTS,
  REPLACEMENT_CARD_TAGS,
  REPLACEMENT_MAX_MINUTES,
  REPLACEMENT_MAX_PORTIONS,
  REPLACEMENT_STALE_MS,
  ReplacementForm,
  dietsOf,
  filtersOf,
  initialFilters,
  mergeAllergens,
  replacementQuery,
  truncated,
  type ReplacementFilters,
} from '../lib/replacement';
import type { DietType } from '../../../../core/domain/plan/vocabulary';

export const replacementKeys = {
  all: ['altGenerator', 'replacement'] as const,
  search: (query: ReplacementSearchQuery) => [...replacementKeys.all, 'search', query] as const,
};

/** AGEN-51, AGEN-53: one page of the replacement search, fresh for 60 s, the previous page kept while loading. */
export const replacementSearchOptions = (query: ReplacementSearchQuery) =>
  queryOptions({
    queryKey: replacementKeys.search(query),
    queryFn: ({ signal }) => apiClient.call(api.api_diet_generator_recipes_search, { query, signal }),
    staleTime: REPLACEMENT_STALE_MS,
    placeholderData: keepPreviousData,
  });

export interface CurrentMeal {
  recipeId: number;
  name: string;
  calories: number;
  portions: number;
  ingredients: string[];
}

export interface RecipeReplacementProps {
  locale: string;
  current: CurrentMeal;
  dietPreference: string;
  allergens: string[];
  onPick(recipe: ReplacementRecipe): void;
  onCancel(): void;
}

/**
 * The alternative generator's "replace this meal" panel (B §7 replacement recipe search, B §9): the current
 * meal, a search form prefilled with the plan's diet and allergens, and pages of 12 recipes to pick from.
 */
export function RecipeReplacement({
  locale,
  current,
  dietPreference,
  allergens,
  onPick,
  onCancel,
}: RecipeReplacementProps) {
  const { t } = useTranslation('altRecipes');
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const [filters, setFilters] = useState<ReplacementFilters>(() => initialFilters(dietPreference, allergens));
  const [page, setPage] = useState(1);
  const [diets, setDiets] = useState<DietType[]>(() => dietsOf(dietPreference));
  const [addedAllergens, setAddedAllergens] = useState<string[]>([]);
  const locked = mergeAllergens(allergens, []);
  const { formRef, ...form } = useZodForm(ReplacementForm, {
    defaultValues: EMPTY_FORM,
    message: (key) => t(`errors.${key}`),
    clearErrorOnEdit: true,
  });

  // The server leaves the current recipe out of the page and of its count.
  const query = replacementQuery(locale, page, filters, current.recipeId);
  const search = useQuery(replacementSearchOptions(query));
  const answer = search.data;
  const items = answer?.items ?? [];
  const pages = answer?.meta.pages ?? 0;
  const updating = search.isFetching && search.isPlaceholderData;

  // The panel opens with focus on its heading, so reading goes on from the meal being replaced.
  useEffect(() => headingRef.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, (_data, values) => {
      setFilters(filtersOf(values, diets, locked, addedAllergens));
      setPage(1);
    });

  const goTo = (next: number) => {
    setPage(next);
    // The buttons may vanish (first or last page): the reader goes on from the results' heading.
    resultsHeadingRef.current?.focus();
  };

  const retry = () => {
    void search.refetch();
    resultsHeadingRef.current?.focus();
  };

  const toggle = <T extends string>(list: T[], value: T, on: boolean) =>
    on ? [...list, value] : list.filter((item) => item !== value);

  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const allergenName = (code: string) => t(`allergens.${code}`, { defaultValue: code });
  const errorText =
    search.error instanceof ApiError && search.error.code !== 'http_error'
      ? search.error.message
      : t('error');
  const meal = truncated(current.ingredients, CURRENT_MEAL_INGREDIENTS);

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6" data-testid="recipe-replacement">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2
          id={`${id}-title`}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 focus:outline-none sm:text-2xl"
        >
          {t('title')}
        </h2>
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>

      <section
        aria-labelledby={`${id}-current`}
        className="rounded-xl border border-slate-200 bg-slate-50 p-4"
        data-testid="current-meal"
      >
        <h3 id={`${id}-current`} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          {t('current.title')}
        </h3>
        <p className="mt-1 text-lg font-semibold text-slate-900" data-testid="current-meal-name">
          {current.name}
        </p>
        <p className="text-sm text-slate-700">
          <span data-testid="current-meal-kcal">{t('kcal', { value: number(current.calories) })}</span>
          {' · '}
          <span data-testid="current-meal-portions">{t('portions', { count: current.portions })}</span>
        </p>
        {meal.shown.length > 0 && (
          <div className="mt-2">
            <h4 className="sr-only">{t('ingredients')}</h4>
            <ul className="flex flex-wrap gap-1" data-testid="current-meal-ingredients">
              {meal.shown.map((name, index) => (
                <li key={`${index}-${name}`}>
                  <Badge>{name}</Badge>
                </li>
              ))}
              {meal.more > 0 && (
                <li data-testid="current-meal-more">
                  <Badge tone="info">{t('more', { count: meal.more })}</Badge>
                </li>
              )}
            </ul>
          </div>
        )}
      </section>

      <form
        ref={formRef}
        role="search"
        aria-labelledby={`${id}-search`}
        noValidate
        onSubmit={submit}
        className={`${cardClass} space-y-4`}
      >
        <h3 id={`${id}-search`} className="text-lg font-semibold text-slate-900">
          {t('search.title')}
        </h3>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            id={`${id}-text`}
            label={t('search.text')}
            type="search"
            autoComplete="off"
            className="sm:col-span-2"
            {...form.field('search')}
          />
          <TextField
            id={`${id}-portions`}
            label={t('search.portions')}
            type="number"
            inputMode="numeric"
            min={1}
            max={REPLACEMENT_MAX_PORTIONS}
            step={1}
            {...form.field('portions')}
          />
          <TextField
            id={`${id}-time`}
            label={t('search.time')}
            type="number"
            inputMode="numeric"
            min={1}
            max={REPLACEMENT_MAX_MINUTES}
            step={1}
            {...form.field('time')}
          />
          <TextField
            id={`${id}-tags`}
            label={t('search.tags')}
            hint={t('search.tagsHint')}
            autoComplete="off"
            className="sm:col-span-2 lg:col-span-4"
            {...form.field('tags')}
          />
        </div>

        <fieldset aria-describedby={`${id}-diets-hint`}>
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('search.diets')}</legend>
          <p id={`${id}-diets-hint`} className="mb-2 text-sm text-slate-600">
            {t('search.dietsHint')}
          </p>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {DIET_TYPES.map((diet) => (
              <label key={diet} className="inline-flex min-h-11 items-center gap-2 text-slate-800">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-brand-800"
                  checked={diets.includes(diet)}
                  onChange={(event) => setDiets((list) => toggle(list, diet, event.target.checked))}
                />
                {t(`diets.${diet}`)}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('search.allergens')}</legend>
          {locked.length > 0 && (
            <p className="mb-2 text-sm text-slate-600" data-testid="locked-allergens">
              {t('search.lockedAllergens', { list: locked.map(allergenName).join(', ') })}
            </p>
          )}
          <div className="grid grid-cols-1 gap-x-4 gap-y-1 min-[375px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-5">
            {[...ALLERGEN_CODES, ...locked.filter((code) => !ALLERGEN_CODES.some((c) => c === code))].map(
              (code) => {
                const fromPlan = locked.includes(code);
                return (
                  <label
                    key={code}
                    className={`inline-flex min-h-11 items-center gap-2 ${fromPlan ? 'text-slate-600' : 'text-slate-800'}`}
                  >
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-brand-800"
                      checked={fromPlan || addedAllergens.includes(code)}
                      disabled={fromPlan}
                      data-testid={`allergen-${code}`}
                      onChange={(event) =>
                        setAddedAllergens((list) => toggle(list, code, event.target.checked))
                      }
                    />
                    {allergenName(code)}
                    {fromPlan && <span className="sr-only">{` (${t('search.fromPlan')})`}</span>}
                  </label>
                );
              },
            )}
          </div>
        </fieldset>

        <div className="flex flex-wrap gap-3">
          <SubmitButton>{t('search.submit')}</SubmitButton>
        </div>
      </form>

      <section aria-labelledby={`${id}-results`} className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3
            id={`${id}-results`}
            ref={resultsHeadingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 focus:outline-none"
          >
            {t('results.title')}
          </h3>
          <p role="status" className="text-sm text-slate-600" data-testid="replacement-status">
            {search.isPending || updating
              ? t('results.loading')
              : answer && pages > 0
                ? t('results.page', { page: answer.meta.page, pages })
                : ''}
          </p>
        </div>

        {search.isError && !search.isFetching ? (
          <Notice tone="error" testId="replacement-error">
            <p>{errorText}</p>
            <Button variant="small" className="mt-2" onClick={retry}>
              {t('retry')}
            </Button>
          </Notice>
        ) : search.isPending ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="replacement-loading">
            {Array.from({ length: 3 }, (_, index) => (
              <li key={index} className="h-48 animate-pulse rounded-xl bg-slate-100" aria-hidden />
            ))}
          </ul>
        ) : items.length === 0 ? (
          <p
            className="rounded-md border border-slate-200 bg-white p-4 text-slate-700"
            data-testid="replacement-empty"
          >
            {t('empty')}
          </p>
        ) : (
          <ul
            className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${updating ? 'opacity-60' : ''}`}
            aria-busy={updating || undefined}
            data-testid="replacement-results"
          >
            {items.map((recipe) => (
              <li key={recipe.id}>
                <ReplacementCard recipe={recipe} number={number} onPick={onPick} />
              </li>
            ))}
          </ul>
        )}

        {answer && pages > 1 && (
          <nav
            aria-label={t('pagination.label')}
            className="flex flex-wrap items-center justify-center gap-3"
            data-testid="replacement-pagination"
          >
            <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              {t('pagination.previous')}
            </Button>
            <span className="text-sm text-slate-700">{t('results.page', { page, pages })}</span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
              {t('pagination.next')}
            </Button>
          </nav>
        )}
      </section>
    </section>
  );
}

function ReplacementCard({
  recipe,
  number,
  onPick,
}: {
  recipe: ReplacementRecipe;
  number: (value: number) => string;
  onPick(recipe: ReplacementRecipe): void;
}) {
  const { t } = useTranslation('altRecipes');
  const id = useId();
  const ingredients = truncated(recipe.ingredients, REPLACEMENT_CARD_INGREDIENTS, recipe.ingredientCount);
  const tags = recipe.tags.slice(0, REPLACEMENT_CARD_TAGS);
  return (
    <article
      aria-labelledby={`${id}-name`}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="replacement-card"
    >
      {recipe.image && (
        <img
          src={recipe.image}
          alt=""
          loading="lazy"
          className="aspect-video w-full rounded-lg bg-slate-100 object-cover"
        />
      )}
      <h4 id={`${id}-name`} className="text-base font-semibold text-slate-900">
        {recipe.name}
      </h4>
      <p className="text-sm text-slate-700">
        <span data-testid="replacement-kcal">
          {t('kcalPerPortion', { value: number(recipe.caloriesPerPortion) })}
        </span>
        {' · '}
        <span data-testid="replacement-time">{t('minutes', { value: recipe.timeMinutes })}</span>
      </p>
      {ingredients.shown.length > 0 && (
        <div>
          <h5 className="sr-only">{t('ingredients')}</h5>
          <ul className="flex flex-wrap gap-1" data-testid="replacement-ingredients">
            {ingredients.shown.map((name, index) => (
              <li key={`${index}-${name}`}>
                <Badge>{name}</Badge>
              </li>
            ))}
            {ingredients.more > 0 && (
              <li data-testid="replacement-ingredients-more">
                <Badge tone="info">{t('more', { count: ingredients.more })}</Badge>
              </li>
            )}
          </ul>
        </div>
      )}
      {tags.length > 0 && (
        <div>
          <h5 className="sr-only">{t('tags')}</h5>
          <ul className="flex flex-wrap gap-1" data-testid="replacement-tags">
            {tags.map((tag) => (
              <li key={tag.value}>
                <Badge tone="brand">{tag.label}</Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button className="mt-auto" onClick={() => onPick(recipe)}>
        {t('use')}
        <span className="sr-only">: {recipe.name}</span>
      </Button>
    </article>
  );
}

import { TabList } from '../../../components/ui/tab-list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HybridRecipe, HybridRecipesQuery } from '../../../../core/contracts/alt-generator-recipes';
import type { GeneratorFood } from '../../../../core/contracts/generator-data';
import type { Locale } from '../../../../core/i18n/locales';
import { api, pageHref } from '../../../../core/routes';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { linkClass } from '../../../components/ui/styles';
import { apiClient } from '../../../lib/api-client';
import { idSlug } from '../../../lib/id-slug';
import {
  SIDEBAR_PAGE_SIZE,
  SIDEBAR_TABS,
  allergenList,
  clampPage,
  foodAllergenNames,
  pageCount,
  pageItems,
  sidebarFoodsQuery,
  sidebarRecipesQuery,
  type SidebarTab,
} from '../lib/sidebar';

export const sidebarKeys = {
  all: ['altGenerator', 'sidebar'] as const,
  recipes: (query: HybridRecipesQuery) => [...sidebarKeys.all, 'recipes', query] as const,
  foods: (locale: string) => [...sidebarKeys.all, 'foods', locale] as const,
  allergens: (locale: string) => [...sidebarKeys.all, 'allergens', locale] as const,
};

/** AGEN-26: the 24 recipes the plan may use (its preference, without its allergens). */
export const sidebarRecipesOptions = (query: HybridRecipesQuery) =>
  queryOptions({
    queryKey: sidebarKeys.recipes(query),
    queryFn: ({ signal }) => apiClient.call(api.api_diet_generator_hybrid_recipes, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** AGEN-26: 48 everyday foods. */
export const sidebarFoodsOptions = (locale: string) =>
  queryOptions({
    queryKey: sidebarKeys.foods(locale),
    queryFn: ({ signal }) =>
      apiClient.call(api.api_diet_generator_foods, { query: sidebarFoodsQuery(locale), signal }),
  });

/** The allergens' ids and names, to say which foods hold the plan's allergens. */
const allergenOptions = (locale: string) =>
  queryOptions({
    queryKey: sidebarKeys.allergens(locale),
    queryFn: ({ signal }) => apiClient.call(api.api_diet_generator_allergens, { query: { locale }, signal }),
  });

export interface PlanSidebarProps {
  locale: Locale;
  dietPreference: string;
  allergens: string[];
}

/**
 * The alternative generator's sidebar at steps 3 and 4 (A §9): the recipes the plan may use and everyday
 * foods, in two tabs of 9 items a page. It loads on its own; the plan never waits for it or fails with it.
 */
export function PlanSidebar({ locale, dietPreference, allergens }: PlanSidebarProps) {
  const { t } = useTranslation('altSidebar');
  const id = useId();
  const [tab, setTab] = useState<SidebarTab>('recipes');

  const recipesQuery = sidebarRecipesQuery(locale, dietPreference, allergens);
  const recipes = useQuery(sidebarRecipesOptions(recipesQuery));
  const foods = useQuery(sidebarFoodsOptions(locale));
  const planAllergens = allergenList(allergens);
  const allergenNames = useQuery({ ...allergenOptions(locale), enabled: planAllergens.length > 0 });

  // The recipes' page starts again when the selection changes (a new preference or allergen).
  const recipesKey = JSON.stringify(recipesQuery);
  const [recipesPage, setRecipesPage] = useState({ key: recipesKey, page: 1 });
  const [foodsPage, setFoodsPage] = useState(1);

  const tabId = (name: SidebarTab) => `${id}-tab-${name}`;
  const panelId = (name: SidebarTab) => `${id}-panel-${name}`;

  const number = (value: number) => new Intl.NumberFormat(locale).format(Math.round(value));
  const recipeItems = recipes.data?.recipes ?? [];
  const foodItems = foods.data?.foods ?? [];

  return (
    // A section, not an aside: the page places it (in its own complementary landmark beside the plan).
    <section
      aria-labelledby={`${id}-title`}
      className="w-full min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="plan-sidebar"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>

      <TabList
        tabs={SIDEBAR_TABS}
        selected={tab}
        onSelect={setTab}
        label={t('tabs.label')}
        tabId={tabId}
        panelId={panelId}
        tabLabel={(name) => t(`tabs.${name}`)}
        className="mt-4 grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1"
        testId={(name) => `sidebar-tab-${name}`}
      />

      {SIDEBAR_TABS.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={panelId(name)}
          aria-labelledby={tabId(name)}
          hidden={tab !== name}
          tabIndex={0}
          className="mt-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
          data-testid={`sidebar-panel-${name}`}
        >
          {tab !== name ? null : name === 'recipes' ? (
            <ListPanel
              kind="recipes"
              items={recipeItems}
              summary={
                recipes.data
                  ? t('recipes.summary', { shown: recipeItems.length, count: recipes.data.meta.total })
                  : ''
              }
              page={recipesPage.key === recipesKey ? recipesPage.page : 1}
              onPage={(page) => setRecipesPage({ key: recipesKey, page })}
              pending={recipes.isPending}
              failed={recipes.isError && !recipes.isFetching}
              updating={recipes.isFetching && recipes.isPlaceholderData}
              onRetry={() => void recipes.refetch()}
              render={(recipe) => <RecipeItem recipe={recipe} locale={locale} number={number} />}
            />
          ) : (
            <ListPanel
              kind="foods"
              items={foodItems}
              summary={foods.data ? t('foods.summary', { count: foodItems.length }) : ''}
              page={foodsPage}
              onPage={setFoodsPage}
              pending={foods.isPending}
              failed={foods.isError && !foods.isFetching}
              updating={false}
              onRetry={() => void foods.refetch()}
              render={(food) => (
                <FoodItem
                  food={food}
                  locale={locale}
                  number={number}
                  contains={foodAllergenNames(food, allergenNames.data?.allergens ?? [], planAllergens)}
                />
              )}
            />
          )}
        </div>
      ))}
    </section>
  );
}

/** One tab's list: its loading, error and empty states, 9 items a page and the pager (AGEN-27). */
function ListPanel<T extends { id: number }>({
  kind,
  items,
  summary,
  page,
  onPage,
  pending,
  failed,
  updating,
  onRetry,
  render,
}: {
  kind: SidebarTab;
  items: readonly T[];
  summary: string;
  page: number;
  onPage(page: number): void;
  pending: boolean;
  failed: boolean;
  updating: boolean;
  onRetry(): void;
  render(item: T): ReactNode;
}) {
  const { t } = useTranslation('altSidebar');
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const pages = pageCount(items.length);
  const current = clampPage(page, pages);

  const goTo = (target: number) => {
    onPage(target);
    // A button that becomes disabled drops the focus: it moves to the other one.
    if (target <= 1) nextRef.current?.focus();
    else if (target >= pages) previousRef.current?.focus();
  };

  if (failed)
    return (
      <Notice tone="error" testId={`sidebar-${kind}-error`}>
        <p>{t(`${kind}.error`)}</p>
        <Button variant="small" className="mt-2" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Notice>
    );

  if (pending)
    return (
      <div data-testid={`sidebar-${kind}-loading`}>
        <p role="status" className="sr-only">
          {t(`${kind}.loading`)}
        </p>
        <ul className="space-y-2" aria-hidden="true">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index} className="h-16 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </ul>
      </div>
    );

  if (items.length === 0)
    return (
      <p
        className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700"
        data-testid={`sidebar-${kind}-empty`}
      >
        {t(`${kind}.empty`)}
      </p>
    );

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600" data-testid={`sidebar-${kind}-summary`}>
        {summary}
      </p>
      <ul
        className={`divide-y divide-slate-200 ${updating ? 'opacity-60' : ''}`}
        aria-busy={updating || undefined}
        data-testid={`sidebar-${kind}-list`}
      >
        {pageItems(items, current, SIDEBAR_PAGE_SIZE).map((item) => (
          <li key={item.id} className="py-2.5" data-testid={`sidebar-${kind}-item`}>
            {render(item)}
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav
          aria-label={t(`${kind}.pages`)}
          className="flex items-center justify-between gap-2"
          data-testid={`sidebar-${kind}-pagination`}
        >
          <Button
            ref={previousRef}
            variant="small"
            className="min-h-11"
            disabled={current <= 1}
            onClick={() => goTo(current - 1)}
          >
            {t('previous')}
          </Button>
          <p
            aria-live="polite"
            className="text-sm text-slate-700 tabular-nums"
            data-testid={`sidebar-${kind}-page`}
          >
            {t('page', { page: current, pages })}
          </p>
          <Button
            ref={nextRef}
            variant="small"
            className="min-h-11"
            disabled={current >= pages}
            onClick={() => goTo(current + 1)}
          >
            {t('next')}
          </Button>
        </nav>
      )}
    </div>
  );
}

function RecipeItem({
  recipe,
  locale,
  number,
}: {
  recipe: HybridRecipe;
  locale: Locale;
  number: (value: number) => string;
}) {
  const { t } = useTranslation('altSidebar');
  return (
    <>
      <h3 className="text-sm font-semibold break-words text-slate-900">
        {/* A new tab: the plan being built stays where it is. */}
        <a
          href={pageHref('recipeDetail', locale, { idSlug: idSlug(recipe.id, null) })}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass}
        >
          {recipe.name}
          <span className="sr-only"> {t('opensInNewTab')}</span>
        </a>
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
        <span className="tabular-nums" data-testid="sidebar-recipe-kcal">
          {t('recipes.kcalPerPortion', { value: number(recipe.caloriesPerPortion) })}
        </span>
        <Badge tone="brand">
          <span className="sr-only">{t('recipes.dietClass')}: </span>
          <span data-testid="sidebar-recipe-diet">
            {t(`diets.${recipe.dietType}`, { defaultValue: recipe.dietType })}
          </span>
        </Badge>
      </p>
    </>
  );
}

function FoodItem({
  food,
  locale,
  number,
  contains,
}: {
  food: GeneratorFood;
  locale: Locale;
  number: (value: number) => string;
  contains: string[];
}) {
  const { t } = useTranslation('altSidebar');
  return (
    <>
      <h3 className="text-sm font-semibold break-words text-slate-900">
        <a
          href={pageHref('foodDetail', locale, { idSlug: idSlug(food.id, null) })}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass}
        >
          {food.name}
          <span className="sr-only"> {t('opensInNewTab')}</span>
        </a>
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
        <span className="tabular-nums" data-testid="sidebar-food-kcal">
          {t('foods.kcalPer100g', { value: number(food.calories) })}
        </span>
        {food.groupName && (
          <Badge>
            <span className="sr-only">{t('foods.group')}: </span>
            <span data-testid="sidebar-food-group">{food.groupName}</span>
          </Badge>
        )}
      </p>
      {contains.length > 0 && (
        <p className="mt-1" data-testid="sidebar-food-allergens">
          <Badge tone="warn">{t('foods.contains', { list: contains.join(', ') })}</Badge>
        </p>
      )}
    </>
  );
}

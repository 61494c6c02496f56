import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_RECIPE_SORTS } from '../../../../core/contracts/admin-recipes';
import { useSearchText } from '../../../components/catalogue/search-box';
import { useLocale } from '../../../lib/use-locale';
import { recipesOptions, type AdminRecipeRow, type RecipesFilter } from '../api/recipes-api';
import { formatDateTime } from '../lib/format';
import { pageOf, useAdminParams } from '../lib/section-params';
import { FilterSelect, ListBody, SearchField, SearchForm } from './list-parts';
import { RecipeEditor } from './recipe-editor';

type Sort = (typeof ADMIN_RECIPE_SORTS)[number];
const isSort = (value: string | null): value is Sort =>
  (ADMIN_RECIPE_SORTS as readonly (string | null)[]).includes(value);
const RECIPE_ID = /^[1-9]\d{0,9}$/;

/**
 * Recipes for admins (issue 24 A2): a searchable list; `?id=N` opens one in the editor, `?id=new` starts a new
 * one. Recipes are never deleted here: saved diets use them.
 */
export function RecipesSection() {
  const { params } = useAdminParams();
  const id = params.get('id');
  if (id === 'new') return <RecipeEditor key="new" id={null} />;
  if (id && RECIPE_ID.test(id)) return <RecipeEditor key={id} id={Number(id)} />;
  return <RecipesList />;
}

function RecipesList() {
  const { t } = useTranslation('adminRecipes');
  const { params, update, hrefWith } = useAdminParams();
  const q = params.get('q') ?? '';
  const sort = params.get('sort');
  const filter: RecipesFilter = {
    ...(q ? { q } : {}),
    sort: isSort(sort) ? sort : 'name',
    page: pageOf(params.get('page')),
  };
  const [text, setText] = useSearchText(q, (next) => update({ q: next, page: null }));
  const list = useQuery(recipesOptions(filter));

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">{t('list.noDelete')}</p>
        <Link
          to={hrefWith({ id: 'new', q: null, sort: null, page: null })}
          className="rounded-lg border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          data-testid="admin-recipe-new"
        >
          {t('list.new')}
        </Link>
      </div>
      <SearchForm onSearch={() => update({ q: text.trim(), page: null })}>
        <SearchField
          id="admin-recipes-search"
          label={t('list.search')}
          value={text}
          placeholder={t('list.searchPlaceholder')}
          testId="admin-recipes-search"
          onChange={setText}
        />
        <FilterSelect
          id="admin-recipes-sort"
          label={t('list.sort')}
          value={filter.sort}
          options={ADMIN_RECIPE_SORTS.map((s) => ({ value: s, label: t(`list.sorts.${s}`) }))}
          onChange={(value) => update({ sort: value === 'name' ? null : value, page: null })}
        />
      </SearchForm>
      <ListBody list={list} summaryKey="adminRecipes:list.summary" emptyText={t('list.empty')}>
        {(data) => (
          <ul className="space-y-2" data-testid="admin-recipes">
            {data.items.map((recipe) => (
              <RecipeRow key={recipe.id} recipe={recipe} href={hrefWith({ id: recipe.id })} />
            ))}
          </ul>
        )}
      </ListBody>
    </>
  );
}

function RecipeRow({ recipe, href }: { recipe: AdminRecipeRow; href: string }) {
  const { t } = useTranslation('adminRecipes');
  const locale = useLocale();
  return (
    <li>
      <Link
        to={href}
        className="block rounded-lg border border-slate-200 bg-white p-3 hover:border-brand-700 focus-visible:border-brand-700"
        data-testid="admin-recipe-row"
      >
        <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <span className="font-semibold break-words text-slate-900">{recipe.name[locale]}</span>
          <span className="text-sm text-slate-800">
            {recipe.kcalPerPortion === null
              ? t('list.kcalUnknown')
              : t('list.kcal', { kcal: recipe.kcalPerPortion })}
          </span>
        </span>
        <span className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
          <span className="break-all">{recipe.sourceId}</span>
          <span>
            {t('list.updated')}{' '}
            <time dateTime={recipe.updatedAt}>{formatDateTime(recipe.updatedAt, locale)}</time>
          </span>
        </span>
      </Link>
    </li>
  );
}

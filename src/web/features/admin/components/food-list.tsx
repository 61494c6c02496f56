import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSearchText } from '../../../components/catalogue/search-box';
import { useLocale } from '../../../lib/use-locale';
import { foodGroupsOptions, foodsOptions, type FoodsFilter } from '../api/catalogues-api';
import { pageOf, useAdminParams } from '../lib/section-params';
import { FilterSelect, ListBody, SearchField, SearchForm } from './list-parts';

/** Foods: search by name (any language) or SR28 number, a food group filter, 20 a page; a row opens the editor. */
export function FoodList() {
  const { t } = useTranslation('adminCatalogue');
  const locale = useLocale();
  const { params, update, hrefWith } = useAdminParams();
  const q = params.get('q') ?? '';
  const group = Number(params.get('group'));
  const filter: FoodsFilter = {
    ...(q ? { q } : {}),
    ...(Number.isInteger(group) && group > 0 ? { group } : {}),
    page: pageOf(params.get('page')),
  };
  const [text, setText] = useSearchText(q, (next) => update({ q: next, page: null }));
  const list = useQuery(foodsOptions(filter));
  const groups = useQuery(foodGroupsOptions());
  const groupName = (id: number) => groups.data?.groups.find((g) => g.id === id)?.names[locale] ?? '';

  return (
    <>
      <SearchForm onSearch={() => update({ q: text.trim(), page: null })}>
        <SearchField
          id="admin-foods-search"
          label={t('foods.search')}
          value={text}
          placeholder={t('foods.searchPlaceholder')}
          testId="admin-foods-search"
          onChange={setText}
        />
        <FilterSelect
          id="admin-foods-group"
          label={t('foods.group')}
          value={filter.group ? String(filter.group) : ''}
          options={[
            { value: '', label: t('foods.allGroups') },
            ...(groups.data?.groups ?? []).map((g) => ({ value: String(g.id), label: g.names[locale] })),
          ]}
          onChange={(value) => update({ group: value, page: null })}
        />
      </SearchForm>
      <ListBody list={list} summaryKey="adminCatalogue:foods.summary" emptyText={t('foods.empty')}>
        {(data) => (
          <ul className="space-y-2">
            {data.items.map((food) => (
              <li
                key={food.id}
                className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
                data-testid="admin-food-row"
              >
                <Link
                  to={hrefWith({ id: food.id })}
                  className="font-semibold break-words text-brand-800 underline"
                >
                  {food.names[locale]}
                </Link>
                <p className="mt-1 break-words text-slate-700">
                  {t('foods.sourceId', { id: food.sourceId })} · {groupName(food.groupId)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { FoodCard as FoodCardData } from '../../../../core/contracts/catalogue';
import { foodFilters, searchFoods } from '../api/foods-api';
import { CatalogueList, type CatalogueDefinition } from '../../../components/catalogue/catalogue-list';
import { appConfig } from '../../../lib/app-config';
import { FoodCard } from '../components/food-card';

const definition: CatalogueDefinition<FoodCardData> = {
  kind: 'foods',
  pageViewPath: '/food',
  search: searchFoods,
  filters: foodFilters,
  groups: [
    { key: 'type', options: 'categories' },
    { key: 'occasion', options: 'occasions' },
    { key: 'tags', options: 'tags' },
    { key: 'allergenExclude', options: 'allergens' },
    { key: 'nutrientInclude', options: 'nutrientsInclude' },
    { key: 'nutrientExclude', options: 'nutrientsExclude' },
  ],
  scrollOnPrevious: true,
  pageWindow: 2,
  renderCard: (food) => <FoodCard food={food} />,
};

export function FoodsPage() {
  const { t } = useTranslation('catalogue');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('foods.title')}</h1>
      <p className="mt-2 mb-6 text-slate-700">{t('foods.lead')}</p>
      <CatalogueList definition={definition} apiKey={appConfig.apiKey} />
    </div>
  );
}

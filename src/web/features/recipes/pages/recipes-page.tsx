import { useTranslation } from 'react-i18next';
import type { RecipeCard as RecipeCardData } from '../../../../core/contracts/catalogue';
import { recipeFilters, searchRecipes } from '../api/recipes-api';
import { CatalogueList, type CatalogueDefinition } from '../../../components/catalogue/catalogue-list';
import { appConfig } from '../../../lib/app-config';
import { RecipeCard } from '../components/recipe-card';

const definition: CatalogueDefinition<RecipeCardData> = {
  kind: 'recipes',
  pageViewPath: '/recipe',
  search: searchRecipes,
  filters: recipeFilters,
  groups: [
    { key: 'tags', options: 'tags' },
    { key: 'type', options: 'categories' },
    { key: 'occasion', options: 'occasions' },
    { key: 'allergenExclude', options: 'allergens' },
    { key: 'nutrientInclude', options: 'nutrientsInclude' },
    { key: 'nutrientExclude', options: 'nutrientsExclude' },
    { key: 'preparationTime', options: 'preparationTime' },
    { key: 'portion', options: 'portions' },
  ],
  scrollOnPrevious: true,
  pageWindow: 2,
  renderCard: (recipe) => <RecipeCard recipe={recipe} />,
};

export function RecipesPage() {
  const { t } = useTranslation('catalogue');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('recipes.title')}</h1>
      <p className="mt-2 mb-6 text-slate-700">{t('recipes.lead')}</p>
      <CatalogueList definition={definition} apiKey={appConfig.apiKey} />
    </div>
  );
}

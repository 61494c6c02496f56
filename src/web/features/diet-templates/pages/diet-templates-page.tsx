import { useTranslation } from 'react-i18next';
import { SHOP_SORTS, type ShopSort } from '../../../../core/contracts/catalogue-options';
import type { DietTemplateCard as Card } from '../../../../core/contracts/diet-templates';
import { CatalogueList, type CatalogueDefinition } from '../../../components/catalogue/catalogue-list';
import { appConfig } from '../../../lib/app-config';
import { dietTemplateFilters, searchDietTemplates } from '../api/diet-templates-api';
import { DietTemplateCard } from '../components/diet-template-card';

/** B §2 "Diet template search page" (issue 16 A3): the catalogue list with the shop's sorts and its teasers. */
export const dietTemplatesList: CatalogueDefinition<Card, ShopSort> = {
  kind: 'dietTemplates',
  pageViewPath: '/diet-template',
  search: searchDietTemplates,
  filters: dietTemplateFilters,
  groups: [
    { key: 'allergenExclude', options: 'allergens' },
    { key: 'goal', options: 'goals' },
    { key: 'cpm', options: 'kcal' },
    { key: 'type', options: 'categories' },
    { key: 'tags', options: 'tags' },
  ],
  sorts: SHOP_SORTS,
  // DT-13: a primary teaser after every 4th card, a secondary one after every 6th.
  teaserEvery: [4, 6],
  scrollOnPrevious: true,
  pageWindow: 2,
  renderCard: (template) => <DietTemplateCard template={template} />,
};

export function DietTemplatesPage() {
  const { t } = useTranslation('catalogue');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('dietTemplates.title')}</h1>
      <p className="mt-2 mb-6 max-w-3xl text-slate-700">{t('dietTemplates.lead')}</p>
      <CatalogueList definition={dietTemplatesList} apiKey={appConfig.apiKey} />
    </div>
  );
}

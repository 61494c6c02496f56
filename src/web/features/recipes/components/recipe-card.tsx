import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RecipeCard as RecipeCardData } from '../../../../core/contracts/catalogue';
import { pageHref } from '../../../../core/routes';
import { MayContainBadge } from '../../../components/allergen-lines';
import { Badge, BadgeList } from '../../../components/badge';
import { BowlIcon } from '../../../components/icons';
import { truncate } from '../../../components/catalogue/catalogue-state';
import { idSlug } from '../../../lib/id-slug';
import { useLocale } from '../../../lib/use-locale';

export function RecipeCard({ recipe }: { recipe: RecipeCardData }) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const more = (count: number) => t('more', { count });
  return (
    <Link
      to={pageHref('recipeDetail', locale, { idSlug: idSlug(recipe.id, recipe.slug) })}
      className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 p-4 shadow-sm hover:border-brand-700"
      data-testid="recipe-card"
    >
      <div
        className={`flex ${recipe.image ? 'h-40' : 'h-24'} items-center justify-center overflow-hidden rounded-lg bg-brand-50 text-brand-700`}
        aria-hidden="true"
      >
        {recipe.image ? (
          <img src={recipe.image} alt="" className="h-full w-full rounded-lg object-cover" />
        ) : (
          <BowlIcon className="h-12 w-12" />
        )}
      </div>
      <h2 className="text-lg font-semibold text-slate-900">{recipe.name}</h2>
      <p className="text-sm text-slate-700">{truncate(recipe.description, 160)}</p>
      <div className="flex flex-wrap gap-1">
        <Badge tone="info">{t('recipes.minutes', { count: recipe.time })}</Badge>
        {recipe.hard && <Badge tone="warn">{t('recipes.hard')}</Badge>}
        {recipe.kcalPortion !== null && (
          <Badge tone="brand">{t('recipes.kcalPortion', { kcal: recipe.kcalPortion })}</Badge>
        )}
      </div>
      <BadgeList items={recipe.foods.map((f) => f.name)} max={5} more={more} />
      <BadgeList items={recipe.occasions.map((o) => o.label)} max={5} tone="brand" more={more} />
      <BadgeList items={recipe.allergens.map((a) => a.label)} max={14} tone="warn" more={more} />
      <MayContainBadge items={recipe.mayContain} />
      <BadgeList items={recipe.tags.map((tag) => tag.label)} max={9} tone="info" more={more} />
    </Link>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FoodCard as FoodCardData } from '../../../../core/contracts/catalogue';
import { formatAmount } from '../../../../core/domain/format';
import { pageHref } from '../../../../core/routes';
import { MayContainBadge } from '../../../components/allergen-lines';
import { Badge, BadgeList } from '../../../components/badge';
import { CarrotIcon } from '../../../components/icons';
import { idSlug } from '../../../lib/id-slug';
import { useLocale } from '../../../lib/use-locale';

export function FoodCard({ food }: { food: FoodCardData }) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const more = (count: number) => t('more', { count });
  return (
    <Link
      to={pageHref('foodDetail', locale, { idSlug: idSlug(food.id, food.slug) })}
      className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 p-4 shadow-sm hover:border-brand-700"
      data-testid="food-card"
    >
      <div className="flex items-start gap-3">
        <span
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
          aria-hidden="true"
        >
          <CarrotIcon />
        </span>
        <div>
          <h2 className="font-semibold text-slate-900">{food.name}</h2>
          {!food.nameTranslated && locale !== 'en' && (
            <span className="text-xs text-slate-600">{t('foods.untranslated')}</span>
          )}
        </div>
      </div>
      {food.kcal !== null && (
        <Badge tone="brand">{t('foods.kcal100', { kcal: formatAmount(food.kcal, locale) })}</Badge>
      )}
      <BadgeList items={food.nutrients_assigned.map((n) => n.label)} max={4} tone="info" more={more} />
      <BadgeList
        items={[...food.types.map((x) => x.label), ...food.occasions.map((o) => o.label)]}
        max={6}
        tone="brand"
        more={more}
      />
      <BadgeList items={food.allergens.map((a) => a.label)} max={14} tone="warn" more={more} />
      <MayContainBadge items={food.mayContain} />
      <BadgeList items={food.tags.map((tag) => tag.label)} max={11} more={more} />
    </Link>
  );
}

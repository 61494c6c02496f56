import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DIET_TEMPLATE_CARD_DESCRIPTION,
  type DietTemplateCard as Card,
} from '../../../../core/contracts/diet-templates';
import { formatNumber } from '../../../../core/domain/format';
import { cutAtWord } from '../../../../core/text/cut-at-word';
import { pageHref } from '../../../../core/routes';
import { BowlIcon } from '../../../components/icons';
import { idSlug } from '../../../lib/id-slug';
import { useLocale } from '../../../lib/use-locale';

/** DT-10: a description cut to 160 characters. */
export const cutDescription = (text: string) => cutAtWord(text, DIET_TEMPLATE_CARD_DESCRIPTION);

/**
 * A template card (DECISIONS DT-11): picture or icon, name, description (160), goals, kcal, days, and the
 * price (final, the regular one struck through with the discount) or "free" / its free title; the card
 * links to the template's page (DT-09).
 */
export function DietTemplateCard({ template }: { template: Card }) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  return (
    <Link
      to={pageHref('dietTemplateDetail', locale, { idSlug: idSlug(template.id, template.slug) })}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 shadow-sm hover:border-brand-700"
      data-testid="diet-template-card"
    >
      {template.image ? (
        <img
          src={template.image}
          alt=""
          width={1200}
          height={630}
          loading="lazy"
          className="aspect-[1200/630] w-full object-cover"
          data-testid="diet-template-image"
        />
      ) : (
        <span
          className="flex aspect-[1200/630] w-full items-center justify-center bg-brand-50 text-brand-700"
          aria-hidden="true"
          data-testid="diet-template-icon"
        >
          <BowlIcon />
        </span>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-semibold text-slate-900">{template.name}</h2>
        <p className="text-sm text-slate-700" data-testid="diet-template-description">
          {cutDescription(template.description)}
        </p>
        <ul className="flex flex-wrap gap-1 text-xs" data-testid="diet-template-card-facts">
          {template.goals.map((goal) => (
            <li key={goal.value} className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-900">
              {goal.label}
            </li>
          ))}
          <li className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
            {t('template.kcal', { kcal: formatNumber(template.kcal, locale, 0) })}
          </li>
          <li className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
            {t('template.days', { count: template.days })}
          </li>
        </ul>
        <div className="mt-auto flex flex-wrap items-baseline gap-2 pt-2" data-testid="diet-template-price">
          {template.free || !template.price ? (
            <span className="font-bold text-brand-800">{template.free_title ?? t('template.free')}</span>
          ) : (
            <>
              <span className="text-lg font-bold text-slate-900">{template.price.finalFormatted}</span>
              {template.price.hasDiscount && (
                <>
                  <s className="text-sm text-slate-600">{template.price.regularFormatted}</s>
                  <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
                    {t('ebooks.card.discount', { percent: template.discount })}
                  </span>
                </>
              )}
            </>
          )}
        </div>
      </div>
    </Link>
  );
}

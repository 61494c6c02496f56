import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  COMPANY_CARD_DESCRIPTION,
  type CompanyCard as Company,
  type SpecialistCard as Specialist,
} from '../../../../core/contracts/directory';
import { displayName } from '../../../../core/domain/directory';
import { formatNumber } from '../../../../core/domain/format';
import { cutAtWord } from '../../../../core/text/cut-at-word';
import { companyHref, specialistHref } from '../lib/links';
import { useLocale } from '../../../lib/use-locale';

/** COMP-11: a club card's description is cut to 160 characters. */
export const cutCompanyDescription = (text: string) => cutAtWord(text, COMPANY_CARD_DESCRIPTION);

function Distance({ km }: { km: number | null }) {
  const { t } = useTranslation('directory');
  const locale = useLocale();
  if (km === null) return null;
  return (
    <span className="text-sm font-medium text-brand-900" data-testid="card-distance">
      {t('card.distance', { km: formatNumber(km, locale, 1) })}
    </span>
  );
}

/** SPEC-05..07: avatar, name (or 'Specialist'), professions, up to 3 topics, cities and the distance. */
export function SpecialistCard({ card }: { card: Specialist }) {
  const { t } = useTranslation('directory');
  const locale = useLocale();
  const name = displayName(card, t('card.specialistFallback'));
  const cities = [...new Set(card.address_work.map((address) => address.city).filter(Boolean))];
  return (
    <Link
      to={specialistHref(card, locale)}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 p-4 shadow-sm hover:border-brand-700"
      data-testid="specialist-card"
    >
      <div className="flex items-center gap-3">
        {card.avatar ? (
          <img
            src={card.avatar}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="h-16 w-16 shrink-0 rounded-full"
          />
        ) : (
          <span aria-hidden="true" className="h-16 w-16 shrink-0 rounded-full bg-slate-200" />
        )}
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">{name}</h2>
          <p className="text-sm text-slate-700">{card.profession.map((p) => p.name).join(', ')}</p>
        </div>
      </div>
      {card.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1 text-xs">
          {card.tags.slice(0, 3).map((tag) => (
            <li key={tag.find} className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-900">
              {tag.name}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap items-baseline justify-between gap-2 text-sm text-slate-700">
        <span>{cities.length ? cities.join(' · ') : t('card.noAddress')}</span>
        <Distance km={card.distance} />
      </div>
    </Link>
  );
}

/** COMP-10, COMP-11: picture, logo, name, type, description (160), city and the distance. */
export function CompanyCard({ card }: { card: Company }) {
  const locale = useLocale();
  return (
    <Link
      to={companyHref(card, locale)}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 shadow-sm hover:border-brand-700"
      data-testid="company-card"
    >
      <div className="relative h-28 bg-slate-100">
        {card.image && (
          <img
            src={card.image}
            alt=""
            width={1200}
            height={400}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        )}
        {card.logo && (
          <img
            src={card.logo}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="absolute -bottom-6 left-4 h-14 w-14 rounded-xl border-2 border-white shadow"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 pt-8">
        <h2 className="font-semibold text-slate-900">{card.name}</h2>
        <p className="text-xs font-medium tracking-wide text-brand-900 uppercase">{card.type.name}</p>
        <p className="text-sm text-slate-700" data-testid="company-description">
          {cutCompanyDescription(card.description)}
        </p>
        <div className="mt-auto flex flex-wrap items-baseline justify-between gap-2 text-sm text-slate-700">
          <span>{card.city}</span>
          <Distance km={card.distance} />
        </div>
      </div>
    </Link>
  );
}

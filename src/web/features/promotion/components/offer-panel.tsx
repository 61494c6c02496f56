import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageHref } from '../../../../core/routes';
import { linkClass } from '../../../components/ui/styles';
import { useLocale } from '../../../lib/use-locale';
import type { OfferView } from '../lib/offer';

const BOX = 'rounded-2xl border bg-white p-6 shadow-sm';

/** What a visitor can use instead of an offer that does not run: the free diet templates and the pro packages. */
function CurrentOffers() {
  const { t } = useTranslation('promotionPage');
  const locale = useLocale();
  // There is no "free" filter: free templates cost 0, so the cheapest-first order lists them first.
  const offers = [
    { key: 'freeTemplates', href: pageHref('dietTemplates', locale, {}, { sort: 'price_asc' }) },
    { key: 'proPackages', href: pageHref('proPackages', locale) },
  ] as const;
  return (
    <ul className="mt-4 grid gap-4 md:grid-cols-2" data-testid="promotion-current-offers">
      {offers.map(({ key, href }) => (
        <li key={key} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <h3 className="font-semibold text-slate-900">{t(`offer.${key}.title`)}</h3>
          <p className="mt-1 text-sm text-slate-700">{t(`offer.${key}.text`)}</p>
          <Link to={href} className={`${linkClass} mt-3 inline-block`} data-testid={`promotion-offer-${key}`}>
            {t(`offer.${key}.link`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The welcome promotion as it stands (B §1, DECISIONS PROMO-10): while it runs, its discount, last day and
 * terms (and, for a member who would get it, that they do); once it has ended, or before it starts, the page
 * says so plainly and offers what is there now instead of a dead offer.
 */
export function OfferPanel({ offer }: { offer: OfferView | 'loading' }) {
  const { t } = useTranslation('promotionPage');
  if (offer === 'loading')
    return (
      <div className={`${BOX} min-h-40 border-slate-200`} data-testid="promotion-offer-loading">
        <p role="status" className="sr-only">
          {t('offer.loading')}
        </p>
        <div aria-hidden="true" className="flex animate-pulse flex-col gap-3 motion-reduce:animate-none">
          <span className="h-6 w-1/2 rounded bg-slate-200" />
          <span className="h-4 w-3/4 rounded bg-slate-100" />
          <span className="h-4 w-2/3 rounded bg-slate-100" />
        </div>
      </div>
    );
  if (offer.state === 'active')
    return (
      <div
        className={`${BOX} flex flex-col gap-4 border-brand-600 sm:flex-row sm:items-center`}
        data-testid="promotion-offer"
        data-state="active"
      >
        <span
          aria-hidden="true"
          className="self-start rounded-xl bg-red-700 px-4 py-2 text-3xl font-extrabold text-white sm:self-center"
        >
          −{offer.percent}%
        </span>
        <div>
          <p className="text-lg font-semibold text-slate-900" data-testid="promotion-offer-until">
            {t('offer.activeUntil', { date: offer.lastDay })}
          </p>
          <p className="mt-1 text-slate-700">{t('offer.activeTerms')}</p>
          {offer.eligible && (
            <p className="mt-2 font-medium text-brand-800" data-testid="promotion-offer-eligible">
              {t('offer.eligible')}
            </p>
          )}
        </div>
      </div>
    );
  const [title, text] =
    offer.state === 'ended'
      ? [t('offer.endedTitle'), t('offer.endedText', { date: offer.lastDay })]
      : offer.state === 'upcoming'
        ? [t('offer.upcomingTitle'), t('offer.upcomingText', { date: offer.firstDay })]
        : [t('offer.noneTitle'), t('offer.noneText')];
  return (
    <div className={`${BOX} border-amber-300`} data-testid="promotion-offer" data-state={offer.state}>
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <p className="mt-1 text-slate-700" data-testid="promotion-offer-text">
        {text}
      </p>
      <CurrentOffers />
    </div>
  );
}

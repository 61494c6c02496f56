import { useTranslation } from 'react-i18next';
import type { OfferView } from '../lib/offer';
import { RegisterLink } from './register-link';

/** PROMO-04: the closing call to action; while the offer runs it repeats its last day. */
export function ClosingCta({ offer }: { offer: OfferView | null }) {
  const { t } = useTranslation('promotionPage');
  const text =
    offer?.state === 'active'
      ? offer.percent === 100
        ? t('closing.activeText', { date: offer.lastDay })
        : t('closing.activeDiscountText', { date: offer.lastDay, percent: offer.percent })
      : t('closing.text');
  return (
    <section
      aria-labelledby="promotion-closing-heading"
      className="bg-brand-900"
      data-testid="promotion-closing"
    >
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="promotion-closing-heading" className="text-2xl font-bold text-white md:text-3xl">
            {t('closing.heading')}
          </h2>
          <p className="mt-2 text-lg text-brand-50">{text}</p>
        </div>
        <RegisterLink className="inline-flex shrink-0 items-center justify-center rounded-md bg-white px-6 py-3 font-semibold text-brand-900 shadow-sm hover:bg-brand-50">
          {t('closing.cta')}
        </RegisterLink>
      </div>
    </section>
  );
}

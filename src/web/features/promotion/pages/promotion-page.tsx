import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TestimonialList } from '../../../components/testimonials/testimonial-list';
import { useLocale } from '../../../lib/use-locale';
import { welcomePromotionOptions } from '../api/promotion-api';
import { ClaimsRow } from '../components/claims-row';
import { ClosingCta } from '../components/closing-cta';
import { Highlights } from '../components/highlights';
import { HowItWorks } from '../components/how-it-works';
import { OfferPanel } from '../components/offer-panel';
import { PromotionFaq } from '../components/promotion-faq';
import { RegisterLink } from '../components/register-link';
import { offerView } from '../lib/offer';

const HERO_CTA =
  'mt-8 inline-flex items-center justify-center rounded-md bg-brand-800 px-6 py-3 text-lg font-semibold text-white shadow-sm hover:bg-brand-900';

/**
 * The promotion landing page (B §2; PROMO-03..05): a hero with the welcome promotion as it stands and the
 * marketing claims, highlights, a 3-step how-it-works, testimonials, a 2-item FAQ and a closing call to
 * action; every call to action leads to the registration page. The server renders it for guests with the
 * promotion's answer in it, so it reads without JavaScript.
 */
export function PromotionPage() {
  const { t } = useTranslation('promotionPage');
  const locale = useLocale();
  const welcome = useQuery(welcomePromotionOptions(locale));
  const offer = welcome.data ? offerView(welcome.data, locale) : null;
  const running = offer?.state === 'active';
  return (
    <div data-testid="promotion-page">
      <section aria-labelledby="promotion-title" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-12 md:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('hero.eyebrow')}</p>
          <h1
            id="promotion-title"
            className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 md:text-5xl"
          >
            {running
              ? offer.percent === 100
                ? t('hero.freeTitle')
                : t('hero.discountTitle', { percent: offer.percent })
              : t('hero.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            {running
              ? offer.percent === 100
                ? t('hero.freeLead')
                : t('hero.discountLead', { percent: offer.percent })
              : t('hero.lead')}
          </p>
          <RegisterLink className={HERO_CTA}>{t('hero.cta')}</RegisterLink>
          {/* A failed check shows no offer at all rather than a wrong one; the rest of the page stands. */}
          {!welcome.isError && (
            <div className="mt-10 max-w-4xl">
              <OfferPanel offer={offer ?? 'loading'} />
            </div>
          )}
          <div className="mt-10">
            <ClaimsRow />
          </div>
        </div>
      </section>
      <Highlights />
      <HowItWorks />
      <TestimonialList headingId="promotion-testimonials-heading" className="mx-auto max-w-7xl px-4 py-12" />
      <PromotionFaq />
      <ClosingCta offer={offer} />
    </div>
  );
}

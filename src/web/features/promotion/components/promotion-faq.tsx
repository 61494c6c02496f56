import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../../components/icons';

const QUESTIONS = ['who', 'plan'] as const;

/**
 * PROMO-04: the FAQ accordion of two items – native disclosures, so they open by keyboard and without
 * JavaScript, and the browser's find-in-page reaches their answers.
 */
export function PromotionFaq() {
  const { t } = useTranslation('promotionPage');
  return (
    <section
      aria-labelledby="promotion-faq-heading"
      className="mx-auto max-w-3xl px-4 py-12"
      data-testid="promotion-faq"
    >
      <h2 id="promotion-faq-heading" className="text-2xl font-bold text-slate-900">
        {t('faq.heading')}
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {QUESTIONS.map((question) => (
          <details key={question} className="group" data-testid="promotion-faq-item">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              {t(`faq.${question}.question`)}
              <ChevronDownIcon className="shrink-0 text-slate-600 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
            </summary>
            <p className="px-5 pb-5 text-slate-700">{t(`faq.${question}.answer`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

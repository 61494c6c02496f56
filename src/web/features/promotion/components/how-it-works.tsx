import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/styles';
import { RegisterLink } from './register-link';

const STEPS = ['register', 'choose', 'start'] as const;

/** PROMO-04: the three steps from sign-up to the first meal, and the way to take the first. */
export function HowItWorks() {
  const { t } = useTranslation('promotionPage');
  return (
    <section aria-labelledby="promotion-steps-heading" className="bg-slate-50" data-testid="promotion-steps">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="promotion-steps-heading" className="text-2xl font-bold text-slate-900">
          {t('steps.heading')}
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{t(`steps.${step}.title`)}</h3>
                <p className="mt-1 text-slate-700">{t(`steps.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
        <RegisterLink className={`${buttonClass('primary')} mt-8`}>{t('hero.cta')}</RegisterLink>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HERO_STATS } from '../../../../core/domain/home-claims';
import { pageHref } from '../../../../core/routes';
import { buttonClass } from '../../../components/ui/styles';
import { useLocale } from '../../../lib/use-locale';
import { SampleDayCard } from './sample-day-card';

const FEATURES = ['foods', 'plans', 'move'] as const;

/** The start-a-nutritious-life hero (HOME-25..27) with the sample day beside it. */
export function HomeHero() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white" aria-labelledby="home-title">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:py-16 lg:grid-cols-[1fr_26rem]">
        <div>
          <h1
            id="home-title"
            className="max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 md:text-5xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('hero.lead')}</p>
          <p className="mt-8 flex flex-wrap gap-3">
            <Link
              to={pageHref('register', locale)}
              className={`${buttonClass('primary')} px-5 py-3`}
              data-testid="hero-register"
            >
              {t('hero.register')}
            </Link>
            <Link
              to={pageHref('proPackages', locale)}
              className={`${buttonClass('secondary')} px-5 py-3`}
              data-testid="hero-packages"
            >
              {t('hero.packages')}
            </Link>
          </p>
          <dl className="mt-10 grid max-w-xl grid-cols-3 gap-4" data-testid="hero-stats">
            {HERO_STATS.map((stat) => (
              <div key={stat.key} className="flex flex-col-reverse justify-end">
                <dt className="text-sm text-slate-700">{t(`hero.stats.${stat.key}`)}</dt>
                <dd className="text-3xl font-extrabold text-brand-800">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <ul className="mt-10 grid gap-4 md:grid-cols-3" data-testid="hero-features">
            {FEATURES.map((feature) => (
              <li key={feature} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <h2 className="font-semibold text-brand-900">{t(`features.${feature}.title`)}</h2>
                <p className="mt-1 text-sm text-slate-700">{t(`features.${feature}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
        <SampleDayCard />
      </div>
    </section>
  );
}

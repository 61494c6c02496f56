import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageHref } from '../../../../core/routes';
import { useLocale } from '../../../lib/use-locale';
import { EbookList } from '../components/ebook-list';
import { LatestArticles } from '../components/latest-articles';

const FEATURES = ['foods', 'plans', 'move'] as const;

export function HomePage() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 md:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('hero.lead')}</p>
          <Link
            to={pageHref('aboutData', locale)}
            className="mt-8 inline-block rounded-md bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-900"
          >
            {t('hero.cta')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="features-heading" className="text-2xl font-bold">
          {t('features.heading')}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature} className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-800">{t(`features.${feature}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <EbookList />
      <LatestArticles />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageHref } from '../../../../core/routes';
import { useLocale } from '../../../lib/use-locale';

const SOURCES = ['usda', 'compendium', 'allergens'] as const;

/** HOME-52, HOME-53 (docs/decisions.md): who we are and where our numbers come from. */
export function AboutBox() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  return (
    <section
      aria-labelledby="home-about-heading"
      className="mx-auto max-w-7xl px-4 py-12"
      data-testid="home-about"
    >
      <div className="grid gap-8 rounded-2xl bg-slate-900 p-8 text-slate-100 md:grid-cols-2 md:p-12">
        <div>
          <h2 id="home-about-heading" className="text-2xl font-bold text-white">
            {t('about.heading')}
          </h2>
          <p className="mt-4">{t('about.who')}</p>
          <p className="mt-4">{t('about.promise')}</p>
        </div>
        <div>
          <h3 className="font-semibold text-white">{t('about.sourcesHeading')}</h3>
          <ul className="mt-3 flex flex-col gap-3">
            {SOURCES.map((source) => (
              <li key={source}>
                <strong className="text-white">{t(`about.sources.${source}.name`)}</strong>
                <span className="block text-sm text-slate-300">{t(`about.sources.${source}.text`)}</span>
              </li>
            ))}
          </ul>
          <Link
            to={pageHref('aboutData', locale)}
            className="mt-6 inline-block font-medium text-white underline underline-offset-2 hover:text-brand-100"
          >
            {t('about.link')}
          </Link>
        </div>
      </div>
    </section>
  );
}

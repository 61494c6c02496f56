import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LATEST_DIETS_MAX } from '../../../../core/contracts/home';
import { pageHref, type PageName } from '../../../../core/routes';
import { buttonClass, linkClass } from '../../../components/ui/styles';
import { TabList } from '../../../components/ui/tab-list';
import { useLocale } from '../../../lib/use-locale';
import { LatestDiets } from './latest-diets';

/** HOME-01: plans first (and chosen), then the generator, then the services. */
export const HOME_TABS = ['plans', 'generator', 'services'] as const;
type HomeTab = (typeof HOME_TABS)[number];

/** HOME-06: the services tab's groups, each a title, a description and its links. */
const SERVICE_GROUPS: ReadonlyArray<{ key: string; links: readonly PageName[] }> = [
  { key: 'eat', links: ['recipes', 'foods', 'dietTemplates', 'ebooks'] },
  { key: 'plan', links: ['personalDiet', 'dietGenerator', 'calculator'] },
  { key: 'move', links: ['exercises', 'fitnessClubs'] },
  { key: 'help', links: ['specialists', 'blog', 'proPackages'] },
];

function GeneratorPanel() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-6 md:grid-cols-2">
        {(['personalDiet', 'dietGenerator'] as const).map((page) => (
          <div
            key={page}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h3 className="text-lg font-semibold text-slate-900">{t(`homepage.generator.${page}.title`)}</h3>
            <p className="text-slate-700">{t(`homepage.generator.${page}.text`)}</p>
            <Link
              to={pageHref(page, locale)}
              className={`${buttonClass('primary')} mt-auto self-start`}
              data-testid={`home-generator-${page}`}
            >
              {t(`homepage.generator.${page}.cta`)}
            </Link>
          </div>
        ))}
      </div>
      <section aria-labelledby="home-latest-diets-heading">
        <h3 id="home-latest-diets-heading" className="mb-4 text-lg font-semibold text-slate-900">
          {t('latestDiets.heading')}
        </h3>
        <LatestDiets />
      </section>
    </div>
  );
}

function ServicesPanel() {
  const { t } = useTranslation(['home', 'pages']);
  const locale = useLocale();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="home-services">
      {SERVICE_GROUPS.map((group) => (
        <li key={group.key} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-slate-900">
            {t(`homepage.services.${group.key}.title`)}
          </h3>
          <p className="mt-2 text-sm text-slate-700">{t(`homepage.services.${group.key}.text`)}</p>
          <ul className="mt-4 flex flex-col gap-2">
            {group.links.map((page) => (
              <li key={page}>
                <Link to={pageHref(page, locale)} className={linkClass}>
                  {t(`homepage.services.links.${page}`)}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/**
 * The home's tabs (HOME-01..08): the newest diet templates (asked for 15, HOME-04), the two generators, and
 * our services by what people come for. A WAI-ARIA tablist: arrows, Home and End move between the tabs.
 */
export function HomeTabs({ enabled = true }: { enabled?: boolean }) {
  const { t } = useTranslation('home');
  const [tab, setTab] = useState<HomeTab>('plans');
  return (
    <section
      aria-labelledby="home-tabs-heading"
      className="mx-auto max-w-7xl px-4 py-12"
      data-testid="home-tabs"
    >
      <h2 id="home-tabs-heading" className="text-2xl font-bold text-slate-900">
        {t('homepage.tabs.heading')}
      </h2>
      <TabList
        tabs={HOME_TABS}
        selected={tab}
        onSelect={setTab}
        label={t('homepage.tabs.label')}
        tabId={(name) => `home-tab-${name}`}
        panelId={(name) => `home-panel-${name}`}
        tabLabel={(name) => t(`homepage.tabs.${name}`)}
        className="mt-4 inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1"
      />
      {HOME_TABS.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`home-panel-${name}`}
          aria-labelledby={`home-tab-${name}`}
          hidden={tab !== name}
          tabIndex={0}
          className="mt-6 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
          data-testid={`home-panel-${name}`}
        >
          {name === 'plans' && <LatestDiets limit={LATEST_DIETS_MAX} messages="tabs" enabled={enabled} />}
          {name === 'generator' && tab === name && <GeneratorPanel />}
          {name === 'services' && <ServicesPanel />}
        </div>
      ))}
    </section>
  );
}
